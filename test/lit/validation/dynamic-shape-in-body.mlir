// A dynamic shape inside the body is reported at that op.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: msched-run %s > /dev/null 2>&1; test $? -eq 1

func.func @f(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // CHECK: dynamic-shape-in-body.mlir:[[@LINE+1]]:8: error: dynamic shape 'tensor<?x4xf32>' in 'tensor.cast' is not supported: msched schedules static shapes only
  %d = tensor.cast %a : tensor<8x4xf32> to tensor<?x4xf32>
  %s = tensor.cast %d : tensor<?x4xf32> to tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x4xf32>
  %r = linalg.copy ins(%s : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
