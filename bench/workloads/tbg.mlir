// tbg: transpose + batch matmul (MetaSchedule paper, Appendix A.2, "TBG"; BERT attention scores Q * K^T),
// f32, batch 1, seq 128, 12 heads, head dim 64.
//   query Q : tensor<1x128x12x64xf32>  (B, S, H, D)
//   key   K : tensor<1x128x12x64xf32>  (B, S, H, D)
//   Q -> tensor<128x12x64xf32> (collapse B) -> linalg.transpose [1, 0, 2] -> tensor<12x128x64xf32> (H, S, D)
//   K -> tensor<128x12x64xf32> (collapse B) -> linalg.transpose [1, 2, 0] -> tensor<12x64x128xf32> (H, D, S)
//   linalg.batch_matmul -> tensor<12x128x128xf32> -> output tensor<1x12x128x128xf32> (expand B)
//   out[0, h, i, j] = sum_d Q[0, i, h, d] * K[0, j, h, d]
// FLOP formula: 2 * B * H * S * S * D = 2 * 1 * 12 * 128 * 128 * 64 (transposes: 0)
// FLOPs: 25165824
func.func @tbg(%Q: tensor<1x128x12x64xf32>, %K: tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %q3 = tensor.collapse_shape %Q [[0, 1], [2], [3]] : tensor<1x128x12x64xf32> into tensor<128x12x64xf32>
  %k3 = tensor.collapse_shape %K [[0, 1], [2], [3]] : tensor<1x128x12x64xf32> into tensor<128x12x64xf32>
  %qempty = tensor.empty() : tensor<12x128x64xf32>
  %qt = linalg.transpose ins(%q3 : tensor<128x12x64xf32>) outs(%qempty : tensor<12x128x64xf32>)
          permutation = [1, 0, 2]
  %kempty = tensor.empty() : tensor<12x64x128xf32>
  %kt = linalg.transpose ins(%k3 : tensor<128x12x64xf32>) outs(%kempty : tensor<12x64x128xf32>)
          permutation = [1, 2, 0]
  %empty = tensor.empty() : tensor<12x128x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
  %bmm = linalg.batch_matmul ins(%qt, %kt : tensor<12x128x64xf32>, tensor<12x64x128xf32>)
                             outs(%init : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
  %out = tensor.expand_shape %bmm [[0, 1], [2], [3]] output_shape [1, 12, 128, 128]
           : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
  return %out : tensor<1x12x128x128xf32>
}
