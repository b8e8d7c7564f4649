//===- MSchedPrimitiveOps.h - msched schedule primitives ------*- C++ -*-===//
//
// The schedule primitives of the msched Transform-dialect extension that
// MLIR 22 lacks (op docs: dialect/MSchedPrimitiveOps.td):
//   transform.msched.fuse_consumer   consumer fusion into a tiled loop nest
//   transform.msched.unroll          unroll an scf.for by a parameter
//   transform.msched.multiply        product of integer parameters
//   transform.msched.reorder         reorder a perfectly nested scf.for band
//   transform.msched.decompose_grouped_conv
//                                    a one-group, one-row grouped convolution
//                                    as a filter transpose + 1-D convolution
//   transform.msched.decompose_transposed_conv
//                                    a transposed convolution as dense stride
//                                    phases
//   transform.msched.rfactor         rfactor split by a parameter
//   transform.msched.cache_read      an input copied into a fresh tensor
//                                    (a packed read cache)
//   transform.msched.data_tile       a contraction packed into register-tile
//                                    panels (mmt4d-style data tiling)
//   transform.msched.decompose_conv_3d
//                                    a one-deep 3-D convolution as a 2-D one
//   transform.msched.specialize_contraction
//                                    a linalg.generic contraction as a
//                                    linalg.contract
// They are registered with the sampling ops by
// msched::registerTransformExtension (MSchedTransformOps.h).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_DIALECT_MSCHEDPRIMITIVEOPS_H
#define MSCHED_DIALECT_MSCHEDPRIMITIVEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/TilingInterface.h"

#include <string>

#define GET_OP_CLASSES
#include "msched/Dialect/MSchedPrimitiveOps.h.inc"

namespace msched {
/// The tile sizes (one per loop of `op`) with which transform.msched.rfactor
/// splits reduction loop `dim` by `factor`: `factor` on `dim`; without
/// `parallel`, also 1 on every other reduction loop of extent != 1; 0
/// elsewhere. `op` must implement TilingInterface; `b` builds the iteration
/// domain's size values if needed. Freezing writes the same sizes into
/// upstream's tile_reduction_using_for / _forall.
llvm::SmallVector<int64_t> rfactorTileSizes(mlir::TilingInterface op,
                                            mlir::OpBuilder &b, int64_t dim,
                                            int64_t factor, bool parallel);

/// How transform.msched.unroll unrolls `loop` with parameter `factor`
/// (`maxSteps`: the op's max_steps attribute, `factor` is then the most
/// steps of one unrolled body, TVM's auto_unroll_max_step).
struct UnrollPlan {
  /// The copies of the body per iteration.
  int64_t factor = 0;
  /// Unrolled completely (mlir::loopUnrollFull; `factor` is then the static
  /// trip count: 0 leaves the loop, 1 replaces it by its body), else by
  /// `factor` (mlir::loopUnrollByFactor) when it is at least 2, else left.
  bool complete = false;
};
UnrollPlan planUnroll(mlir::scf::ForOp loop, int64_t factor, bool maxSteps);

/// The steps of one iteration of a loop with body `body`, as
/// transform.msched.unroll max_steps counts them: each arithmetic op (arith,
/// math, vector contract/fma/outerproduct/reduction; not constants or index
/// arithmetic) and each write (stores,
/// transfer_write, tensor.insert/insert_slice) counts the 1-D vectors it
/// computes (vector elements / innermost extent; 1 for a scalar); a nested
/// scf.for counts its body's steps times its static trip count (1 when
/// dynamic); other ops count 0. At least 1.
int64_t unrollSteps(mlir::Block &body);

/// Why transform.msched.specialize_contraction cannot rewrite `op`, or ""
/// when it can: `op` must be a linalg.generic on tensors with two inputs and
/// one init of one float type, projected-permutation indexing maps, and the
/// body `yield(addf(out, mulf(in0, in1)))` exactly (operands of each in
/// either order), the computation a linalg.contract without casts performs.
std::string whyNotSpecializableContraction(mlir::Operation *op);

/// Why transform.msched.pack_for_intrinsic cannot pack `op` for the tensor
/// intrinsic named `intrinsic` ("" when it can): the module's applicability
/// test and the op's check are one.
std::string whyNotPackableForIntrinsic(mlir::Operation *op,
                                       llvm::StringRef intrinsic);

/// The attribute transform.msched.data_tile sets on the packed
/// contraction, an array of its two loops that are the register kernel's
/// rows and lanes, to be kept whole in the innermost tile (multi-level-tiling
/// does not split them).
inline constexpr llvm::StringLiteral kDataTiledAttrName = "msched.data_tiled";

/// Why transform.msched.data_tile cannot pack `op` ("" when it can): `op`
/// must be a linalg contraction on statically shaped tensors with one
/// output whose last two dimensions are parallel loops of extent > 1 (the
/// register kernel's rows and vector lanes). The module's applicability test
/// and the op's check are one.
std::string whyNotDataTileable(mlir::Operation *op);

/// Why transform.msched.privatize_init_fill cannot give `op` a fill of its
/// own ("" when it can): `op` must be a linalg op with one init, a static
/// unit-stride slice of a linalg.fill's result, possibly through
/// insert_slices of boxes disjoint from the slice's. (An op whose init is
/// a fill with one use needs none; this returns a reason for it.)
std::string whyNotPrivatizableInitFill(mlir::Operation *op);
} // namespace msched

#endif // MSCHED_DIALECT_MSCHEDPRIMITIVEOPS_H
