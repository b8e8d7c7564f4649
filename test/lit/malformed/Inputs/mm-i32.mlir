// @mm on i16: msched-replay must reject it as msched-run does.
// CHECK: mm-i32.mlir:[[@LINE+1]]:1: error: unsupported element type 'i16' of argument #0 (msched supports f32, f64, bf16, i8, i32 and i64)
func.func @mm(%A: tensor<16x8xi16>, %B: tensor<8x32xi16>) -> tensor<16x32xi16> {
  %zero = arith.constant 0 : i16
  %empty = tensor.empty() : tensor<16x32xi16>
  %init = linalg.fill ins(%zero : i16) outs(%empty : tensor<16x32xi16>) -> tensor<16x32xi16>
  %out = linalg.matmul ins(%A, %B : tensor<16x8xi16>, tensor<8x32xi16>) outs(%init : tensor<16x32xi16>) -> tensor<16x32xi16>
  return %out : tensor<16x32xi16>
}
