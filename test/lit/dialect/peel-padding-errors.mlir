// Misuses of transform.msched.peel_padding: silenceable failures naming the
// payload op and the reason; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @no_pad(%I: tensor<1x9x9x8xf32>, %K: tensor<3x3x8xf32>, %O: tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%I, %K : tensor<1x9x9x8xf32>, tensor<3x3x8xf32>) outs(%O : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
  return %0 : tensor<1x7x7x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{peel_padding: cannot split 'linalg.depthwise_conv_2d_nhwc_hwc': no input is a tensor.pad with a constant value and static padding}}
    %i, %b = transform.msched.peel_padding %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A flipped index (a transposed convolution's oh + 2 - kh) is not a sum of
// loops with positive coefficients.
func.func @flipped(%I: tensor<1x4x8xf32>, %K: tensor<3x8xf32>, %O: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 0] high[0, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index):
    tensor.yield %zero : f32
  } : tensor<1x4x8xf32> to tensor<1x6x8xf32>
  // expected-note @below {{payload op}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(n, o, c, k) -> (n, o - k + 2, c)>, affine_map<(n, o, c, k) -> (k, c)>,
                          affine_map<(n, o, c, k) -> (n, o, c)>],
         iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
         ins(%pad, %K : tensor<1x6x8xf32>, tensor<3x8xf32>) outs(%O : tensor<1x4x8xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4x8xf32>
  return %0 : tensor<1x4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{peel_padding: cannot split 'linalg.generic': the index of padded dimension 1 is not a sum of loops with positive constant coefficients}}
    %i, %b = transform.msched.peel_padding %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A window as wide as the padded input: every output position reads padding.
func.func @all_border(%I: tensor<1x3x3x8xf32>, %K: tensor<5x5x8xf32>, %O: tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x3x8xf32> to tensor<1x5x5x8xf32>
  // expected-note @below {{payload op}}
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%pad, %K : tensor<1x5x5x8xf32>, tensor<5x5x8xf32>) outs(%O : tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
  return %0 : tensor<1x1x1x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{peel_padding: cannot split 'linalg.depthwise_conv_2d_nhwc_hwc': no output position along loop 1 reads only the unpadded input}}
    %i, %b = transform.msched.peel_padding %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
