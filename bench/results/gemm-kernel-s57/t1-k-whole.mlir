module attributes {msched.func = "gmm_1024", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:2 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %3 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.msched.sample_categorical candidates = [7, 8, 9, 10, 11, 12, 13, 14] probs = [2.380952e-02, 1.904762e-01, 7.142857e-02, 9.523810e-02, 1.190476e-01, 1.428571e-01, 1.666667e-01, 1.904762e-01] decision = 1 : !transform.param<i64>
    %6 = transform.msched.sample_categorical candidates = [16, 32] probs = [2.500000e-01, 7.500000e-01] decision = 1 : !transform.param<i64>
    %packed, %input_copies, %output_copy = transform.msched.data_tile %2#1 rows = %5 lanes = %6 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %7:2 = transform.split_handle %input_copies : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %7#0 tile_sizes [1, 8, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op : !transform.any_op
    %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %7#1 tile_sizes [1, 1, 0] interchange = [1, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op_0 : !transform.any_op
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %output_copy tile_sizes [1, 1, 1, 0] interchange = [0, 2, 1, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op_2 : !transform.any_op
    %8 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %9 = transform.structured.match attributes {msched.block = "matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %10 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %9 "msched.tiling_structure" = %10 : !transform.any_op, !transform.any_param
    %11:3 = transform.msched.sample_perfect_tile %9 loop = 0 n = 3 max_innermost_factor = 64 decision = [1, 2, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %12:3 = transform.msched.sample_perfect_tile %9 loop = 1 n = 3 max_innermost_factor = 64 decision = [16, 1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %13:2 = transform.msched.sample_perfect_tile %9 loop = 2 n = 2 max_innermost_factor = 1024 innermost_prior = [64, 128, 256] decision = [1, 1024] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %14 = transform.msched.multiply %11#1, %11#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %15 = transform.msched.multiply %12#1, %12#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %9 tile_sizes [%14, %15, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %16 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %17 = transform.msched.fuse_into_forall_output %16 into %forall_op : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %tiled_linalg_op_4, %loops_5:2 = transform.structured.tile_using_for %tiled_op tile_sizes [%11#2, %12#2, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_6, %loops_7 = transform.structured.tile_using_for %tiled_linalg_op_4 tile_sizes [0, 0, %13#1, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_linalg_op_6 tile_sizes [1, 1, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %18 = transform.msched.specialize_contraction %tiled_linalg_op_10 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %18 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_11 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_11 : !transform.any_op
    %19 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %loops_11 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %21 = transform.structured.match attributes {msched.block = "matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %22 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %21 by %22 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

