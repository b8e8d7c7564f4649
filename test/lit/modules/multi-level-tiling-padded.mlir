// A contraction whose extents the register kernels do not divide (97 rows,
// 100 columns) gets a third schedule from multi-level-tiling: A and B
// padded with zeros to 98 x 64 and 64 x 112 (14-row tiles of two 16-lane
// vectors), the padded matmul tiled and vectorized with its accumulators in
// registers, the result sliced back. It computes what the workload computes.
// RUN: msched-space %S/Inputs/matmul_97x100x64.mlir --modules 'multi-level-tiling{vector_lanes=16,vector_registers=32,l1_bytes=32768,l1_ways=8,l2_bytes=524288,cores=1,pack_min_stride=4096}' --seed 1 --check-replay --schedule 2 --emit-payload %t.padded.mlir --emit-trace %t.padded.trace.mlir
// RUN: FileCheck %s --input-file=%t.padded.mlir
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.padded.trace.mlir
// RUN: msched-run %S/Inputs/matmul_97x100x64.mlir --scheduled %t.padded.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=RESULT

// CHECK-LABEL: func.func @mm(
// CHECK-DAG: tensor.pad %{{.*}} low[0, 0] high[1, 0]
// CHECK-DAG: tensor.pad %{{.*}} low[0, 0] high[0, 12]
// CHECK: scf.forall
// CHECK: vector.contract
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [97, 100] [1, 1] : tensor<98x112xf32> to tensor<97x100xf32>

// TRACE: transform.structured.pad
// TRACE-SAME: pad_to_multiple_of [14, 16, 1]
// TRACE: transform.msched.sample_perfect_tile

// RESULT: check ok
