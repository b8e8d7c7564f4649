// matmul + bias-add + ReLU as three ops, as an importer writes them:
// out = max(A * B + bias, 0) with A 32x64, B 64x48. auto-inline folds the
// bias-add generic into the ReLU generic; the matmul stays a named op.
func.func @matmul_bias_relu(%A: tensor<32x64xf32>, %B: tensor<64x48xf32>,
                            %bias: tensor<48xf32>) -> tensor<32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<32x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<32x48xf32>) -> tensor<32x48xf32>
  %mm = linalg.matmul ins(%A, %B : tensor<32x64xf32>, tensor<64x48xf32>)
                      outs(%init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %aempty = tensor.empty() : tensor<32x48xf32>
  %add = linalg.generic {
           indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                            affine_map<(i, j) -> (i, j)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%mm, %bias : tensor<32x48xf32>, tensor<48xf32>) outs(%aempty : tensor<32x48xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %a = arith.addf %x, %b : f32
    linalg.yield %a : f32
  } -> tensor<32x48xf32>
  %rempty = tensor.empty() : tensor<32x48xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%add : tensor<32x48xf32>) outs(%rempty : tensor<32x48xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c0 = arith.constant 0.0 : f32
    %r = arith.maximumf %x, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<32x48xf32>
  return %out : tensor<32x48xf32>
}
