// 64 rows: of AVX2's row counts (3-6) only 4 divides them: 4 x 16 kernels,
// 8 accumulators; 6-row kernels need a peeled rest.
func.func @mm(%A: tensor<64x48xf32>, %B: tensor<48x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x32xf32>) -> tensor<64x32xf32>
  %r = linalg.matmul ins(%A, %B : tensor<64x48xf32>, tensor<48x32xf32>)
                     outs(%init : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}
