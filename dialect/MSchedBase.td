//===- MSchedBase.td - Base of the msched transform ops -*- tablegen -*-===//
//
// Shared by the .td files of the msched Transform-dialect extension:
// MSchedTransformOps.td (sampling instructions) and MSchedPrimitiveOps.td
// (schedule primitives that MLIR 22 lacks).
//
//===----------------------------------------------------------------------===//

#ifndef MSCHED_DIALECT_MSCHEDBASE_TD
#define MSCHED_DIALECT_MSCHEDBASE_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/OpBase.td"

// All msched ops live in the Transform dialect under `transform.msched.*`,
// with C++ classes in ::msched (not mlir::transform, where they could shadow
// upstream ops).
class MSched_TransformOp<string mnemonic, list<Trait> traits = []>
    : Op<Transform_Dialect, "msched." # mnemonic,
         !listconcat([DeclareOpInterfaceMethods<TransformOpInterface>],
                     traits)> {
  let cppNamespace = "::msched";
}

#endif // MSCHED_DIALECT_MSCHEDBASE_TD
