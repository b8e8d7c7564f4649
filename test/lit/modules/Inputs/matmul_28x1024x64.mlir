// B's rows are 1024 x 4 = 4096 bytes apart: each k step of a register
// kernel reading B lands on another page (multi-level-tiling's packed
// panels, test/lit/modules/multi-level-tiling-packed.mlir).
func.func @mm(%A: tensor<28x64xf32>, %B: tensor<64x1024xf32>, %C: tensor<28x1024xf32>) -> tensor<28x1024xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<28x64xf32>, tensor<64x1024xf32>)
                     outs(%C : tensor<28x1024xf32>) -> tensor<28x1024xf32>
  return %0 : tensor<28x1024xf32>
}
