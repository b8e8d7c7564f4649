//===- ComputeInlineOp.h - Compute-Inline on linalg --------------*- C++
//-*-===//
//
// The Compute-Inline primitive (transform.msched.compute_inline,
// dialect/ComputeInlineOp.td) and its C++ entry points, shared by the op,
// the auto-inline module and random-compute-location's "inline" decision.
// The op is registered with the other msched ops by
// msched::registerTransformExtension (MSchedTransformOps.h).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_DIALECT_COMPUTEINLINEOP_H
#define MSCHED_DIALECT_COMPUTEINLINEOP_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <string>

#define GET_OP_CLASSES
#include "msched/Dialect/ComputeInlineOp.h.inc"

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

} // namespace msched

#endif // MSCHED_DIALECT_COMPUTEINLINEOP_H
