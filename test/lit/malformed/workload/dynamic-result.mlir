// A dynamic result shape.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: dynamic-result.mlir:[[@LINE+1]]:1: error: dynamic shape 'tensor<?xf32>' of result #0 is not supported: msched schedules static shapes only
func.func @f(%a: tensor<4xf32>) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.cast %r : tensor<4xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}
