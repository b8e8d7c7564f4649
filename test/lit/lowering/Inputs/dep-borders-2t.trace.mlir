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
    %interior, %borders = transform.msched.peel_padding %2#2 {restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
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
    %26 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %25 "msched.tiling_structure" = %26 : !transform.any_op, !transform.any_param
    %27:3 = transform.msched.sample_perfect_tile %25 loop = 1 n = 3 max_innermost_factor = 64 outermost_prior = [2] decision = [2, 5, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %28:4 = transform.msched.sample_perfect_tile %25 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [2, 1, 2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %29:2 = transform.msched.sample_perfect_tile %25 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %30:2 = transform.msched.sample_perfect_tile %25 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %31 = transform.msched.multiply %27#1, %27#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %32 = transform.msched.multiply %28#1, %28#2, %28#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %25 tile_sizes [0, %31, 0, %32, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %33 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %33 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %34 = transform.msched.multiply %28#2, %28#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %27#2, 0, %34, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %29#1, %30#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 0, %28#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:2 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %35 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %35 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %36 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3" -> !transform.any_param
    transform.annotate %loops_5#1 "msched.block" = %36 : !transform.any_op, !transform.any_param
    %37 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %38 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %39 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %38 "msched.tiling_structure" = %39 : !transform.any_op, !transform.any_param
    %40 = transform.msched.multiply %27#1, %27#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %41 = transform.msched.multiply %28#1, %28#2, %28#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %38 tile_sizes [0, %40, 0, %41, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %42 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_8, %new_containing_op_9 = transform.structured.fuse_into_containing_op %42 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %43 = transform.msched.multiply %28#2, %28#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %27#2, 0, %43, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:2 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 0, 0, %29#1, %30#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 1, 0, %28#3, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:2 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %44 = transform.structured.decompose %tiled_linalg_op_16 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %44 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_9 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_17#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#1 : !transform.any_op
    transform.apply_licm to %loops_17#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#0 : !transform.any_op
    %45 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2" -> !transform.any_param
    transform.annotate %loops_17#1 "msched.block" = %45 : !transform.any_op, !transform.any_param
    %46 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %47 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %48 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %47 "msched.tiling_structure" = %48 : !transform.any_op, !transform.any_param
    %49:4 = transform.msched.sample_perfect_tile %47 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] outermost_prior = [2, 4] decision = [2, 14, 1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %50:4 = transform.msched.sample_perfect_tile %47 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 1, 2, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %51:2 = transform.msched.sample_perfect_tile %47 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %52:2 = transform.msched.sample_perfect_tile %47 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %53 = transform.msched.multiply %49#1, %49#2, %49#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %54 = transform.msched.multiply %50#1, %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_18, %forall_op_19 = transform.structured.tile_using_forall %47 tile_sizes [0, 0, %53, %54, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %55 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_20, %new_containing_op_21 = transform.structured.fuse_into_containing_op %55 into %forall_op_19 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %56 = transform.msched.multiply %49#2, %49#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %57 = transform.msched.multiply %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_22, %loops_23:2 = transform.structured.tile_using_for %tiled_op_18 tile_sizes [0, 0, %56, %57, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, %51#1, %52#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:2 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 0, %49#3, %50#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %58 = transform.structured.decompose %tiled_linalg_op_28 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %58 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_21 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_29#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#1 : !transform.any_op
    transform.apply_licm to %loops_29#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#0 : !transform.any_op
    %59 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %loops_29#1 "msched.block" = %59 : !transform.any_op, !transform.any_param
    %60 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %61 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %62 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %61 "msched.tiling_structure" = %62 : !transform.any_op, !transform.any_param
    %63 = transform.msched.multiply %49#1, %49#2, %49#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %64 = transform.msched.multiply %50#1, %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_30, %forall_op_31 = transform.structured.tile_using_forall %61 tile_sizes [0, 0, %63, %64, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %65 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_32, %new_containing_op_33 = transform.structured.fuse_into_containing_op %65 into %forall_op_31 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %66 = transform.msched.multiply %49#2, %49#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %67 = transform.msched.multiply %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_op_30 tile_sizes [0, 0, %66, %67, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:2 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %51#1, %52#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, 0, %49#3, %50#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:2 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %68 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %68 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %69 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %loops_41#1 "msched.block" = %69 : !transform.any_op, !transform.any_param
    %70 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %71 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %72 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %73 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %72 "msched.tiling_structure" = %73 : !transform.any_op, !transform.any_param
    %74:3 = transform.msched.sample_perfect_tile %72 loop = 1 n = 3 max_innermost_factor = 64 outermost_prior = [2] decision = [2, 1, 55] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %75:4 = transform.msched.sample_perfect_tile %72 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [11, 2, 1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %76:4 = transform.msched.sample_perfect_tile %72 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %77:2 = transform.msched.sample_perfect_tile %72 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %78:2 = transform.msched.sample_perfect_tile %72 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %79 = transform.msched.multiply %74#1, %74#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %80 = transform.msched.multiply %75#1, %75#2, %75#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %81 = transform.msched.multiply %76#1, %76#2, %76#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %72 tile_sizes [0, %79, %80, %81, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %82 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_44, %new_containing_op_45 = transform.structured.fuse_into_containing_op %82 into %forall_op_43 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %83 = transform.msched.multiply %75#2, %75#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %84 = transform.msched.multiply %76#2, %76#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_46, %loops_47:3 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, %74#2, %83, %84, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:2 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 0, 0, 0, %77#1, %78#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:3 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 1, %75#3, %76#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_52, %loops_53:2 = transform.structured.tile_using_for %tiled_linalg_op_50 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %85 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %86 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %85 by %86 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %87 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %88 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 3 : !transform.param<i64>
    transform.msched.unroll %87 by %88 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %89 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %90 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %89 by %90 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %91 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    transform.msched.unroll %91 by %90 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %92 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %93 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %94 = transform.get_parent_op %93 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    %95 = transform.structured.decompose %93 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %95 {create_named_contraction} : !transform.any_op
    transform.yield 
  }
}

