// add-rfactor then parallelize-vectorize-unroll (cores=2) on nrm (sum of
// squares over 256 x 256, then sqrt), seed 2. The sum of squares (generic_0)
// needs no multi-level tiling and reduces 65536 elements into 1: rfactor is
// tried. The innermost reduction loop j (256) is split by
// sample_perfect_tile into [4, 64] and the schedule forks into:
//  0. rfactor on the outer split loop: tile_reduction_using_forall with 4
//     threads on j: 4 partial sums computed in parallel, combined after;
//  1. rfactor on the inner split loop: tile_reduction_using_for with tile
//     64 on j (1 on i): 64 partial sums (a vector of 64 lanes), updated by
//     the loops over i and over the 4 chunks of j, combined after;
//  2. the original (no sample: the copy is taken first, as TVM's).
// In 0 and 1 the partial op keeps the name generic_0 (the modules after
// add-rfactor schedule it: parallelize-vectorize-unroll vectorizes it), the
// combining linalg.reduce is generic_0_combine.
//
// RUN: msched-space %workloads/nrm.mlir --modules "add-rfactor,parallelize-vectorize-unroll{cores=2}" --seed 2 --check-replay --emit-trace %t.outer.trace.mlir --emit-payload %t.outer.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: msched-space %workloads/nrm.mlir --modules "add-rfactor,parallelize-vectorize-unroll{cores=2}" --seed 2 --schedule 1 --emit-trace %t.inner.trace.mlir --emit-payload %t.inner.mlir
// RUN: msched-space %workloads/nrm.mlir --modules "add-rfactor,parallelize-vectorize-unroll{cores=2}" --seed 2 --schedule 2 --emit-payload %t.original.mlir
// RUN: FileCheck %s --check-prefix=OUTER-TRACE < %t.outer.trace.mlir
// The split factor is a param: replaying the outer variant with the
// decision [8, 32] instead of [4, 64] gives an scf.forall of 8 partial
// results, which still computes the norm.
// RUN: msched-replay %workloads/nrm.mlir %t.outer.trace.mlir --decision 0=8,32 > %t.mutated.mlir
// RUN: FileCheck %s --check-prefix=MUTATED < %t.mutated.mlir
// RUN: msched-run %workloads/nrm.mlir --scheduled %t.mutated.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=NRM
// MUTATED: scf.forall (%{{.*}}) in (8) shared_outs(%{{.*}}) -> (tensor<1x8xf32>)
// RUN: FileCheck %s --check-prefix=INNER-TRACE < %t.inner.trace.mlir
// RUN: FileCheck %s --check-prefix=OUTER < %t.outer.mlir
// RUN: FileCheck %s --check-prefix=INNER < %t.inner.mlir
// RUN: msched-run %workloads/nrm.mlir --scheduled %t.outer.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=NRM
// RUN: msched-run %workloads/nrm.mlir --scheduled %t.outer.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=NRM
// RUN: msched-run %workloads/nrm.mlir --scheduled %t.inner.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=NRM
// RUN: msched-run %workloads/nrm.mlir --scheduled %t.original.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=NRM
//
// sfm: both reductions (row max, row sum) get rfactor variants: 3 x 3
// schedules; a few of them run.
// RUN: msched-space %workloads/sfm.mlir --modules "add-rfactor,parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay | FileCheck %s --check-prefix=SFM-SUMMARY
// RUN: msched-space %workloads/sfm.mlir --modules "add-rfactor,parallelize-vectorize-unroll{cores=2}" --seed 1 --schedule 0 --emit-payload %t.sfm0.mlir
// RUN: msched-space %workloads/sfm.mlir --modules "add-rfactor,parallelize-vectorize-unroll{cores=2}" --seed 1 --schedule 4 --emit-payload %t.sfm4.mlir
// RUN: msched-space %workloads/sfm.mlir --modules "add-rfactor,parallelize-vectorize-unroll{cores=2}" --seed 1 --schedule 7 --emit-payload %t.sfm7.mlir
// RUN: msched-run %workloads/sfm.mlir --scheduled %t.sfm0.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=SFM
// RUN: msched-run %workloads/sfm.mlir --scheduled %t.sfm4.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=SFM
// RUN: msched-run %workloads/sfm.mlir --scheduled %t.sfm7.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=SFM
//
// A large matmul has enough parallelism in its spatial loops: no rfactor.
// RUN: msched-space %workloads/gmm_512.mlir --modules "add-rfactor{cores=2}" --seed 2 | FileCheck %s --check-prefix=GMM

// The combining op is a new block, which parallelize-vectorize-unroll (the
// module after add-rfactor) vectorizes.
// SUMMARY:      blocks: fill_0 generic_0 generic_1 generic_0_combine
// SUMMARY-NEXT: modules: add-rfactor parallelize-vectorize-unroll
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 3 schedules
// SUMMARY-NEXT:   schedule 0: 23 instructions, 1 decisions
// SUMMARY-NEXT:     #9 transform.msched.sample_perfect_tile = [4, 64]
// SUMMARY-NEXT:   schedule 1: 22 instructions, 1 decisions
// SUMMARY-NEXT:     #9 transform.msched.sample_perfect_tile = [4, 64]
// SUMMARY-NEXT:   schedule 2: 16 instructions, 1 decisions
// SUMMARY-NEXT:     #13 transform.msched.sample_categorical
// SUMMARY-NEXT: replay: 3 of 3 schedules reproduce their payload

// OUTER-TRACE:      %6:2 = transform.msched.sample_perfect_tile %2#1 loop = 2 n = 2 max_innermost_factor = 64 decision = [4, 64]
// OUTER-TRACE-NEXT: %fill, %partial, %combining, %loop = transform.msched.rfactor %2#1 reduction_dim = 2 by %6#0 parallel
// OUTER-TRACE-NEXT: %7 = transform.param.constant "generic_0" -> !transform.any_param
// OUTER-TRACE-NEXT: transform.annotate %partial "msched.block" = %7
// OUTER-TRACE-NEXT: %8 = transform.param.constant "generic_0_combine" -> !transform.any_param
// OUTER-TRACE-NEXT: transform.annotate %combining "msched.block" = %8

// INNER-TRACE:      %6:2 = transform.msched.sample_perfect_tile %2#1 loop = 2 n = 2 max_innermost_factor = 64 decision = [4, 64]
// INNER-TRACE-NEXT: %fill, %partial, %combining, %loop = transform.msched.rfactor %2#1 reduction_dim = 2 by %6#1 :
// INNER-TRACE-NEXT: %7 = transform.param.constant "generic_0" -> !transform.any_param
// INNER-TRACE-NEXT: transform.annotate %partial "msched.block" = %7
// INNER-TRACE-NEXT: %8 = transform.param.constant "generic_0_combine" -> !transform.any_param
// INNER-TRACE-NEXT: transform.annotate %combining "msched.block" = %8

// OUTER:      scf.forall (%{{.*}}) in (4) shared_outs(%{{.*}}) -> (tensor<1x4xf32>)
// OUTER:        scf.for %{{.*}} = %{{.*}} to %c256 step %c1
// OUTER:          vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1, 2] : vector<1x1x64xf32> to vector<1xf32>
// OUTER:      vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<1x4xf32> to vector<1xf32>

// INNER:      scf.for %{{.*}} = %{{.*}} to %c256 step %c1{{.*}} iter_args(%{{.*}}) -> (tensor<1x64xf32>)
// INNER-NEXT:   scf.for %{{.*}} = %{{.*}} to %c256{{.*}} step %c64 iter_args(%{{.*}}) -> (tensor<1x64xf32>)
// INNER:          vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<1x1x64xf32> to vector<1x64xf32>
// INNER:      vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<1x64xf32> to vector<1xf32>

// SFM-SUMMARY: blocks: fill_0 generic_0 generic_1 fill_1 generic_2 generic_3 generic_0_combine generic_2_combine
// SFM-SUMMARY: sample 0 (seed {{[0-9]+}}): 9 schedules
// SFM-SUMMARY: replay: 9 of 9 schedules reproduce their payload

// GMM: sample 0 (seed {{[0-9]+}}): 1 schedules
// GMM-NEXT: schedule 0: 7 instructions, 0 decisions

// NRM: # @nrm: 0.000131073 GFLOP, check ok
// SFM: # @sfm: 0.00032768 GFLOP, check ok
