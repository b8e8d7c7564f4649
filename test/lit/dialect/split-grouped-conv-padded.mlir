// transform.msched.split_grouped_conv on a padded input split into groups
// by an expand_shape of its channels (Inputs/padded_grouped_conv.mlir): each
// group convolution reads a tensor.pad of its own group's channels (a slice
// of the unpadded input, padded as the whole was, with the same value), so
// that pad-peeling can split it like any padded convolution; the whole pad
// and its expand_shape go.
// RUN: msched-opt %S/Inputs/padded_grouped_conv.mlir --transform-preload-library=transform-library-paths=%S/Inputs/split_grouped_conv.trace.mlir --transform-interpreter | FileCheck %s
// RUN: msched-run %S/Inputs/padded_grouped_conv.mlir --trace %S/Inputs/split_grouped_conv.trace.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// And pad-peeling then peels each group (the design space's split and
// peeled schedule; grp_small's numbers are checked in privatize-init-fill):
// RUN: msched-space %S/Inputs/padded_grouped_conv.mlir --modules split-grouped-conv,pad-peeling --seed 0 --samples 1 --schedule 3 --emit-payload %t.peeled.mlir --check-replay | FileCheck %s --check-prefix=SPACE
// RUN: FileCheck %s --check-prefix=PEELED --input-file=%t.peeled.mlir

// CHECK-LABEL: func.func @padded_groups(
// CHECK-SAME:    %[[X:[a-zA-Z0-9_]+]]: tensor<1x7x6x6xf32>
// CHECK-NOT:     tensor.expand_shape
// CHECK:         %[[S0:.+]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 7, 6, 2] [1, 1, 1, 1] : tensor<1x7x6x6xf32> to tensor<1x7x6x2xf32>
// CHECK:         %[[V0:.+]] = arith.constant 2.500000e-01 : f32
// CHECK:         %[[P0:.+]] = tensor.pad %[[S0]] low[0, 1, 2, 0] high[0, 1, 1, 0]
// CHECK:           tensor.yield %[[V0]] : f32
// CHECK:         } : tensor<1x7x6x2xf32> to tensor<1x9x9x2xf32>
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P0]], %{{.*}} : tensor<1x9x9x2xf32>, tensor<3x3x2x4xf32>)
// CHECK:         %[[S1:.+]] = tensor.extract_slice %[[X]][0, 0, 0, 2] [1, 7, 6, 2]
// CHECK:         tensor.pad %[[S1]] low[0, 1, 2, 0] high[0, 1, 1, 0]
// CHECK:         %[[S2:.+]] = tensor.extract_slice %[[X]][0, 0, 0, 4] [1, 7, 6, 2]
// CHECK:         tensor.pad %[[S2]] low[0, 1, 2, 0] high[0, 1, 1, 0]
// CHECK-NOT:     tensor.pad
// CHECK-NOT:     linalg.conv_2d_nhwgc_gfhwc

// MEASURE-NOT: wrong
// MEASURE: check ok

// SPACE: replay: {{[0-9]+}} of {{[0-9]+}} schedules reproduce their payload
// PEELED-DAG: msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border3"
// PEELED-DAG: msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border3"
// PEELED-DAG: msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border3"
