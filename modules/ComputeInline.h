//===- ComputeInline.h - Compute-Inline on linalg ----------------*- C++
//-*-===//
//
// Internal to modules/: the Compute-Inline primitive
// (transform.msched.compute_inline, ComputeInlineOp.td) and its C++ entry
// points, shared by the op, the auto-inline module and random-compute-
// location's "inline" decision.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MODULES_COMPUTEINLINE_H
#define MSCHED_MODULES_COMPUTEINLINE_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <string>

#define GET_OP_CLASSES
#include "ComputeInlineOp.h.inc"

namespace msched {

/// Whether transform.msched.compute_inline can inline `producer` (see its
/// description in ComputeInlineOp.td): tries it on a copy of the nearest
/// isolated-from-above ancestor of `producer` and drops the copy. When it
/// cannot, `reason` (if non-null) says why, e.g. "it is used as an init of
/// 'linalg.matmul'". Emits nothing; never modifies `producer`'s IR.
bool canComputeInline(mlir::Operation *producer, std::string *reason = nullptr);

/// Inlines `producer` into its consumers with `rewriter` (whose listener sees
/// every change) and returns the replacement consumers in IR order. On
/// failure `reason` says why; the IR may then be partially rewritten, so call
/// canComputeInline first.
mlir::FailureOr<llvm::SmallVector<mlir::Operation *>>
computeInline(mlir::RewriterBase &rewriter, mlir::Operation *producer,
              std::string &reason);

/// Registers the Transform-dialect extension holding
/// transform.msched.compute_inline.
void registerComputeInlineExtension(mlir::DialectRegistry &registry);

class Schedule;
class OpHandle;
/// Appends transform.msched.compute_inline of `block` to `sch` (loading the
/// extension into the context if needed) and releases its result handle.
/// Fails with the schedule's error.
mlir::LogicalResult applyComputeInline(Schedule &sch, OpHandle block);

} // namespace msched

#endif // MSCHED_MODULES_COMPUTEINLINE_H
