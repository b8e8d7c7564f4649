// A bf16 matmul (f32 accumulation) in whole AMX tiles of rows: M = 32 (two
// tiles of 16 rows), N = 48 (three 16-lane column blocks), K = 40 (not a
// multiple of a tile's 32: padded to 64 with zeros).
func.func @mm(%A: tensor<32x40xbf16>, %B: tensor<40x48xbf16>) -> tensor<32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<32x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<32x48xf32>) -> tensor<32x48xf32>
  %out = linalg.matmul ins(%A, %B : tensor<32x40xbf16>, tensor<40x48xbf16>)
                       outs(%init : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %out : tensor<32x48xf32>
}
