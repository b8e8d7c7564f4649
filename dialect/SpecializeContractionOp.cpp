//===- SpecializeContractionOp.cpp - msched.specialize_contraction --------===//
//
// A linalg.generic contraction rewritten as a linalg.contract with the same
// indexing maps (see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/ThreadDiagnosticHandler.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace msched;

void SpecializeContractionOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Whether `v` is block argument `n` of `block`.
static bool isArg(Value v, Block &block, unsigned n) {
  auto arg = dyn_cast<BlockArgument>(v);
  return arg && arg.getOwner() == &block && arg.getArgNumber() == n;
}

std::string msched::whyNotSpecializableContraction(Operation *op) {
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
  // isaContractionOpInterface also accepts unary ops around the multiply
  // and the add (e.g. a negated product), which linalg.contract would drop:
  // only the plain body is rewritten.
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto add = yield.getNumOperands() == 1
                 ? yield.getOperand(0).getDefiningOp<arith::AddFOp>()
                 : arith::AddFOp();
  if (!add || body.getOperations().size() != 3)
    return "its body is not yield(addf(out, mulf(in0, in1)))";
  Value product = isArg(add.getLhs(), body, 2)   ? add.getRhs()
                  : isArg(add.getRhs(), body, 2) ? add.getLhs()
                                                 : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : arith::MulFOp();
  if (!mul ||
      !((isArg(mul.getLhs(), body, 0) && isArg(mul.getRhs(), body, 1)) ||
        (isArg(mul.getLhs(), body, 1) && isArg(mul.getRhs(), body, 0))))
    return "its body is not yield(addf(out, mulf(in0, in1)))";
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
    std::string why = whyNotSpecializableContraction(op);
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "specialize_contraction: cannot rewrite '"
                                 << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
  }
  // Build all the contractions first and verify them (linalg.contract
  // restricts its maps further than the contraction interface); none
  // replaces its generic unless all verify.
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
    contractions.push_back(contract);
    std::string why;
    LogicalResult verified = success();
    {
      msched::ThreadDiagnosticHandler capture(op->getContext(),
                                              [&](Diagnostic &diag) {
                                                if (why.empty())
                                                  why = diag.str();
                                                return success();
                                              });
      verified = mlir::verify(contract);
    }
    if (failed(verified)) {
      for (Operation *built : contractions)
        rewriter.eraseOp(built);
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "specialize_contraction: cannot rewrite '" << op->getName()
          << "': the linalg.contract does not verify: " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
  }
  for (auto [op, contract] : llvm::zip_equal(targets, contractions))
    rewriter.replaceOp(op, contract->getResults());
  results.set(cast<OpResult>(getContraction()), contractions);
  return DiagnosedSilenceableFailure::success();
}
