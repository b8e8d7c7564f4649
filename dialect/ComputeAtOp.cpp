//===- ComputeAtOp.cpp - transform.msched.compute_at ----------------------===//
//
// MetaSchedule's Compute-At acting on a Sample-Compute-Location decision:
// root, inline or a tile of the producer at each of its slices in a loop
// (see dialect/MSchedPrimitiveOps.td). The loop case follows upstream's
// fuse_into_containing_op for uses by tensor.extract_slice
// (mlir/lib/Dialect/Linalg/TransformOps/LinalgTransformOps.cpp,
// tileAndFuseFirstExtractUse).
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/ComputeInlineOp.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace msched;

void ComputeAtOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getProducerMutable(), effects);
  transform::onlyReadsHandle(getLoopMutable(), effects);
  transform::onlyReadsHandle(getLocationMutable(), effects);
  transform::modifiesPayload(effects);
}

/// The uses of `producer`'s results, all slices inside `loop`, or a reason
/// why they are not.
static FailureOr<SmallVector<tensor::ExtractSliceOp>>
getSlicesInLoop(Operation *producer, Operation *loop, std::string &reason) {
  SmallVector<tensor::ExtractSliceOp> slices;
  for (Operation *user : producer->getUsers()) {
    auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
    if (!slice) {
      reason = "the producer is used by '" +
               user->getName().getStringRef().str() +
               "', not by a tensor.extract_slice";
      return failure();
    }
    if (!loop->isProperAncestor(slice)) {
      reason = "the producer is used outside the loop";
      return failure();
    }
    if (!llvm::is_contained(slices, slice))
      slices.push_back(slice);
  }
  return slices;
}

/// Erases the trivially dead ops nested in `scope`, and those that become
/// dead, as transform.apply_dce does (the same walk, so the same payload).
static void eraseDeadOps(RewriterBase &rewriter, Operation *scope) {
  llvm::SetVector<Operation *> worklist;
  auto addDefiningOps = [&](Operation *op) {
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *def = operand.getDefiningOp())
          if (scope->isProperAncestor(def))
            worklist.insert(def);
    });
  };
  auto erase = [&](Operation *op) {
    // Nested ops go with it: none may stay in the worklist.
    op->walk([&](Operation *nested) { worklist.remove(nested); });
    rewriter.eraseOp(op);
  };
  scope->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != scope && isOpTriviallyDead(op)) {
      addDefiningOps(op);
      erase(op);
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!isOpTriviallyDead(op))
      continue;
    addDefiningOps(op);
    erase(op);
  }
}

DiagnosedSilenceableFailure
ComputeAtOp::apply(transform::TransformRewriter &rewriter,
                   transform::TransformResults &results,
                   transform::TransformState &state) {
  Operation *producer = nullptr;
  DiagnosedSilenceableFailure got = detail::getSinglePayloadOp(
      *this, state, getProducer(), "compute_at: producer", producer);
  if (!got.succeeded())
    return got;
  int64_t location = 0;
  got = detail::getSingleIntParam(*this, state, getLocation(),
                                  "compute_at: location", location);
  if (!got.succeeded())
    return got;
  if (location < -2)
    return emitSilenceableError()
           << "compute_at: location " << location
           << " is none of -2 (inline), -1 (root) or a loop index";
  if (location == -1)
    return DiagnosedSilenceableFailure::success();

  if (location == -2) {
    // As Sample-Compute-Location offers inline for element-wise ops that
    // linalg cannot fuse into their consumers, an illegal inline is a root.
    if (!canComputeInline(producer))
      return DiagnosedSilenceableFailure::success();
    std::string reason;
    if (failed(computeInline(rewriter, producer, reason))) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "compute_at: inlining failed: " << reason;
      diag.attachNote(producer->getLoc()) << "producer";
      return diag;
    }
    return DiagnosedSilenceableFailure::success();
  }

  Operation *loop = nullptr;
  got = detail::getSinglePayloadOp(
      *this, state, getLoop(),
      "compute_at: loop (location " + std::to_string(location) + ")", loop);
  if (!got.succeeded())
    return got;
  std::string reason;
  if (!isa<scf::ForOp, scf::ForallOp>(loop))
    reason = "the loop is a '" + loop->getName().getStringRef().str() + "'";
  else if (loop->isAncestor(producer))
    reason = "the loop contains the producer";
  auto tileable = dyn_cast<TilingInterface>(producer);
  if (reason.empty() && !tileable)
    reason = "the producer does not implement TilingInterface";
  FailureOr<SmallVector<tensor::ExtractSliceOp>> slices = failure();
  if (reason.empty())
    slices = getSlicesInLoop(producer, loop, reason);
  if (!reason.empty()) {
    DiagnosedSilenceableFailure diag =
        emitSilenceableError()
        << "compute_at: cannot compute the producer at loop " << location
        << ": " << reason;
    diag.attachNote(producer->getLoc()) << "producer";
    return diag;
  }

  for (tensor::ExtractSliceOp slice : *slices) {
    unsigned resultNumber = cast<OpResult>(slice.getSource()).getResultNumber();
    if (failed(detail::replaceSliceWithTile(rewriter, tileable, resultNumber,
                                            slice))) {
      // Earlier slices may be rewritten already: a definite failure.
      DiagnosedSilenceableFailure diag =
          emitDefiniteFailure() << "compute_at: could not tile the producer "
                                   "for a slice in loop "
                                << location;
      diag.attachNote(slice.getLoc()) << "slice";
      return diag;
    }
  }
  rewriter.eraseOp(producer);
  // The tiling leaves dead index computations; erase every trivially dead
  // op of the function, as transform.apply_dce does (so that the trace
  // freezes to fuse_into_containing_op + apply_dce with the same payload).
  if (Operation *scope =
          loop->getParentWithTrait<OpTrait::IsIsolatedFromAbove>())
    eraseDeadOps(rewriter, scope);
  return DiagnosedSilenceableFailure::success();
}
