//===- MultiLevelTiling.cpp - MetaSchedule's multi-level tiling -----------===//
//
// The "multi-level-tiling" module: MetaSchedule's MultiLevelTiling schedule
// rule (apache/tvm src/meta_schedule/schedule_rule/multi_level_tiling.cc,
// NeurIPS 2022 sec. 4.2 and Figure 4) on a linalg op.
//
// Applicability (TVM MultiLevelTilingNode::Apply): the block must need
// multi-level tiling (TVM NeedsMultiLevelTiling, ModuleUtils.h): an untiled
// linalg op on static shapes with one output, a reduction loop and data
// reuse -- matmul, batch matmul, convolutions; otherwise the schedule is
// returned unchanged.
//
// Steps (TVM TileLoopNest, then AddWriteReuse):
//  1. The block is annotated `msched.tiling_structure = "SSRSRS"` (TVM's
//     meta_schedule.tiling_structure), which later modules read.
//  2. Every loop of extent > 1 is split into as many levels as the structure
//     has letters of its kind (parallel loops: 'S', reduction loops: 'R') by
//     transform.msched.sample_perfect_tile with max_innermost_factor, in loop
//     order (msched: under the register prior, the reduction loops'
//     innermost factor is bounded by max_reduction_tile instead, since the
//     write cache keeps the accumulators in registers across that loop;
//     a data-tiled kernel's one long reduction may also be whole, where its
//     panels over all of it fit in half the L2: wholeReductionBounds).
//     With several cores, the outermost factor of the output's first tiled
//     loop that indexes the largest input (so that tasks split that input
//     rather than each reading all of it) is drawn towards 1, 2, 4 and 8
//     times the core count (outermost_prior): the task count of the
//     parallel loop (msched); only the counts that leave that loop's widest
//     register tile (innermost prior) a divisor of the rest.
//     MLIR-specific: the output height of a 2-D convolution (and the group
//     loop of a grouped one, the output depth of a 3-D one) gets one S level
//     less (its innermost tile is 1), so that the innermost tile decomposes
//     to a 1-D convolution, which upstream vectorizes.
//  3. The loops are ordered by level (TVM Reorder): in MLIR, one tiling per
//     level but the last, outermost first, of the loops of that level's kind;
//     the size of a loop's tile at level l is the product of its factors of
//     the later levels of its kind (transform.msched.multiply of the sampled
//     params; 1 at its last level). The outermost level, an 'S' level, is a
//     transform.structured.tile_using_forall (option parallel_outer): the
//     scf.forall that TVM's postprocessor would fuse and parallelize. The
//     last level is the tiled op itself. For "SSRSRS" on a matmul with
//     factors i = [i0..i3], j = [j0..j3], k = [k0, k1]:
//
//       scf.forall (i0, j0)                          tile (i1*i2*i3, j1*j2*j3)
//         scf.for i1, scf.for j1                     tile (i2*i3, j2*j3)
//           scf.for k0                               tile k1
//             scf.for i2, scf.for j2                 tile (i3, j3)
//               scf.for k1                           tile 1
//                 linalg.matmul i3 x j3 x 1
//
//     The linalg.fill that initializes the output, when it feeds this op
//     alone, is fused into that scf.forall (through its shared_outs:
//     msched.fuse_into_forall_output; option fuse_init_fill): TVM's
//     decompose_reduction places the init block in the loop nest; here each
//     task zeroes its own tile right before accumulating into it, in the same
//     parallel region.
//  4. Write cache (TVM AddWriteReuse, reuse_write "may": the schedule forks
//     into the variant without, first, and the one with the cache). TVM
//     accumulates the output tile in a local buffer written back once; here
//     the accumulator is kept in registers: the innermost tile is vectorized
//     (ModuleUtils.h vectorizeBlock: vector.contract for contractions, 1-D
//     decomposition for convolutions), the tensor slices of the tile are
//     folded into its vector transfers
//     (fold_tensor_subset_ops_into_vector_transfers, within the outermost
//     loop), and the output transfers are hoisted out of the innermost
//     reduction loops (transform.apply_licm and
//     transform.loop.hoist_loop_invariant_subsets on each, innermost first):
//     the verified hand schedule of shared/reference/mlir22.md. The block's
//     name moves to the innermost loop (the loop around its vector ops; a
//     vectorized block is no op one can name). A variant that
//     cannot be built (e.g. an op the vectorizer does not take) is dropped,
//     as TVM drops the schedules whose primitives throw.
//  5. Padded variant (msched, not in MetaSchedule; with the register prior
//     and a write cache): a contraction whose extents the host's register
//     kernels do not divide (an output row extent no count of rows in the
//     prior divides, e.g. a prime M; an output column extent that is not a
//     whole number of vectors) is also scheduled padded: before step 2,
//     transform.structured.pad pads those loops with zeros to a multiple of
//     the largest row count / the vector length, so that full register
//     tiles divide the padded extents (a padded, not a scalar, kernel); the
//     result is sliced back. Only the write-cache form is kept, with packed
//     panels where the padded inputs qualify (step 6).
//  6. Packed-panel variant (msched; TVM's reuse_read with the packed layout
//     of BLIS/oneDNN GEMMs; with the register prior and a write cache): the
//     inputs that the register kernel reads as vectors and whose panel
//     columns span more than the L2 cache (a large GEMM's right-hand
//     matrix) or do not stay in the L1's sets (a convolution's filter rows;
//     pack_min_stride) are copied, tile by tile, into contiguous
//     tensors (transform.msched.cache_read, the copy tiled by rows and
//     vectorized) in the body of the reduction loop around the register loops:
//     for "SSRSRS", right before the level of i2, j2 is tiled, so the panel is
//     k1 x (j2 * j3) and reused by all i2 iterations. The loops that the
//     packed inputs do not depend on (a GEMM's rows i, a convolution's
//     output pixels for its filter) are not split at the 'S' levels between
//     the parallel one and the panels' (i1 is 1: one sampled factor less),
//     so that a panel is copied once per task, j1 and k0, not again for each
//     block of rows (BLIS packs B outside its loops over A's rows; the rows
//     a task's panels serve are then i2 * i3, and the parallel level's
//     count, drawn for any core count, bounds them). Only the write-cache
//     form is kept.
//  Data-tiled contractions (the data-tiling module's packed op, marked
//  msched.data_tiled, which names its kernel's two loops): the R x L
//  register kernel the panels were packed for is not split (whole in the
//  innermost tile), and the other output loops get one S level less (their
//  innermost tile is 1), so that every sample computes the packed kernel.
//  7. Peeled variant (msched, not in MetaSchedule; with the register prior
//     and a write cache): a contraction or convolution whose output rows
//     (a convolution's output width) the widest
//     register kernel (the largest row count of the prior, e.g. 6 on AVX2)
//     does not divide is split by transform.structured.split on the row
//     loop at the last multiple of that count. The first part keeps the
//     block's name and is tiled as above (write cache, packed panels where
//     the inputs qualify); the remaining rows become the block
//     "<block>_rest", tiled with the write cache; the two parts form a
//     tile group (see pad-peeling), so the rest shares the first part's
//     samples of the loops they have alike. The widest kernel then
//     becomes a perfect tile of the first part's rows, without the copies
//     padding makes (its row tile is still drawn from the prior): GMM 1024
//     on AVX2 (Zen 3), whose perfect tiles allow 4 x 16 kernels (8
//     accumulators) at most, can get 1020 rows of 6 x 16 (12) and 4 rows
//     of 4 x 16. Not for a convolution's unit loops, nor for blocks that
//     ask for the write cache only (small parts other modules made). Where
//     the rows that the prior's counts divide all give kernels of fewer
//     than 10 accumulators (two vectors a row; AVX2 and a power-of-two row
//     count: 4 x 16) and the peeled part gets a wider one, the peeled
//     variant replaces the unpeeled and packed-panel ones (peel_to_kernels),
//     unless a linalg op consumes the block (an epilogue that only an
//     unpeeled nest can take in).
//
// Every tile size in the trace is 0 or 1, comes from the static workload or
// is a param, so a trace replays with any valid decisions of its sampling
// instructions. What the host decides when the space is built (priors from
// its vector registers and cores, whether a packed variant exists from its
// L2) is recorded in the trace, so replay does not depend on the host.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/MultiLevelTiling.h"

#include "ModuleUtils.h"

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/HostPeak.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.h"
#include "mlir/Dialect/Tensor/TransformOps/TensorTransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"

#include <optional>

using namespace mlir;
using namespace msched;
using namespace msched::modules;

FailureOr<MultiLevelTilingOptions>
MultiLevelTilingOptions::parse(StringRef text, std::string &error) {
  MultiLevelTilingOptions options;
  OptionParser parser(text);
  std::string reuse = "may";
  parser.get("structure", options.structure);
  parser.get("max_innermost_factor", options.maxInnermostFactor);
  parser.get("reuse_write", reuse);
  parser.get("parallel_outer", options.parallelOuter);
  parser.get("fuse_init_fill", options.fuseInitFill);
  parser.get("register_prior", options.registerPrior);
  parser.get("max_reduction_tile", options.maxReductionTile);
  parser.get("pad_to_kernels", options.padToKernels);
  parser.get("peel_to_kernels", options.peelToKernels);
  parser.get("pack_panels", options.packPanels);
  parser.get("pack_min_stride", options.packMinStride);
  parser.get("cores", options.cores);
  parser.get("vector_lanes", options.vectorLanes);
  parser.get("vector_registers", options.vectorRegisters);
  parser.get("l1_bytes", options.l1Bytes);
  parser.get("l1_ways", options.l1Ways);
  parser.get("l2_bytes", options.l2Bytes);
  if (!parser.finish()) {
    error = parser.getError();
    return failure();
  }
  if (options.structure.empty() ||
      options.structure.find_first_not_of("SR") != std::string::npos ||
      options.structure.front() != 'S') {
    error = "structure '" + options.structure +
            "': expected letters S and R, starting with S";
    return failure();
  }
  if (options.cores < 0) {
    error = "cores must be >= 0 (0: this machine's)";
    return failure();
  }
  if (options.packMinStride < 0) {
    error = "pack_min_stride must be >= 0 (0: from the host's L2 cache)";
    return failure();
  }
  if (options.vectorLanes < 0 || options.vectorRegisters < 0) {
    error = "vector_lanes and vector_registers must be >= 0 (0: the host's)";
    return failure();
  }
  if (options.l1Bytes < 0 || options.l1Ways < 0 || options.l2Bytes < 0) {
    error = "l1_bytes, l1_ways and l2_bytes must be >= 0 (0: the host's)";
    return failure();
  }
  if ((options.l1Bytes > 0) != (options.l1Ways > 0) ||
      (options.l1Bytes > 0 && options.l1Bytes % (options.l1Ways * 64) != 0)) {
    error = "l1_bytes and l1_ways go together, l1_bytes a multiple of "
            "l1_ways x 64-byte lines";
    return failure();
  }
  if (reuse == "none")
    options.reuseWrite = ReuseWrite::None;
  else if (reuse == "may")
    options.reuseWrite = ReuseWrite::May;
  else if (reuse == "must")
    options.reuseWrite = ReuseWrite::Must;
  else {
    error = "reuse_write '" + reuse + "': expected none, may or must";
    return failure();
  }
  return options;
}

namespace {

class MultiLevelTiling : public TransformModule {
public:
  explicit MultiLevelTiling(MultiLevelTilingOptions options)
      : options(std::move(options)) {}

  StringRef getName() const override { return "multi-level-tiling"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

private:
  /// The loops made by tileLoopNest.
  struct TiledNest {
    OpHandle tile;        ///< the innermost tiled op
    LoopHandle outermost; ///< the loop of the outermost level
    LoopHandle innermost; ///< the closest loop around `tile`
    /// The loops of the reduction levels after the last tiled S level,
    /// outermost first: those the write cache is hoisted out of.
    SmallVector<LoopHandle> innerReductionLoops;
  };

  /// `packed`: the inputs to copy into packed panels (cache_read) at the
  /// level of the register loops. On failure, `error` says why where the
  /// schedule does not (sch.getLastError()).
  LogicalResult tileLoopNest(Schedule &sch, OpHandle block, linalg::LinalgOp op,
                             ArrayRef<int64_t> packed, TiledNest &nest,
                             std::string &error) const;
  /// The inputs of `op` that the packed-panel variant copies (see
  /// MultiLevelTilingOptions::packPanels); empty: no such variant.
  SmallVector<int64_t> panelsToPack(linalg::LinalgOp op) const;
  /// The level of the structure at which panels are packed: the last 'S'
  /// level before the final letter, when a reduction level precedes it.
  std::optional<size_t> packLevel() const;
  /// Whether an input that moves at least `stride` bytes per step of its
  /// `steps` reduction steps is packed
  /// (MultiLevelTilingOptions::packMinStride).
  bool packs(int64_t stride, int64_t steps) const;
  /// See registerKernelOf.
  struct RegisterKernel {
    int64_t lanes = 0;      ///< elements per vector register
    int64_t maxRows = 1;    ///< rows of two vectors' accumulators that fit
    int64_t registers = 16; ///< vector registers of the host
    unsigned vectorDim = 0;
    std::optional<unsigned> rowDim;
    /// The output's loops that are tiled (extent > 1), innermost last.
    SmallVector<unsigned> tiledOutputDims;
  };
  std::optional<RegisterKernel>
  registerKernelOf(linalg::LinalgOp op, ArrayRef<unsigned> unitDims) const;
  SmallVector<SmallVector<int64_t>>
  registerTilePriors(linalg::LinalgOp op, ArrayRef<unsigned> unitDims) const;
  SmallVector<int64_t>
  wholeReductionBounds(linalg::LinalgOp op,
                       SmallVector<SmallVector<int64_t>> &priors) const;
  /// Narrows the reduction loops' innermost priors of the packed variant so
  /// that a panel fits in half the L1.
  void fitPanelsInL1(linalg::LinalgOp op,
                     SmallVector<SmallVector<int64_t>> &priors) const;
  SmallVector<int64_t> paddingMultiples(linalg::LinalgOp op) const;
  /// The row loop and the number of rows of the first part of the peeled
  /// variant (step 7); none: no such variant.
  std::optional<std::pair<unsigned, int64_t>>
  peelPoint(linalg::LinalgOp op) const;
  /// Whether the peeled variant replaces the unpeeled ones (see
  /// MultiLevelTilingOptions::peelToKernels) at `point` (peelPoint): the
  /// prior's row counts that divide the rows give fewer than
  /// kMinAccumulators, and the widest kernel that the peeled part gets
  /// does not.
  bool peelingReplacesUnpeeled(linalg::LinalgOp op,
                               std::pair<unsigned, int64_t> point) const;
  /// A convolution's output loops whose innermost tile is 1 (its output
  /// height, a grouped one's group loop): see tileLoopNest.
  SmallVector<unsigned, 3> unitOutputDims(linalg::LinalgOp op) const;
  /// The peeled variant of `block`: split at `point`, both parts tiled with
  /// the write cache, appended to `results` (nothing when it cannot be
  /// built).
  void addPeeledVariant(Schedule sch, OpHandle block, StringRef blockName,
                        std::pair<unsigned, int64_t> point,
                        std::vector<Schedule> &results) const;
  /// Tiles `block` (of payload `op`) and, unless reuse_write is none, adds
  /// the write-cache variant; `withPlain`: also return the variant without.
  /// Fails when the block cannot be tiled; then `*error` (when given) is the
  /// schedule's error (Schedule::getLastError).
  LogicalResult tileAndCache(Schedule sch, OpHandle block, linalg::LinalgOp op,
                             StringRef blockName, bool withPlain,
                             std::vector<Schedule> &results,
                             ArrayRef<int64_t> packed = {},
                             std::string *error = nullptr) const;
  LogicalResult addWriteCache(Schedule &sch, const TiledNest &nest,
                              StringRef blockName) const;
  /// Whether the structure's last reduction level is right outside its last
  /// (register) level: "...RS".
  bool endsWithReductionLevel() const {
    const std::string &s = options.structure;
    return s.size() >= 2 && s.back() == 'S' && s[s.size() - 2] == 'R';
  }
  /// The L1 data cache and the L2's bytes the module sizes panels for:
  /// the options' where pinned, else the host's.
  CacheGeometry l1DataCache() const {
    if (options.l1Bytes == 0)
      return hostL1DataCache();
    CacheGeometry cache;
    cache.bytes = options.l1Bytes;
    cache.ways = options.l1Ways;
    cache.lineBytes = 64;
    return cache;
  }
  int64_t l2Bytes() const {
    return options.l2Bytes > 0 ? options.l2Bytes : hostL2CacheBytes();
  }
  /// The bound of the innermost factor of the reduction loops.
  int64_t reductionBound() const {
    if (options.registerPrior && endsWithReductionLevel() &&
        options.maxReductionTile > 0)
      return options.maxReductionTile;
    return options.maxInnermostFactor;
  }

  MultiLevelTilingOptions options;
};

} // namespace

/// The register kernel of `op` on the host (or the pinned lanes/registers):
/// the output's contiguous loop, vectorized, and the loop before it, whose
/// rows each hold that loop's accumulators. None when the register prior
/// does not apply (see MultiLevelTilingOptions::registerPrior).
std::optional<MultiLevelTiling::RegisterKernel>
MultiLevelTiling::registerKernelOf(linalg::LinalgOp op,
                                   ArrayRef<unsigned> unitDims) const {
  int64_t lanes32 = options.vectorLanes ? options.vectorLanes : hostFmaLanes();
  int64_t registers = options.vectorRegisters ? options.vectorRegisters
                      : lanes32 >= 16         ? 32
                                              : 16;
  if (!options.registerPrior || lanes32 <= 0 ||
      options.structure.back() != 'S' || op.getNumDpsInits() != 1)
    return std::nullopt;
  OpOperand *init = op.getDpsInitOperand(0);
  unsigned bits =
      getElementTypeOrSelf(init->get().getType()).getIntOrFloatBitWidth();
  RegisterKernel kernel;
  kernel.lanes = bits ? lanes32 * 32 / bits : 0;
  if (kernel.lanes < 1)
    return std::nullopt;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  auto isTiledParallel = [&](unsigned d) {
    return types[d] == utils::IteratorType::parallel && extents[d] > 1 &&
           !llvm::is_contained(unitDims, d);
  };
  // The output's dims, innermost (contiguous) last.
  SmallVector<unsigned> outputDims;
  for (AffineExpr e : op.getMatchingIndexingMap(init).getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(e))
      outputDims.push_back(dim.getPosition());
  if (outputDims.empty() || !isTiledParallel(outputDims.back()))
    return std::nullopt;
  kernel.vectorDim = outputDims.back();
  // Rows: with two vectors per row, (registers - 3) / 2 rows fit; prefer the
  // upper half of that range (fewer rows waste the FMA latency).
  kernel.maxRows = std::max<int64_t>(1, (registers - 3) / 2);
  kernel.registers = registers;
  for (unsigned d : outputDims)
    if (isTiledParallel(d))
      kernel.tiledOutputDims.push_back(d);
  // The rows: the tiled output loop before the vector loop.
  if (kernel.tiledOutputDims.size() >= 2)
    kernel.rowDim = kernel.tiledOutputDims[kernel.tiledOutputDims.size() - 2];
  return kernel;
}

/// For each target, the divisor of `extent` nearest to it by ratio, if one
/// lies within a factor of 2 (none otherwise), without repeats: a prior
/// that does not divide the loop would leave its draw uniform over all
/// factorizations (K = 1000 drew reduction tiles of 5 where 125 or 250 is
/// as long as the 128 or 256 a power-of-two extent gets).
static SmallVector<int64_t> divisorsNear(int64_t extent,
                                         ArrayRef<int64_t> targets) {
  SmallVector<int64_t> near;
  for (int64_t t : targets) {
    int64_t best = 0;
    double bestRatio = 2.0;
    for (int64_t f = std::max<int64_t>(1, t / 2); f <= 2 * t && f <= extent;
         ++f) {
      if (extent % f != 0)
        continue;
      double ratio =
          f > t ? static_cast<double>(f) / t : static_cast<double>(t) / f;
      // Ties go to the shorter tile (f ascends; the panel must fit the L1).
      if (ratio < bestRatio || (ratio == bestRatio && best == 0)) {
        best = f;
        bestRatio = ratio;
      }
    }
    if (best && !llvm::is_contained(near, best))
      near.push_back(best);
  }
  return near;
}

/// Innermost-factor priors per loop of `op` (empty: none), see
/// MultiLevelTilingOptions::registerPrior. The register file holds the
/// accumulators (rows x vectors), the vectors of one row of the right-hand
/// operand and a broadcast of the left-hand one.
SmallVector<SmallVector<int64_t>>
MultiLevelTiling::registerTilePriors(linalg::LinalgOp op,
                                     ArrayRef<unsigned> unitDims) const {
  unsigned numLoops = op.getNumLoops();
  SmallVector<SmallVector<int64_t>> priors(numLoops);
  std::optional<RegisterKernel> kernel = registerKernelOf(op, unitDims);
  if (!kernel)
    return priors;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  for (int64_t v = 1; v <= 2; ++v)
    if (options.maxInnermostFactor <= 0 ||
        v * kernel->lanes <= options.maxInnermostFactor)
      priors[kernel->vectorDim].push_back(v * kernel->lanes);
  // Wide vector tiles (powers of two from 4 vectors: counts that divide
  // channel counts) for register tiles of few rows, so that the
  // accumulators still fill the registers: `rows` rows of v vectors hold
  // rows * v accumulators, v vectors of the right-hand operand and one
  // broadcast, when `rowsOfOperand` is true; with one row, the FMAs read
  // the right-hand operand from memory, and a broadcast and a spare remain.
  auto addWideVectors = [&](int64_t rows, bool rowsOfOperand) {
    int64_t perVector = rowsOfOperand ? rows + 1 : rows;
    int64_t others = rowsOfOperand ? 1 : 2;
    for (int64_t v = 4; v * perVector + others <= kernel->registers; v *= 2)
      if (options.maxInnermostFactor <= 0 ||
          v * kernel->lanes <= options.maxInnermostFactor)
        priors[kernel->vectorDim].push_back(v * kernel->lanes);
  };
  // No rows: DIL's column borders on Zen 3 took 1 x 16 tiles, whose two
  // accumulators wait on the FMA latency; 1 x 64 has eight.
  if (!kernel->rowDim)
    addWideVectors(1, /*rowsOfOperand=*/false);
  if (kernel->rowDim) {
    int64_t lowest = std::max<int64_t>(1, kernel->maxRows / 2);
    bool rangeDivides = false;
    int64_t rows = extents[*kernel->rowDim];
    for (int64_t r = lowest; r <= kernel->maxRows; ++r) {
      priors[*kernel->rowDim].push_back(r);
      rangeDivides |= !ShapedType::isDynamic(rows) && rows % r == 0;
    }
    // No row count of the range divides the rows (a prime, e.g. DIL's 109
    // rows of a column border): tiles of one row.
    if (rows >= lowest && !rangeDivides)
      addWideVectors(1, /*rowsOfOperand=*/false);
    // Fewer rows than the range: all of them (e.g. a 4-wide convolution
    // output), not a uniform draw among its divisors; and rows of more
    // vectors, so that the accumulators still fill the registers (with R
    // rows of V vectors, R * V accumulators, V loads of the right-hand
    // operand and one broadcast: T2D's 4-wide phases get 4 x 4 vectors
    // instead of 4 x 2 on AVX-512, 16 FMAs per 4 broadcasts + 4 loads).
    if (rows < lowest) {
      priors[*kernel->rowDim].push_back(rows);
      addWideVectors(rows, /*rowsOfOperand=*/true);
    }
  }
  // The reduction loop around the register tile (structure ending in "RS"):
  // long, so that loading and storing the accumulators is amortized; a short
  // one (e.g. a convolution's filter width or input channels) whole.
  int64_t maxReduction = reductionBound();
  if (endsWithReductionLevel() && maxReduction >= 8)
    for (unsigned d = 0; d < numLoops; ++d)
      if (types[d] == utils::IteratorType::reduction && extents[d] > 1) {
        priors[d] = divisorsNear(
            extents[d], {maxReduction / 8, maxReduction / 4, maxReduction / 2});
        if (extents[d] < maxReduction / 8 &&
            !llvm::is_contained(priors[d], extents[d]))
          priors[d].push_back(extents[d]);
      }
  // Other loops of the output: 1, so the register tile stays 2-D.
  for (unsigned d : kernel->tiledOutputDims)
    if (d != kernel->vectorDim && d != kernel->rowDim && priors[d].empty())
      priors[d].push_back(1);
  return priors;
}

/// The bytes of an element of `op`'s output (4 where it is not shaped).
static int64_t outputElementBytes(linalg::LinalgOp op) {
  auto type = dyn_cast<ShapedType>(op.getDpsInitOperand(0)->get().getType());
  return type ? std::max<int64_t>(1, type.getElementTypeBitWidth() / 8) : 4;
}

/// The packed variant's panel is the product of the reduction loops'
/// innermost tiles times the vector tile (BLIS sizes kc so that a packed
/// micro-panel of B stays in the L1 while the rows of A stream past it:
/// Low et al., "Analytical modeling is enough for high-performance BLIS",
/// TOMS 2016). The reduction priors (long tiles, registerTilePriors) keep
/// only the tiles whose panel, with the loops shorter than the shortest
/// prior taken whole and the widest vector tile of the prior (two vectors
/// or more), fits in half the L1; where none does, the largest divisor of
/// the loop that does (each long loop is bounded alone). T2D's phases on Zen 3
/// (2 x 2 x 512 reduction, 32 KiB L1): c tiles of 64, not 256 (a 256 KiB
/// panel in the L2; the best packed sample of a 128-trial run, 101 GFLOP/s
/// against 125-140 with 64).
void MultiLevelTiling::fitPanelsInL1(
    linalg::LinalgOp op, SmallVector<SmallVector<int64_t>> &priors) const {
  std::optional<RegisterKernel> kernel = registerKernelOf(op, {});
  int64_t maxReduction = reductionBound();
  if (!kernel || !endsWithReductionLevel() || maxReduction < 8)
    return;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  int64_t bytes = outputElementBytes(op);
  // The widest vector tile the prior offers (two vectors, or more where
  // the rows are few).
  int64_t lanes = 2 * kernel->lanes;
  for (int64_t v : priors[kernel->vectorDim])
    lanes = std::max(lanes, v);
  int64_t budget = l1DataCache().bytes / 2 / (lanes * bytes);
  auto isReduction = [&](unsigned d) {
    return types[d] == utils::IteratorType::reduction && extents[d] > 1;
  };
  for (unsigned d = 0; d < extents.size(); ++d) {
    if (!isReduction(d) || extents[d] < maxReduction / 8 || priors[d].empty())
      continue;
    int64_t others = 1;
    for (unsigned o = 0; o < extents.size(); ++o)
      if (o != d && isReduction(o) && extents[o] < maxReduction / 8)
        others *= extents[o];
    int64_t cap = std::max<int64_t>(1, budget / others);
    SmallVector<int64_t> kept;
    for (int64_t p : priors[d])
      if (p <= cap)
        kept.push_back(p);
    // None fits: the largest divisor of the loop that does (a prior that
    // divides nothing would leave the draw uniform).
    if (kept.empty())
      for (int64_t f = std::min(cap, extents[d]); f >= 1; --f)
        if (extents[d] % f == 0) {
          kept.push_back(f);
          break;
        }
    priors[d] = std::move(kept);
  }
}

/// Multiples to pad the loops of a contraction to (1: not padded) so that the
/// register kernels divide them: the vector loop to whole vectors, the row
/// loop to the largest row count when no preferred row count divides it.
/// Empty when no padding is needed or the op is no contraction (padding a
/// convolution's output would change its input windows).
SmallVector<int64_t>
MultiLevelTiling::paddingMultiples(linalg::LinalgOp op) const {
  std::optional<RegisterKernel> kernel = registerKernelOf(op, {});
  if (!options.padToKernels || !kernel ||
      !linalg::isaContractionOpInterface(op))
    return {};
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<int64_t> multiples(extents.size(), 1);
  bool needed = false;
  if (extents[kernel->vectorDim] % kernel->lanes != 0) {
    multiples[kernel->vectorDim] = kernel->lanes;
    needed = true;
  }
  if (kernel->rowDim) {
    int64_t rows = extents[*kernel->rowDim];
    bool divides = false;
    for (int64_t r = std::max<int64_t>(2, kernel->maxRows / 2);
         r <= kernel->maxRows; ++r)
      divides |= rows % r == 0;
    if (!divides && rows > kernel->maxRows) {
      multiples[*kernel->rowDim] = kernel->maxRows;
      needed = true;
    }
  }
  return needed ? multiples : SmallVector<int64_t>{};
}

static bool requiresWriteCache(linalg::LinalgOp op);

/// The register kernel's loops of a contraction that data-tiling packed
/// (transform.msched.data_tile names them in msched.data_tiled; formerly a
/// unit attribute on the packed output's last two loops), kept whole in the
/// innermost tile; empty for any other op.
static SmallVector<unsigned, 2> wholeKernelDims(linalg::LinalgOp op) {
  SmallVector<unsigned, 2> dims;
  if (!op->hasAttr(kDataTiledAttrName) || op.getNumDpsInits() != 1)
    return dims;
  // The primitive names the kernel's loops (the output may be written in
  // place, [.., M/R, R, N/L, L]); before, they were the packed output's last
  // two.
  if (auto loops = op->getAttrOfType<DenseI64ArrayAttr>(kDataTiledAttrName)) {
    int64_t numLoops = op.getNumLoops();
    if (loops.size() == 2 && llvm::all_of(loops.asArrayRef(), [&](int64_t d) {
          return d >= 0 && d < numLoops;
        })) {
      for (int64_t d : loops.asArrayRef())
        dims.push_back(static_cast<unsigned>(d));
      return dims;
    }
  }
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  for (AffineExpr e : map.getResults().take_back(2))
    if (auto dim = dyn_cast<AffineDimExpr>(e))
      dims.push_back(dim.getPosition());
  return dims;
}

/// The bound of each loop's innermost factor where it is a reduction loop
/// (reductionBound(); 0 for the others), raised to the loop's extent for
/// the one long reduction of a data-tiled contraction whose kernel panels
/// over the whole reduction, K x (R + L) elements, fit in half the L2; the
/// extent then joins the loop's prior. The kernel keeps its accumulators
/// in registers across the whole reduction, as oneDNN's brgemm kernels do
/// where K fits: the output is stored once, never reloaded, and its fill
/// folds into the accumulators' start (msched-fold-accumulator-inits).
/// GMM 1024 on Zen 5 (session 57, one trace with only K's tile changed, in
/// alternating processes, bench/results/gemm-kernel-s57/ab.md): a median
/// call of 250.0 GFLOP/s with K whole against 240.5 with the 256-step
/// tiles the 512 bound allowed.
SmallVector<int64_t> MultiLevelTiling::wholeReductionBounds(
    linalg::LinalgOp op, SmallVector<SmallVector<int64_t>> &priors) const {
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  SmallVector<int64_t> bounds(extents.size(), 0);
  SmallVector<unsigned> reductions;
  for (unsigned d = 0; d < extents.size(); ++d)
    if (types[d] == utils::IteratorType::reduction) {
      bounds[d] = reductionBound();
      if (extents[d] > 1)
        reductions.push_back(d);
    }
  SmallVector<unsigned, 2> kernel = wholeKernelDims(op);
  if (kernel.size() != 2 || reductions.size() != 1 || !options.registerPrior ||
      !endsWithReductionLevel())
    return bounds;
  unsigned d = reductions.front();
  int64_t bytes = outputElementBytes(op);
  int64_t panel =
      extents[d] * (extents[kernel[0]] + extents[kernel[1]]) * bytes;
  if (extents[d] <= bounds[d] || ShapedType::isDynamic(extents[d]) ||
      panel > l2Bytes() / 2)
    return bounds;
  bounds[d] = extents[d];
  if (!llvm::is_contained(priors[d], extents[d]))
    priors[d].push_back(extents[d]);
  return bounds;
}

SmallVector<unsigned, 3>
MultiLevelTiling::unitOutputDims(linalg::LinalgOp op) const {
  // A convolution's output height (and a grouped one's group loop) ends at
  // 1 in the innermost tile when its last level is the untiled last level
  // of the structure.
  SmallVector<unsigned, 3> unitDims;
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  // A data-tiled contraction: every other output loop (the panels' outer
  // loops) ends at 1, so the innermost tile is the R x L kernel.
  SmallVector<unsigned, 2> whole = wholeKernelDims(op);
  if (!whole.empty() && options.structure.back() == 'S') {
    SmallVector<int64_t> extents = op.getStaticLoopRanges();
    for (AffineExpr e :
         op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(e))
        if (!llvm::is_contained(whole, dim.getPosition()) &&
            extents[dim.getPosition()] > 1 &&
            types[dim.getPosition()] == utils::IteratorType::parallel)
          unitDims.push_back(dim.getPosition());
    return unitDims;
  }
  if (auto conv = getDecomposableConv(op))
    for (unsigned d : conv->unitDims()) {
      char kind = types[d] == utils::IteratorType::parallel ? 'S' : 'R';
      if (!conv->isFilterLoop(d) && options.structure.back() == kind)
        unitDims.push_back(d);
    }
  return unitDims;
}

std::optional<std::pair<unsigned, int64_t>>
MultiLevelTiling::peelPoint(linalg::LinalgOp op) const {
  // The row loop as the tiling sees it: a convolution's unit loops (its
  // output height, a grouped one's groups) are no rows.
  std::optional<RegisterKernel> kernel =
      registerKernelOf(op, unitOutputDims(op));
  // Blocks that ask for the write cache only (pad-peeling's borders,
  // split-grouped-conv's parts) are small parts kept from multiplying the
  // design space: no peeled variant either.
  if (!options.peelToKernels || !kernel || !kernel->rowDim ||
      options.reuseWrite == ReuseWrite::None || requiresWriteCache(op) ||
      !(linalg::isaContractionOpInterface(op) ||
        linalg::isaConvolutionOpInterface(op)))
    return std::nullopt;
  // (A convolution's row loop is an output width: splitting it splits the
  // input windows with it, where padding it would change them.)
  int64_t rows = op.getStaticLoopRanges()[*kernel->rowDim];
  if (ShapedType::isDynamic(rows) || rows <= kernel->maxRows ||
      rows % kernel->maxRows == 0)
    return std::nullopt;
  return std::make_pair(*kernel->rowDim, rows - rows % kernel->maxRows);
}

/// Accumulators a register kernel needs to keep the FMA units busy with
/// slack: the FMAs in flight (latency 4 x 2 pipes on the x86 hosts since
/// Haswell and Zen 2) and a quarter more (MultiLevelTilingOptions::
/// peelToKernels).
static constexpr int64_t kMinAccumulators = 10;

bool MultiLevelTiling::peelingReplacesUnpeeled(
    linalg::LinalgOp op, std::pair<unsigned, int64_t> point) const {
  std::optional<RegisterKernel> kernel =
      registerKernelOf(op, unitOutputDims(op));
  if (!kernel)
    return false;
  // An unpeeled nest can take its elementwise consumer in (random compute
  // location: dense + bias + ReLU's epilogue), a peeled one cannot.
  for (Operation *user : op->getUsers())
    if (isa<linalg::LinalgOp>(user))
      return false;
  // Two vectors a row, as the prior's widest kernels.
  int64_t fullRows = llvm::divideCeil(kMinAccumulators, 2);
  if (kernel->maxRows < fullRows)
    return false;
  int64_t rows = op.getStaticLoopRanges()[point.first];
  bool anyDivides = false;
  for (int64_t r = std::max<int64_t>(1, kernel->maxRows / 2);
       r <= kernel->maxRows; ++r) {
    if (rows % r != 0)
      continue;
    if (r >= fullRows)
      return false;
    anyDivides = true;
  }
  // (When no count divides, e.g. a prime, the unpeeled variants draw other
  // tiles; they stay.)
  return anyDivides;
}

bool MultiLevelTiling::packs(int64_t stride, int64_t steps) const {
  if (options.packMinStride > 0)
    return stride >= options.packMinStride;
  // A column of the longest panel in the register prior, one line per row:
  // packed when it spans more than the L2, or when its rows (at most the
  // input's reduction steps) evict each other from the L1: the kernel then
  // reloads the panel from the L2 on every pass over it, at a speed that
  // the core's other hardware thread halves (C1D on Zen 3: 512-byte weight
  // rows, 192 steps, 64 rows fit).
  int64_t rows = std::max<int64_t>(1, reductionBound() / 2);
  return std::min(rows, steps) > rowsThatFitInCache(stride, l1DataCache()) ||
         stride > l2Bytes() / rows;
}

std::optional<size_t> MultiLevelTiling::packLevel() const {
  const std::string &s = options.structure;
  if (s.size() < 3)
    return std::nullopt;
  size_t level = s.find_last_of('S', s.size() - 2);
  if (level == std::string::npos || level == 0 ||
      s.find('R') == std::string::npos || s.find('R') > level)
    return std::nullopt;
  return level;
}

SmallVector<int64_t> MultiLevelTiling::panelsToPack(linalg::LinalgOp op) const {
  SmallVector<int64_t> inputs;
  std::optional<RegisterKernel> kernel = registerKernelOf(op, {});
  // (Nor for the blocks that ask for the write cache only, small parts that
  // other modules made, e.g. a convolution's borders: as peeling, a variant
  // there would multiply the design spaces for little.)
  if (!options.packPanels || !kernel || !packLevel() ||
      options.reuseWrite == ReuseWrite::None || requiresWriteCache(op))
    return inputs;
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  for (auto [index, input] : llvm::enumerate(op.getDpsInputOperands())) {
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    AffineMap map = op.getMatchingIndexingMap(input);
    if (!type || !type.hasStaticShape() || map.getNumResults() == 0 ||
        map.getResults().back() !=
            getAffineDimExpr(kernel->vectorDim, op.getContext()))
      continue;
    // The smallest stride, in bytes, of the reduction loops that index the
    // input (each through one of its dimensions alone): every reduction
    // step of the kernel moves at least this far.
    int64_t bytes = type.getElementTypeBitWidth() / 8;
    std::optional<int64_t> stride;
    int64_t rowBytes = bytes, steps = 1;
    for (int64_t r = map.getNumResults() - 1; r >= 0; --r) {
      auto dim = dyn_cast<AffineDimExpr>(map.getResult(r));
      if (dim && types[dim.getPosition()] == utils::IteratorType::reduction) {
        stride = std::min(stride.value_or(rowBytes), rowBytes);
        steps *= type.getDimSize(r);
      }
      rowBytes *= type.getDimSize(r);
    }
    if (stride && packs(*stride, steps))
      inputs.push_back(static_cast<int64_t>(index));
  }
  return inputs;
}

/// transform.msched.cache_read of input `index` of `tile`, then the copy
/// tiled by rows (every loop but the innermost by 1, valid for all
/// decisions) and vectorized.
static LogicalResult packPanel(Schedule &sch, OpHandle tile, int64_t index) {
  MLIRContext *ctx = sch.getContext();
  FailureOr<SmallVector<Handle>> copy = sch.apply(
      "transform.msched.cache_read", {tile}, {sch.getAnyOpType()},
      {NamedAttribute(StringAttr::get(ctx, "operand"),
                      IntegerAttr::get(IntegerType::get(ctx, 64), index))});
  if (failed(copy))
    return failure();
  OpHandle copyOp((*copy)[0]);
  FailureOr<Operation *> op = sch.getSingleOp(copyOp);
  if (failed(op))
    return failure();
  unsigned rank = cast<linalg::LinalgOp>(*op).getNumLoops();
  OpHandle row = copyOp;
  if (rank > 1) {
    SmallVector<TileSize> sizes(rank, TileSize(1));
    sizes.back() = 0;
    FailureOr<TileResult> tiled = sch.tile(copyOp, sizes);
    if (failed(tiled))
      return failure();
    row = tiled->tiled;
  }
  return sch.vectorize(row);
}

LogicalResult MultiLevelTiling::tileLoopNest(Schedule &sch, OpHandle block,
                                             linalg::LinalgOp op,
                                             ArrayRef<int64_t> packed,
                                             TiledNest &nest,
                                             std::string &error) const {
  const std::string &structure = options.structure;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  unsigned numLoops = extents.size();
  auto kindOf = [&](unsigned d) {
    return types[d] == utils::IteratorType::parallel ? 'S' : 'R';
  };
  auto numLevels = [&](char kind) {
    return static_cast<unsigned>(llvm::count(structure, kind));
  };
  SmallVector<unsigned, 3> unitDims = unitOutputDims(op);
  SmallVector<SmallVector<int64_t>> priors = registerTilePriors(op, unitDims);
  if (!packed.empty())
    fitPanelsInL1(op, priors);
  SmallVector<int64_t> reductionBounds = wholeReductionBounds(op, priors);
  // The parallel tile count: the outermost factor of an output loop towards
  // multiples of the cores.
  std::optional<unsigned> parallelDim;
  SmallVector<int64_t> parallelPrior;
  int64_t cores = options.cores > 0 ? options.cores : defaultCores();
  if (options.registerPrior && options.parallelOuter && cores > 1 &&
      structure.front() == 'S' && op.getNumDpsInits() == 1) {
    // The loops of the largest input: splitting one of them gives each task
    // its own part of that input, where splitting another loop makes every
    // task read all of it (e.g. the filter of a convolution on a small
    // image: split the output channels, not the rows).
    OpOperand *largest = nullptr;
    int64_t largestElements = 0;
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto type = dyn_cast<ShapedType>(input->get().getType());
      if (type && type.hasStaticShape() &&
          type.getNumElements() > largestElements) {
        largest = input;
        largestElements = type.getNumElements();
      }
    }
    auto indexesLargest = [&](unsigned d) {
      return !largest || op.getMatchingIndexingMap(largest).isFunctionOfDim(d);
    };
    SmallVector<unsigned> candidates;
    for (AffineExpr e :
         op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getResults()) {
      auto dim = dyn_cast<AffineDimExpr>(e);
      if (dim && kindOf(dim.getPosition()) == 'S' &&
          extents[dim.getPosition()] > 1)
        candidates.push_back(dim.getPosition());
    }
    // Splitting the loops of the largest input first, then the others.
    std::stable_partition(candidates.begin(), candidates.end(), indexesLargest);
    // Task counts that leave the loop's widest register tile whole: when the
    // parallel loop is also the vector loop (e.g. T2D's 256 output channels
    // of a 4 x 4 image: 16 tasks left 16 lanes, 4 x 1 vector accumulators,
    // for 80% of the draws), a count that the widest kernel and it do not
    // both divide into the extent is not preferred; then counts that leave
    // its narrowest register tile whole; then the next loop. Where no loop
    // has such counts (odd extents, e.g. the 55 rows of a peeled border),
    // the first loop with divisors from one to eight tasks per core, so
    // that the op is not left to one core (draws without a prior gave the
    // border of dws2 one task).
    auto countsFor = [&](unsigned d, bool widestTile) {
      // The register tile each task's part must hold whole: the widest or
      // the narrowest of the loop's priors that divide its extent.
      int64_t tile = 0;
      for (int64_t p : priors[d])
        if (extents[d] % p == 0)
          tile = tile == 0    ? p
                 : widestTile ? std::max(tile, p)
                              : std::min(tile, p);
      tile = std::max<int64_t>(tile, 1);
      SmallVector<int64_t> counts;
      for (int64_t m : {1, 2, 4, 8})
        if (extents[d] % (m * cores * tile) == 0)
          counts.push_back(m * cores);
      return counts;
    };
    for (unsigned d : candidates) {
      for (bool widestTile : {true, false}) {
        parallelPrior = countsFor(d, widestTile);
        if (!parallelPrior.empty())
          break;
      }
      if (!parallelPrior.empty()) {
        parallelDim = d;
        break;
      }
    }
    for (unsigned d : parallelDim ? ArrayRef<unsigned>() : candidates) {
      for (int64_t count = cores; count <= 8 * cores; ++count)
        if (extents[d] % count == 0)
          parallelPrior.push_back(count);
      if (!parallelPrior.empty()) {
        parallelDim = d;
        break;
      }
    }
  }

  // With packed panels, the 'S' levels between the parallel level and the
  // panels' level are not split on the loops that no packed input depends
  // on (their factor there is 1): a loop there would copy the same panel
  // again on each of its iterations (BLIS packs a panel of B outside the
  // loops over the rows of A).
  // (Read now: tiling replaces `op`.)
  std::optional<size_t> panelLevel = packLevel();
  SmallVector<bool> readByPanels(numLoops, false);
  for (int64_t input : packed) {
    AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(input));
    for (unsigned d = 0; d < numLoops; ++d)
      readByPanels[d] = readByPanels[d] || map.isFunctionOfDim(d);
  }
  // How many 'S' levels right after the parallel one loop `d` skips: those
  // before the panels' level, for the loops that no packed input reads.
  unsigned levelsBeforePanels =
      packed.empty() ? 0
                     : static_cast<unsigned>(llvm::count(
                           StringRef(structure).take_front(*panelLevel), 'S'));
  auto skippedLevels = [&](unsigned d) -> unsigned {
    if (kindOf(d) != 'S' || readByPanels[d] || levelsBeforePanels < 2)
      return 0;
    return levelsBeforePanels - 1;
  };

  // A data-tiled contraction's R x L kernel loops are not split: they stay
  // whole in the innermost tile, as loops of extent 1 stay untiled.
  SmallVector<unsigned, 2> wholeDims = wholeKernelDims(op);

  // Step 1: sample the factors of each loop, in loop order (TVM SplitLoop).
  // The blocks of a tile group (a padded op's interior and borders) share
  // the samples of the loops they have alike.
  std::string tileGroup;
  if (auto group = op->getAttrOfType<StringAttr>(kTileGroupAttrName))
    tileGroup = group.getValue().str();
  SmallVector<SmallVector<ParamHandle>> factors(numLoops);
  SmallVector<unsigned> levelsOf(numLoops, 0);
  for (unsigned d = 0; d < numLoops; ++d) {
    if (extents[d] == 1 || llvm::is_contained(wholeDims, d))
      continue;
    unsigned n = numLevels(kindOf(d));
    if (llvm::is_contained(unitDims, d))
      --n;
    n -= std::min(n - 1, skippedLevels(d));
    levelsOf[d] = n;
    if (n < 2)
      continue;
    int64_t maxInnermost =
        kindOf(d) == 'R' ? reductionBounds[d] : options.maxInnermostFactor;
    FailureOr<SmallVector<ParamHandle>> sampled = sch.samplePerfectTileInGroup(
        tileGroup, block, d, n, maxInnermost, priors[d],
        d == parallelDim ? ArrayRef<int64_t>(parallelPrior)
                         : ArrayRef<int64_t>());
    if (failed(sampled))
      return failure();
    factors[d] = std::move(*sampled);
  }

  // The fill that initializes the output, when it feeds this op alone: it
  // is fused into the parallel loop below (the init block that TVM's
  // decompose_reduction places in the loop nest), so that each task zeroes
  // its own tile right before accumulating into it, instead of a separate
  // parallel pass over the whole output. (The parts of a split op got
  // fills of their own: privatizeInitFills.)
  std::string initFill;
  if (options.parallelOuter && options.fuseInitFill && op.getNumDpsInits() == 1)
    if (auto fill =
            op.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>())
      if (fill->hasOneUse())
        if (auto name = fill->getAttrOfType<StringAttr>(kBlockAttrName))
          initFill = name.getValue().str();

  // Step 2: one tiling per level but the last, outermost first (TVM
  // Reorder).
  nest.tile = block;
  unsigned seenS = 0, seenR = 0;
  for (size_t level = 0; level + 1 < structure.size(); ++level) {
    char kind = structure[level];
    if (!packed.empty() && level == panelLevel) {
      for (int64_t operand : packed)
        if (failed(packPanel(sch, nest.tile, operand)))
          return failure();
    }
    unsigned index = kind == 'S' ? seenS++ : seenR++;
    SmallVector<TileSize> sizes(numLoops, TileSize(0));
    bool tiled = false;
    for (unsigned d = 0; d < numLoops; ++d) {
      if (kindOf(d) != kind || extents[d] == 1 || levelsOf[d] == 0)
        continue;
      if (factors[d].empty()) {
        // A single level of this kind: the whole loop sits at it.
        if (index != 0)
          continue;
        sizes[d] = 1;
      } else {
        // Skipped levels have no factor (1): the tile of the level before.
        unsigned skipped = skippedLevels(d);
        if (index >= 1 && index <= skipped)
          continue;
        unsigned position = index > skipped ? index - skipped : index;
        if (position >= factors[d].size())
          continue; // already 1
        FailureOr<TileSize> size = productTileSize(
            sch, ArrayRef<ParamHandle>(factors[d]).drop_front(position + 1));
        if (failed(size))
          return failure();
        sizes[d] = *size;
      }
      tiled = true;
    }
    if (!tiled)
      continue;
    SmallVector<LoopHandle> loops;
    if (level == 0 && kind == 'S' && options.parallelOuter) {
      FailureOr<ForallTileResult> result =
          sch.tileUsingForall(nest.tile, sizes);
      if (failed(result))
        return failure();
      nest.tile = result->tiled;
      LoopHandle forall = result->forall;
      if (!initFill.empty()) {
        FailureOr<OpHandle> fill = getBlock(sch, initFill);
        if (failed(fill)) {
          if (sch.getLastError().empty())
            error = "no single op is the init fill '" + initFill + "'";
          return failure();
        }
        FailureOr<OpHandle> fused = sch.fuseIntoForallOutput(*fill, forall);
        if (failed(fused))
          return failure();
        sch.release(*fused);
        // The fusion leaves the original fill dead at the top level.
        FailureOr<OpHandle> func = sch.getFunc();
        if (failed(func) ||
            failed(sch.apply("transform.apply_dce", {*func}, {})))
          return failure();
      }
      loops.push_back(forall);
    } else {
      FailureOr<TileResult> result = sch.tile(nest.tile, sizes);
      if (failed(result))
        return failure();
      nest.tile = result->tiled;
      loops = std::move(result->loops);
    }
    if (!nest.outermost)
      nest.outermost = loops.front();
    nest.innermost = loops.back();
    if (kind == 'R')
      nest.innerReductionLoops.append(loops.begin(), loops.end());
    else
      nest.innerReductionLoops.clear();
  }
  return success();
}

LogicalResult MultiLevelTiling::addWriteCache(Schedule &sch,
                                              const TiledNest &nest,
                                              StringRef blockName) const {
  if (!nest.outermost)
    return failure(); // nothing tiled: no tile to cache
  if (failed(vectorizeBlock(sch, nest.tile)))
    return failure();
  // Fold the tile's slices into its transfers, so that the output transfers
  // read and write the loops' iteration arguments. Chains of slices (a 3-D
  // convolution decomposed twice, each time through rank-reducing slices)
  // are merged first, so that they fold too.
  if (failed(sch.create<transform::ApplyPatternsOp>(
          sch.getValue(nest.outermost), [](OpBuilder &b, Location loc) {
            transform::ApplyMergeConsecutiveInsertExtractSlicePatternsOp::
                create(b, loc);
            transform::ApplyFoldTensorSubsetOpsIntoVectorTransfersPatternsOp::
                create(b, loc);
          })))
    return failure();
  for (LoopHandle loop : llvm::reverse(nest.innerReductionLoops)) {
    // LICM first: the transfers' padding constants and indices are
    // materialized inside the loop.
    if (failed(sch.apply("transform.apply_licm", {loop}, {})) ||
        failed(sch.apply("transform.loop.hoist_loop_invariant_subsets", {loop},
                         {})))
      return failure();
  }
  // The block is gone: its name moves to the loop around its vector ops, so
  // that later modules (parallelize-vectorize-unroll's unrolling) find it.
  return annotate(sch, nest.innermost, kBlockAttrName,
                  StringAttr::get(sch.getContext(), blockName));
}

/// Whether the block asks for the write-cache variant only: the
/// `msched.reuse_write = "must"` annotation (as a TVM block annotation
/// overrides a schedule rule's choice; e.g. pad-peeling's border blocks,
/// small parts of a computation whose plain variants would multiply the
/// design spaces).
static bool requiresWriteCache(linalg::LinalgOp op) {
  // A data-tiled contraction too: its packed panels exist for a register
  // kernel whose accumulators stay in registers, and it is no candidate for
  // the other variants (packed, padded, peeled) either.
  if (op->hasAttr(kDataTiledAttrName))
    return true;
  auto attr = op->getAttrOfType<StringAttr>(kReuseWriteAttrName);
  return attr && attr.getValue() == "must";
}

LogicalResult MultiLevelTiling::tileAndCache(
    Schedule sch, OpHandle block, linalg::LinalgOp op, StringRef blockName,
    bool withPlain, std::vector<Schedule> &results, ArrayRef<int64_t> packed,
    std::string *error) const {
  // Read now: tiling replaces `op`.
  bool mustCache = requiresWriteCache(op);
  TiledNest nest;
  std::string nestError;
  if (failed(tileLoopNest(sch, block, op, packed, nest, nestError))) {
    if (error)
      *error = nestError.empty() ? sch.getLastError() : nestError;
    return failure();
  }
  if (options.reuseWrite == ReuseWrite::None) {
    results.push_back(std::move(sch));
    return success();
  }
  // TVM AddWriteReuse: the variant without the cache comes first.
  Schedule plain = sch.copy();
  if (failed(addWriteCache(sch, nest, blockName))) {
    // Keep what could be built (TVM drops schedules whose primitives throw;
    // with "must" the tiled schedule is still a valid design point).
    if (withPlain)
      results.push_back(std::move(plain));
    return success();
  }
  if (withPlain && options.reuseWrite == ReuseWrite::May && !mustCache)
    results.push_back(std::move(plain));
  results.push_back(std::move(sch));
  return success();
}

/// transform.structured.pad of `block` to `multiples` (one per loop) with
/// zeros, no copy back: the padded op computes on padded operands and its
/// result is sliced back to the original shape.
static FailureOr<OpHandle> padToMultiples(Schedule &sch, OpHandle block,
                                          ArrayRef<int64_t> multiples) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return failure();
  MLIRContext *ctx = sch.getContext();
  Builder b(ctx);
  auto dims = llvm::to_vector(
      llvm::seq<int64_t>(0, static_cast<int64_t>(multiples.size())));
  SmallVector<Attribute> zeros;
  for (OpOperand &operand : (*op)->getOpOperands())
    zeros.push_back(
        b.getZeroAttr(getElementTypeOrSelf(operand.get().getType())));
  Type anyOp = sch.getAnyOpType();
  FailureOr<SmallVector<Handle>> padded = sch.apply(
      "transform.structured.pad", {block}, {anyOp, anyOp, anyOp},
      {b.getNamedAttr("padding_values", b.getArrayAttr(zeros)),
       b.getNamedAttr("padding_dimensions", b.getI64ArrayAttr(dims)),
       b.getNamedAttr("static_pad_to_multiple_of",
                      b.getDenseI64ArrayAttr(multiples)),
       b.getNamedAttr("copy_back_op",
                      b.getStringAttr(transform::PadOp::kCopyOpNone))});
  if (failed(padded))
    return failure();
  return OpHandle((*padded)[0]);
}

void MultiLevelTiling::addPeeledVariant(Schedule sch, OpHandle block,
                                        StringRef blockName,
                                        std::pair<unsigned, int64_t> point,
                                        std::vector<Schedule> &results) const {
  Builder b(sch.getContext());
  FailureOr<SmallVector<Handle>> split =
      sch.apply("transform.structured.split", {block}, {sch.getAnyOpType()},
                {b.getNamedAttr("dimension", b.getI64IntegerAttr(point.first)),
                 b.getNamedAttr("static_chunk_sizes",
                                b.getI64IntegerAttr(point.second))});
  if (failed(split))
    return;
  // Both parts get fills of their own to fuse (the whole fill goes).
  std::string restName = (blockName + "_rest").str();
  if (options.parallelOuter && options.fuseInitFill &&
      failed(privatizeInitFills(
          sch, OpHandle((*split)[0]),
          {(blockName + "_init").str(), restName + "_init"})))
    return;
  FailureOr<SmallVector<OpHandle>> parts =
      sch.splitHandle(OpHandle((*split)[0]));
  if (failed(parts) || parts->size() != 2)
    return;
  OpHandle main = (*parts)[0], rest = (*parts)[1];
  FailureOr<Operation *> mainOp = sch.getSingleOp(main);
  if (failed(mainOp) ||
      failed(annotate(sch, main, kBlockAttrName, b.getStringAttr(blockName))) ||
      failed(annotate(sch, rest, kBlockAttrName, b.getStringAttr(restName))))
    return;
  // The two parts form a tile group (unless the block is in one already,
  // e.g. a padded convolution's interior, whose parts then stay in it): the
  // rest samples the loops it has alike with the first part once, so it
  // takes the first part's reduction and column tiles by construction. On
  // a 1x1 stride-2 convolution (r1x1s2, Zen 3) the search had left the
  // 4-column rest (1/7 of the work) with reduction tiles of 4 where the
  // first part had 256; with the first part's, the best schedule ran 4-6%
  // faster.
  if (!(*mainOp)->hasAttr(kTileGroupAttrName))
    for (OpHandle part : {main, rest})
      if (failed(annotate(sch, part, kTileGroupAttrName,
                          b.getStringAttr(blockName))))
        return;
  auto mainLinalg = cast<linalg::LinalgOp>(*mainOp);
  std::vector<Schedule> tiledMain;
  if (failed(tileAndCache(std::move(sch), main, mainLinalg, blockName,
                          /*withPlain=*/false, tiledMain,
                          panelsToPack(mainLinalg))))
    return;
  for (Schedule &tiled : tiledMain) {
    FailureOr<Operation *> restOp = tiled.getSingleOp(rest);
    if (failed(restOp))
      continue;
    (void)tileAndCache(std::move(tiled), rest, cast<linalg::LinalgOp>(*restOp),
                       restName,
                       /*withPlain=*/false, results);
  }
}

FailureOr<std::vector<Schedule>>
MultiLevelTiling::apply(Schedule sch, OpHandle block, StringRef blockName) {
  std::vector<Schedule> results;
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("the block handle", sch);
  if (!needsMultiLevelTiling(*op)) {
    results.push_back(std::move(sch));
    return results;
  }
  auto linalgOp = cast<linalg::LinalgOp>(*op);
  if (failed(annotate(sch, block, kTilingStructureAttr,
                      StringAttr::get(sch.getContext(), options.structure))))
    return fail("annotating the tiling structure", sch);
  // A contraction whose extents the register kernels do not divide also
  // gets a padded variant (msched, not in MetaSchedule): the register tile
  // then divides the padded extents instead of degrading to narrow tiles.
  SmallVector<int64_t> multiples = paddingMultiples(linalgOp);
  std::optional<Schedule> padded;
  if (!multiples.empty() && options.reuseWrite != ReuseWrite::None)
    padded = sch.copy();
  std::optional<std::pair<unsigned, int64_t>> peelAt = peelPoint(linalgOp);
  std::optional<Schedule> peeled;
  if (peelAt)
    peeled = sch.copy();
  // Where the unpeeled variants would get narrow kernels only, the peeled
  // one replaces them (they are still built if it cannot be).
  bool unpeeledReplaced = peelAt && peelingReplacesUnpeeled(linalgOp, *peelAt);
  std::string tilingError;
  auto failTiling = [&](StringRef name, StringRef error) {
    return fail(
        "tiling " + name + ": " +
        (error.empty() ? StringRef("a step failed without an error") : error));
  };
  auto addUnpeeled = [&](Schedule unpeeled) -> LogicalResult {
    SmallVector<int64_t> panels = panelsToPack(linalgOp);
    std::optional<Schedule> packedPanels;
    if (!panels.empty())
      packedPanels = unpeeled.copy();
    // (Tiling replaces linalgOp: the other variants read their own copies.)
    if (failed(tileAndCache(std::move(unpeeled), block, linalgOp, blockName,
                            /*withPlain=*/true, results, /*packed=*/{},
                            &tilingError)))
      return failure();
    if (packedPanels) {
      // As the padded variant: write cache only; dropped if it cannot be
      // built.
      FailureOr<Operation *> packedOp = packedPanels->getSingleOp(block);
      if (succeeded(packedOp))
        (void)tileAndCache(std::move(*packedPanels), block,
                           cast<linalg::LinalgOp>(*packedOp), blockName,
                           /*withPlain=*/false, results, panels);
    }
    return success();
  };
  std::optional<Schedule> unpeeled;
  if (unpeeledReplaced)
    unpeeled = std::move(sch);
  else if (failed(addUnpeeled(std::move(sch))))
    return failTiling(blockName, tilingError);
  if (padded) {
    FailureOr<OpHandle> paddedBlock = padToMultiples(*padded, block, multiples);
    FailureOr<Operation *> paddedOp = succeeded(paddedBlock)
                                          ? padded->getSingleOp(*paddedBlock)
                                          : FailureOr<Operation *>(failure());
    // A variant that cannot be built is dropped, as in addWriteCache.
    if (succeeded(paddedOp))
      if (auto paddedLinalg = dyn_cast<linalg::LinalgOp>(*paddedOp))
        (void)tileAndCache(std::move(*padded), *paddedBlock, paddedLinalg,
                           blockName, /*withPlain=*/false, results,
                           panelsToPack(paddedLinalg));
  }
  if (peeled)
    addPeeledVariant(std::move(*peeled), block, blockName, *peelAt, results);
  if (unpeeled && results.empty() && failed(addUnpeeled(std::move(*unpeeled))))
    return failTiling(blockName, tilingError);
  return results;
}

std::unique_ptr<TransformModule>
msched::createMultiLevelTiling(const MultiLevelTilingOptions &options) {
  return std::make_unique<MultiLevelTiling>(options);
}

std::unique_ptr<TransformModule>
msched::createMultiLevelTilingFromText(StringRef text) {
  std::string error;
  FailureOr<MultiLevelTilingOptions> options =
      MultiLevelTilingOptions::parse(text, error);
  if (failed(options))
    return nullptr;
  return createMultiLevelTiling(*options);
}
