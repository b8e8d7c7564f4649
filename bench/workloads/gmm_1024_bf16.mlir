// gmm_1024_bf16: bf16 matrix multiply with f32 accumulation, C = A * B, M = N = K = 1024
// (AVX512-BF16's vdpbf16ps, oneDNN's bf16 matmul with an f32 destination).
//   A : tensor<1024x1024xbf16>  (M, K)
//   B : tensor<1024x1024xbf16>  (K, N)
//   output C : tensor<1024x1024xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 1024 * 1024 * 1024
// FLOPs: 2147483648
func.func @gmm_1024_bf16(%A: tensor<1024x1024xbf16>, %B: tensor<1024x1024xbf16>) -> tensor<1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1024x1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %out = linalg.matmul ins(%A, %B : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>)
                       outs(%init : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %out : tensor<1024x1024xf32>
}
