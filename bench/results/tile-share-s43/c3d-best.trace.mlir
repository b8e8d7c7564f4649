module attributes {msched.func = "c3d", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:3 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "pad_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "conv_3d_ndhwc_dhwcf_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %6 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %2#2 "msched.tiling_structure" = %6 : !transform.any_op, !transform.any_param
    %7:2 = transform.msched.sample_perfect_tile %2#2 loop = 1 n = 2 max_innermost_factor = 64 decision = [2, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %8:2 = transform.msched.sample_perfect_tile %2#2 loop = 2 n = 2 max_innermost_factor = 64 decision = [112, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %9:3 = transform.msched.sample_perfect_tile %2#2 loop = 3 n = 3 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [2, 14, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %10:4 = transform.msched.sample_perfect_tile %2#2 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [4, 1, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %11:2 = transform.msched.sample_perfect_tile %2#2 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %12:2 = transform.msched.sample_perfect_tile %2#2 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [7, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %13:2 = transform.msched.sample_perfect_tile %2#2 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %14:2 = transform.msched.sample_perfect_tile %2#2 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %15 = transform.msched.multiply %9#1, %9#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %16 = transform.msched.multiply %10#1, %10#2, %10#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %2#2 tile_sizes [0, %7#1, %8#1, %15, %16, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %17 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %17 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %18 = transform.msched.multiply %10#2, %10#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops = transform.structured.tile_using_for %tiled_op tile_sizes [0, 0, 0, 0, %18, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:4 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, 0, %11#1, %12#1, %13#1, %14#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %19 = transform.msched.cache_read %tiled_linalg_op_0 operand = 1 : (!transform.any_op) -> !transform.any_op
    %tiled_linalg_op_2, %loops_3:4 = transform.structured.tile_using_for %19 tile_sizes [1, 1, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op_2 : !transform.any_op
    %tiled_linalg_op_4, %loops_5:4 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 1, %9#2, %10#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_6, %loops_7:4 = transform.structured.tile_using_for %tiled_linalg_op_4 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %20 = transform.msched.decompose_conv_3d %tiled_linalg_op_6 : (!transform.any_op) -> !transform.any_op
    %21 = transform.structured.decompose %20 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %21 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_7#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_7#3 : !transform.any_op
    transform.apply_licm to %loops_7#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_7#2 : !transform.any_op
    transform.apply_licm to %loops_7#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_7#1 : !transform.any_op
    transform.apply_licm to %loops_7#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_7#0 : !transform.any_op
    %22 = transform.param.constant "conv_3d_ndhwc_dhwcf_0" -> !transform.any_param
    transform.annotate %loops_7#3 "msched.block" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %24 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %25 = transform.structured.rewrite_in_destination_passing_style %2#0 : (!transform.any_op) -> !transform.any_op
    %26 = transform.structured.insert_slice_to_copy %25 : (!transform.any_op) -> !transform.any_op
    %27 = transform.get_producer_of_operand %26[1] : (!transform.any_op) -> !transform.any_op
    %28 = transform.get_producer_of_operand %27[0] : (!transform.any_op) -> !transform.any_op
    %29 = transform.param.constant "pad_0_fill" -> !transform.any_param
    transform.annotate %28 "msched.block" = %29 : !transform.any_op, !transform.any_param
    %30 = transform.param.constant "pad_0_copy" -> !transform.any_param
    transform.annotate %26 "msched.block" = %30 : !transform.any_op, !transform.any_param
    %31 = transform.structured.match attributes {msched.block = "pad_0_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %32 = transform.structured.match attributes {msched.block = "pad_0_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_8, %forall_op_9 = transform.structured.tile_using_forall %31 tile_sizes [0, 1, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_op_8 tile_sizes [0, 0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %33 = transform.get_parent_op %tiled_linalg_op_10 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_10 {create_named_contraction} : !transform.any_op
    %tiled_op_12, %forall_op_13 = transform.structured.tile_using_forall %32 tile_sizes [0, 2, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:3 = transform.structured.tile_using_for %tiled_op_12 tile_sizes [0, 1, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %34 = transform.get_parent_op %tiled_linalg_op_14 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_14 {create_named_contraction} : !transform.any_op
    %35 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %24 by %35 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

