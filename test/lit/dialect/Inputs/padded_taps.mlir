// Inputs of peel-padding-taps.mlir (transform.msched.peel_padding with
// restrict_taps), odd shapes:
//  - conv7_s2: 7x7 convolution, stride 2, pad 3 (CBR's and C3D's window on
//    a small image), 11x13x3 -> 6x7x4: two positions in each low border.
//  - dil_s1: 3x3 convolution with dilation 2, pad 2, 7x6x2 -> 7x6x3.
//  - maxpool_zero: 3x3 max pooling padded with zero (a zero tap is not
//    neutral for a max): its borders keep all their taps.
func.func @conv7_s2(%I: tensor<1x11x13x3xf32>, %K: tensor<7x7x3x4xf32>) -> tensor<1x6x7x4xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 3, 3, 0] high[0, 3, 3, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x11x13x3xf32> to tensor<1x17x19x3xf32>
  %empty = tensor.empty() : tensor<1x6x7x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x6x7x4xf32>) -> tensor<1x6x7x4xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x17x19x3xf32>, tensor<7x7x3x4xf32>)
           outs(%init : tensor<1x6x7x4xf32>) -> tensor<1x6x7x4xf32>
  return %out : tensor<1x6x7x4xf32>
}

func.func @dil_s1(%I: tensor<1x7x6x2xf32>, %K: tensor<3x3x2x3xf32>) -> tensor<1x7x6x3xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 2, 2, 0] high[0, 2, 2, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x7x6x2xf32> to tensor<1x11x10x2xf32>
  %empty = tensor.empty() : tensor<1x7x6x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x7x6x3xf32>) -> tensor<1x7x6x3xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x11x10x2xf32>, tensor<3x3x2x3xf32>)
           outs(%init : tensor<1x7x6x3xf32>) -> tensor<1x7x6x3xf32>
  return %out : tensor<1x7x6x3xf32>
}

func.func @maxpool_zero(%I: tensor<1x7x9x4xf32>) -> tensor<1x7x9x4xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.4e38 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x7x9x4xf32> to tensor<1x9x11x4xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %empty = tensor.empty() : tensor<1x7x9x4xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%empty : tensor<1x7x9x4xf32>) -> tensor<1x7x9x4xf32>
  %out = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%pad, %window : tensor<1x9x11x4xf32>, tensor<3x3xf32>)
           outs(%init : tensor<1x7x9x4xf32>) -> tensor<1x7x9x4xf32>
  return %out : tensor<1x7x9x4xf32>
}
