// nrm: Frobenius norm per batch (MetaSchedule paper, Appendix A.2, "NRM"), f32, batch 1, m = n = 256.
//   input  A : tensor<1x256x256xf32>  (B, M, N)
//   sum of squares (reduction over M, N, zero-initialized) -> tensor<1xf32>; then sqrt
//   output   : tensor<1xf32>   out[b] = sqrt(sum_{i, j} A[b, i, j]^2)
// FLOP formula: 2 * B * M * N (mulf, addf) + B (sqrt) = 2 * 1 * 256 * 256 + 1
// FLOPs: 131073
func.func @nrm(%A: tensor<1x256x256xf32>) -> tensor<1xf32> {
  %zero = arith.constant 0.0 : f32
  %sempty = tensor.empty() : tensor<1xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%sempty : tensor<1xf32>) -> tensor<1xf32>
  %sumsq = linalg.generic {
             indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b)>],
             iterator_types = ["parallel", "reduction", "reduction"]}
             ins(%A : tensor<1x256x256xf32>) outs(%sinit : tensor<1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %oempty = tensor.empty() : tensor<1xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(b) -> (b)>, affine_map<(b) -> (b)>],
           iterator_types = ["parallel"]}
           ins(%sumsq : tensor<1xf32>) outs(%oempty : tensor<1xf32>) {
  ^bb0(%s: f32, %o: f32):
    %r = math.sqrt %s : f32
    linalg.yield %r : f32
  } -> tensor<1xf32>
  return %out : tensor<1xf32>
}
