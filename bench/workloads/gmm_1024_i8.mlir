// gmm_1024_i8: int8 matrix multiply C = A * B with 32-bit accumulation, M = N = K = 1024
// (the u8 x s8 -> i32 GEMM of quantized inference: AVX512-VNNI's vpdpbusd, oneDNN's u8s8s32).
//   A : tensor<1024x1024xi8>  (M, K), read unsigned (arith.extui)
//   B : tensor<1024x1024xi8>  (K, N), read signed (arith.extsi)
//   output C : tensor<1024x1024xi32>  (M, N), zero-initialized
// Operation formula: 2 * M * N * K = 2 * 1024 * 1024 * 1024 (integer multiply-adds)
// FLOPs: 2147483648
#map_a = affine_map<(m, n, k) -> (m, k)>
#map_b = affine_map<(m, n, k) -> (k, n)>
#map_c = affine_map<(m, n, k) -> (m, n)>
func.func @gmm_1024_i8(%A: tensor<1024x1024xi8>, %B: tensor<1024x1024xi8>) -> tensor<1024x1024xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<1024x1024xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<1024x1024xi32>) -> tensor<1024x1024xi32>
  %out = linalg.generic {indexing_maps = [#map_a, #map_b, #map_c],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<1024x1024xi8>, tensor<1024x1024xi8>) outs(%init : tensor<1024x1024xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %c, %p : i32
    linalg.yield %s : i32
  } -> tensor<1024x1024xi32>
  return %out : tensor<1024x1024xi32>
}
