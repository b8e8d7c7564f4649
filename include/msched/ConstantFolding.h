//===- ConstantFolding.h - Linalg ops on constants folded -------*- C++ -*-===//
//
// Before a model is split into tasks, ops that only move constant data are
// folded into constants, as TVM's FoldConstant runs before FuseOps: a
// transposed or broadcast weight (a fully connected layer's
// `linalg.generic` transpose of its 1000x2048 weight) is then no task to
// tune and no copy in every call of the model.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_CONSTANTFOLDING_H
#define MSCHED_CONSTANTFOLDING_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace msched {

/// Largest result (elements) a non-splat constant is folded into: a bigger
/// one would only move the copy from run time into the IR (64 MiB of f32).
inline constexpr int64_t kMaxFoldedElements = int64_t(1) << 24;

/// Folds, under `root`, each linalg op on tensors whose only input is an
/// arith.constant and whose body yields that input's element unchanged
/// through projected-permutation maps (a copy, transpose or broadcast;
/// `linalg.generic` or the named ops) into an arith.constant:
///  - a splat constant gives the splat of the result type;
///  - an elided resource (`dense_resource<__elided__>`: a model exported
///    without its weights, no data) gives an elided resource of the result
///    type, which msched-fill-elided-resources fills as it fills the others;
///  - a linalg.generic without inputs that yields a constant (a fill) gives
///    a splat; a tensor.collapse_shape or expand_shape of a constant gives
///    the reshaped constant (their upstream canonicalization patterns);
///  - other dense constants are folded by upstream's
///    linalg::populateConstantFoldLinalgOperations (transposes by
///    permutation maps), up to kMaxFoldedElements.
/// Returns failure when the rewrite driver did not converge (the IR is valid
/// either way, with fewer ops folded).
mlir::LogicalResult foldConstantLinalgOps(mlir::Operation *root);

} // namespace msched

#endif // MSCHED_CONSTANTFOLDING_H
