// 96 = 16 x 6 rows: a matmul whose extents the BLIS/oneDNN kernel shapes
// (6 x 16 on AVX2, 6 x 32 on AVX-512) divide.
func.func @mm(%A: tensor<96x64xf32>, %B: tensor<64x64xf32>,
              %C: tensor<96x64xf32>) -> tensor<96x64xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<96x64xf32>, tensor<64x64xf32>)
                     outs(%C : tensor<96x64xf32>) -> tensor<96x64xf32>
  return %r : tensor<96x64xf32>
}
