// dense_bias_relu.tuned.mlir with its unroll in TVM's max-steps form and
// decision 2 (at most 64 steps): the k loop's body is one vector.contract
// into the 8 x 16 accumulators (8 steps), so msched unrolls it by 8.
module attributes {msched.func = "dense_bias_relu", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:3 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "generic_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %6 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %2#1 "msched.tiling_structure" = %6 : !transform.any_op, !transform.any_param
    %7:4 = transform.msched.sample_perfect_tile %2#1 loop = 0 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [4, 2, 2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %8:4 = transform.msched.sample_perfect_tile %2#1 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] outermost_prior = [2, 4, 8, 16] decision = [2, 48, 2, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %9:2 = transform.msched.sample_perfect_tile %2#1 loop = 2 n = 2 max_innermost_factor = 512 innermost_prior = [64, 128, 256] decision = [12, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %10 = transform.msched.multiply %7#1, %7#2, %7#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %11 = transform.msched.multiply %8#1, %8#2, %8#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %2#1 tile_sizes [%10, %11, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %12 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %12 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %13 = transform.msched.multiply %7#2, %7#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %14 = transform.msched.multiply %8#2, %8#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [%13, %14, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, %9#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [%7#3, %8#3, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op_4 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5 : !transform.any_op
    %15 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %loops_5 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %17 = transform.structured.match attributes {msched.block = "matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %2#2 tile_sizes [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [1, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %18 = transform.get_parent_op %tiled_linalg_op_8 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_8 {create_named_contraction} : !transform.any_op
    %19 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %17 by %19 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_linalg_op_10, %loops_11 = transform.structured.tile_using_for %16 tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %20 = transform.get_parent_op %tiled_linalg_op_10 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_10 {create_named_contraction} : !transform.any_op
    transform.yield 
  }
}

