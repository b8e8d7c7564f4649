// transform.msched.peel_padding: an op reading a tensor.pad becomes an
// interior tile that reads a slice of the pad's source in place and border
// tiles that read small pads of slices of the source, inserted in turn into
// the op's init (each tile's init is a slice of the chain, so bufferization
// updates one buffer). The outputs match the unsplit op's (msched-run checks
// them against the untransformed functions): stride 1, 2 and 3, asymmetric
// padding, a depthwise convolution, a convolution, a pooling and a grouped
// convolution whose pad reaches it through an expand_shape.
// RUN: msched-opt %S/Inputs/padded_small.mlir --transform-preload-library=transform-library-paths=%S/Inputs/peel_padding.trace.mlir --transform-interpreter --canonicalize | FileCheck %s
// RUN: msched-run %S/Inputs/padded_small.mlir --trace %S/Inputs/peel_padding.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// Depthwise 3x3, pad 1: the interior is output rows 1..7 and columns 1..8,
// reading the whole input; then the top and bottom rows, then the left and
// right columns of rows 1..7, each with its small pad.
// CHECK-LABEL: func.func @dep_small(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x9x10x8xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x3x8xf32>
// CHECK-NOT:     tensor.pad
// CHECK:         %[[FILL:.+]] = linalg.fill
// CHECK-NOT:     tensor.pad
// CHECK:         %[[OS:.+]] = tensor.extract_slice %[[FILL]][0, 1, 1, 0] [1, 7, 8, 8] [1, 1, 1, 1]
// CHECK:         %[[IN:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[I]], %[[K]] : tensor<1x9x10x8xf32>, tensor<3x3x8xf32>) outs(%[[OS]] : tensor<1x7x8x8xf32>)
// CHECK:         %[[R0:.+]] = tensor.insert_slice %[[IN]] into %[[FILL]][0, 1, 1, 0] [1, 7, 8, 8] [1, 1, 1, 1]
// CHECK:         %[[S1:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 2, 10, 8] [1, 1, 1, 1]
// CHECK:         %[[P1:.+]] = tensor.pad %[[S1]] low[0, 1, 1, 0] high[0, 0, 1, 0]
// CHECK:         %[[O1:.+]] = tensor.extract_slice %[[R0]][0, 0, 0, 0] [1, 1, 10, 8] [1, 1, 1, 1]
// CHECK:         %[[B1:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[P1]], %[[K]] : tensor<1x3x12x8xf32>, tensor<3x3x8xf32>) outs(%[[O1]] : tensor<1x1x10x8xf32>)
// CHECK:         %[[R1:.+]] = tensor.insert_slice %[[B1]] into %[[R0]][0, 0, 0, 0] [1, 1, 10, 8] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 7, 0, 0] [1, 2, 10, 8] [1, 1, 1, 1]
// CHECK:         tensor.pad %{{.*}} low[0, 0, 1, 0] high[0, 1, 1, 0]
// CHECK:         %[[R2:.+]] = tensor.insert_slice %{{.*}} into %[[R1]][0, 8, 0, 0] [1, 1, 10, 8] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 9, 2, 8] [1, 1, 1, 1]
// CHECK:         tensor.pad %{{.*}} low[0, 0, 1, 0] high[0, 0, 0, 0]
// CHECK:         %[[R3:.+]] = tensor.insert_slice %{{.*}} into %[[R2]][0, 1, 0, 0] [1, 7, 1, 8] [1, 1, 1, 1]
// CHECK:         tensor.extract_slice %[[I]][0, 0, 8, 0] [1, 9, 2, 8] [1, 1, 1, 1]
// CHECK:         tensor.pad %{{.*}} low[0, 0, 0, 0] high[0, 0, 1, 0]
// CHECK:         %[[R4:.+]] = tensor.insert_slice %{{.*}} into %[[R3]][0, 1, 9, 0] [1, 7, 1, 8] [1, 1, 1, 1]
// CHECK:         return %[[R4]]

// Stride 3, pad low (2, 1) high (1, 2): the interior is rows 1..4 and
// columns 1..3 (input rows 1..12, columns 2..10); the high padding is never
// read, so there is no bottom or right border.
// CHECK-LABEL: func.func @conv_s3(
// CHECK:         %[[SI:.+]] = tensor.extract_slice %{{.*}}[0, 1, 2, 0] [1, 12, 9, 3] [1, 1, 1, 1]
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[SI]], %{{.*}} : tensor<1x12x9x3xf32>, tensor<3x3x3x5xf32>) outs(%{{.*}} : tensor<1x4x3x5xf32>)
// CHECK:         tensor.pad %{{.*}} low[0, 2, 1, 0] high[0, 0, 0, 0]
// CHECK:         } : tensor<1x1x11x3xf32> to tensor<1x3x12x3xf32>
// CHECK:         tensor.pad %{{.*}} low[0, 0, 1, 0] high[0, 0, 0, 0]
// CHECK:         } : tensor<1x12x2x3xf32> to tensor<1x12x3x3xf32>
// CHECK-NOT:     tensor.pad
// CHECK:         return

// Sum pooling, stride 2: interior rows 1..2, columns 1..3; four borders.
// CHECK-LABEL: func.func @pool_s2(
// CHECK:         linalg.pooling_nhwc_sum {{.*}} outs(%{{.*}} : tensor<1x2x3x4xf32>)
// CHECK-COUNT-4: linalg.pooling_nhwc_sum
// CHECK:         return

// The grouped convolution: the expand_shape and the pad are swapped (the
// channel split is not padded), then split as the others.
// CHECK-LABEL: func.func @grp_small(
// CHECK-SAME:    %[[GI:[a-zA-Z0-9_]+]]: tensor<1x9x7x6xf32>
// CHECK:         %[[E:.+]] = tensor.expand_shape %[[GI]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 9, 7, 3, 2]
// CHECK:         %[[ES:.+]] = tensor.extract_slice %[[E]][0, 1, 1, 0, 0] [1, 7, 5, 3, 2] [1, 1, 1, 1, 1]
// CHECK:         linalg.conv_2d_nhwgc_gfhwc {{.*}} ins(%[[ES]], %{{.*}} : tensor<1x7x5x3x2xf32>, tensor<3x4x3x3x2xf32>) outs(%{{.*}} : tensor<1x3x2x3x4xf32>)
// CHECK-COUNT-4: linalg.conv_2d_nhwgc_gfhwc
// CHECK:         tensor.collapse_shape

// MEASURE-COUNT-4: check ok
