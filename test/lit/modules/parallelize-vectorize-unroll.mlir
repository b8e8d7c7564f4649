// parallelize-vectorize-unroll after multi-level-tiling on gmm_128, seed 15
// (the tiling of multi-level-tiling.mlir), with cores=2: at most 16 * 2 = 32
// parallel jobs.
//  - matmul_0, write-cache variant (schedule 1): the k1 loop that carries the
//    block's name holds only vector values; an unroll factor is drawn from
//    [0, 16, 64, 512] (decision 3: 512) and applied with
//    transform.msched.unroll (fully: k1 has 64 iterations).
//  - matmul_0, plain variant (schedule 0): the tile inside k1 is vectorized
//    as it is; k1 updates the output tile every iteration (tensor writes):
//    not unrolled (unrolled tensor updates make bufferization superlinear).
//  - fill_0: multi-level tiling fused it into the matmul's scf.forall (one
//    32 x 128 tile per task), so it is not parallelized again, nor
//    vectorized: it stays a linalg.fill on the task's tile, which lowers to
//    a loop nest LLVM turns into memset calls (vectorized by rows of the
//    whole tile, GMM 2048's 64 x 1024 tiles took 10-12 s to build).
//
// RUN: msched-space %workloads/gmm_128.mlir --modules "multi-level-tiling{register_prior=false},parallelize-vectorize-unroll{cores=2}" --seed 15 --check-replay --emit-trace %t.plain.trace.mlir --emit-payload %t.plain.mlir | FileCheck %s --check-prefix=SUMMARY
// RUN: msched-space %workloads/gmm_128.mlir --modules "multi-level-tiling{register_prior=false},parallelize-vectorize-unroll{cores=2}" --seed 15 --schedule 1 --emit-trace %t.cache.trace.mlir --emit-payload %t.cache.mlir
// RUN: FileCheck %s --check-prefix=PLAIN-TRACE < %t.plain.trace.mlir
// RUN: FileCheck %s --check-prefix=CACHE-TRACE < %t.cache.trace.mlir
// RUN: FileCheck %s --check-prefix=CACHE < %t.cache.mlir
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %t.plain.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=GMM128
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %t.cache.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=GMM128
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %t.cache.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=GMM128
//
// gmm_512, both variants.
// RUN: msched-space %workloads/gmm_512.mlir --modules "multi-level-tiling{register_prior=false},parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --emit-payload %t.512.plain.mlir | FileCheck %s --check-prefix=REPLAY2
// RUN: msched-space %workloads/gmm_512.mlir --modules "multi-level-tiling{register_prior=false},parallelize-vectorize-unroll{cores=2}" --seed 1 --schedule 1 --emit-payload %t.512.cache.mlir
// RUN: msched-run %workloads/gmm_512.mlir --scheduled %t.512.plain.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=GMM512
// RUN: msched-run %workloads/gmm_512.mlir --scheduled %t.512.cache.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=GMM512
//
// sfm alone: the element-wise ops and the reductions, parallelized over
// rows (8 rows per job: 32 jobs) and vectorized by 64 lanes of j; the
// reductions' loop of 4 chunks unrolled by a drawn factor.
// RUN: msched-space %workloads/sfm.mlir --modules "parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --emit-trace %t.sfm.trace.mlir --emit-payload %t.sfm.mlir | FileCheck %s --check-prefix=REPLAY1
// RUN: FileCheck %s --check-prefix=SFM-TRACE < %t.sfm.trace.mlir
// RUN: msched-run %workloads/sfm.mlir --scheduled %t.sfm.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=SFM
// RUN: msched-run %workloads/sfm.mlir --scheduled %t.sfm.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=SFM
// nrm alone.
// RUN: msched-space %workloads/nrm.mlir --modules "parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --emit-payload %t.nrm.mlir | FileCheck %s --check-prefix=REPLAY1
// RUN: msched-run %workloads/nrm.mlir --scheduled %t.nrm.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=NRM

// SUMMARY:      blocks: fill_0 matmul_0
// SUMMARY-NEXT: modules: multi-level-tiling parallelize-vectorize-unroll
// SUMMARY-NEXT: sample 0 (seed {{[0-9]+}}): 2 schedules
// SUMMARY-NEXT:   schedule 0: 28 instructions, 3 decisions
// SUMMARY-NEXT:     #9 transform.msched.sample_perfect_tile = [4, 8, 1, 4]
// SUMMARY-NEXT:     #10 transform.msched.sample_perfect_tile = [1, 8, 1, 16]
// SUMMARY-NEXT:     #11 transform.msched.sample_perfect_tile = [2, 64]
// SUMMARY-NEXT:   schedule 1: 34 instructions, 4 decisions
// SUMMARY-NEXT:     #9 transform.msched.sample_perfect_tile = [4, 8, 1, 4]
// SUMMARY-NEXT:     #10 transform.msched.sample_perfect_tile = [1, 8, 1, 16]
// SUMMARY-NEXT:     #11 transform.msched.sample_perfect_tile = [2, 64]
// SUMMARY-NEXT:     #32 transform.msched.sample_categorical = 3
// SUMMARY-NEXT: replay: 2 of 2 schedules reproduce their payload

// PLAIN-TRACE:      tile_sizes [0, 0, 1]
// PLAIN-TRACE-NEXT: %[[FILL:.*]] = transform.structured.match attributes {msched.block = "fill_0"} in %0
// PLAIN-TRACE-NEXT: %[[MM:.*]] = transform.structured.match attributes {msched.block = "matmul_0"} in %0
// PLAIN-TRACE-NEXT: transform.get_parent_op %[[MM]] {op_name = "scf.for"}
// PLAIN-TRACE-NEXT: transform.structured.vectorize %[[MM]] {create_named_contraction}
// PLAIN-TRACE-NEXT: transform.yield

// CACHE-TRACE:      transform.annotate %loops_5 "msched.block" = %{{.*}}
// CACHE-TRACE-NEXT: transform.structured.match attributes {msched.block = "fill_0"} in %0
// CACHE-TRACE-NEXT: %[[NAMED:.*]] = transform.structured.match attributes {msched.block = "matmul_0"} in %0
// CACHE-TRACE-NEXT: %[[F:.*]] = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 3
// CACHE-TRACE-NEXT: transform.msched.unroll %[[NAMED]] by %[[F]]

// One parallel loop: each task fills its 32 x 128 tile (a linalg.fill, not
// vectorized), then accumulates into it.
// CACHE:      scf.forall (%{{.*}}, %{{.*}}) in (4, 1) shared_outs(
// CACHE-NOT:  scf.forall
// CACHE:        linalg.fill {{.*}} -> tensor<32x128xf32>
// The matmul: k1 unrolled, 64 contractions on the register accumulator.
// CACHE-COUNT-64: vector.contract
// CACHE-NOT:  vector.contract

// SFM-TRACE:     tile_using_forall %2#5 tile_sizes [0, 8, 0]
// SFM-TRACE:     tile_using_for %{{.*}} tile_sizes [0, 1, 64]
// SFM-TRACE:     tile_using_forall %2#3 tile_sizes [0, 64]

// REPLAY1: replay: 1 of 1 schedules reproduce their payload
// REPLAY2: replay: 2 of 2 schedules reproduce their payload
// GMM128: # @gmm_128: 0.0041943 GFLOP, check ok
// GMM512: # @gmm_512: 0.268435 GFLOP, check ok
// SFM: # @sfm: 0.00032768 GFLOP, check ok
// NRM: # @nrm: 0.000131073 GFLOP, check ok
