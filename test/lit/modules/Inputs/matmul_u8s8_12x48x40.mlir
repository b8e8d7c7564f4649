// An int8 matmul of odd sizes (u8 x s8 -> i32, not the benchmark's shape):
// M = 12 rows, N = 48 (three 16-lane vectors, six 8-lane ones), K = 40 (ten
// groups of 4), with a fill and an elementwise consumer after it.
#map_a = affine_map<(m, n, k) -> (m, k)>
#map_b = affine_map<(m, n, k) -> (k, n)>
#map_c = affine_map<(m, n, k) -> (m, n)>
func.func @mm(%A: tensor<12x40xi8>, %B: tensor<40x48xi8>) -> tensor<12x48xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<12x48xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<12x48xi32>) -> tensor<12x48xi32>
  %out = linalg.generic {indexing_maps = [#map_a, #map_b, #map_c],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<12x40xi8>, tensor<40x48xi8>) outs(%init : tensor<12x48xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %c, %p : i32
    linalg.yield %s : i32
  } -> tensor<12x48xi32>
  return %out : tensor<12x48xi32>
}
