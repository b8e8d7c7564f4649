// A loop over tensors that is already written out.
// RUN: not msched-run %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // CHECK: scf-for.mlir:[[@LINE+1]]:8: error: 'scf.for' cannot be scheduled: it does not implement TilingInterface
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %a) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %u = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.copy ins(%r : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
