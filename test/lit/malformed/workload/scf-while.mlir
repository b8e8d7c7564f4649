// A while loop in the body of a task.
// RUN: not msched-run %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %false = arith.constant false
  // CHECK: scf-while.mlir:[[@LINE+1]]:8: error: 'scf.while' cannot be scheduled: it does not implement TilingInterface
  %w = scf.while (%x = %r) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%false) %x : tensor<4xf32>
  } do {
  ^bb0(%y: tensor<4xf32>):
    scf.yield %y : tensor<4xf32>
  }
  return %w : tensor<4xf32>
}
