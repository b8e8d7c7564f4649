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
    %7 = transform.msched.privatize_init_fill %interior : (!transform.any_op) -> !transform.any_op
    %8 = transform.split_handle %7 : (!transform.any_op) -> !transform.any_op
    %9 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_init" -> !transform.any_param
    transform.annotate %8 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.msched.privatize_init_fill %borders : (!transform.any_op) -> !transform.any_op
    %11:2 = transform.split_handle %10 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %12 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0_init" -> !transform.any_param
    transform.annotate %11#0 "msched.block" = %12 : !transform.any_op, !transform.any_param
    %13 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1_init" -> !transform.any_param
    transform.annotate %11#1 "msched.block" = %13 : !transform.any_op, !transform.any_param
    %14:2 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %15 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %14#0 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %14#0 "msched.reuse_write" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %14#1 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %14#1 "msched.reuse_write" = %18 : !transform.any_op, !transform.any_param
    %19 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %20 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %21 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %22 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %23 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %24 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %25 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %19 "msched.tiling_structure" = %25 : !transform.any_op, !transform.any_param
    %26:3 = transform.msched.sample_perfect_tile %19 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 11, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %27:4 = transform.msched.sample_perfect_tile %19 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 3, 2, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %28:2 = transform.msched.sample_perfect_tile %19 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %29:2 = transform.msched.sample_perfect_tile %19 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %30 = transform.msched.multiply %26#1, %26#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %31 = transform.msched.multiply %27#1, %27#2, %27#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %19 tile_sizes [0, %30, 0, %31, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %32 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %32 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %33 = transform.msched.multiply %27#2, %27#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %26#2, 0, %33, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %28#1, %29#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 0, %27#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:2 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %34 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %34 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %35 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %loops_5#1 "msched.block" = %35 : !transform.any_op, !transform.any_param
    %36 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %37 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %21 "msched.tiling_structure" = %37 : !transform.any_op, !transform.any_param
    %38:4 = transform.msched.sample_perfect_tile %21 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [4, 1, 1, 14] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %39:4 = transform.msched.sample_perfect_tile %21 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [3, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %40:2 = transform.msched.sample_perfect_tile %21 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %41:2 = transform.msched.sample_perfect_tile %21 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %42 = transform.msched.multiply %38#1, %38#2, %38#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %43 = transform.msched.multiply %39#1, %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %21 tile_sizes [0, 0, %42, %43, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %44 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_8, %new_containing_op_9 = transform.structured.fuse_into_containing_op %44 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %45 = transform.msched.multiply %38#2, %38#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %46 = transform.msched.multiply %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, 0, %45, %46, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:2 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 0, 0, %40#1, %41#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 0, %38#3, %39#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:2 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %47 = transform.structured.decompose %tiled_linalg_op_16 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %47 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_9 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_17#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#1 : !transform.any_op
    transform.apply_licm to %loops_17#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#0 : !transform.any_op
    %48 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %loops_17#1 "msched.block" = %48 : !transform.any_op, !transform.any_param
    %49 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %50 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %24 "msched.tiling_structure" = %50 : !transform.any_op, !transform.any_param
    %51 = transform.structured.split %24 after 42  {dimension = 2 : i64} : !transform.any_op
    %52 = transform.msched.privatize_init_fill %51 : (!transform.any_op) -> !transform.any_op
    %53:2 = transform.split_handle %52 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %54 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_init" -> !transform.any_param
    transform.annotate %53#0 "msched.block" = %54 : !transform.any_op, !transform.any_param
    %55 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest_init" -> !transform.any_param
    transform.annotate %53#1 "msched.block" = %55 : !transform.any_op, !transform.any_param
    %56:2 = transform.split_handle %51 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %57 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %56#0 "msched.block" = %57 : !transform.any_op, !transform.any_param
    %58 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %56#1 "msched.block" = %58 : !transform.any_op, !transform.any_param
    %59:3 = transform.msched.sample_perfect_tile %56#0 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 1, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %60:4 = transform.msched.sample_perfect_tile %56#0 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 3, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %61:4 = transform.msched.sample_perfect_tile %56#0 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [3, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %62:2 = transform.msched.sample_perfect_tile %56#0 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %63:2 = transform.msched.sample_perfect_tile %56#0 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %64 = transform.msched.multiply %59#1, %59#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %65 = transform.msched.multiply %60#1, %60#2, %60#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %66 = transform.msched.multiply %61#1, %61#2, %61#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_18, %forall_op_19 = transform.structured.tile_using_forall %56#0 tile_sizes [0, %64, %65, %66, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %67 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_20, %new_containing_op_21 = transform.structured.fuse_into_containing_op %67 into %forall_op_19 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %68 = transform.msched.multiply %60#2, %60#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %69 = transform.msched.multiply %61#2, %61#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_22, %loops_23:3 = transform.structured.tile_using_for %tiled_op_18 tile_sizes [0, %59#2, %68, %69, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, %62#1, %63#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:3 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 1, %60#3, %61#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %70 = transform.structured.decompose %tiled_linalg_op_28 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %70 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_21 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_29#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#1 : !transform.any_op
    transform.apply_licm to %loops_29#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#0 : !transform.any_op
    %71 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %loops_29#1 "msched.block" = %71 : !transform.any_op, !transform.any_param
    %72:3 = transform.msched.sample_perfect_tile %56#1 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 1, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %73:4 = transform.msched.sample_perfect_tile %56#1 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 1, 13] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %74:4 = transform.msched.sample_perfect_tile %56#1 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [3, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %75:2 = transform.msched.sample_perfect_tile %56#1 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %76:2 = transform.msched.sample_perfect_tile %56#1 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %77 = transform.msched.multiply %72#1, %72#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %78 = transform.msched.multiply %73#1, %73#2, %73#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %79 = transform.msched.multiply %74#1, %74#2, %74#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_30, %forall_op_31 = transform.structured.tile_using_forall %56#1 tile_sizes [0, %77, %78, %79, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %80 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_32, %new_containing_op_33 = transform.structured.fuse_into_containing_op %80 into %forall_op_31 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %81 = transform.msched.multiply %73#2, %73#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %82 = transform.msched.multiply %74#2, %74#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:3 = transform.structured.tile_using_for %tiled_op_30 tile_sizes [0, %72#2, %81, %82, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:2 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %75#1, %76#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:3 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, 1, %73#3, %74#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:2 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %83 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %83 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %84 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %loops_41#1 "msched.block" = %84 : !transform.any_op, !transform.any_param
    %85 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest"} in %0 : (!transform.any_op) -> !transform.any_op
    %86 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %87 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %88 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %89 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %90 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    transform.yield 
  }
}

