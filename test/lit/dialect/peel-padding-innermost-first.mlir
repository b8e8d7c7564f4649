// transform.msched.peel_padding {innermost_first}: the padded dimensions are
// split from the innermost (the width of NHWC) outwards, so the left and
// right borders span all rows and the top and bottom borders span only the
// interior's columns (which register tiles divide), not the whole width.
// The outputs match the unsplit ops' (msched-run checks them against the
// untransformed functions), with and without restrict_taps.
// RUN: msched-opt %S/Inputs/padded_small.mlir --transform-preload-library=transform-library-paths=%S/Inputs/peel_padding_innermost.trace.mlir --transform-interpreter --canonicalize | FileCheck %s
// RUN: msched-opt %S/Inputs/padded_taps.mlir --transform-preload-library=transform-library-paths=%S/Inputs/peel_padding_taps_innermost.trace.mlir --transform-interpreter --canonicalize | FileCheck %s --check-prefix=TAPS
// RUN: msched-run %S/Inputs/padded_small.mlir --trace %S/Inputs/peel_padding_innermost.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %S/Inputs/padded_small.mlir --trace %S/Inputs/peel_padding_small_innermost.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE-SMALL
// RUN: msched-run %S/Inputs/padded_taps.mlir --trace %S/Inputs/peel_padding_taps_innermost.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE-TAPS

// Depthwise 3x3, pad 1 on a 9x10 output: the interior is rows 1..7 and
// columns 1..8 as without the attribute; then the left and right columns
// of all 9 rows (input padded along the height and one side of the width),
// then the top and bottom rows of columns 1..8 (padded along the height
// only: their columns read the input in place).
// CHECK-LABEL: func.func @dep_small(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x9x10x8xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x3x8xf32>
// CHECK:         %[[R0:.+]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 1, 1, 0] [1, 7, 8, 8] [1, 1, 1, 1]
// CHECK:         %[[S1:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 9, 2, 8] [1, 1, 1, 1]
// CHECK:         tensor.pad %[[S1]] low[0, 1, 1, 0] high[0, 1, 0, 0]
// CHECK:         linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%{{.*}}, %[[K]] : tensor<1x11x3x8xf32>, tensor<3x3x8xf32>) outs(%{{.*}} : tensor<1x9x1x8xf32>)
// CHECK:         %[[R1:.+]] = tensor.insert_slice %{{.*}} into %[[R0]][0, 0, 0, 0] [1, 9, 1, 8] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 0, 8, 0] [1, 9, 2, 8] [1, 1, 1, 1]
// CHECK:         tensor.pad %{{.*}} low[0, 1, 0, 0] high[0, 1, 1, 0]
// CHECK:         %[[R2:.+]] = tensor.insert_slice %{{.*}} into %[[R1]][0, 0, 9, 0] [1, 9, 1, 8] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 2, 10, 8] [1, 1, 1, 1]
// CHECK:         tensor.pad %{{.*}} low[0, 1, 0, 0] high[0, 0, 0, 0]
// CHECK:         linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%{{.*}}, %[[K]] : tensor<1x3x10x8xf32>, tensor<3x3x8xf32>) outs(%{{.*}} : tensor<1x1x8x8xf32>)
// CHECK:         %[[R3:.+]] = tensor.insert_slice %{{.*}} into %[[R2]][0, 0, 1, 0] [1, 1, 8, 8] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 7, 0, 0] [1, 2, 10, 8] [1, 1, 1, 1]
// CHECK:         tensor.pad %{{.*}} low[0, 0, 0, 0] high[0, 1, 0, 0]
// CHECK:         %[[R4:.+]] = tensor.insert_slice %{{.*}} into %[[R3]][0, 8, 1, 0] [1, 1, 8, 8] [1, 1, 1, 1]
// CHECK:         return %[[R4]]

// 7x7, stride 2, with restrict_taps (output 6x7, interior rows 2..3 and
// columns 2..4): four one-column borders of all 6 rows, each with the
// filter columns it reads (4 or 6 of 7) and all 7 filter rows, then four
// one-row borders of the interior's 3 columns with their filter rows.
// TAPS-LABEL: func.func @conv7_s2(
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} outs(%{{.*}} : tensor<1x2x3x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<7x4x3x4xf32>) outs(%{{.*}} : tensor<1x6x1x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<7x6x3x4xf32>) outs(%{{.*}} : tensor<1x6x1x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<7x6x3x4xf32>) outs(%{{.*}} : tensor<1x6x1x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<7x4x3x4xf32>) outs(%{{.*}} : tensor<1x6x1x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<4x7x3x4xf32>) outs(%{{.*}} : tensor<1x1x3x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<6x7x3x4xf32>) outs(%{{.*}} : tensor<1x1x3x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<6x7x3x4xf32>) outs(%{{.*}} : tensor<1x1x3x4xf32>)
// TAPS:         linalg.conv_2d_nhwc_hwcf {{.*}} tensor<4x7x3x4xf32>) outs(%{{.*}} : tensor<1x1x3x4xf32>)
// TAPS-NEXT:    tensor.insert_slice
// TAPS-NEXT:    return

// MEASURE: check ok
// MEASURE-SMALL-COUNT-4: check ok
// MEASURE-TAPS-COUNT-3: check ok
