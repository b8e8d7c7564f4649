// C = A^T * B (40 x 32): A is stored K x M (24 x 40) and transposed for
// the matmul (the broadcast left-hand side), B (24 x 32) goes through a
// generic that only permutes its input (the identity permutation), so that
// N stays its contiguous dimension. Both fold into the matmul.
func.func @transposed_operands(%A: tensor<24x40xf32>, %B: tensor<24x32xf32>) -> tensor<40x32xf32> {
  %zero = arith.constant 0.0 : f32
  %aempty = tensor.empty() : tensor<40x24xf32>
  %at = linalg.transpose ins(%A : tensor<24x40xf32>) outs(%aempty : tensor<40x24xf32>) permutation = [1, 0]
  %bempty = tensor.empty() : tensor<24x32xf32>
  %bcopy = linalg.generic {
             indexing_maps = [affine_map<(k, n) -> (k, n)>, affine_map<(k, n) -> (k, n)>],
             iterator_types = ["parallel", "parallel"]}
             ins(%B : tensor<24x32xf32>) outs(%bempty : tensor<24x32xf32>) {
  ^bb0(%b: f32, %o: f32):
    linalg.yield %b : f32
  } -> tensor<24x32xf32>
  %empty = tensor.empty() : tensor<40x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<40x32xf32>) -> tensor<40x32xf32>
  %c = linalg.matmul ins(%at, %bcopy : tensor<40x24xf32>, tensor<24x32xf32>)
                     outs(%init : tensor<40x32xf32>) -> tensor<40x32xf32>
  return %c : tensor<40x32xf32>
}
