// The write-cache schedule of multi-level tiling with its register tile as
// params: ROWS x COLS output tile, vectorized, accumulators hoisted out of
// the k loop (RUN lines substitute ROWS and COLS).
module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %rows = transform.param.constant ROWS : i64 -> !transform.param<i64>
    %cols = transform.param.constant COLS : i64 -> !transform.param<i64>
    %t0, %l0:2 = transform.structured.tile_using_for %mm tile_sizes [%rows, %cols, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t1, %l1 = transform.structured.tile_using_for %t0 tile_sizes [0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %t1 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %l1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %l1 : !transform.any_op
    transform.yield
  }
}
