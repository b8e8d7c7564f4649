// A matmul whose right-hand matrix steps 1024 x 4 bytes per k gets a third
// schedule from multi-level-tiling when that is at least pack_min_stride
// (pinned here; by default it comes from the host's caches): packed panels.
// In the body of the k loop around the register loops, the k1 x (j2 * j3)
// panel of B (here 64 x 256) is copied row by row, as vectors, into a
// contiguous tensor (transform.msched.cache_read), and the 14 x 32 register
// kernel reads its B vectors from that panel on every row tile: the rows
// are not split outside the panel (i1 is not sampled: i in three factors,
// j in four). It computes what the workload computes. Below the threshold
// (pack_min_stride) there is no such schedule.
// RUN: msched-space %S/Inputs/matmul_28x1024x64.mlir --modules 'multi-level-tiling{vector_lanes=16,vector_registers=32,l1_bytes=32768,l1_ways=8,l2_bytes=524288,cores=1,pack_min_stride=4096}' --seed 1 --check-replay --schedule 2 --emit-payload %t.packed.mlir --emit-trace %t.packed.trace.mlir | FileCheck %s --check-prefix=SPACE
// RUN: FileCheck %s --input-file=%t.packed.mlir
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.packed.trace.mlir
// RUN: msched-run %S/Inputs/matmul_28x1024x64.mlir --scheduled %t.packed.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=RESULT
// RUN: msched-space %S/Inputs/matmul_28x1024x64.mlir --modules 'multi-level-tiling{vector_lanes=16,vector_registers=32,l1_bytes=32768,l1_ways=8,l2_bytes=524288,cores=1,pack_min_stride=4100}' --seed 1 | FileCheck %s --check-prefix=UNPACKED

// SPACE: sample 0 ({{.*}}): 3 schedules
// SPACE: #{{[0-9]+}} transform.msched.sample_perfect_tile = [{{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}]
// SPACE-NEXT: #{{[0-9]+}} transform.msched.sample_perfect_tile = [{{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}]
// SPACE-NEXT: #{{[0-9]+}} transform.msched.sample_perfect_tile = [{{[0-9]+}}, {{[0-9]+}}]
// SPACE: replay: 3 of 3 schedules reproduce their payload
// UNPACKED: sample 0 ({{.*}}): 2 schedules

// CHECK-LABEL: func.func @mm(
// CHECK: scf.forall
// The loop over panels (j1) comes first, no loop over rows around it.
// CHECK-NOT: scf.for
// CHECK: scf.for %{{.*}} = %{{.*}} to %c512 step %c256
// The k loop: the panel, then the register loops that read it.
// CHECK: scf.for
// CHECK:   %[[E:.+]] = tensor.empty() : tensor<64x256xf32>
// CHECK:   %[[P:.+]] = scf.for {{.*}} iter_args(%[[ACC:.+]] = %[[E]]) -> (tensor<64x256xf32>)
// CHECK:     vector.transfer_read %arg1{{.*}} : tensor<64x1024xf32>, vector<1x256xf32>
// CHECK:   scf.for %{{.*}} = %{{.*}} to %c28 step %c14
// CHECK:     scf.for
// CHECK:       scf.for
// CHECK:         vector.transfer_read %[[P]]{{.*}} : tensor<64x256xf32>, vector<1x32xf32>
// CHECK:         vector.contract

// TRACE: transform.msched.cache_read %{{.*}} operand = 1
// TRACE: transform.structured.tile_using_for %{{.*}} tile_sizes [1, 0]
// TRACE: transform.structured.vectorize

// RESULT: check ok
