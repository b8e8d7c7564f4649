// A small softmax over rows (bench/workloads/sfm.mlir, 8x16): the exp
// generic feeds the sum and the division. auto-inline leaves it alone
// (math.exp is disallowed by default) unless told otherwise.
func.func @softmax_small(%A: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %eempty = tensor.empty() : tensor<8x16xf32>
  %e = linalg.generic {
         indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%A : tensor<8x16xf32>) outs(%eempty : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = math.exp %a : f32
    linalg.yield %x : f32
  } -> tensor<8x16xf32>
  %sempty = tensor.empty() : tensor<8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%sempty : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {
           indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
           iterator_types = ["parallel", "reduction"]}
           ins(%e : tensor<8x16xf32>) outs(%sinit : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %oempty = tensor.empty() : tensor<8x16xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                            affine_map<(i, j) -> (i, j)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%e, %sum : tensor<8x16xf32>, tensor<8xf32>) outs(%oempty : tensor<8x16xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %r = arith.divf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  return %out : tensor<8x16xf32>
}
