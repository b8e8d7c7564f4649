// split-grouped-conv on grouped convolutions of 3 groups (stride 2, pad 1,
// odd sizes) and of 1 group (stride 3): the design space forks into the
// schedule as it is and the split one (transform.msched.split_grouped_conv),
// whose per-group convolutions are new blocks "<block>_g<i>", annotated
// msched.reuse_write = "must" (multi-level tiling gives each its
// write-cache variant only: 2 + 1 schedules, not 2 + 2^3), and whose filter
// transposes are blocks "<block>_filter<i>". The input is padded and then
// split into groups: each group reads a pad of its own channels, a block
// "<block>_g<i>_pad" (named before the convolutions, hence first in the
// trace). Each group's convolution gets a fill of its own
// (transform.msched.privatize_init_fill), a block "<block>_g<i>_init" that
// multi-level tiling fuses into the group's parallel loop, so the output
// is not zeroed in a pass of its own. The split schedules replay and
// their outputs match the workload's at 1 and 2 threads.
//
// RUN: msched-space %S/Inputs/grouped_conv_g3.mlir --modules "split-grouped-conv,multi-level-tiling{cores=1},parallelize-vectorize-unroll{cores=2},random-compute-location" --seed 1 --check-replay --schedule 2 --emit-trace %t.trace.mlir --emit-payload %t.mlir | FileCheck %s --check-prefix=G3
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.mlir
// RUN: msched-run %S/Inputs/grouped_conv_g3.mlir --scheduled %t.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %S/Inputs/grouped_conv_g3.mlir --scheduled %t.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// RUN: msched-space %S/Inputs/grouped_conv_g1.mlir --modules "split-grouped-conv,multi-level-tiling{cores=1},parallelize-vectorize-unroll{cores=2},random-compute-location" --seed 1 --check-replay --schedule 2 --emit-payload %t.g1.mlir | FileCheck %s --check-prefix=G1
// RUN: msched-run %S/Inputs/grouped_conv_g1.mlir --scheduled %t.g1.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %S/Inputs/grouped_conv_g1.mlir --scheduled %t.g1.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// Any other op is left as it is.
// RUN: msched-space %workloads/gmm_128.mlir --modules "split-grouped-conv" --seed 1 | FileCheck %s --check-prefix=NONE

// G3:      blocks: pad_0 fill_0 conv_2d_nhwgc_gfhwc_0 conv_2d_nhwgc_gfhwc_0_g0_pad conv_2d_nhwgc_gfhwc_0_filter0 conv_2d_nhwgc_gfhwc_0_g0_init conv_2d_nhwgc_gfhwc_0_g0 conv_2d_nhwgc_gfhwc_0_g1_pad conv_2d_nhwgc_gfhwc_0_filter1 conv_2d_nhwgc_gfhwc_0_g1_init conv_2d_nhwgc_gfhwc_0_g1 conv_2d_nhwgc_gfhwc_0_g2_pad conv_2d_nhwgc_gfhwc_0_filter2 conv_2d_nhwgc_gfhwc_0_g2_init conv_2d_nhwgc_gfhwc_0_g2
// G3-NEXT: modules: split-grouped-conv multi-level-tiling parallelize-vectorize-unroll random-compute-location
// G3-NEXT: sample 0 (seed {{[0-9]+}}): 3 schedules
// G3:      replay: 3 of 3 schedules reproduce their payload

// TRACE:      %convs, %transposes = transform.msched.split_grouped_conv %2#2
// TRACE-NEXT: %[[P:.*]] = transform.get_producer_of_operand %convs[0]
// TRACE-NEXT: %[[PS:.*]]:3 = transform.split_handle %[[P]]
// TRACE-NEXT: transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_pad"
// TRACE-NEXT: transform.annotate %[[PS]]#0 "msched.block"
// TRACE:      %[[F:.*]] = transform.msched.privatize_init_fill %convs
// TRACE-NEXT: %[[FS:.*]]:3 = transform.split_handle %[[F]]
// TRACE-NEXT: transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_init"
// TRACE-NEXT: transform.annotate %[[FS]]#0 "msched.block"
// TRACE:      %[[C:.*]]:3 = transform.split_handle %convs
// TRACE-NEXT: transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0"
// TRACE-NEXT: transform.annotate %[[C]]#0 "msched.block"
// TRACE-NEXT: transform.param.constant "must"
// TRACE-NEXT: transform.annotate %[[C]]#0 "msched.reuse_write"
// TRACE:      transform.annotate %[[C]]#2 "msched.reuse_write"
// TRACE:      %[[T:.*]]:3 = transform.split_handle %transposes
// TRACE-NEXT: transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter0"
// TRACE-NEXT: transform.annotate %[[T]]#0 "msched.block"

// No grouped convolution and no per-tile filter transpose is left: three
// per-group nests (7 x 6 x 5 outputs each), each after its filter's
// transpose (a 3 x 3 x 2 x 5 nest). Each nest zeroes its own tile: no
// fill of the whole 1 x 7 x 6 x 3 x 5 output is left.
// PAYLOAD-NOT: linalg.conv_2d_nhwgc_gfhwc
// PAYLOAD-NOT: linalg.transpose
// PAYLOAD-NOT: tensor<1x7x6x3x5xf32>) {
// PAYLOAD:     scf.forall {{.*}} -> (tensor<3x3x2x5xf32>) {
// PAYLOAD:     scf.forall {{.*}} -> (tensor<1x7x6x5xf32>) {
// PAYLOAD:     linalg.fill {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"}
// PAYLOAD:     scf.forall {{.*}} -> (tensor<3x3x2x5xf32>) {
// PAYLOAD:     scf.forall {{.*}} -> (tensor<1x7x6x5xf32>) {
// PAYLOAD:     scf.forall {{.*}} -> (tensor<3x3x2x5xf32>) {
// PAYLOAD:     scf.forall {{.*}} -> (tensor<1x7x6x5xf32>) {
// PAYLOAD-NOT: linalg.conv_2d_nhwgc_gfhwc
// PAYLOAD-NOT: linalg.transpose

// G1:      blocks: fill_0 conv_2d_nhwgc_gfhwc_0 conv_2d_nhwgc_gfhwc_0_filter0 conv_2d_nhwgc_gfhwc_0_g0
// G1:      sample 0 (seed {{[0-9]+}}): 3 schedules
// G1:      replay: 3 of 3 schedules reproduce their payload

// CHECKED: check ok

// NONE: sample 0 (seed {{[0-9]+}}): 1 schedules
