// Misuses of transform.msched.split_grouped_conv: silenceable failures
// naming the payload op and the reason; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @not_grouped(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{split_grouped_conv: cannot rewrite 'linalg.matmul': it is not a linalg.conv_2d_nhwgc_gfhwc}}
    %c, %t = transform.msched.split_grouped_conv %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @dynamic(%I: tensor<1x?x9x2x16xf32>, %K: tensor<2x32x1x3x16xf32>, %O: tensor<1x1x4x2x32xf32>) -> tensor<1x1x4x2x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%I, %K : tensor<1x?x9x2x16xf32>, tensor<2x32x1x3x16xf32>)
         outs(%O : tensor<1x1x4x2x32xf32>) -> tensor<1x1x4x2x32xf32>
  return %0 : tensor<1x1x4x2x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwgc_gfhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{split_grouped_conv: cannot rewrite 'linalg.conv_2d_nhwgc_gfhwc': its shapes are not static}}
    %c, %t = transform.msched.split_grouped_conv %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
