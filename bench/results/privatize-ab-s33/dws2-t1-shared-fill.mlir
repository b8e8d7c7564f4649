module attributes {msched.func = "dws2", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:3 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "pad_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %interior, %borders = transform.msched.peel_padding %2#2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %6 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %interior "msched.block" = %6 : !transform.any_op, !transform.any_param
    %7:2 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %8 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %7#0 "msched.block" = %8 : !transform.any_op, !transform.any_param
    %9 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %7#0 "msched.reuse_write" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %7#1 "msched.block" = %10 : !transform.any_op, !transform.any_param
    %11 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %7#1 "msched.reuse_write" = %11 : !transform.any_op, !transform.any_param
    %12 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %13 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %14 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %15 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %12 "msched.tiling_structure" = %15 : !transform.any_op, !transform.any_param
    %16:3 = transform.msched.sample_perfect_tile %12 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 11, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %17:4 = transform.msched.sample_perfect_tile %12 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 3, 2, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %18:2 = transform.msched.sample_perfect_tile %12 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %19:2 = transform.msched.sample_perfect_tile %12 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %20 = transform.msched.privatize_init_fill %12 : (!transform.any_op) -> !transform.any_op
    %21 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1_init" -> !transform.any_param
    transform.annotate %20 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.msched.multiply %16#1, %16#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %23 = transform.msched.multiply %17#1, %17#2, %17#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %12 tile_sizes [0, %22, 0, %23, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %24 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %24 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %25 = transform.msched.multiply %17#2, %17#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %16#2, 0, %25, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %18#1, %19#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 0, %17#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:2 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %26 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %26 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %27 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %loops_5#1 "msched.block" = %27 : !transform.any_op, !transform.any_param
    %28 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %13 "msched.tiling_structure" = %28 : !transform.any_op, !transform.any_param
    %29:4 = transform.msched.sample_perfect_tile %13 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [4, 1, 1, 14] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %30:4 = transform.msched.sample_perfect_tile %13 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [3, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %31:2 = transform.msched.sample_perfect_tile %13 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %32:2 = transform.msched.sample_perfect_tile %13 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %33 = transform.msched.privatize_init_fill %13 : (!transform.any_op) -> !transform.any_op
    %34 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0_init" -> !transform.any_param
    transform.annotate %33 "msched.block" = %34 : !transform.any_op, !transform.any_param
    %35 = transform.msched.multiply %29#1, %29#2, %29#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %36 = transform.msched.multiply %30#1, %30#2, %30#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %13 tile_sizes [0, 0, %35, %36, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %37 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_8, %new_containing_op_9 = transform.structured.fuse_into_containing_op %37 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %38 = transform.msched.multiply %29#2, %29#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %39 = transform.msched.multiply %30#2, %30#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, 0, %38, %39, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:2 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 0, 0, %31#1, %32#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 0, %29#3, %30#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:2 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %40 = transform.structured.decompose %tiled_linalg_op_16 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %40 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_9 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_17#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#1 : !transform.any_op
    transform.apply_licm to %loops_17#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#0 : !transform.any_op
    %41 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %loops_17#1 "msched.block" = %41 : !transform.any_op, !transform.any_param
    %42 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %14 "msched.tiling_structure" = %42 : !transform.any_op, !transform.any_param
    %43 = transform.structured.split %14 after 42  {dimension = 2 : i64} : !transform.any_op
    %44:2 = transform.split_handle %43 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %45 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %44#0 "msched.block" = %45 : !transform.any_op, !transform.any_param
    %46 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %44#1 "msched.block" = %46 : !transform.any_op, !transform.any_param
    %47:3 = transform.msched.sample_perfect_tile %44#0 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 1, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %48:4 = transform.msched.sample_perfect_tile %44#0 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 3, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %49:4 = transform.msched.sample_perfect_tile %44#0 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [3, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %50:2 = transform.msched.sample_perfect_tile %44#0 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %51:2 = transform.msched.sample_perfect_tile %44#0 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %52 = transform.msched.multiply %47#1, %47#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %53 = transform.msched.multiply %48#1, %48#2, %48#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %54 = transform.msched.multiply %49#1, %49#2, %49#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_18, %forall_op_19 = transform.structured.tile_using_forall %44#0 tile_sizes [0, %52, %53, %54, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %55 = transform.msched.multiply %48#2, %48#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %56 = transform.msched.multiply %49#2, %49#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_20, %loops_21:3 = transform.structured.tile_using_for %tiled_op_18 tile_sizes [0, %47#2, %55, %56, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_22, %loops_23:2 = transform.structured.tile_using_for %tiled_linalg_op_20 tile_sizes [0, 0, 0, 0, %50#1, %51#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:3 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 1, %48#3, %49#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:2 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %57 = transform.structured.decompose %tiled_linalg_op_26 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %57 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_19 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_27#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_27#1 : !transform.any_op
    transform.apply_licm to %loops_27#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_27#0 : !transform.any_op
    %58 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %loops_27#1 "msched.block" = %58 : !transform.any_op, !transform.any_param
    %59:3 = transform.msched.sample_perfect_tile %44#1 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 1, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %60:4 = transform.msched.sample_perfect_tile %44#1 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 1, 13] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %61:4 = transform.msched.sample_perfect_tile %44#1 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [3, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %62:2 = transform.msched.sample_perfect_tile %44#1 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %63:2 = transform.msched.sample_perfect_tile %44#1 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %64 = transform.msched.multiply %59#1, %59#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %65 = transform.msched.multiply %60#1, %60#2, %60#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %66 = transform.msched.multiply %61#1, %61#2, %61#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_28, %forall_op_29 = transform.structured.tile_using_forall %44#1 tile_sizes [0, %64, %65, %66, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %67 = transform.msched.multiply %60#2, %60#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %68 = transform.msched.multiply %61#2, %61#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_30, %loops_31:3 = transform.structured.tile_using_for %tiled_op_28 tile_sizes [0, %59#2, %67, %68, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_32, %loops_33:2 = transform.structured.tile_using_for %tiled_linalg_op_30 tile_sizes [0, 0, 0, 0, %62#1, %63#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_34, %loops_35:3 = transform.structured.tile_using_for %tiled_linalg_op_32 tile_sizes [0, 1, %60#3, %61#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:2 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %69 = transform.structured.decompose %tiled_linalg_op_36 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %69 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_29 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_37#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_37#1 : !transform.any_op
    transform.apply_licm to %loops_37#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_37#0 : !transform.any_op
    %70 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %loops_37#1 "msched.block" = %70 : !transform.any_op, !transform.any_param
    %71 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest"} in %0 : (!transform.any_op) -> !transform.any_op
    %72 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %73 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %74 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %75 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %76 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_38, %forall_op_39 = transform.structured.tile_using_forall %2#1 tile_sizes [0, 4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:3 = transform.structured.tile_using_for %tiled_op_38 tile_sizes [0, 1, 1, 48] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %77 = transform.get_parent_op %tiled_linalg_op_40 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_40 {create_named_contraction} : !transform.any_op
    transform.yield 
  }
}

