// An int8 matmul (u8 x s8 -> i32) in whole AMX tiles of rows: M = 16, N = 32
// (two 16-lane column blocks), K = 70 (padded to 128, two tiles of 64).
#map_a = affine_map<(m, n, k) -> (m, k)>
#map_b = affine_map<(m, n, k) -> (k, n)>
#map_c = affine_map<(m, n, k) -> (m, n)>
func.func @mm(%A: tensor<16x70xi8>, %B: tensor<70x32xi8>) -> tensor<16x32xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<16x32xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<16x32xi32>) -> tensor<16x32xi32>
  %out = linalg.generic {indexing_maps = [#map_a, #map_b, #map_c],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<16x70xi8>, tensor<70x32xi8>) outs(%init : tensor<16x32xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %c, %p : i32
    linalg.yield %s : i32
  } -> tensor<16x32xi32>
  return %out : tensor<16x32xi32>
}
