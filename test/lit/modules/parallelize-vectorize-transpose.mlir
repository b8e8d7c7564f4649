// parallelize-vectorize-unroll on ops that read an input transposed: the
// vector tile is lanes x lanes over the innermost loop and the loop the
// input is contiguous along (rows read and written whole, transposed in
// registers), and the parallel chunks of that loop are whole tiles.
//
// TBG's K transpose (128x12x64 -> 12x64x128, permutation [1, 2, 0]) with 16
// lanes: jobs of 32 d-rows, 16x16 tiles read as vector<1x16x16xf32> through
// a transposing permutation map. Q's transpose ([1, 0, 2]) keeps its
// innermost dimension: a 64-lane row tile, as before.
// RUN: msched-space %workloads/tbg.mlir --modules "parallelize-vectorize-unroll{cores=2,vector_lanes=16}" --seed 1 --check-replay --emit-trace %t.tbg.trace.mlir --emit-payload %t.tbg.mlir | FileCheck %s --check-prefix=REPLAY
// RUN: FileCheck %s --check-prefix=TBG-TRACE < %t.tbg.trace.mlir
// RUN: FileCheck %s --check-prefix=TBG < %t.tbg.mlir
// RUN: msched-run %workloads/tbg.mlir --scheduled %t.tbg.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
//
// An odd shape (24x40 -> 40x24) with 16 and with 8 lanes: the tile is the
// largest divisor of each extent within the lanes (10x12; 8x8), and the
// output matches the untransformed workload's at 1 and 2 threads.
// RUN: msched-space %S/Inputs/transpose_odd.mlir --modules "parallelize-vectorize-unroll{cores=2,vector_lanes=16}" --seed 1 --check-replay --emit-trace %t.odd16.trace.mlir --emit-payload %t.odd16.mlir | FileCheck %s --check-prefix=REPLAY
// RUN: FileCheck %s --check-prefix=ODD16 < %t.odd16.trace.mlir
// RUN: FileCheck %s --check-prefix=ODD16-IR < %t.odd16.mlir
// RUN: msched-run %S/Inputs/transpose_odd.mlir --scheduled %t.odd16.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-space %S/Inputs/transpose_odd.mlir --modules "parallelize-vectorize-unroll{cores=2,vector_lanes=8}" --seed 1 --check-replay --emit-trace %t.odd8.trace.mlir --emit-payload %t.odd8.mlir | FileCheck %s --check-prefix=REPLAY
// RUN: FileCheck %s --check-prefix=ODD8 < %t.odd8.trace.mlir
// RUN: msched-run %S/Inputs/transpose_odd.mlir --scheduled %t.odd8.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED

// REPLAY: replay: 1 of 1 schedules reproduce their payload

// K's transpose (transpose_1 = %2#1): 24 jobs, then 16x16 tiles.
// TBG-TRACE: transform.structured.tile_using_forall %2#1 tile_sizes [1, 32, 0]
// TBG-TRACE-NEXT: transform.structured.tile_using_for %{{.*}} tile_sizes [0, 16, 16]
// Q's transpose (transpose_0 = %2#0): rows of 64.
// TBG-TRACE: transform.structured.tile_using_forall %2#0 tile_sizes [1, 64, 0]
// TBG-TRACE-NEXT: transform.structured.tile_using_for %{{.*}} tile_sizes [0, 1, 0]

// TBG: vector.transfer_read %{{.*}} {permutation_map = #{{.*}}} : tensor<16x1x16xf32>, vector<1x16x16xf32>
// TBG: vector.transfer_write %{{.*}} : vector<1x16x16xf32>, tensor<1x16x16xf32>

// ODD16: transform.structured.tile_using_forall %2#0 tile_sizes [10, 12]
// ODD16-IR: vector.transfer_read %{{.*}} {permutation_map = #{{.*}}} : tensor<12x10xf32>, vector<10x12xf32>
// ODD8: transform.structured.tile_using_forall %2#0 tile_sizes [8, 8]

// CHECKED: check ok
