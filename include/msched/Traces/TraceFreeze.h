//===- TraceFreeze.h - Traces for stock mlir-opt -----------------*- C++
//-*-===//
//
// Freezing a trace: the schedule it replays, written with upstream transform
// ops only, so that a stock `mlir-opt -transform-interpreter` (no msched
// dialect extension loaded) reproduces it:
//
//   mlir-opt-22 WORKLOAD --transform-preload-library=transform-library-paths=
//               FROZEN.mlir --transform-interpreter
//
// gives the payload that msched-opt gives with the original trace. The
// frozen trace keeps no sampling: it reproduces one schedule, not a design
// space (use the original trace to tune or mutate).
//
// What freezing rewrites (`transform.msched.*` ops; everything else is kept):
//  - sample_perfect_tile / sample_categorical: each param they return becomes
//    a `transform.param.constant` holding the decided value;
//  - sample_compute_location: its `index` becomes a constant, its `loop`
//    handle (when used) `transform.get_consumers_of_result` of the producer
//    followed by `transform.get_parent_op {nth_parent = N, deduplicate}`,
//    with the result number and N read from the payload;
//  - multiply: folded into a constant;
//  - unroll: dropped for a factor of 0 or 1, else `transform.loop.unroll`
//    (with the trip count as the factor where msched unrolls completely);
//  - rfactor: `transform.structured.tile_reduction_using_for` (the other
//    reduction loops by 1, as msched does) or `_using_forall` (parallel);
//  - then unused instructions are dropped (Trace::simplified).
// The other msched primitives (fuse_consumer, compute_inline, reorder,
// cache_read, peel_padding, split_grouped_conv, specialize_contraction --
// which the modules apply to every generic contraction they vectorize, e.g.
// a batch matmul with a folded transpose -- and the convolution
// decompositions) have no upstream equivalent: freezing a trace that uses
// one fails with an error naming the instruction, as does an msched op
// nested in a region. Transform ops of module plugins are kept as they are:
// stock mlir-opt needs the plugin's extension to load them.
//
// The frozen trace is checked before it is returned: replayed on the task,
// it must give exactly the payload of the original trace.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TRACEFREEZE_H
#define MSCHED_TRACEFREEZE_H

#include "msched/Traces/Trace.h"
#include "msched/Traces/TraceReplay.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace msched {

/// Freezes `trace` for the task of `workload` that `options` selects (see
/// ReplayOptions; sampling instructions without a decision draw one from
/// options.seed first). The workload is not modified. Fails, with errors
/// through the context's handler:
///  - when the trace does not replay on the task (the replay's errors);
///  - at the instruction, when it has no upstream form ("instruction #I
///    'transform.msched.cache_read' has no upstream equivalent ...") or its
///    decision cannot be expressed for this payload (e.g. an unroll whose
///    loops would need different factors);
///  - at the task's function, when the frozen trace does not reproduce the
///    original's payload (a defect of freezing, reported, never returned).
/// When `replayed` is non-null and the trace replays, it receives the trace
/// with the decisions drawn during the replay (as replayTrace's).
mlir::FailureOr<Trace> freezeTrace(mlir::ModuleOp workload, const Trace &trace,
                                   const ReplayOptions &options = {},
                                   Trace *replayed = nullptr);

} // namespace msched

#endif // MSCHED_TRACEFREEZE_H
