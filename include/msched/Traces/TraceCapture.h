//===- TraceCapture.h - Reading handles back into C++ -----*- C++ -*-===//
//
// The mechanism behind msched::Schedule's eager steps (shared/reference/
// mlir22.md, "Eager schedule building"): a transform op,
// `transform.msched_schedule.capture`, placed after the op of a step inside a
// throw-away sequence, copies what its operands are associated with (payload
// ops, params, payload values) into a CaptureStateExtension that the caller
// installed through applyTransforms' stateInitializer. The capture op is never
// part of a trace.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TRACECAPTURE_H
#define MSCHED_TRACECAPTURE_H

#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace msched {

/// What one transform value is associated with. Exactly one of the three
/// lists is meaningful, by the value's type: op handles fill `ops`, params
/// `params`, value handles `values`.
struct CapturedPayload {
  llvm::SmallVector<mlir::Operation *> ops;
  llvm::SmallVector<mlir::Attribute> params;
  llvm::SmallVector<mlir::Value> values;
};

/// The TransformState extension the capture op appends to, one entry per
/// captured operand, in operand order (several capture ops append in
/// execution order).
class CaptureStateExtension
    : public mlir::transform::TransformState::Extension {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CaptureStateExtension)
  CaptureStateExtension(mlir::transform::TransformState &state,
                        std::vector<CapturedPayload> &out)
      : Extension(state), out(&out) {}
  std::vector<CapturedPayload> &captured() { return *out; }

private:
  std::vector<CapturedPayload> *out;
};

/// Builds `transform.msched_schedule.capture` ops reading `handles`, in chunks
/// of at most 8 operands (MLIR's consumed-operand queries are quadratic in the
/// operand count). Requires registerTraceCaptureExtension in the context.
void buildCaptureOps(mlir::OpBuilder &builder, mlir::Location loc,
                     mlir::ValueRange handles);

/// Registers the capture op (a Transform-dialect extension).
void registerTraceCaptureExtension(mlir::DialectRegistry &registry);

} // namespace msched

#endif // MSCHED_TRACECAPTURE_H
