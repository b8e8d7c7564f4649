//===- TraceCapture.cpp - The eager schedule's capture op -----------------===//

#include "msched/Traces/TraceCapture.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include <algorithm>

#define GET_OP_CLASSES
#include "TraceCapture.h.inc"

using namespace mlir;

#define GET_OP_CLASSES
#include "TraceCapture.cpp.inc"

void msched::CaptureOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::onlyReadsHandle(getHandlesMutable(), effects);
}

DiagnosedSilenceableFailure
msched::CaptureOp::apply(transform::TransformRewriter &,
                         transform::TransformResults &,
                         transform::TransformState &state) {
  auto *ext = state.getExtension<CaptureStateExtension>();
  if (!ext)
    return emitDefiniteFailure()
           << "transform.msched_schedule.capture only runs inside "
              "msched::Schedule (no CaptureStateExtension installed)";
  for (Value handle : getHandles()) {
    CapturedPayload payload;
    Type type = handle.getType();
    if (isa<transform::TransformHandleTypeInterface>(type))
      llvm::append_range(payload.ops, state.getPayloadOps(handle));
    else if (isa<transform::TransformParamTypeInterface>(type))
      llvm::append_range(payload.params, state.getParams(handle));
    else
      llvm::append_range(payload.values, state.getPayloadValues(handle));
    ext->captured().push_back(std::move(payload));
  }
  return DiagnosedSilenceableFailure::success();
}

void msched::buildCaptureOps(OpBuilder &builder, Location loc,
                             ValueRange handles) {
  constexpr size_t kChunk = 8;
  for (size_t i = 0, e = handles.size(); i < e; i += kChunk)
    CaptureOp::create(builder, loc, handles.slice(i, std::min(kChunk, e - i)));
}

namespace {
class TraceCaptureExtension
    : public transform::TransformDialectExtension<TraceCaptureExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TraceCaptureExtension)
  using Base::Base;
  void init() {
    registerTransformOps<
#define GET_OP_LIST
#include "TraceCapture.cpp.inc"
        >();
  }
};
} // namespace

void msched::registerTraceCaptureExtension(DialectRegistry &registry) {
  registry.addExtensions<TraceCaptureExtension>();
}
