// A 3-D convolution's write-cache schedule: the register tile keeps one
// output depth and row (7 x 32 here), is decomposed to a 2-D and then a
// 1-D convolution (transform.msched.decompose_conv_3d, then upstream's
// decompose) and vectorized; the slices of the two decompositions are merged
// and folded into the transfers, so the 7 x 32 accumulators are read once
// before and written once after the four reduction loops (filter depth,
// height, width and input channels), not in every iteration. It computes
// what the workload computes.
// RUN: msched-space %S/Inputs/conv3d_small.mlir --modules 'multi-level-tiling{vector_lanes=16,vector_registers=32,l1_bytes=32768,l1_ways=8,l2_bytes=524288,cores=1}' --seed 2 --check-replay --schedule 1 --emit-payload %t.mlir --emit-trace %t.trace.mlir | FileCheck %s --check-prefix=SPACE
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.trace.mlir
// RUN: msched-run %S/Inputs/conv3d_small.mlir --scheduled %t.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=RESULT

// SPACE: replay: 2 of 2 schedules reproduce their payload

// CHECK-LABEL: func.func @c3d(
// CHECK:     %[[ACC:.+]] = vector.transfer_read {{.*}} : tensor<1x1x1x7x32xf32>, vector<1x7x32xf32>
// CHECK-NEXT: scf.for {{.*}} iter_args({{.*}}, %{{.*}} = %[[ACC]]) -> (tensor<1x1x1x7x32xf32>, vector<1x7x32xf32>)
// CHECK:       scf.for {{.*}} -> (tensor<1x1x1x7x32xf32>, vector<1x7x32xf32>)
// CHECK:         scf.for {{.*}} -> (tensor<1x1x1x7x32xf32>, vector<1x7x32xf32>)
// CHECK:           scf.for {{.*}} -> (tensor<1x1x1x7x32xf32>, vector<1x7x32xf32>)
// CHECK-NOT:         vector.transfer_write
// CHECK:             vector.contract
// CHECK-NOT:         vector.transfer_write
// CHECK:             scf.yield
// CHECK:     vector.transfer_write {{.*}} : vector<1x7x32xf32>, tensor<1x1x1x7x32xf32>

// TRACE: transform.msched.decompose_conv_3d
// TRACE-NEXT: transform.structured.decompose
// TRACE: transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice

// RESULT: check ok
