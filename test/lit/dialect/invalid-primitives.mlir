// Verifier errors of the msched schedule primitives (static structure;
// payload errors are checked when the op is applied, see the
// <op>-errors.mlir files).
// RUN: msched-opt %s --split-input-file --verify-diagnostics

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects at least one loop}}
  %f = "transform.msched.fuse_consumer"(%op) : (!transform.any_op) -> !transform.any_op
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @count(%op: !transform.any_op {transform.consumed}, %l0: !transform.any_op {transform.readonly}, %l1: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expects as many new_loops results as loops (2), got 1}}
    %f, %n = transform.msched.fuse_consumer %op into %l0, %l1 : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects at least one operand}}
  %m = "transform.msched.multiply"() : () -> !transform.param<i64>
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  %p = transform.param.constant 2 : i64 -> !transform.param<i64>
  // expected-error @below {{op result #0 must be TransformParamTypeInterface instance}}
  %m = transform.msched.multiply %p : (!transform.param<i64>) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects at least one loop}}
  "transform.msched.reorder"() : () -> ()
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects as many results as loops (2), got 1}}
  %r = transform.msched.reorder %op, %op : (!transform.any_op, !transform.any_op) -> !transform.any_op
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @factor(%op: !transform.any_op {transform.consumed}, %f: !transform.any_op {transform.readonly}) {
    // expected-error @below {{op operand #1 must be TransformParamTypeInterface instance}}
    transform.msched.unroll %op by %f : (!transform.any_op, !transform.any_op) -> ()
    transform.yield
  }
}
