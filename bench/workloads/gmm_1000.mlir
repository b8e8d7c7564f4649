// gmm_1000: square matmul whose extents no vector width divides evenly
// (held-out shape, not in the MetaSchedule paper), f32.
//   A : tensor<1000x1000xf32>, B : tensor<1000x1000xf32> -> C : tensor<1000x1000xf32>
// FLOP formula: 2 * M * N * K = 2 * 1000 * 1000 * 1000
// FLOPs: 2000000000
func.func @gmm_1000(%A: tensor<1000x1000xf32>, %B: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1000x1000xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %out = linalg.matmul ins(%A, %B : tensor<1000x1000xf32>, tensor<1000x1000xf32>)
                       outs(%init : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  return %out : tensor<1000x1000xf32>
}
