// gmm_128: matrix multiply C = A * B, M = N = K = 128, f32 -- the paper's GMM workload (Appendix A.2, "GMM").
//   A : tensor<128x128xf32>  (M, K)
//   B : tensor<128x128xf32>  (K, N)
//   output C : tensor<128x128xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 128 * 128 * 128
// FLOPs: 4194304
func.func @gmm_128(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<128x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<128x128xf32>) -> tensor<128x128xf32>
  %out = linalg.matmul ins(%A, %B : tensor<128x128xf32>, tensor<128x128xf32>)
                       outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %out : tensor<128x128xf32>
}
