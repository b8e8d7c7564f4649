// Padded convolutions whose shapes are not the benchmark's, for the
// numerics of pad-peeling's column borders (output width 1, their rows the
// output height): stride 2 and stride 3, odd image sizes.
func.func @conv_s2(%I: tensor<1x15x11x3xf32>, %K: tensor<3x3x3x16xf32>) -> tensor<1x8x6x16xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x15x11x3xf32> to tensor<1x17x13x3xf32>
  %empty = tensor.empty() : tensor<1x8x6x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x6x16xf32>) -> tensor<1x8x6x16xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x17x13x3xf32>, tensor<3x3x3x16xf32>)
           outs(%init : tensor<1x8x6x16xf32>) -> tensor<1x8x6x16xf32>
  return %out : tensor<1x8x6x16xf32>
}

func.func @conv_s3(%I: tensor<1x22x13x5xf32>, %K: tensor<5x5x5x24xf32>) -> tensor<1x8x5x24xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 2, 2, 0] high[0, 2, 2, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x22x13x5xf32> to tensor<1x26x17x5xf32>
  %empty = tensor.empty() : tensor<1x8x5x24xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x5x24xf32>) -> tensor<1x8x5x24xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x26x17x5xf32>, tensor<5x5x5x24xf32>)
           outs(%init : tensor<1x8x5x24xf32>) -> tensor<1x8x5x24xf32>
  return %out : tensor<1x8x5x24xf32>
}
