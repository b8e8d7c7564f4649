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
    %7 = transform.msched.privatize_init_fill %interior : (!transform.any_op) -> !transform.any_op
    %8 = transform.split_handle %7 : (!transform.any_op) -> !transform.any_op
    %9 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_init" -> !transform.any_param
    transform.annotate %8 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.msched.privatize_init_fill %borders : (!transform.any_op) -> !transform.any_op
    %11:4 = transform.split_handle %10 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %12 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0_init" -> !transform.any_param
    transform.annotate %11#0 "msched.block" = %12 : !transform.any_op, !transform.any_param
    %13 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1_init" -> !transform.any_param
    transform.annotate %11#1 "msched.block" = %13 : !transform.any_op, !transform.any_param
    %14 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2_init" -> !transform.any_param
    transform.annotate %11#2 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3_init" -> !transform.any_param
    transform.annotate %11#3 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16:4 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %17 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %16#0 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %16#0 "msched.reuse_write" = %18 : !transform.any_op, !transform.any_param
    %19 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %16#1 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %16#1 "msched.reuse_write" = %20 : !transform.any_op, !transform.any_param
    %21 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2" -> !transform.any_param
    transform.annotate %16#2 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %16#2 "msched.reuse_write" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3" -> !transform.any_param
    transform.annotate %16#3 "msched.block" = %23 : !transform.any_op, !transform.any_param
    %24 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %16#3 "msched.reuse_write" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %26 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %27 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %28 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %29 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %30 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %31 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %32 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %33 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %34 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %35 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %25 "msched.tiling_structure" = %35 : !transform.any_op, !transform.any_param
    %36:3 = transform.msched.sample_perfect_tile %25 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 55, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %37:4 = transform.msched.sample_perfect_tile %25 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %38:2 = transform.msched.sample_perfect_tile %25 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %39:2 = transform.msched.sample_perfect_tile %25 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %40 = transform.msched.multiply %36#1, %36#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %41 = transform.msched.multiply %37#1, %37#2, %37#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %25 tile_sizes [0, %40, 0, %41, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %42 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %42 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %43 = transform.msched.multiply %37#2, %37#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %36#2, 0, %43, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %38#1, %39#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 0, %37#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:2 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %44 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %44 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %45 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3" -> !transform.any_param
    transform.annotate %loops_5#1 "msched.block" = %45 : !transform.any_op, !transform.any_param
    %46 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %47 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %27 "msched.tiling_structure" = %47 : !transform.any_op, !transform.any_param
    %48 = transform.msched.multiply %36#1, %36#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %49 = transform.msched.multiply %37#1, %37#2, %37#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %27 tile_sizes [0, %48, 0, %49, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %50 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_8, %new_containing_op_9 = transform.structured.fuse_into_containing_op %50 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %51 = transform.msched.multiply %37#2, %37#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %36#2, 0, %51, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:2 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 0, 0, %38#1, %39#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 1, 0, %37#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:2 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %52 = transform.structured.decompose %tiled_linalg_op_16 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %52 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_9 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_17#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#1 : !transform.any_op
    transform.apply_licm to %loops_17#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#0 : !transform.any_op
    %53 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2" -> !transform.any_param
    transform.annotate %loops_17#1 "msched.block" = %53 : !transform.any_op, !transform.any_param
    %54 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %55 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %29 "msched.tiling_structure" = %55 : !transform.any_op, !transform.any_param
    %56:4 = transform.msched.sample_perfect_tile %29 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 16, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %57:4 = transform.msched.sample_perfect_tile %29 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %58:2 = transform.msched.sample_perfect_tile %29 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %59:2 = transform.msched.sample_perfect_tile %29 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %60 = transform.msched.multiply %56#1, %56#2, %56#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %61 = transform.msched.multiply %57#1, %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_18, %forall_op_19 = transform.structured.tile_using_forall %29 tile_sizes [0, 0, %60, %61, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %62 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_20, %new_containing_op_21 = transform.structured.fuse_into_containing_op %62 into %forall_op_19 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %63 = transform.msched.multiply %56#2, %56#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %64 = transform.msched.multiply %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_22, %loops_23:2 = transform.structured.tile_using_for %tiled_op_18 tile_sizes [0, 0, %63, %64, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, %58#1, %59#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:2 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 0, %56#3, %57#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %65 = transform.structured.decompose %tiled_linalg_op_28 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %65 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_21 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_29#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#1 : !transform.any_op
    transform.apply_licm to %loops_29#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#0 : !transform.any_op
    %66 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %loops_29#1 "msched.block" = %66 : !transform.any_op, !transform.any_param
    %67 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %68 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %31 "msched.tiling_structure" = %68 : !transform.any_op, !transform.any_param
    %69 = transform.msched.multiply %56#1, %56#2, %56#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %70 = transform.msched.multiply %57#1, %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_30, %forall_op_31 = transform.structured.tile_using_forall %31 tile_sizes [0, 0, %69, %70, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %71 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_32, %new_containing_op_33 = transform.structured.fuse_into_containing_op %71 into %forall_op_31 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %72 = transform.msched.multiply %56#2, %56#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %73 = transform.msched.multiply %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_op_30 tile_sizes [0, 0, %72, %73, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:2 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %58#1, %59#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, 0, %56#3, %57#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:2 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %74 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %74 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %75 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %loops_41#1 "msched.block" = %75 : !transform.any_op, !transform.any_param
    %76 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %77 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %34 "msched.tiling_structure" = %77 : !transform.any_op, !transform.any_param
    %78 = transform.structured.split %34 after 98  {dimension = 2 : i64} : !transform.any_op
    %79 = transform.msched.privatize_init_fill %78 : (!transform.any_op) -> !transform.any_op
    %80:2 = transform.split_handle %79 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %81 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_init" -> !transform.any_param
    transform.annotate %80#0 "msched.block" = %81 : !transform.any_op, !transform.any_param
    %82 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest_init" -> !transform.any_param
    transform.annotate %80#1 "msched.block" = %82 : !transform.any_op, !transform.any_param
    %83:2 = transform.split_handle %78 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %84 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %83#0 "msched.block" = %84 : !transform.any_op, !transform.any_param
    %85 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %83#1 "msched.block" = %85 : !transform.any_op, !transform.any_param
    %86:3 = transform.msched.sample_perfect_tile %83#0 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 2, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %87:4 = transform.msched.sample_perfect_tile %83#0 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 7, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %88:4 = transform.msched.sample_perfect_tile %83#0 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %89:2 = transform.msched.sample_perfect_tile %83#0 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %90:2 = transform.msched.sample_perfect_tile %83#0 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %91 = transform.msched.multiply %86#1, %86#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %92 = transform.msched.multiply %87#1, %87#2, %87#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %93 = transform.msched.multiply %88#1, %88#2, %88#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %83#0 tile_sizes [0, %91, %92, %93, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %94 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_44, %new_containing_op_45 = transform.structured.fuse_into_containing_op %94 into %forall_op_43 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %95 = transform.msched.multiply %87#2, %87#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %96 = transform.msched.multiply %88#2, %88#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_46, %loops_47:3 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, %86#2, %95, %96, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:2 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 0, 0, 0, %89#1, %90#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:3 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 1, %87#3, %88#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_52, %loops_53:2 = transform.structured.tile_using_for %tiled_linalg_op_50 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %97 = transform.structured.decompose %tiled_linalg_op_52 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %97 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_45 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_53#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#1 : !transform.any_op
    transform.apply_licm to %loops_53#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#0 : !transform.any_op
    %98 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %loops_53#1 "msched.block" = %98 : !transform.any_op, !transform.any_param
    %99:3 = transform.msched.sample_perfect_tile %83#1 loop = 1 n = 3 max_innermost_factor = 64 decision = [10, 1, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %100:4 = transform.msched.sample_perfect_tile %83#1 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 1, 12] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %101:4 = transform.msched.sample_perfect_tile %83#1 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %102:2 = transform.msched.sample_perfect_tile %83#1 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %103:2 = transform.msched.sample_perfect_tile %83#1 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %104 = transform.msched.multiply %99#1, %99#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %105 = transform.msched.multiply %100#1, %100#2, %100#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %106 = transform.msched.multiply %101#1, %101#2, %101#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_54, %forall_op_55 = transform.structured.tile_using_forall %83#1 tile_sizes [0, %104, %105, %106, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %107 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_56, %new_containing_op_57 = transform.structured.fuse_into_containing_op %107 into %forall_op_55 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %108 = transform.msched.multiply %100#2, %100#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %109 = transform.msched.multiply %101#2, %101#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_58, %loops_59:3 = transform.structured.tile_using_for %tiled_op_54 tile_sizes [0, %99#2, %108, %109, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61:2 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, %102#1, %103#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_62, %loops_63:3 = transform.structured.tile_using_for %tiled_linalg_op_60 tile_sizes [0, 1, %100#3, %101#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_64, %loops_65:2 = transform.structured.tile_using_for %tiled_linalg_op_62 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %110 = transform.structured.decompose %tiled_linalg_op_64 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %110 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_57 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_65#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#1 : !transform.any_op
    transform.apply_licm to %loops_65#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#0 : !transform.any_op
    %111 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_rest" -> !transform.any_param
    transform.annotate %loops_65#1 "msched.block" = %111 : !transform.any_op, !transform.any_param
    %112 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest"} in %0 : (!transform.any_op) -> !transform.any_op
    %113 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_rest_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %114 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %115 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %116 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %117 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %118 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %119 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    transform.yield 
  }
}

