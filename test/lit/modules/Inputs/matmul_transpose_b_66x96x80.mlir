// A matmul with B transposed (N x K): its packed B is [N/L, K, L], a 2-D
// transpose of each panel.
func.func @mtb(%A: tensor<66x80xf32>, %B: tensor<96x80xf32>) -> tensor<66x96xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<66x96xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<66x96xf32>) -> tensor<66x96xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
       ins(%A, %B : tensor<66x80xf32>, tensor<96x80xf32>) outs(%init : tensor<66x96xf32>) -> tensor<66x96xf32>
  return %r : tensor<66x96xf32>
}
