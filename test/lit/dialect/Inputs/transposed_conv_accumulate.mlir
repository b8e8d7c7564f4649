// The small transposed convolution of transposed_conv_small.mlir
// accumulated into an output passed in (%O, not a fill): the phases read
// their slices of %O (flipped, or by taps in place) and every output
// element gets O + the convolution.
func.func @tconv_acc(%I: tensor<1x2x2x3xf32>, %K: tensor<3x3x3x2xf32>, %O: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %dempty = tensor.empty() : tensor<1x3x3x3xf32>
  %dzero = linalg.fill ins(%zero : f32) outs(%dempty : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %dilated = tensor.insert_slice %I into %dzero[0, 0, 0, 0] [1, 2, 2, 3] [1, 2, 2, 1]
               : tensor<1x2x2x3xf32> into tensor<1x3x3x3xf32>
  %pad = tensor.pad %dilated low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x3x3xf32> to tensor<1x5x5x3xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh - kh + 2, ow - kw + 2, c)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>],
           iterator_types = ["parallel", "parallel", "parallel", "parallel",
                             "reduction", "reduction", "reduction"]}
           ins(%pad, %K : tensor<1x5x5x3xf32>, tensor<3x3x3x2xf32>)
           outs(%O : tensor<1x3x3x2xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x3x3x2xf32>
  return %out : tensor<1x3x3x2xf32>
}
