//===- FuseConsumerOp.cpp - transform.msched.fuse_consumer ----------------===//
//
// Fusion of a consumer into the tiled loop nest of its producer, with
// mlir::scf::tileAndFuseConsumer (see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/ThreadDiagnosticHandler.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <string>

using namespace mlir;
using namespace msched;

namespace {
/// Forwards every notification to the rewriter's listener (the transform
/// interpreter's tracking listener), keeps the first match-failure reason, so
/// that a failed fusion can say why, and records the ops that the fusion
/// inserts, so that the dead ones can be cleaned up.
struct FusionListener : public RewriterBase::ForwardingListener {
  using ForwardingListener::ForwardingListener;

  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    inserted.insert(op);
    ForwardingListener::notifyOperationInserted(op, previous);
  }

  void
  notifyMatchFailure(Location loc,
                     function_ref<void(Diagnostic &)> reasonCallback) override {
    if (reason.empty()) {
      Diagnostic diag(loc, DiagnosticSeverity::Remark);
      reasonCallback(diag);
      reason = diag.str();
    }
    ForwardingListener::notifyMatchFailure(loc, reasonCallback);
  }

  std::string reason;
  llvm::SmallPtrSet<Operation *, 16> inserted;
};
} // namespace

/// Runs mlir::scf::tileAndFuseConsumer on a copy of the nearest
/// isolated-from-above ancestor of `consumer`, then drops the copy. On
/// failure, `reason` is upstream's match-failure reason, if any.
static LogicalResult tryFusionOnCopy(Operation *consumer,
                                     ArrayRef<LoopLikeOpInterface> loops,
                                     std::string &reason) {
  Operation *scope =
      consumer->getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
  if (!scope)
    return success(); // Nothing to copy; the real attempt will tell.
  // The copy lives in a scratch module (upstream walks the parents of the
  // ops it fuses, so the copy must not be detached), destroyed on return.
  IRMapping mapping;
  OwningOpRef<ModuleOp> scratch =
      ModuleOp::create(UnknownLoc::get(consumer->getContext()));
  scratch->getBody()->push_back(scope->clone(mapping));

  SmallVector<LoopLikeOpInterface> copiedLoops;
  for (LoopLikeOpInterface loop : loops) {
    Operation *copied = mapping.lookupOrNull(loop.getOperation());
    if (!copied)
      return success(); // A loop outside the scope; the real attempt will tell.
    copiedLoops.push_back(cast<LoopLikeOpInterface>(copied));
  }
  Operation *copiedConsumer = mapping.lookupOrNull(consumer);
  if (!copiedConsumer)
    return success();

  // Diagnostics about the copy would point at the payload's locations: keep
  // the first error as the reason (after upstream's match-failure reason) and
  // drop them all.
  std::string error;
  msched::ThreadDiagnosticHandler silence(
      consumer->getContext(), [&](Diagnostic &diag) {
        if (error.empty() && diag.getSeverity() == DiagnosticSeverity::Error)
          error = diag.str();
        return success();
      });
  IRRewriter rewriter(consumer->getContext());
  FusionListener capture(nullptr);
  rewriter.setListener(&capture);
  rewriter.setInsertionPoint(copiedConsumer);
  FailureOr<scf::SCFFuseConsumerOfSliceResult> fused =
      scf::tileAndFuseConsumer(rewriter, copiedConsumer, copiedLoops);
  reason = capture.reason.empty() ? error : capture.reason;
  return success(succeeded(fused));
}

LogicalResult FuseConsumerOp::verify() {
  if (getLoops().empty())
    return emitOpError() << "expects at least one loop";
  if (getNewLoops().size() != getLoops().size())
    return emitOpError() << "expects as many new_loops results as loops ("
                         << getLoops().size() << "), got "
                         << getNewLoops().size();
  return success();
}

void FuseConsumerOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getConsumerMutable(), effects);
  transform::onlyReadsHandle(getLoopsMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

DiagnosedSilenceableFailure
FuseConsumerOp::apply(transform::TransformRewriter &rewriter,
                      transform::TransformResults &results,
                      transform::TransformState &state) {
  Operation *consumer = nullptr;
  DiagnosedSilenceableFailure found = detail::getSinglePayloadOp(
      *this, state, getConsumer(), "fuse_consumer: the consumer", consumer);
  if (!found.succeeded())
    return found;

  SmallVector<LoopLikeOpInterface> loops;
  for (auto [index, handle] : llvm::enumerate(getLoops())) {
    Operation *op = nullptr;
    std::string what = "fuse_consumer: loop #" + std::to_string(index);
    found = detail::getSinglePayloadOp(*this, state, handle, what, op);
    if (!found.succeeded())
      return found;
    if (!isa<scf::ForOp, scf::ForallOp>(op)) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << what << " is a '" << op->getName()
                                         << "', not an scf.for or scf.forall";
      diag.attachNote(op->getLoc()) << "loop #" << index;
      return diag;
    }
    if (index > 0 && op->getParentOp() != loops.back().getOperation()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << what << " is not directly nested in loop #" << index - 1;
      diag.attachNote(op->getLoc()) << "loop #" << index;
      return diag;
    }
    loops.push_back(cast<LoopLikeOpInterface>(op));
  }
  // Upstream's tileAndFuseConsumer aborts the process (not a recoverable
  // failure) on an scf.forall nest with more than one loop, e.g. a forall
  // around a for: refuse such nests here.
  if (loops.size() > 1 && llvm::any_of(loops, [](LoopLikeOpInterface l) {
        return isa<scf::ForallOp>(l.getOperation());
      })) {
    DiagnosedSilenceableFailure diag =
        emitSilenceableError()
        << "fuse_consumer: a nest of several loops must be all scf.for "
           "(upstream tileAndFuseConsumer cannot fuse through an scf.forall "
           "into a nested loop); pass the scf.forall alone";
    diag.attachNote(loops.front()->getLoc()) << "outermost loop";
    return diag;
  }

  auto notFusible = [&](StringRef why) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "fuse_consumer: cannot fuse the '"
                                       << consumer->getName() << "' " << why;
    diag.attachNote(consumer->getLoc()) << "consumer";
    return diag;
  };
  if (!isa<TilingInterface>(consumer))
    return notFusible("into the loops: it does not implement TilingInterface");
  Operation *outer = loops.front();
  if (llvm::none_of(consumer->getOperands(),
                    [&](Value v) { return v.getDefiningOp() == outer; }))
    return notFusible("into the loops: it uses no result of the outermost "
                      "loop (not a consumer of the tiled op)");

  // mlir::scf::tileAndFuseConsumer may fail after it has modified the IR.
  // Try it first on a copy of the isolated-from-above op around the consumer
  // (e.g. the func.func), so that a failure leaves the payload unchanged.
  std::string reason;
  if (failed(tryFusionOnCopy(consumer, loops, reason))) {
    std::string why = "into the loops: ";
    why += reason.empty()
               ? "mlir::scf::tileAndFuseConsumer failed (e.g. the consumer's "
                 "tile cannot be derived from the producer's tile)"
               : reason;
    return notFusible(why);
  }

  OpBuilder::Listener *listener = rewriter.getListener();
  FusionListener capture(listener);
  rewriter.setListener(&capture);
  rewriter.setInsertionPoint(consumer);
  FailureOr<scf::SCFFuseConsumerOfSliceResult> fused =
      scf::tileAndFuseConsumer(rewriter, consumer, loops);
  rewriter.setListener(listener);
  if (failed(fused))
    return emitDefiniteFailure()
           << "fuse_consumer: fusing the '" << consumer->getName()
           << "' failed after it succeeded on a copy of the payload; the "
              "payload may be modified";

  // Uses of the consumer now read the new loops' results.
  if (consumer->use_empty())
    rewriter.eraseOp(consumer);

  // The fusion leaves dead slices in the innermost body: the producer's
  // tile inserted into, and extracted again from, the full tensor, and the
  // insert_slice that used to produce the loop result. Erase them.
  Block &body = loops.back()->getRegion(0).front();
  for (bool changed = true; changed;) {
    changed = false;
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body))) {
      if ((capture.inserted.contains(&op) || isa<tensor::InsertSliceOp>(op)) &&
          isOpTriviallyDead(&op)) {
        rewriter.eraseOp(&op);
        changed = true;
      }
    }
  }

  results.set(cast<OpResult>(getFusedConsumer()), fused->tiledOps);
  for (auto [result, loop] : llvm::zip_equal(getNewLoops(), loops))
    results.set(cast<OpResult>(result), {loop.getOperation()});
  return DiagnosedSilenceableFailure::success();
}
