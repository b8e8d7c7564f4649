// pad-peeling on dep (3x3 depthwise, pad 1): the design space forks into
// the schedule as it is and the peeled one (transform.msched.peel_padding),
// whose interior keeps the block's name and whose four borders (skipping
// the taps that read padding) are new
// blocks "<block>_border<i>" annotated msched.reuse_write = "must": multi-
// level tiling gives each border its write-cache variant only, so the space
// has 2 + 2 schedules (not 2 + 2^5). Each part gets a fill of its own
// (privatize_init_fill: "<block>_init", "<block>_border<i>_init"), which
// multi-level tiling fuses into its parallel loop. The peeled schedules replay and their
// outputs match the workload's at 1 and 2 threads.
// RUN: msched-space %workloads/dep.mlir --modules "pad-peeling,multi-level-tiling{cores=1,peel_to_kernels=false},parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --schedule 3 --emit-trace %t.trace.mlir --emit-payload %t.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.mlir
// RUN: msched-run %workloads/dep.mlir --scheduled %t.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %workloads/dep.mlir --scheduled %t.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-space %workloads/dep.mlir --modules "pad-peeling,multi-level-tiling{cores=1,peel_to_kernels=false},parallelize-vectorize-unroll{cores=2}" --seed 1 --schedule 2 --emit-payload %t.2.mlir
// RUN: msched-run %workloads/dep.mlir --scheduled %t.2.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// A block without a padded input (gmm_128's matmul) is left as it is.
// RUN: msched-space %workloads/gmm_128.mlir --modules "pad-peeling" --seed 1 | FileCheck %s --check-prefix=NONE

// SUMMARY:      blocks: pad_0 fill_0 depthwise_conv_2d_nhwc_hwc_0 depthwise_conv_2d_nhwc_hwc_0_init depthwise_conv_2d_nhwc_hwc_0_border0_init depthwise_conv_2d_nhwc_hwc_0_border0 depthwise_conv_2d_nhwc_hwc_0_border1_init depthwise_conv_2d_nhwc_hwc_0_border1 depthwise_conv_2d_nhwc_hwc_0_border2_init depthwise_conv_2d_nhwc_hwc_0_border2 depthwise_conv_2d_nhwc_hwc_0_border3_init depthwise_conv_2d_nhwc_hwc_0_border3
// SUMMARY-NEXT: modules: pad-peeling multi-level-tiling parallelize-vectorize-unroll
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 4 schedules
// SUMMARY:      replay: 4 of 4 schedules reproduce their payload

// TRACE:      %interior, %borders = transform.msched.peel_padding %2#2 {innermost_first, restrict_taps}
// TRACE:      transform.annotate %interior "msched.block"
// TRACE:      %[[F0:.*]] = transform.msched.privatize_init_fill %interior
// TRACE:      transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_init"
// TRACE-NEXT: transform.annotate %{{.*}} "msched.block"
// TRACE:      %[[FB:.*]] = transform.msched.privatize_init_fill %borders
// TRACE:      transform.split_handle %[[FB]]
// TRACE:      transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3_init"
// TRACE:      %[[B:.*]]:4 = transform.split_handle %borders
// TRACE:      transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0"
// TRACE:      transform.annotate %[[B]]#0 "msched.block"
// TRACE:      transform.param.constant "must"
// TRACE-NEXT: transform.annotate %[[B]]#0 "msched.reuse_write"
// TRACE:      transform.annotate %[[B]]#3 "msched.reuse_write"

// The big pad is gone. The columns are split first (innermost_first): only
// the left and right borders' small pads (the 2 input columns their taps
// read, padded along the height); the top and bottom borders span the
// interior's columns and read 2 input rows as they are (restrict_taps).
// Each part zeroes its own tile inside its parallel loop; the output has no
// fill of its own.
// PAYLOAD-NOT: tensor<1x114x114x32xf32>
// PAYLOAD-NOT: linalg.fill {{.*}} tensor<1x112x112x32xf32>
// PAYLOAD:     scf.forall
// PAYLOAD-NEXT: affine.apply
// PAYLOAD:     linalg.fill {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"}
// PAYLOAD:     tensor<1x114x2x32xf32>
// PAYLOAD:     linalg.fill {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"}
// PAYLOAD-NOT: tensor<1x114x114x32xf32>
// PAYLOAD-NOT: linalg.fill {{.*}} tensor<1x112x112x32xf32>

// CHECKED: check ok

// NONE:      sample 0 (seed {{[0-9]+}}): 1 schedules
