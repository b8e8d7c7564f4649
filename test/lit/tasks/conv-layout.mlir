// Task extraction converts NCHW convolutions to NHWC (ConvLayoutConversion.h,
// TVM's ConvertLayout): the input is transposed before its pad (the task pads
// in NHWC), the filter's transpose is folded into a constant (HWCF; HWC for
// the depthwise one), the bias and ReLU write NHWC in NHWC loop order, and
// the ReLU's output, which has two users (the depthwise convolution and the
// residual add), stays NHWC: the residual add reads it through its indexing
// map. Only the model's input and output keep NCHW.
// RUN: msched-opt %S/Inputs/nchw_model.mlir --msched-extract-tasks | FileCheck %s
//
// The extracted model computes what the NCHW model computes (its weights
// vary, so a wrongly permuted filter fails the check).
// RUN: msched-opt %S/Inputs/nchw_model.mlir --msched-extract-tasks -o %t.mlir
// RUN: msched-run %S/Inputs/nchw_model.mlir --scheduled %t.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=WHOLE
// RUN: msched-run %S/Inputs/nchw_model.mlir --extract-tasks --list-tasks | FileCheck %s --check-prefix=LIST

// CHECK-DAG:   #[[TO_NHWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// CHECK-DAG:   #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG:   #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG:   #[[FROM_NHWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
// CHECK-DAG:   #[[SUB:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2 * 2, d3 * 2, d1)>
// CHECK-LABEL: func.func @model(
// CHECK-SAME:      %[[X:.*]]: tensor<1x3x8x8xf32>) -> tensor<1x4x4x4xf32>
// CHECK:         %[[XT:.*]] = call @model_generic_0(%[[X]]) : (tensor<1x3x8x8xf32>) -> tensor<1x8x8x3xf32>
// CHECK:         %[[W0:.*]] = arith.constant dense<"0x{{[0-9A-F]+}}"> : tensor<3x3x3x4xf32>
// CHECK:         %[[R0:.*]] = call @model_conv_2d_nhwc_hwcf_1(%[[XT]], %[[W0]], %{{.*}}) : {{.*}} -> tensor<1x8x8x4xf32>
// The depthwise filter is the CHW constant transposed: HWC.
// CHECK:         %[[W1:.*]] = arith.constant dense<{{\[\[\[}}-7.500000e-01, 0.000000e+00, 7.500000e-01, -1.250000e-01], {{.*}} : tensor<3x3x4xf32>
// CHECK:         %[[D:.*]] = call @model_depthwise_conv_2d_nhwc_hwc_2(%[[R0]], %[[W1]]) : {{.*}} -> tensor<1x4x4x4xf32>
// CHECK:         %[[Y:.*]] = call @model_generic_3(%[[D]], %[[R0]]) : (tensor<1x4x4x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT:    return %[[Y]]

// CHECK-LABEL: func.func @model_generic_0(
// CHECK:         linalg.generic {indexing_maps = [#[[TO_NHWC]], #[[ID]]]

// CHECK-LABEL: func.func @model_conv_2d_nhwc_hwcf_1(
// CHECK:         %[[P:.*]] = tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK:         } : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
// CHECK:         %[[CONV:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[C]], #[[ID]]], {{.*}} ins(%[[CONV]], %{{.*}} : tensor<1x8x8x4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<1x8x8x4xf32>)
// CHECK:           arith.maximumf

// CHECK-LABEL: func.func @model_depthwise_conv_2d_nhwc_hwc_2(
// CHECK:         tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK:         linalg.depthwise_conv_2d_nhwc_hwc {{.*}}strides = dense<2>

// CHECK-LABEL: func.func @model_generic_3(
// CHECK:         linalg.generic {indexing_maps = [#[[FROM_NHWC]], #[[SUB]], #[[ID]]]
// CHECK-NOT:     linalg.conv_2d_nchw_fchw
// CHECK-NOT:     linalg.depthwise_conv_2d_nchw_chw

// WHOLE: # @model: 1.5616e-05 GFLOP, check ok

// LIST:      4 fused groups, 4 tasks after merging identical ones
