// grp: grouped 2D convolution (MetaSchedule paper, Appendix A.2, "GRP"), f32, batch 1, 4 groups.
//   input  I : tensor<1x56x56x64xf32>     (N, H, W, C)            NHWC, C = G * 16
//   weight K : tensor<4x32x3x3x16xf32>    (G, F/G, KH, KW, C/G)   GFHWC (the layout of
//              linalg.conv_2d_nhwgc_gfhwc; output channel f = g * 32 + f', input channel c = g * 16 + c')
//   pad 1 on each side of H and W (tensor.pad) -> tensor<1x58x58x64xf32>,
//   split channels into groups (tensor.expand_shape) -> tensor<1x58x58x4x16xf32>; stride 2, dilation 1
//   conv result : tensor<1x28x28x4x32xf32> (N, OH, OW, G, F/G), OH = OW = (56 + 2*1 - 3) / 2 + 1 = 28,
//   merged (tensor.collapse_shape) -> output tensor<1x28x28x128xf32> (N, OH, OW, F)
// FLOP formula: 2 * N * OH * OW * F * (C / G) * KH * KW = 2 * 1 * 28 * 28 * 128 * 16 * 3 * 3
// FLOPs: 28901376
func.func @grp(%I: tensor<1x56x56x64xf32>, %K: tensor<4x32x3x3x16xf32>) -> tensor<1x28x28x128xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32>
  %grouped = tensor.expand_shape %pad [[0], [1], [2], [3, 4]] output_shape [1, 58, 58, 4, 16]
               : tensor<1x58x58x64xf32> into tensor<1x58x58x4x16xf32>
  %empty = tensor.empty() : tensor<1x28x28x4x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x28x28x4x32xf32>) -> tensor<1x28x28x4x32xf32>
  %conv = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
            ins(%grouped, %K : tensor<1x58x58x4x16xf32>, tensor<4x32x3x3x16xf32>)
            outs(%init : tensor<1x28x28x4x32xf32>) -> tensor<1x28x28x4x32xf32>
  %out = tensor.collapse_shape %conv [[0], [1], [2], [3, 4]]
           : tensor<1x28x28x4x32xf32> into tensor<1x28x28x128xf32>
  return %out : tensor<1x28x28x128xf32>
}
