// dense_i8_bert: the int8 dense layer of a quantized BERT-base encoder (the first feed-forward
// layer, 768 -> 3072, for a sequence of 128 tokens): C = X * W, u8 x s8 -> i32.
//   X : tensor<128x768xi8>   (tokens, hidden), read unsigned (arith.extui)
//   W : tensor<768x3072xi8>  (hidden, intermediate), read signed (arith.extsi)
//   output C : tensor<128x3072xi32>, zero-initialized
// Operation formula: 2 * M * N * K = 2 * 128 * 3072 * 768 (integer multiply-adds)
// FLOPs: 603979776
#map_a = affine_map<(m, n, k) -> (m, k)>
#map_b = affine_map<(m, n, k) -> (k, n)>
#map_c = affine_map<(m, n, k) -> (m, n)>
func.func @dense_i8_bert(%X: tensor<128x768xi8>, %W: tensor<768x3072xi8> {msched.constant}) -> tensor<128x3072xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<128x3072xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<128x3072xi32>) -> tensor<128x3072xi32>
  %out = linalg.generic {indexing_maps = [#map_a, #map_b, #map_c],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%X, %W : tensor<128x768xi8>, tensor<768x3072xi8>) outs(%init : tensor<128x3072xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %c, %p : i32
    linalg.yield %s : i32
  } -> tensor<128x3072xi32>
  return %out : tensor<128x3072xi32>
}
