// A transposed convolution with strides (3, 2) and a kernel (2 x 3) shorter
// than the row stride, from an output initialized to 0.5: input 1x3x2x4,
// kernel 2x3x4x3, no padding, output 1x8x5x3 (OH = (3 - 1) * 3 + 2,
// OW = (2 - 1) * 2 + 3). Rows oh = 3 * a + 2 meet no tap and keep 0.5.
func.func @tconv_s3(%I: tensor<1x3x2x4xf32>, %K: tensor<2x3x4x3xf32>) -> tensor<1x8x5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %dempty = tensor.empty() : tensor<1x7x3x4xf32>
  %dzero = linalg.fill ins(%zero : f32) outs(%dempty : tensor<1x7x3x4xf32>) -> tensor<1x7x3x4xf32>
  %dilated = tensor.insert_slice %I into %dzero[0, 0, 0, 0] [1, 3, 2, 4] [1, 3, 2, 1]
               : tensor<1x3x2x4xf32> into tensor<1x7x3x4xf32>
  %pad = tensor.pad %dilated low[0, 1, 2, 0] high[0, 1, 2, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x7x3x4xf32> to tensor<1x9x7x4xf32>
  %empty = tensor.empty() : tensor<1x8x5x3xf32>
  %init = linalg.fill ins(%half : f32) outs(%empty : tensor<1x8x5x3xf32>) -> tensor<1x8x5x3xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh - kh + 1, ow - kw + 2, c)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>],
           iterator_types = ["parallel", "parallel", "parallel", "parallel",
                             "reduction", "reduction", "reduction"]}
           ins(%pad, %K : tensor<1x9x7x4xf32>, tensor<2x3x4x3xf32>)
           outs(%init : tensor<1x8x5x3xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x8x5x3xf32>
  return %out : tensor<1x8x5x3xf32>
}
