// An int8 batch matmul (u8 x s8 -> i32) of odd sizes: 3 batches of 13 rows
// (prime), N = 32 (two 16-lane vectors), K = 18 (not a multiple of
// vpdpbusd's groups of 4: the pack pads it to 20 with zeros).
#map_a = affine_map<(b, m, n, k) -> (b, m, k)>
#map_b = affine_map<(b, m, n, k) -> (b, k, n)>
#map_c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @bmm(%A: tensor<3x13x18xi8>, %B: tensor<3x18x32xi8>) -> tensor<3x13x32xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<3x13x32xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<3x13x32xi32>) -> tensor<3x13x32xi32>
  %out = linalg.generic {indexing_maps = [#map_a, #map_b, #map_c],
                         iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<3x13x18xi8>, tensor<3x18x32xi8>) outs(%init : tensor<3x13x32xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %c, %p : i32
    linalg.yield %s : i32
  } -> tensor<3x13x32xi32>
  return %out : tensor<3x13x32xi32>
}
