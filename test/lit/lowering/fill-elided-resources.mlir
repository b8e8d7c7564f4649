// msched-fill-elided-resources: a model exported without its weights
// (dense_resource<__elided__>) gets splat values of each constant's type,
// first in the builder's pipeline, so it builds and runs; a resource with a
// blob keeps its values.
// RUN: msched-opt %s --msched-fill-elided-resources | FileCheck %s
// RUN: msched-run %s --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=TIMED

// CHECK-LABEL: func.func @dense
// CHECK-DAG: arith.constant dense<0.00999999977> : tensor<8x4xf32>
// CHECK-DAG: arith.constant dense<0> : tensor<4xi32>
// CHECK-DAG: arith.constant dense_resource<kept> : tensor<2xf32>
// TIMED-NOT: error
// TIMED: # @dense: {{.*}} GFLOP, check ok
func.func @dense(%x: tensor<2x8xf32>) -> (tensor<2x4xf32>, tensor<4xi32>, tensor<2xf32>) {
  %w = arith.constant dense_resource<__elided__> : tensor<8x4xf32>
  %i = arith.constant dense_resource<__elided__> : tensor<4xi32>
  %k = arith.constant dense_resource<kept> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x8xf32>, tensor<8x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y, %i, %k : tensor<2x4xf32>, tensor<4xi32>, tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      kept: "0x040000000000803F00000040"
    }
  }
#-}
