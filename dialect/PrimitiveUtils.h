//===- PrimitiveUtils.h - Helpers of the msched primitives -----*- C++ -*-===//
//
// Internal to dialect/: small helpers shared by the implementations of the
// schedule primitives.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_DIALECT_PRIMITIVEUTILS_H
#define MSCHED_DIALECT_PRIMITIVEUTILS_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/STLExtras.h"

namespace msched::detail {

/// Sets `result` to the single payload op of `handle`, or returns a
/// silenceable error "<opName>: <what> must be associated with exactly one
/// payload op, got N".
inline mlir::DiagnosedSilenceableFailure
getSinglePayloadOp(mlir::transform::TransformOpInterface transformOp,
                   mlir::transform::TransformState &state, mlir::Value handle,
                   llvm::StringRef what, mlir::Operation *&result) {
  auto ops = state.getPayloadOps(handle);
  int64_t count = llvm::range_size(ops);
  if (count != 1)
    return transformOp.emitSilenceableError()
           << what << " must be associated with exactly one payload op, got "
           << count;
  result = *ops.begin();
  return mlir::DiagnosedSilenceableFailure::success();
}

/// Sets `value` to the single integer held by the param `param`, or returns
/// a silenceable error naming `what`.
inline mlir::DiagnosedSilenceableFailure
getSingleIntParam(mlir::transform::TransformOpInterface transformOp,
                  mlir::transform::TransformState &state, mlir::Value param,
                  llvm::StringRef what, int64_t &value) {
  llvm::ArrayRef<mlir::Attribute> params = state.getParams(param);
  if (params.size() != 1)
    return transformOp.emitSilenceableError()
           << what << " must be associated with exactly one integer, got "
           << params.size() << " values";
  auto attr = llvm::dyn_cast<mlir::IntegerAttr>(params.front());
  if (!attr)
    return transformOp.emitSilenceableError()
           << what << " must be an integer, got " << params.front();
  if (attr.getType().isUnsignedInteger()) {
    if (attr.getValue().getActiveBits() > 63)
      return transformOp.emitSilenceableError()
             << what << " " << attr << " does not fit in i64";
    value = static_cast<int64_t>(attr.getValue().getZExtValue());
    return mlir::DiagnosedSilenceableFailure::success();
  }
  if (attr.getValue().getSignificantBits() > 64)
    return transformOp.emitSilenceableError()
           << what << " " << attr << " does not fit in i64";
  value = attr.getValue().getSExtValue();
  return mlir::DiagnosedSilenceableFailure::success();
}

/// Replaces `slice` by the tile of `producer`'s result `resultNumber` at the
/// slice's offsets and sizes (TilingInterface::generateResultTileValue),
/// rank-reduced to the slice's type: what upstream's fuse_into_containing_op
/// does for a use by a slice. Returns the tile's ops; on failure nothing is
/// replaced (ops the tiling made may stay, dead).
inline mlir::FailureOr<llvm::SmallVector<mlir::Operation *>>
replaceSliceWithTile(mlir::RewriterBase &rewriter,
                     mlir::TilingInterface producer, unsigned resultNumber,
                     mlir::tensor::ExtractSliceOp slice) {
  mlir::OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(slice);
  mlir::FailureOr<mlir::TilingResult> tile = producer.generateResultTileValue(
      rewriter, resultNumber, slice.getMixedOffsets(), slice.getMixedSizes());
  if (mlir::failed(tile) || tile->tiledValues.empty())
    return mlir::failure();
  mlir::FailureOr<mlir::Value> value =
      mlir::tensor::ExtractSliceOp::rankReduceIfNeeded(
          rewriter, slice.getLoc(), tile->tiledValues.front(),
          slice.getType().getShape());
  if (mlir::failed(value))
    return mlir::failure();
  rewriter.replaceOp(slice, *value);
  return tile->tiledOps;
}

} // namespace msched::detail

#endif // MSCHED_DIALECT_PRIMITIVEUTILS_H
