//===- RandomComputeLocation.cpp - The random-compute-location module -----===//
//
// MetaSchedule's RandomComputeLocation rule (TVM src/meta_schedule/
// schedule_rule/random_compute_location.cc) and the ReLU fusion of the
// MetaSchedule paper's Figure 4 (NeurIPS 2022, sec. 3.2): a block that no
// other module placed is computed at a loop of the blocks it is connected
// to.
//
// Which blocks: those still at the top level of the task's function (TVM
// conditions 2-5: a direct child of the root, not tiled, not computed at
// another block's loop yet). Then:
//
//  - A *producer* (its results have users, none of them the function's
//    return; e.g. a tensor.pad feeding a tiled convolution, an element-wise
//    op feeding a tiled consumer): transform.msched.sample_compute_location
//    draws a location among inline (-2), root (-1) and the loops enclosing
//    every user (0 = outermost), and transform.msched.compute_at acts on
//    the decision (one instruction whatever it is, so a redrawn or mutated
//    decision replays; dialect/MSchedPrimitiveOps.td):
//      -1  nothing (the producer stays at the root);
//      -2  inlined as transform.msched.compute_inline does when legal
//          (dialect/ComputeInlineOp.td), else nothing: the sampling op also
//          offers -2 for element-wise ops that linalg cannot fuse (e.g. a
//          fill feeding an init);
//      i   a tile of the producer is computed at each of its slices in loop
//          i (as fuse_into_containing_op does) and the dead original is
//          erased. When the use (a tensor.extract_slice) lies in a loop
//          nested in loop i, the tile lands there: decisions between i and
//          that loop then give the same program (unlike TVM, which computes
//          the larger region needed at loop i).
//    Nothing is sampled when there is nothing to decide: the producer
//    cannot be inlined, and no loop encloses its users or some use is not a
//    tensor.extract_slice (fuse_into_containing_op would then recompute the
//    whole producer in the loop instead of a tile of it). A producer
//    feeding the *init* of a tiled op (e.g. linalg.fill -> shared_outs of
//    an scf.forall) has no candidate loop: the loop uses the value as an
//    operand, it does not enclose the use.
//
//  - An all-parallel *consumer* (its results are only returned; not a
//    reduction such as rfactor's combine) of a tiled loop nest (an
//    operand is a result of a top-level scf.for / scf.forall; e.g. the
//    bias + ReLU epilogue of a tiled matmul): it is fused into the nest with
//    transform.msched.fuse_consumer, at a depth that keeps it outside every
//    reduction loop (a loop whose induction variable takes no part in the
//    offsets of the inserted tiles), where the loop at that depth inserts a
//    tile of the result. When the loops from the first reduction loop down
//    carry the tile through an extract/insert pair that does not depend on
//    them, transform.loop.hoist_loop_invariant_subsets hoists it first,
//    innermost loop first, so that the last spatial loop inserts the tile
//    (fuse_consumer's documented requirement). A depth of more than one
//    loop needs the nest of one tile_using_for (scf.for loops threading
//    their iteration arguments): upstream's consumer fusion aborts on an
//    scf.forall around an scf.for and rejects an outer loop that inserts a
//    slice. So there is usually one legal depth. The module forks the
//    schedule: as it is first (the consumer left to the modules after this
//    one, parallelize-vectorize-unroll in the default list), then one per
//    depth, shallowest first, as MetaSchedule's multi-level tiling does for
//    its write-cache levels,
//    instead of sampling the depth (TVM samples a compute location): a
//    sampled depth would not flow into fuse_consumer, whose loops are
//    operands, so a redrawn decision would have no effect.
//
// Options: `consumers=true` or `consumers=false` (default true): whether to
// fuse consumers.
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"
#include "msched/Dialect/ComputeInlineOp.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"
#include "msched/ScheduleAnalysis.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace msched;

//===----------------------------------------------------------------------===//
// Payload analysis
//===----------------------------------------------------------------------===//

/// The scf.for / scf.forall loops enclosing every user of `producer` and not
/// `producer` itself, outermost first (sample_compute_location's loop
/// candidates).
static SmallVector<Operation *> getEnclosingLoops(Operation *producer) {
  SmallVector<Operation *> users = getConsumers(producer);
  SmallVector<Operation *> loops;
  if (users.empty())
    return loops;
  for (Operation *op = users.front()->getParentOp(); op;
       op = op->getParentOp()) {
    if (!isa<scf::ForOp, scf::ForallOp>(op))
      continue;
    if (op->isAncestor(producer))
      break;
    if (llvm::all_of(users,
                     [&](Operation *u) { return op->isProperAncestor(u); }))
      loops.push_back(op);
  }
  std::reverse(loops.begin(), loops.end());
  return loops;
}

namespace {
/// The loop nest computing one result of a top-level loop, outermost first.
struct LoopChain {
  struct Level {
    Operation *loop;
    /// The op inserting the tile into the loop's iteration argument directly
    /// in its body (tensor.insert_slice yielded by an scf.for, or
    /// tensor.parallel_insert_slice of an scf.forall), if any.
    Operation *insert = nullptr;
    /// Whether the loop's induction variables take no part in the offsets
    /// of the inserted tiles (it accumulates into one tile).
    bool reduction = false;
  };
  SmallVector<Level> levels;
};
} // namespace

/// The loop nest that computes result `resultNumber` of `outer`: each level
/// yields (or inserts) the result of the next, directly nested, loop.
static LoopChain getLoopChain(Operation *outer, unsigned resultNumber) {
  LoopChain chain;
  Operation *loop = outer;
  unsigned index = resultNumber;
  while (loop) {
    LoopChain::Level level{loop};
    Value inner;
    if (auto forOp = dyn_cast<scf::ForOp>(loop)) {
      if (index >= forOp.getNumRegionIterArgs())
        break;
      Value yielded = forOp.getBody()->getTerminator()->getOperand(index);
      auto insert = yielded.getDefiningOp<tensor::InsertSliceOp>();
      if (insert && insert.getDest() == forOp.getRegionIterArgs()[index] &&
          insert->getParentOp() == loop) {
        level.insert = insert;
        inner = insert.getSource();
      } else {
        inner = yielded;
      }
    } else if (auto forall = dyn_cast<scf::ForallOp>(loop)) {
      if (index >= forall.getRegionIterArgs().size())
        break;
      BlockArgument dest = forall.getRegionIterArgs()[index];
      SmallVector<Operation *> inserts;
      for (Operation &op : forall.getTerminator().getYieldingOps())
        if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(op))
          if (insert.getDest() == dest)
            inserts.push_back(insert);
      if (inserts.size() == 1) {
        level.insert = inserts.front();
        inner =
            cast<tensor::ParallelInsertSliceOp>(inserts.front()).getSource();
      }
    }
    chain.levels.push_back(level);
    loop = nullptr;
    if (auto result = dyn_cast_or_null<OpResult>(inner)) {
      Operation *def = result.getOwner();
      if (isa<scf::ForOp, scf::ForallOp>(def) &&
          def->getParentOp() == chain.levels.back().loop) {
        loop = def;
        index = result.getResultNumber();
      }
    }
  }

  // Induction variables the inserted tiles' offsets depend on.
  llvm::DenseSet<Value> used;
  SmallVector<Value> worklist;
  for (const LoopChain::Level &level : chain.levels) {
    if (auto insert = dyn_cast_or_null<tensor::InsertSliceOp>(level.insert))
      llvm::append_range(worklist, insert.getOffsets());
    if (auto insert =
            dyn_cast_or_null<tensor::ParallelInsertSliceOp>(level.insert))
      llvm::append_range(worklist, insert.getOffsets());
  }
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (isa<BlockArgument>(v)) {
      used.insert(v);
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (def && outer->isProperAncestor(def))
      llvm::append_range(worklist, def->getOperands());
  }
  for (LoopChain::Level &level : chain.levels) {
    SmallVector<Value> ivs;
    if (auto forOp = dyn_cast<scf::ForOp>(level.loop))
      ivs.push_back(forOp.getInductionVar());
    else
      llvm::append_range(ivs,
                         cast<scf::ForallOp>(level.loop).getInductionVars());
    level.reduction =
        llvm::none_of(ivs, [&](Value iv) { return used.contains(iv); });
  }
  return chain;
}

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

namespace {
class RandomComputeLocation : public TransformModule {
public:
  explicit RandomComputeLocation(bool fuseConsumers)
      : fuseConsumers(fuseConsumers) {}

  StringRef getName() const override { return "random-compute-location"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

private:
  FailureOr<std::vector<Schedule>> placeProducer(Schedule sch, OpHandle block,
                                                 StringRef blockName,
                                                 Operation *op);
  FailureOr<std::vector<Schedule>> fuseConsumer(Schedule sch, OpHandle block,
                                                StringRef blockName,
                                                Operation *op);

  bool fuseConsumers;
};
} // namespace

static std::vector<Schedule> single(Schedule sch) {
  std::vector<Schedule> result;
  result.push_back(std::move(sch));
  return result;
}

FailureOr<std::vector<Schedule>>
RandomComputeLocation::apply(Schedule sch, OpHandle block,
                             StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  if (!isa_and_nonnull<func::FuncOp>((*op)->getParentOp()) ||
      (*op)->getNumResults() == 0)
    return single(std::move(sch));
  SmallVector<Operation *> users = getConsumers(*op);
  bool returned = llvm::any_of(
      users, [](Operation *u) { return u->hasTrait<OpTrait::IsTerminator>(); });
  if (!users.empty() && !returned)
    return placeProducer(std::move(sch), block, blockName, *op);
  // Only an all-parallel consumer (an epilogue): a reduction's tile is not
  // computed from one tile of its operand (rfactor's combine reads every
  // partial; upstream's consumer fusion crashed on it).
  auto linalgOp = dyn_cast<linalg::LinalgOp>(*op);
  if (fuseConsumers && linalgOp && linalgOp.getNumReductionLoops() == 0 &&
      llvm::all_of(users, [](Operation *u) {
        return u->hasTrait<OpTrait::IsTerminator>();
      }))
    return fuseConsumer(std::move(sch), block, blockName, *op);
  return single(std::move(sch));
}

FailureOr<std::vector<Schedule>>
RandomComputeLocation::placeProducer(Schedule sch, OpHandle block,
                                     StringRef blockName, Operation *op) {
  bool inlinable = canComputeInline(op);
  // fuse_into_containing_op tiles the producer for uses that are
  // tensor.extract_slice ops; for any other use it clones the whole producer
  // into the loop, recomputing all of it at every iteration (e.g. a
  // tensor.pad read by vector transfers after vectorization). Such loops are
  // not worth a decision.
  bool tileable = llvm::all_of(op->getUsers(), [](Operation *user) {
    return isa<tensor::ExtractSliceOp>(user) &&
           !modules::readsDecreasingly(user);
  });
  if ((!tileable || getEnclosingLoops(op).empty()) && !inlinable)
    return single(std::move(sch)); // Nothing to decide.

  auto location = sch.sampleComputeLocation(block);
  if (failed(location))
    return fail("sample_compute_location of block '" + blockName + "'", sch);
  auto [loop, decisionParam] = *location;
  // One compute_at whatever the decision: a redrawn or mutated decision
  // (root, inline or another loop) replays with the same instructions.
  FailureOr<SmallVector<Handle>> placed =
      sch.apply(ComputeAtOp::getOperationName(), {block, loop, decisionParam},
                TypeRange{});
  if (failed(placed))
    return fail("compute_at of block '" + blockName + "'", sch);
  sch.release(loop);
  sch.release(decisionParam);
  return single(std::move(sch));
}

FailureOr<std::vector<Schedule>>
RandomComputeLocation::fuseConsumer(Schedule sch, OpHandle block,
                                    StringRef blockName, Operation *op) {
  // The first operand computed by a top-level loop nest.
  int64_t operandNumber = -1;
  OpResult nestResult;
  for (OpOperand &operand : op->getOpOperands()) {
    auto result = dyn_cast<OpResult>(operand.get());
    if (result && isa<scf::ForOp, scf::ForallOp>(result.getOwner()) &&
        isa_and_nonnull<func::FuncOp>(result.getOwner()->getParentOp())) {
      operandNumber = operand.getOperandNumber();
      nestResult = result;
      break;
    }
  }
  if (operandNumber < 0)
    return single(std::move(sch));
  LoopChain chain =
      getLoopChain(nestResult.getOwner(), nestResult.getResultNumber());
  size_t numLevels = chain.levels.size();
  size_t firstReduction = numLevels;
  for (size_t i = 0; i < numLevels; ++i)
    if (chain.levels[i].reduction) {
      firstReduction = i;
      break;
    }

  // Depths (numbers of loops, from the outermost) the consumer can be fused
  // at. Depth d keeps the consumer outside every reduction loop
  // (d <= firstReduction) and has the shape that fuse_consumer (upstream's
  // mlir::scf::tileAndFuseConsumer) handles: loop d-1 inserts the tile into
  // its iteration argument and, for d > 1, all d loops are scf.for loops of
  // which the outer ones only pass their iteration arguments on and yield
  // the result of the loop they contain (the nest of one tile_using_for).
  // MLIR 22 aborts on an scf.forall around an scf.for, and rejects a nest
  // whose outer loop inserts a slice. Loop d-1 may also gain its insert by
  // hoisting the tile out of the loops below it, when those are all
  // reduction scf.for loops threading the tile to the innermost one, which
  // inserts it.
  auto isFor = [](const LoopChain::Level &level) {
    return isa<scf::ForOp>(level.loop);
  };
  auto threaded = [&](size_t from, size_t to) { // loops [from, to)
    return llvm::all_of(ArrayRef(chain.levels).slice(from, to - from),
                        [&](const LoopChain::Level &level) {
                          return isFor(level) && !level.insert;
                        });
  };
  auto shapeOk = [&](size_t depth) {
    return depth == 1 ||
           (threaded(0, depth - 1) && isFor(chain.levels[depth - 1]));
  };
  SmallVector<size_t> depths;
  for (size_t depth = 1; depth <= firstReduction; ++depth)
    if (chain.levels[depth - 1].insert && shapeOk(depth))
      depths.push_back(depth);
  bool hoist = false;
  if (firstReduction > 0 && firstReduction < numLevels &&
      !chain.levels[firstReduction - 1].insert && shapeOk(firstReduction) &&
      isFor(chain.levels[firstReduction - 1]) &&
      threaded(firstReduction, numLevels - 1) && isFor(chain.levels.back()) &&
      chain.levels.back().insert &&
      llvm::all_of(
          ArrayRef(chain.levels).drop_front(firstReduction),
          [](const LoopChain::Level &level) { return level.reduction; })) {
    hoist = true;
    depths.push_back(firstReduction);
  }
  if (depths.empty())
    return single(std::move(sch));
  // The schedule as it is comes first (the consumer left to the modules
  // after this one): fusing is a choice of the search, as MetaSchedule's
  // write-cache levels are ("may" reuse), not a rewrite it must take.
  Schedule unfused = sch.copy();

  // Handles to the loops: the outermost is the producer of the operand, the
  // others are matched in it.
  SmallVector<LoopHandle> loops;
  FailureOr<OpHandle> outer = sch.getProducerOfOperand(block, operandNumber);
  if (failed(outer))
    return fail("the loop nest feeding block '" + blockName + "'", sch);
  loops.push_back(LoopHandle(*outer));
  size_t needed = hoist ? numLevels : depths.back();
  if (needed > 1) {
    FailureOr<OpHandle> nested =
        sch.matchOps(*outer, {"scf.for", "scf.forall"});
    if (failed(nested))
      return fail("the loops of the nest feeding block '" + blockName + "'",
                  sch);
    SmallVector<Operation *> nestedOps(sch.getOps(*nested));
    FailureOr<SmallVector<OpHandle>> split = sch.splitHandle(*nested);
    if (failed(split))
      return fail("the loops of the nest feeding block '" + blockName + "'",
                  sch);
    SmallVector<OpHandle> byLevel(numLevels);
    for (auto [nestedOp, handle] : llvm::zip_equal(nestedOps, *split)) {
      auto it = llvm::find_if(chain.levels, [&](const LoopChain::Level &l) {
        return l.loop == nestedOp;
      });
      size_t level = it - chain.levels.begin();
      if (it == chain.levels.end() || level == 0 || level >= needed ||
          !byLevel[level].isNull()) {
        sch.release(handle);
        continue;
      }
      byLevel[level] = handle;
    }
    for (size_t level = 1; level < needed; ++level) {
      if (byLevel[level].isNull())
        return fail("no handle to loop " + Twine(level) +
                    " of the nest "
                    "feeding block '" +
                    blockName + "'");
      loops.push_back(LoopHandle(byLevel[level]));
    }
  }

  if (hoist)
    for (size_t level = numLevels; level-- > firstReduction;) {
      if (failed(sch.apply("transform.loop.hoist_loop_invariant_subsets",
                           {loops[level]}, {})))
        return fail("hoist_loop_invariant_subsets on loop " + Twine(level) +
                        " of the nest feeding block '" + blockName + "'",
                    sch);
    }

  // Then one schedule per depth, shallowest first; the last one is `sch`
  // itself.
  std::vector<Schedule> results;
  results.push_back(std::move(unfused));
  Type anyOp = sch.getAnyOpType();
  for (auto [index, depth] : llvm::enumerate(depths)) {
    Schedule forked = index + 1 < depths.size() ? sch.copy() : std::move(sch);
    SmallVector<Handle> operands{block};
    operands.append(loops.begin(), loops.begin() + depth);
    SmallVector<Type> types(depth + 1, anyOp);
    FailureOr<SmallVector<Handle>> fused =
        forked.apply("transform.msched.fuse_consumer", operands, types);
    if (failed(fused))
      return fail("fuse_consumer of block '" + blockName + "' into " +
                      Twine(depth) + " loop(s)",
                  forked);
    for (Handle h : *fused)
      forked.release(h);
    for (LoopHandle h : loops)
      if (forked.isLive(h))
        forked.release(h);
    results.push_back(std::move(forked));
  }
  return results;
}

namespace msched {
/// The factory registered as "random-compute-location"
/// (BuiltinModules.cpp); null for unknown options.
std::unique_ptr<TransformModule>
createRandomComputeLocationModule(StringRef options) {
  bool consumers = true;
  SmallVector<StringRef> entries;
  options.split(entries, ',', -1, /*KeepEmpty=*/false);
  for (StringRef entry : entries) {
    auto [key, value] = entry.split('=');
    if (key.trim() != "consumers")
      return nullptr;
    if (value.trim() == "true")
      consumers = true;
    else if (value.trim() == "false")
      consumers = false;
    else
      return nullptr;
  }
  return std::make_unique<RandomComputeLocation>(consumers);
}
} // namespace msched
