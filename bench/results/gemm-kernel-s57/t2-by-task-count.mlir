module attributes {msched.func = "gmm_1024", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:2 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %3 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.msched.sample_categorical candidates = [8] probs = [1.000000e+00] decision = 0 : !transform.param<i64>
    %6 = transform.msched.sample_categorical candidates = [16, 32] probs = [2.500000e-01, 7.500000e-01] decision = 1 : !transform.param<i64>
    %packed, %input_copies, %output_copy = transform.msched.data_tile %2#1 rows = %5 lanes = %6 {rows_in_place} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %7 = transform.split_handle %input_copies : (!transform.any_op) -> !transform.any_op
    %tiled_op, %forall_op = transform.structured.tile_using_forall %7 num_threads [2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.annotate %forall_op "msched.uneven_chunks" : !transform.any_op
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [1, 1, 0] interchange = [1, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op : !transform.any_op
    %tiled_op_0, %forall_op_1 = transform.structured.tile_using_forall %output_copy tile_sizes [64, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.annotate %forall_op_1 "msched.uneven_chunks" : !transform.any_op
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_op_0 tile_sizes [1, 1, 1, 0] interchange = [0, 2, 1, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op_2 : !transform.any_op
    %8 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %9 = transform.structured.match attributes {msched.block = "matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %10 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %9 "msched.tiling_structure" = %10 : !transform.any_op, !transform.any_param
    %11:3 = transform.msched.sample_perfect_tile %9 loop = 0 n = 3 max_innermost_factor = 64 outermost_prior = [2, 4, 8, 16] decision = [4, 2, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %12:3 = transform.msched.sample_perfect_tile %9 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 8, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %13:2 = transform.msched.sample_perfect_tile %9 loop = 2 n = 2 max_innermost_factor = 1024 innermost_prior = [64, 128, 256, 1024] decision = [16, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %14 = transform.msched.multiply %11#1, %11#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %15 = transform.msched.multiply %12#1, %12#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_4, %forall_op_5 = transform.structured.tile_using_forall %9 tile_sizes [%14, %15, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %16 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %17 = transform.msched.fuse_into_forall_output %16 into %forall_op_5 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %tiled_linalg_op_6, %loops_7:2 = transform.structured.tile_using_for %tiled_op_4 tile_sizes [%11#2, %12#2, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9 = transform.structured.tile_using_for %tiled_linalg_op_6 tile_sizes [0, 0, %13#1, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [1, 1, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %18 = transform.msched.specialize_contraction %tiled_linalg_op_12 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %18 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_5 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_13 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_13 : !transform.any_op
    %19 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %loops_13 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %21 = transform.structured.match attributes {msched.block = "matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %22 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %21 by %22 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

