// multi-level-tiling on convolutions, seed 2: c2d (conv_2d_nhwc_hwcf, loops
// n, oh, ow, f, kh, kw, c) and dep (depthwise_conv_2d_nhwc_hwc, loops n, oh,
// ow, c, kh, kw). n has extent 1 and is not split; the output height oh gets
// three S levels instead of four (its innermost tile is 1), the other
// parallel loops four, the reduction loops two. In the write-cache variant
// the innermost tile (oh = kh = 1) is decomposed to a 1-D convolution,
// vectorized, and its 1 x ow3 x f3 accumulator is carried in registers by
// the three (two for dep) innermost reduction loops.
//
// RUN: msched-space %workloads/c2d.mlir --modules 'multi-level-tiling{register_prior=false}' --seed 2 --check-replay --emit-payload %t.c2d.plain.mlir | FileCheck %s --check-prefix=C2D
// RUN: msched-space %workloads/c2d.mlir --modules 'multi-level-tiling{register_prior=false}' --seed 2 --schedule 1 --emit-trace %t.c2d.trace.mlir --emit-payload %t.c2d.cache.mlir
// RUN: FileCheck %s --check-prefix=C2D-TRACE < %t.c2d.trace.mlir
// RUN: FileCheck %s --check-prefix=C2D-CACHE < %t.c2d.cache.mlir
// RUN: msched-run %workloads/c2d.mlir --scheduled %t.c2d.plain.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=C2D-MEASURE
// RUN: msched-run %workloads/c2d.mlir --scheduled %t.c2d.cache.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=C2D-MEASURE
//
// RUN: msched-space %workloads/dep.mlir --modules 'multi-level-tiling{register_prior=false}' --seed 2 --check-replay --emit-payload %t.dep.plain.mlir | FileCheck %s --check-prefix=DEP
// RUN: msched-space %workloads/dep.mlir --modules 'multi-level-tiling{register_prior=false}' --seed 2 --schedule 1 --emit-payload %t.dep.cache.mlir
// RUN: FileCheck %s --check-prefix=DEP-CACHE < %t.dep.cache.mlir
// RUN: msched-run %workloads/dep.mlir --scheduled %t.dep.plain.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=DEP-MEASURE
// RUN: msched-run %workloads/dep.mlir --scheduled %t.dep.cache.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=DEP-MEASURE

// C2D:      blocks: pad_0 fill_0 conv_2d_nhwc_hwcf_0
// C2D:      sample 0 (seed {{[0-9]+}}): 2 schedules
// C2D-NEXT:   schedule 0: 31 instructions, 6 decisions
// C2D-NEXT:     #11 transform.msched.sample_perfect_tile = [56, 1, 2]
// C2D-NEXT:     #12 transform.msched.sample_perfect_tile = [4, 1, 1, 28]
// C2D-NEXT:     #13 transform.msched.sample_perfect_tile = [2, 4, 1, 8]
// C2D-NEXT:     #14 transform.msched.sample_perfect_tile = [1, 7]
// C2D-NEXT:     #15 transform.msched.sample_perfect_tile = [1, 7]
// C2D-NEXT:     #16 transform.msched.sample_perfect_tile = [3, 1]
// C2D:      replay: 2 of 2 schedules reproduce their payload

// C2D-TRACE: transform.msched.sample_perfect_tile %2#2 loop = 1 n = 3 max_innermost_factor = 64
// C2D-TRACE: transform.structured.tile_using_for %{{.*}} tile_sizes [0, 1, %{{.*}}, %{{.*}}, 0, 0, 0]
// C2D-TRACE: %[[TILE:.*]], %[[R1:.*]]:3 = transform.structured.tile_using_for %{{.*}} tile_sizes [0, 0, 0, 0, 1, 1, 1]
// C2D-TRACE-NEXT: %[[CONV1D:.*]] = transform.structured.decompose %[[TILE]]
// C2D-TRACE-NEXT: transform.structured.vectorize %[[CONV1D]] {create_named_contraction}
// C2D-TRACE:      transform.apply_licm to %[[R1]]#2
// C2D-TRACE-NEXT: transform.loop.hoist_loop_invariant_subsets %[[R1]]#2
// C2D-TRACE-NEXT: transform.apply_licm to %[[R1]]#1
// C2D-TRACE-NEXT: transform.loop.hoist_loop_invariant_subsets %[[R1]]#1
// C2D-TRACE-NEXT: transform.apply_licm to %[[R1]]#0
// C2D-TRACE-NEXT: transform.loop.hoist_loop_invariant_subsets %[[R1]]#0
// C2D-TRACE:      transform.annotate %[[R1]]#2 "msched.block"

// C2D-CACHE-NOT: linalg.conv
// The output's fill is fused into the parallel loop, one tile per task.
// C2D-CACHE:     scf.forall (%{{.*}}, %{{.*}}, %{{.*}}) in (56, 4, 2)
// C2D-CACHE:     linalg.fill {msched.block = "fill_0"} ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x2x28x32xf32>)
// C2D-CACHE:     scf.for {{.*}} iter_args({{.*}}) -> (tensor<1x1x28x8xf32>, vector<1x28x8xf32>)
// C2D-CACHE:     scf.for {{.*}} iter_args({{.*}}) -> (tensor<1x1x28x8xf32>, vector<1x28x8xf32>)
// C2D-CACHE:     scf.for {{.*}} iter_args({{.*}}) -> (tensor<1x1x28x8xf32>, vector<1x28x8xf32>)
// C2D-CACHE:     vector.contract
// C2D-CACHE:     } {msched.block = "conv_2d_nhwc_hwcf_0"}

// DEP:      blocks: pad_0 fill_0 depthwise_conv_2d_nhwc_hwc_0
// DEP:      2 schedules
// DEP:      replay: 2 of 2 schedules reproduce their payload

// DEP-CACHE-NOT: linalg.depthwise
// DEP-CACHE:     scf.for {{.*}} -> (tensor<{{.*}}>, vector<[[ACC:.*]]>)
// DEP-CACHE:     vector.fma {{.*}} : vector<[[ACC]]>
// DEP-CACHE:     } {msched.block = "depthwise_conv_2d_nhwc_hwc_0"}

// C2D-MEASURE: # @c2d: 0.236028 GFLOP, check ok
// DEP-MEASURE: # @dep: 0.00722534 GFLOP, check ok
