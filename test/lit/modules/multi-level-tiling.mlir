// multi-level-tiling on gmm_128 (C = A * B, 128^3), seed 15: MetaSchedule's
// "SSRSRS" tiling with max_innermost_factor 64 forks into the variant
// without the write cache (schedule 0) and the one with it (schedule 1).
// The decisions: i = [4, 8, 1, 4], j = [1, 8, 1, 16], k = [2, 64], so the
// nest is
//   scf.forall (i0, j0) in (4, 1)         tiles 32 x 128
//     scf.for i1 step 4, scf.for j1 step 16
//       scf.for k0 step 64
//         scf.for i2 step 4, scf.for j2 step 16   (one iteration each)
//           scf.for k1 step 1                     (64 iterations)
//             4 x 16 x 1 matmul tile
// The output's fill is fused into the scf.forall: each task zeroes its
// 32 x 128 tile right before accumulating into it.
// With the write cache the tile is a vector.contract whose 4 x 16
// accumulator is an iteration argument of the k1 loop (read before it,
// written after it), and the k1 loop carries the block's name.
//
// RUN: msched-space %workloads/gmm_128.mlir --modules 'multi-level-tiling{register_prior=false}' --seed 15 --check-replay --emit-payload %t.plain.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: msched-space %workloads/gmm_128.mlir --modules 'multi-level-tiling{register_prior=false}' --seed 15 --schedule 1 --emit-trace %t.cache.trace.mlir --emit-payload %t.cache.mlir
// RUN: FileCheck %s --check-prefix=TRACE < %t.cache.trace.mlir
// RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.mlir
// RUN: FileCheck %s --check-prefix=CACHE < %t.cache.mlir
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %t.plain.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %t.cache.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %t.cache.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// The trace replays with decisions drawn afresh (no instruction depends on
// the values drawn when it was built).
// RUN: sed -E 's/ decision = \[[0-9, ]*\]//' %t.cache.trace.mlir > %t.nodecision.mlir
// RUN: msched-replay %workloads/gmm_128.mlir %t.nodecision.mlir --seed 4 -o %t.resampled.mlir
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %t.resampled.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// SUMMARY: task @gmm_128
// SUMMARY-NEXT: blocks: fill_0 matmul_0
// SUMMARY-NEXT: modules: multi-level-tiling
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 2 schedules
// SUMMARY-NEXT:   schedule 0: 25 instructions, 3 decisions
// SUMMARY-NEXT:     #9 transform.msched.sample_perfect_tile = [4, 8, 1, 4]
// SUMMARY-NEXT:     #10 transform.msched.sample_perfect_tile = [1, 8, 1, 16]
// SUMMARY-NEXT:     #11 transform.msched.sample_perfect_tile = [2, 64]
// SUMMARY-NEXT:   schedule 1: 31 instructions, 3 decisions
// SUMMARY:      replay: 2 of 2 schedules reproduce their payload

// TRACE:      %5 = transform.param.constant "SSRSRS" -> !transform.any_param
// TRACE-NEXT: transform.annotate %2#1 "msched.tiling_structure" = %5 : !transform.any_op, !transform.any_param
// TRACE-NEXT: %6:4 = transform.msched.sample_perfect_tile %2#1 loop = 0 n = 4 max_innermost_factor = 64 decision = [4, 8, 1, 4]
// TRACE-NEXT: %7:4 = transform.msched.sample_perfect_tile %2#1 loop = 1 n = 4 max_innermost_factor = 64 decision = [1, 8, 1, 16]
// TRACE-NEXT: %8:2 = transform.msched.sample_perfect_tile %2#1 loop = 2 n = 2 max_innermost_factor = 64 decision = [2, 64]
// TRACE-NEXT: %9 = transform.msched.multiply %6#1, %6#2, %6#3
// TRACE-NEXT: %10 = transform.msched.multiply %7#1, %7#2, %7#3
// TRACE-NEXT: %tiled_op, %forall_op = transform.structured.tile_using_forall %2#1 tile_sizes [%9, %10, 0]
// TRACE-NEXT: %11 = transform.structured.match attributes {msched.block = "fill_0"} in %0
// TRACE-NEXT: %12 = transform.msched.fuse_into_forall_output %11 into %forall_op
// TRACE-NEXT: transform.apply_dce to %0
// TRACE-NEXT: %13 = transform.msched.multiply %6#2, %6#3
// TRACE-NEXT: %14 = transform.msched.multiply %7#2, %7#3
// TRACE-NEXT: %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [%13, %14, 0]
// TRACE-NEXT: %tiled_linalg_op_0, %loops_1 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, %8#1]
// TRACE-NEXT: %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [%6#3, %7#3, 0]
// TRACE-NEXT: %tiled_linalg_op_4, %loops_5 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 1]
// TRACE-NEXT: transform.structured.vectorize %tiled_linalg_op_4 {create_named_contraction} : !transform.any_op
// TRACE-NEXT: transform.apply_patterns to %forall_op {
// TRACE-NEXT:   transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
// TRACE-NEXT:   transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
// TRACE-NEXT: } : !transform.any_op
// TRACE-NEXT: transform.apply_licm to %loops_5 : !transform.any_op
// TRACE-NEXT: transform.loop.hoist_loop_invariant_subsets %loops_5 : !transform.any_op
// TRACE-NEXT: %15 = transform.param.constant "matmul_0" -> !transform.any_param
// TRACE-NEXT: transform.annotate %loops_5 "msched.block" = %15 : !transform.any_op, !transform.any_param
// The module then visits fill_0, now inside the loop, and leaves it.
// TRACE-NEXT: %16 = transform.structured.match attributes {msched.block = "fill_0"} in %0
// TRACE-NEXT: transform.yield

// PLAIN:      %[[EMPTY:.*]] = tensor.empty() : tensor<128x128xf32>
// PLAIN-NOT:  linalg.fill
// PLAIN:      scf.forall (%{{.*}}, %{{.*}}) in (4, 1) shared_outs(%[[OUT:.*]] = %[[EMPTY]])
// PLAIN:        %[[TILE:.*]] = tensor.extract_slice %[[OUT]][{{.*}}] [32, 128] [1, 1]
// PLAIN-NEXT:   linalg.fill {msched.block = "fill_0"} ins(%{{.*}} : f32) outs(%[[TILE]] : tensor<32x128xf32>)
// PLAIN:        scf.for %{{.*}} = %{{.*}} to %c32 step %c4 iter_args({{.*}}) -> (tensor<32x128xf32>)
// PLAIN-NEXT:     scf.for %{{.*}} = %{{.*}} to %c128 step %c16 iter_args({{.*}}) -> (tensor<32x128xf32>)
// PLAIN:            scf.for %{{.*}} = %{{.*}} to %c128{{.*}} step %c64 iter_args({{.*}}) -> (tensor<4x16xf32>)
// PLAIN:              scf.for %{{.*}} = %{{.*}} to %c4{{.*}} step %c4{{.*}} iter_args({{.*}}) -> (tensor<4x16xf32>)
// PLAIN-NEXT:           scf.for %{{.*}} = %{{.*}} to %c16{{.*}} step %c16{{.*}} iter_args({{.*}}) -> (tensor<4x16xf32>)
// PLAIN:                  scf.for %{{.*}} = %{{.*}} to %c64{{.*}} step %c1 iter_args({{.*}}) -> (tensor<4x16xf32>)
// PLAIN:                    linalg.matmul {msched.block = "matmul_0", msched.tiling_structure = "SSRSRS"} ins(%{{.*}}, %{{.*}} : tensor<4x1xf32>, tensor<1x16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
// PLAIN-NOT:  vector.

// CACHE-NOT:  linalg.matmul
// CACHE:      scf.forall (%{{.*}}, %{{.*}}) in (4, 1) shared_outs(
// CACHE:      %[[ACC:[0-9]+]] = vector.transfer_read %{{.*}} : tensor<4x16xf32>, vector<4x16xf32>
// CACHE-NEXT: %[[K1:[0-9]+]]:2 = scf.for %{{.*}} = %{{.*}} to %c64{{.*}} step %c1 iter_args(%{{.*}} = %{{.*}}, %[[V:arg[0-9]+]] = %[[ACC]]) -> (tensor<4x16xf32>, vector<4x16xf32>)
// CACHE:        %[[A:[0-9]+]] = vector.transfer_read %arg0[{{.*}}]{{.*}} : tensor<128x128xf32>, vector<4x1xf32>
// CACHE:        %[[B:[0-9]+]] = vector.transfer_read %arg1[{{.*}}]{{.*}} : tensor<128x128xf32>, vector<1x16xf32>
// CACHE-NEXT:   %[[C:[0-9]+]] = vector.contract {{.*}} %[[A]], %[[B]], %[[V]] : vector<4x1xf32>, vector<1x16xf32> into vector<4x16xf32>
// CACHE-NEXT:   scf.yield %{{.*}}, %[[C]] : tensor<4x16xf32>, vector<4x16xf32>
// CACHE-NEXT: } {msched.block = "matmul_0"}
// CACHE-NEXT: vector.transfer_write %[[K1]]#1, %[[K1]]#0

// MEASURE: # @gmm_128: 0.0041943 GFLOP, check ok
