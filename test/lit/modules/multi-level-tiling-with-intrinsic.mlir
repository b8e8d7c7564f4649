// multi-level-tiling-with-intrinsic on an int8 matmul of odd sizes
// (Inputs/matmul_u8s8_12x48x40.mlir), the intrinsic pinned so that the space
// is the same on every host: the operands are brought to vpdpbusd's layout
// (pack_for_intrinsic), the pack of B is vectorized, the three
// loops of the matmul are sampled (nv first, then mr under a prior the
// registers bound, then the k groups), the fill is fused into the parallel
// loop, and the register tile is tensorized. Replay reproduces the payload.
// An f32 matmul is not the intrinsic's: the module leaves it alone.
// RUN: msched-space %S/Inputs/matmul_u8s8_12x48x40.mlir --modules 'multi-level-tiling-with-intrinsic{intrinsic=avx512-vnni-u8s8,cores=2,vector_registers=32}' --seed 1 --check-replay --emit-trace %t.trace.mlir --emit-payload %t.payload.mlir | FileCheck %s --check-prefix=SPACE
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.trace.mlir
// RUN: FileCheck %s --check-prefix=PAYLOAD --input-file=%t.payload.mlir
// Convolutions and batch matmuls are contractions too (pack_for_intrinsic's
// loop order: parallel loops, nb, nl, reductions, k0, k1): a bf16
// convolution of 3 channels (padded to 2 pairs), stride 2, and an int8
// batch matmul whose K = 18 is padded to 5 groups of 4.
// RUN: msched-space %S/Inputs/conv_bf16_small.mlir --modules 'multi-level-tiling-with-intrinsic{intrinsic=avx512-bf16-dot,cores=2,vector_registers=32}' --seed 1 --check-replay --emit-trace %t.conv.trace.mlir | FileCheck %s --check-prefix=CONV-SPACE
// RUN: FileCheck %s --check-prefix=CONV --input-file=%t.conv.trace.mlir
// RUN: msched-space %S/Inputs/batch_matmul_u8s8_3x13x18x32.mlir --modules 'multi-level-tiling-with-intrinsic{intrinsic=avx512-vnni-u8s8,cores=2,vector_registers=32}' --seed 1 --check-replay --emit-trace %t.bmm.trace.mlir | FileCheck %s --check-prefix=BMM-SPACE
// RUN: FileCheck %s --check-prefix=BMM --input-file=%t.bmm.trace.mlir
// A tile intrinsic (AMX) takes whole tiles: categorical draws of 16 or 32
// rows and of k groups in whole tiles of 16 (K = 40 padded to 64: 32
// groups), at most 2 column blocks.
// RUN: msched-space %S/Inputs/matmul_bf16_32x48x40.mlir --modules 'multi-level-tiling-with-intrinsic{intrinsic=amx-bf16,cores=2,vector_registers=32}' --seed 1 --check-replay --emit-trace %t.amx.trace.mlir | FileCheck %s --check-prefix=CONV-SPACE
// RUN: FileCheck %s --check-prefix=AMX --input-file=%t.amx.trace.mlir
// Offered an AMX intrinsic and a dot product (as on an AMX host; pinned
// here with '+'), the space forks: one schedule each.
// RUN: msched-space %S/Inputs/matmul_bf16_32x48x40.mlir --modules 'multi-level-tiling-with-intrinsic{intrinsic=amx-bf16+avx512-bf16-dot,cores=2,vector_registers=32}' --seed 1 --check-replay --emit-trace %t.fork0.trace.mlir | FileCheck %s --check-prefix=FORK
// RUN: msched-space %S/Inputs/matmul_bf16_32x48x40.mlir --modules 'multi-level-tiling-with-intrinsic{intrinsic=amx-bf16+avx512-bf16-dot,cores=2,vector_registers=32}' --seed 1 --schedule 1 --emit-trace %t.fork1.trace.mlir
// RUN: FileCheck %s --check-prefix=FORK0 --input-file=%t.fork0.trace.mlir
// RUN: FileCheck %s --check-prefix=FORK1 --input-file=%t.fork1.trace.mlir
// RUN: msched-space %S/Inputs/matmul_f32_8x32x16.mlir --modules 'multi-level-tiling-with-intrinsic{intrinsic=avx512-vnni-u8s8}' --seed 1 | FileCheck %s --check-prefix=F32

// SPACE: blocks: fill_0 generic_0
// SPACE: sample 0 ({{.*}}): 1 schedules
// SPACE:   #8 transform.msched.sample_perfect_tile = [1, 3, 1]
// SPACE:   #9 transform.msched.sample_perfect_tile = [1, 1, 12]
// SPACE:   #10 transform.msched.sample_perfect_tile = [5, 2]
// SPACE: replay: 1 of 1 schedules reproduce their payload

// TRACE: %[[P:.*]], %[[PACK:.*]] = transform.msched.pack_for_intrinsic %{{.*}} intrinsic = "avx512-vnni-u8s8"
// B (40 x 48) is the larger input: the parallel loop splits its columns
// (outermost prior: multiples of the 2 cores), the rows' outermost factor
// is drawn towards 1.
// TRACE: %[[N:.*]]:3 = transform.msched.sample_perfect_tile %[[P]] loop = 1 n = 3 max_innermost_factor = 4 innermost_prior = [1, 2, 3, 4] outermost_prior = [2, 4, 8, 16]
// 32 registers, 1 vector of B: (32 - 1 - 1) / 1 = 30 rows at most; the
// prior holds the divisors of 12 from 15 up, or the largest: 12.
// TRACE: %[[M:.*]]:3 = transform.msched.sample_perfect_tile %[[P]] loop = 0 n = 3 max_innermost_factor = 60 innermost_prior = [12] outermost_prior = [1]
// TRACE: %[[K:.*]]:2 = transform.msched.sample_perfect_tile %[[P]] loop = 3 n = 2 max_innermost_factor = 128 innermost_prior = [16, 32, 64, 128]
// TRACE: transform.structured.tile_using_forall %[[P]] tile_sizes [%{{.*}}, %{{.*}}, 0, 0, 0]
// TRACE: transform.msched.fuse_into_forall_output
// TRACE: transform.structured.tile_using_for %{{.*}} tile_sizes [1, 16]
// TRACE: transform.structured.vectorize
// TRACE: transform.structured.tile_using_for %{{.*}} tile_sizes [0, 0, 0, %[[K]]#1, 0]
// TRACE: transform.structured.tile_using_for %{{.*}} tile_sizes [%[[M]]#2, %[[N]]#2, 0, 0, 0]
// TRACE: transform.msched.tensorize %{{.*}} intrinsic = "avx512-vnni-u8s8"
// The pack: 3 panels, so one task (2 cores divide no 3); one 16 x 4 block
// at a time, vectorized.
// TRACE: transform.structured.tile_using_for %[[PACK]] tile_sizes [1, 1, 0, 0]
// TRACE: transform.structured.vectorize

// PAYLOAD-LABEL: func.func @mm(
// PAYLOAD: tensor.expand_shape %arg1 {{\[}}[0, 1], [2, 3]] output_shape [10, 4, 3, 16]
// PAYLOAD: vector.transfer_read {{.*}} : tensor<1x4x1x16xi8>, vector<1x1x16x4xi8>
// PAYLOAD: scf.forall (%{{.*}}, %{{.*}}) in (1, 1)
// PAYLOAD: arith.constant dense<0> : vector<1x16xi32>
// The register kernel: 12 rows x 1 vector, carried over the k groups.
// PAYLOAD: scf.for %{{.*}} iter_args({{.*}}) -> (vector<16xi32>,
// PAYLOAD-COUNT-12: vector.multi_reduction <add>
// PAYLOAD-NOT: vector.multi_reduction
// PAYLOAD: scf.yield
// PAYLOAD-COUNT-12: vector.transfer_write
// PAYLOAD-NOT: linalg.generic

// F32: sample 0 ({{.*}}): 1 schedules
// F32-NEXT: schedule 0: 5 instructions, 0 decisions

// CONV-SPACE: replay: 1 of 1 schedules reproduce their payload
// Loops (n, oh, ow, nb, nl, kh, kw, k0, k1): nb is loop 3, the rows are the
// output columns (loop 2, 6 of them), k0 loop 7 (2 channel pairs).
// CONV: %[[P:.*]], %[[PACK:.*]] = transform.msched.pack_for_intrinsic %{{.*}} intrinsic = "avx512-bf16-dot"
// CONV: %[[N:.*]]:3 = transform.msched.sample_perfect_tile %[[P]] loop = 3 n = 3
// CONV: %[[M:.*]]:3 = transform.msched.sample_perfect_tile %[[P]] loop = 2 n = 3 max_innermost_factor = 60 innermost_prior = [6]
// CONV: %[[K:.*]]:2 = transform.msched.sample_perfect_tile %[[P]] loop = 7 n = 2
// The batch and the output rows are tasks of the parallel loop.
// CONV: transform.structured.tile_using_forall %[[P]] tile_sizes [1, 1, %{{.*}}, %{{.*}}, 0, 0, 0, 0, 0]
// CONV: transform.msched.fuse_into_forall_output
// CONV: transform.structured.tile_using_for %{{.*}} tile_sizes [1, 1, 1, 16]
// CONV: transform.structured.tile_using_for %{{.*}} tile_sizes [0, 0, 0, 0, 0, 0, 0, %[[K]]#1, 0]
// CONV: transform.structured.tile_using_for %{{.*}} tile_sizes [0, 0, %[[M]]#2, %[[N]]#2, 0, 0, 0, 0, 0]
// CONV: transform.msched.tensorize %{{.*}} intrinsic = "avx512-bf16-dot"
// The filter's pack [2, 3, 3, 2, 16, 2]: one panel per core.
// CONV: transform.structured.tile_using_forall %[[PACK]] tile_sizes [1, 0, 0, 0, 0, 0]
// CONV: transform.structured.tile_using_for %{{.*}} tile_sizes [1, 1, 1, 1, 0, 0]

// BMM-SPACE: replay: 1 of 1 schedules reproduce their payload
// Loops (b, m, nb, nl, k0, k1): the 13 rows in registers, the batch a task.
// BMM: %[[P:.*]], %[[PACK:.*]] = transform.msched.pack_for_intrinsic %{{.*}} intrinsic = "avx512-vnni-u8s8"
// BMM: %[[N:.*]]:3 = transform.msched.sample_perfect_tile %[[P]] loop = 2 n = 3
// BMM: %[[M:.*]]:3 = transform.msched.sample_perfect_tile %[[P]] loop = 1 n = 3 max_innermost_factor = 60 innermost_prior = [13]
// BMM: %[[K:.*]]:2 = transform.msched.sample_perfect_tile %[[P]] loop = 4 n = 2 {{.*}} decision = [1, 5]
// BMM: transform.structured.tile_using_forall %[[P]] tile_sizes [1, %{{.*}}, %{{.*}}, 0, 0, 0]
// BMM: transform.structured.tile_using_for %{{.*}} tile_sizes [0, %[[M]]#2, %[[N]]#2, 0, 0, 0]
// BMM: transform.msched.tensorize %{{.*}} intrinsic = "avx512-vnni-u8s8"
// BMM: transform.structured.tile_using_for %[[PACK]] tile_sizes [1, 1, 1, 0, 0]

// AMX: %[[P:.*]], %{{.*}} = transform.msched.pack_for_intrinsic %{{.*}} intrinsic = "amx-bf16"
// AMX: %[[N:.*]]:3 = transform.msched.sample_perfect_tile %[[P]] loop = 1 n = 3 max_innermost_factor = 2 innermost_prior = [1, 2]
// AMX: %[[MR:.*]] = transform.msched.sample_categorical candidates = [16, 32]
// AMX: %[[KT:.*]] = transform.msched.sample_categorical candidates = [16, 32]
// AMX: transform.structured.tile_using_forall %[[P]] tile_sizes [%[[MR]], %{{.*}}, 0, 0, 0]
// AMX: transform.structured.tile_using_for %{{.*}} tile_sizes [0, 0, 0, %[[KT]], 0]
// AMX: transform.structured.tile_using_for %{{.*}} tile_sizes [%[[MR]], %[[N]]#2, 0, 0, 0]
// AMX: transform.msched.tensorize %{{.*}} intrinsic = "amx-bf16"

// FORK: sample 0 ({{.*}}): 2 schedules
// FORK: replay: 2 of 2 schedules reproduce their payload
// FORK0: transform.msched.pack_for_intrinsic %{{.*}} intrinsic = "amx-bf16"
// FORK0: transform.msched.tensorize %{{.*}} intrinsic = "amx-bf16"
// FORK1: transform.msched.pack_for_intrinsic %{{.*}} intrinsic = "avx512-bf16-dot"
// FORK1: transform.msched.tensorize %{{.*}} intrinsic = "avx512-bf16-dot"
