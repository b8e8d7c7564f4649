// An op without TilingInterface cannot be scheduled.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: msched-run %s > /dev/null 2>&1; test $? -eq 1

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %x = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  // CHECK: no-tiling-interface.mlir:[[@LINE+1]]:8: error: 'tensor.insert' cannot be scheduled: it does not implement TilingInterface
  %i = tensor.insert %x into %r[%c0] : tensor<4xf32>
  return %i : tensor<4xf32>
}
