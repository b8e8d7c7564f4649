// fuse-producers on softmax (row max, exp, row sum, division) at shapes that
// are not the benchmark's (3x7x37: odd rows; 2x12x48: rows of three 512-bit
// chunks): the division (the task's output) is tiled with scf.forall over
// its outer parallel loops, the innermost (the row) whole, and the four
// producers and two fills are fused into that loop, consumers first, with
// CSE before each fusion so that the exponentials, read by both the sum and
// the division, are computed once. The space forks (the schedule as it is,
// then the fused one); the fused schedules replay, and their outputs match
// the workload's at 1 and 2 threads.
//
// RUN: msched-space %S/Inputs/softmax_3x7x37.mlir --modules "fuse-producers{cores=1},parallelize-vectorize-unroll{cores=1}" --seed 1 --check-replay --schedule 1 --emit-trace %t.trace.mlir --emit-payload %t.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD < %t.mlir
// RUN: msched-run %S/Inputs/softmax_3x7x37.mlir --scheduled %t.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %S/Inputs/softmax_3x7x37.mlir --scheduled %t.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// 2 x 12 rows at max_jobs_per_core=4, cores=2 (8 tasks): the batch loop is
// parallel whole (2), the row loop gets its largest divisor that fits (4
// tasks of 3 rows).
// RUN: msched-space %S/Inputs/softmax_2x12x48.mlir --modules "fuse-producers{max_jobs_per_core=4,cores=2},parallelize-vectorize-unroll{cores=1}" --seed 1 --check-replay --schedule 1 --emit-trace %t.48.trace.mlir --emit-payload %t.48.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=TILE48 < %t.48.trace.mlir
// RUN: msched-run %S/Inputs/softmax_2x12x48.mlir --scheduled %t.48.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %S/Inputs/softmax_2x12x48.mlir --scheduled %t.48.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// An output op whose producer is no op at the top level (gmm_128's matmul
// reads the function's arguments) is left as it is: one schedule.
// RUN: msched-space %workloads/gmm_128.mlir --modules "fuse-producers" --seed 1 | FileCheck %s --check-prefix=NONE

// SUMMARY:      blocks: fill_0 generic_0 generic_1 fill_1 generic_2 generic_3
// SUMMARY-NEXT: modules: fuse-producers parallelize-vectorize-unroll
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 2 schedules
// SUMMARY:      replay: 2 of 2 schedules reproduce their payload

// TRACE:      %tiled_op, %forall_op = transform.structured.tile_using_forall %2#5 tile_sizes [1, 0, 0]
// TRACE-NEXT: transform.apply_cse to %0
// TRACE-NEXT: %[[SUM:.*]] = transform.structured.match attributes {msched.block = "generic_2"}
// TRACE-NEXT: %{{.*}}, %[[L1:.*]] = transform.structured.fuse_into_containing_op %[[SUM]] into %forall_op
// TRACE-NEXT: transform.apply_dce to %0
// TRACE-NEXT: transform.apply_cse to %0
// TRACE-NEXT: %[[F1:.*]] = transform.structured.match attributes {msched.block = "fill_1"}
// TRACE-NEXT: %{{.*}}, %[[L2:.*]] = transform.structured.fuse_into_containing_op %[[F1]] into %[[L1]]
// TRACE:      %[[EXP:.*]] = transform.structured.match attributes {msched.block = "generic_1"}
// TRACE-NEXT: %{{.*}}, %[[L3:.*]] = transform.structured.fuse_into_containing_op %[[EXP]] into %[[L2]]
// TRACE:      %[[MAX:.*]] = transform.structured.match attributes {msched.block = "generic_0"}
// TRACE-NEXT: %{{.*}}, %[[L4:.*]] = transform.structured.fuse_into_containing_op %[[MAX]] into %[[L3]]
// TRACE:      %[[F0:.*]] = transform.structured.match attributes {msched.block = "fill_0"}
// TRACE-NEXT: %{{.*}}, %{{.*}} = transform.structured.fuse_into_containing_op %[[F0]] into %[[L4]]

// One loop over the batch computes everything; the exponentials once.
// PAYLOAD:     func.func @softmax_3x7x37
// PAYLOAD-NOT: linalg.
// PAYLOAD:     scf.forall (%{{.*}}) in (3) shared_outs
// PAYLOAD:     vector.multi_reduction <maximumf>, {{.*}} : vector<1x1x37xf32> to vector<1x1xf32>
// PAYLOAD-COUNT-1: math.exp
// PAYLOAD:     vector.multi_reduction <add>, {{.*}} : vector<1x1x37xf32> to vector<1x1xf32>
// PAYLOAD:     arith.divf {{.*}} : vector<1x1x37xf32>
// PAYLOAD-NOT: math.exp
// PAYLOAD:     scf.forall.in_parallel
// PAYLOAD-NOT: linalg.
// PAYLOAD:     return

// TILE48: transform.structured.tile_using_forall %2#5 tile_sizes [1, 3, 0]
// TILE48-COUNT-5: transform.structured.fuse_into_containing_op

// CHECKED: check ok

// NONE: sample 0 (seed {{[0-9]+}}): 1 schedules
