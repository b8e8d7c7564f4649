// dense_bias_relu: BERT fused dense layer (intermediate FFN), f32: out = max(X * W + bias, 0).
//   input  X    : tensor<128x768xf32>   (tokens, hidden)
//   weight W    : tensor<768x3072xf32>  (hidden, intermediate)
//   bias        : tensor<3072xf32>
//   matmul (zero-initialized) -> tensor<128x3072xf32>; epilogue adds bias[j] and applies ReLU
//   output      : tensor<128x3072xf32>
// FLOP formula: matmul 2 * M * N * K + epilogue 2 * M * N (addf, maximumf)
//   = 2 * 128 * 3072 * 768 + 2 * 128 * 3072 = 603979776 + 786432
// FLOPs: 604766208
func.func @dense_bias_relu(%X: tensor<128x768xf32>, %W: tensor<768x3072xf32> {msched.constant},
                           %bias: tensor<3072xf32> {msched.constant}) -> tensor<128x3072xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<128x3072xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<128x3072xf32>) -> tensor<128x3072xf32>
  %mm = linalg.matmul ins(%X, %W : tensor<128x768xf32>, tensor<768x3072xf32>)
                      outs(%init : tensor<128x3072xf32>) -> tensor<128x3072xf32>
  %oempty = tensor.empty() : tensor<128x3072xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                            affine_map<(i, j) -> (i, j)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%mm, %bias : tensor<128x3072xf32>, tensor<3072xf32>) outs(%oempty : tensor<128x3072xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %a = arith.addf %x, %b : f32
    %c0 = arith.constant 0.0 : f32
    %r = arith.maximumf %a, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<128x3072xf32>
  return %out : tensor<128x3072xf32>
}
