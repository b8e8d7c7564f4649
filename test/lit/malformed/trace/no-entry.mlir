// A trace module without @__transform_main.
// RUN: not msched-replay %S/../Inputs/mm.mlir %s 2>&1 | FileCheck %s

// CHECK: no-entry.mlir:[[@LINE+1]]:1: error: a trace module needs a transform.named_sequence @__transform_main with a body
module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 64 decision = [2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %u = transform.msched.sample_categorical candidates = [0, 16, 64] probs = [0.5, 0.25, 0.25] decision = 1 : !transform.param<i64>
    %t, %loops = transform.structured.tile_using_for %mm tile_sizes [%i#1, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
