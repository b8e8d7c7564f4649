// Reading one element of a tensor in the body of a task.
// RUN: not msched-run %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  // CHECK: tensor-extract.mlir:[[@LINE+1]]:8: error: 'tensor.extract' cannot be scheduled: it does not implement TilingInterface
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
