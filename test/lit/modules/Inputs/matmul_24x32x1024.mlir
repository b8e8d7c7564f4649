// A long reduction (K = 1024) under a small output: a data-tiled kernel's
// panels over the whole of K (1024 x (R + L) floats) fit in half of a
// 512 KiB L2, so multi-level tiling may keep the accumulators across all
// of K.
func.func @mm(%A: tensor<24x1024xf32>, %B: tensor<1024x32xf32>) -> tensor<24x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<24x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<24x32xf32>) -> tensor<24x32xf32>
  %r = linalg.matmul ins(%A, %B : tensor<24x1024xf32>, tensor<1024x32xf32>)
                     outs(%init : tensor<24x32xf32>) -> tensor<24x32xf32>
  return %r : tensor<24x32xf32>
}
