// c3d: 3D convolution (MetaSchedule paper, Appendix A.2, "C3D"), f32, batch 1.
//   input  I : tensor<1x16x224x224x3xf32>  (N, D, H, W, C)      NDHWC
//   weight K : tensor<7x7x7x3x64xf32>      (KD, KH, KW, C, F)   DHWCF
//   pad 3 on each side of D, H and W (tensor.pad) -> tensor<1x22x230x230x3xf32>; stride 2, dilation 1
//   output   : tensor<1x8x112x112x64xf32>  (N, OD, OH, OW, F),
//              OD = (16 + 2*3 - 7) / 2 + 1 = 8, OH = OW = (224 + 2*3 - 7) / 2 + 1 = 112
// FLOP formula: 2 * N * OD * OH * OW * F * C * KD * KH * KW = 2 * 1 * 8 * 112 * 112 * 64 * 3 * 7 * 7 * 7
// FLOPs: 13217562624
func.func @c3d(%I: tensor<1x16x224x224x3xf32>, %K: tensor<7x7x7x3x64xf32> {msched.constant}) -> tensor<1x8x112x112x64xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 3, 3, 3, 0] high[0, 3, 3, 3, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index, %i4: index):
    tensor.yield %zero : f32
  } : tensor<1x16x224x224x3xf32> to tensor<1x22x230x230x3xf32>
  %empty = tensor.empty() : tensor<1x8x112x112x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x112x112x64xf32>) -> tensor<1x8x112x112x64xf32>
  %out = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>}
           ins(%pad, %K : tensor<1x22x230x230x3xf32>, tensor<7x7x7x3x64xf32>)
           outs(%init : tensor<1x8x112x112x64xf32>) -> tensor<1x8x112x112x64xf32>
  return %out : tensor<1x8x112x112x64xf32>
}
