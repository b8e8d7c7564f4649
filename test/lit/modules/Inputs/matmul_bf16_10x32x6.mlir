// A bf16 matmul of odd sizes (f32 accumulation and output): M = 10, N = 32
// (two 16-lane vectors), K = 6 (three pairs).
func.func @mm(%A: tensor<10x6xbf16>, %B: tensor<6x32xbf16>) -> tensor<10x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<10x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<10x32xf32>) -> tensor<10x32xf32>
  %out = linalg.matmul ins(%A, %B : tensor<10x6xbf16>, tensor<6x32xbf16>)
                       outs(%init : tensor<10x32xf32>) -> tensor<10x32xf32>
  return %out : tensor<10x32xf32>
}
