// gmm_256: matrix multiply C = A * B, M = N = K = 256, f32 -- square matmul (extra size).
//   A : tensor<256x256xf32>  (M, K)
//   B : tensor<256x256xf32>  (K, N)
//   output C : tensor<256x256xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 256 * 256 * 256
// FLOPs: 33554432
func.func @gmm_256(%A: tensor<256x256xf32>, %B: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x256xf32>) -> tensor<256x256xf32>
  %out = linalg.matmul ins(%A, %B : tensor<256x256xf32>, tensor<256x256xf32>)
                       outs(%init : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %out : tensor<256x256xf32>
}
