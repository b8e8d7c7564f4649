// @mm with a dynamic dimension: msched-replay must reject it as msched-run
// does, before replaying anything.
// CHECK: mm-dynamic.mlir:[[@LINE+1]]:1: error: dynamic shape 'tensor<?x8xf32>' of argument #0 is not supported: msched schedules static shapes only
func.func @mm(%A: tensor<?x8xf32>, %B: tensor<8x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
  %out = linalg.matmul ins(%A, %B : tensor<?x8xf32>, tensor<8x32xf32>) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %out : tensor<16x32xf32>
}
