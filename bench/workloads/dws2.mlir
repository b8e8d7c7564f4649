// dws2: depthwise 3x3 convolution with stride 2 of a MobileNet v2 block
// (held-out shape, not in the MetaSchedule paper), f32, batch 1.
//   input  I : tensor<1x112x112x96xf32>  (N, H, W, C)   NHWC
//   weight K : tensor<3x3x96xf32>        (KH, KW, C)    HWC (channel multiplier 1)
//   pad 1 on each side of H and W (tensor.pad) -> tensor<1x114x114x96xf32>; stride 2, dilation 1
//   output   : tensor<1x56x56x96xf32>    (N, OH, OW, C), OH = OW = (112 + 2*1 - 3) / 2 + 1 = 56
// FLOP formula: 2 * N * OH * OW * C * KH * KW = 2 * 1 * 56 * 56 * 96 * 3 * 3
// FLOPs: 5419008
func.func @dws2(%I: tensor<1x112x112x96xf32>, %K: tensor<3x3x96xf32> {msched.constant}) -> tensor<1x56x56x96xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x112x112x96xf32> to tensor<1x114x114x96xf32>
  %empty = tensor.empty() : tensor<1x56x56x96xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x56x56x96xf32>) -> tensor<1x56x56x96xf32>
  %out = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x114x114x96xf32>, tensor<3x3x96xf32>)
           outs(%init : tensor<1x56x56x96xf32>) -> tensor<1x56x56x96xf32>
  return %out : tensor<1x56x56x96xf32>
}
