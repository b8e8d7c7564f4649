//===- ConstantPrepacking.h - Work on weights done once --------*- C++ -*-===//
//
// MetaSchedule's RewriteLayout postprocessor for layout-free buffers (TVM:
// the `layout_free_buffers` of a PrimFunc, the weights of a model): what a
// schedule computes from a weight alone (a grouped convolution's filter
// transposed per group, split-grouped-conv; a tile of B packed by data
// tiling) does not depend on the call, so a model computes it once, when
// it is loaded, and not in every call. oneDNN does the same with its
// weight reorders, which msched-baselines does not time either.
//
// hoistConstantComputations moves those computations out of a function
// into a "prepack" function, `@<name>__prepack`, which the builder calls
// once before the first call (Measurement.cpp), not timed:
//  - sources: the function's arguments marked kConstantArgAttr (task
//    extraction marks the arguments every call passes a constant; a
//    workload file can mark an argument `{msched.constant}` itself) and
//    tensor constants that are not splats (a model's weights, once its
//    tasks are inlined);
//  - an op of the function's body (top level; an scf.forall counts with
//    everything inside it) moves when it has no memory effects, reads at
//    least one source or moved value, and reads otherwise only values of
//    ops without operands (tensor.empty, constants), which are copied;
//  - every moved result that the function still reads becomes a new
//    argument of the function, after the others, in order; moved results
//    that the function returns, that are not tensors of a static shape
//    (the builder allocates the new arguments), and moved ops that only
//    view (slices, reshapes, casts: nothing to save), stay.
// The prepack function takes all the original arguments and returns the
// new ones in order. Nothing is moved when no op qualifies.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_CONSTANTPREPACKING_H
#define MSCHED_CONSTANTPREPACKING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/SetVector.h"

#include <memory>
#include <string>

namespace msched {

/// Name of the prepack function made for function `funcName`.
std::string prepackFunctionName(llvm::StringRef funcName);

/// What hoistConstantComputations would move out of a function: the
/// top-level ops, in order, and their results that the function still
/// reads (the new arguments, in order). Both empty when nothing qualifies.
struct ConstantComputations {
  llvm::SetVector<mlir::Operation *> ops;
  llvm::SmallVector<mlir::Value> crossing;
};

/// The analysis alone; `func` is not modified.
ConstantComputations findConstantComputations(mlir::func::FuncOp func);

/// Moves `func`'s computations on constants into a new function
/// prepackFunctionName(func) inserted after it (see the file comment).
/// Returns the prepack function, or null when nothing qualified (`func` is
/// unchanged). Fails, with a diagnostic at `func`, when the prepack name
/// is already taken.
mlir::FailureOr<mlir::func::FuncOp>
hoistConstantComputations(mlir::func::FuncOp func);

/// The pass `msched-hoist-constant-computations`: hoistConstantComputations
/// on every public function with a body of the module.
std::unique_ptr<mlir::Pass> createHoistConstantComputationsPass();

} // namespace msched

#endif // MSCHED_CONSTANTPREPACKING_H
