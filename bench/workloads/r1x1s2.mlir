// r1x1s2: 1x1 convolution with stride 2 of a ResNet-50 downsampling block
// (held-out shape, not in the MetaSchedule paper), f32, batch 1.
//   input  I : tensor<1x56x56x256xf32>  (N, H, W, C)     NHWC
//   weight K : tensor<1x1x256x512xf32>  (KH, KW, C, F)   HWCF
//   no padding; stride 2, dilation 1
//   output   : tensor<1x28x28x512xf32>  (N, OH, OW, F), OH = OW = (56 - 1) / 2 + 1 = 28
// FLOP formula: 2 * N * OH * OW * F * C * KH * KW = 2 * 1 * 28 * 28 * 512 * 256 * 1 * 1
// FLOPs: 205520896
func.func @r1x1s2(%I: tensor<1x56x56x256xf32>, %K: tensor<1x1x256x512xf32> {msched.constant}) -> tensor<1x28x28x512xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x28x28x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%I, %K : tensor<1x56x56x256xf32>, tensor<1x1x256x512xf32>)
           outs(%init : tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
  return %out : tensor<1x28x28x512xf32>
}
