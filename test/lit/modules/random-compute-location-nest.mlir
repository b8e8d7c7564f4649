// random-compute-location on a matmul tiled by one tile_using_for
// (scf.for i { scf.for j { scf.for k } }, the innermost inserting the tile;
// Inputs/matmul_nest.mlir): before fusing the bias + ReLU epilogue
// (generic_1) into i and j, the module hoists the output tile out of the
// reduction loop k (transform.loop.hoist_loop_invariant_subsets), so that j
// inserts it, as fuse_consumer requires. The element-wise producer of the
// matmul's input (generic_0) then has the loops i, j and k as locations;
// seed 0 draws 1 (j), and transform.msched.compute_at computes its tile next to
// its use, in k. (Schedule 0, checked for its summary only, is the space's
// first fork: the epilogue left as it is.)
//
// RUN: msched-space %S/Inputs/matmul_nest.mlir --modules random-compute-location --seed 0 --schedule 1 --check-replay --emit-trace %t.trace.mlir --emit-payload %t.payload.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.payload.mlir
// RUN: msched-run %S/Inputs/scaled_matmul_bias_relu.mlir --scheduled %t.payload.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// SUMMARY: blocks: generic_0 fill_0 generic_1
// SUMMARY: schedule 0: 11 instructions, 1 decisions
// SUMMARY-NEXT: #9 transform.msched.sample_compute_location = 2
// SUMMARY-NEXT: schedule 1: 16 instructions, 1 decisions
// SUMMARY-NEXT: #14 transform.msched.sample_compute_location = 1
// SUMMARY-NEXT: replay: 2 of 2 schedules reproduce their payload

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
// TRACE-NEXT: %7 = transform.structured.match ops{["scf.for", "scf.forall"]} in %6 : (!transform.any_op) -> !transform.any_op
// TRACE-NEXT: %8:3 = transform.split_handle %7 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// TRACE-NEXT: transform.loop.hoist_loop_invariant_subsets %8#0 : !transform.any_op
// TRACE-NEXT: %fused_consumer, %new_loops:2 = transform.msched.fuse_consumer %2#3 into %6, %8#1 : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// TRACE-NEXT: %loop, %index = transform.msched.sample_compute_location %2#0 decision = 1 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
// TRACE-NEXT: transform.msched.compute_at %2#0 at %loop, %index : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
// TRACE-NEXT: transform.yield
// TRACE-NEXT: }
// TRACE-NEXT: }

// PAYLOAD-LABEL: func.func @scaled_matmul(%arg0: tensor<32x64xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<48xf32>) -> tensor<32x48xf32> {
// PAYLOAD-NEXT: %c16 = arith.constant 16 : index
// PAYLOAD-NEXT: %c64 = arith.constant 64 : index
// PAYLOAD-NEXT: %c48 = arith.constant 48 : index
// PAYLOAD-NEXT: %c32 = arith.constant 32 : index
// PAYLOAD-NEXT: %c0 = arith.constant 0 : index
// PAYLOAD-NEXT: %cst = arith.constant 0.000000e+00 : f32
// PAYLOAD-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// PAYLOAD-NEXT: %0 = tensor.empty() : tensor<32x64xf32>
// PAYLOAD-NEXT: %1 = tensor.empty() : tensor<32x48xf32>
// PAYLOAD-NEXT: %2 = linalg.fill {msched.block = "fill_0"} ins(%cst : f32) outs(%1 : tensor<32x48xf32>) -> tensor<32x48xf32>
// PAYLOAD-NEXT: %3 = tensor.empty() : tensor<32x48xf32>
// PAYLOAD-NEXT: %4:2 = scf.for %arg3 = %c0 to %c32 step %c16 iter_args(%arg4 = %2, %arg5 = %3) -> (tensor<32x48xf32>, tensor<32x48xf32>) {
// PAYLOAD-NEXT: %5:2 = scf.for %arg6 = %c0 to %c48 step %c16 iter_args(%arg7 = %arg4, %arg8 = %arg5) -> (tensor<32x48xf32>, tensor<32x48xf32>) {
// PAYLOAD-NEXT: %extracted_slice = tensor.extract_slice %arg7[%arg3, %arg6] [16, 16] [1, 1] : tensor<32x48xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %6:2 = scf.for %arg9 = %c0 to %c64 step %c16 iter_args(%arg10 = %arg7, %arg11 = %extracted_slice) -> (tensor<32x48xf32>, tensor<16x16xf32>) {
// PAYLOAD-NEXT: %extracted_slice_4 = tensor.extract_slice %arg0[%arg3, %arg9] [16, 16] [1, 1] : tensor<32x64xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %extracted_slice_5 = tensor.extract_slice %0[%arg3, %arg9] [16, 16] [1, 1] : tensor<32x64xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_4 : tensor<16x16xf32>) outs(%extracted_slice_5 : tensor<16x16xf32>) attrs =  {msched.block = "generic_0"} {
// PAYLOAD-NEXT: ^bb0(%in: f32, %out: f32):
// PAYLOAD-NEXT: %10 = arith.mulf %in, %cst_0 : f32
// PAYLOAD-NEXT: linalg.yield %10 : f32
// PAYLOAD-NEXT: } -> tensor<16x16xf32>
// PAYLOAD-NEXT: %extracted_slice_6 = tensor.extract_slice %arg1[%arg9, %arg6] [16, 16] [1, 1] : tensor<64x48xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %9 = linalg.matmul ins(%8, %extracted_slice_6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%arg11 : tensor<16x16xf32>) -> tensor<16x16xf32>
// PAYLOAD-NEXT: scf.yield %arg10, %9 : tensor<32x48xf32>, tensor<16x16xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: %extracted_slice_1 = tensor.extract_slice %arg2[%arg6] [16] [1] : tensor<48xf32> to tensor<16xf32>
// PAYLOAD-NEXT: %extracted_slice_2 = tensor.extract_slice %arg8[%arg3, %arg6] [16, 16] [1, 1] : tensor<32x48xf32> to tensor<16x16xf32>
// PAYLOAD-NEXT: %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6#1, %extracted_slice_1 : tensor<16x16xf32>, tensor<16xf32>) outs(%extracted_slice_2 : tensor<16x16xf32>) attrs =  {msched.block = "generic_1"} {
// PAYLOAD-NEXT: ^bb0(%in: f32, %in_4: f32, %out: f32):
// PAYLOAD-NEXT: %8 = arith.addf %in, %in_4 : f32
// PAYLOAD-NEXT: %9 = arith.maximumf %8, %cst : f32
// PAYLOAD-NEXT: linalg.yield %9 : f32
// PAYLOAD-NEXT: } -> tensor<16x16xf32>
// PAYLOAD-NEXT: %inserted_slice = tensor.insert_slice %6#1 into %6#0[%arg3, %arg6] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<32x48xf32>
// PAYLOAD-NEXT: %inserted_slice_3 = tensor.insert_slice %7 into %arg8[%arg3, %arg6] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<32x48xf32>
// PAYLOAD-NEXT: scf.yield %inserted_slice, %inserted_slice_3 : tensor<32x48xf32>, tensor<32x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: scf.yield %5#0, %5#1 : tensor<32x48xf32>, tensor<32x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: return %4#1 : tensor<32x48xf32>
// PAYLOAD-NEXT: }
// PAYLOAD-NEXT: }
