// Misuses of transform.msched.decompose_conv_3d: silenceable failures
// naming the payload op and the reason; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @deep_output(%I: tensor<1x3x9x9x3xf32>, %K: tensor<1x3x3x3x16xf32>, %O: tensor<1x2x4x4x16xf32>) -> tensor<1x2x4x4x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>}
         ins(%I, %K : tensor<1x3x9x9x3xf32>, tensor<1x3x3x3x16xf32>)
         outs(%O : tensor<1x2x4x4x16xf32>) -> tensor<1x2x4x4x16xf32>
  return %0 : tensor<1x2x4x4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_3d_ndhwc_dhwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decompose_conv_3d: cannot rewrite 'linalg.conv_3d_ndhwc_dhwcf': its output depth is not 1}}
    %c2d = transform.msched.decompose_conv_3d %conv : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @deep_filter(%I: tensor<1x3x9x9x3xf32>, %K: tensor<3x3x3x3x16xf32>, %O: tensor<1x1x4x4x16xf32>) -> tensor<1x1x4x4x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>}
         ins(%I, %K : tensor<1x3x9x9x3xf32>, tensor<3x3x3x3x16xf32>)
         outs(%O : tensor<1x1x4x4x16xf32>) -> tensor<1x1x4x4x16xf32>
  return %0 : tensor<1x1x4x4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_3d_ndhwc_dhwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decompose_conv_3d: cannot rewrite 'linalg.conv_3d_ndhwc_dhwcf': its filter depth is not 1}}
    %c2d = transform.msched.decompose_conv_3d %conv : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @conv2d(%I: tensor<1x9x9x3xf32>, %K: tensor<3x3x3x16xf32>, %O: tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%I, %K : tensor<1x9x9x3xf32>, tensor<3x3x3x16xf32>)
         outs(%O : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  return %0 : tensor<1x4x4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decompose_conv_3d: cannot rewrite 'linalg.conv_2d_nhwc_hwcf': it is not a linalg.conv_3d_ndhwc_dhwcf}}
    %c2d = transform.msched.decompose_conv_3d %conv : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
