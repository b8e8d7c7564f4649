module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.param.constant 0 : i64 -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %0 tile_sizes [%1, %1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
