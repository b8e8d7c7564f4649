// A task that returns nothing.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: no-result.mlir:[[@LINE+1]]:1: error: function @f returns nothing: a task must return its output tensors
func.func @f(%a: tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return
}
