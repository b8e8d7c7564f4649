//===- TaskExtraction.h - Whole models split into tuning tasks --*- C++ -*-===//
//
// MetaSchedule's task extraction for a model in linalg form (TVM: relay's
// FuseOps partitions the graph into fused operators, extract_tasks outlines
// each as a TIR workload and merges structurally equal ones with a weight).
//
// extractTasks rewrites a module in place (after inlining the model's own
// calls). First, NCHW convolutions are rewritten in NHWC with the
// transposes fused away (ConvLayoutConversion.h, TVM's ConvertLayout), and
// ops that only move constant data (a transposed or broadcast weight) are
// folded into constants (ConstantFolding.h, TVM's FoldConstant). Then, in
// each function with linalg ops:
//  1. Groups (TVM's fused operators), in program order: every linalg op that
//     is not a linalg.fill starts a group, except an op with only parallel
//     loops and projected-permutation maps (elementwise, broadcast,
//     transpose: TVM's injective ops) that reads the result of a group's last
//     op as that result's only user; such an op joins the group. So an
//     anchor (a convolution, matmul or reduction) takes the chain of
//     elementwise consumers after it (bias, batch norm, residual add, ReLU).
//  2. Each group is outlined into a new public function
//     @<func>_<anchor>_<index> (anchor: the group's first op with a
//     reduction loop, else its first op, without the "linalg." prefix) and
//     replaced by a func.call at its last op. Producers that only make a
//     tensor or a scalar (tensor.empty, linalg.fill, tensor.pad, scalar
//     arith.constant) are copied into the task; every other value it reads,
//     tensor constants (weights) included, becomes an argument, so two
//     layers that differ only in their weights are one task.
//  3. Tasks whose structural hash (StructuralHash.h: the printed function,
//     without its name, locations or weight) is equal are merged: the calls
//     of the later ones call the first, which gets the number of calls as
//     its weight (the `msched.task_weight` i64 attribute; the task scheduler
//     multiplies the task's latency by it).
// The original function keeps the rest (reshapes, constants) and the calls;
// having no linalg op left, it is no task itself (Workload.h), and the
// builder inlines the tasks back into it (Lowering.cpp's pipeline).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TASKEXTRACTION_H
#define MSCHED_TASKEXTRACTION_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace msched {

/// The attribute holding a task's weight: how many times one call of the
/// model calls it (an i64 >= 1 on the task's func.func).
inline constexpr llvm::StringLiteral kTaskWeightAttr = "msched.task_weight";

/// One extracted task.
struct ExtractedTask {
  std::string funcName; ///< the outlined public function
  int64_t weight = 1;   ///< calls of it per call of the model
  /// Where each of its calls stands: the location of the replaced group's
  /// anchor, in program order (weight entries).
  std::vector<mlir::Location> sites;
  /// Whether the task validates (validateTask); see setAsideUnsupportedTasks.
  bool supported = true;
};

/// Outlines and merges the tasks of every function of `module` that has a
/// linalg op (see the file comment); functions made by an earlier extraction
/// (those with kTaskWeightAttr) are left alone. Returns the tasks in the
/// order of their first call. Fails, with a diagnostic at the op, only when
/// an outlined group cannot be built (an op whose region reads a value the
/// task cannot take as an argument).
mlir::FailureOr<std::vector<ExtractedTask>> extractTasks(mlir::ModuleOp module);

/// Validates each task (validateTask, Workload.h). One that fails (for
/// example a mask computation with an i1 result) is made private and its
/// calls are inlined back into the model, so that the tools tune the others
/// and the model runs its ops untuned; it is marked unsupported and its
/// reason is emitted as a warning at its function. Returns how many were set
/// aside.
size_t setAsideUnsupportedTasks(mlir::ModuleOp module,
                                std::vector<ExtractedTask> &tasks);

/// Prints what extractTasks did, one line per task: its function, weight,
/// GFLOP of one call (countFlops) and the file:line:col of each site, then
/// the totals (groups found, tasks after merging, weighted GFLOP of the
/// model).
void printExtractedTasks(llvm::raw_ostream &os, mlir::ModuleOp module,
                         llvm::ArrayRef<ExtractedTask> tasks);

/// The weight of a task function: its kTaskWeightAttr, else 1.
int64_t taskWeight(mlir::Operation *func);

/// The pass `msched-extract-tasks` (on a builtin.module): extractTasks.
std::unique_ptr<mlir::Pass> createExtractTasksPass();

} // namespace msched

#endif // MSCHED_TASKEXTRACTION_H
