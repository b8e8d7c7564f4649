// pw: pointwise (1x1) convolution expanding the channels of a MobileNet v2
// block (held-out shape, not in the MetaSchedule paper), f32, batch 1.
//   input  I : tensor<1x28x28x32xf32>   (N, H, W, C)     NHWC
//   weight K : tensor<1x1x32x192xf32>   (KH, KW, C, F)   HWCF
//   no padding; stride 1, dilation 1
//   output   : tensor<1x28x28x192xf32>  (N, OH, OW, F), OH = OW = 28
// FLOP formula: 2 * N * OH * OW * F * C * KH * KW = 2 * 1 * 28 * 28 * 192 * 32 * 1 * 1
// FLOPs: 9633792
func.func @pw(%I: tensor<1x28x28x32xf32>, %K: tensor<1x1x32x192xf32> {msched.constant}) -> tensor<1x28x28x192xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x28x28x192xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%I, %K : tensor<1x28x28x32xf32>, tensor<1x1x32x192xf32>)
           outs(%init : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32>
  return %out : tensor<1x28x28x192xf32>
}
