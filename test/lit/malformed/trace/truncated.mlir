// A trace cut in the middle of a decision.
// RUN: not msched-replay %S/../Inputs/mm.mlir %s 2>&1 | FileCheck %s

module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    // CHECK: truncated.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected ']'
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 64 decision = [2,
