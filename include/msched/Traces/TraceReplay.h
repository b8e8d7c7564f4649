//===- TraceReplay.h - Applying a trace to a workload -----------*- C++ -*-===//
//
// Replay (MetaSchedule's Trace::ApplyToSchedule): a trace (Trace.h) applied to
// a fresh copy of the task it was built for. Sampling instructions with a
// decision validate and replay it; those without one sample from an engine
// seeded with ReplayOptions::seed and record their decision.
//
// Replaying the trace a msched::Schedule built, on the same task, gives the
// same payload as the Schedule (DESIGN.md, invariant 1), as does
//
//   msched-opt WORKLOAD --transform-preload-library=transform-library-paths=T
//              --transform-interpreter
//
// for a workload with one function.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TRACEREPLAY_H
#define MSCHED_TRACEREPLAY_H

#include "msched/Traces/Trace.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>

namespace msched {

struct ReplayOptions {
  /// The task to replay on. Empty: the trace's `msched.func` when the
  /// workload has that function, else the workload's only function.
  std::string funcName;
  /// Seed for sampling instructions that have no decision.
  uint64_t seed = 0;
  /// The Transform interpreter's expensive checks (handle invalidation).
  bool expensiveChecks = true;
  /// Load the trace's dialect extensions into the context first
  /// (loadTraceExtensions). False when the caller has, and replays on
  /// several threads (ParallelFor.h): loading changes the context.
  bool loadExtensions = true;
};

/// The payload of task `funcName` of `workload`: a clone of the workload
/// module without its other `func.func`s (other ops are kept), except those
/// it calls (directly or not: a model and its extracted tasks). Emits "no
/// function @NAME in the workload" at the workload and fails when it has no
/// such function.
mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
extractTask(mlir::ModuleOp workload, llvm::StringRef funcName);

/// The function a replay of `trace` on `workload` uses (see
/// ReplayOptions::funcName). Emits an error at the workload and fails when
/// `requested` is not a function of it, or when nothing is requested, the
/// trace's function is not in the workload and the workload does not have
/// exactly one function.
mlir::FailureOr<std::string> resolveTaskName(mlir::ModuleOp workload,
                                             const Trace &trace,
                                             llvm::StringRef requested);

/// Applies `trace` to `payload` in place (%root = `payload`), installing an
/// engine seeded with options.seed. Sampling instructions of `trace` without
/// a decision record the one they drew (so `trace` is modified). Errors of
/// the instructions (e.g. "decision [4, 32] of sample_perfect_tile: product
/// 128 != extent 256 of loop 0") are emitted at the instruction, through the
/// context's handler; the payload is then partially transformed.
mlir::LogicalResult applyTrace(mlir::Operation *payload, Trace &trace,
                               const ReplayOptions &options = {});

/// Replays `trace` on a fresh copy of a task of `workload` (the workload is
/// not modified) and returns the scheduled module: a module holding the
/// task's function, ready for msched::Runner::measure (print it with
/// msched::printOp). When `replayed` is non-null it receives a copy of the
/// trace with the decisions drawn during the replay. Fails with the errors of
/// resolveTaskName, extractTask and applyTrace, followed by "the trace does
/// not fit function @NAME of the workload" at the function.
mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
replayTrace(mlir::ModuleOp workload, const Trace &trace,
            const ReplayOptions &options = {}, Trace *replayed = nullptr);

} // namespace msched

#endif // MSCHED_TRACEREPLAY_H
