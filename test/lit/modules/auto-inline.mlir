// auto-inline on matmul + bias-add + ReLU (three ops): the bias-add generic
// (generic_0) is inlined into the ReLU generic (generic_1) by
// transform.msched.compute_inline, which keeps generic_1's name; the fill
// (it feeds an init) and the matmul (it has reduction loops) are not
// inlinable. Nothing is sampled, so the schedule is the same for every seed.
//
// RUN: msched-space %S/Inputs/matmul_bias_relu.mlir --modules auto-inline --seed 0 --check-replay --emit-trace %t.trace.mlir --emit-payload %t.payload.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.payload.mlir
// RUN: msched-run %S/Inputs/matmul_bias_relu.mlir --scheduled %t.payload.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
//
// The JSON form of the trace holds the new op too.
// RUN: msched-space %S/Inputs/matmul_bias_relu.mlir --modules auto-inline --emit-trace %t.trace.json | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=JSON < %t.trace.json

// SUMMARY: task @matmul_bias_relu
// SUMMARY-NEXT: blocks: fill_0 matmul_0 generic_0 generic_1
// SUMMARY-NEXT: modules: auto-inline
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 1 schedules
// SUMMARY-NEXT:   schedule 0: 12 instructions, 0 decisions
// SUMMARY-NOT: note:

// JSON: "op": "transform.msched.compute_inline"

// MEASURE: # @matmul_bias_relu: {{.*}} check ok

// TRACE-LABEL: transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// TRACE-NEXT: %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// TRACE-NEXT: %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
// TRACE-NEXT: %2:4 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
// TRACE-NEXT: %3 = transform.param.constant "fill_0" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %4 = transform.param.constant "matmul_0" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %5 = transform.param.constant "generic_0" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %6 = transform.param.constant "generic_1" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#3 "msched.block" = %6 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %7 = transform.msched.compute_inline %2#2 : (!transform.any_op) -> !transform.any_op
// TRACE-NEXT: transform.yield
// TRACE-NEXT: }
// TRACE-NEXT: }

// PAYLOAD-LABEL: func.func @matmul_bias_relu(%arg0: tensor<32x64xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<48xf32>) -> tensor<32x48xf32> {
// PAYLOAD-NEXT: %cst = arith.constant 0.000000e+00 : f32
// PAYLOAD-NEXT: %0 = tensor.empty() : tensor<32x48xf32>
// PAYLOAD-NEXT: %1 = linalg.fill {msched.block = "fill_0"} ins(%cst : f32) outs(%0 : tensor<32x48xf32>) -> tensor<32x48xf32>
// PAYLOAD-NEXT: %2 = linalg.matmul {msched.block = "matmul_0"} ins(%arg0, %arg1 : tensor<32x64xf32>, tensor<64x48xf32>) outs(%1 : tensor<32x48xf32>) -> tensor<32x48xf32>
// PAYLOAD-NEXT: %3 = tensor.empty() : tensor<32x48xf32>
// PAYLOAD-NEXT: %4 = tensor.empty() : tensor<32x48xf32>
// PAYLOAD-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<32x48xf32>, tensor<48xf32>) outs(%4 : tensor<32x48xf32>) attrs =  {msched.block = "generic_1"} {
// PAYLOAD-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// PAYLOAD-NEXT: %6 = arith.addf %in, %in_0 : f32
// PAYLOAD-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// PAYLOAD-NEXT: %7 = arith.maximumf %6, %cst_1 : f32
// PAYLOAD-NEXT: linalg.yield %7 : f32
// PAYLOAD-NEXT: } -> tensor<32x48xf32>
// PAYLOAD-NEXT: return %5 : tensor<32x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: }
