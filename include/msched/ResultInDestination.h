//===- ResultInDestination.h - Results computed in the caller's buffer -*-===//
//
// The pass `msched-results-in-destination`: a task result stored into the
// caller's buffer by bufferization.materialize_in_destination (the
// builder's entry point, Lowering.cpp) whose computation starts from a
// tensor.empty (followed back through the tensors each op writes in place:
// an insert_slice's destination, a destination-style op's init, an
// scf.forall's shared_outs, an scf.for's iteration argument) gets that
// buffer in place of the empty for every use of the empty
// (bufferization.to_tensor of the buffer, restrict and writable).
//
// Why: upstream's empty-tensor elimination replaces only the uses of an
// empty on the path it followed, and does not follow extract_slice. When
// the parts of a split op each have a fill of their own (the whole fill
// gone: transform.msched.privatize_init_fill), the parts read slices of
// the empty too, and the result was computed into a temporary and copied
// (DEP on Zen 4: 4x slower). The empty's contents are undefined, so any use
// may read the buffer instead; bufferization's analysis still copies
// where an in-place write would conflict.
//
// Applies to a static empty of the result's type in the same block as the
// store, whose buffer is a block argument or is defined before the empty.
//
// A store whose empty other results (stored or returned) are computed from
// too becomes bufferization.to_buffer (read_only) + memref.copy instead, so
// that upstream's empty-tensor elimination cannot give the empty this
// buffer either: bufferization's analysis does not see a memref destination
// as an alias, and a result copied there would overwrite a value that a
// later store still reads (`return %conv, %fill`, %fill the convolution's
// init, stored the convolution's values twice).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_RESULTINDESTINATION_H
#define MSCHED_RESULTINDESTINATION_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-results-in-destination` (on any op).
std::unique_ptr<mlir::Pass> createResultsInDestinationPass();

} // namespace msched

#endif // MSCHED_RESULTINDESTINATION_H
