// Padded operators on odd shapes, not the benchmark's: inputs of
// peel-padding.mlir (transform.msched.peel_padding).
//  - dep_small: depthwise 3x3, stride 1, pad 1 on each side, 9x10x8.
//  - conv_s3: 3x3 convolution, stride 3, pad low (2, 1) high (1, 2), 13x11x3
//    -> 5x4x5.
//  - grp_small: grouped 3x3 convolution, stride 2, through expand_shape.
//  - pool_s2: 3x3 sum pooling, stride 2, pad 1 on each side, 7x9x4 -> 4x5x4.
func.func @dep_small(%I: tensor<1x9x10x8xf32>, %K: tensor<3x3x8xf32>) -> tensor<1x9x10x8xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x9x10x8xf32> to tensor<1x11x12x8xf32>
  %empty = tensor.empty() : tensor<1x9x10x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x9x10x8xf32>) -> tensor<1x9x10x8xf32>
  %out = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x11x12x8xf32>, tensor<3x3x8xf32>)
           outs(%init : tensor<1x9x10x8xf32>) -> tensor<1x9x10x8xf32>
  return %out : tensor<1x9x10x8xf32>
}

func.func @conv_s3(%I: tensor<1x13x11x3xf32>, %K: tensor<3x3x3x5xf32>) -> tensor<1x5x4x5xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 2, 1, 0] high[0, 1, 2, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x13x11x3xf32> to tensor<1x16x14x3xf32>
  %empty = tensor.empty() : tensor<1x5x4x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x5x4x5xf32>) -> tensor<1x5x4x5xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x16x14x3xf32>, tensor<3x3x3x5xf32>)
           outs(%init : tensor<1x5x4x5xf32>) -> tensor<1x5x4x5xf32>
  return %out : tensor<1x5x4x5xf32>
}

func.func @pool_s2(%I: tensor<1x7x9x4xf32>) -> tensor<1x4x5x4xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x7x9x4xf32> to tensor<1x9x11x4xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %empty = tensor.empty() : tensor<1x4x5x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x4x5x4xf32>) -> tensor<1x4x5x4xf32>
  %out = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%pad, %window : tensor<1x9x11x4xf32>, tensor<3x3xf32>)
           outs(%init : tensor<1x4x5x4xf32>) -> tensor<1x4x5x4xf32>
  return %out : tensor<1x4x5x4xf32>
}

// grp_small: grouped 3x3 convolution, 3 groups of 2 input and 4 output
// channels, stride 2, pad 1, 9x7x6 -> 5x4x12; the pad reaches the
// convolution through the expand_shape that splits the channels.
func.func @grp_small(%I: tensor<1x9x7x6xf32>, %K: tensor<3x4x3x3x2xf32>) -> tensor<1x5x4x12xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x9x7x6xf32> to tensor<1x11x9x6xf32>
  %grouped = tensor.expand_shape %pad [[0], [1], [2], [3, 4]] output_shape [1, 11, 9, 3, 2]
               : tensor<1x11x9x6xf32> into tensor<1x11x9x3x2xf32>
  %empty = tensor.empty() : tensor<1x5x4x3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x5x4x3x4xf32>) -> tensor<1x5x4x3x4xf32>
  %conv = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
            ins(%grouped, %K : tensor<1x11x9x3x2xf32>, tensor<3x4x3x3x2xf32>)
            outs(%init : tensor<1x5x4x3x4xf32>) -> tensor<1x5x4x3x4xf32>
  %out = tensor.collapse_shape %conv [[0], [1], [2], [3, 4]]
           : tensor<1x5x4x3x4xf32> into tensor<1x5x4x12xf32>
  return %out : tensor<1x5x4x12xf32>
}
