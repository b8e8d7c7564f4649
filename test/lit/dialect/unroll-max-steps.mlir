// transform.msched.unroll max_steps: the factor is the most steps of one
// unrolled body (TVM's auto_unroll_max_step); the loop is unrolled by
// factor / (steps of its body).
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// A body of 8 steps (an addf on vector<4x8xf32>: 4 rows, and the write of
// its 4 rows; the read counts 0), at most 32 steps: unrolled by 4.
// CHECK-LABEL: func.func @rows(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C4:[a-zA-Z0-9_]+]] {
// CHECK-COUNT-4:   arith.addf
// CHECK-NOT:       arith.addf
// CHECK:           vector.transfer_write {{.*}} memref<8x4x8xf32>
// CHECK-NEXT:    }
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @rows(%m: memref<8x4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %v = vector.transfer_read %m[%i, %c0, %c0], %pad {in_bounds = [true, true]} : memref<8x4x8xf32>, vector<4x8xf32>
    %w = arith.addf %v, %v : vector<4x8xf32>
    vector.transfer_write %w, %m[%i, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<8x4x8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 32 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// The same body, at most 64 steps: 8 copies reach the trip count, so the
// loop is unrolled completely.
// CHECK-LABEL: func.func @complete(
// CHECK-NOT:     scf.for
// CHECK-COUNT-8: arith.addf
// CHECK-NOT:     arith.addf
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @complete(%m: memref<8x4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %v = vector.transfer_read %m[%i, %c0, %c0], %pad {in_bounds = [true, true]} : memref<8x4x8xf32>, vector<4x8xf32>
    %w = arith.addf %v, %v : vector<4x8xf32>
    vector.transfer_write %w, %m[%i, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<8x4x8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 64 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// At most 15 steps for a body of 8: 15 / 8 = 1 copy, the loop is left as it
// is (without max_steps, 15 would unroll it completely).
// CHECK-LABEL: func.func @too_big(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-COUNT-1:   arith.addf
// CHECK-NOT:       arith.addf
// CHECK:           vector.transfer_write {{.*}} memref<8x4x8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @too_big(%m: memref<8x4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %v = vector.transfer_read %m[%i, %c0, %c0], %pad {in_bounds = [true, true]} : memref<8x4x8xf32>, vector<4x8xf32>
    %w = arith.addf %v, %v : vector<4x8xf32>
    vector.transfer_write %w, %m[%i, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<8x4x8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 15 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// A nested loop counts its body's steps times its trip count: 4 stores of
// one scalar each = 4 steps (index arithmetic counts 0); at most 8 steps
// unrolls the outer loop by 2.
// CHECK-LABEL: func.func @nested(
// CHECK-DAG:     %[[C2:[a-zA-Z0-9_]+]] = arith.constant 2 : index
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C2]] {
// CHECK-COUNT-2:   scf.for
// CHECK-NOT:       scf.for
// CHECK:         return
func.func @nested(%m: memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %cst, %m[%i, %j] : memref<8x4xf32>
    }
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner, %outer = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f = transform.param.constant 8 : i64 -> !transform.param<i64>
    transform.msched.unroll %outer by %f max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// A loop of one iteration is replaced by its body even when its body has
// more steps than allowed (as a factor >= 1 trip unrolls it without
// max_steps).
// CHECK-LABEL: func.func @single(
// CHECK-NOT:     scf.for
// CHECK:         arith.addf
// CHECK:         return
func.func @single(%m: memref<1x4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c1 step %c1 {
    %v = vector.transfer_read %m[%i, %c0, %c0], %pad {in_bounds = [true, true]} : memref<1x4x8xf32>, vector<4x8xf32>
    %w = arith.addf %v, %v : vector<4x8xf32>
    vector.transfer_write %w, %m[%i, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<1x4x8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
