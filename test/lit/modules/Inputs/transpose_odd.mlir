// A transpose with extents the vector tile does not all divide, then an
// element-wise op reading it (so the transpose is a producer): out[j, i] =
// A[i, j] * 2 for A : 24x40. Input of parallelize-vectorize-transpose.mlir.
func.func @transpose_odd(%A: tensor<24x40xf32>) -> tensor<40x24xf32> {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<40x24xf32>
  %t = linalg.transpose ins(%A : tensor<24x40xf32>) outs(%e : tensor<40x24xf32>)
         permutation = [1, 0]
  %o = tensor.empty() : tensor<40x24xf32>
  %r = linalg.generic {
         indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%t : tensor<40x24xf32>) outs(%o : tensor<40x24xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %two : f32
    linalg.yield %m : f32
  } -> tensor<40x24xf32>
  return %r : tensor<40x24xf32>
}
