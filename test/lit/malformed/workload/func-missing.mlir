// --func naming a function the module does not have.
// RUN: not msched-run %s --func nope 2>&1 | FileCheck %s

// CHECK: func-missing.mlir:1:1: error: no function @nope in this module
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
