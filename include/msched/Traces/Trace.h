//===- Trace.h - Traces: instructions and decisions, MLIR form --*- C++ -*-===//
//
// A trace (MetaSchedule's Trace) is the ordered list of transform ops a
// schedule executed -- its *instructions* -- with the *decisions* of its
// sampling instructions. Its MLIR form is a module
//
//   module attributes {transform.with_named_sequence, msched.func = "f"} {
//     transform.named_sequence @__transform_main(
//         %root: !transform.any_op {transform.readonly}) {
//       %f = transform.structured.match ops{["func.func"]} in %root ...
//       %t:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2
//                decision = [4, 32] : ...
//       ...
//       transform.yield
//     }
//   }
//
// that `msched-opt WORKLOAD --transform-preload-library=transform-library-
// paths=TRACE.mlir --transform-interpreter` (or msched's replay, TraceReplay.h)
// runs on the workload. The instructions are the ops of the entry sequence's
// body before its terminator; instruction indices count them from 0. A
// sampling instruction is an op named `transform.msched.sample_*`; its
// decision is its `decision` attribute (absent until it has sampled).
// `msched.func` (optional) names the task the trace was built for.
//
// The JSON form is in TraceJson.h; replay in TraceReplay.h.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TRACE_H
#define MSCHED_TRACE_H

#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>

namespace msched {

/// Name of the entry named sequence of a trace.
inline constexpr llvm::StringLiteral kTraceEntryName = "__transform_main";
/// Module attribute (a string) naming the task a trace was built for.
inline constexpr llvm::StringLiteral kTraceFuncAttrName = "msched.func";
/// Name of the decision attribute of sampling instructions.
inline constexpr llvm::StringLiteral kDecisionAttrName = "decision";

/// Registers everything traces and schedules use beyond the upstream
/// dialects: the msched Transform-dialect extension (sampling ops) and the
/// schedule's capture op (TraceCapture.h).
void registerTraceExtensions(mlir::DialectRegistry &registry);

/// Adds `extension` to what registerTraceExtensions registers, for the
/// transform ops of a module plugin (Modules/ModulePlugin.h): every context
/// that schedules, parses or replays traces afterwards knows them. Call it
/// before those contexts are made. Thread-safe.
void addTraceExtension(std::function<void(mlir::DialectRegistry &)> extension);

/// Adds registerTraceExtensions to `ctx` (for a context built without them,
/// e.g. by msched::makeContext()) and loads the Transform dialect. Idempotent.
/// Not thread-safe: call it before other threads use `ctx`.
void loadTraceExtensions(mlir::MLIRContext &ctx);

/// Whether `op` is a sampling instruction (`transform.msched.sample_*`).
bool isSamplingInstruction(mlir::Operation *op);

/// The decision of a sampling instruction: a DenseI64ArrayAttr for
/// sample_perfect_tile, an IntegerAttr for the others; null when the op has
/// not sampled yet or is not a sampling instruction.
mlir::Attribute getDecision(mlir::Operation *op);

/// Makes a decision attribute for sampling instruction `op` from integers: an
/// array for sample_perfect_tile (or whenever `op` already holds an array
/// decision), one i64 otherwise. Emits an error at `op` and fails when `op`
/// is not a sampling instruction or a scalar decision gets != 1 value.
mlir::FailureOr<mlir::Attribute> makeDecision(mlir::Operation *op,
                                              llvm::ArrayRef<int64_t> values);

/// A trace in MLIR form. Owns its module; move-only (see clone()).
class Trace {
public:
  /// An empty trace in `ctx`: `@__transform_main(%root: !transform.any_op
  /// {transform.readonly})` holding only its terminator. Calls
  /// loadTraceExtensions(*ctx).
  static Trace create(mlir::MLIRContext *ctx, llvm::StringRef funcName = "");

  /// Takes `module` as a trace. Fails, with an error at the module, when it
  /// lacks `transform.with_named_sequence` or a `transform.named_sequence
  /// @__transform_main` with one transform-handle argument and no results.
  static mlir::FailureOr<Trace>
  fromModule(mlir::OwningOpRef<mlir::ModuleOp> module);

  /// Verifies a parsed or decoded trace module: first each nested op on its
  /// own, innermost first, then the whole module. The order matters: the
  /// Transform dialect's module-level check of named sequences asks the
  /// effects of ops not verified yet, and an op with a missing operand there
  /// reads out of bounds (found by fuzzing: a JSON transform.annotate with
  /// no operand made it allocate gigabytes). Also refuses what MLIR 22's
  /// interpreter would crash on: a tile_using_forall whose tile sizes are all
  /// (possibly) 0.
  static mlir::LogicalResult verifyModule(mlir::ModuleOp module);

  /// Parses the MLIR form (syntax errors go to the context's diagnostic
  /// handler, located in `bufferName`), then checks it as fromModule.
  static mlir::FailureOr<Trace> parse(llvm::StringRef text,
                                      mlir::MLIRContext *ctx,
                                      llvm::StringRef bufferName = "trace");

  Trace(Trace &&) = default;
  Trace &operator=(Trace &&) = default;
  Trace(const Trace &) = delete;
  Trace &operator=(const Trace &) = delete;

  /// A deep copy.
  Trace clone() const;

  mlir::MLIRContext *getContext() const { return getModule()->getContext(); }
  mlir::ModuleOp getModule() const { return *module; }
  mlir::transform::NamedSequenceOp getEntry() const;
  /// The entry's `%root` argument.
  mlir::BlockArgument getRoot() const;

  /// The task name recorded in `msched.func`, or "".
  llvm::StringRef getFuncName() const;
  void setFuncName(llvm::StringRef name);

  /// Number of instructions (terminator excluded).
  size_t size() const;
  /// The instructions in order.
  llvm::SmallVector<mlir::Operation *> getInstructions() const;
  /// Instruction `index`, or null when out of range.
  mlir::Operation *getInstruction(size_t index) const;

  /// (instruction index, decision) of every sampling instruction that has a
  /// decision, in order (MetaSchedule's Trace.decisions).
  llvm::SmallVector<std::pair<size_t, mlir::Attribute>> getDecisions() const;

  /// A copy whose instruction `index` has decision `decision` (MetaSchedule's
  /// WithDecision). The decision is validated against the payload only when
  /// replayed. Emits an error and fails when there is no instruction `index`,
  /// when it is not a sampling instruction, or when the op no longer verifies
  /// with the new decision.
  mlir::FailureOr<Trace> withDecision(size_t index,
                                      mlir::Attribute decision) const;

  /// A copy without the instructions whose results are unused and that do not
  /// modify the payload nor consume a handle (MetaSchedule's Simplified, a
  /// dead-code elimination): e.g. a sampling instruction whose params nobody
  /// uses, or a match whose handle nobody uses. Ops whose effects are unknown
  /// are kept.
  Trace simplified() const;

  /// The printed MLIR form (custom syntax, no locations).
  std::string str() const;

private:
  explicit Trace(mlir::OwningOpRef<mlir::ModuleOp> module)
      : module(std::move(module)) {}
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

} // namespace msched

#endif // MSCHED_TRACE_H
