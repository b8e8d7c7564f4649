// A result number far beyond any op's results: refused at its location
// before MLIR's parser would allocate a placeholder per result up to it
// (found by fuzzing: test/fuzz/regressions/trace_mlir/huge-result-number.mlir).
// RUN: not msched-replay %S/../Inputs/mm.mlir %s 2>&1 | FileCheck %s

module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 64 decision = [2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    // CHECK: result-number-huge.mlir:[[@LINE+1]]:72: error: result number 3222222222 is out of range (at most 65535)
    %t, %loops = transform.structured.tile_using_for %mm tile_sizes [%i#3222222222, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
