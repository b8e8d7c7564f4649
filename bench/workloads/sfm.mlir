// sfm: softmax over the last axis (MetaSchedule paper, Appendix A.2, "SFM"), f32, batch 1, m = n = 256.
//   input  A : tensor<1x256x256xf32>  (B, M, N)
//   mx[b, i]     = max_j A[b, i, j]                (reduction, -inf-initialized)  -> tensor<1x256xf32>
//   e[b, i, j]   = exp(A[b, i, j] - mx[b, i])                                      -> tensor<1x256x256xf32>
//   sum[b, i]    = sum_j e[b, i, j]                (reduction, zero-initialized)  -> tensor<1x256xf32>
//   out[b, i, j] = e[b, i, j] / sum[b, i]                                          -> tensor<1x256x256xf32>
// FLOP formula: B * M * N * (1 maximumf + 2 subf/exp + 1 addf + 1 divf) = 5 * 1 * 256 * 256
// FLOPs: 327680
func.func @sfm(%A: tensor<1x256x256xf32>) -> tensor<1x256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %mempty = tensor.empty() : tensor<1x256xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%mempty : tensor<1x256xf32>) -> tensor<1x256xf32>
  %mx = linalg.generic {
          indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>],
          iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%A : tensor<1x256x256xf32>) outs(%minit : tensor<1x256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<1x256xf32>
  %eempty = tensor.empty() : tensor<1x256x256xf32>
  %e = linalg.generic {
         indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>,
                          affine_map<(b, i, j) -> (b, i, j)>],
         iterator_types = ["parallel", "parallel", "parallel"]}
         ins(%A, %mx : tensor<1x256x256xf32>, tensor<1x256xf32>) outs(%eempty : tensor<1x256x256xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<1x256x256xf32>
  %sempty = tensor.empty() : tensor<1x256xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%sempty : tensor<1x256xf32>) -> tensor<1x256xf32>
  %sum = linalg.generic {
           indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>],
           iterator_types = ["parallel", "parallel", "reduction"]}
           ins(%e : tensor<1x256x256xf32>) outs(%sinit : tensor<1x256xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<1x256xf32>
  %oempty = tensor.empty() : tensor<1x256x256xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>,
                            affine_map<(b, i, j) -> (b, i, j)>],
           iterator_types = ["parallel", "parallel", "parallel"]}
           ins(%e, %sum : tensor<1x256x256xf32>, tensor<1x256xf32>) outs(%oempty : tensor<1x256x256xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %r = arith.divf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x256x256xf32>
  return %out : tensor<1x256x256xf32>
}
