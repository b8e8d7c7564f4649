// A contraction whose rows the widest register kernel does not divide (100
// rows; 6-row kernels on AVX2, pinned here: 8 lanes, 16 registers) gets a
// peeled schedule from multi-level-tiling: transform.structured.split at
// row 96, the first 96 rows tiled with 6 x 16 register kernels (12
// vector<8xf32> accumulators once lowered), the last 4 rows a block of
// their own ("matmul_0_rest") with a 4 x 16 kernel, both with their
// accumulators in registers across the k loop and no padding copy. Each
// part zeroes its own rows in its parallel loop (privatize_init_fill: fills
// "matmul_0_init" and "matmul_0_rest_init"; no fill of the whole output).
// The two parts form a tile group ("matmul_0"): the rest samples only its
// row loop and shares the first part's column and reduction samples (4
// decisions, not 6), so it gets 4 x 16 kernels over 64-long k tiles too.
// It computes what the workload computes.
// RUN: msched-space %S/Inputs/matmul_100x32x64.mlir --modules 'multi-level-tiling{vector_lanes=8,vector_registers=16,l1_bytes=32768,l1_ways=8,l2_bytes=524288,cores=1,pack_min_stride=4096}' --seed 5 --check-replay --schedule 2 --emit-trace %t.trace.mlir | FileCheck %s --check-prefix=SPACE
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.trace.mlir
// RUN: msched-replay %S/Inputs/matmul_100x32x64.mlir %t.trace.mlir -o %t.peeled.mlir
// RUN: FileCheck %s --input-file=%t.peeled.mlir
// RUN: msched-run %S/Inputs/matmul_100x32x64.mlir --scheduled %t.peeled.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=RESULT
// Without peel_to_kernels (and with 4-row kernels dividing 100, no padded
// variant): two schedules, none split.
// RUN: msched-space %S/Inputs/matmul_100x32x64.mlir --modules 'multi-level-tiling{vector_lanes=8,vector_registers=16,l1_bytes=32768,l1_ways=8,l2_bytes=524288,cores=1,pack_min_stride=4096,peel_to_kernels=false}' --seed 5 | FileCheck %s --check-prefix=NOPEEL

// SPACE: schedule 2: {{[0-9]+}} instructions, 4 decisions
// SPACE-NEXT: = [1, 2, 8, 6]
// SPACE-NEXT: = [1, 1, 2, 16]
// SPACE-NEXT: = [1, 64]
// SPACE-NEXT: = [1, 1, 1, 4]
// SPACE: replay: 3 of 3 schedules reproduce their payload

// TRACE: transform.structured.split %{{.*}} after 96 {dimension = 0 : i64}
// TRACE: transform.param.constant "matmul_0_rest"
// TRACE: transform.annotate %{{.*}}#0 "msched.tile_group"
// TRACE: transform.annotate %{{.*}}#1 "msched.tile_group"
// TRACE: sample_perfect_tile %{{.*}} loop = 0 n = 4
// TRACE-SAME: innermost_prior = [3, 4, 5, 6]
// TRACE: %[[K:[0-9]+]]:2 = transform.msched.sample_perfect_tile %{{.*}} loop = 2 n = 2
// TRACE: tile_using_for %{{.*}} tile_sizes [0, 0, %[[K]]#1]
// TRACE-NOT: sample_perfect_tile %{{.*}} loop = 2
// TRACE: tile_using_for %{{.*}} tile_sizes [0, 0, %[[K]]#1]

// CHECK-LABEL: func.func @mm(
// CHECK-NOT: linalg.fill {{.*}} tensor<100x32xf32>
// CHECK: scf.forall
// CHECK: linalg.fill {msched.block = "matmul_0_init"} {{.*}} -> tensor<96x32xf32>
// CHECK: scf.for {{.*}} -> (tensor<6x16xf32>, vector<6x16xf32>)
// CHECK: vector.contract {{.*}} : vector<6x1xf32>, vector<1x16xf32> into vector<6x16xf32>
// CHECK: tensor.insert_slice %{{.*}} [96, 32] [1, 1] : tensor<96x32xf32> into tensor<100x32xf32>
// CHECK: tensor.extract_slice %arg0[96, 0] [4, 64] [1, 1]
// CHECK: scf.forall
// CHECK: linalg.fill {msched.block = "matmul_0_rest_init"} {{.*}} -> tensor<4x32xf32>
// CHECK: scf.for {{.*}} -> (tensor<4x16xf32>, vector<4x16xf32>)
// CHECK: vector.contract {{.*}} : vector<4x1xf32>, vector<1x16xf32> into vector<4x16xf32>
// CHECK: tensor.insert_slice %{{.*}}[96, 0] [4, 32] [1, 1] : tensor<4x32xf32> into tensor<100x32xf32>
// CHECK-NOT: tensor.pad

// RESULT: check ok

// NOPEEL: 2 schedules
// NOPEEL-NOT: schedule 2:
