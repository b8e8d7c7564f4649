// transform.msched.decompose_grouped_conv: a grouped convolution whose group
// extent, output height and filter height are 1 becomes a filter transpose
// (F x KW x C -> KW x C x F) and a linalg.conv_1d_nwc_wcf with the width
// stride and dilation, on rank-reduced slices. The second case shows that
// the result vectorizes; the third that misuses are silenceable failures.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @tile(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x1x9x1x16xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<1x32x1x3x16xf32>, %[[O:[a-zA-Z0-9_]+]]: tensor<1x1x4x1x32xf32>
// CHECK:         %[[IS:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0, 0] [1, 1, 9, 1, 16] [1, 1, 1, 1, 1] : tensor<1x1x9x1x16xf32> to tensor<1x9x16xf32>
// CHECK:         %[[KS:.+]] = tensor.extract_slice %[[K]][0, 0, 0, 0, 0] [1, 32, 1, 3, 16] [1, 1, 1, 1, 1] : tensor<1x32x1x3x16xf32> to tensor<32x3x16xf32>
// CHECK:         %[[OS:.+]] = tensor.extract_slice %[[O]][0, 0, 0, 0, 0] [1, 1, 4, 1, 32] [1, 1, 1, 1, 1] : tensor<1x1x4x1x32xf32> to tensor<1x4x32xf32>
// CHECK:         %[[E:.+]] = tensor.empty() : tensor<3x16x32xf32>
// CHECK:         %[[KT:.+]] = linalg.transpose ins(%[[KS]] : tensor<32x3x16xf32>) outs(%[[E]] : tensor<3x16x32xf32>) permutation = [1, 2, 0]
// CHECK:         %[[C:.+]] = linalg.conv_1d_nwc_wcf {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%[[IS]], %[[KT]] : tensor<1x9x16xf32>, tensor<3x16x32xf32>) outs(%[[OS]] : tensor<1x4x32xf32>)
// CHECK:         %[[R:.+]] = tensor.insert_slice %[[C]] into %[[O]][0, 0, 0, 0, 0] [1, 1, 4, 1, 32] [1, 1, 1, 1, 1] : tensor<1x4x32xf32> into tensor<1x1x4x1x32xf32>
// CHECK:         return %[[R]]
func.func @tile(%I: tensor<1x1x9x1x16xf32>, %K: tensor<1x32x1x3x16xf32>, %O: tensor<1x1x4x1x32xf32>) -> tensor<1x1x4x1x32xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%I, %K : tensor<1x1x9x1x16xf32>, tensor<1x32x1x3x16xf32>)
         outs(%O : tensor<1x1x4x1x32xf32>) -> tensor<1x1x4x1x32xf32>
  return %0 : tensor<1x1x4x1x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwgc_gfhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %c1d, %t = transform.msched.decompose_grouped_conv %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Both results vectorize (no linalg op is left): the transpose as a
// transposing transfer_read of the whole filter slice, the 1-D convolution
// as upstream's per-position vector.contract ops (outer products, FMAs after
// lowering), 4 output positions x 3 filter taps.
// CHECK-LABEL: func.func @vectorized(
// CHECK-NOT:     linalg.
// CHECK:         vector.transfer_read {{.*}} : tensor<32x3x16xf32>, vector<3x16x32xf32>
// CHECK-NOT:     linalg.
// CHECK-COUNT-12: vector.contract
// CHECK-NOT:     linalg.
// CHECK:         return
func.func @vectorized(%I: tensor<1x1x9x1x16xf32>, %K: tensor<1x32x1x3x16xf32>, %O: tensor<1x1x4x1x32xf32>) -> tensor<1x1x4x1x32xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%I, %K : tensor<1x1x9x1x16xf32>, tensor<1x32x1x3x16xf32>)
         outs(%O : tensor<1x1x4x1x32xf32>) -> tensor<1x1x4x1x32xf32>
  return %0 : tensor<1x1x4x1x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwgc_gfhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %c1d, %t = transform.msched.decompose_grouped_conv %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %c1d : !transform.any_op
    transform.structured.vectorize %t : !transform.any_op
    transform.yield
  }
}
