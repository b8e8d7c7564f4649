// A small 3-D convolution (stride 1, 3x3x3 filter, 3 input channels).
func.func @c3d(%I: tensor<1x6x10x16x3xf32>, %K: tensor<3x3x3x3x32xf32>) -> tensor<1x4x8x14x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x4x8x14x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x4x8x14x32xf32>) -> tensor<1x4x8x14x32xf32>
  %out = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
           ins(%I, %K : tensor<1x6x10x16x3xf32>, tensor<3x3x3x3x32xf32>)
           outs(%init : tensor<1x4x8x14x32xf32>) -> tensor<1x4x8x14x32xf32>
  return %out : tensor<1x4x8x14x32xf32>
}
