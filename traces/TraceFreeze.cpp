//===- TraceFreeze.cpp - Traces for stock mlir-opt ------------------------===//
//
// See TraceFreeze.h. The rewrites that depend on the payload (the loop of a
// compute location, trip counts, reduction extents) read it by replaying
// the instructions before the one being frozen on a fresh copy of the task,
// with `transform.annotate` marking the ops of the handles of interest: the
// Transform interpreter drops a sequence's handles when the sequence ends,
// so annotations are how the payload can be inspected afterwards.
//
//===----------------------------------------------------------------------===//

#include "msched/Traces/TraceFreeze.h"

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace msched;

namespace {

/// Prefix of the attributes that probes put on payload ops.
constexpr llvm::StringLiteral kProbeAttrPrefix = "msched.freeze_probe_";

/// The payload ops that a probe marked, per mark, in payload order.
struct ProbeResult {
  OwningOpRef<ModuleOp> payload;
  SmallVector<SmallVector<Operation *>> marked;
};

class Freezer {
public:
  Freezer(ModuleOp workload, std::string funcName, const Trace &replayed)
      : workload(workload), funcName(std::move(funcName)), replayed(replayed) {}

  /// Rewrites instruction `index` (an op of `frozen`, which is `replayed`
  /// with the instructions before `index` already rewritten).
  LogicalResult freeze(Operation *op, size_t index);

private:
  /// Replays instructions [0, end) of the replayed trace with the handles
  /// `handles(instructions)` (values defined before instruction `end`)
  /// annotated, and returns the marked ops per handle.
  FailureOr<ProbeResult>
  probe(size_t end,
        function_ref<SmallVector<Value>(ArrayRef<Operation *>)> handles);

  LogicalResult noEquivalent(Operation *op, size_t index, const Twine &why);
  /// The integer held by the param.constant defining `param`, an operand of
  /// instruction `index`.
  FailureOr<int64_t> constantOf(Operation *op, size_t index, Value param);
  Value constant(OpBuilder &b, Location loc, Type type, int64_t value);

  LogicalResult freezeComputeLocation(SampleComputeLocationOp op, size_t index);
  LogicalResult freezeComputeAt(ComputeAtOp op, size_t index);
  LogicalResult freezeUnroll(UnrollOp op, size_t index);
  LogicalResult freezeRFactor(RFactorOp op, size_t index);

  ModuleOp workload;
  std::string funcName;
  const Trace &replayed;
};

} // namespace

/// Builds an op by name: the upstream ops are made the way their printed
/// form reads, without depending on their C++ builders.
static Operation *createOp(OpBuilder &b, Location loc, StringRef name,
                           ValueRange operands, TypeRange resultTypes,
                           ArrayRef<NamedAttribute> attrs) {
  OperationState state(loc, name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(attrs);
  return b.create(state);
}

FailureOr<ProbeResult> Freezer::probe(
    size_t end,
    function_ref<SmallVector<Value>(ArrayRef<Operation *>)> handles) {
  Trace prefix = replayed.clone();
  SmallVector<Operation *> ops = prefix.getInstructions();
  SmallVector<Value> values = handles(ops);
  // Annotate before instruction `end`, then drop it and the rest.
  OpBuilder b(end < ops.size()
                  ? ops[end]
                  : prefix.getEntry().getBody().front().getTerminator());
  for (auto [i, value] : llvm::enumerate(values))
    createOp(
        b, value.getLoc(), "transform.annotate", {value}, {},
        {b.getNamedAttr("name", b.getStringAttr(kProbeAttrPrefix + Twine(i)))});
  for (Operation *op : llvm::reverse(ArrayRef(ops).drop_front(end)))
    op->erase();

  FailureOr<OwningOpRef<ModuleOp>> task = extractTask(workload, funcName);
  if (failed(task))
    return failure();
  ReplayOptions options;
  options.funcName = funcName;
  if (failed(applyTrace(**task, prefix, options)))
    return emitError(prefix.getEntry().getLoc())
               << "freeze: replaying the instructions before #" << end
               << " to read the payload failed",
           failure();
  ProbeResult result;
  result.marked.resize(values.size());
  (*task)->walk([&](Operation *payloadOp) {
    for (size_t i = 0; i < values.size(); ++i)
      if (payloadOp->hasAttr((kProbeAttrPrefix + Twine(i)).str()))
        result.marked[i].push_back(payloadOp);
  });
  result.payload = std::move(*task);
  return result;
}

LogicalResult Freezer::noEquivalent(Operation *op, size_t index,
                                    const Twine &why) {
  return op->emitError() << "instruction #" << index << " '" << op->getName()
                         << "' " << why << "; the trace cannot be frozen",
         failure();
}

FailureOr<int64_t> Freezer::constantOf(Operation *op, size_t index,
                                       Value param) {
  auto constant = param.getDefiningOp<transform::ParamConstantOp>();
  auto value =
      constant ? dyn_cast<IntegerAttr>(constant.getValue()) : IntegerAttr();
  if (!value)
    return noEquivalent(op, index,
                        "takes a param that is not a constant integer once "
                        "the decisions are substituted");
  return value.getInt();
}

Value Freezer::constant(OpBuilder &b, Location loc, Type type, int64_t value) {
  return createOp(b, loc, "transform.param.constant", {}, {type},
                  {b.getNamedAttr("value", b.getI64IntegerAttr(value))})
      ->getResult(0);
}

LogicalResult Freezer::freezeComputeLocation(SampleComputeLocationOp op,
                                             size_t index) {
  OpBuilder b(op);
  auto decisionAttr = dyn_cast_or_null<IntegerAttr>(getDecision(op));
  if (!decisionAttr)
    return noEquivalent(op, index, "has no decision after the replay");
  int64_t decision = decisionAttr.getInt();
  op.getIndex().replaceAllUsesWith(
      constant(b, op.getLoc(), op.getIndex().getType(), decision));
  if (op.getLoop().use_empty()) {
    op.erase();
    return success();
  }
  // transform.msched.compute_at at root leaves the producer: nothing to
  // write; inline has no upstream equivalent.
  // (The compute_at ops come later: they erase this op, see
  // freezeComputeAt.)
  bool onlyComputeAt = llvm::all_of(op.getLoop().getUsers(), [](Operation *u) {
    return isa<ComputeAtOp>(u);
  });
  if (decision == -1 && onlyComputeAt)
    return success();
  if (decision < 0)
    return noEquivalent(op, index,
                        "decided " + Twine(decision) +
                            (onlyComputeAt
                                 ? " (inline), which transform.msched."
                                   "compute_at does with no upstream "
                                   "equivalent"
                                 : " (no loop) and its empty loop handle is "
                                   "used"));

  // The producer P and the chosen loop L in the payload.
  FailureOr<ProbeResult> probed =
      probe(index + 1, [&](ArrayRef<Operation *> ops) {
        auto sampled = cast<SampleComputeLocationOp>(ops[index]);
        return SmallVector<Value>{sampled.getProducer(), sampled.getLoop()};
      });
  if (failed(probed))
    return failure();
  if (probed->marked[0].size() != 1 || probed->marked[1].size() != 1)
    return noEquivalent(op, index, "has not one producer and one loop");
  Operation *producer = probed->marked[0].front();
  Operation *loop = probed->marked[1].front();

  // L as the N-th ancestor of every consumer of one of P's results.
  auto nthAncestor = [](Operation *o, int64_t n) {
    for (; o && n > 0; --n)
      o = o->getParentOp();
    return o;
  };
  for (OpResult result : producer->getResults()) {
    if (result.use_empty())
      continue;
    Operation *user = *result.getUsers().begin();
    int64_t depth = 1;
    while (nthAncestor(user, depth) && nthAncestor(user, depth) != loop)
      ++depth;
    if (!nthAncestor(user, depth) ||
        !llvm::all_of(result.getUsers(), [&](Operation *u) {
          return nthAncestor(u, depth) == loop;
        }))
      continue;
    Type anyOp = transform::AnyOpType::get(b.getContext());
    Value consumers =
        createOp(
            b, op.getLoc(), "transform.get_consumers_of_result",
            {op.getProducer()}, {anyOp},
            {b.getNamedAttr("result_number",
                            b.getI64IntegerAttr(result.getResultNumber()))})
            ->getResult(0);
    Value parent =
        createOp(b, op.getLoc(), "transform.get_parent_op", {consumers},
                 {op.getLoop().getType()},
                 {b.getNamedAttr("nth_parent", b.getI64IntegerAttr(depth)),
                  b.getNamedAttr("deduplicate", b.getUnitAttr())})
            ->getResult(0);
    op.getLoop().replaceAllUsesWith(parent);
    op.erase();
    return success();
  }
  return noEquivalent(op, index,
                      "chose a loop that is not at one depth above all the "
                      "consumers of one result of the producer");
}

LogicalResult Freezer::freezeComputeAt(ComputeAtOp op, size_t index) {
  FailureOr<int64_t> location = constantOf(op, index, op.getLocation());
  if (failed(location))
    return failure();
  if (*location == -1) { // root: the producer stays
    Value loop = op.getLoop();
    op.erase();
    auto sample = loop.getDefiningOp<SampleComputeLocationOp>();
    if (sample && sample.getLoop().use_empty() && sample.getIndex().use_empty())
      sample.erase();
    return success();
  }
  if (*location < 0) // inline was refused at the sampling instruction
    return noEquivalent(op, index, "computes at no loop");
  // A tile of the producer at its slices in the loop, the dead original
  // erased: what random-compute-location recorded before compute_at.
  OpBuilder b(op);
  Type anyOp = transform::AnyOpType::get(b.getContext());
  Operation *fuse = createOp(
      b, op.getLoc(), "transform.structured.fuse_into_containing_op",
      {op.getProducer(), op.getLoop()}, {anyOp, op.getLoop().getType()}, {});
  // compute_at only reads the loop; the fusion consumes it, so later
  // instructions use the containing op it returns.
  op.getLoop().replaceUsesWithIf(fuse->getResult(1), [&](OpOperand &use) {
    Operation *user = fuse->getBlock()->findAncestorOpInBlock(*use.getOwner());
    return user && user != fuse && fuse->isBeforeInBlock(user);
  });
  Value func =
      createOp(b, op.getLoc(), "transform.get_parent_op", {fuse->getResult(1)},
               {anyOp},
               {b.getNamedAttr("op_name", b.getStringAttr("func.func"))})
          ->getResult(0);
  createOp(b, op.getLoc(), "transform.apply_dce", {func}, {}, {});
  op.erase();
  return success();
}

LogicalResult Freezer::freezeUnroll(UnrollOp op, size_t index) {
  FailureOr<int64_t> factor = constantOf(op, index, op.getFactor());
  if (failed(factor))
    return failure();
  if (*factor <= 1) { // msched leaves the loops as they are.
    op.erase();
    return success();
  }
  // msched unrolls a loop of at most `factor` iterations completely, which
  // upstream's unroll does when the factor is the trip count.
  FailureOr<ProbeResult> probed = probe(index, [&](ArrayRef<Operation *> ops) {
    return SmallVector<Value>{cast<UnrollOp>(ops[index]).getTarget()};
  });
  if (failed(probed))
    return failure();
  std::optional<int64_t> upstreamFactor;
  for (Operation *loop : probed->marked[0]) {
    int64_t f = *factor;
    if (auto forOp = dyn_cast<scf::ForOp>(loop)) {
      UnrollPlan plan = planUnroll(forOp, *factor, op.getMaxSteps());
      if (plan.complete && plan.factor == 0)
        continue;      // left as it is by both
      f = plan.factor; // 1: left, as upstream's factor 1 leaves it
    }
    if (upstreamFactor && *upstreamFactor != f)
      return noEquivalent(op, index,
                          "unrolls loops that need different upstream "
                          "factors (" +
                              Twine(*upstreamFactor) + " and " + Twine(f) +
                              ")");
    upstreamFactor = f;
  }
  OpBuilder b(op);
  if (upstreamFactor)
    createOp(b, op.getLoc(), "transform.loop.unroll", {op.getTarget()}, {},
             {b.getNamedAttr("factor", b.getI64IntegerAttr(*upstreamFactor))});
  // No loop, or loops of zero iterations: msched leaves them as they are.
  op.erase();
  return success();
}

LogicalResult Freezer::freezeRFactor(RFactorOp op, size_t index) {
  FailureOr<int64_t> factor = constantOf(op, index, op.getFactor());
  if (failed(factor))
    return failure();
  FailureOr<ProbeResult> probed = probe(index, [&](ArrayRef<Operation *> ops) {
    return SmallVector<Value>{cast<RFactorOp>(ops[index]).getTarget()};
  });
  if (failed(probed))
    return failure();
  int64_t dim = op.getReductionDim();
  // The tile sizes msched uses, per target; upstream takes one list for all
  // targets.
  std::optional<SmallVector<int64_t>> sizes;
  for (Operation *target : probed->marked[0]) {
    auto tiling = dyn_cast<TilingInterface>(target);
    auto dps = dyn_cast<DestinationStyleOpInterface>(target);
    if (!tiling || !dps || dps.getNumDpsInits() != 1)
      return noEquivalent(op, index,
                          "targets an op without exactly one init (upstream "
                          "returns one fill handle per init)");
    if (dim < 0 ||
        dim >= static_cast<int64_t>(tiling.getLoopIteratorTypes().size()))
      return noEquivalent(op, index, "has a reduction_dim out of range");
    OpBuilder builder(target);
    SmallVector<int64_t> s =
        rfactorTileSizes(tiling, builder, dim, *factor, op.getParallel());
    if (sizes && *sizes != s)
      return noEquivalent(op, index,
                          "targets ops that need different tile sizes");
    sizes = s;
  }
  if (!sizes)
    return noEquivalent(op, index, "has no target in this payload");

  OpBuilder b(op);
  SmallVector<NamedAttribute> attrs = {
      b.getNamedAttr("reduction_dims", b.getI64ArrayAttr({dim}))};
  StringRef name;
  if (op.getParallel()) {
    name = "transform.structured.tile_reduction_using_forall";
    attrs.push_back(
        b.getNamedAttr("num_threads", b.getDenseI64ArrayAttr(*sizes)));
  } else {
    name = "transform.structured.tile_reduction_using_for";
    attrs.push_back(b.getNamedAttr("tile_sizes", b.getI64ArrayAttr(*sizes)));
  }
  Operation *tiled = createOp(b, op.getLoc(), name, {op.getTarget()},
                              op->getResultTypes(), attrs);
  op->replaceAllUsesWith(tiled->getResults());
  op.erase();
  return success();
}

LogicalResult Freezer::freeze(Operation *op, size_t index) {
  OpBuilder b(op);
  if (isa<SamplePerfectTileOp, SampleCategoricalOp>(op)) {
    SmallVector<int64_t> values;
    if (auto tile = dyn_cast<SamplePerfectTileOp>(op)) {
      llvm::append_range(values, *tile.getDecision());
    } else {
      auto categorical = cast<SampleCategoricalOp>(op);
      values.push_back(categorical.getCandidates()[*categorical.getDecision()]);
    }
    for (auto [result, value] : llvm::zip_equal(op->getResults(), values))
      if (!result.use_empty())
        result.replaceAllUsesWith(
            constant(b, op->getLoc(), result.getType(), value));
    op->erase();
    return success();
  }
  if (auto location = dyn_cast<SampleComputeLocationOp>(op))
    return freezeComputeLocation(location, index);
  if (auto multiply = dyn_cast<MultiplyOp>(op)) {
    int64_t product = 1;
    for (Value param : multiply.getParams()) {
      FailureOr<int64_t> value = constantOf(op, index, param);
      if (failed(value))
        return failure();
      product *= *value; // msched.multiply checked the overflow in replay.
    }
    multiply.getResult().replaceAllUsesWith(
        constant(b, op->getLoc(), multiply.getResult().getType(), product));
    op->erase();
    return success();
  }
  if (auto computeAt = dyn_cast<ComputeAtOp>(op))
    return freezeComputeAt(computeAt, index);
  if (auto fuse = dyn_cast<FuseIntoForallOutputOp>(op)) {
    // Upstream's fusion through the shared output, the same payload; it
    // only reads the forall too, so later uses of that handle stay.
    Operation *upstream = createOp(
        b, op->getLoc(), "transform.structured.fuse_into_containing_op",
        {fuse.getProducer(), fuse.getForall()},
        {fuse.getFused().getType(), fuse.getForall().getType()}, {});
    fuse.getFused().replaceAllUsesWith(upstream->getResult(0));
    op->erase();
    return success();
  }
  if (auto unroll = dyn_cast<UnrollOp>(op))
    return freezeUnroll(unroll, index);
  if (auto rfactor = dyn_cast<RFactorOp>(op))
    return freezeRFactor(rfactor, index);
  if (op->getName().getStringRef().starts_with("transform.msched."))
    return noEquivalent(op, index, "has no upstream equivalent");
  return success();
}

FailureOr<Trace> msched::freezeTrace(ModuleOp workload, const Trace &trace,
                                     const ReplayOptions &options,
                                     Trace *replayedOut) {
  // The decisions and the payload to reproduce.
  Trace replayed = trace.clone();
  FailureOr<OwningOpRef<ModuleOp>> scheduled =
      replayTrace(workload, trace, options, &replayed);
  if (failed(scheduled))
    return failure();
  if (replayedOut)
    *replayedOut = replayed.clone();
  FailureOr<std::string> funcName =
      resolveTaskName(workload, trace, options.funcName);
  if (failed(funcName))
    return failure();

  Trace frozen = replayed.clone();
  Freezer freezer(workload, *funcName, replayed);
  SmallVector<Operation *> instructions = frozen.getInstructions();
  for (auto [index, op] : llvm::enumerate(instructions))
    if (failed(freezer.freeze(op, index)))
      return failure();
  frozen = frozen.simplified();
  frozen.setFuncName(*funcName);
  // Ops nested in regions (e.g. of transform.foreach) are not instructions:
  // any msched op left makes the trace unusable in stock mlir-opt.
  WalkResult nested = frozen.getEntry().walk([](Operation *op) {
    if (!op->getName().getStringRef().starts_with("transform.msched."))
      return WalkResult::advance();
    op->emitError() << "'" << op->getName()
                    << "' is nested in a region of the trace; the trace "
                       "cannot be frozen";
    return WalkResult::interrupt();
  });
  if (nested.wasInterrupted())
    return failure();

  // The frozen trace must give the same payload.
  Operation *func = SymbolTable::lookupSymbolIn(workload, *funcName);
  if (failed(Trace::verifyModule(frozen.getModule())))
    return func->emitError() << "freeze: the frozen trace does not verify",
           failure();
  ReplayOptions frozenOptions = options;
  frozenOptions.funcName = *funcName;
  FailureOr<OwningOpRef<ModuleOp>> reproduced =
      replayTrace(workload, frozen, frozenOptions);
  if (failed(reproduced) || printOp(**reproduced) != printOp(**scheduled))
    return func->emitError()
               << "freeze: the frozen trace does not reproduce the payload of "
                  "the trace on function @"
               << *funcName,
           failure();
  return frozen;
}
