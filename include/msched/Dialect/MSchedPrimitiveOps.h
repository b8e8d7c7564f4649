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
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include <string>

#define GET_OP_CLASSES
#include "msched/Dialect/MSchedPrimitiveOps.h.inc"

namespace msched {
/// Why transform.msched.specialize_contraction cannot rewrite `op`, or ""
/// when it can: `op` must be a linalg.generic on tensors with two inputs and
/// one init of one float type, projected-permutation indexing maps, and the
/// body `yield(addf(out, mulf(in0, in1)))` exactly (operands of each in
/// either order), the computation a linalg.contract without casts performs.
std::string whyNotSpecializableContraction(mlir::Operation *op);
} // namespace msched

#endif // MSCHED_DIALECT_MSCHEDPRIMITIVEOPS_H
