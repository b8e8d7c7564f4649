// @mm on i32: msched-replay must reject it as msched-run does.
// CHECK: mm-i32.mlir:[[@LINE+1]]:1: error: unsupported element type 'i32' of argument #0 (msched supports f32 and f64)
func.func @mm(%A: tensor<16x8xi32>, %B: tensor<8x32xi32>) -> tensor<16x32xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<16x32xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<16x32xi32>) -> tensor<16x32xi32>
  %out = linalg.matmul ins(%A, %B : tensor<16x8xi32>, tensor<8x32xi32>) outs(%init : tensor<16x32xi32>) -> tensor<16x32xi32>
  return %out : tensor<16x32xi32>
}
