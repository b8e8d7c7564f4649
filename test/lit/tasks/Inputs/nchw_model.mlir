// An NCHW model (PyTorch's layout) for conv-layout.mlir: a padded
// convolution with bias and ReLU, a strided depthwise convolution whose input
// (the ReLU's output) also feeds a residual add, and ReLU. Weights vary, so a
// wrongly permuted filter fails the output check.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
#sub = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2, d3 * 2)>
func.func @model(%x: tensor<1x3x8x8xf32>) -> tensor<1x4x4x4xf32> {
  %w0 = arith.constant dense<[[[[-0.625, 0.25, -0.25], [0.625, 0.125, -0.375], [0.5, 0.0, -0.5]], [[0.375, -0.125, -0.625], [0.25, -0.25, 0.625], [0.125, -0.375, 0.5]], [[0.0, -0.5, 0.375], [-0.125, -0.625, 0.25], [-0.25, 0.625, 0.125]]], [[[-0.375, 0.5, 0.0], [-0.5, 0.375, -0.125], [-0.625, 0.25, -0.25]], [[0.625, 0.125, -0.375], [0.5, 0.0, -0.5], [0.375, -0.125, -0.625]], [[0.25, -0.25, 0.625], [0.125, -0.375, 0.5], [0.0, -0.5, 0.375]]], [[[-0.125, -0.625, 0.25], [-0.25, 0.625, 0.125], [-0.375, 0.5, 0.0]], [[-0.5, 0.375, -0.125], [-0.625, 0.25, -0.25], [0.625, 0.125, -0.375]], [[0.5, 0.0, -0.5], [0.375, -0.125, -0.625], [0.25, -0.25, 0.625]]], [[[0.125, -0.375, 0.5], [0.0, -0.5, 0.375], [-0.125, -0.625, 0.25]], [[-0.25, 0.625, 0.125], [-0.375, 0.5, 0.0], [-0.5, 0.375, -0.125]], [[-0.625, 0.25, -0.25], [0.625, 0.125, -0.375], [0.5, 0.0, -0.5]]]]> : tensor<4x3x3x3xf32>
  %w1 = arith.constant dense<[[[-0.75, -0.125, 0.5], [-0.5, 0.125, 0.75], [-0.25, 0.375, -0.625]], [[0.0, 0.625, -0.375], [0.25, -0.75, -0.125], [0.5, -0.5, 0.125]], [[0.75, -0.25, 0.375], [-0.625, 0.0, 0.625], [-0.375, 0.25, -0.75]], [[-0.125, 0.5, -0.5], [0.125, 0.75, -0.25], [0.375, -0.625, 0.0]]]> : tensor<4x3x3xf32>
  %b = arith.constant dense<[-0.75, 0.0, 0.75, -0.25]> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e0 = tensor.empty() : tensor<1x4x8x8xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xp, %w0 : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%f0 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %r0 = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c0, %b : tensor<1x4x8x8xf32>, tensor<4xf32>) outs(%e0 : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %rp = tensor.pad %r0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %e1 = tensor.empty() : tensor<1x4x4x4xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c1 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%rp, %w1 : tensor<1x4x10x10xf32>, tensor<4x3x3xf32>) outs(%f1 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #sub, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %r0 : tensor<1x4x4x4xf32>, tensor<1x4x8x8xf32>) outs(%e1 : tensor<1x4x4x4xf32>) {
  ^bb0(%in: f32, %res: f32, %out: f32):
    %s = arith.addf %in, %res : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x4x4x4xf32>
  return %y : tensor<1x4x4x4xf32>
}
