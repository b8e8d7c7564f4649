//===- ParallelFor.h - Independent IR work on a few threads -----*- C++ -*-===//
//
// The search replays hundreds of candidate traces per generation, each on a
// payload of its own (MetaSchedule's evolutionary search does the same work
// with parallel_for_dynamic, one state per thread). parallelFor runs such
// independent work items on short-lived threads of this process.
//
// msched's contexts are created with multithreading disabled (Context.h):
// the tools run single-threaded pass pipelines, and no thread pool should
// outlive a phase. parallelFor enables the context's multithreading (locks
// in the type and attribute uniquers) for the duration of the loop and
// restores it after; the context's own thread pool is not used.
//
// What `body` may do: build and transform IR that it owns (a cloned
// payload, a cloned trace), read IR that no item modifies, create types and
// attributes. What it must not do: load dialects or append to the
// context's registry (do that before the loop), query op order
// (isBeforeInBlock, dominance) or verify IR that another item may read too
// (the order cache is written lazily), or let a diagnostic reach a handler
// of another thread (use ThreadDiagnosticHandler.h for the handlers that
// run inside the loop).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_PARALLELFOR_H
#define MSCHED_PARALLELFOR_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace msched {

/// The number of threads parallelFor uses for `requested` (0: one per
/// hardware thread of this host).
unsigned resolveThreadCount(unsigned requested);

/// Calls `body(i)` for every i in [0, count), on up to `threads` threads
/// (0: one per hardware thread; the calling thread is one of them), items
/// taken in increasing order as threads become free. Sequential, in order,
/// when threads <= 1 or count <= 1, or when --mlir-disable-threading keeps
/// the context single-threaded. Returns when every call has returned.
/// Results must not depend on which thread ran an item: write each item's
/// result into its own slot.
void parallelFor(mlir::MLIRContext *ctx, size_t count, unsigned threads,
                 llvm::function_ref<void(size_t)> body);

} // namespace msched

#endif // MSCHED_PARALLELFOR_H
