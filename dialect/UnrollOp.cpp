//===- UnrollOp.cpp - transform.msched.unroll -----------------------------===//
//
// Unrolling of scf.for loops by a factor given as a parameter (see
// dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace msched;

void UnrollOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::onlyReadsHandle(getFactorMutable(), effects);
  transform::modifiesPayload(effects);
}

std::optional<int64_t> msched::completeUnrollTripCount(scf::ForOp loop,
                                                       int64_t factor) {
  std::optional<APInt> trips = loop.getStaticTripCount();
  if (trips && trips->ule(static_cast<uint64_t>(factor)))
    return static_cast<int64_t>(trips->getZExtValue());
  return std::nullopt;
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
  if (factor <= 1)
    return DiagnosedSilenceableFailure::success();

  for (scf::ForOp forOp : loops) {
    Location loc = forOp.getLoc();
    LogicalResult unrolled = success();
    if (completeUnrollTripCount(forOp, factor))
      unrolled = loopUnrollFull(forOp);
    else
      unrolled = loopUnrollByFactor(forOp, static_cast<uint64_t>(factor));
    if (failed(unrolled)) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "unroll: could not unroll the scf.for by " << factor;
      diag.attachNote(loc) << "payload op";
      return diag;
    }
  }
  return DiagnosedSilenceableFailure::success();
}
