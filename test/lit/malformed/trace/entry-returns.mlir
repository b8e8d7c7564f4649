// A trace entry that declares a result.
// RUN: not msched-replay %S/../Inputs/mm.mlir %s 2>&1 | FileCheck %s

module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 64 decision = [2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %u = transform.msched.sample_categorical candidates = [0, 16, 64] probs = [0.5, 0.25, 0.25] decision = 1 : !transform.param<i64>
    %t, %loops = transform.structured.tile_using_for %mm tile_sizes [%i#1, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    // CHECK: entry-returns.mlir:[[@LINE+1]]:5: error: expected terminator to have as many operands as the parent op has results
    transform.yield
  }
}
