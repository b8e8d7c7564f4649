//===- Workload.h - Loading and validating workloads ------------*- C++ -*-===//
//
// A workload is an MLIR file. Each public `func.func` whose body is linalg ops
// (named or generic) on static-shaped tensors, with tensor.empty, linalg.fill,
// tensor.pad and the like, is a *task* (MetaSchedule's TuneContext workload).
//
// Size limit: every tensor of a task (argument, result, or one made in its
// body) holds at most kMaxTensorBytes (2^34 bytes, 16 GiB) as a dense buffer;
// a larger one, or one whose byte size overflows int64, fails validation
// before anything is built or allocated. The limit is fixed, not taken from
// the machine, so a workload validates the same everywhere.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_WORKLOAD_H
#define MSCHED_WORKLOAD_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace msched {

/// Element types of task arguments and results msched can build, run and
/// check. Integers are signless as in MLIR: whether an i8 operand is read as
/// unsigned (u8) or signed (s8) is up to the ops that extend it (arith.extui
/// or arith.extsi), so an int8 GEMM is u8 x s8 -> i32 when its body says so.
enum class ElementKind { F32, F64, BF16, I8, I32, I64 };

/// Bytes per element (4, 8, 2, 1, 4, 8).
int64_t elementBytes(ElementKind kind);
/// MLIR spelling: "f32", "f64", "bf16", "i8", "i32", "i64".
llvm::StringRef elementName(ElementKind kind);
/// Inverse of elementName; none for any other name.
std::optional<ElementKind> elementKindFromName(llvm::StringRef name);
/// The kind of an MLIR element type; none when msched does not support it.
std::optional<ElementKind> elementKindOf(mlir::Type type);
/// Whether values of `kind` compare exactly (integers).
inline bool isIntegerKind(ElementKind kind) {
  return kind == ElementKind::I8 || kind == ElementKind::I32 ||
         kind == ElementKind::I64;
}

/// The most bytes one dense tensor of a task may hold (16 GiB).
inline constexpr int64_t kMaxTensorBytes = int64_t(1) << 34;

/// The unit attribute on a task argument that every call of the task passes
/// a constant (a weight of the model); task extraction sets it
/// (TaskExtraction.h). The runner evicts such arguments from the caches
/// before each timed call (TimingSettings::flushConstants), since a model
/// streams its weights from memory where a task timed alone would find them
/// cached. Not part of the task's structural hash.
inline constexpr llvm::StringLiteral kConstantArgAttr = "msched.constant";

/// The static shape and element type of one tensor argument or result.
struct TensorInfo {
  std::vector<int64_t> shape;
  ElementKind element = ElementKind::F32;
  /// An integer argument used as an index (token ids of an embedding
  /// lookup): its inputs are drawn from [0, valueBound), the smallest static
  /// extent it indexes (indexBoundOf). 0: not an index.
  int64_t valueBound = 0;
  /// An argument that the model passes as a constant (a weight): its
  /// function argument has kConstantArgAttr. The runner evicts it from the
  /// caches before each timed call (TimingSettings::flushConstants).
  bool constant = false;

  int64_t numElements() const;
  /// Size in bytes of the dense buffer.
  int64_t bytes() const;
  /// E.g. "128x128xf32", "128x768xi8".
  std::string str() const;
};

/// One task: a validated public function of a workload.
struct Task {
  std::string funcName;
  std::vector<TensorInfo> args;    ///< inputs, in argument order
  std::vector<TensorInfo> results; ///< outputs, in result order
  /// Floating-point operations of one call (see countFlops in Flops.h).
  double flops = 0;
  /// Longest reduction (product of reduction loop extents) of any linalg op;
  /// 1 when there is none. Sets the output-check tolerance.
  int64_t maxReductionLength = 1;
};

/// Checks that `func` is a task msched can schedule and returns its signature.
/// Emits an error at the offending op's location and fails for: no linalg op,
/// a dynamic shape, an op that cannot be scheduled (no TilingInterface and not
/// a structural tensor op), an unsupported element type, a non-tensor argument
/// or result, a tensor over kMaxTensorBytes (or whose byte size overflows
/// int64; the error is at the function for its arguments and results).
/// With `allowLoops`, the body may also hold scf.for loops whose ops pass the
/// same checks: a task partly scheduled already, as multi-level tiling leaves
/// it (msched-space composes modules on such IR; the measuring tools do not
/// take it).
mlir::FailureOr<Task> validateTask(mlir::func::FuncOp func,
                                   bool allowLoops = false);

/// Whether `func` is a model of tasks: it calls functions (the tasks task
/// extraction outlined, TaskExtraction.h). Such a function is no task of its
/// own, even with linalg ops left in it (a set-aside task's ops inlined
/// back): its tasks are tuned and scheduled instead, and it runs whole only
/// when named (msched-run --func).
bool isModelOfTasks(mlir::func::FuncOp func);

/// The smallest static extent that integer `value` (a function argument)
/// indexes: followed through linalg ops' payloads, slices and reshapes,
/// casts and extensions, calls (into the callee's argument: a model's
/// tasks), to the tensor.extract indices it becomes (each
/// position's dimension of the extracted tensor). Not followed: arithmetic
/// on it (e.g. a wrap of negative ids), a linalg op's result (an id cast in
/// one op and used in another), tensor.gather. 0 when it indexes nothing of
/// static size that way.
int64_t indexBoundOf(mlir::Value value);

/// Returns the public functions of `module` that are tasks: those with a
/// linalg op in their body, each of which must validate (validateTask, with
/// `allowLoops`). With `onlyFunc` non-empty, returns just that function (emits
/// "no function @name" when it does not exist). Fails with a diagnostic when
/// no task remains.
mlir::FailureOr<std::vector<Task>> collectTasks(mlir::ModuleOp module,
                                                llvm::StringRef onlyFunc = "",
                                                bool allowLoops = false);

/// Where to report an error about a whole module: its location, except that
/// the line-0 location the parser gives a file without an explicit module
/// (e.g. an empty file) becomes the file's first line, FILE:1:1.
mlir::Location moduleStartLoc(mlir::ModuleOp module);

/// Parses `path` (diagnostics go to the context's handler, with file:line:col).
mlir::OwningOpRef<mlir::ModuleOp> parseWorkloadFile(llvm::StringRef path,
                                                    mlir::MLIRContext &ctx);

/// Prints `op` in generic-free, round-trippable form (the IR text sent to the
/// worker and stored in databases).
std::string printOp(mlir::Operation *op);

} // namespace msched

#endif // MSCHED_WORKLOAD_H
