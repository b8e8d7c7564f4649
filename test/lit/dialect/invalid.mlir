// Verifier errors of the msched sampling ops (static attributes; decisions
// are checked when the op is applied, see decision-errors.mlir).
// RUN: msched-opt %s --split-input-file --verify-diagnostics

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects n = 3 results, got 2}}
  %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 3 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{attribute 'n' failed to satisfy constraint}}
  %t = transform.msched.sample_perfect_tile %op loop = 0 n = 0 : (!transform.any_op) -> !transform.param<i64>
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{attribute 'loop' failed to satisfy constraint}}
  %t = transform.msched.sample_perfect_tile %op loop = -1 n = 1 : (!transform.any_op) -> !transform.param<i64>
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{attribute 'max_innermost_factor' failed to satisfy constraint}}
  %t = transform.msched.sample_perfect_tile %op loop = 0 n = 1 max_innermost_factor = 0 : (!transform.any_op) -> !transform.param<i64>
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects at least one candidate}}
  %c = transform.msched.sample_categorical candidates = [] probs = [] : !transform.param<i64>
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects as many probs as candidates, got 1 and 2}}
  %c = transform.msched.sample_categorical candidates = [1, 2] probs = [1.0] : !transform.param<i64>
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects finite non-negative probs, got -5.000000e-01}}
  %c = transform.msched.sample_categorical candidates = [1, 2] probs = [1.5, -0.5] : !transform.param<i64>
}

// -----

transform.sequence failures(propagate) {
^bb0(%op: !transform.any_op):
  // expected-error @below {{expects probs with a positive sum}}
  %c = transform.msched.sample_categorical candidates = [1, 2] probs = [0.0, 0.0] : !transform.param<i64>
}
