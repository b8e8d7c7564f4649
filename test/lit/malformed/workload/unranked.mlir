// An unranked tensor argument.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: unranked.mlir:[[@LINE+1]]:1: error: argument #0 has type 'tensor<*xf32>': only ranked tensor arguments and results are supported
func.func @f(%a: tensor<*xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
  %s = tensor.cast %a : tensor<*xf32> to tensor<4xf32>
  %r = linalg.copy ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
