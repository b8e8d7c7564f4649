module attributes {msched.func = "dep", transform.with_named_sequence} {
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
    %7:4 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %8 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %7#0 "msched.block" = %8 : !transform.any_op, !transform.any_param
    %9 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %7#0 "msched.reuse_write" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %7#1 "msched.block" = %10 : !transform.any_op, !transform.any_param
    %11 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %7#1 "msched.reuse_write" = %11 : !transform.any_op, !transform.any_param
    %12 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2" -> !transform.any_param
    transform.annotate %7#2 "msched.block" = %12 : !transform.any_op, !transform.any_param
    %13 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %7#2 "msched.reuse_write" = %13 : !transform.any_op, !transform.any_param
    %14 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3" -> !transform.any_param
    transform.annotate %7#3 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %7#3 "msched.reuse_write" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %17 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %18 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %19 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %20 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %21 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %16 "msched.tiling_structure" = %21 : !transform.any_op, !transform.any_param
    %22:3 = transform.msched.sample_perfect_tile %16 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 55, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %23:4 = transform.msched.sample_perfect_tile %16 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %24:2 = transform.msched.sample_perfect_tile %16 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %25:2 = transform.msched.sample_perfect_tile %16 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %26 = transform.msched.privatize_init_fill %16 : (!transform.any_op) -> !transform.any_op
    %27 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3_init" -> !transform.any_param
    transform.annotate %26 "msched.block" = %27 : !transform.any_op, !transform.any_param
    %28 = transform.msched.multiply %22#1, %22#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %29 = transform.msched.multiply %23#1, %23#2, %23#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %16 tile_sizes [0, %28, 0, %29, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %30 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %30 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %31 = transform.msched.multiply %23#2, %23#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %22#2, 0, %31, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %24#1, %25#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 0, %23#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:2 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %32 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %32 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %33 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3" -> !transform.any_param
    transform.annotate %loops_5#1 "msched.block" = %33 : !transform.any_op, !transform.any_param
    %34 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %17 "msched.tiling_structure" = %34 : !transform.any_op, !transform.any_param
    %35 = transform.msched.privatize_init_fill %17 : (!transform.any_op) -> !transform.any_op
    %36 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2_init" -> !transform.any_param
    transform.annotate %35 "msched.block" = %36 : !transform.any_op, !transform.any_param
    %37 = transform.msched.multiply %22#1, %22#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %38 = transform.msched.multiply %23#1, %23#2, %23#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %17 tile_sizes [0, %37, 0, %38, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %39 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_8, %new_containing_op_9 = transform.structured.fuse_into_containing_op %39 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %40 = transform.msched.multiply %23#2, %23#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %22#2, 0, %40, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:2 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 0, 0, %24#1, %25#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 1, 0, %23#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:2 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %41 = transform.structured.decompose %tiled_linalg_op_16 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %41 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_9 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_17#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#1 : !transform.any_op
    transform.apply_licm to %loops_17#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#0 : !transform.any_op
    %42 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2" -> !transform.any_param
    transform.annotate %loops_17#1 "msched.block" = %42 : !transform.any_op, !transform.any_param
    %43 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %18 "msched.tiling_structure" = %43 : !transform.any_op, !transform.any_param
    %44:4 = transform.msched.sample_perfect_tile %18 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 16, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %45:4 = transform.msched.sample_perfect_tile %18 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %46:2 = transform.msched.sample_perfect_tile %18 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %47:2 = transform.msched.sample_perfect_tile %18 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %48 = transform.msched.privatize_init_fill %18 : (!transform.any_op) -> !transform.any_op
    %49 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1_init" -> !transform.any_param
    transform.annotate %48 "msched.block" = %49 : !transform.any_op, !transform.any_param
    %50 = transform.msched.multiply %44#1, %44#2, %44#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %51 = transform.msched.multiply %45#1, %45#2, %45#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_18, %forall_op_19 = transform.structured.tile_using_forall %18 tile_sizes [0, 0, %50, %51, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %52 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_20, %new_containing_op_21 = transform.structured.fuse_into_containing_op %52 into %forall_op_19 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %53 = transform.msched.multiply %44#2, %44#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %54 = transform.msched.multiply %45#2, %45#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_22, %loops_23:2 = transform.structured.tile_using_for %tiled_op_18 tile_sizes [0, 0, %53, %54, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, %46#1, %47#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:2 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 0, %44#3, %45#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %55 = transform.structured.decompose %tiled_linalg_op_28 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %55 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_21 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_29#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#1 : !transform.any_op
    transform.apply_licm to %loops_29#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#0 : !transform.any_op
    %56 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %loops_29#1 "msched.block" = %56 : !transform.any_op, !transform.any_param
    %57 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %19 "msched.tiling_structure" = %57 : !transform.any_op, !transform.any_param
    %58 = transform.msched.privatize_init_fill %19 : (!transform.any_op) -> !transform.any_op
    %59 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0_init" -> !transform.any_param
    transform.annotate %58 "msched.block" = %59 : !transform.any_op, !transform.any_param
    %60 = transform.msched.multiply %44#1, %44#2, %44#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %61 = transform.msched.multiply %45#1, %45#2, %45#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_30, %forall_op_31 = transform.structured.tile_using_forall %19 tile_sizes [0, 0, %60, %61, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %62 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_32, %new_containing_op_33 = transform.structured.fuse_into_containing_op %62 into %forall_op_31 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %63 = transform.msched.multiply %44#2, %44#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %64 = transform.msched.multiply %45#2, %45#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_op_30 tile_sizes [0, 0, %63, %64, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:2 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %46#1, %47#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, 0, %44#3, %45#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:2 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %65 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %65 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %66 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %loops_41#1 "msched.block" = %66 : !transform.any_op, !transform.any_param
    %67 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %20 "msched.tiling_structure" = %67 : !transform.any_op, !transform.any_param
    %68 = transform.structured.split %20 after 98  {dimension = 2 : i64} : !transform.any_op
    %69:2 = transform.split_handle %68 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %70 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %69#0 "msched.block" = %70 : !transform.any_op, !transform.any_param
    %71 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %69#1 "msched.block" = %71 : !transform.any_op, !transform.any_param
    %72:3 = transform.msched.sample_perfect_tile %69#0 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 2, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %73:4 = transform.msched.sample_perfect_tile %69#0 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 7, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %74:4 = transform.msched.sample_perfect_tile %69#0 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %75:2 = transform.msched.sample_perfect_tile %69#0 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %76:2 = transform.msched.sample_perfect_tile %69#0 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %77 = transform.msched.multiply %72#1, %72#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %78 = transform.msched.multiply %73#1, %73#2, %73#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %79 = transform.msched.multiply %74#1, %74#2, %74#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %69#0 tile_sizes [0, %77, %78, %79, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %80 = transform.msched.multiply %73#2, %73#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %81 = transform.msched.multiply %74#2, %74#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_44, %loops_45:3 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, %72#2, %80, %81, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_46, %loops_47:2 = transform.structured.tile_using_for %tiled_linalg_op_44 tile_sizes [0, 0, 0, 0, %75#1, %76#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:3 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 1, %73#3, %74#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:2 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %82 = transform.structured.decompose %tiled_linalg_op_50 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %82 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_43 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_51#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#1 : !transform.any_op
    transform.apply_licm to %loops_51#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#0 : !transform.any_op
    %83 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %loops_51#1 "msched.block" = %83 : !transform.any_op, !transform.any_param
    %84:3 = transform.msched.sample_perfect_tile %69#1 loop = 1 n = 3 max_innermost_factor = 64 decision = [10, 1, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %85:4 = transform.msched.sample_perfect_tile %69#1 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 1, 12] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %86:4 = transform.msched.sample_perfect_tile %69#1 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %87:2 = transform.msched.sample_perfect_tile %69#1 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %88:2 = transform.msched.sample_perfect_tile %69#1 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %89 = transform.msched.multiply %84#1, %84#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %90 = transform.msched.multiply %85#1, %85#2, %85#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %91 = transform.msched.multiply %86#1, %86#2, %86#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_52, %forall_op_53 = transform.structured.tile_using_forall %69#1 tile_sizes [0, %89, %90, %91, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %92 = transform.msched.multiply %85#2, %85#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %93 = transform.msched.multiply %86#2, %86#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_54, %loops_55:3 = transform.structured.tile_using_for %tiled_op_52 tile_sizes [0, %84#2, %92, %93, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_56, %loops_57:2 = transform.structured.tile_using_for %tiled_linalg_op_54 tile_sizes [0, 0, 0, 0, %87#1, %88#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_58, %loops_59:3 = transform.structured.tile_using_for %tiled_linalg_op_56 tile_sizes [0, 1, %85#3, %86#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61:2 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %94 = transform.structured.decompose %tiled_linalg_op_60 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %94 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_53 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_61#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#1 : !transform.any_op
    transform.apply_licm to %loops_61#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#0 : !transform.any_op
    %95 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %loops_61#1 "msched.block" = %95 : !transform.any_op, !transform.any_param
    %96 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest"} in %0 : (!transform.any_op) -> !transform.any_op
    %97 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %98 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %99 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %100 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %101 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %102 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %103 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %104 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %105 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_62, %forall_op_63 = transform.structured.tile_using_forall %2#1 tile_sizes [0, 7, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_64, %loops_65:2 = transform.structured.tile_using_for %tiled_op_62 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %106 = transform.get_parent_op %tiled_linalg_op_64 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_64 {create_named_contraction} : !transform.any_op
    transform.yield 
  }
}

