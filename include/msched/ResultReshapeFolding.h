//===- ResultReshapeFolding.h - Results reshaped into their buffer -*- C++
//-*-===//
//
// The pass `msched-fold-result-reshapes`: a task result that is a
// tensor.collapse_shape or tensor.expand_shape of a computed tensor, stored
// into the caller's buffer by bufferization.materialize_in_destination (the
// builder's entry point, Lowering.cpp), is stored instead as the computed
// tensor into a memref.expand_shape / memref.collapse_shape view of that
// buffer, made at the start of the buffer's block. Empty-tensor
// elimination then lets the computation write the caller's buffer in
// place; it does not see through tensor reshapes, so before, the result
// was computed into a temporary and copied by one thread after the
// parallel region (a grouped convolution's 1x28x28x4x32 result collapsed
// to 1x28x28x128: 401 KB copied per call). Applies to static shapes and
// to a buffer that is a block argument with the identity layout (any
// reassociation is then a valid view); other stores are left as they are.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_RESULTRESHAPEFOLDING_H
#define MSCHED_RESULTRESHAPEFOLDING_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-fold-result-reshapes` (on any op).
std::unique_ptr<mlir::Pass> createFoldResultReshapesPass();

} // namespace msched

#endif // MSCHED_RESULTRESHAPEFOLDING_H
