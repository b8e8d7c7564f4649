// 100 rows: 6-row register tiles (AVX2's widest) do not divide them, 4 do.
func.func @mm(%A: tensor<100x64xf32>, %B: tensor<64x32xf32>) -> tensor<100x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<100x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<100x32xf32>) -> tensor<100x32xf32>
  %r = linalg.matmul ins(%A, %B : tensor<100x64xf32>, tensor<64x32xf32>)
                     outs(%init : tensor<100x32xf32>) -> tensor<100x32xf32>
  return %r : tensor<100x32xf32>
}
