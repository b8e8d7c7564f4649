// (2 * A) * B + bias, then ReLU, with A 32x64, B 64x48: an element-wise
// producer of the matmul's input, the fill of its init, and a bias + ReLU
// epilogue. The reference for matmul_tiled.mlir, which is the same function
// with the matmul already tiled (made by matmul_tiled.transform.mlir).
func.func @scaled_matmul(%A: tensor<32x64xf32>, %B: tensor<64x48xf32>,
                         %bias: tensor<48xf32>) -> tensor<32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %sempty = tensor.empty() : tensor<32x64xf32>
  %scaled = linalg.generic {
              indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%A : tensor<32x64xf32>) outs(%sempty : tensor<32x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<32x64xf32>
  %empty = tensor.empty() : tensor<32x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<32x48xf32>) -> tensor<32x48xf32>
  %mm = linalg.matmul ins(%scaled, %B : tensor<32x64xf32>, tensor<64x48xf32>)
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
