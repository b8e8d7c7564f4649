//===- ComputeInlineOp.td - transform.msched.compute_inline -*- tablegen -*-===//
//
// MetaSchedule's Compute-Inline for linalg on tensors, the primitive behind
// the auto-inline module (and the "inline" decision of
// random-compute-location). MLIR 22 has linalg's elementwise fusion only as
// patterns (linalg::populateElementwiseOpsFusionPatterns, the
// linalg-fuse-elementwise-ops pass), which fuse whatever they find; this op
// applies it to one named producer, so that a trace says which block was
// inlined and replay does exactly that.
//
//===----------------------------------------------------------------------===//

#ifndef MSCHED_MODULES_COMPUTEINLINEOP_TD
#define MSCHED_MODULES_COMPUTEINLINEOP_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def ComputeInlineOp : Op<Transform_Dialect, "msched.compute_inline",
    [DeclareOpInterfaceMethods<TransformOpInterface>,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Inlines an elementwise producer into all its consumers";
  let description = [{
    MetaSchedule's Compute-Inline (TVM src/tir/schedule/primitive/
    compute_inline.cc) on linalg: the computation of a producer P is copied
    into the body of each of its consumers, which then read P's operands
    instead of P's result, and P disappears. Implemented with
    `mlir::linalg::fuseElementwiseOps`, one consumer operand at a time.

    `producer` must be associated with exactly one payload op P, and P must
    - be a `linalg` op on tensors with one result and only parallel loops
      whose result indexing map is a permutation, and whose body does not
      read its init (an element-wise, broadcast or transpose op); a named op
      (e.g. `linalg.add`, `linalg.broadcast`, `linalg.transpose`) is first
      generalized;
    - have at least one use, and each use must be an input (not an init)
      of a `linalg.generic`, or of a named `linalg` op with only parallel
      loops (which is then generalized), such that
      `mlir::linalg::areElementwiseOpsFusable` holds for the operand (e.g.
      a reduction consumer must still determine all its loop bounds after
      the fusion).
    Named consumers with reduction loops (`linalg.matmul`, convolutions,
    ...) are not generalized: an element-wise producer of those is left to
    a compute location (`transform.structured.fuse_into_containing_op`).

    A producer used several times is recomputed by each use (as in TVM):
    each use but the last gets its own copy of P, fused into it. Each
    consumer is replaced by a `linalg.generic` that keeps the consumer's
    discardable attributes (e.g. its `msched.block` name). Consumers are
    processed in IR order.

    Results: `consumers` is associated with the replacement ops, in IR
    order, each once. `producer` is consumed; handles to a named consumer
    that is generalized are not updated (the replacement is a
    `linalg.generic`), handles to a `linalg.generic` consumer are.

    #### Return modes

    Produces a silenceable failure, naming the op and the reason, when
    `producer` is not associated with exactly one op and when P cannot be
    inlined (the conditions above). The payload is then left unchanged: the
    inlining is first done on a copy of the function (the nearest
    isolated-from-above ancestor of P).

    #### Example

    ```mlir
    %fused = transform.msched.compute_inline %bias_add
        : (!transform.any_op) -> !transform.any_op
    ```
  }];

  let arguments = (ins TransformHandleTypeInterface:$producer);
  let results = (outs TransformHandleTypeInterface:$consumers);
  let assemblyFormat = [{
    $producer attr-dict `:` functional-type(operands, results)
  }];
  let cppNamespace = "::msched";
}

#endif // MSCHED_MODULES_COMPUTEINLINEOP_TD
