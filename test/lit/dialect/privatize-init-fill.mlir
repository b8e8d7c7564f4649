// transform.msched.privatize_init_fill: each part of a split op (here the
// interior and borders of peel_padding, and the two parts of
// transform.structured.split, and both nested) gets a fill of its own
// slice; once no element of the whole fill is read, the whole fill is gone
// and its init takes its place. The outputs match the unsplit functions'
// (msched-run checks them against the untransformed functions).
// RUN: msched-opt %S/Inputs/privatize_init_fill.mlir --transform-preload-library=transform-library-paths=%S/Inputs/privatize_init_fill.trace.mlir --transform-interpreter --canonicalize | FileCheck %s
// RUN: msched-run %S/Inputs/privatize_init_fill.mlir --trace %S/Inputs/privatize_init_fill.trace.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// CHECK-LABEL: func.func @dep_small(
// CHECK-SAME:    %[[I:[a-zA-Z0-9_]+]]: tensor<1x9x10x8xf32>, %[[K:[a-zA-Z0-9_]+]]: tensor<3x3x8xf32>
// CHECK-DAG:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[WHOLE:.+]] = tensor.empty() : tensor<1x9x10x8xf32>
// CHECK-NOT:     linalg.fill {{.*}} tensor<1x9x10x8xf32>
// CHECK:         %[[S0:.+]] = tensor.extract_slice %[[WHOLE]][0, 1, 1, 0] [1, 7, 8, 8] [1, 1, 1, 1]
// CHECK:         %[[F0:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[S0]] : tensor<1x7x8x8xf32>)
// CHECK:         %[[IN:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[I]], %[[K]] : {{.*}}) outs(%[[F0]] : tensor<1x7x8x8xf32>)
// CHECK:         %[[R0:.+]] = tensor.insert_slice %[[IN]] into %[[WHOLE]][0, 1, 1, 0] [1, 7, 8, 8] [1, 1, 1, 1]
// CHECK:         %[[S1:.+]] = tensor.extract_slice %[[R0]][0, 0, 0, 0] [1, 1, 10, 8] [1, 1, 1, 1]
// CHECK:         %[[F1:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[S1]] : tensor<1x1x10x8xf32>)
// CHECK:         %[[B1:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} outs(%[[F1]] : tensor<1x1x10x8xf32>)
// CHECK:         %[[R1:.+]] = tensor.insert_slice %[[B1]] into %[[R0]][0, 0, 0, 0] [1, 1, 10, 8] [1, 1, 1, 1]
// CHECK-COUNT-3: linalg.fill ins(%[[ZERO]] : f32)
// CHECK-NOT:     linalg.fill
// CHECK:         return

// The destination argument: the parts' fills fill its slices.
// CHECK-LABEL: func.func @mm_split(
// CHECK-SAME:    %[[A:[a-zA-Z0-9_]+]]: tensor<13x17xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<17x24xf32>, %[[C:[a-zA-Z0-9_]+]]: tensor<13x24xf32>
// CHECK:         %[[CT:.+]] = tensor.extract_slice %[[C]][0, 0] [8, 24] [1, 1]
// CHECK:         %[[FT:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[CT]] : tensor<8x24xf32>)
// CHECK:         %[[T:.+]] = linalg.matmul ins({{.*}}) outs(%[[FT]] : tensor<8x24xf32>)
// CHECK:         %[[RT:.+]] = tensor.insert_slice %[[T]] into %[[C]][0, 0] [8, 24] [1, 1]
// CHECK:         %[[CB:.+]] = tensor.extract_slice %[[RT]][8, 0] [5, 24] [1, 1]
// CHECK:         %[[FB:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[CB]] : tensor<5x24xf32>)
// CHECK:         %[[BM:.+]] = linalg.matmul ins({{.*}}) outs(%[[FB]] : tensor<5x24xf32>)
// CHECK:         %[[RB:.+]] = tensor.insert_slice %[[BM]] into %[[RT]][8, 0] [5, 24] [1, 1]
// CHECK:         return %[[RB]]

// The interior split again: its parts' slices are slices of the interior's
// slice; once the last part (the right half, after the borders) has its
// fill, no element of the whole fill is read and it goes.
// CHECK-LABEL: func.func @dep_nested(
// CHECK:         %[[NW:.+]] = tensor.empty() : tensor<1x9x10x8xf32>
// CHECK-NOT:     linalg.fill {{.*}} tensor<1x9x10x8xf32>
// CHECK:         %[[NS:.+]] = tensor.extract_slice %[[NW]][0, 1, 1, 0] [1, 7, 8, 8] [1, 1, 1, 1]
// CHECK:         %[[NL:.+]] = tensor.extract_slice %[[NS]][0, 0, 0, 0] [1, 7, 4, 8] [1, 1, 1, 1]
// CHECK:         %[[NFL:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[NL]] : tensor<1x7x4x8xf32>)
// CHECK:         %[[NCL:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} outs(%[[NFL]] : tensor<1x7x4x8xf32>)
// CHECK:         %[[NIL:.+]] = tensor.insert_slice %[[NCL]] into %[[NS]][0, 0, 0, 0] [1, 7, 4, 8] [1, 1, 1, 1]
// CHECK:         %[[NR:.+]] = tensor.extract_slice %[[NIL]][0, 0, 4, 0] [1, 7, 4, 8] [1, 1, 1, 1]
// CHECK:         %[[NFR:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[NR]] : tensor<1x7x4x8xf32>)
// CHECK:         %[[NCR:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} outs(%[[NFR]] : tensor<1x7x4x8xf32>)
// CHECK:         %[[NIR:.+]] = tensor.insert_slice %[[NCR]] into %[[NIL]][0, 0, 4, 0] [1, 7, 4, 8] [1, 1, 1, 1]
// CHECK:         tensor.insert_slice %[[NIR]] into %[[NW]][0, 1, 1, 0] [1, 7, 8, 8] [1, 1, 1, 1]
// CHECK-COUNT-4: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x{{[0-9]+}}x{{[0-9]+}}x8xf32>)
// CHECK:         return

// Each group's init is a rank-reducing slice of the 5-D output: its fill
// fills that slice, and the whole fill goes.
// CHECK-LABEL: func.func @grp_small(
// CHECK:         %[[GE:.+]] = tensor.empty() : tensor<1x4x4x2x3xf32>
// CHECK-NOT:     linalg.fill {{.*}} tensor<1x4x4x2x3xf32>
// CHECK:         %[[G0:.+]] = tensor.extract_slice %[[GE]][0, 0, 0, 0, 0] [1, 4, 4, 1, 3] [1, 1, 1, 1, 1] : tensor<1x4x4x2x3xf32> to tensor<1x4x4x3xf32>
// CHECK:         %[[GF0:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[G0]] : tensor<1x4x4x3xf32>)
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} outs(%[[GF0]] : tensor<1x4x4x3xf32>)
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x4x4x3xf32>)
// CHECK:         linalg.conv_2d_nhwc_hwcf
// CHECK-NOT:     linalg.fill
// CHECK:         return

// MEASURE-COUNT-4: check ok
