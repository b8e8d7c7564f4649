// c2d_bf16: 2D convolution (MetaSchedule paper, Appendix A.2, "C2D"; ResNet-50 stem), bf16 input and weights, f32 accumulation and output, batch 1.
//   input  I : tensor<1x224x224x3xbf16>  (N, H, W, C)     NHWC
//   weight K : tensor<7x7x3x64xbf16>     (KH, KW, C, F)   HWCF
//   pad 3 on each side of H and W (tensor.pad) -> tensor<1x230x230x3xbf16>; stride 2, dilation 1
//   output   : tensor<1x112x112x64xf32> (N, OH, OW, F), OH = OW = (224 + 2*3 - 7) / 2 + 1 = 112
// FLOP formula: 2 * N * OH * OW * F * C * KH * KW = 2 * 1 * 112 * 112 * 64 * 3 * 7 * 7
// FLOPs: 236027904
func.func @c2d_bf16(%I: tensor<1x224x224x3xbf16>, %K: tensor<7x7x3x64xbf16> {msched.constant}) -> tensor<1x112x112x64xf32> {
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %pad = tensor.pad %I low[0, 3, 3, 0] high[0, 3, 3, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero16 : bf16
  } : tensor<1x224x224x3xbf16> to tensor<1x230x230x3xbf16>
  %empty = tensor.empty() : tensor<1x112x112x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%pad, %K : tensor<1x230x230x3xbf16>, tensor<7x7x3x64xbf16>)
           outs(%init : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  return %out : tensor<1x112x112x64xf32>
}
