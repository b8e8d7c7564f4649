// Two structurally identical matmuls in one task (the second reads the
// first's result): 32x24 * 24x32 then 32x24 * 24x32 after a slice.
// FLOPs: 98304
func.func @two_matmuls(%A: tensor<32x24xf32>, %B: tensor<24x32xf32>,
                       %C: tensor<24x32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<32x32xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %x = linalg.matmul ins(%A, %B : tensor<32x24xf32>, tensor<24x32xf32>)
                     outs(%f0 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %xs = tensor.extract_slice %x[0, 0] [32, 24] [1, 1] : tensor<32x32xf32> to tensor<32x24xf32>
  %e1 = tensor.empty() : tensor<32x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %y = linalg.matmul ins(%xs, %C : tensor<32x24xf32>, tensor<24x32xf32>)
                     outs(%f1 : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %y : tensor<32x32xf32>
}
