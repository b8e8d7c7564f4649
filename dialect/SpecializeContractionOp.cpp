//===- SpecializeContractionOp.cpp - msched.specialize_contraction --------===//
//
// A linalg.generic contraction rewritten as a linalg.contract with the same
// indexing maps (see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace msched;

void SpecializeContractionOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Why `op` cannot become a linalg.contract, or "" when it can.
static std::string whyNotSpecializable(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic)
    return "it is not a linalg.generic";
  if (!generic.hasPureTensorSemantics())
    return "it is not on tensors";
  if (!linalg::isaContractionOpInterface(generic))
    return "it is not a contraction (two inputs, one init, projected-"
           "permutation maps, a multiply-add body)";
  Type type = getElementTypeOrSelf(generic.getDpsInitOperand(0)->get());
  if (!isa<FloatType>(type) ||
      llvm::any_of(generic.getDpsInputs(), [&](Value input) {
        return getElementTypeOrSelf(input.getType()) != type;
      }))
    return "its operands are not of one float type";
  return "";
}

DiagnosedSilenceableFailure
SpecializeContractionOp::apply(transform::TransformRewriter &rewriter,
                               transform::TransformResults &results,
                               transform::TransformState &state) {
  // A handle may list an op twice; it is rewritten once.
  llvm::SetVector<Operation *> targets;
  for (Operation *op : state.getPayloadOps(getTarget()))
    targets.insert(op);
  for (Operation *op : targets) {
    std::string why = whyNotSpecializable(op);
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "specialize_contraction: cannot rewrite '"
                                 << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
  }
  SmallVector<Operation *> contractions;
  for (Operation *op : targets) {
    auto generic = cast<linalg::GenericOp>(op);
    rewriter.setInsertionPoint(generic);
    // The discardable attributes (msched.block, ...) come along.
    SmallVector<NamedAttribute> attrs =
        llvm::to_vector(generic->getDiscardableAttrs());
    auto contract = linalg::ContractOp::create(
        rewriter, generic.getLoc(), generic->getResultTypes(),
        generic.getDpsInputs(), generic.getDpsInits(),
        generic.getIndexingMaps(), attrs);
    rewriter.replaceOp(generic, contract->getResults());
    contractions.push_back(contract);
  }
  results.set(cast<OpResult>(getContraction()), contractions);
  return DiagnosedSilenceableFailure::success();
}
