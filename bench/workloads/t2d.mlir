// t2d: transposed 2D convolution (MetaSchedule paper, Appendix A.2, "T2D"; DCGAN layer), f32, batch 1.
//   input  I : tensor<1x4x4x512xf32>     (N, H, W, C)      NHWC
//   weight K : tensor<4x4x512x256xf32>   (KH, KW, C, F)    HWCF, indexed as in the direct definition
//              out[n, ih*2 + kh - 1, iw*2 + kw - 1, f] += I[n, ih, iw, c] * K[kh, kw, c, f]
//   stride 2, padding 1 -> output tensor<1x8x8x256xf32>, OH = OW = (4 - 1) * 2 - 2*1 + 4 = 8
// Lowered as a direct convolution over the stride-dilated, (KH-1-pad)-padded input with the flipped kernel:
//   dilated : zero tensor<1x7x7x512xf32>, I inserted with strides 2 (tensor.insert_slice)
//   padded  : pad 4 - 1 - 1 = 2 on each side of H and W (tensor.pad) -> tensor<1x11x11x512xf32>
//   out[n, oh, ow, f] = sum_{kh, kw, c} padded[n, oh + kh, ow + kw, c] * K[3 - kh, 3 - kw, c, f]
//   written with kh' = 3 - kh so that every loop has a plain-dimension operand (linalg cannot invert
//   a map whose kernel dims appear only as 3 - kh):
//   out[n, oh, ow, f] = sum_{kh', kw', c} padded[n, oh + 3 - kh', ow + 3 - kw', c] * K[kh', kw', c, f]
// FLOP formula: 2 * N * OH * OW * F * C * KH * KW = 2 * 1 * 8 * 8 * 256 * 512 * 4 * 4
//   (as in TVM, the multiplications by the inserted zeros are counted)
// FLOPs: 268435456
func.func @t2d(%I: tensor<1x4x4x512xf32>, %K: tensor<4x4x512x256xf32> {msched.constant}) -> tensor<1x8x8x256xf32> {
  %zero = arith.constant 0.0 : f32
  %dempty = tensor.empty() : tensor<1x7x7x512xf32>
  %dzero = linalg.fill ins(%zero : f32) outs(%dempty : tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32>
  %dilated = tensor.insert_slice %I into %dzero[0, 0, 0, 0] [1, 4, 4, 512] [1, 2, 2, 1]
               : tensor<1x4x4x512xf32> into tensor<1x7x7x512xf32>
  %pad = tensor.pad %dilated low[0, 2, 2, 0] high[0, 2, 2, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x7x7x512xf32> to tensor<1x11x11x512xf32>
  %empty = tensor.empty() : tensor<1x8x8x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh - kh + 3, ow - kw + 3, c)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>],
           iterator_types = ["parallel", "parallel", "parallel", "parallel",
                             "reduction", "reduction", "reduction"]}
           ins(%pad, %K : tensor<1x11x11x512xf32>, tensor<4x4x512x256xf32>)
           outs(%init : tensor<1x8x8x256xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x8x8x256xf32>
  return %out : tensor<1x8x8x256xf32>
}
