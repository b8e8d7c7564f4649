// A batch matmul whose rows (13, prime) and columns (40) no 6 x 16 kernel
// divides.
func.func @bmm(%A: tensor<3x13x20xf32>, %B: tensor<3x20x40xf32>) -> tensor<3x13x40xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<3x13x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3x13x40xf32>) -> tensor<3x13x40xf32>
  %r = linalg.batch_matmul ins(%A, %B : tensor<3x13x20xf32>, tensor<3x20x40xf32>)
                           outs(%init : tensor<3x13x40xf32>) -> tensor<3x13x40xf32>
  return %r : tensor<3x13x40xf32>
}
