// gmm_prime: matrix multiply C = A * B with prime extents, M = 211, N = 199,
// K = 97, f32 -- extents no register kernel or vector length divides (the
// padded variant of multi-level-tiling; not a paper workload).
//   A : tensor<211x97xf32>   (M, K)
//   B : tensor<97x199xf32>   (K, N)
//   output C : tensor<211x199xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 211 * 199 * 97
// FLOPs: 8145866
func.func @gmm_prime(%A: tensor<211x97xf32>, %B: tensor<97x199xf32>) -> tensor<211x199xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<211x199xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<211x199xf32>) -> tensor<211x199xf32>
  %out = linalg.matmul ins(%A, %B : tensor<211x97xf32>, tensor<97x199xf32>)
                       outs(%init : tensor<211x199xf32>) -> tensor<211x199xf32>
  return %out : tensor<211x199xf32>
}
