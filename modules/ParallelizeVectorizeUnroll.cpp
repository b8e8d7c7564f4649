//===- ParallelizeVectorizeUnroll.cpp - Parallel, vector, unroll ----------===//
//
// The "parallelize-vectorize-unroll" module: MetaSchedule's
// ParallelizeVectorizeUnroll schedule rule (apache/tvm
// src/meta_schedule/schedule_rule/parallel_vectorize_unroll.cc) together
// with the postprocessor that carries out its annotations
// (src/meta_schedule/postproc/rewrite_parallel_vectorize_unroll.cc,
// AdjustParallelVectorize / RewriteParallel / RewriteVectorize /
// RewriteUnroll). TVM annotates the root block and rewrites every block's
// loops after the design space is sampled; msched's Schedule is eager, so
// this module does the rewriting on each block it is applied to:
//
//  1. Parallel (TVM RewriteParallel): a linalg op not yet inside a loop is
//     tiled with transform.structured.tile_using_forall over its outermost
//     parallel loops (up to its first reduction loop, TVM's loop-type scan),
//     the product of the parallel extents bounded by max_jobs_per_core *
//     cores: each loop is fully parallel while the product fits, the first
//     that does not fit gets the largest parallel extent that divides it and
//     fits, and the scan stops there (TVM fuses whole loops and may overshoot
//     the bound by the last one). As TVM prefers vectorization
//     ("num_parallel <= n_loops - num_vectorize"), an innermost parallel loop
//     is only parallelized in whole vector chunks. The builder lowers
//     scf.forall to OpenMP (or to a loop at 1 thread). A block already inside
//     a loop (e.g. under the scf.forall of multi-level tiling) is left to
//     that loop.
//  2. Vectorize (TVM RewriteVectorize): the op is vectorized with
//     transform.structured.vectorize (ModuleUtils.h vectorizeBlock:
//     contractions as vector.contract, 2-D convolutions decomposed to 1-D).
//     The vector tile of an op whose extents are the workload's (not tiled
//     before this module) is made first with tile_using_for: its innermost
//     loop gets the largest extent <= max_vectorize_extent that divides it,
//     every other loop extent 1 (msched: an all-parallel op that reads an
//     input transposed gets a lanes x lanes tile over the innermost loop and
//     the loop contiguous in that input, getTransposedReadDim). A tile whose
//     extents come from sampled decisions is not re-tiled by constants (they
//     might not divide other decisions, DESIGN.md invariant 1 under mutation):
//     a multi-level tiled op is vectorized as it is (its innermost factors are
//     <= max_innermost_factor); another tiled op gets extent 1 on all loops but
//     the innermost. An op the vectorizer rejects stays scalar.
//  3. Unroll (TVM RewriteUnroll, "auto_unroll_max_step"): when the task has
//     a reduction (TVM: not IsSpatialPrimFunc), a factor is drawn from
//     unroll_max_steps by transform.msched.sample_categorical (uniform) and
//     the innermost scf.for around the block's (vectorized) computation is
//     unrolled by it with transform.msched.unroll max_steps: the factor is
//     the most steps of the unrolled body (TVM's meaning; a step is one
//     1-D vector op, e.g. one row of a register tile's contraction), so the
//     loop is unrolled by min(factor / steps, trip count) -- fully when that
//     reaches the trip count, not at all below 2. Without the step count a
//     27 x 8 tile's k loop of 97 unrolled fully took 65 s to build (AMD
//     Zen 3; 16 copies: 0.9 s, 64: 3.8 s), the build growing faster than the
//     code. TVM's pragma unrolls every loop nest under the block's outermost
//     loop whose steps fit in the factor; unrolling the innermost loop, the
//     one around the vector FMAs of a tile, is the MLIR analogue that keeps
//     code size bounded (the vector ops of one iteration are already
//     unrolled by the vector lowering). TVM samples once per function; this
//     module samples once per block it unrolls. MLIR-specific: the loop is
//     unrolled on tensors, before bufferization, whose analysis grows
//     superlinearly with unrolled tensor updates; so a loop is only unrolled
//     when its body computes on values alone (the register accumulators of
//     multi-level tiling's write cache) or when its trip count is static and
//     at most 16 (a vector loop this module made on the workload's extents).
//
// A block that multi-level tiling already vectorized (its name is then on
// the scf.for around its vector ops) only gets step 3, on that loop.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/ParallelizeVectorizeUnroll.h"

#include "ModuleUtils.h"
#include "msched/HostPeak.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace msched;
using namespace msched::modules;

FailureOr<ParallelizeVectorizeUnrollOptions>
ParallelizeVectorizeUnrollOptions::parse(StringRef text, std::string &error) {
  ParallelizeVectorizeUnrollOptions options;
  OptionParser parser(text);
  parser.get("max_jobs_per_core", options.maxJobsPerCore);
  parser.get("max_vectorize_extent", options.maxVectorizeExtent);
  parser.get("unroll_max_steps", options.unrollMaxSteps);
  parser.get("cores", options.cores);
  parser.get("vector_lanes", options.vectorLanes);
  if (!parser.finish()) {
    error = parser.getError();
    return failure();
  }
  if (llvm::any_of(options.unrollMaxSteps, [](int64_t s) { return s < 0; })) {
    error = "unroll_max_steps: the factors must not be negative";
    return failure();
  }
  return options;
}

namespace {

class ParallelizeVectorizeUnroll : public TransformModule {
public:
  explicit ParallelizeVectorizeUnroll(ParallelizeVectorizeUnrollOptions o)
      : options(std::move(o)) {
    if (options.cores <= 0)
      options.cores = defaultCores();
    if (options.vectorLanes <= 0)
      options.vectorLanes = hostFmaLanes() > 0 ? hostFmaLanes() : 8;
  }

  StringRef getName() const override { return "parallelize-vectorize-unroll"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

private:
  int64_t getMaxParallelExtent() const {
    return options.maxJobsPerCore <= 0 ? 1
                                       : options.maxJobsPerCore * options.cores;
  }

  ParallelizeVectorizeUnrollOptions options;
};

} // namespace

/// The loop that a transposed read of `op` walks contiguously: for an op
/// whose loops are all parallel (a transpose, an elementwise op reading a
/// transposed operand), an input read through a permutation of the loops
/// whose last (contiguous) dimension is not the innermost loop, while the
/// innermost loop strides across it. Its vector tile then spans that loop
/// too (lanes x lanes, e.g. 16x16 on AVX-512): rows read and written
/// contiguously and transposed in registers (vector.transpose, lowered to
/// shuffles), instead of a gather of one element per row along the
/// innermost loop (TBG's K transpose, Zen 5: 57 us of 244).
static std::optional<unsigned> getTransposedReadDim(linalg::LinalgOp op) {
  unsigned n = op.getNumLoops();
  if (n < 2 || op.getNumParallelLoops() != n)
    return std::nullopt;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (map.getNumResults() < 2 || !map.isPermutation())
      continue;
    unsigned last = map.getDimPosition(map.getNumResults() - 1);
    if (last != n - 1)
      return last;
  }
  return std::nullopt;
}

/// Whether `loop`'s body updates tensors (a tensor-typed write: insert
/// slices, transfers into tensors, linalg ops on tensors).
static bool writesTensors(Operation *loop) {
  WalkResult result = loop->walk([&](Operation *op) {
    if (op == loop)
      return WalkResult::advance();
    if (isa<tensor::InsertSliceOp, tensor::ParallelInsertSliceOp>(op))
      return WalkResult::interrupt();
    if (isa<vector::TransferWriteOp, linalg::LinalgOp>(op) &&
        llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Whether unrolling `loop` by any candidate keeps the build cheap: its body
/// only computes on values (e.g. the vector accumulators of a write cache),
/// or its trip count is static (`staticTrips`: the loop was made from the
/// workload's extents, not from sampled ones) and at most
/// kMaxTensorLoopUnroll. Unrolled tensor updates make one-shot
/// bufferization superlinear (measured on softmax rows: 16 copies 0.3 s, 64
/// copies 12 s, 256 copies > 100 s).
static constexpr int64_t kMaxTensorLoopUnroll = 16;
static bool isCheapToUnroll(Schedule &sch, LoopHandle loop, bool staticTrips) {
  ArrayRef<Operation *> ops = sch.getOps(loop);
  if (ops.size() != 1)
    return false;
  if (!writesTensors(ops.front()))
    return true;
  if (!staticTrips)
    return false;
  auto forOp = dyn_cast<scf::ForOp>(ops.front());
  if (!forOp)
    return false;
  std::optional<APInt> trips = forOp.getStaticTripCount();
  return trips && trips->getSExtValue() <= kMaxTensorLoopUnroll;
}

FailureOr<std::vector<Schedule>>
ParallelizeVectorizeUnroll::apply(Schedule sch, OpHandle block,
                                  StringRef blockName) {
  std::vector<Schedule> results;
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("the block", sch);
  linalg::LinalgOp linalgOp = getStaticLinalgOp(*op);
  // A block named by a loop: the loop around the vector ops of a block
  // vectorized by multi-level tiling (its write cache).
  bool vectorized = isa<scf::ForOp>(*op);
  if (!linalgOp && !vectorized) {
    results.push_back(std::move(sch));
    return results;
  }
  // By name: the steps below may replace every payload op (a failed step
  // rolls the payload back to a copy), so no pointer is kept across them.
  auto parentFunc = (*op)->getParentOfType<func::FuncOp>();
  std::string funcName = parentFunc ? parentFunc.getSymName().str() : "";
  bool wasTiled = !getEnclosingLoops(*op).empty();
  // Read now: step 1 replaces the op (found by AddressSanitizer).
  bool multiLevelTiled = linalgOp && hasBeenMultiLevelTiled(*op);
  OpHandle tile = block;
  // The loop of a transposed read (see getTransposedReadDim), whose vector
  // tile is lanes x lanes; kept by number across the steps.
  int64_t lanes = options.vectorLanes;
  std::optional<unsigned> transposed;
  if (linalgOp && !wasTiled && !multiLevelTiled)
    transposed = getTransposedReadDim(linalgOp);
  int64_t innerVectorExtent = transposed
                                  ? std::min(lanes, options.maxVectorizeExtent)
                                  : options.maxVectorizeExtent;

  // Step 1: parallel.
  if (linalgOp && !wasTiled && options.maxJobsPerCore > 0) {
    SmallVector<int64_t> extents = linalgOp.getStaticLoopRanges();
    SmallVector<TileSize> sizes = getParallelTileSizes(
        linalgOp, getMaxParallelExtent(),
        largestDivisorAtMost(extents.back(), innerVectorExtent),
        innerVectorExtent > 0 ? transposed : std::nullopt,
        transposed ? largestDivisorAtMost(extents[*transposed], lanes) : 1);
    if (llvm::any_of(sizes, [](const TileSize &s) {
          return s.isParam() || s.getConstant() != 0;
        })) {
      FailureOr<ForallTileResult> forall = sch.tileUsingForall(tile, sizes);
      if (failed(forall))
        return fail("tile_using_forall", sch);
      tile = forall->tiled;
    }
  }

  // A fill already tiled into the loops of its consumer (multi-level
  // tiling's fuse_init_fill, fuse-producers, a compute location) stays a
  // linalg.fill, which lowers to a loop nest (memset calls for zeros, LLVM's
  // loop vectorizer otherwise): its innermost extent is decision-dependent,
  // so vectorized it becomes one vector per row of the whole tile, and
  // LLVM, unrolling the row loop, a block of thousands of stores whose
  // instruction scheduling takes seconds (a GMM 2048 tile of 64 x 1024
  // floats: 8192 stores, 10-12 s of a candidate's build).
  bool fusedFill = wasTiled && linalgOp && isa<linalg::FillOp>(*op);

  // Step 2: vectorize. `unrollLoop` becomes the closest scf.for around the
  // computation, if any.
  LoopHandle unrollLoop;
  if (linalgOp && options.maxVectorizeExtent > 0 && !fusedFill) {
    FailureOr<Operation *> current = sch.getSingleOp(tile);
    if (failed(current))
      return fail("the parallel tile", sch);
    auto tileOp = cast<linalg::LinalgOp>(*current);
    SmallVector<int64_t> extents = tileOp.getStaticLoopRanges();
    unsigned n = extents.size();
    SmallVector<TileSize> sizes(n, TileSize(0));
    bool retile = false;
    if (!multiLevelTiled) {
      for (unsigned d = 0; d < n; ++d) {
        int64_t size = 1;
        if (d + 1 == n) {
          if (wasTiled)
            continue; // decision-dependent: left whole
          size = largestDivisorAtMost(extents[d], innerVectorExtent);
        } else if (transposed && d == *transposed) {
          size = largestDivisorAtMost(extents[d], lanes);
        }
        if (size < extents[d]) {
          sizes[d] = size;
          retile = true;
        }
      }
    }
    if (retile) {
      FailureOr<TileResult> tiled = sch.tile(tile, sizes);
      if (failed(tiled))
        return fail("vector tiling", sch);
      tile = tiled->tiled;
    }
    FailureOr<Operation *> toVectorize = sch.getSingleOp(tile);
    if (failed(toVectorize))
      return fail("the vector tile", sch);
    // The loop around the tile: where its vector ops are found (to carry the
    // block's name), and the loop to unroll.
    if (isa<scf::ForOp>((*toVectorize)->getParentOp())) {
      FailureOr<LoopHandle> loop = getParentLoop(sch, tile, "scf.for");
      if (failed(loop))
        return fail("the loop around the vector tile", sch);
      unrollLoop = *loop;
    }
    // A failed vectorization leaves the scalar tile (steps roll back).
    (void)vectorizeBlock(sch, tile);
  } else if (vectorized) {
    unrollLoop = LoopHandle(block);
  }

  // Step 3: unroll the innermost loop around the computation, when cheap to
  // build (see the file comment).
  auto func = funcName.empty()
                  ? func::FuncOp()
                  : sch.getPayload().lookupSymbol<func::FuncOp>(funcName);
  if (!options.unrollMaxSteps.empty() && unrollLoop && func &&
      !isSpatialFunc(func) && isCheapToUnroll(sch, unrollLoop, !wasTiled)) {
    size_t n = options.unrollMaxSteps.size();
    SmallVector<double> probs(n, 1.0 / static_cast<double>(n));
    FailureOr<ParamHandle> factor =
        sch.sampleCategorical(options.unrollMaxSteps, probs);
    if (failed(factor))
      return fail("sample_categorical", sch);
    Builder b(sch.getContext());
    if (failed(sch.apply("transform.msched.unroll", {unrollLoop, *factor}, {},
                         {b.getNamedAttr("max_steps", b.getUnitAttr())})))
      return fail("transform.msched.unroll", sch);
  }
  results.push_back(std::move(sch));
  return results;
}

std::unique_ptr<TransformModule> msched::createParallelizeVectorizeUnroll(
    const ParallelizeVectorizeUnrollOptions &options) {
  return std::make_unique<ParallelizeVectorizeUnroll>(options);
}

std::unique_ptr<TransformModule>
msched::createParallelizeVectorizeUnrollFromText(StringRef text) {
  std::string error;
  FailureOr<ParallelizeVectorizeUnrollOptions> options =
      ParallelizeVectorizeUnrollOptions::parse(text, error);
  if (failed(options))
    return nullptr;
  return createParallelizeVectorizeUnroll(*options);
}
