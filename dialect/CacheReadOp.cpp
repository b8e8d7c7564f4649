//===- CacheReadOp.cpp - transform.msched.cache_read ----------------------===//
//
// MetaSchedule's Cache-Read on tensors: one input of a linalg op replaced by
// a copy into a fresh tensor (see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace msched;

void CacheReadOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::onlyReadsHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Why input `index` of `op` cannot be cached, or "" when it can.
static std::string whyNotCacheable(Operation *op, int64_t index) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return "it is not a linalg op";
  if (!linalgOp.hasPureTensorSemantics())
    return "it is not on tensors";
  if (index < 0 || index >= linalgOp.getNumDpsInputs())
    return "it has " + std::to_string(linalgOp.getNumDpsInputs()) +
           " inputs, no input " + std::to_string(index);
  auto type = dyn_cast<RankedTensorType>(
      linalgOp.getDpsInputOperand(index)->get().getType());
  if (!type || !type.hasStaticShape())
    return "input " + std::to_string(index) +
           " is not a statically shaped tensor";
  return "";
}

DiagnosedSilenceableFailure
CacheReadOp::apply(transform::TransformRewriter &rewriter,
                   transform::TransformResults &results,
                   transform::TransformState &state) {
  int64_t index = getOperand();
  // A handle may list an op twice; its input is cached once.
  llvm::SetVector<Operation *> unique;
  for (Operation *op : state.getPayloadOps(getTarget()))
    unique.insert(op);
  SmallVector<linalg::LinalgOp> targets;
  for (Operation *op : unique) {
    std::string why = whyNotCacheable(op, index);
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "cache_read: cannot cache an input of '"
                                 << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    targets.push_back(cast<linalg::LinalgOp>(op));
  }
  SmallVector<Operation *> copies;
  for (linalg::LinalgOp op : targets) {
    OpOperand *input = op.getDpsInputOperand(index);
    auto type = cast<RankedTensorType>(input->get().getType());
    rewriter.setInsertionPoint(op);
    Location loc = op.getLoc();
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          type.getElementType());
    auto copy = linalg::CopyOp::create(rewriter, loc, input->get(), empty);
    rewriter.modifyOpInPlace(op, [&] { input->set(copy->getResult(0)); });
    copies.push_back(copy);
  }
  results.set(cast<OpResult>(getCopy()), copies);
  return DiagnosedSilenceableFailure::success();
}
