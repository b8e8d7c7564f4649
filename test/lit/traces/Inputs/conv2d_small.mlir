// A small conv_2d_nhwc_hwcf with a zero-filled output (the shape of the
// paper's C2D, scaled down): input 1x10x10x8, kernel 3x3x8x16, stride 1.
func.func @conv2d_small(%I: tensor<1x10x10x8xf32>, %K: tensor<3x3x8x16xf32>) -> tensor<1x8x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x8x8x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%I, %K : tensor<1x10x10x8xf32>, tensor<3x3x8x16xf32>)
           outs(%init : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  return %out : tensor<1x8x8x16xf32>
}
