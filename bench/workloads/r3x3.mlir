// r3x3: 3x3 convolution of a ResNet-50 stage-2 block (held-out shape, not in
// the MetaSchedule paper), f32, batch 1.
//   input  I : tensor<1x56x56x64xf32>  (N, H, W, C)     NHWC
//   weight K : tensor<3x3x64x64xf32>   (KH, KW, C, F)   HWCF
//   pad 1 on each side of H and W (tensor.pad) -> tensor<1x58x58x64xf32>; stride 1, dilation 1
//   output   : tensor<1x56x56x64xf32>  (N, OH, OW, F), OH = OW = (56 + 2*1 - 3) / 1 + 1 = 56
// FLOP formula: 2 * N * OH * OW * F * C * KH * KW = 2 * 1 * 56 * 56 * 64 * 64 * 3 * 3
// FLOPs: 231211008
func.func @r3x3(%I: tensor<1x56x56x64xf32>, %K: tensor<3x3x64x64xf32> {msched.constant}) -> tensor<1x56x56x64xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32>
  %empty = tensor.empty() : tensor<1x56x56x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>)
           outs(%init : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  return %out : tensor<1x56x56x64xf32>
}
