// A trace for bench/workloads/mm.mlir: tile the matmul's i and j loops
// by sampled sizes (decisions recorded) and vectorize the fill.
module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %f : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 64 decision = [2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %j:2 = transform.msched.sample_perfect_tile %mm loop = 1 n = 2 max_innermost_factor = 64 decision = [2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %t, %loops:2 = transform.structured.tile_using_for %mm tile_sizes [%i#1, %j#1, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %fill : !transform.any_op
    transform.yield
  }
}
