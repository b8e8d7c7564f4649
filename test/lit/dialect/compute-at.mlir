// transform.msched.compute_at through the transform interpreter: it acts on
// a Sample-Compute-Location decision, so one trace fits every decision. The
// producer (linalg.exp) feeds a matmul tiled by 2 loops (i outer, j inner)
// through a tensor.extract_slice in loop j.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// Decision 1 (loop j): a tile of the exp is computed next to its slice, in
// j, and the whole-tensor exp is erased.
// CHECK-LABEL: func.func @at_loop
// CHECK-NOT: linalg.exp
// CHECK: scf.for
// CHECK: scf.for
// CHECK: tensor.extract_slice %arg0
// CHECK: linalg.exp ins(%{{.*}} : tensor<8x128xf32>)
// CHECK: linalg.matmul
func.func @at_loop(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
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
    transform.msched.compute_at %exp at %loop, %d : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// Decision -1 (root): the loop handle is empty and nothing moves.
// CHECK-LABEL: func.func @at_root
// CHECK: linalg.exp ins(%arg0 : tensor<64x128xf32>)
// CHECK: scf.for
func.func @at_root(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
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
    %loop, %d = transform.msched.sample_compute_location %exp decision = -1 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.msched.compute_at %exp at %loop, %d : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// Decision -2 (inline) into an element-wise consumer: one generic computes
// exp and the add.
// CHECK-LABEL: func.func @at_inline
// CHECK-NOT: linalg.exp
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: arith.addf
func.func @at_inline(%A: tensor<64x128xf32>, %B: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.add ins(%x, %B : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop, %d = transform.msched.sample_compute_location %exp decision = -2 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.msched.compute_at %exp at %loop, %d : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
