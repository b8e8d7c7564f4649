// An arith op on whole tensors beside a linalg op.
// RUN: not msched-run %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: arith-on-tensors.mlir:[[@LINE+1]]:8: error: 'arith.addf' cannot be scheduled: it does not implement TilingInterface
  %s = arith.addf %r, %r : tensor<4xf32>
  return %s : tensor<4xf32>
}
