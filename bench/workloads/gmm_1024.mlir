// gmm_1024: matrix multiply C = A * B, M = N = K = 1024, f32 -- square matmul (extra size).
//   A : tensor<1024x1024xf32>  (M, K)
//   B : tensor<1024x1024xf32>  (K, N)
//   output C : tensor<1024x1024xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 1024 * 1024 * 1024
// FLOPs: 2147483648
func.func @gmm_1024(%A: tensor<1024x1024xf32>, %B: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1024x1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %out = linalg.matmul ins(%A, %B : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                       outs(%init : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %out : tensor<1024x1024xf32>
}
