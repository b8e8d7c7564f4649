// 24 rows and 32 columns: a kernel of 3, 4 or 6 rows and 8 or 16 lanes
// divides the output (5 rows do not).
func.func @mm(%A: tensor<24x20xf32>, %B: tensor<20x32xf32>) -> tensor<24x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<24x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<24x32xf32>) -> tensor<24x32xf32>
  %r = linalg.matmul ins(%A, %B : tensor<24x20xf32>, tensor<20x32xf32>)
                     outs(%init : tensor<24x32xf32>) -> tensor<24x32xf32>
  return %r : tensor<24x32xf32>
}
