//===- ElidedResourceFilling.h - Values for elided weights ------*- C++ -*-===//
//
// The pass `msched-fill-elided-resources`: models exported without their
// weights carry `dense_resource<__elided__>` constants whose blob is absent,
// which fail at translation to LLVM IR ("resource does not exist"). Each
// such arith.constant becomes a splat of its type: kElidedFloatValue for
// floats, 0 for integers. Timing does not depend on the values; outputs are
// still checked, against a reference built the same way. Constants whose
// resource has a blob are left alone. First in the builder's pipeline
// (Lowering.cpp), so reference and candidates see the same values.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_ELIDEDRESOURCEFILLING_H
#define MSCHED_ELIDEDRESOURCEFILLING_H

#include "mlir/IR/Operation.h"
#include "mlir/Pass/Pass.h"

#include <cstdint>
#include <memory>

namespace msched {

/// The value an elided float constant gets: small, so that a deep model's
/// activations stay finite.
inline constexpr double kElidedFloatValue = 0.01;

/// Replaces the elided dense_resource constants under `root` (see above);
/// returns how many.
int64_t fillElidedResources(mlir::Operation *root);

/// The pass `msched-fill-elided-resources` (on any op).
std::unique_ptr<mlir::Pass> createFillElidedResourcesPass();

} // namespace msched

#endif // MSCHED_ELIDEDRESOURCEFILLING_H
