// A grouped convolution of 1 group: 10x10 input of 4 channels, no pad, 3x3
// filter, stride 3, 8 output channels -> 3x3x8.
func.func @grouped_conv_g1(%I: tensor<1x10x10x4xf32>, %K: tensor<1x8x3x3x4xf32>) -> tensor<1x3x3x8xf32> {
  %zero = arith.constant 0.0 : f32
  %grouped = tensor.expand_shape %I [[0], [1], [2], [3, 4]] output_shape [1, 10, 10, 1, 4]
               : tensor<1x10x10x4xf32> into tensor<1x10x10x1x4xf32>
  %empty = tensor.empty() : tensor<1x3x3x1x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x3x3x1x8xf32>) -> tensor<1x3x3x1x8xf32>
  %conv = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>}
            ins(%grouped, %K : tensor<1x10x10x1x4xf32>, tensor<1x8x3x3x4xf32>)
            outs(%init : tensor<1x3x3x1x8xf32>) -> tensor<1x3x3x1x8xf32>
  %out = tensor.collapse_shape %conv [[0], [1], [2], [3, 4]]
           : tensor<1x3x3x1x8xf32> into tensor<1x3x3x8xf32>
  return %out : tensor<1x3x3x8xf32>
}
