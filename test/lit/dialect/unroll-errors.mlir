// Misuses of transform.msched.unroll: silenceable failures naming the op
// and the offending value or payload op; nothing is unrolled.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @not_a_loop(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{unroll: the payload op 'linalg.matmul' is not an scf.for}}
    transform.msched.unroll %mm by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// The scf.forall is rejected before the scf.for is touched (see the last
// case of unroll.mlir).
func.func @forall(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  // expected-note @below {{payload op}}
  scf.forall (%i) in (8) {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for", "scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{unroll: the payload op 'scf.forall' is not an scf.for}}
    transform.msched.unroll %loops by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

func.func @negative(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant -2 : i64 -> !transform.param<i64>
    // expected-error @below {{unroll: factor -2 is negative}}
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

func.func @two_factors(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    %f4 = transform.param.constant 4 : i64 -> !transform.param<i64>
    %f = transform.merge_handles %f2, %f4 : !transform.param<i64>
    // expected-error @below {{unroll: factor must be associated with exactly one integer, got 2 values}}
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

func.func @not_an_integer(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2.0 : f32 -> !transform.any_param
    // expected-error @below {{unroll: factor must be an integer, got 2.000000e+00 : f32}}
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.any_param) -> ()
    transform.yield
  }
}
