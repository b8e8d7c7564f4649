// A matmul whose output is zeroed by a fill and a 2-D convolution whose
// output starts from a non-zero fill, with extents the tiles do not divide.
func.func @mm(%A: tensor<37x29xf32>, %B: tensor<29x45xf32>) -> tensor<37x45xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x45xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<37x29xf32>, tensor<29x45xf32>) outs(%f : tensor<37x45xf32>) -> tensor<37x45xf32>
  return %0 : tensor<37x45xf32>
}

func.func @conv(%I: tensor<1x11x13x3xf32>, %K: tensor<3x3x3x5xf32>) -> tensor<1x9x11x5xf32> {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x9x11x5xf32>
  %f = linalg.fill ins(%half : f32) outs(%e : tensor<1x9x11x5xf32>) -> tensor<1x9x11x5xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%I, %K : tensor<1x11x13x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x9x11x5xf32>) -> tensor<1x9x11x5xf32>
  return %0 : tensor<1x9x11x5xf32>
}
