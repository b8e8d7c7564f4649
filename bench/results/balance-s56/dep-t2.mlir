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
    %interior, %borders = transform.msched.peel_padding %2#2 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %6 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %interior "msched.block" = %6 : !transform.any_op, !transform.any_param
    %7 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %interior "msched.tile_group" = %7 : !transform.any_op, !transform.any_param
    %8 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %borders "msched.tile_group" = %8 : !transform.any_op, !transform.any_param
    %9 = transform.msched.privatize_init_fill %interior : (!transform.any_op) -> !transform.any_op
    %10 = transform.split_handle %9 : (!transform.any_op) -> !transform.any_op
    %11 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_init" -> !transform.any_param
    transform.annotate %10 "msched.block" = %11 : !transform.any_op, !transform.any_param
    %12 = transform.msched.privatize_init_fill %borders : (!transform.any_op) -> !transform.any_op
    %13:4 = transform.split_handle %12 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %14 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0_init" -> !transform.any_param
    transform.annotate %13#0 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1_init" -> !transform.any_param
    transform.annotate %13#1 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2_init" -> !transform.any_param
    transform.annotate %13#2 "msched.block" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3_init" -> !transform.any_param
    transform.annotate %13#3 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18:4 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %19 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %18#0 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#0 "msched.reuse_write" = %20 : !transform.any_op, !transform.any_param
    %21 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %18#1 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#1 "msched.reuse_write" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2" -> !transform.any_param
    transform.annotate %18#2 "msched.block" = %23 : !transform.any_op, !transform.any_param
    %24 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#2 "msched.reuse_write" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3" -> !transform.any_param
    transform.annotate %18#3 "msched.block" = %25 : !transform.any_op, !transform.any_param
    %26 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#3 "msched.reuse_write" = %26 : !transform.any_op, !transform.any_param
    %27 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %28 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %29 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %30 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %31 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %32 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %33 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %34 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %35 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %36 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %37 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %27 "msched.tiling_structure" = %37 : !transform.any_op, !transform.any_param
    %38:4 = transform.msched.sample_perfect_tile %27 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] outermost_prior = [2] decision = [2, 5, 1, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %39:4 = transform.msched.sample_perfect_tile %27 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 1, 2, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %40:2 = transform.msched.sample_perfect_tile %27 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %41:2 = transform.msched.sample_perfect_tile %27 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %42 = transform.msched.multiply %38#1, %38#2, %38#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %43 = transform.msched.multiply %39#1, %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %27 tile_sizes [0, 0, %42, %43, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %44 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %45 = transform.msched.fuse_into_forall_output %44 into %forall_op : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %46 = transform.msched.multiply %38#2, %38#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %47 = transform.msched.multiply %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, 0, %46, %47, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %40#1, %41#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 0, %38#3, %39#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:2 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %48 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %48 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %49 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border3" -> !transform.any_param
    transform.annotate %loops_5#1 "msched.block" = %49 : !transform.any_op, !transform.any_param
    %50 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %51 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %29 "msched.tiling_structure" = %51 : !transform.any_op, !transform.any_param
    %52 = transform.msched.multiply %38#1, %38#2, %38#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %53 = transform.msched.multiply %39#1, %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %29 tile_sizes [0, 0, %52, %53, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %54 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %55 = transform.msched.fuse_into_forall_output %54 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %56 = transform.msched.multiply %38#2, %38#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %57 = transform.msched.multiply %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, 0, %56, %57, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 0, 0, %40#1, %41#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:2 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, %38#3, %39#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %58 = transform.structured.decompose %tiled_linalg_op_14 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %58 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_7 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_15#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_15#1 : !transform.any_op
    transform.apply_licm to %loops_15#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_15#0 : !transform.any_op
    %59 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border2" -> !transform.any_param
    transform.annotate %loops_15#1 "msched.block" = %59 : !transform.any_op, !transform.any_param
    %60 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %61 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %31 "msched.tiling_structure" = %61 : !transform.any_op, !transform.any_param
    %62:4 = transform.msched.sample_perfect_tile %31 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] outermost_prior = [2, 4, 8] decision = [4, 4, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %63:2 = transform.msched.sample_perfect_tile %31 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %64:2 = transform.msched.sample_perfect_tile %31 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %65 = transform.msched.multiply %62#1, %62#2, %62#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %66 = transform.msched.multiply %39#1, %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_16, %forall_op_17 = transform.structured.tile_using_forall %31 tile_sizes [0, %65, 0, %66, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %67 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %68 = transform.msched.fuse_into_forall_output %67 into %forall_op_17 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %69 = transform.msched.multiply %62#2, %62#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %70 = transform.msched.multiply %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_18, %loops_19:2 = transform.structured.tile_using_for %tiled_op_16 tile_sizes [0, %69, 0, %70, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_20, %loops_21:2 = transform.structured.tile_using_for %tiled_linalg_op_18 tile_sizes [0, 0, 0, 0, %63#1, %64#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_22, %loops_23:2 = transform.structured.tile_using_for %tiled_linalg_op_20 tile_sizes [0, %62#3, 0, %39#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %71 = transform.structured.decompose %tiled_linalg_op_24 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %71 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_17 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_25#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_25#1 : !transform.any_op
    transform.apply_licm to %loops_25#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_25#0 : !transform.any_op
    %72 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border1" -> !transform.any_param
    transform.annotate %loops_25#1 "msched.block" = %72 : !transform.any_op, !transform.any_param
    %73 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %74 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %33 "msched.tiling_structure" = %74 : !transform.any_op, !transform.any_param
    %75 = transform.msched.multiply %62#1, %62#2, %62#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %76 = transform.msched.multiply %39#1, %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_26, %forall_op_27 = transform.structured.tile_using_forall %33 tile_sizes [0, %75, 0, %76, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %77 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %78 = transform.msched.fuse_into_forall_output %77 into %forall_op_27 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %79 = transform.msched.multiply %62#2, %62#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %80 = transform.msched.multiply %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_op_26 tile_sizes [0, %79, 0, %80, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_30, %loops_31:2 = transform.structured.tile_using_for %tiled_linalg_op_28 tile_sizes [0, 0, 0, 0, %63#1, %64#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_32, %loops_33:2 = transform.structured.tile_using_for %tiled_linalg_op_30 tile_sizes [0, %62#3, 0, %39#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_linalg_op_32 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %81 = transform.structured.decompose %tiled_linalg_op_34 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %81 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_27 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_35#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_35#1 : !transform.any_op
    transform.apply_licm to %loops_35#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_35#0 : !transform.any_op
    %82 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0_border0" -> !transform.any_param
    transform.annotate %loops_35#1 "msched.block" = %82 : !transform.any_op, !transform.any_param
    %83 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %84 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %36 "msched.tiling_structure" = %84 : !transform.any_op, !transform.any_param
    %85:3 = transform.msched.sample_perfect_tile %36 loop = 1 n = 3 max_innermost_factor = 64 outermost_prior = [2] decision = [2, 11, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %86:4 = transform.msched.sample_perfect_tile %36 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 10, 11] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %87 = transform.msched.multiply %85#1, %85#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %88 = transform.msched.multiply %86#1, %86#2, %86#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %89 = transform.msched.multiply %39#1, %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_36, %forall_op_37 = transform.structured.tile_using_forall %36 tile_sizes [0, %87, %88, %89, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %90 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %91 = transform.msched.fuse_into_forall_output %90 into %forall_op_37 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %92 = transform.msched.multiply %86#2, %86#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %93 = transform.msched.multiply %39#2, %39#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_38, %loops_39:3 = transform.structured.tile_using_for %tiled_op_36 tile_sizes [0, %85#2, %92, %93, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:2 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, %63#1, %41#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_42, %loops_43:3 = transform.structured.tile_using_for %tiled_linalg_op_40 tile_sizes [0, 1, %86#3, %39#3, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_44, %loops_45:2 = transform.structured.tile_using_for %tiled_linalg_op_42 tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %94 = transform.structured.decompose %tiled_linalg_op_44 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %94 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_37 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_45#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_45#1 : !transform.any_op
    transform.apply_licm to %loops_45#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_45#0 : !transform.any_op
    %95 = transform.param.constant "depthwise_conv_2d_nhwc_hwc_0" -> !transform.any_param
    transform.annotate %loops_45#1 "msched.block" = %95 : !transform.any_op, !transform.any_param
    %96 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %97 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %98 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %99 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %100 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %101 = transform.structured.match attributes {msched.block = "depthwise_conv_2d_nhwc_hwc_0"} in %0 : (!transform.any_op) -> !transform.any_op
    transform.yield 
  }
}

