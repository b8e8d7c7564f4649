// The schedule of ../primitives-numeric.mlir (a transform library, preloaded
// so that the payload output holds no transform IR).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes{sym_name = "scheduled"} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %relu = transform.structured.match ops{["linalg.generic"]} in %f : (!transform.any_op) -> !transform.any_op
    %four = transform.param.constant 4 : i64 -> !transform.param<i64>
    %eight = transform.param.constant 8 : i64 -> !transform.param<i64>
    %ti = transform.msched.multiply %four, %four : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tj = transform.msched.multiply %four, %eight : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %t, %li, %lj, %lk = transform.structured.tile_using_for %mm tile_sizes [%ti, %tj, %eight] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.loop.hoist_loop_invariant_subsets %lk : !transform.any_op
    %fused, %nl:2 = transform.msched.fuse_consumer %relu into %li, %lj : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %rj, %ri = transform.msched.reorder %lj, %li : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %three = transform.param.constant 3 : i64 -> !transform.param<i64>
    transform.msched.unroll %lk by %three : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
