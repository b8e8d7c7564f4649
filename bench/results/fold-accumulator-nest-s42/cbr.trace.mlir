module attributes {msched.func = "cbr", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:4 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "pad_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "conv_2d_nhwc_hwcf_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %6 = transform.param.constant "generic_0" -> !transform.any_param
    transform.annotate %2#3 "msched.block" = %6 : !transform.any_op, !transform.any_param
    %7 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %2#2 "msched.tiling_structure" = %7 : !transform.any_op, !transform.any_param
    %8:3 = transform.msched.sample_perfect_tile %2#2 loop = 1 n = 3 max_innermost_factor = 64 decision = [4, 28, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %9:4 = transform.msched.sample_perfect_tile %2#2 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [14, 1, 1, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %10:4 = transform.msched.sample_perfect_tile %2#2 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [2, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %11:2 = transform.msched.sample_perfect_tile %2#2 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %12:2 = transform.msched.sample_perfect_tile %2#2 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %13:2 = transform.msched.sample_perfect_tile %2#2 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %14 = transform.msched.multiply %8#1, %8#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %15 = transform.msched.multiply %9#1, %9#2, %9#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %16 = transform.msched.multiply %10#1, %10#2, %10#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %2#2 tile_sizes [0, %14, %15, %16, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %17 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %17 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %18 = transform.msched.multiply %9#2, %9#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %19 = transform.msched.multiply %10#2, %10#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %8#2, %18, %19, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %11#1, %12#1, %13#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, %9#3, %10#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:3 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %20 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %20 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#2 : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %21 = transform.param.constant "conv_2d_nhwc_hwcf_0" -> !transform.any_param
    transform.annotate %loops_5#2 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %23 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %24 = transform.structured.rewrite_in_destination_passing_style %2#0 : (!transform.any_op) -> !transform.any_op
    %25 = transform.structured.insert_slice_to_copy %24 : (!transform.any_op) -> !transform.any_op
    %26 = transform.get_producer_of_operand %25[1] : (!transform.any_op) -> !transform.any_op
    %27 = transform.get_producer_of_operand %26[0] : (!transform.any_op) -> !transform.any_op
    %28 = transform.param.constant "pad_0_fill" -> !transform.any_param
    transform.annotate %27 "msched.block" = %28 : !transform.any_op, !transform.any_param
    %29 = transform.param.constant "pad_0_copy" -> !transform.any_param
    transform.annotate %25 "msched.block" = %29 : !transform.any_op, !transform.any_param
    %30 = transform.structured.match attributes {msched.block = "pad_0_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %31 = transform.structured.match attributes {msched.block = "pad_0_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %30 tile_sizes [0, 14, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %32 = transform.get_parent_op %tiled_linalg_op_8 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_8 {create_named_contraction} : !transform.any_op
    %tiled_op_10, %forall_op_11 = transform.structured.tile_using_forall %31 tile_sizes [0, 23, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:2 = transform.structured.tile_using_for %tiled_op_10 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %33 = transform.get_parent_op %tiled_linalg_op_12 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_12 {create_named_contraction} : !transform.any_op
    %tiled_op_14, %forall_op_15 = transform.structured.tile_using_forall %2#3 tile_sizes [0, 7, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:2 = transform.structured.tile_using_for %tiled_op_14 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %34 = transform.get_parent_op %tiled_linalg_op_16 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_16 {create_named_contraction} : !transform.any_op
    %35 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %23 by %35 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

