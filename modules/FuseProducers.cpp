//===- FuseProducers.cpp - The fuse-producers module ----------------------===//
//
// The "fuse-producers" module (msched): the task's output op, when no loop
// encloses it yet (e.g. softmax's final division), is tiled with
// transform.structured.tile_using_forall over its outer parallel loops,
// and the ops producing its operands, transitively (softmax: the row sum,
// the exponentials, the row max and the fills of their inits), are fused
// into that loop with transform.structured.fuse_into_containing_op. Each
// task then computes its rows through every op while they are in L1,
// instead of one pass over the whole tensor per op.
//
// It is where MetaSchedule's RandomComputeLocation lands when it computes
// each producer at its consumer's outer spatial loop (apache/tvm
// src/meta_schedule/schedule_rule/random_compute_location.cc): TVM's blocks
// have loops before any rule runs, while a linalg op has loops only once it
// is tiled, so msched's random-compute-location finds no loop in an
// untiled consumer. IREE's tile-and-fuse of a dispatch region builds the
// same structure.
//
// The loop: every parallel loop of the output op but the innermost (a row
// stays whole, so that a row reduction feeding it is partitioned, not
// recomputed per tile), from the outermost, while the number of tasks fits
// max_jobs_per_core * cores: parallelize-vectorize-unroll's rule
// (ModuleUtils.h getParallelTileSizes).
//
// A producer is fused when it is a TilingInterface op at the function's top
// level, every use of its results lies in the loop, and each use is a
// tensor.extract_slice of a proper part of the result that the op reading
// it indexes increasingly (ModuleUtils.h readsDecreasingly). A producer
// read whole by every task (e.g. a weight) would be recomputed by each:
// it stays. Producers are visited last to first (consumers before their
// producers), with transform.apply_cse before each fusion, so that two
// consumers' identical slices become one (softmax's exponentials, read by
// the sum and by the division, are computed once), and transform.apply_dce
// after, which erases the original op.
//
// The design space forks, as multi-level tiling does for its write cache:
// the schedule as it is first, then the fused one, when the whole chain was
// fused: a loop that still reads an op left at the top level (e.g. the
// partial reduction of an rfactor variant, read whole by every task) saves
// no pass, and a variant that the search would have to sample among the
// others for nothing (softmax: 12 schedules instead of 18). The modules after
// this one vectorize the ops inside the loop (parallelize-vectorize-unroll).
// Put it after multi-level-tiling: a block that module tiled is no producer at
// the top level any more.
//
// Options: max_jobs_per_core (default 16), cores (default 0: this
// machine's), as parallelize-vectorize-unroll's.
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"
#include "msched/ScheduleAnalysis.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;
using namespace msched;

namespace {
class FuseProducers : public TransformModule {
public:
  FuseProducers(int64_t maxJobsPerCore, int64_t cores)
      : maxJobsPerCore(maxJobsPerCore),
        cores(cores > 0 ? cores : modules::defaultCores()) {}

  StringRef getName() const override { return "fuse-producers"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

private:
  /// Tiles `block` and fuses its producers in `sch`; false when no producer
  /// could be fused or a step failed (`sch` is then dropped).
  bool fuse(Schedule &sch, OpHandle block, ArrayRef<TileSize> sizes);

  int64_t maxJobsPerCore;
  int64_t cores;
};
} // namespace

/// Whether `op` (at the function's top level) can be fused into `loop`:
/// every use is a slice, inside the loop, of a proper part of a result.
static bool isFusableInto(Operation *op, Operation *loop) {
  if (!isa<TilingInterface>(op) || op->getNumResults() == 0 || op->use_empty())
    return false;
  return llvm::all_of(op->getUses(), [&](OpOperand &use) {
    auto slice = dyn_cast<tensor::ExtractSliceOp>(use.getOwner());
    return slice && loop->isProperAncestor(slice) &&
           slice.getSourceType() != slice.getResultType() &&
           !modules::readsDecreasingly(slice);
  });
}

/// The `msched.block` name of `op`, or "".
static StringRef getBlockName(Operation *op) {
  auto name = op->getAttrOfType<StringAttr>(kBlockAttrName);
  return name ? name.getValue() : StringRef();
}

bool FuseProducers::fuse(Schedule &sch, OpHandle block,
                         ArrayRef<TileSize> sizes) {
  FailureOr<ForallTileResult> tiled = sch.tileUsingForall(block, sizes);
  if (failed(tiled))
    return false;
  sch.release(tiled->tiled);
  LoopHandle loop = tiled->forall;
  FailureOr<OpHandle> func = sch.getFunc();
  if (failed(func))
    return false;

  // The named ops before the loop, last first: a consumer is fused before
  // its producers, whose slices then lie in the loop too.
  SmallVector<std::string> candidates;
  {
    FailureOr<Operation *> loopOp = sch.getSingleOp(loop);
    if (failed(loopOp))
      return false;
    for (Operation *op = (*loopOp)->getPrevNode(); op; op = op->getPrevNode())
      if (!getBlockName(op).empty())
        candidates.push_back(getBlockName(op).str());
  }
  unsigned fused = 0;
  for (const std::string &name : candidates) {
    if (failed(sch.applyCse(*func)))
      return false;
    FailureOr<Operation *> loopOp = sch.getSingleOp(loop);
    func::FuncOp payloadFunc = sch.getPayloadFunc();
    if (failed(loopOp) || !payloadFunc)
      return false;
    Operation *producer = nullptr;
    for (Operation &op : payloadFunc.getBody().front())
      if (getBlockName(&op) == name)
        producer = &op;
    if (!producer || !isFusableInto(producer, *loopOp))
      continue;
    FailureOr<OpHandle> handle = getBlock(sch, name);
    if (failed(handle))
      return false;
    FailureOr<FuseResult> result = sch.fuseIntoContainingOp(*handle, loop);
    if (failed(result))
      return false;
    sch.release(result->fused);
    loop = result->containing;
    if (failed(sch.apply("transform.apply_dce", {*func}, {})))
      return false;
    ++fused;
  }
  // Only a whole chain is worth a fork: a loop still reading an op that
  // stayed at the top level (e.g. the partial reduction of an rfactor
  // variant, read whole by every task) is one more pass, not a fused one.
  FailureOr<Operation *> loopOp = sch.getSingleOp(loop);
  if (failed(loopOp))
    return false;
  WalkResult readsTopLevelOp = (*loopOp)->walk([&](Operation *inner) {
    for (Value operand : inner->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && def->getParentOp() == (*loopOp)->getParentOp() &&
          isa<TilingInterface>(def))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  sch.release(loop);
  sch.release(*func);
  return fused > 0 && !readsTopLevelOp.wasInterrupted();
}

FailureOr<std::vector<Schedule>>
FuseProducers::apply(Schedule sch, OpHandle block, StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  std::vector<Schedule> results;
  // Candidates: an untiled output op (only returned) with a named producer
  // at the top level.
  linalg::LinalgOp linalgOp = modules::getStaticLinalgOp(*op);
  bool output = linalgOp &&
                isa_and_nonnull<func::FuncOp>((*op)->getParentOp()) &&
                llvm::all_of(getConsumers(*op), [](Operation *user) {
                  return user->hasTrait<OpTrait::IsTerminator>();
                });
  bool hasProducer =
      output && llvm::any_of((*op)->getOperands(), [&](Value operand) {
        Operation *def = operand.getDefiningOp();
        return def && def->getParentOp() == (*op)->getParentOp() &&
               isa<TilingInterface>(def) && !getBlockName(def).empty();
      });
  // parallelize-vectorize-unroll's rule, the innermost loop whole (its
  // extent is its unit).
  SmallVector<TileSize> sizes;
  if (hasProducer)
    sizes =
        modules::getParallelTileSizes(linalgOp, maxJobsPerCore * cores,
                                      linalgOp.getStaticLoopRanges().back());
  if (llvm::all_of(sizes,
                   [](const TileSize &s) { return s.getConstant() == 0; })) {
    results.push_back(std::move(sch));
    return results;
  }
  Schedule fused = sch.copy();
  results.push_back(std::move(sch));
  if (fuse(fused, block, sizes))
    results.push_back(std::move(fused));
  return results;
}

namespace msched {
/// The factory registered as "fuse-producers" (BuiltinModules.cpp); null for
/// unknown or invalid options.
std::unique_ptr<TransformModule> createFuseProducersModule(StringRef options) {
  int64_t maxJobsPerCore = 16, cores = 0;
  modules::OptionParser parser(options);
  parser.get("max_jobs_per_core", maxJobsPerCore);
  parser.get("cores", cores);
  if (!parser.finish() || maxJobsPerCore < 1)
    return nullptr;
  return std::make_unique<FuseProducers>(maxJobsPerCore, cores);
}
} // namespace msched
