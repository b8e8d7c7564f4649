// A scalar argument.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: scalar-arg.mlir:[[@LINE+1]]:1: error: argument #1 has type 'f32': only ranked tensor arguments and results are supported
func.func @f(%a: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
