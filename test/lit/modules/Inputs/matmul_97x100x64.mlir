// 97 rows (prime) and 100 columns: extents no register kernel divides.
func.func @mm(%A: tensor<97x64xf32>, %B: tensor<64x100xf32>) -> tensor<97x100xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<97x100xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<97x100xf32>) -> tensor<97x100xf32>
  %r = linalg.matmul ins(%A, %B : tensor<97x64xf32>, tensor<64x100xf32>)
                     outs(%init : tensor<97x100xf32>) -> tensor<97x100xf32>
  return %r : tensor<97x100xf32>
}
