// c1d: 1D convolution (MetaSchedule paper, Appendix A.2, "C1D"), f32, batch 1.
//   input  I : tensor<1x256x64xf32>   (N, W, C)   NWC
//   weight K : tensor<3x64x128xf32>   (KW, C, F)  WCF
//   pad 1 on each side of W (tensor.pad) -> tensor<1x258x64xf32>; stride 2, dilation 1
//   output   : tensor<1x128x128xf32>  (N, OW, F), OW = (256 + 2*1 - 3) / 2 + 1 = 128
// FLOP formula: 2 * N * OW * F * C * KW = 2 * 1 * 128 * 128 * 64 * 3
// FLOPs: 6291456
func.func @c1d(%I: tensor<1x256x64xf32>, %K: tensor<3x64x128xf32> {msched.constant}) -> tensor<1x128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 0] high[0, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index):
    tensor.yield %zero : f32
  } : tensor<1x256x64xf32> to tensor<1x258x64xf32>
  %empty = tensor.empty() : tensor<1x128x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x128x128xf32>) -> tensor<1x128x128xf32>
  %out = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
           ins(%pad, %K : tensor<1x258x64xf32>, tensor<3x64x128xf32>)
           outs(%init : tensor<1x128x128xf32>) -> tensor<1x128x128xf32>
  return %out : tensor<1x128x128xf32>
}
