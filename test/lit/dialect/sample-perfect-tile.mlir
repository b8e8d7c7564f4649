// Sample-Perfect-Tile through the transform interpreter: fixed seeds give
// fixed decisions, recorded on the op; the sampled params drive tiling; a
// recorded decision is replayed.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Seed 42: three 2-level tilings of a 64x48x128 matmul, used as tile sizes.
// CHECK-LABEL: func.func @sampled
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c2
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c6
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c64
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x64xf32>, tensor<64x6xf32>) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK: transform.named_sequence @__transform_main
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 0 n = 2 max_innermost_factor = 16 decision = [32, 2] :
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 1 n = 2 max_innermost_factor = 16 decision = [8, 6] :
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 2 n = 2 decision = [2, 64] :
// REMARK: remark: 2 : i64
func.func @sampled(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) attributes {msched.seed = 42 : i64} {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 16 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %j:2 = transform.msched.sample_perfect_tile %mm loop = 1 n = 2 max_innermost_factor = 16 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %k:2 = transform.msched.sample_perfect_tile %mm loop = 2 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %t, %l:3 = transform.structured.tile_using_for %mm tile_sizes [%i#1, %j#1, %k#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.debug.emit_param_as_remark %i#1 : !transform.param<i64>
    transform.yield
  }
}

// -----

// Replay: the recorded decisions are used as they are (no engine, no seed).
// CHECK-LABEL: func.func @replayed
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c4
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x128xf32>, tensor<128x4xf32>) outs(%{{.*}} : tensor<16x4xf32>)
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 0 n = 2 max_innermost_factor = 16 decision = [4, 16] :
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 1 n = 3 decision = [3, 4, 4] :
// REMARK: remark: 4 : i64, 16 : i64
func.func @replayed(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 16 decision = [4, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %j:3 = transform.msched.sample_perfect_tile %mm loop = 1 n = 3 decision = [3, 4, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %t, %l:2 = transform.structured.tile_using_for %mm tile_sizes [%i#1, %j#2, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %merged = transform.merge_handles %i#0, %i#1 : !transform.param<i64>
    transform.debug.emit_param_as_remark %merged : !transform.param<i64>
    transform.yield
  }
}

// -----

// Multi-level tiling decisions with a bound; and without `msched.seed` the
// engine is seeded with 0.
// CHECK-LABEL: func.func @multilevel
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 0 n = 4 max_innermost_factor = 4 decision = [2, 1, 128, 1] :
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 1 n = 3 decision = [1, 1, 1] :
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 2 n = 1 decision = [96] :
func.func @multilevel(%A: tensor<256x96xf32>, %B: tensor<96x1xf32>, %C: tensor<256x1xf32>) -> tensor<256x1xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x96xf32>, tensor<96x1xf32>) outs(%C : tensor<256x1xf32>) -> tensor<256x1xf32>
  return %0 : tensor<256x1xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %i:4 = transform.msched.sample_perfect_tile %mm loop = 0 n = 4 max_innermost_factor = 4 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %j:3 = transform.msched.sample_perfect_tile %mm loop = 1 n = 3 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %k = transform.msched.sample_perfect_tile %mm loop = 2 n = 1 : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}

// -----

// A loop as the payload: the extent is the constant trip count of the loop
// produced by tiling (64 / 8 = 8 iterations; 48 / 16 = 3).
// CHECK-LABEL: func.func @loop_payload
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 0 n = 3 decision = [8, 1, 1] :
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 0 n = 2 decision = [3, 1] :
func.func @loop_payload(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) attributes {msched.seed = 7 : i64} {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f:3 = transform.msched.sample_perfect_tile %li loop = 0 n = 3 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %g:2 = transform.msched.sample_perfect_tile %lj loop = 0 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

// A TilingInterface op that is neither linalg nor a loop: the extents are
// tensor.pad's iteration domain (its result shape). Reading the domain of the
// dynamically shaped pad builds tensor.dim ops in a scratch block only: the
// payload is unchanged.
// CHECK-LABEL: func.func @pad
// CHECK-NOT: tensor.dim
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 1 n = 2 decision = [1, 24] :
// CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 1 n = 2 decision = [1, 8] :
func.func @pad(%A: tensor<30x20xf32>, %d: tensor<?x8xf32>, %n: index) -> (tensor<32x24xf32>, tensor<?x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %A low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<30x20xf32> to tensor<32x24xf32>
  %1 = tensor.pad %d low[%n, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x8xf32> to tensor<?x8xf32>
  return %0, %1 : tensor<32x24xf32>, tensor<?x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %q = transform.split_handle %pads : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t:2 = transform.msched.sample_perfect_tile %p loop = 1 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %u:2 = transform.msched.sample_perfect_tile %q loop = 1 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
