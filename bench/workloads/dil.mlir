// dil: dilated 2D convolution (MetaSchedule paper, Appendix A.2, "DIL"), f32, batch 1.
//   input  I : tensor<1x224x224x3xf32>  (N, H, W, C)     NHWC
//   weight K : tensor<7x7x3x64xf32>     (KH, KW, C, F)   HWCF
//   pad 3 on each side of H and W (tensor.pad) -> tensor<1x230x230x3xf32>; stride 2, dilation 2
//   output   : tensor<1x109x109x64xf32> (N, OH, OW, F),
//              OH = OW = (224 + 2*3 - 2*(7-1) - 1) / 2 + 1 = 109
// FLOP formula: 2 * N * OH * OW * F * C * KH * KW = 2 * 1 * 109 * 109 * 64 * 3 * 7 * 7
// FLOPs: 223552896
func.func @dil(%I: tensor<1x224x224x3xf32>, %K: tensor<7x7x3x64xf32> {msched.constant}) -> tensor<1x109x109x64xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 3, 3, 0] high[0, 3, 3, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x224x224x3xf32> to tensor<1x230x230x3xf32>
  %empty = tensor.empty() : tensor<1x109x109x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x109x109x64xf32>) -> tensor<1x109x109x64xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x230x230x3xf32>, tensor<7x7x3x64xf32>)
           outs(%init : tensor<1x109x109x64xf32>) -> tensor<1x109x109x64xf32>
  return %out : tensor<1x109x109x64xf32>
}
