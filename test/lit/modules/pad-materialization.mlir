// pad-materialization on padded operators of odd shapes (not the
// benchmark's): a grouped convolution whose pad feeds an expand_shape (3
// groups) and a stride-3 convolution with asymmetric padding. The design
// space forks into the schedule as it is and the one whose top-level pad is
// rewritten, with upstream transform ops, into a fill of the padded tensor
// and a copy of the source into its interior, new blocks "<block>_fill" and
// "<block>_copy" that parallelize-vectorize-unroll tiles with scf.forall
// and vectorizes. The schedules replay, and the outputs match the
// workload's at 1 and 2 threads.
//
// RUN: msched-space %S/Inputs/grouped_conv_g3.mlir --modules "pad-materialization,multi-level-tiling{cores=1},parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --schedule 2 --emit-trace %t.g3.trace.mlir --emit-payload %t.g3.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=TRACE < %t.g3.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.g3.mlir
// RUN: msched-run %S/Inputs/grouped_conv_g3.mlir --scheduled %t.g3.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %S/Inputs/grouped_conv_g3.mlir --scheduled %t.g3.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// RUN: msched-space %S/../dialect/Inputs/padded_small.mlir --func conv_s3 --modules "pad-materialization,multi-level-tiling{cores=1},parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --schedule 2 --emit-payload %t.s3.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=PAYLOAD-S3 < %t.s3.mlir
// RUN: msched-run %S/../dialect/Inputs/padded_small.mlir --func conv_s3 --scheduled %t.s3.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %S/../dialect/Inputs/padded_small.mlir --func conv_s3 --scheduled %t.s3.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// Without a pad (gmm_128), nothing forks.
// RUN: msched-space %workloads/gmm_128.mlir --modules "pad-materialization" --seed 1 | FileCheck %s --check-prefix=NONE

// SUMMARY:      blocks: pad_0 fill_0 {{conv_2d_nhwgc_gfhwc_0|conv_2d_nhwc_hwcf_0}} pad_0_fill pad_0_copy
// SUMMARY-NEXT: modules: pad-materialization multi-level-tiling parallelize-vectorize-unroll
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 4 schedules
// SUMMARY:      replay: 4 of 4 schedules reproduce their payload

// TRACE:      %[[B:.*]]:3 = transform.split_handle
// TRACE:      %[[INS:.*]] = transform.structured.rewrite_in_destination_passing_style %[[B]]#0
// TRACE-NEXT: %[[COPY:.*]] = transform.structured.insert_slice_to_copy %[[INS]]
// TRACE-NEXT: %[[SLICE:.*]] = transform.get_producer_of_operand %[[COPY]][1]
// TRACE-NEXT: %[[FILL:.*]] = transform.get_producer_of_operand %[[SLICE]][0]
// TRACE-NEXT: transform.param.constant "pad_0_fill"
// TRACE-NEXT: transform.annotate %[[FILL]] "msched.block"
// TRACE-NEXT: transform.param.constant "pad_0_copy"
// TRACE-NEXT: transform.annotate %[[COPY]] "msched.block"

// No pad is left: the padded tensor is filled by one scf.forall (a row per
// task), then its interior is overwritten by a copy of the input in another
// one, both vectorized over the channels.
// PAYLOAD-LABEL: func.func @grouped_conv_g3
// PAYLOAD-NOT:   tensor.pad
// PAYLOAD:       %[[EMPTY:.*]] = tensor.empty() : tensor<1x15x13x6xf32>
// PAYLOAD:       %[[FILLED:.*]] = scf.forall (%{{.*}}) in (15) shared_outs(%{{.*}} = %[[EMPTY]])
// PAYLOAD:       vector.transfer_write %{{.*}} : vector<1x1x1x6xf32>, tensor<1x1x1x6xf32>
// PAYLOAD:       %[[INTERIOR:.*]] = tensor.extract_slice %[[FILLED]][0, 1, 1, 0] [1, 13, 11, 6] [1, 1, 1, 1]
// PAYLOAD:       %[[COPIED:.*]] = scf.forall (%{{.*}}) in (13) shared_outs(%{{.*}} = %[[INTERIOR]])
// PAYLOAD:       vector.transfer_read %{{.*}} : tensor<1x1x1x6xf32>, vector<1x1x1x6xf32>
// PAYLOAD:       tensor.insert_slice %[[COPIED]] into %[[FILLED]][0, 1, 1, 0] [1, 13, 11, 6] [1, 1, 1, 1]
// PAYLOAD-NOT:   tensor.pad

// Asymmetric padding: low (2, 1), high (1, 2).
// PAYLOAD-S3-LABEL: func.func @conv_s3
// PAYLOAD-S3-NOT:   tensor.pad
// PAYLOAD-S3:       tensor.extract_slice %{{.*}}[0, 2, 1, 0] [1, 13, 11, 3] [1, 1, 1, 1] : tensor<1x16x14x3xf32> to tensor<1x13x11x3xf32>
// PAYLOAD-S3-NOT:   tensor.pad

// CHECKED: check ok

// NONE: sample 0 (seed {{[0-9]+}}): 1 schedules
