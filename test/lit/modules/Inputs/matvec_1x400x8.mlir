func.func @matvec(%a: tensor<1x400xf32>, %b: tensor<400x8xf32>) -> tensor<1x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1x400xf32>, tensor<400x8xf32>) outs(%c : tensor<1x8xf32>) -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}
