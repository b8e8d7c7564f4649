// transform.msched.decompose_transposed_conv on a stride-2 transposed
// convolution (Inputs/transposed_conv_small.mlir: input 1x2x2x3, kernel
// 3x3x3x2, output 1x3x3x2). Output rows 0 and 2 (phase 0) meet tap 1 only,
// row 1 (phase 1) taps 0 and 2; likewise for columns. So four phase
// convolutions, stride 1, over the height- and width-flipped input, with
// the taps as strided views of the kernel (1x1, 1x2, 2x1, 2x2 = all 9 taps
// once, no zero multiplied), each writing its rows and columns of the
// output with strides 2. Each phase starts from a zero fill of its own (the
// output's init is a fill: flipped, it reads the same), and since the
// phases write every output element, they insert into an empty tensor: the
// whole output's fill goes, like the interleaving producers.
// RUN: msched-opt %S/Inputs/transposed_conv_small.mlir --transform-preload-library=transform-library-paths=%S/Inputs/decompose_transposed_conv.trace.mlir --transform-interpreter | FileCheck %s
// The rewritten function computes what the original does (the runner checks
// its outputs against the untransformed function's):
// RUN: msched-run %S/Inputs/transposed_conv_small.mlir --trace %S/Inputs/decompose_transposed_conv.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %workloads/t2d.mlir --trace %S/Inputs/decompose_transposed_conv.trace.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE

// CHECK-DAG:   #[[FLIP:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, -d1 + 1, -d2 + 1, d3)>
// CHECK-LABEL: func.func @tconv(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x2x2x3xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x3x3x2xf32>
// CHECK-NOT:     tensor.pad
// CHECK-NOT:     linalg.fill {{.*}} tensor<1x3x3x2xf32>
// CHECK:         tensor.empty() : tensor<1x3x3x2xf32>
// CHECK:         %[[OUT:.+]] = tensor.empty() : tensor<1x3x3x2xf32>
// CHECK:         %[[X:.+]] = linalg.generic {indexing_maps = [#[[FLIP]], {{.*}}]{{.*}} ins(%[[I]] : tensor<1x2x2x3xf32>)
// CHECK:         %[[F0:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x2x2x2xf32>)
// CHECK:         tensor.extract_slice %[[K]][1, 1, 0, 0] [1, 1, 3, 2] [2, 2, 1, 1] : tensor<3x3x3x2xf32> to tensor<1x1x3x2xf32>
// CHECK:         linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x2x2x3xf32>, tensor<1x1x3x2xf32>) outs(%[[F0]] : tensor<1x2x2x2xf32>)
// CHECK:         tensor.insert_slice %{{.*}} into %[[OUT]][0, 0, 0, 0] [1, 2, 2, 2] [1, 2, 2, 1] : tensor<1x2x2x2xf32> into tensor<1x3x3x2xf32>
// CHECK:         tensor.extract_slice %[[K]][1, 0, 0, 0] [1, 2, 3, 2] [2, 2, 1, 1]
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} outs(%{{.*}} : tensor<1x2x1x2xf32>)
// CHECK:         tensor.insert_slice %{{.*}}[0, 0, 1, 0] [1, 2, 1, 2] [1, 2, 2, 1]
// CHECK:         tensor.extract_slice %[[K]][0, 1, 0, 0] [2, 1, 3, 2] [2, 2, 1, 1]
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} outs(%{{.*}} : tensor<1x1x2x2xf32>)
// CHECK:         tensor.insert_slice %{{.*}}[0, 1, 0, 0] [1, 1, 2, 2] [1, 2, 2, 1]
// CHECK:         tensor.extract_slice %[[K]][0, 0, 0, 0] [2, 2, 3, 2] [2, 2, 1, 1]
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} outs(%{{.*}} : tensor<1x1x1x2xf32>)
// CHECK:         %[[R:.+]] = tensor.insert_slice %{{.*}}[0, 1, 1, 0] [1, 1, 1, 2] [1, 2, 2, 1]
// CHECK-NOT:     linalg.conv
// CHECK:         return %[[R]]
// CHECK-NOT:     tensor.insert_slice %[[I]]

// MEASURE-NOT: wrong
// MEASURE: check ok

// Strides (3, 2) with a 2-row kernel (Inputs/transposed_conv_s3.mlir): rows
// 3a + 2 meet no tap, so there are 2 x 2 phases, not 3 x 2, each starting
// from a fill of the output's value (0.5), and they insert into the
// output's fill, which the rows without a phase keep.
// RUN: msched-opt %S/Inputs/transposed_conv_s3.mlir --transform-preload-library=transform-library-paths=%S/Inputs/decompose_transposed_conv.trace.mlir --transform-interpreter | FileCheck %s --check-prefix=S3
// RUN: msched-run %S/Inputs/transposed_conv_s3.mlir --trace %S/Inputs/decompose_transposed_conv.trace.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// S3-LABEL: func.func @tconv_s3(
// S3:         %[[HALF:.+]] = arith.constant 5.000000e-01 : f32
// S3:         %[[WHOLE:.+]] = linalg.fill ins(%[[HALF]] : f32) outs(%{{.*}} : tensor<1x8x5x3xf32>)
// S3:         %[[P0:.+]] = linalg.fill ins(%[[HALF]] : f32) outs(%{{.*}} : tensor<1x3x3x3xf32>)
// S3:         linalg.conv_2d_nhwc_hwcf {{.*}} outs(%[[P0]] : tensor<1x3x3x3xf32>)
// S3:         tensor.insert_slice %{{.*}} into %[[WHOLE]][0, 0, 0, 0] [1, 3, 3, 3] [1, 3, 2, 1]
// S3-COUNT-3: linalg.conv_2d_nhwc_hwcf
// S3-NOT:     linalg.conv_2d_nhwc_hwcf

// by_taps: per phase, one 1 x 1 convolution per tap over the outputs where
// that tap reads the input (no pad, no flip), accumulated into the phase's
// fill and inserted with strides 2. Phase (0, 0) has one tap (kernel [1, 1])
// on all 2 x 2 outputs; phase (1, 1) has four (kernel rows and columns 0 and
// 2), each on the one output. 9 taps in all, one per kernel element.
// RUN: msched-opt %S/Inputs/transposed_conv_small.mlir --transform-preload-library=transform-library-paths=%S/Inputs/decompose_transposed_conv_taps.trace.mlir --transform-interpreter | FileCheck %s --check-prefix=TAPS
// RUN: msched-run %S/Inputs/transposed_conv_small.mlir --trace %S/Inputs/decompose_transposed_conv_taps.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %S/Inputs/transposed_conv_s3.mlir --trace %S/Inputs/decompose_transposed_conv_taps.trace.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %workloads/t2d.mlir --trace %S/Inputs/decompose_transposed_conv_taps.trace.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// TAPS-LABEL: func.func @tconv(
// TAPS-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x2x2x3xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x3x3x2xf32>
// TAPS-NOT:     tensor.pad
// TAPS-NOT:     linalg.generic
// TAPS:         %[[F0:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x2x2x2xf32>)
// TAPS:         %[[X0:.+]] = tensor.extract_slice %[[I]][0, 0, 0, 0] [1, 2, 2, 3] [1, 1, 1, 1]
// TAPS:         %[[K0:.+]] = tensor.extract_slice %[[K]][1, 1, 0, 0] [1, 1, 3, 2] [1, 1, 1, 1]
// TAPS:         %[[O0:.+]] = tensor.extract_slice %[[F0]][0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1]
// TAPS:         %[[C0:.+]] = linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[X0]], %[[K0]] : tensor<1x2x2x3xf32>, tensor<1x1x3x2xf32>) outs(%[[O0]] : tensor<1x2x2x2xf32>)
// TAPS:         %[[A0:.+]] = tensor.insert_slice %[[C0]] into %[[F0]][0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1]
// TAPS:         tensor.insert_slice %[[A0]] into %{{.*}}[0, 0, 0, 0] [1, 2, 2, 2] [1, 2, 2, 1]
// TAPS-COUNT-8: linalg.conv_2d_nhwc_hwcf {{.*}} tensor<1x1x3x2xf32>
// TAPS-NOT:     linalg.conv_2d_nhwc_hwcf
// TAPS:         tensor.insert_slice %{{.*}}[0, 1, 1, 0] [1, 1, 1, 2] [1, 2, 2, 1]

// Into an output passed in (Inputs/transposed_conv_accumulate.mlir): the
// phases start from their strided slices of it, flipped for the phase
// convolutions and in place for the taps; both add to what it held.
// RUN: msched-opt %S/Inputs/transposed_conv_accumulate.mlir --transform-preload-library=transform-library-paths=%S/Inputs/decompose_transposed_conv_taps.trace.mlir --transform-interpreter | FileCheck %s --check-prefix=ACC
// RUN: msched-run %S/Inputs/transposed_conv_accumulate.mlir --trace %S/Inputs/decompose_transposed_conv_taps.trace.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %S/Inputs/transposed_conv_accumulate.mlir --trace %S/Inputs/decompose_transposed_conv.trace.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// ACC-LABEL: func.func @tconv_acc(
// ACC-SAME:    %[[O:[a-zA-Z0-9_]+]]: tensor<1x3x3x2xf32>)
// ACC-NOT:     linalg.fill {{.*}} tensor<1x2x2x2xf32>
// ACC:         %[[P0:.+]] = tensor.extract_slice %[[O]][0, 0, 0, 0] [1, 2, 2, 2] [1, 2, 2, 1]
// ACC:         tensor.extract_slice %[[P0]][0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1]
// ACC:         linalg.conv_2d_nhwc_hwcf
// ACC:         tensor.insert_slice %{{.*}} into %[[O]][0, 0, 0, 0] [1, 2, 2, 2] [1, 2, 2, 1]
