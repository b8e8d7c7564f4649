// A use of an SSA value that is never defined.
// RUN: not msched-run %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // CHECK: undefined-value.mlir:[[@LINE+1]]:24: error: use of undeclared SSA value name
  %r = linalg.copy ins(%zz : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
