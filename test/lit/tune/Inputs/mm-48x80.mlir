// A matmul of another shape than the ones in two-funcs.mlir.
func.func @mm48(%A: tensor<48x64xf32>, %B: tensor<64x80xf32>) -> tensor<48x80xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<48x80xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<48x80xf32>) -> tensor<48x80xf32>
  %r = linalg.matmul ins(%A, %B : tensor<48x64xf32>, tensor<64x80xf32>)
                     outs(%f : tensor<48x80xf32>) -> tensor<48x80xf32>
  return %r : tensor<48x80xf32>
}
