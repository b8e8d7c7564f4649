// transform.msched.split_grouped_conv: a grouped convolution (3 groups,
// stride 2, dilation 1 x 2) becomes, per group, rank-reducing slices of its
// input and filter, a filter transpose (F x KH x KW x C -> KH x KW x C x F)
// and a linalg.conv_2d_nhwc_hwcf with the same strides and dilations whose
// init is the group's slice of the output so far and whose result is
// inserted back. The handles name the three convolutions and the three
// transposes, in group order.
// RUN: msched-opt %s --transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @three_groups(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x9x11x3x5xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x7x3x2x5xf32>, %[[O:[a-zA-Z0-9_]+]]: tensor<1x4x4x3x7xf32>
// CHECK:         %[[I0:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0, 0] [1, 9, 11, 1, 5] [1, 1, 1, 1, 1] : tensor<1x9x11x3x5xf32> to tensor<1x9x11x5xf32>
// CHECK:         %[[K0:.+]] = tensor.extract_slice %[[K]][0, 0, 0, 0, 0] [1, 7, 3, 2, 5] [1, 1, 1, 1, 1] : tensor<3x7x3x2x5xf32> to tensor<7x3x2x5xf32>
// CHECK:         %[[E0:.+]] = tensor.empty() : tensor<3x2x5x7xf32>
// CHECK:         %[[T0:.+]] = linalg.transpose ins(%[[K0]] : tensor<7x3x2x5xf32>) outs(%[[E0]] : tensor<3x2x5x7xf32>) permutation = [1, 2, 3, 0] {transposed = 0 : i64}
// CHECK:         %[[O0:.+]] = tensor.extract_slice %[[O]][0, 0, 0, 0, 0] [1, 4, 4, 1, 7] [1, 1, 1, 1, 1] : tensor<1x4x4x3x7xf32> to tensor<1x4x4x7xf32>
// CHECK:         %[[C0:.+]] = linalg.conv_2d_nhwc_hwcf {conv = 0 : i64, dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[I0]], %[[T0]] : tensor<1x9x11x5xf32>, tensor<3x2x5x7xf32>) outs(%[[O0]] : tensor<1x4x4x7xf32>)
// CHECK:         %[[R0:.+]] = tensor.insert_slice %[[C0]] into %[[O]][0, 0, 0, 0, 0] [1, 4, 4, 1, 7] [1, 1, 1, 1, 1] : tensor<1x4x4x7xf32> into tensor<1x4x4x3x7xf32>
// CHECK:         tensor.extract_slice %[[I]][0, 0, 0, 1, 0]
// CHECK:         tensor.extract_slice %[[K]][1, 0, 0, 0, 0]
// CHECK:         linalg.transpose {{.*}} {transposed = 1 : i64}
// CHECK:         %[[O1:.+]] = tensor.extract_slice %[[R0]][0, 0, 0, 1, 0]
// CHECK:         %[[C1:.+]] = linalg.conv_2d_nhwc_hwcf {conv = 1 : i64, {{.*}} outs(%[[O1]] :
// CHECK:         %[[R1:.+]] = tensor.insert_slice %[[C1]] into %[[R0]][0, 0, 0, 1, 0]
// CHECK:         linalg.transpose {{.*}} {transposed = 2 : i64}
// CHECK:         %[[O2:.+]] = tensor.extract_slice %[[R1]][0, 0, 0, 2, 0]
// CHECK:         %[[C2:.+]] = linalg.conv_2d_nhwc_hwcf {conv = 2 : i64, {{.*}} outs(%[[O2]] :
// CHECK:         %[[R2:.+]] = tensor.insert_slice %[[C2]] into %[[R1]][0, 0, 0, 2, 0]
// CHECK-NOT:     linalg.conv_2d_nhwgc_gfhwc
// CHECK:         return %[[R2]]
func.func @three_groups(%I: tensor<1x9x11x3x5xf32>, %K: tensor<3x7x3x2x5xf32>, %O: tensor<1x4x4x3x7xf32>) -> tensor<1x4x4x3x7xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%I, %K : tensor<1x9x11x3x5xf32>, tensor<3x7x3x2x5xf32>)
         outs(%O : tensor<1x4x4x3x7xf32>) -> tensor<1x4x4x3x7xf32>
  return %0 : tensor<1x4x4x3x7xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwgc_gfhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %convs, %transposes = transform.msched.split_grouped_conv %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %c:3 = transform.split_handle %convs : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t:3 = transform.split_handle %transposes : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %p0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    %p1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    %p2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.annotate %c#0 "conv" = %p0 : !transform.any_op, !transform.param<i64>
    transform.annotate %c#1 "conv" = %p1 : !transform.any_op, !transform.param<i64>
    transform.annotate %c#2 "conv" = %p2 : !transform.any_op, !transform.param<i64>
    transform.annotate %t#0 "transposed" = %p0 : !transform.any_op, !transform.param<i64>
    transform.annotate %t#1 "transposed" = %p1 : !transform.any_op, !transform.param<i64>
    transform.annotate %t#2 "transposed" = %p2 : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}
