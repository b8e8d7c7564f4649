//===- UnrollOp.cpp - transform.msched.unroll -----------------------------===//
//
// Unrolling of scf.for loops by a factor given as a parameter (see
// dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace msched;

void UnrollOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::onlyReadsHandle(getFactorMutable(), effects);
  transform::modifiesPayload(effects);
}

/// The 1-D vectors (or scalars) a value of type `t` holds.
static int64_t rowsOf(Type t) {
  auto vec = dyn_cast<VectorType>(t);
  if (!vec || vec.getRank() == 0 || vec.isScalable())
    return 1;
  return std::max<int64_t>(1, vec.getNumElements() / vec.getShape().back());
}

/// Whether `op` is one step of TVM's count: an arithmetic op or a write.
static std::optional<Type> stepType(Operation *op) {
  StringRef dialect = op->getDialect() ? op->getDialect()->getNamespace() : "";
  if (isa<vector::ContractionOp, vector::FMAOp, vector::OuterProductOp,
          vector::ReductionOp, vector::MultiDimReductionOp>(op) ||
      ((dialect == "arith" || dialect == "math") &&
       !isa<arith::ConstantOp>(op) &&
       !llvm::all_of(op->getResultTypes(), [](Type t) { return t.isIndex(); })))
    return op->getNumResults() ? op->getResult(0).getType() : Type();
  if (auto write = dyn_cast<vector::TransferWriteOp>(op))
    return write.getVector().getType();
  if (auto store = dyn_cast<vector::StoreOp>(op))
    return store.getValueToStore().getType();
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return store.getValue().getType();
  if (isa<tensor::InsertOp, tensor::InsertSliceOp>(op))
    return op->getOperand(0).getType();
  return std::nullopt;
}

int64_t msched::unrollSteps(Block &body) {
  int64_t steps = 0;
  for (Operation &op : body) {
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      std::optional<APInt> trips = forOp.getStaticTripCount();
      int64_t n = trips ? static_cast<int64_t>(trips->getZExtValue()) : 1;
      steps += n * unrollSteps(*forOp.getBody());
      continue;
    }
    if (std::optional<Type> t = stepType(&op))
      steps += *t ? rowsOf(*t) : 1;
    for (Region &region : op.getRegions())
      for (Block &block : region)
        steps += unrollSteps(block);
  }
  return std::max<int64_t>(1, steps);
}

UnrollPlan msched::planUnroll(scf::ForOp loop, int64_t factor, bool maxSteps) {
  if (factor <= 1)
    return {};
  // At least 1, so that a loop of one iteration is still replaced by its
  // body, as without max_steps (and as upstream's factor 1 does).
  if (maxSteps)
    factor = std::max<int64_t>(1, factor / unrollSteps(*loop.getBody()));
  std::optional<APInt> trips = loop.getStaticTripCount();
  if (trips && trips->ule(static_cast<uint64_t>(factor)))
    return {static_cast<int64_t>(trips->getZExtValue()), /*complete=*/true};
  return {factor, /*complete=*/false};
}

DiagnosedSilenceableFailure
UnrollOp::apply(transform::TransformRewriter &rewriter,
                transform::TransformResults &results,
                transform::TransformState &state) {
  int64_t factor = 0;
  DiagnosedSilenceableFailure got = detail::getSingleIntParam(
      *this, state, getFactor(), "unroll: factor", factor);
  if (!got.succeeded())
    return got;
  if (factor < 0)
    return emitSilenceableError()
           << "unroll: factor " << factor << " is negative";

  // Check every target before unrolling any.
  SmallVector<scf::ForOp> loops;
  for (Operation *op : state.getPayloadOps(getTarget())) {
    auto forOp = dyn_cast<scf::ForOp>(op);
    if (!forOp) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "unroll: the payload op '" << op->getName()
                                 << "' is not an scf.for";
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    std::optional<int64_t> step = getConstantIntValue(forOp.getStep());
    if (step && *step <= 0) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "unroll: the scf.for has a non-positive step " << *step;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    loops.push_back(forOp);
  }
  for (scf::ForOp forOp : loops) {
    Location loc = forOp.getLoc();
    UnrollPlan plan = planUnroll(forOp, factor, getMaxSteps());
    if (!plan.complete && plan.factor <= 1)
      continue;
    LogicalResult unrolled = success();
    if (plan.complete)
      unrolled = loopUnrollFull(forOp);
    else
      unrolled = loopUnrollByFactor(forOp, static_cast<uint64_t>(plan.factor));
    if (failed(unrolled)) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "unroll: could not unroll the scf.for by " << plan.factor;
      diag.attachNote(loc) << "payload op";
      return diag;
    }
  }
  return DiagnosedSilenceableFailure::success();
}
