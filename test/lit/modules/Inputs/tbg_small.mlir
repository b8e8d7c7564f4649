// bench/workloads/tbg.mlir's form on odd shapes: Q * K^T per head for
// sequence 20, 3 heads, head dim 8 (Q and K are B x S x H x D).
func.func @tbg_small(%Q: tensor<1x20x3x8xf32>, %K: tensor<1x20x3x8xf32>) -> tensor<1x3x20x20xf32> {
  %zero = arith.constant 0.0 : f32
  %q3 = tensor.collapse_shape %Q [[0, 1], [2], [3]] : tensor<1x20x3x8xf32> into tensor<20x3x8xf32>
  %k3 = tensor.collapse_shape %K [[0, 1], [2], [3]] : tensor<1x20x3x8xf32> into tensor<20x3x8xf32>
  %qempty = tensor.empty() : tensor<3x20x8xf32>
  %qt = linalg.transpose ins(%q3 : tensor<20x3x8xf32>) outs(%qempty : tensor<3x20x8xf32>)
          permutation = [1, 0, 2]
  %kempty = tensor.empty() : tensor<3x8x20xf32>
  %kt = linalg.transpose ins(%k3 : tensor<20x3x8xf32>) outs(%kempty : tensor<3x8x20xf32>)
          permutation = [1, 2, 0]
  %empty = tensor.empty() : tensor<3x20x20xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3x20x20xf32>) -> tensor<3x20x20xf32>
  %bmm = linalg.batch_matmul ins(%qt, %kt : tensor<3x20x8xf32>, tensor<3x8x20xf32>)
                             outs(%init : tensor<3x20x20xf32>) -> tensor<3x20x20xf32>
  %out = tensor.expand_shape %bmm [[0, 1], [2], [3]] output_shape [1, 3, 20, 20]
           : tensor<3x20x20xf32> into tensor<1x3x20x20xf32>
  return %out : tensor<1x3x20x20xf32>
}
