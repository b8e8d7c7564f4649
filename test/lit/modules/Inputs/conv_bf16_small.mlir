// A small bf16 convolution whose channels (3) are not a multiple of
// vdpbf16ps's pairs: stride 2, padding 1, 9 x 11 input, 3 x 3 taps, 32
// filters, f32 output.
func.func @conv(%I: tensor<1x9x11x3xbf16>, %K: tensor<3x3x3x32xbf16>) -> tensor<1x5x6x32xf32> {
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero16 : bf16
  } : tensor<1x9x11x3xbf16> to tensor<1x11x13x3xbf16>
  %empty = tensor.empty() : tensor<1x5x6x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x5x6x32xf32>) -> tensor<1x5x6x32xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x11x13x3xbf16>, tensor<3x3x3x32xbf16>)
           outs(%init : tensor<1x5x6x32xf32>) -> tensor<1x5x6x32xf32>
  return %out : tensor<1x5x6x32xf32>
}
