// transform.msched.fuse_into_forall_output: the fill of a tiled op's output
// is computed by each forall iteration on its own slice. The payload is the
// one upstream's fuse_into_containing_op makes (diff), and the outputs match
// the untransformed functions' (msched-run checks them).
// RUN: msched-opt %S/Inputs/fuse_into_forall_output.mlir --transform-preload-library=transform-library-paths=%S/Inputs/fuse_into_forall_output.msched.mlir --transform-interpreter > %t.msched.mlir
// RUN: msched-opt %S/Inputs/fuse_into_forall_output.mlir --transform-preload-library=transform-library-paths=%S/Inputs/fuse_into_forall_output.upstream.mlir --transform-interpreter > %t.upstream.mlir
// RUN: diff %t.msched.mlir %t.upstream.mlir
// RUN: FileCheck %s < %t.msched.mlir
// RUN: msched-run %S/Inputs/fuse_into_forall_output.mlir --scheduled %t.msched.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// CHECK-LABEL: func.func @mm(
// CHECK-DAG:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[E:.+]] = tensor.empty() : tensor<37x45xf32>
// CHECK-NOT:     linalg.fill
// CHECK:         scf.forall ({{.*}}) in (5, 3) shared_outs(%[[OUT:.+]] = %[[E]])
// CHECK:           %[[S:.+]] = tensor.extract_slice %[[OUT]]
// CHECK:           %[[F:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[S]] : tensor<?x?xf32>)
// CHECK:           linalg.matmul {{.*}} outs(%[[F]] : tensor<?x?xf32>)
// CHECK-LABEL: func.func @conv(
// CHECK-DAG:     %[[HALF:.+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG:     %[[E2:.+]] = tensor.empty() : tensor<1x9x11x5xf32>
// CHECK-NOT:     linalg.fill
// CHECK:         scf.forall ({{.*}}) in (3, 2) shared_outs(%[[OUT2:.+]] = %[[E2]])
// CHECK:           %[[S2:.+]] = tensor.extract_slice %[[OUT2]][0, %{{.*}}, 0, %{{.*}}] [1, %{{.*}}, 11, %{{.*}}]
// CHECK:           %[[F2:.+]] = linalg.fill ins(%[[HALF]] : f32) outs(%[[S2]] : tensor<1x?x11x?xf32>)
// CHECK:           linalg.conv_2d_nhwc_hwcf {{.*}} outs(%[[F2]] : tensor<1x?x11x?xf32>)

// MEASURE-COUNT-2: check ok
