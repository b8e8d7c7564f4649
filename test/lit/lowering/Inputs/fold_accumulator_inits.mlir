// The workloads of fold-accumulator-inits.mlir's scheduled @mm and
// @mm_nest: C = A x B.
func.func @mm(%A: tensor<8x4xf32>, %B: tensor<4x32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.matmul ins(%A, %B : tensor<8x4xf32>, tensor<4x32xf32>) outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}
func.func @mm_nest(%A: tensor<8x4xf32>, %B: tensor<4x32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.matmul ins(%A, %B : tensor<8x4xf32>, tensor<4x32xf32>) outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}
