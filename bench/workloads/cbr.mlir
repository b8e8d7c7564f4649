// cbr: conv2d + batch norm (inference) + ReLU (MetaSchedule paper, Appendix A.2, "CBR"), f32, batch 1.
//   input  I     : tensor<1x224x224x3xf32>  (N, H, W, C)     NHWC
//   weight K     : tensor<7x7x3x64xf32>     (KH, KW, C, F)   HWCF
//   scale  S     : tensor<64xf32>           per output channel (batch-norm gamma / sqrt(var + eps))
//   shift  B     : tensor<64xf32>           per output channel (batch-norm beta - mean * scale)
//   conv as c2d: pad 3 (tensor.pad) -> tensor<1x230x230x3xf32>, stride 2 -> tensor<1x112x112x64xf32>
//   output       : tensor<1x112x112x64xf32>  out = max(conv * S[f] + B[f], 0)
// FLOP formula: conv 2 * N * OH * OW * F * C * KH * KW + epilogue 3 * N * OH * OW * F (mulf, addf, maximumf)
//   = 2 * 1 * 112 * 112 * 64 * 3 * 7 * 7 + 3 * 1 * 112 * 112 * 64 = 236027904 + 2408448
// FLOPs: 238436352
func.func @cbr(%I: tensor<1x224x224x3xf32>, %K: tensor<7x7x3x64xf32> {msched.constant}, %S: tensor<64xf32> {msched.constant},
               %B: tensor<64xf32> {msched.constant}) -> tensor<1x112x112x64xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 3, 3, 0] high[0, 3, 3, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x224x224x3xf32> to tensor<1x230x230x3xf32>
  %empty = tensor.empty() : tensor<1x112x112x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
            ins(%pad, %K : tensor<1x230x230x3xf32>, tensor<7x7x3x64xf32>)
            outs(%init : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  %oempty = tensor.empty() : tensor<1x112x112x64xf32>
  %out = linalg.generic {
           indexing_maps = [affine_map<(n, h, w, f) -> (n, h, w, f)>,
                            affine_map<(n, h, w, f) -> (f)>,
                            affine_map<(n, h, w, f) -> (f)>,
                            affine_map<(n, h, w, f) -> (n, h, w, f)>],
           iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
           ins(%conv, %S, %B : tensor<1x112x112x64xf32>, tensor<64xf32>, tensor<64xf32>)
           outs(%oempty : tensor<1x112x112x64xf32>) {
  ^bb0(%x: f32, %s: f32, %b: f32, %o: f32):
    %m = arith.mulf %x, %s : f32
    %a = arith.addf %m, %b : f32
    %c0 = arith.constant 0.0 : f32
    %r = arith.maximumf %a, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<1x112x112x64xf32>
  return %out : tensor<1x112x112x64xf32>
}
