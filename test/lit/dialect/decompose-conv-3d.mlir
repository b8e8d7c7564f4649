// transform.msched.decompose_conv_3d: a 3-D convolution whose output depth
// and filter depth are 1 becomes a linalg.conv_2d_nhwc_hwcf with the height
// and width strides and dilations, on rank-reduced slices. The second case
// shows that the result decomposes further (upstream's
// transform.structured.decompose, once the output and filter heights are 1)
// and vectorizes.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @tile(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x1x9x11x3xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<1x3x3x3x16xf32>, %[[O:[a-zA-Z0-9_]+]]: tensor<1x1x4x4x16xf32>
// CHECK:         %[[IS:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0, 0] [1, 1, 9, 11, 3] [1, 1, 1, 1, 1] : tensor<1x1x9x11x3xf32> to tensor<1x9x11x3xf32>
// CHECK:         %[[KS:.+]] = tensor.extract_slice %[[K]][0, 0, 0, 0, 0] [1, 3, 3, 3, 16] [1, 1, 1, 1, 1] : tensor<1x3x3x3x16xf32> to tensor<3x3x3x16xf32>
// CHECK:         %[[OS:.+]] = tensor.extract_slice %[[O]][0, 0, 0, 0, 0] [1, 1, 4, 4, 16] [1, 1, 1, 1, 1] : tensor<1x1x4x4x16xf32> to tensor<1x4x4x16xf32>
// CHECK:         %[[C:.+]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%[[IS]], %[[KS]] : tensor<1x9x11x3xf32>, tensor<3x3x3x16xf32>) outs(%[[OS]] : tensor<1x4x4x16xf32>)
// CHECK:         %[[R:.+]] = tensor.insert_slice %[[C]] into %[[O]][0, 0, 0, 0, 0] [1, 1, 4, 4, 16] [1, 1, 1, 1, 1] : tensor<1x4x4x16xf32> into tensor<1x1x4x4x16xf32>
// CHECK:         return %[[R]]
func.func @tile(%I: tensor<1x1x9x11x3xf32>, %K: tensor<1x3x3x3x16xf32>, %O: tensor<1x1x4x4x16xf32>) -> tensor<1x1x4x4x16xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[3, 1, 2]> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>}
         ins(%I, %K : tensor<1x1x9x11x3xf32>, tensor<1x3x3x3x16xf32>)
         outs(%O : tensor<1x1x4x4x16xf32>) -> tensor<1x1x4x4x16xf32>
  return %0 : tensor<1x1x4x4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_3d_ndhwc_dhwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %c2d = transform.msched.decompose_conv_3d %conv : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// One output row and one filter row of the 2-D convolution: a 1-D
// convolution, vectorized as upstream's per-position vector.contract ops (4
// output positions x 3 filter taps).
// CHECK-LABEL: func.func @vectorized(
// CHECK-NOT:     linalg.
// CHECK-COUNT-12: vector.contract
// CHECK-NOT:     linalg.
// CHECK:         return
func.func @vectorized(%I: tensor<1x1x1x9x3xf32>, %K: tensor<1x1x3x3x16xf32>, %O: tensor<1x1x1x4x16xf32>) -> tensor<1x1x1x4x16xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>}
         ins(%I, %K : tensor<1x1x1x9x3xf32>, tensor<1x1x3x3x16xf32>)
         outs(%O : tensor<1x1x1x4x16xf32>) -> tensor<1x1x1x4x16xf32>
  return %0 : tensor<1x1x1x4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_3d_ndhwc_dhwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %c2d = transform.msched.decompose_conv_3d %conv : (!transform.any_op) -> !transform.any_op
    %c1d = transform.structured.decompose %c2d : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %c1d : !transform.any_op
    transform.yield
  }
}

