//===- MultiLevelTilingWithIntrinsic.cpp - Tiling around an intrinsic -----===//
//
// The "multi-level-tiling-with-intrinsic" module: MetaSchedule's
// MultiLevelTilingWithIntrin (apache/tvm src/meta_schedule/schedule_rule/
// multi_level_tiling_with_intrin.cc: tile so that the innermost tile
// matches a tensor intrinsic's description, then tensorize) on a linalg
// matmul, with the registry of msched/TensorIntrinsic.h.
//
// Applicability: the block is a contraction on static tensors that
// transform.msched.pack_for_intrinsic takes (C[..., n] += widen(A[..., k]) *
// widen(B[..., k, n]): matmuls, batch matmuls, NHWC/HWCF convolutions; e.g.
// bf16 x bf16 -> f32 or u8 x s8 -> i32) and an offered intrinsic computes
// its body, with N a multiple of its lanes L (K is padded to its group g).
// Offered: the option `intrinsic` when set (any registered one, host or
// not: compile tests), otherwise the host's intrinsics (hostHasIntrinsic)
// in registry order, the f32 FMA ones only with `fma=true` (f32 matmuls
// keep multi-level-tiling's space by default). Otherwise the schedule is
// returned unchanged, and multi-level-tiling after it in the list tiles the
// block as usual (TVM's fallback).
//
// Steps:
//  1. transform.msched.pack_for_intrinsic: A as [..., K/g, g], B packed to
//     [batch..., N/L, taps..., K/g, L, g] (a linalg.transpose: one
//     contiguous panel per column vector, the pack timed with the call); C
//     untouched (the result is written in place); the contraction becomes a
//     generic over (parallel loops, nb, nl, reductions, k0, k1) writing C
//     at nb * L + nl.
//  2. Sampled tiles (transform.msched.sample_perfect_tile): nb into
//     [n0, n1, nv] (prior nv in 1..4 vectors), the rows m (the innermost
//     parallel loop before nb that A indexes and B does not: a matmul's
//     rows, a convolution's output columns) into [m0, m1, mr] (prior: the
//     divisors of M whose mr x nv accumulators, nv column vectors and a
//     broadcast fit the host's vector registers and take at least half of
//     what the accumulators may, drawn after nv), k0 into [kr, kt] (prior:
//     long reductions, 64..512 k elements, around which the accumulators
//     stay in registers). The outermost factor of the loop that indexes
//     the larger input (nb for B, m for A; m on a tie) is drawn towards
//     multiples of the cores, the other's towards 1, so that each task
//     streams its share of the large input once.
//  3. scf.forall over (m0, n0) and the other parallel loops one at a time
//     (a batch, a convolution's output rows) with the output's fill fused
//     into it and vectorized one vector at a time; scf.for over kr;
//     scf.for over (m1, n1); the register tile mr x nv*L x (the other
//     reductions, a convolution's taps, whole) x kt x g.
//  4. transform.msched.tensorize with the intrinsic: the tile becomes the
//     register kernel (accumulators carried in registers over the taps and
//     kt).
//  5. The pack of B: an scf.forall over its first dimension (one chunk per
//     core), tiled to one L x g block and vectorized (a register
//     transpose).
//
// Options (text form "intrinsic=,fma=false,max_reduction_tile=512,cores=0,
// vector_registers=0"): `intrinsic` pins the offered intrinsics, names
// joined by '+' (e.g. "amx-bf16+avx512-bf16-dot"); `cores` and
// `vector_registers` 0 take the host's (ModuleUtils.h defaultCores; 32 with
// AVX-512, 16 otherwise).
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/HostPeak.h"
#include "msched/Modules/TransformModule.h"
#include "msched/TensorIntrinsic.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace msched;
using namespace msched::modules;

namespace {
/// Where pack_for_intrinsic put the loops of a contraction: its parallel
/// loops (the rows `m` among them), nb, nl, its reduction loops, k0, k1.
struct PackedLoops {
  unsigned m, nb, k0, numLoops;
  SmallVector<unsigned> outerParallel; ///< parallel loops but m, nb, nl
};

struct Options {
  std::string intrinsic;
  bool fma = false;
  int64_t maxReductionTile = 512;
  int64_t cores = 0;
  int64_t vectorRegisters = 0;
};

class MultiLevelTilingWithIntrinsic : public TransformModule {
public:
  explicit MultiLevelTilingWithIntrinsic(Options options)
      : options(std::move(options)) {}
  StringRef getName() const override {
    return "multi-level-tiling-with-intrinsic";
  }
  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

private:
  /// The intrinsics offered for a block, in order of preference.
  std::vector<const TensorIntrinsic *> offered() const;
  LogicalResult scheduleContraction(Schedule &sch, OpHandle packed,
                                    const TensorIntrinsicDescription &d,
                                    StringRef fillName);
  LogicalResult scheduleTiles(Schedule &sch, OpHandle packed,
                              const TensorIntrinsicDescription &d,
                              StringRef fillName, const PackedLoops &loops,
                              int64_t outputRank,
                              ArrayRef<int64_t> columnPrior);
  /// Tile sizes of the packed contraction: rows and column vectors per task
  /// of the parallel loop, k0 groups per reduction tile, rows and column
  /// vectors of the register tile.
  struct TileSizes {
    TileSize rowsPerTask, vectorsPerTask, reduction, rows, vectors;
  };
  LogicalResult tileAndTensorize(Schedule &sch, OpHandle packed,
                                 const TensorIntrinsicDescription &d,
                                 StringRef fillName, const PackedLoops &loops,
                                 int64_t outputRank, const TileSizes &sizes);
  LogicalResult schedulePack(Schedule &sch, OpHandle pack,
                             const TensorIntrinsicDescription &d);
  int64_t cores() const {
    return options.cores > 0 ? options.cores : defaultCores();
  }
  int64_t registers() const {
    if (options.vectorRegisters > 0)
      return options.vectorRegisters;
    return hostFmaLanes() >= 16 ? 32 : 16;
  }

  Options options;
};

} // namespace

std::vector<const TensorIntrinsic *>
MultiLevelTilingWithIntrinsic::offered() const {
  std::vector<const TensorIntrinsic *> list;
  if (!options.intrinsic.empty()) {
    SmallVector<StringRef> names;
    StringRef(options.intrinsic).split(names, '+');
    for (StringRef name : names)
      if (const TensorIntrinsic *forced = lookupTensorIntrinsic(name))
        list.push_back(forced);
    return list;
  }
  for (const TensorIntrinsic *intrinsic : registeredTensorIntrinsics()) {
    bool isFma = intrinsic->getDescription().body.acc == ElementKind::F32 &&
                 intrinsic->getDescription().group == 1;
    if ((options.fma || !isFma) && hostHasIntrinsic(*intrinsic))
      list.push_back(intrinsic);
  }
  return list;
}

FailureOr<std::vector<Schedule>>
MultiLevelTilingWithIntrinsic::apply(Schedule sch, OpHandle block,
                                     StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("the block handle", sch);
  // The first tile intrinsic (AMX) and the first dot product that take the
  // block, each a schedule of its own (the design space forks, as for
  // multi-level tiling's write cache): which is faster depends on the
  // shape, and a host's AMX kernels never shut the dot products out.
  const TensorIntrinsic *tile = nullptr, *dot = nullptr;
  for (const TensorIntrinsic *intrinsic : offered()) {
    const TensorIntrinsic *&slot =
        intrinsic->getDescription().isTile() ? tile : dot;
    if (!slot &&
        whyNotPackableForIntrinsic(*op, intrinsic->getDescription().name)
            .empty())
      slot = intrinsic;
  }
  SmallVector<const TensorIntrinsic *, 2> chosen;
  for (const TensorIntrinsic *intrinsic : {tile, dot})
    if (intrinsic)
      chosen.push_back(intrinsic);
  std::vector<Schedule> result;
  if (chosen.empty()) {
    result.push_back(std::move(sch));
    return result;
  }
  // The output's fill, when it feeds this block alone, keeps its block name
  // through the pack and is fused into the parallel loop.
  std::string fillName;
  if (auto fill = cast<linalg::LinalgOp>(*op)
                      .getDpsInits()[0]
                      .getDefiningOp<linalg::FillOp>())
    if (fill->hasOneUse())
      if (auto name = fill->getAttrOfType<StringAttr>(kBlockAttrName))
        fillName = name.getValue().str();
  // A variant that fails is left out; the others stay. (The last variant
  // is the schedule itself, not a copy: a copy draws from the random
  // stream, and one intrinsic keeps the draws it always had.)
  std::vector<Schedule> failed;
  for (size_t i = 0; i < chosen.size(); ++i) {
    const TensorIntrinsicDescription &d = chosen[i]->getDescription();
    Schedule variant = i + 1 < chosen.size() ? sch.copy() : std::move(sch);
    FailureOr<SmallVector<Handle>> packed = variant.apply(
        "transform.msched.pack_for_intrinsic", {block},
        {variant.getAnyOpType(), variant.getAnyOpType()},
        {NamedAttribute(StringAttr::get(variant.getContext(), "intrinsic"),
                        StringAttr::get(variant.getContext(), d.name))});
    if (succeeded(packed) &&
        succeeded(scheduleContraction(variant, OpHandle((*packed)[0]), d,
                                      fillName)) &&
        succeeded(schedulePack(variant, OpHandle((*packed)[1]), d)))
      result.push_back(std::move(variant));
    else
      failed.push_back(std::move(variant));
  }
  if (result.empty())
    return fail("packing, tiling and tensorizing", failed.back());
  return result;
}

/// The loops of pack_for_intrinsic's contraction `op`: nb from C's last
/// index (nb * L + nl), k0 second to last; the rows m are the innermost
/// parallel loop before nb that A indexes and B does not (a convolution's
/// output columns, a matmul's rows).
static FailureOr<PackedLoops> findPackedLoops(linalg::LinalgOp op,
                                              int64_t lanes) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  MLIRContext *ctx = op.getContext();
  unsigned numLoops = op.getNumLoops();
  std::optional<unsigned> nb;
  for (unsigned i = 0; i + 1 < numLoops; ++i)
    if (maps[2].getResults().back() ==
        getAffineDimExpr(i, ctx) * lanes + getAffineDimExpr(i + 1, ctx))
      nb = i;
  if (!nb)
    return failure();
  auto uses = [](AffineMap map, unsigned loop) {
    return llvm::any_of(map.getResults(),
                        [&](AffineExpr e) { return e.isFunctionOfDim(loop); });
  };
  std::optional<unsigned> m;
  for (unsigned i = 0; i < *nb; ++i)
    if (uses(maps[0], i) && !uses(maps[1], i))
      m = i;
  if (!m)
    return failure();
  PackedLoops loops{*m, *nb, numLoops - 2, numLoops, {}};
  for (unsigned i = 0; i < *nb; ++i)
    if (i != *m)
      loops.outerParallel.push_back(i);
  return loops;
}

LogicalResult MultiLevelTilingWithIntrinsic::scheduleContraction(
    Schedule &sch, OpHandle op, const TensorIntrinsicDescription &d,
    StringRef fillName) {
  // Loops of the packed generic: its parallel loops (rows m among them),
  // nb, nl, its other reductions, k0, k1 (nl, the lanes, and k1, the
  // group, stay whole; the other reductions, a convolution's filter taps,
  // are iterated by the kernel; the other parallel loops, a batch or a
  // convolution's output rows, are tasks of the parallel loop).
  int64_t regs = registers();
  // The parallel loop splits the larger input (MultiLevelTiling's rule):
  // its outermost factor is drawn towards multiples of the cores, the other
  // loop's towards 1, so that each task streams its share of the large
  // input once (a BERT dense layer's 2.4 MB of weights against 98 KB of
  // activations: split by rows, every task would stream all the weights).
  FailureOr<Operation *> payload = sch.getSingleOp(op);
  if (failed(payload))
    return failure();
  auto bytesOf = [](Value v) {
    auto type = cast<ShapedType>(v.getType());
    return type.getNumElements() * type.getElementTypeBitWidth();
  };
  auto generic = cast<linalg::LinalgOp>(*payload);
  FailureOr<PackedLoops> loops = findPackedLoops(generic, d.lanes);
  if (failed(loops))
    return failure();
  // (The payload op is gone once tiled.)
  int64_t outputRank =
      cast<ShapedType>(generic.getDpsInits()[0].getType()).getRank();
  bool splitColumns =
      bytesOf(generic.getDpsInputs()[1]) > bytesOf(generic.getDpsInputs()[0]);
  SmallVector<int64_t> corePrior;
  if (cores() > 1)
    for (int64_t f : {1, 2, 4, 8})
      corePrior.push_back(f * cores());
  SmallVector<int64_t> onePrior = {1};
  if (d.isTile())
    return scheduleTiles(sch, op, d, fillName, *loops, outputRank,
                         splitColumns ? corePrior : onePrior);
  FailureOr<SmallVector<ParamHandle>> n = sch.samplePerfectTile(
      op, loops->nb, 3, /*maxInnermost=*/4, std::nullopt,
      /*innermostPrior=*/{1, 2, 3, 4}, splitColumns ? corePrior : onePrior);
  if (failed(n))
    return failure();
  FailureOr<int64_t> nvDrawn = sch.getInt(n->back());
  if (failed(nvDrawn))
    return failure();
  int64_t nv = *nvDrawn;
  // mr x nv accumulators, nv vectors of B and one broadcast of A.
  int64_t maxRows = std::max<int64_t>(1, (regs - nv - 1) / nv);
  // The row counts that divide M and use at least half the registers the
  // accumulators may take; the largest divisor when none does.
  int64_t M = generic.getStaticLoopRanges()[loops->m];
  SmallVector<int64_t> rowPrior;
  for (int64_t r = maxRows; r >= 1; --r)
    if (M % r == 0 && (rowPrior.empty() || 2 * r >= maxRows))
      rowPrior.push_back(r);
  FailureOr<SmallVector<ParamHandle>> m = sch.samplePerfectTile(
      op, loops->m, 3, /*maxInnermost=*/maxRows * 2, std::nullopt, rowPrior,
      splitColumns ? onePrior : corePrior);
  if (failed(m))
    return failure();
  SmallVector<int64_t> reductionPrior;
  for (int64_t elements : {64, 128, 256, 512})
    if (elements <= options.maxReductionTile && elements / d.group >= 1)
      reductionPrior.push_back(elements / d.group);
  FailureOr<SmallVector<ParamHandle>> k = sch.samplePerfectTile(
      op, loops->k0, 2,
      std::max<int64_t>(1, options.maxReductionTile / d.group), std::nullopt,
      reductionPrior);
  if (failed(k))
    return failure();

  FailureOr<TileSize> mOuter = productTileSize(sch, {(*m)[1], (*m)[2]});
  FailureOr<TileSize> nOuter = productTileSize(sch, {(*n)[1], (*n)[2]});
  if (failed(mOuter) || failed(nOuter))
    return failure();
  return tileAndTensorize(sch, op, d, fillName, *loops, outputRank,
                          {*mOuter, *nOuter, (*k)[1], (*m)[2], (*n)[2]});
}

LogicalResult MultiLevelTilingWithIntrinsic::scheduleTiles(
    Schedule &sch, OpHandle op, const TensorIntrinsicDescription &d,
    StringRef fillName, const PackedLoops &loops, int64_t outputRank,
    ArrayRef<int64_t> columnPrior) {
  // A tile intrinsic (AMX: 8 tile registers) takes whole tiles: mr of 1 or
  // 2 tiles of rows, nv of 1 or 2 column blocks (at most 2 x 2
  // accumulators, 2 tiles of A and 2 of B), kt whole tiles of steps groups.
  // Categorical draws, so that every mutation stays whole tiles.
  FailureOr<Operation *> payload = sch.getSingleOp(op);
  if (failed(payload))
    return failure();
  SmallVector<int64_t> ranges =
      cast<linalg::LinalgOp>(*payload).getStaticLoopRanges();
  auto wholeTiles = [](int64_t extent, int64_t unit, int64_t most) {
    SmallVector<int64_t> sizes;
    for (int64_t size = unit; size <= std::min(extent, most); size += unit)
      if (extent % size == 0)
        sizes.push_back(size);
    return sizes;
  };
  auto uniform = [&](ArrayRef<int64_t> candidates) {
    return sch.sampleCategorical(
        candidates,
        SmallVector<double>(candidates.size(), 1.0 / candidates.size()));
  };
  FailureOr<SmallVector<ParamHandle>> n =
      sch.samplePerfectTile(op, loops.nb, 3, /*maxInnermost=*/2, std::nullopt,
                            /*innermostPrior=*/{1, 2}, columnPrior);
  SmallVector<int64_t> rowSizes =
      wholeTiles(ranges[loops.m], d.rows, 2 * d.rows);
  SmallVector<int64_t> reductionSizes =
      wholeTiles(ranges[loops.k0], d.steps,
                 std::max(d.steps, options.maxReductionTile / d.group));
  if (failed(n) || rowSizes.empty() || reductionSizes.empty())
    return failure();
  FailureOr<ParamHandle> mr = uniform(rowSizes);
  FailureOr<ParamHandle> kt = uniform(reductionSizes);
  FailureOr<TileSize> nOuter = productTileSize(sch, {(*n)[1], (*n)[2]});
  if (failed(mr) || failed(kt) || failed(nOuter))
    return failure();
  // Each task of the parallel loop takes mr rows.
  return tileAndTensorize(sch, op, d, fillName, loops, outputRank,
                          {*mr, *nOuter, *kt, *mr, (*n)[2]});
}

LogicalResult MultiLevelTilingWithIntrinsic::tileAndTensorize(
    Schedule &sch, OpHandle op, const TensorIntrinsicDescription &d,
    StringRef fillName, const PackedLoops &loops, int64_t outputRank,
    const TileSizes &sizes) {
  auto only = [&](std::initializer_list<std::pair<unsigned, TileSize>> set) {
    SmallVector<TileSize> list(loops.numLoops, TileSize(int64_t(0)));
    for (auto [loop, size] : set)
      list[loop] = size;
    return list;
  };
  SmallVector<TileSize> forallSizes =
      only({{loops.m, sizes.rowsPerTask}, {loops.nb, sizes.vectorsPerTask}});
  for (unsigned loop : loops.outerParallel)
    forallSizes[loop] = int64_t(1);
  FailureOr<ForallTileResult> forall = sch.tileUsingForall(op, forallSizes);
  if (failed(forall))
    return failure();
  OpHandle tile = forall->tiled;
  if (!fillName.empty()) {
    FailureOr<OpHandle> fill = getBlock(sch, fillName);
    if (failed(fill))
      return failure();
    FailureOr<OpHandle> fused = sch.fuseIntoForallOutput(*fill, forall->forall);
    if (failed(fused))
      return failure();
    // Zero the tile one row of vectors at a time.
    SmallVector<TileSize> rowSizes(outputRank - 1, TileSize(int64_t(1)));
    rowSizes.push_back(TileSize(d.lanes));
    FailureOr<TileResult> rows = sch.tile(*fused, rowSizes);
    if (failed(rows) || failed(sch.vectorize(rows->tiled)))
      return failure();
    FailureOr<OpHandle> func = sch.getFunc();
    if (failed(func) || failed(sch.apply("transform.apply_dce", {*func}, {})))
      return failure();
  }
  FailureOr<TileResult> reduction =
      sch.tile(tile, only({{loops.k0, sizes.reduction}}));
  if (failed(reduction))
    return failure();
  FailureOr<TileResult> registerTile =
      sch.tile(reduction->tiled,
               only({{loops.m, sizes.rows}, {loops.nb, sizes.vectors}}));
  if (failed(registerTile))
    return failure();
  FailureOr<SmallVector<Handle>> tensorized =
      sch.apply("transform.msched.tensorize", {registerTile->tiled}, {},
                {NamedAttribute(StringAttr::get(sch.getContext(), "intrinsic"),
                                StringAttr::get(sch.getContext(), d.name))});
  return success(succeeded(tensorized));
}

LogicalResult MultiLevelTilingWithIntrinsic::schedulePack(
    Schedule &sch, OpHandle pack, const TensorIntrinsicDescription &d) {
  FailureOr<Operation *> op = sch.getSingleOp(pack);
  if (failed(op))
    return failure();
  // Output [batch..., N/L, taps..., K/g, L, g]: one chunk of its first
  // dimension per core, then one L x g block at a time.
  SmallVector<int64_t> ranges =
      cast<linalg::LinalgOp>(*op).getStaticLoopRanges();
  int64_t chunks = largestDivisorAtMost(ranges[0], cores());
  OpHandle tile = pack;
  if (chunks > 1) {
    SmallVector<TileSize> sizes(ranges.size(), TileSize(int64_t(0)));
    sizes[0] = ranges[0] / chunks;
    FailureOr<ForallTileResult> forall = sch.tileUsingForall(pack, sizes);
    if (failed(forall))
      return failure();
    tile = forall->tiled;
  }
  SmallVector<TileSize> blockSizes(ranges.size() - 2, TileSize(int64_t(1)));
  blockSizes.append(2, TileSize(int64_t(0)));
  FailureOr<TileResult> blocks = sch.tile(tile, blockSizes);
  if (failed(blocks))
    return failure();
  return sch.vectorize(blocks->tiled);
}

static std::unique_ptr<TransformModule> createModule(StringRef text) {
  Options options;
  OptionParser parser(text);
  parser.get("intrinsic", options.intrinsic);
  parser.get("fma", options.fma);
  parser.get("max_reduction_tile", options.maxReductionTile);
  parser.get("cores", options.cores);
  parser.get("vector_registers", options.vectorRegisters);
  SmallVector<StringRef> names;
  if (!options.intrinsic.empty())
    StringRef(options.intrinsic).split(names, '+');
  if (!parser.finish() || options.maxReductionTile < 1 || options.cores < 0 ||
      options.vectorRegisters < 0 || llvm::any_of(names, [](StringRef name) {
        return !lookupTensorIntrinsic(name);
      }))
    return nullptr;
  return std::make_unique<MultiLevelTilingWithIntrinsic>(std::move(options));
}

namespace msched {
std::unique_ptr<TransformModule>
createMultiLevelTilingWithIntrinsicModule(StringRef options) {
  return createModule(options);
}
} // namespace msched
