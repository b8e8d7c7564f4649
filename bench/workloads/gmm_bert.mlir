// gmm_bert: matrix multiply C = A * B of a BERT-base feed-forward layer
// (held-out shape, not in the MetaSchedule paper), f32: M = 128 tokens,
// N = 3072, K = 768.
//   A : tensor<128x768xf32>   (M, K)
//   B : tensor<768x3072xf32>  (K, N)
//   output C : tensor<128x3072xf32>  (M, N), zero-initialized
// FLOP formula: 2 * M * N * K = 2 * 128 * 3072 * 768
// FLOPs: 603979776
func.func @gmm_bert(%A: tensor<128x768xf32>, %B: tensor<768x3072xf32>) -> tensor<128x3072xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<128x3072xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<128x3072xf32>) -> tensor<128x3072xf32>
  %out = linalg.matmul ins(%A, %B : tensor<128x768xf32>, tensor<768x3072xf32>)
                       outs(%init : tensor<128x3072xf32>) -> tensor<128x3072xf32>
  return %out : tensor<128x3072xf32>
}
