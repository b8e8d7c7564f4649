// A grouped convolution (3 groups of 2 input and 4 output channels, stride
// 2) whose input is padded (1 row above and below, 2 columns left, 1 right, value
// 0.25) and then split into groups by a tensor.expand_shape of its channels.
func.func @padded_groups(%X: tensor<1x7x6x6xf32>, %K: tensor<3x4x3x3x2xf32>) -> tensor<1x4x4x3x4xf32> {
  %c = arith.constant 0.25 : f32
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %X low[0, 1, 2, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c : f32
  } : tensor<1x7x6x6xf32> to tensor<1x9x9x6xf32>
  %groups = tensor.expand_shape %padded [[0], [1], [2], [3, 4]] output_shape [1, 9, 9, 3, 2]
              : tensor<1x9x9x6xf32> into tensor<1x9x9x3x2xf32>
  %empty = tensor.empty() : tensor<1x4x4x3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x4x4x3x4xf32>) -> tensor<1x4x4x3x4xf32>
  %out = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%groups, %K : tensor<1x9x9x3x2xf32>, tensor<3x4x3x3x2xf32>)
           outs(%init : tensor<1x4x4x3x4xf32>) -> tensor<1x4x4x3x4xf32>
  return %out : tensor<1x4x4x3x4xf32>
}
