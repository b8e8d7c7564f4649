//===- ThreadDiagnosticHandler.h - A handler for one thread -----*- C++ -*-===//
//
// An MLIR context has one stack of diagnostic handlers for all threads: the
// most recently registered handler sees every diagnostic first. When
// parallelFor (ParallelFor.h) replays candidates on several threads, a
// handler that captures a replay's errors must take only the diagnostics
// of the thread that registered it, or one candidate's failure would be
// recorded as another's. ThreadDiagnosticHandler passes the others on
// (returns failure, so the engine tries the next handler).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_THREADDIAGNOSTICHANDLER_H
#define MSCHED_THREADDIAGNOSTICHANDLER_H

#include "mlir/IR/Diagnostics.h"

#include <thread>
#include <utility>

namespace msched {

/// A ScopedDiagnosticHandler that handles only the diagnostics emitted on
/// the thread that created it; `handler` returns success() when it handled
/// the diagnostic, as for ScopedDiagnosticHandler.
class ThreadDiagnosticHandler : public mlir::ScopedDiagnosticHandler {
public:
  template <typename FuncTy>
  ThreadDiagnosticHandler(mlir::MLIRContext *ctx, FuncTy &&handler)
      : mlir::ScopedDiagnosticHandler(ctx) {
    setHandler([owner = std::this_thread::get_id(),
                handler = std::forward<FuncTy>(handler)](
                   mlir::Diagnostic &diag) -> mlir::LogicalResult {
      if (std::this_thread::get_id() != owner)
        return mlir::failure();
      return handler(diag);
    });
  }
};

} // namespace msched

#endif // MSCHED_THREADDIAGNOSTICHANDLER_H
