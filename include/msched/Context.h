//===- Context.h - The MLIR context msched works in -------------*- C++ -*-===//
//
// One place that knows which dialects, extensions and translations msched
// needs, so every tool and test builds the same context.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_CONTEXT_H
#define MSCHED_CONTEXT_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include <memory>

namespace msched {

/// Adds every upstream dialect, dialect extension (including the
/// TilingInterface external models) and LLVM IR translation to `registry`.
void registerAllUpstream(mlir::DialectRegistry &registry);

/// Registers every upstream pass so textual pass pipelines can name them.
/// Idempotent.
void registerAllUpstreamPasses();

/// A context with everything of registerAllUpstream, multithreading off (the
/// tools and the worker are single-threaded; parallelism belongs to the
/// measured code).
std::unique_ptr<mlir::MLIRContext> makeContext();

} // namespace msched

#endif // MSCHED_CONTEXT_H
