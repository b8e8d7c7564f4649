//===- TraceCapture.td - The eager schedule's capture op ---*- tablegen -*-===//
//
// transform.msched_schedule.capture: reads back, into C++, what its operands
// are associated with. It only ever appears in the throw-away sequence that
// msched::Schedule builds around each new trace instruction, never in a
// trace. See include/msched/TraceCapture.h.
//
//===----------------------------------------------------------------------===//

#ifndef MSCHED_TRACES_TRACECAPTURE_TD
#define MSCHED_TRACES_TRACECAPTURE_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def CaptureOp : Op<Transform_Dialect, "msched_schedule.capture",
    [DeclareOpInterfaceMethods<TransformOpInterface>,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Hands the associations of its operands to C++";
  let description = [{
    Appends, for each operand in order, the payload ops, params or payload
    values it is associated with to the `msched::CaptureStateExtension` of
    the interpretation. Reads its operands (does not consume them) and never
    touches the payload.

    #### Return modes

    Produces a definite failure when the interpretation has no
    `msched::CaptureStateExtension` (e.g. under `--transform-interpreter`).
  }];
  let arguments = (ins Variadic<Transform_AnyHandleOrParamType>:$handles);
  let results = (outs);
  let assemblyFormat = "($handles^ `:` type($handles))? attr-dict";
  let cppNamespace = "::msched";
}

#endif // MSCHED_TRACES_TRACECAPTURE_TD
