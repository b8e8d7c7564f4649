// transform.msched.peel_padding {restrict_taps}: a convolution's border
// slabs are split per output position, and each reads only the taps whose
// input lies in the unpadded tensor (a slice of the filter and of the
// input; padding only along the dimensions still padded). The outputs match
// the unsplit ops' (msched-run checks them against the untransformed
// functions): stride 1, 2 and 3, dilation 2, a 7x7 window with two
// positions per low border, depthwise, grouped and pooling ops.
// RUN: msched-opt %S/Inputs/padded_taps.mlir --transform-preload-library=transform-library-paths=%S/Inputs/peel_padding_taps2.trace.mlir --transform-interpreter --canonicalize | FileCheck %s
// RUN: msched-run %S/Inputs/padded_taps.mlir --trace %S/Inputs/peel_padding_taps2.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE-TAPS
// RUN: msched-opt %S/Inputs/padded_small.mlir --transform-preload-library=transform-library-paths=%S/Inputs/peel_padding_taps.trace.mlir --transform-interpreter --canonicalize | FileCheck %s --check-prefix=SMALL
// RUN: msched-run %S/Inputs/padded_small.mlir --trace %S/Inputs/peel_padding_taps.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE-SMALL

// 7x7, stride 2, pad 3: interior rows 2..3; row 0 reads input rows 0..3
// with taps 3..6, row 1 rows 0..5 with taps 1..6, row 4 rows 5..10 with
// taps 0..5, row 5 rows 7..10 with taps 0..3; the columns likewise (after
// the rows, within the interior rows), with no padding left at all.
// CHECK-LABEL: func.func @conv7_s2(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x11x13x3xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<7x7x3x4xf32>
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %[[K]] : tensor<1x9x11x3xf32>, tensor<7x7x3x4xf32>) outs(%{{.*}} : tensor<1x2x3x4xf32>)
// CHECK:         %[[K0:.+]] = tensor.extract_slice %[[K]][3, 0, 0, 0] [4, 7, 3, 4] [1, 1, 1, 1]
// CHECK:         %[[I0:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 4, 13, 3] [1, 1, 1, 1]
// CHECK:         %[[P0:.+]] = tensor.pad %[[I0]] low[0, 0, 3, 0] high[0, 0, 3, 0]
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P0]], %[[K0]] : tensor<1x4x19x3xf32>, tensor<4x7x3x4xf32>) outs(%{{.*}} : tensor<1x1x7x4xf32>)
// CHECK:         tensor.extract_slice %[[K]][1, 0, 0, 0] [6, 7, 3, 4] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 6, 13, 3] [1, 1, 1, 1]
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[0, 1, 0, 0] [1, 1, 7, 4]
// CHECK:         tensor.extract_slice %[[K]][0, 0, 0, 0] [6, 7, 3, 4] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 5, 0, 0] [1, 6, 13, 3] [1, 1, 1, 1]
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[0, 4, 0, 0] [1, 1, 7, 4]
// CHECK:         tensor.extract_slice %[[K]][0, 0, 0, 0] [4, 7, 3, 4] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 7, 0, 0] [1, 4, 13, 3] [1, 1, 1, 1]
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[0, 5, 0, 0] [1, 1, 7, 4]
// CHECK:         %[[K4:.+]] = tensor.extract_slice %[[K]][0, 3, 0, 0] [7, 4, 3, 4] [1, 1, 1, 1]
// CHECK:         %[[I4:.+]] = tensor.extract_slice %[[I]][0, 1, 0, 0] [1, 9, 4, 3] [1, 1, 1, 1]
// CHECK-NOT:     tensor.pad
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[I4]], %[[K4]] : tensor<1x9x4x3xf32>, tensor<7x4x3x4xf32>) outs(%{{.*}} : tensor<1x2x1x4xf32>)
// CHECK-COUNT-3: linalg.conv_2d_nhwc_hwcf {{.*}} outs(%{{.*}} : tensor<1x2x1x4xf32>)
// CHECK-NOT:     tensor.pad
// CHECK:         return

// Dilation 2, pad 2: row 0 reads taps 1..2 (input rows 0 and 2).
// CHECK-LABEL: func.func @dil_s1(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x7x6x2xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x3x2x3xf32>
// CHECK:         tensor.extract_slice %[[K]][1, 0, 0, 0] [2, 3, 2, 3] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 3, 6, 2] [1, 1, 1, 1]

// A max pooling padded with zero: no taps skipped (the zeros take part in
// the max), the borders as without restrict_taps.
// CHECK-LABEL: func.func @maxpool_zero(
// CHECK:         linalg.pooling_nhwc_max {{.*}} outs(%{{.*}} : tensor<1x5x7x4xf32>)
// CHECK:         tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 0, 1, 0]
// CHECK:         linalg.pooling_nhwc_max {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x3x11x4xf32>, tensor<3x3xf32>)
// CHECK-COUNT-3: linalg.pooling_nhwc_max {{.*}} tensor<3x3xf32>)

// Depthwise 3x3, pad 1: the top row reads input rows 0..1 with taps 1..2,
// padded along the width only; the left column reads columns 0..1 with
// taps 1..2 and no padding.
// SMALL-LABEL: func.func @dep_small(
// SMALL-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x9x10x8xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x3x8xf32>
// SMALL:         %[[K0:.+]] = tensor.extract_slice %[[K]][1, 0, 0] [2, 3, 8] [1, 1, 1]
// SMALL:         %[[I0:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 2, 10, 8] [1, 1, 1, 1]
// SMALL:         %[[P0:.+]] = tensor.pad %[[I0]] low[0, 0, 1, 0] high[0, 0, 1, 0]
// SMALL:         linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[P0]], %[[K0]] : tensor<1x2x12x8xf32>, tensor<2x3x8xf32>)
// SMALL:         tensor.extract_slice %[[K]][0, 1, 0] [3, 2, 8] [1, 1, 1]
// SMALL:         %[[I2:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 9, 2, 8] [1, 1, 1, 1]
// SMALL-NEXT:    tensor.extract_slice
// SMALL-NEXT:    linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[I2]], %{{.*}} : tensor<1x9x2x8xf32>, tensor<3x2x8xf32>)
// Stride 3, pad low 2: the top row reads input row 0 with tap 2 only.
// SMALL-LABEL: func.func @conv_s3(
// SMALL:         linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x12x3xf32>, tensor<1x3x3x5xf32>)
// SMALL-LABEL: func.func @pool_s2(
// SMALL:         linalg.pooling_nhwc_sum {{.*}} tensor<2x3xf32>)
// SMALL-LABEL: func.func @grp_small(
// SMALL:         linalg.conv_2d_nhwgc_gfhwc {{.*}} tensor<3x4x2x3x2xf32>)

// MEASURE-TAPS-COUNT-3:  check ok
// MEASURE-SMALL-COUNT-4: check ok
