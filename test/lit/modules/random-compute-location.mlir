// random-compute-location on a matmul that multi-level tiling left as
// scf.for i { scf.for j { scf.for k } } (Inputs/matmul_tiled.mlir, from
// Inputs/scaled_matmul_bias_relu.mlir), visiting the blocks consumers first:
//  - generic_1, the bias + ReLU epilogue, only returned: the space forks,
//    the schedule as it is first (schedule 0, the epilogue left to the
//    modules after this one), then the one where it is fused into the i
//    loop (transform.msched.fuse_consumer; schedule 1, whose trace and
//    payload are checked), the one depth at which the nest inserts a tile
//    of the result outside the reduction loop k;
//  - fill_0 feeds the loop's init: no loop encloses its use, and it cannot
//    be inlined: nothing is sampled;
//  - generic_0, the element-wise producer of the matmul's input: its
//    location is sampled among inline (-2, not possible here: it feeds a
//    tensor.extract_slice, so the module leaves it at the root), root (-1)
//    and the i loop (0), and transform.msched.compute_at acts on the
//    decision, so that a redrawn one replays. Seed 4 draws 0: a tile of it
//    is computed in the i loop and the dead original is erased.
//
// RUN: msched-space %S/Inputs/matmul_tiled.mlir --modules random-compute-location --seed 4 --schedule 1 --check-replay --emit-trace %t.trace.mlir --emit-payload %t.payload.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.payload.mlir
// RUN: msched-run %S/Inputs/scaled_matmul_bias_relu.mlir --scheduled %t.payload.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
//
// Seed 0 draws -1 in schedule 1: the producer stays at the root; the schedule still
// computes the right thing.
// RUN: msched-space %S/Inputs/matmul_tiled.mlir --modules random-compute-location --seed 0 --schedule 1 --check-replay --emit-payload %t.root.mlir | FileCheck %s --check-prefix=ROOT
// RUN: msched-run %S/Inputs/scaled_matmul_bias_relu.mlir --scheduled %t.root.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// SUMMARY: task @scaled_matmul
// SUMMARY-NEXT: blocks: generic_0 fill_0 generic_1
// SUMMARY-NEXT: modules: random-compute-location
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 2 schedules
// SUMMARY-NEXT:   schedule 0: 11 instructions, 1 decisions
// SUMMARY-NEXT:     #9 transform.msched.sample_compute_location = 0
// SUMMARY-NEXT:   schedule 1: 13 instructions, 1 decisions
// SUMMARY-NEXT:     #11 transform.msched.sample_compute_location = 0
// SUMMARY-NEXT: replay: 2 of 2 schedules reproduce their payload

// ROOT: schedule 1:
// ROOT-NEXT: #11 transform.msched.sample_compute_location = -1
// ROOT-NOT: note:

// MEASURE: # @scaled_matmul: {{.*}} check ok

// TRACE-LABEL: transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// TRACE-NEXT: %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// TRACE-NEXT: %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
// TRACE-NEXT: %2:4 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
// TRACE-NEXT: %3 = transform.param.constant "generic_0" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %4 = transform.param.constant "fill_0" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %5 = transform.param.constant "generic_1" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#3 "msched.block" = %5 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %6 = transform.get_producer_of_operand %2#3[0] : (!transform.any_op) -> !transform.any_op
// TRACE-NEXT: %fused_consumer, %new_loops = transform.msched.fuse_consumer %2#3 into %6 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
// TRACE-NEXT: %loop, %index = transform.msched.sample_compute_location %2#0 decision = 0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
// TRACE-NEXT: transform.msched.compute_at %2#0 at %loop, %index : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
// TRACE-NEXT: transform.yield
// TRACE-NEXT: }
// TRACE-NEXT: }

// PAYLOAD-LABEL: func.func @scaled_matmul(%arg0: tensor<32x64xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<48xf32>) -> tensor<32x48xf32> {
// PAYLOAD-NEXT: %c64 = arith.constant 64 : index
// PAYLOAD-NEXT: %c48 = arith.constant 48 : index
// PAYLOAD-NEXT: %c16 = arith.constant 16 : index
// PAYLOAD-NEXT: %c32 = arith.constant 32 : index
// PAYLOAD-NEXT: %c0 = arith.constant 0 : index
// PAYLOAD-NEXT: %cst = arith.constant 0.000000e+00 : f32
// PAYLOAD-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// PAYLOAD-NEXT: %0 = tensor.empty() : tensor<32x64xf32>
// PAYLOAD-NEXT: %1 = tensor.empty() : tensor<32x48xf32>
// PAYLOAD-NEXT: %2 = linalg.fill {msched.block = "fill_0"} ins(%cst : f32) outs(%1 : tensor<32x48xf32>) -> tensor<32x48xf32>
// PAYLOAD-NEXT: %3 = tensor.empty() : tensor<32x48xf32>
// PAYLOAD-NEXT: %4:2 = scf.for %arg3 = %c0 to %c32 step %c16 iter_args(%arg4 = %2, %arg5 = %3) -> (tensor<32x48xf32>, tensor<32x48xf32>) {
// PAYLOAD-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [16, 64] [1, 1] : tensor<32x64xf32> to tensor<16x64xf32>
// PAYLOAD-NEXT: %extracted_slice_1 = tensor.extract_slice %0[%arg3, 0] [16, 64] [1, 1] : tensor<32x64xf32> to tensor<16x64xf32>
// PAYLOAD-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<16x64xf32>) outs(%extracted_slice_1 : tensor<16x64xf32>) attrs =  {msched.block = "generic_0"} {
// PAYLOAD-NEXT: ^bb0(%in: f32, %out: f32):
// PAYLOAD-NEXT: %8 = arith.mulf %in, %cst_0 : f32
// PAYLOAD-NEXT: linalg.yield %8 : f32
// PAYLOAD-NEXT: } -> tensor<16x64xf32>
// PAYLOAD-NEXT: %extracted_slice_2 = tensor.extract_slice %arg4[%arg3, 0] [16, 48] [1, 1] : tensor<32x48xf32> to tensor<16x48xf32>
// PAYLOAD-NEXT: %6 = scf.for %arg6 = %c0 to %c48 step %c16 iter_args(%arg7 = %extracted_slice_2) -> (tensor<16x48xf32>) {
// PAYLOAD-NEXT: %8 = scf.for %arg8 = %c0 to %c64 step %c16 iter_args(%arg9 = %arg7) -> (tensor<16x48xf32>) {
// PAYLOAD-NEXT: %extracted_slice_6 = tensor.extract_slice %5[0, %arg8] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %extracted_slice_7 = tensor.extract_slice %arg1[%arg8, %arg6] [16, 16] [1, 1] : tensor<64x48xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %extracted_slice_8 = tensor.extract_slice %arg9[0, %arg6] [16, 16] [1, 1] : tensor<16x48xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %9 = linalg.matmul ins(%extracted_slice_6, %extracted_slice_7 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%extracted_slice_8 : tensor<16x16xf32>) -> tensor<16x16xf32>
// PAYLOAD-NEXT: %inserted_slice_9 = tensor.insert_slice %9 into %arg9[0, %arg6] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<16x48xf32>
// PAYLOAD-NEXT: scf.yield %inserted_slice_9 : tensor<16x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: scf.yield %8 : tensor<16x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: %extracted_slice_3 = tensor.extract_slice %arg2[0] [48] [1] : tensor<48xf32> to tensor<48xf32>
// PAYLOAD-NEXT: %extracted_slice_4 = tensor.extract_slice %arg5[%arg3, 0] [16, 48] [1, 1] : tensor<32x48xf32> to tensor<16x48xf32>
// PAYLOAD-NEXT: %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %extracted_slice_3 : tensor<16x48xf32>, tensor<48xf32>) outs(%extracted_slice_4 : tensor<16x48xf32>) attrs =  {msched.block = "generic_1"} {
// PAYLOAD-NEXT: ^bb0(%in: f32, %in_6: f32, %out: f32):
// PAYLOAD-NEXT: %8 = arith.addf %in, %in_6 : f32
// PAYLOAD-NEXT: %9 = arith.maximumf %8, %cst : f32
// PAYLOAD-NEXT: linalg.yield %9 : f32
// PAYLOAD-NEXT: } -> tensor<16x48xf32>
// PAYLOAD-NEXT: %inserted_slice = tensor.insert_slice %6 into %arg4[%arg3, 0] [16, 48] [1, 1] : tensor<16x48xf32> into tensor<32x48xf32>
// PAYLOAD-NEXT: %inserted_slice_5 = tensor.insert_slice %7 into %arg5[%arg3, 0] [16, 48] [1, 1] : tensor<16x48xf32> into tensor<32x48xf32>
// PAYLOAD-NEXT: scf.yield %inserted_slice, %inserted_slice_5 : tensor<32x48xf32>, tensor<32x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: return %4#1 : tensor<32x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: }
