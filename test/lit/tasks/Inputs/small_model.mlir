// A small NHWC model (no layout conversion applies): two convolution layers
// of the same shape with different weights, each followed by a bias add and a
// ReLU, a reshape, and a dense layer.
#nhwc = affine_map<(n, h, w, c) -> (n, h, w, c)>
#bias = affine_map<(n, h, w, c) -> (c)>
#mk = affine_map<(m, n) -> (m, n)>
func.func @model(%x: tensor<1x10x10x4xf32>) -> tensor<1x8xf32> {
  %zero = arith.constant 0.0 : f32
  %w0 = arith.constant dense<0.5> : tensor<3x3x4x4xf32>
  %w1 = arith.constant dense<0.25> : tensor<3x3x4x4xf32>
  %b = arith.constant dense<0.125> : tensor<4xf32>
  %wd = arith.constant dense<0.0625> : tensor<400x8xf32>
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x10x10x4xf32> to tensor<1x12x12x4xf32>
  %e0 = tensor.empty() : tensor<1x10x10x4xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x10x10x4xf32>) -> tensor<1x10x10x4xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%padded, %w0 : tensor<1x12x12x4xf32>, tensor<3x3x4x4xf32>) outs(%f0 : tensor<1x10x10x4xf32>) -> tensor<1x10x10x4xf32>
  %r0 = linalg.generic {indexing_maps = [#nhwc, #bias, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%c0, %b : tensor<1x10x10x4xf32>, tensor<4xf32>) outs(%e0 : tensor<1x10x10x4xf32>) {
  ^bb0(%in: f32, %bi: f32, %out: f32):
    %s = arith.addf %in, %bi : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x10x10x4xf32>
  %padded1 = tensor.pad %r0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x10x10x4xf32> to tensor<1x12x12x4xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%padded1, %w1 : tensor<1x12x12x4xf32>, tensor<3x3x4x4xf32>) outs(%f0 : tensor<1x10x10x4xf32>) -> tensor<1x10x10x4xf32>
  %r1 = linalg.generic {indexing_maps = [#nhwc, #bias, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%c1, %b : tensor<1x10x10x4xf32>, tensor<4xf32>) outs(%e0 : tensor<1x10x10x4xf32>) {
  ^bb0(%in: f32, %bi: f32, %out: f32):
    %s = arith.addf %in, %bi : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x10x10x4xf32>
  %flat = tensor.collapse_shape %r1 [[0], [1, 2, 3]] : tensor<1x10x10x4xf32> into tensor<1x400xf32>
  %e1 = tensor.empty() : tensor<1x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x8xf32>) -> tensor<1x8xf32>
  %d = linalg.matmul ins(%flat, %wd : tensor<1x400xf32>, tensor<400x8xf32>) outs(%f1 : tensor<1x8xf32>) -> tensor<1x8xf32>
  return %d : tensor<1x8xf32>
}
