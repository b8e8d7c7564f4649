// dense + bias + ReLU (bench/workloads/dense_bias_relu.mlir, scaled down):
// out = max(X * W + bias, 0) with X 32x64, W 64x48.
func.func @dense_small(%X: tensor<32x64xf32>, %W: tensor<64x48xf32>,
                       %bias: tensor<48xf32>) -> tensor<32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<32x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<32x48xf32>) -> tensor<32x48xf32>
  %mm = linalg.matmul ins(%X, %W : tensor<32x64xf32>, tensor<64x48xf32>)
                      outs(%init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %oempty = tensor.empty() : tensor<32x48xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                            affine_map<(i, j) -> (i, j)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%mm, %bias : tensor<32x48xf32>, tensor<48xf32>) outs(%oempty : tensor<32x48xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %a = arith.addf %x, %b : f32
    %c0 = arith.constant 0.0 : f32
    %r = arith.maximumf %a, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<32x48xf32>
  return %out : tensor<32x48xf32>
}
