// Misuses of transform.msched.multiply: silenceable failures naming the op
// and the offending operand.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.param.constant 2 : i64 -> !transform.param<i64>
    %b = transform.param.constant 3 : i64 -> !transform.param<i64>
    %ab = transform.merge_handles %a, %b : !transform.param<i64>
    // expected-error @below {{multiply: operand #1 must be associated with exactly one integer, got 2 values}}
    %p = transform.msched.multiply %a, %ab : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.param.constant 2 : i64 -> !transform.param<i64>
    %s = transform.param.constant "four" -> !transform.any_param
    // expected-error @below {{multiply: operand #1 must be an integer, got "four"}}
    %p = transform.msched.multiply %a, %s : (!transform.param<i64>, !transform.any_param) -> !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.param.constant 4294967296 : i64 -> !transform.param<i64>
    %b = transform.param.constant 2147483648 : i64 -> !transform.param<i64>
    // expected-error @below {{multiply: the product overflows i64 at operand #1 (2147483648)}}
    %p = transform.msched.multiply %a, %b : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.param.constant 18446744073709551615 : ui64 -> !transform.any_param
    // expected-error @below {{multiply: operand #0 18446744073709551615 : ui64 does not fit in i64}}
    %p = transform.msched.multiply %a : (!transform.any_param) -> !transform.param<i64>
    transform.yield
  }
}
