// gmm_2048: matrix multiply C = A * B, M = N = K = 2048, f32 -- square matmul (extra size).
//   A : tensor<2048x2048xf32>  (M, K)
//   B : tensor<2048x2048xf32>  (K, N)
//   output C : tensor<2048x2048xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 2048 * 2048 * 2048
// FLOPs: 17179869184
func.func @gmm_2048(%A: tensor<2048x2048xf32>, %B: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2048x2048xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %out = linalg.matmul ins(%A, %B : tensor<2048x2048xf32>, tensor<2048x2048xf32>)
                       outs(%init : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %out : tensor<2048x2048xf32>
}
