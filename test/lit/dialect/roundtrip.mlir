// Print/parse round trip of the msched sampling ops, with and without
// decisions, in the custom and the generic form.
// RUN: msched-opt %s | msched-opt | FileCheck %s
// RUN: msched-opt %s --mlir-print-op-generic | msched-opt | FileCheck %s

// CHECK-LABEL: transform.named_sequence @sampling
module attributes {transform.with_named_sequence} {
  transform.named_sequence @sampling(%op: !transform.any_op {transform.readonly}) -> () attributes {msched.seed = 42 : i64} {
    // CHECK: %[[T:.*]]:3 = transform.msched.sample_perfect_tile %{{.*}} loop = 1 n = 3 max_innermost_factor = 16 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %t:3 = transform.msched.sample_perfect_tile %op loop = 1 n = 3 max_innermost_factor = 16 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    // CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 0 n = 2 decision = [4, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %u:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 decision = [4, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    // CHECK: transform.msched.sample_perfect_tile %{{.*}} loop = 2 n = 1 max_innermost_factor = 64 decision = [32] : (!transform.any_op) -> !transform.any_param
    %v = transform.msched.sample_perfect_tile %op loop = 2 n = 1 max_innermost_factor = 64 decision = [32] : (!transform.any_op) -> !transform.any_param
    // CHECK: transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] : !transform.param<i64>
    %c = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [0.25, 0.25, 0.25, 0.25] : !transform.param<i64>
    // CHECK: transform.msched.sample_categorical candidates = [1, 2] probs = [1.000000e+00, 3.000000e+00] decision = 1 : !transform.param<i64>
    %d = transform.msched.sample_categorical candidates = [1, 2] probs = [1.0, 3.0] decision = 1 : !transform.param<i64>
    // CHECK: transform.msched.sample_compute_location %{{.*}} : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    %l, %i = transform.msched.sample_compute_location %op : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    // CHECK: transform.msched.sample_compute_location %{{.*}} decision = -2 : (!transform.any_op) -> (!transform.op<"scf.for">, !transform.param<i64>)
    %l2, %i2 = transform.msched.sample_compute_location %op decision = -2 : (!transform.any_op) -> (!transform.op<"scf.for">, !transform.param<i64>)
    transform.yield
  }
}
