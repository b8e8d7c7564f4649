// Decisions shared between structurally identical blocks
// (DesignSpaceOptions::shareDecisions, Schedule::beginSharedDecisions): the
// two matmuls of the task are the same op on the same types, so multi-level
// tiling samples the tiles of the first one it schedules (matmul_1: post
// order) and the second one reuses those params (no sampling instruction of
// its own), and the variants do not multiply: 2 schedules (without and with
// multi-level tiling's write-cache variant) instead of 4. The
// schedules replay and compute the workload's result.
//
// RUN: msched-space %S/Inputs/two_matmuls.mlir --modules "multi-level-tiling{cores=1,peel_to_kernels=false},parallelize-vectorize-unroll{cores=1}" --seed 1 --check-replay --emit-trace %t.trace.mlir --emit-payload %t.mlir | FileCheck %s --check-prefix=SHARED
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: msched-run %S/Inputs/two_matmuls.mlir --scheduled %t.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// Without sharing, each matmul has its own decisions and variants.
// RUN: msched-space %S/Inputs/two_matmuls.mlir --modules "multi-level-tiling{cores=1,peel_to_kernels=false},parallelize-vectorize-unroll{cores=1}" --seed 1 --share-decisions=false --check-replay | FileCheck %s --check-prefix=UNSHARED
//
// The phases of a transposed convolution (the T2D workload) share theirs:
// the decomposed schedules hold one set of tile decisions, not four.
// RUN: msched-space %workloads/t2d.mlir --seed 0 --check-replay | FileCheck %s --check-prefix=T2D
// RUN: msched-space %workloads/t2d.mlir --seed 0 --share-decisions=false | FileCheck %s --check-prefix=T2D-UNSHARED
//
// The groups of a split grouped convolution (the GRP workload) share theirs
// also where each group's pad is peeled: pad-peeling puts each group's
// interior and borders in a tile group of its own (msched.tile_group), a
// name like the block's, not structure. The schedule with the groups split
// and peeled (schedule 9: the split, the four peelings) holds one group's
// decisions, 14; with the tile groups' names in the structure it held 43.
// The default module list with the modules that read the host pinned to an
// AVX-512 host (16 lanes, 32 registers, Zen 5's caches), so that the space
// is the same on any host (AVX2 ones have fewer schedules).
// RUN: msched-space %workloads/grp.mlir --modules "split-grouped-conv,pad-peeling,transposed-conv-phases,transpose-folding,auto-inline,add-rfactor,multi-level-tiling-with-intrinsic,data-tiling{vector_lanes=16},multi-level-tiling{vector_lanes=16,vector_registers=32,l1_bytes=49152,l1_ways=12,l2_bytes=1048576,cores=2},fuse-producers,pad-materialization,random-compute-location,parallelize-vectorize-unroll{vector_lanes=16,cores=2}" --threads 2 --seed 3 --check-replay --schedule 9 --emit-trace %t.grp.mlir | FileCheck %s --check-prefix=GRP
// RUN: FileCheck %s --check-prefix=GRP-TRACE < %t.grp.mlir

// SHARED:      blocks: fill_0 matmul_0 fill_1 matmul_1
// SHARED:      sample 0 (seed {{[0-9]+}}): 2 schedules
// SHARED-NEXT:   schedule 0: {{[0-9]+}} instructions, 3 decisions
// SHARED:        schedule 1: {{[0-9]+}} instructions, 5 decisions
// SHARED:      replay: 2 of 2 schedules reproduce their payload

// TRACE:      %[[M:.*]]:4 = transform.msched.sample_perfect_tile %{{.*}} loop = 0 n = 4
// TRACE-NEXT: %[[N:.*]]:4 = transform.msched.sample_perfect_tile %{{.*}} loop = 1 n = 4
// TRACE-NEXT: %[[K:.*]]:2 = transform.msched.sample_perfect_tile %{{.*}} loop = 2 n = 2
// TRACE-NOT:  sample_perfect_tile
// TRACE:      transform.structured.tile_using_for %{{.*}} tile_sizes [0, 0, %[[K]]#1]
// TRACE-NEXT: transform.structured.tile_using_for %{{.*}} tile_sizes [%[[M]]#3, %[[N]]#3, 0]
// TRACE-NOT:  sample_perfect_tile
// TRACE:      transform.structured.tile_using_for %{{.*}} tile_sizes [0, 0, %[[K]]#1]
// TRACE-NEXT: transform.structured.tile_using_for %{{.*}} tile_sizes [%[[M]]#3, %[[N]]#3, 0]
// TRACE-NOT:  sample_perfect_tile

// CHECKED: check ok

// UNSHARED:      sample 0 (seed {{[0-9]+}}): 4 schedules
// UNSHARED-NEXT:   schedule 0: {{[0-9]+}} instructions, 6 decisions
// UNSHARED:      replay: 4 of 4 schedules reproduce their payload

// T2D:      blocks: {{.*}} generic_0_phase0_init generic_0_phase0 {{.*}} generic_0_phase3_init generic_0_phase3 generic_0_tap0 {{.*}} generic_0_tap15
// T2D:      sample 0 (seed {{[0-9]+}}): 6 schedules
// T2D:        schedule 2: {{[0-9]+}} instructions, 6 decisions
// T2D-COUNT-6: transform.msched.sample_perfect_tile
// T2D-NEXT:   schedule 3:
// T2D:      replay: 6 of 6 schedules reproduce their payload

// T2D-UNSHARED: sample 0 (seed {{[0-9]+}}): 84 schedules
// T2D-UNSHARED:   schedule 2: {{[0-9]+}} instructions, 24 decisions

// GRP:      sample 0 (seed {{[0-9]+}}): 10 schedules
// GRP:        schedule 9: {{[0-9]+}} instructions, 14 decisions
// GRP:      replay: 10 of 10 schedules reproduce their payload

// GRP-TRACE:       transform.msched.split_grouped_conv
// GRP-TRACE-COUNT-4: transform.msched.peel_padding
// GRP-TRACE-NOT:   transform.msched.peel_padding
