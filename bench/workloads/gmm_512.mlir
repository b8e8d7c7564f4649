// gmm_512: matrix multiply C = A * B, M = N = K = 512, f32 -- square matmul (extra size).
//   A : tensor<512x512xf32>  (M, K)
//   B : tensor<512x512xf32>  (K, N)
//   output C : tensor<512x512xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 512 * 512 * 512
// FLOPs: 268435456
func.func @gmm_512(%A: tensor<512x512xf32>, %B: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<512x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<512x512xf32>) -> tensor<512x512xf32>
  %out = linalg.matmul ins(%A, %B : tensor<512x512xf32>, tensor<512x512xf32>)
                       outs(%init : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %out : tensor<512x512xf32>
}
