// Inputs of privatize-init-fill.mlir (transform.msched.privatize_init_fill):
//  - dep_small: depthwise 3x3, stride 1, pad 1 on each side, 9x10x8 (split
//    by peel_padding into an interior and four borders).
//  - dep_nested: the same, whose interior (7 x 8 outputs) is then split
//    at output column 4 of it by transform.structured.split.
//  - mm_split: a 13x24x17 matmul into a destination argument, split at row
//    8 by transform.structured.split.
//  - grp_small: a grouped 3x3 convolution, 2 groups of 2 input and 3
//    output channels, split per group by transform.msched.split_grouped_conv
//    (each group's init a rank-reducing slice of the 5-D output).
func.func @dep_small(%I: tensor<1x9x10x8xf32>, %K: tensor<3x3x8xf32>) -> tensor<1x9x10x8xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x9x10x8xf32> to tensor<1x11x12x8xf32>
  %empty = tensor.empty() : tensor<1x9x10x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x9x10x8xf32>) -> tensor<1x9x10x8xf32>
  %out = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, plain}
           ins(%pad, %K : tensor<1x11x12x8xf32>, tensor<3x3x8xf32>)
           outs(%init : tensor<1x9x10x8xf32>) -> tensor<1x9x10x8xf32>
  return %out : tensor<1x9x10x8xf32>
}

func.func @mm_split(%A: tensor<13x17xf32>, %B: tensor<17x24xf32>, %C: tensor<13x24xf32>) -> tensor<13x24xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<13x24xf32>) -> tensor<13x24xf32>
  %out = linalg.matmul ins(%A, %B : tensor<13x17xf32>, tensor<17x24xf32>)
           outs(%init : tensor<13x24xf32>) -> tensor<13x24xf32>
  return %out : tensor<13x24xf32>
}

func.func @dep_nested(%I: tensor<1x9x10x8xf32>, %K: tensor<3x3x8xf32>) -> tensor<1x9x10x8xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x9x10x8xf32> to tensor<1x11x12x8xf32>
  %empty = tensor.empty() : tensor<1x9x10x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x9x10x8xf32>) -> tensor<1x9x10x8xf32>
  %out = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, nested}
           ins(%pad, %K : tensor<1x11x12x8xf32>, tensor<3x3x8xf32>)
           outs(%init : tensor<1x9x10x8xf32>) -> tensor<1x9x10x8xf32>
  return %out : tensor<1x9x10x8xf32>
}

func.func @grp_small(%I: tensor<1x6x6x2x2xf32>, %K: tensor<2x3x3x3x2xf32>) -> tensor<1x4x4x2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x4x4x2x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x4x4x2x3xf32>) -> tensor<1x4x4x2x3xf32>
  %out = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%I, %K : tensor<1x6x6x2x2xf32>, tensor<2x3x3x3x2xf32>)
           outs(%init : tensor<1x4x4x2x3xf32>) -> tensor<1x4x4x2x3xf32>
  return %out : tensor<1x4x4x2x3xf32>
}
