func.func @mm(%A: tensor<8x16xf32>, %B: tensor<16x32xf32>, %C: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x16xf32>, tensor<16x32xf32>) outs(%C : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
