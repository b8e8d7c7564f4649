// init_also_returned.mlir with a second fill for the returned value.
func.func @f(%I: tensor<1x11x13x3xf32>, %K: tensor<3x3x3x5xf32>) -> (tensor<1x9x11x5xf32>, tensor<1x9x11x5xf32>) {
  %c = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x9x11x5xf32>
  %fill = linalg.fill ins(%c : f32) outs(%e : tensor<1x9x11x5xf32>) -> tensor<1x9x11x5xf32>
  %e2 = tensor.empty() : tensor<1x9x11x5xf32>
  %fill2 = linalg.fill ins(%c : f32) outs(%e2 : tensor<1x9x11x5xf32>) -> tensor<1x9x11x5xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%I, %K : tensor<1x11x13x3xf32>, tensor<3x3x3x5xf32>)
           outs(%fill : tensor<1x9x11x5xf32>) -> tensor<1x9x11x5xf32>
  return %out, %fill2 : tensor<1x9x11x5xf32>, tensor<1x9x11x5xf32>
}
