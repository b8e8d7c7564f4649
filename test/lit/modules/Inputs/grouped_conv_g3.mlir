// A grouped convolution of 3 groups (bench/workloads/grp.mlir's form on odd
// shapes): 13x11 input of 3 x 2 channels, pad 1, 3x3 filter, stride 2,
// 5 output channels per group -> 7x6x15.
func.func @grouped_conv_g3(%I: tensor<1x13x11x6xf32>, %K: tensor<3x5x3x3x2xf32>) -> tensor<1x7x6x15xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x13x11x6xf32> to tensor<1x15x13x6xf32>
  %grouped = tensor.expand_shape %pad [[0], [1], [2], [3, 4]] output_shape [1, 15, 13, 3, 2]
               : tensor<1x15x13x6xf32> into tensor<1x15x13x3x2xf32>
  %empty = tensor.empty() : tensor<1x7x6x3x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x7x6x3x5xf32>) -> tensor<1x7x6x3x5xf32>
  %conv = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
            ins(%grouped, %K : tensor<1x15x13x3x2xf32>, tensor<3x5x3x3x2xf32>)
            outs(%init : tensor<1x7x6x3x5xf32>) -> tensor<1x7x6x3x5xf32>
  %out = tensor.collapse_shape %conv [[0], [1], [2], [3, 4]]
           : tensor<1x7x6x3x5xf32> into tensor<1x7x6x15xf32>
  return %out : tensor<1x7x6x15xf32>
}
