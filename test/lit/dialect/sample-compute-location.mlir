// Sample-Compute-Location through the transform interpreter. The producer
// (an element-wise linalg.exp) feeds a matmul tiled by 2 loops (i outer,
// j inner); its result is read by a tensor.extract_slice inside loop j, so
// its candidates are -2 (inline), -1 (root), 0 (loop i) and 1 (loop j).
// `transform.annotate` marks the chosen loop in the payload.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Seed 3 draws loop i (decision 0).
// CHECK-LABEL: func.func @sampled_loop
// CHECK: scf.yield %inserted_slice
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {chosen}
// CHECK: transform.msched.sample_compute_location %{{.*}} decision = 0 :
// REMARK: remark: 0 : i64
func.func @sampled_loop(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) attributes {msched.seed = 3 : i64} {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %loop, %d = transform.msched.sample_compute_location %exp : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.debug.emit_param_as_remark %d : !transform.param<i64>
    transform.annotate %loop "chosen" : !transform.any_op
    transform.yield
  }
}

// -----

// Seed 1 draws inline (decision -2): the loop handle is empty.
// CHECK-LABEL: func.func @sampled_inline
// CHECK: transform.msched.sample_compute_location %{{.*}} decision = -2 :
// REMARK: remark: -2 : i64
// REMARK: remark: 0 : i64
func.func @sampled_inline(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) attributes {msched.seed = 1 : i64} {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %loop, %d = transform.msched.sample_compute_location %exp : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.debug.emit_param_as_remark %d : !transform.param<i64>
    %n = transform.num_associations %loop : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

// Replay decision 1 (loop j); fusing into it computes exp per 8x128 tile
// next to its use, in loop j.
// CHECK-LABEL: func.func @replay_inner
// CHECK: scf.for
// CHECK-NEXT: scf.for
// CHECK: linalg.exp ins(%{{.*}} : tensor<8x128xf32>)
// CHECK: linalg.matmul
// CHECK: scf.yield %inserted_slice
// CHECK-NEXT: } {chosen}
// CHECK: transform.msched.sample_compute_location %{{.*}} decision = 1 :
// REMARK: remark: 1 : i64
func.func @replay_inner(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %loop, %d = transform.msched.sample_compute_location %exp decision = 1 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.debug.emit_param_as_remark %d : !transform.param<i64>
    transform.annotate %loop "chosen" : !transform.any_op
    %fused, %new = transform.structured.fuse_into_containing_op %exp into %loop : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// fuse_into_containing_op fuses at the use: to compute at loop i, the slice
// of exp must be in loop i's body, here by hoisting it out of loop j (LICM).
// Then loop j no longer encloses the use and loop i is the only legal loop
// (decision 0). Afterwards the fused exp is inside loop i, so loop i is no
// longer a candidate and decision 0 names loop j.
// CHECK-LABEL: func.func @compute_at_outer
// CHECK: scf.for
// CHECK: linalg.exp ins(%{{.*}} : tensor<8x128xf32>)
// CHECK-NEXT: scf.for
// CHECK: linalg.matmul
// CHECK: scf.yield %inserted_slice
// CHECK-NEXT: } {chosen2}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {chosen}
// CHECK: transform.msched.sample_compute_location %{{.*}} decision = 0 :
// CHECK: transform.msched.sample_compute_location %{{.*}} decision = 0 :
func.func @compute_at_outer(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.apply_licm to %lj : !transform.any_op
    %loop, %d = transform.msched.sample_compute_location %exp decision = 0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.annotate %loop "chosen" : !transform.any_op
    %fused, %new = transform.structured.fuse_into_containing_op %exp into %loop : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %loop2, %d2 = transform.msched.sample_compute_location %fused decision = 0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.annotate %loop2 "chosen2" : !transform.any_op
    transform.yield
  }
}

// -----

// Root is always legal, and the only candidate of an op whose one user is
// the function's return (not inlinable, no enclosing loop), so sampling
// draws -1. An untiled exp (user: the matmul, in no loop) replays -1.
// CHECK-LABEL: func.func @root_only
// CHECK: transform.msched.sample_compute_location %{{.*}} decision = -1 :
// CHECK: transform.msched.sample_compute_location %{{.*}} decision = -1 :
// REMARK: remark: -1 : i64
// REMARK: remark: 0 : i64
func.func @root_only(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) attributes {msched.seed = 5 : i64} {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop, %d = transform.msched.sample_compute_location %mm : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    %loop2, %d2 = transform.msched.sample_compute_location %exp decision = -1 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.debug.emit_param_as_remark %d : !transform.param<i64>
    %n = transform.num_associations %loop2 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}
