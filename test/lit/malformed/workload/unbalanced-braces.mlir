// A function body that is never closed.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: not msched-opt %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: unbalanced-braces.mlir:[[@LINE+1]]:28: error: expected operation name in quotes
  return %r : tensor<4xf32>
