//===- DataTiling.cpp - The data-tiling module ----------------------------===//
//
// The "data-tiling" module (msched; IREE's data tiling into mmt4d-style
// layouts, MetaSchedule's layout rewrite, the packed micro-panels of BLIS:
// Goto and van de Geijn, "Anatomy of high-performance matrix
// multiplication", TOMS 2008): a contraction (matmul, batch matmul, any
// linalg op linalg::isaContractionOpInterface accepts) on f32 or f64 is
// packed into the panels of a register kernel of R rows and L lanes
// (transform.msched.data_tile): A [M, K] as [M/R, K, R], B [K, N] as
// [N/L, K, L], C written in place where R and L divide it (the kernel's R
// rows are rows of C, as in BLIS), otherwise computed as [M/R, N/L, R, L]
// and unpacked at the end, zeros padding the extents that R or L does not
// divide (only the partial last tile is padded: the whole tiles are packed
// from, and unpacked into, the operands themselves). Each step of the
// kernel then reads R contiguous broadcasts and L/lanes contiguous vectors,
// and consecutive steps follow each other in memory: no cache-set conflicts
// between rows of A (GMM 1024 on Zen 3: rows 4 KiB apart map to one L1 set)
// and no strided panel of B, whatever the tiles around the kernel.
//
// The packs are copies timed with the call (one pass over each input and
// one over an output that is not written in place); whether they pay is the
// search's choice: the design space forks into the schedule as it is, first,
// the packed one, and, where a row count of the range divides the output's
// rows, the packed one that reads A in place (data_tile's rows_in_place: R
// strided broadcasts a step instead of a pass over A; R drawn from those
// counts only, so that every R replays; GMM 1024 on Zen 5, session 57, one
// trace both ways in alternating processes: a median call of 244.2 against
// 240.5 GFLOP/s, bench/results/gemm-kernel-s57/ab.md). The packed forks' R
// (from the upper half of the rows that fit the host's register file, as
// multi-level-tiling's register prior, the more rows the likelier) and L (one
// or two vectors, two three times as likely; a count that divides the output,
// so that C is written in place, four times as likely as it would be otherwise)
// are transform.msched.sample_categorical decisions. The packed contraction
// keeps the block's name and is marked `msched.data_tiled`, so
// multi-level-tiling (put this module before it) tiles it like any
// contraction but keeps the R x L kernel loops whole and the other output
// loops at 1 in the innermost tile: every sample gets the packed kernel, and
// the search only chooses the blocking around it. The copies are tiled (the
// copy's outermost loop across `cores` tasks, an scf.forall, when there are
// several) and vectorized here.
//
// Offered for contractions whose row and vector loops hold at least one
// kernel (R >= the lowest row count, L >= one vector), whose reduction has
// at least `min_reduction` steps (a short one leaves nothing to pack for)
// and that do at least `min_macs` multiply-adds (default 2^24, GMM 256 and
// up): below that the packed layout saves little that the L1 does not
// already hold, and a function of many small contractions would double its
// design space per contraction (tpp-mlir's multi-head attention, four
// 256 x 128 x 128 matmuls: 216 schedules per sample already).
//
// Options: vector_lanes, vector_registers (0: the host's, as for
// multi-level-tiling), cores (0: the target's, setTargetCores),
// min_reduction (default 16), min_macs (default 16777216).
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/HostPeak.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"
#include "msched/Modules/Validators.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace msched;

namespace {
/// How much more likely a kernel row (lane) count is drawn when it divides
/// the output's rows (columns). Padding costs a pass: GMM 1024 on Zen 5
/// (session 53), one trace with only its kernel changed, 8 x 32 (in place)
/// ran 10.4-11.0 ms a call against 11.3-12.5 for 12 x 32 (padded to 1032
/// rows), the copies 5% of its profile against 9%; session 52's search had
/// drawn 8 x 32 in 6 of 124 data-tiled candidates.
constexpr double kDividesWeight = 4.0;

struct DataTilingOptions {
  int64_t vectorLanes = 0;
  int64_t vectorRegisters = 0;
  int64_t cores = 0;
  int64_t minReduction = 16;
  int64_t minMacs = int64_t(1) << 24;
};

class DataTiling : public TransformModule {
public:
  explicit DataTiling(DataTilingOptions options) : options(options) {}
  StringRef getName() const override { return "data-tiling"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

private:
  /// The candidate row counts and lane counts of the kernel for `op`; empty
  /// when the module does not apply.
  std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
  kernelCandidates(linalg::LinalgOp op) const;
  /// Packs `block` (data_tile with sampled R among `rowCounts` and L among
  /// `laneCounts`; `rowsInPlace`: A read in place; row counts weighted from
  /// `lowestRows` up) and schedules its
  /// copies in `packed`; fails when a step fails.
  LogicalResult schedulePacked(Schedule &packed, OpHandle block,
                               linalg::LinalgOp linalgOp,
                               ArrayRef<int64_t> rowCounts,
                               ArrayRef<int64_t> laneCounts, int64_t lowestRows,
                               bool rowsInPlace) const;
  LogicalResult scheduleCopy(Schedule &sch, OpHandle copy) const;
  LogicalResult scheduleOutputCopy(Schedule &sch, OpHandle copy,
                                   ArrayRef<int64_t> unpackedShape) const;
  LogicalResult tileCopy(Schedule &sch, OpHandle copy,
                         ArrayRef<int64_t> extents, ArrayRef<TileSize> sizes,
                         ArrayRef<int64_t> interchange = {}) const;

  DataTilingOptions options;
};
} // namespace

std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
DataTiling::kernelCandidates(linalg::LinalgOp op) const {
  if (!whyNotDataTileable(op).empty())
    return {};
  Type element;
  for (OpOperand &operand : op->getOpOperands()) {
    Type t = getElementTypeOrSelf(operand.get().getType());
    if ((element && t != element) || !(t.isF32() || t.isF64()))
      return {};
    element = t;
  }
  int64_t lanes32 = options.vectorLanes ? options.vectorLanes : hostFmaLanes();
  int64_t registers = options.vectorRegisters ? options.vectorRegisters
                      : lanes32 >= 16         ? 32
                                              : 16;
  int64_t lanes = lanes32 * 32 / element.getIntOrFloatBitWidth();
  if (lanes < 1)
    return {};
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  int64_t steps = 1, macs = 1;
  for (auto [extent, type] : llvm::zip(extents, types)) {
    macs *= extent;
    if (type == utils::IteratorType::reduction)
      steps *= extent;
  }
  AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  int64_t rows =
      extents[cast<AffineDimExpr>(out.getResult(out.getNumResults() - 2))
                  .getPosition()];
  int64_t columns =
      extents[cast<AffineDimExpr>(out.getResults().back()).getPosition()];
  // With two vectors per row, (registers - 3) / 2 rows fit (accumulators,
  // the vectors of B and a broadcast of A): the upper half of that range,
  // as multi-level-tiling's register prior.
  int64_t maxRows = std::max<int64_t>(1, (registers - 3) / 2);
  int64_t lowest = std::max<int64_t>(1, maxRows / 2);
  if (steps < options.minReduction || macs < options.minMacs || rows < lowest ||
      columns < lanes)
    return {};
  SmallVector<int64_t> rowCounts, laneCounts;
  for (int64_t r = lowest; r <= std::min(maxRows, rows); ++r)
    rowCounts.push_back(r);
  for (int64_t v : {lanes, 2 * lanes})
    if (v <= static_cast<int64_t>(llvm::alignTo(columns, lanes)))
      laneCounts.push_back(v);
  return {rowCounts, laneCounts};
}

/// Tiles a copy (a linalg.transpose) so that its innermost tile moves whole
/// vectors, and vectorizes it: every loop by 1 but the output's innermost
/// (whole) and, when the copy transposes it, the loop of the input's
/// innermost dimension (by 8: an 8 x n transpose in registers). The loops
/// run in the order of the input's dimensions, so that the copy reads its
/// input in order and scatters the writes: packing B [K, N/L, L] into
/// [N/L, K, L] reads whole rows of B rather than one L-wide column panel
/// at a time, 4 KiB apart in a 1024-column B (GMM 1024 on znver4: about
/// 1% faster calls, same trace otherwise).
LogicalResult DataTiling::scheduleCopy(Schedule &sch, OpHandle copy) const {
  FailureOr<Operation *> op = sch.getSingleOp(copy);
  if (failed(op))
    return failure();
  auto transpose = dyn_cast<linalg::TransposeOp>(*op);
  if (!transpose)
    return failure();
  ArrayRef<int64_t> perm = transpose.getPermutation();
  SmallVector<int64_t> extents =
      cast<linalg::LinalgOp>(*op).getStaticLoopRanges();
  int64_t rank = static_cast<int64_t>(perm.size());
  SmallVector<TileSize> sizes(rank, TileSize(1));
  sizes.back() = 0;
  for (int64_t d = 0; d + 1 < rank; ++d)
    if (perm[d] == rank - 1 && perm.back() != rank - 1)
      sizes[d] = extents[d] % 8 == 0 ? 8 : 1;
  // Output loop d reads input dimension perm[d].
  SmallVector<int64_t> inputOrder =
      llvm::to_vector(llvm::seq<int64_t>(0, rank));
  llvm::stable_sort(inputOrder,
                    [&](int64_t a, int64_t b) { return perm[a] < perm[b]; });
  SmallVector<int64_t> tiledOrder;
  for (int64_t d : inputOrder)
    if (sizes[d].isParam() || sizes[d].getConstant() != 0)
      tiledOrder.push_back(d);
  if (llvm::is_sorted(tiledOrder))
    inputOrder.clear();
  return tileCopy(sch, copy, extents, sizes, inputOrder);
}

/// The copies' schedule: the first of `extents` (the copy's loops) across
/// `cores` tasks (an scf.forall) when there are several, then tiled by
/// `sizes` (loops in the order `interchange`, if given) and vectorized. The
/// forall is tiled by task count (num_threads), not chunk size: the extent
/// depends on the sampled R and L, and a chunk recorded as a constant for
/// the design space's L left one task for another L on replay (GMM 1024 at
/// 2 threads, session 57: B [32, 1024, 32] packed by one thread in chunks
/// of 32, recorded for L = 16). The chunks are the extent over the tasks,
/// rounded up, and the forall is marked kUnevenChunksAttrName: the last
/// chunk may be shorter (and its loops' trip counts dynamic).
LogicalResult DataTiling::tileCopy(Schedule &sch, OpHandle copy,
                                   ArrayRef<int64_t> extents,
                                   ArrayRef<TileSize> sizes,
                                   ArrayRef<int64_t> interchange) const {
  int64_t rank = static_cast<int64_t>(extents.size());
  int64_t cores = options.cores ? options.cores : getTargetCores();
  OpHandle target = copy;
  if (cores > 1 && rank > 1 && extents[0] > 1) {
    SmallVector<int64_t> tasks(rank, 0);
    tasks[0] = std::min(cores, extents[0]);
    FailureOr<ForallTileResult> forall =
        sch.tileUsingForallByThreads(target, tasks);
    if (failed(forall) ||
        failed(modules::annotate(sch, forall->forall, kUnevenChunksAttrName,
                                 UnitAttr::get(sch.getContext()))))
      return failure();
    target = forall->tiled;
  }
  FailureOr<TileResult> tiled = sch.tile(target, sizes, interchange);
  if (failed(tiled))
    return failure();
  return sch.vectorize(tiled->tiled);
}

/// The shape of the unpacking copy's output for the sampled R and L of
/// `op`'s output [.., M, N]: [.., M/R, R, N/L, L], the whole tiles that
/// data_tile unpacks straight into the output (rounded down; one partial
/// tile where there is no whole one).
static FailureOr<SmallVector<int64_t>> unpackedOutputShape(Schedule &sch,
                                                           linalg::LinalgOp op,
                                                           ParamHandle rows,
                                                           ParamHandle lanes) {
  FailureOr<int64_t> r = sch.getInt(rows), l = sch.getInt(lanes);
  if (failed(r) || failed(l))
    return failure();
  ArrayRef<int64_t> shape =
      cast<ShapedType>(op.getDpsInitOperand(0)->get().getType()).getShape();
  SmallVector<int64_t> result(shape.drop_back(2));
  int64_t m = shape[shape.size() - 2], n = shape.back();
  llvm::append_values(result, std::max<int64_t>(m / *r, 1), *r,
                      std::max<int64_t>(n / *l, 1), *l);
  return result;
}

/// Schedules the output's unpacking copy (a linalg.transpose of
/// `unpackedShape` whose last dimension stays innermost; none where the
/// output is written in place: the instructions then act on an empty
/// handle) as scheduleCopy would: the first loop across `cores` tasks, every
/// loop by 1 but the last, vectorized, the loops in the order of the packed
/// input [.., M/R, N/L, R, L] (N/L before R: GMM 1024 on znver4, the same
/// trace with and without, 104.3 against 101.8 GFLOP/s, medians of 5
/// alternating runs).
LogicalResult
DataTiling::scheduleOutputCopy(Schedule &sch, OpHandle copy,
                               ArrayRef<int64_t> unpackedShape) const {
  int64_t rank = static_cast<int64_t>(unpackedShape.size());
  SmallVector<TileSize> sizes(rank, TileSize(1));
  sizes.back() = 0;
  SmallVector<int64_t> inputOrder =
      llvm::to_vector(llvm::seq<int64_t>(0, rank));
  std::swap(inputOrder[rank - 3], inputOrder[rank - 2]);
  return tileCopy(sch, copy, unpackedShape, sizes, inputOrder);
}

FailureOr<std::vector<Schedule>> DataTiling::apply(Schedule sch, OpHandle block,
                                                   StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  std::vector<Schedule> results;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(*op);
  if (!linalgOp || !isa_and_nonnull<func::FuncOp>((*op)->getParentOp())) {
    results.push_back(std::move(sch));
    return results;
  }
  auto [rowCounts, laneCounts] = kernelCandidates(linalgOp);
  if (rowCounts.empty() || laneCounts.empty()) {
    results.push_back(std::move(sch));
    return results;
  }
  // The variant that reads A in place: R among the counts that divide the
  // rows (data_tile's condition), so that any mutation of R replays.
  ArrayRef<int64_t> outShape =
      cast<ShapedType>(linalgOp.getDpsInitOperand(0)->get().getType())
          .getShape();
  SmallVector<int64_t> dividing;
  for (int64_t r : rowCounts)
    if (outShape[outShape.size() - 2] % r == 0)
      dividing.push_back(r);
  Schedule packed = sch.copy();
  std::optional<Schedule> rowsInPlace;
  if (!dividing.empty())
    rowsInPlace = sch.copy();
  results.push_back(std::move(sch));
  // A failed step leaves a variant unusable: it is dropped.
  if (succeeded(schedulePacked(packed, block, linalgOp, rowCounts, laneCounts,
                               rowCounts.front(), /*rowsInPlace=*/false)))
    results.push_back(std::move(packed));
  if (rowsInPlace &&
      succeeded(schedulePacked(*rowsInPlace, block, linalgOp, dividing,
                               laneCounts, rowCounts.front(),
                               /*rowsInPlace=*/true)))
    results.push_back(std::move(*rowsInPlace));
  return results;
}

LogicalResult DataTiling::schedulePacked(Schedule &packed, OpHandle block,
                                         linalg::LinalgOp linalgOp,
                                         ArrayRef<int64_t> rowCounts,
                                         ArrayRef<int64_t> laneCounts,
                                         int64_t lowestRows,
                                         bool rowsInPlace) const {
  // Priors towards the BLIS/oneDNN kernels, which fill the register file
  // (6 x 16 on AVX2, 14 x 32 on AVX-512): row counts weighted 1, 2, 3, ...
  // from the lowest up, two vectors three times as likely as one.
  // A count that divides the output's extent weighs kDividesWeight times
  // more: the kernel then writes C in place (no packed C to unpack, no
  // padded tile of A to pack; see the module's comment).
  ArrayRef<int64_t> outShape =
      cast<ShapedType>(linalgOp.getDpsInitOperand(0)->get().getType())
          .getShape();
  int64_t outRows = outShape[outShape.size() - 2], outColumns = outShape.back();
  auto divides = [](int64_t count, int64_t extent) {
    return extent % count == 0 ? kDividesWeight : 1.0;
  };
  SmallVector<double> rowProbs, laneProbs;
  for (int64_t r : rowCounts)
    rowProbs.push_back(static_cast<double>(r - lowestRows + 1) *
                       divides(r, outRows));
  laneProbs.push_back(divides(laneCounts[0], outColumns));
  if (laneCounts.size() > 1)
    laneProbs.push_back(3.0 * divides(laneCounts[1], outColumns));
  auto normalize = [](SmallVector<double> &probs) {
    double sum = 0;
    for (double p : probs)
      sum += p;
    for (double &p : probs)
      p /= sum;
  };
  normalize(rowProbs);
  normalize(laneProbs);
  FailureOr<ParamHandle> rows = packed.sampleCategorical(rowCounts, rowProbs);
  if (failed(rows))
    return failure();
  FailureOr<ParamHandle> lanes =
      packed.sampleCategorical(laneCounts, laneProbs);
  if (failed(lanes))
    return failure();
  FailureOr<SmallVector<int64_t>> unpackedShape =
      unpackedOutputShape(packed, linalgOp, *rows, *lanes);
  if (failed(unpackedShape))
    return failure();
  Type anyOp = packed.getAnyOpType();
  SmallVector<NamedAttribute> attributes;
  if (rowsInPlace)
    attributes.emplace_back(
        StringAttr::get(packed.getContext(), "rows_in_place"),
        UnitAttr::get(packed.getContext()));
  FailureOr<SmallVector<Handle>> tiled =
      packed.apply("transform.msched.data_tile", {block, *rows, *lanes},
                   {anyOp, anyOp, anyOp}, attributes);
  if (failed(tiled))
    return failure();
  FailureOr<SmallVector<OpHandle>> inputs =
      packed.splitHandle(OpHandle((*tiled)[1]));
  if (failed(inputs))
    return failure();
  for (OpHandle copy : *inputs)
    if (failed(scheduleCopy(packed, copy)))
      return failure();
  // The output's unpacking copy exists only where R or L does not divide
  // the output (data_tile writes it in place otherwise); its instructions
  // are the same either way, so that a trace replays with any R and L (on
  // an empty handle, they do nothing).
  if (failed(scheduleOutputCopy(packed, OpHandle((*tiled)[2]), *unpackedShape)))
    return failure();
  return success();
}

namespace msched {
/// The factory registered as "data-tiling" (BuiltinModules.cpp); null for
/// options it rejects.
std::unique_ptr<TransformModule> createDataTilingModule(StringRef text) {
  DataTilingOptions options;
  modules::OptionParser parser(text);
  parser.get("vector_lanes", options.vectorLanes);
  parser.get("vector_registers", options.vectorRegisters);
  parser.get("cores", options.cores);
  parser.get("min_reduction", options.minReduction);
  parser.get("min_macs", options.minMacs);
  if (!parser.finish() || options.vectorLanes < 0 ||
      options.vectorRegisters < 0 || options.cores < 0 ||
      options.minReduction < 0 || options.minMacs < 0)
    return nullptr;
  return std::make_unique<DataTiling>(options);
}
} // namespace msched
