// Softmax over the last axis of a 3x7x37 tensor (bench/workloads/sfm.mlir's
// computation on a shape that is not the benchmark's): row max, exp(x - max),
// row sum, division.
func.func @softmax_3x7x37(%A: tensor<3x7x37xf32>) -> tensor<3x7x37xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %mempty = tensor.empty() : tensor<3x7xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%mempty : tensor<3x7xf32>) -> tensor<3x7xf32>
  %mx = linalg.generic {
          indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>],
          iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%A : tensor<3x7x37xf32>) outs(%minit : tensor<3x7xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<3x7xf32>
  %eempty = tensor.empty() : tensor<3x7x37xf32>
  %e = linalg.generic {
         indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>,
                          affine_map<(b, i, j) -> (b, i, j)>],
         iterator_types = ["parallel", "parallel", "parallel"]}
         ins(%A, %mx : tensor<3x7x37xf32>, tensor<3x7xf32>) outs(%eempty : tensor<3x7x37xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<3x7x37xf32>
  %sempty = tensor.empty() : tensor<3x7xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%sempty : tensor<3x7xf32>) -> tensor<3x7xf32>
  %sum = linalg.generic {
           indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>],
           iterator_types = ["parallel", "parallel", "reduction"]}
           ins(%e : tensor<3x7x37xf32>) outs(%sinit : tensor<3x7xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %oempty = tensor.empty() : tensor<3x7x37xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>,
                            affine_map<(b, i, j) -> (b, i, j)>],
           iterator_types = ["parallel", "parallel", "parallel"]}
           ins(%e, %sum : tensor<3x7x37xf32>, tensor<3x7xf32>) outs(%oempty : tensor<3x7x37xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %r = arith.divf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<3x7x37xf32>
  return %out : tensor<3x7x37xf32>
}
