// auto-inline on a softmax: by default the exp generic (generic_0) stays, as
// in MetaSchedule (disallow_op = exp: recomputing it in both consumers costs
// more than it saves); with `disallow_op=` (none) it is inlined into both of
// its consumers, the sum (a reduction) and the division, each computing the
// exp itself.
//
// RUN: msched-space %S/Inputs/softmax_small.mlir --modules auto-inline --emit-payload %t.default.mlir | FileCheck %s --check-prefix=DEFAULT
// RUN: FileCheck %s --check-prefix=KEPT < %t.default.mlir
// RUN: msched-space %S/Inputs/softmax_small.mlir --modules "auto-inline{disallow_op=}" --check-replay --emit-payload %t.payload.mlir | FileCheck %s --check-prefix=ALLOWED
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.payload.mlir
// RUN: msched-run %S/Inputs/softmax_small.mlir --scheduled %t.payload.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// DEFAULT: blocks: generic_0 fill_0 generic_1 generic_2
// DEFAULT: schedule 0: 11 instructions, 0 decisions
// KEPT-COUNT-3: linalg.generic
// KEPT-NOT: linalg.generic

// ALLOWED: schedule 0: 12 instructions, 0 decisions
// ALLOWED: replay: 1 of 1 schedules reproduce their payload

// MEASURE: # @softmax_small: {{.*}} check ok

// PAYLOAD-LABEL: func.func @softmax_small(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
// PAYLOAD-NEXT: %cst = arith.constant 0.000000e+00 : f32
// PAYLOAD-NEXT: %0 = tensor.empty() : tensor<8x16xf32>
// PAYLOAD-NEXT: %1 = tensor.empty() : tensor<8xf32>
// PAYLOAD-NEXT: %2 = linalg.fill {msched.block = "fill_0"} ins(%cst : f32) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// PAYLOAD-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x16xf32>) outs(%2 : tensor<8xf32>) attrs =  {msched.block = "generic_1"} {
// PAYLOAD-NEXT: ^bb0(%in: f32, %out: f32):
// PAYLOAD-NEXT: %6 = math.exp %in : f32
// PAYLOAD-NEXT: %7 = arith.addf %out, %6 : f32
// PAYLOAD-NEXT: linalg.yield %7 : f32
// PAYLOAD-NEXT: } -> tensor<8xf32>
// PAYLOAD-NEXT: %4 = tensor.empty() : tensor<8x16xf32>
// PAYLOAD-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3 : tensor<8x16xf32>, tensor<8xf32>) outs(%4 : tensor<8x16xf32>) attrs =  {msched.block = "generic_2"} {
// PAYLOAD-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// PAYLOAD-NEXT: %6 = math.exp %in : f32
// PAYLOAD-NEXT: %7 = arith.divf %6, %in_0 : f32
// PAYLOAD-NEXT: linalg.yield %7 : f32
// PAYLOAD-NEXT: } -> tensor<8x16xf32>
// PAYLOAD-NEXT: return %5 : tensor<8x16xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: }
