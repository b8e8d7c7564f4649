module attributes {msched.func = "dil", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:3 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "pad_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "conv_2d_nhwc_hwcf_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %interior, %borders = transform.msched.peel_padding %2#2 {restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %6 = transform.param.constant "conv_2d_nhwc_hwcf_0" -> !transform.any_param
    transform.annotate %interior "msched.block" = %6 : !transform.any_op, !transform.any_param
    %7 = transform.msched.privatize_init_fill %interior : (!transform.any_op) -> !transform.any_op
    %8 = transform.split_handle %7 : (!transform.any_op) -> !transform.any_op
    %9 = transform.param.constant "conv_2d_nhwc_hwcf_0_init" -> !transform.any_param
    transform.annotate %8 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.msched.privatize_init_fill %borders : (!transform.any_op) -> !transform.any_op
    %11:8 = transform.split_handle %10 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %12 = transform.param.constant "conv_2d_nhwc_hwcf_0_border0_init" -> !transform.any_param
    transform.annotate %11#0 "msched.block" = %12 : !transform.any_op, !transform.any_param
    %13 = transform.param.constant "conv_2d_nhwc_hwcf_0_border1_init" -> !transform.any_param
    transform.annotate %11#1 "msched.block" = %13 : !transform.any_op, !transform.any_param
    %14 = transform.param.constant "conv_2d_nhwc_hwcf_0_border2_init" -> !transform.any_param
    transform.annotate %11#2 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "conv_2d_nhwc_hwcf_0_border3_init" -> !transform.any_param
    transform.annotate %11#3 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "conv_2d_nhwc_hwcf_0_border4_init" -> !transform.any_param
    transform.annotate %11#4 "msched.block" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "conv_2d_nhwc_hwcf_0_border5_init" -> !transform.any_param
    transform.annotate %11#5 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18 = transform.param.constant "conv_2d_nhwc_hwcf_0_border6_init" -> !transform.any_param
    transform.annotate %11#6 "msched.block" = %18 : !transform.any_op, !transform.any_param
    %19 = transform.param.constant "conv_2d_nhwc_hwcf_0_border7_init" -> !transform.any_param
    transform.annotate %11#7 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20:8 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %21 = transform.param.constant "conv_2d_nhwc_hwcf_0_border0" -> !transform.any_param
    transform.annotate %20#0 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#0 "msched.reuse_write" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.param.constant "conv_2d_nhwc_hwcf_0_border1" -> !transform.any_param
    transform.annotate %20#1 "msched.block" = %23 : !transform.any_op, !transform.any_param
    %24 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#1 "msched.reuse_write" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.param.constant "conv_2d_nhwc_hwcf_0_border2" -> !transform.any_param
    transform.annotate %20#2 "msched.block" = %25 : !transform.any_op, !transform.any_param
    %26 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#2 "msched.reuse_write" = %26 : !transform.any_op, !transform.any_param
    %27 = transform.param.constant "conv_2d_nhwc_hwcf_0_border3" -> !transform.any_param
    transform.annotate %20#3 "msched.block" = %27 : !transform.any_op, !transform.any_param
    %28 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#3 "msched.reuse_write" = %28 : !transform.any_op, !transform.any_param
    %29 = transform.param.constant "conv_2d_nhwc_hwcf_0_border4" -> !transform.any_param
    transform.annotate %20#4 "msched.block" = %29 : !transform.any_op, !transform.any_param
    %30 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#4 "msched.reuse_write" = %30 : !transform.any_op, !transform.any_param
    %31 = transform.param.constant "conv_2d_nhwc_hwcf_0_border5" -> !transform.any_param
    transform.annotate %20#5 "msched.block" = %31 : !transform.any_op, !transform.any_param
    %32 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#5 "msched.reuse_write" = %32 : !transform.any_op, !transform.any_param
    %33 = transform.param.constant "conv_2d_nhwc_hwcf_0_border6" -> !transform.any_param
    transform.annotate %20#6 "msched.block" = %33 : !transform.any_op, !transform.any_param
    %34 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#6 "msched.reuse_write" = %34 : !transform.any_op, !transform.any_param
    %35 = transform.param.constant "conv_2d_nhwc_hwcf_0_border7" -> !transform.any_param
    transform.annotate %20#7 "msched.block" = %35 : !transform.any_op, !transform.any_param
    %36 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %20#7 "msched.reuse_write" = %36 : !transform.any_op, !transform.any_param
    %37 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border7"} in %0 : (!transform.any_op) -> !transform.any_op
    %38 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border7_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %39 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border6"} in %0 : (!transform.any_op) -> !transform.any_op
    %40 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border6_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %41 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border5"} in %0 : (!transform.any_op) -> !transform.any_op
    %42 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border5_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %43 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border4"} in %0 : (!transform.any_op) -> !transform.any_op
    %44 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border4_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %45 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %46 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %47 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %48 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %49 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %50 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %51 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %52 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %53 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %54 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %55 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %37 "msched.tiling_structure" = %55 : !transform.any_op, !transform.any_param
    %56:3 = transform.msched.sample_perfect_tile %37 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 21, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %57:4 = transform.msched.sample_perfect_tile %37 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [2, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %58:2 = transform.msched.sample_perfect_tile %37 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %59:2 = transform.msched.sample_perfect_tile %37 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [6] decision = [1, 6] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %60:2 = transform.msched.sample_perfect_tile %37 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %61 = transform.msched.multiply %56#1, %56#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %62 = transform.msched.multiply %57#1, %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %37 tile_sizes [0, %61, 0, %62, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %63 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border7_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %63 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %64 = transform.msched.multiply %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %56#2, 0, %64, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %58#1, %59#1, %60#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 0, %57#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:3 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %65 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %65 {create_named_contraction} : !transform.any_op
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
    %66 = transform.param.constant "conv_2d_nhwc_hwcf_0_border7" -> !transform.any_param
    transform.annotate %loops_5#2 "msched.block" = %66 : !transform.any_op, !transform.any_param
    %67 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border7_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %68 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %39 "msched.tiling_structure" = %68 : !transform.any_op, !transform.any_param
    %69:3 = transform.msched.sample_perfect_tile %39 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 35, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %70:4 = transform.msched.sample_perfect_tile %39 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 1, 2, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %71:2 = transform.msched.sample_perfect_tile %39 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %72:2 = transform.msched.sample_perfect_tile %39 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %73:2 = transform.msched.sample_perfect_tile %39 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %74 = transform.msched.multiply %69#1, %69#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %75 = transform.msched.multiply %70#1, %70#2, %70#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %39 tile_sizes [0, %74, 0, %75, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %76 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border6_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_8, %new_containing_op_9 = transform.structured.fuse_into_containing_op %76 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %77 = transform.msched.multiply %70#2, %70#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_10, %loops_11:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %69#2, 0, %77, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:3 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 0, 0, %71#1, %72#1, %73#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 1, 0, %70#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:3 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %78 = transform.structured.decompose %tiled_linalg_op_16 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %78 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_9 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_17#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#2 : !transform.any_op
    transform.apply_licm to %loops_17#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#1 : !transform.any_op
    transform.apply_licm to %loops_17#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#0 : !transform.any_op
    %79 = transform.param.constant "conv_2d_nhwc_hwcf_0_border6" -> !transform.any_param
    transform.annotate %loops_17#2 "msched.block" = %79 : !transform.any_op, !transform.any_param
    %80 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border6_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %81 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %41 "msched.tiling_structure" = %81 : !transform.any_op, !transform.any_param
    %82 = transform.msched.multiply %56#1, %56#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %83 = transform.msched.multiply %57#1, %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_18, %forall_op_19 = transform.structured.tile_using_forall %41 tile_sizes [0, %82, 0, %83, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %84 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border5_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_20, %new_containing_op_21 = transform.structured.fuse_into_containing_op %84 into %forall_op_19 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %85 = transform.msched.multiply %57#2, %57#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_22, %loops_23:2 = transform.structured.tile_using_for %tiled_op_18 tile_sizes [0, %56#2, 0, %85, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:3 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, %58#1, %59#1, %60#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:2 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 1, 0, %57#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:3 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %86 = transform.structured.decompose %tiled_linalg_op_28 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %86 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_21 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_29#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#2 : !transform.any_op
    transform.apply_licm to %loops_29#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#1 : !transform.any_op
    transform.apply_licm to %loops_29#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#0 : !transform.any_op
    %87 = transform.param.constant "conv_2d_nhwc_hwcf_0_border5" -> !transform.any_param
    transform.annotate %loops_29#2 "msched.block" = %87 : !transform.any_op, !transform.any_param
    %88 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border5_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %89 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %43 "msched.tiling_structure" = %89 : !transform.any_op, !transform.any_param
    %90:3 = transform.msched.sample_perfect_tile %43 loop = 1 n = 3 max_innermost_factor = 64 decision = [3, 7, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %91:4 = transform.msched.sample_perfect_tile %43 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %92:2 = transform.msched.sample_perfect_tile %43 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %93:2 = transform.msched.sample_perfect_tile %43 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [5] decision = [5, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %94:2 = transform.msched.sample_perfect_tile %43 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %95 = transform.msched.multiply %90#1, %90#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %96 = transform.msched.multiply %91#1, %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_30, %forall_op_31 = transform.structured.tile_using_forall %43 tile_sizes [0, %95, 0, %96, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %97 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border4_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_32, %new_containing_op_33 = transform.structured.fuse_into_containing_op %97 into %forall_op_31 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %98 = transform.msched.multiply %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_op_30 tile_sizes [0, %90#2, 0, %98, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:3 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %92#1, %93#1, %94#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, 1, 0, %91#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:3 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %99 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %99 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#2 : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %100 = transform.param.constant "conv_2d_nhwc_hwcf_0_border4" -> !transform.any_param
    transform.annotate %loops_41#2 "msched.block" = %100 : !transform.any_op, !transform.any_param
    %101 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border4_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %102 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %45 "msched.tiling_structure" = %102 : !transform.any_op, !transform.any_param
    %103:4 = transform.msched.sample_perfect_tile %45 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 109, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %104:4 = transform.msched.sample_perfect_tile %45 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [2, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %105:2 = transform.msched.sample_perfect_tile %45 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [6] decision = [1, 6] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %106:2 = transform.msched.sample_perfect_tile %45 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [7, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %107:2 = transform.msched.sample_perfect_tile %45 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [3, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %108 = transform.msched.multiply %103#1, %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %109 = transform.msched.multiply %104#1, %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %45 tile_sizes [0, 0, %108, %109, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %110 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_44, %new_containing_op_45 = transform.structured.fuse_into_containing_op %110 into %forall_op_43 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %111 = transform.msched.multiply %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %112 = transform.msched.multiply %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_46, %loops_47:2 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, 0, %111, %112, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:3 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 0, 0, 0, %105#1, %106#1, %107#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:2 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 0, %103#3, %104#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_52, %loops_53:3 = transform.structured.tile_using_for %tiled_linalg_op_50 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %113 = transform.structured.decompose %tiled_linalg_op_52 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %113 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_45 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_53#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#2 : !transform.any_op
    transform.apply_licm to %loops_53#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#1 : !transform.any_op
    transform.apply_licm to %loops_53#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#0 : !transform.any_op
    %114 = transform.param.constant "conv_2d_nhwc_hwcf_0_border3" -> !transform.any_param
    transform.annotate %loops_53#2 "msched.block" = %114 : !transform.any_op, !transform.any_param
    %115 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %116 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %47 "msched.tiling_structure" = %116 : !transform.any_op, !transform.any_param
    %117:4 = transform.msched.sample_perfect_tile %47 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [109, 1, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %118:4 = transform.msched.sample_perfect_tile %47 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 1, 4, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %119:2 = transform.msched.sample_perfect_tile %47 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %120:2 = transform.msched.sample_perfect_tile %47 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [7, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %121:2 = transform.msched.sample_perfect_tile %47 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %122 = transform.msched.multiply %117#1, %117#2, %117#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %123 = transform.msched.multiply %118#1, %118#2, %118#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_54, %forall_op_55 = transform.structured.tile_using_forall %47 tile_sizes [0, 0, %122, %123, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %124 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_56, %new_containing_op_57 = transform.structured.fuse_into_containing_op %124 into %forall_op_55 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %125 = transform.msched.multiply %117#2, %117#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %126 = transform.msched.multiply %118#2, %118#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_58, %loops_59:2 = transform.structured.tile_using_for %tiled_op_54 tile_sizes [0, 0, %125, %126, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61:3 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, %119#1, %120#1, %121#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_62, %loops_63:2 = transform.structured.tile_using_for %tiled_linalg_op_60 tile_sizes [0, 0, %117#3, %118#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_64, %loops_65:3 = transform.structured.tile_using_for %tiled_linalg_op_62 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %127 = transform.structured.decompose %tiled_linalg_op_64 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %127 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_57 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_65#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#2 : !transform.any_op
    transform.apply_licm to %loops_65#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#1 : !transform.any_op
    transform.apply_licm to %loops_65#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#0 : !transform.any_op
    %128 = transform.param.constant "conv_2d_nhwc_hwcf_0_border2" -> !transform.any_param
    transform.annotate %loops_65#2 "msched.block" = %128 : !transform.any_op, !transform.any_param
    %129 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %130 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %49 "msched.tiling_structure" = %130 : !transform.any_op, !transform.any_param
    %131 = transform.msched.multiply %103#1, %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %132 = transform.msched.multiply %104#1, %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_66, %forall_op_67 = transform.structured.tile_using_forall %49 tile_sizes [0, 0, %131, %132, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %133 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_68, %new_containing_op_69 = transform.structured.fuse_into_containing_op %133 into %forall_op_67 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %134 = transform.msched.multiply %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %135 = transform.msched.multiply %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_70, %loops_71:2 = transform.structured.tile_using_for %tiled_op_66 tile_sizes [0, 0, %134, %135, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_72, %loops_73:3 = transform.structured.tile_using_for %tiled_linalg_op_70 tile_sizes [0, 0, 0, 0, %105#1, %106#1, %107#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_74, %loops_75:2 = transform.structured.tile_using_for %tiled_linalg_op_72 tile_sizes [0, 0, %103#3, %104#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_76, %loops_77:3 = transform.structured.tile_using_for %tiled_linalg_op_74 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %136 = transform.structured.decompose %tiled_linalg_op_76 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %136 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_69 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_77#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_77#2 : !transform.any_op
    transform.apply_licm to %loops_77#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_77#1 : !transform.any_op
    transform.apply_licm to %loops_77#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_77#0 : !transform.any_op
    %137 = transform.param.constant "conv_2d_nhwc_hwcf_0_border1" -> !transform.any_param
    transform.annotate %loops_77#2 "msched.block" = %137 : !transform.any_op, !transform.any_param
    %138 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %139 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %51 "msched.tiling_structure" = %139 : !transform.any_op, !transform.any_param
    %140:4 = transform.msched.sample_perfect_tile %51 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 109, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %141:4 = transform.msched.sample_perfect_tile %51 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [4, 1, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %142:2 = transform.msched.sample_perfect_tile %51 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [5] decision = [1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %143:2 = transform.msched.sample_perfect_tile %51 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %144:2 = transform.msched.sample_perfect_tile %51 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %145 = transform.msched.multiply %140#1, %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %146 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_78, %forall_op_79 = transform.structured.tile_using_forall %51 tile_sizes [0, 0, %145, %146, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %147 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_80, %new_containing_op_81 = transform.structured.fuse_into_containing_op %147 into %forall_op_79 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %148 = transform.msched.multiply %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %149 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_82, %loops_83:2 = transform.structured.tile_using_for %tiled_op_78 tile_sizes [0, 0, %148, %149, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_84, %loops_85:3 = transform.structured.tile_using_for %tiled_linalg_op_82 tile_sizes [0, 0, 0, 0, %142#1, %143#1, %144#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_86, %loops_87:2 = transform.structured.tile_using_for %tiled_linalg_op_84 tile_sizes [0, 0, %140#3, %141#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_88, %loops_89:3 = transform.structured.tile_using_for %tiled_linalg_op_86 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %150 = transform.structured.decompose %tiled_linalg_op_88 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %150 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_81 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_89#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_89#2 : !transform.any_op
    transform.apply_licm to %loops_89#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_89#1 : !transform.any_op
    transform.apply_licm to %loops_89#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_89#0 : !transform.any_op
    %151 = transform.param.constant "conv_2d_nhwc_hwcf_0_border0" -> !transform.any_param
    transform.annotate %loops_89#2 "msched.block" = %151 : !transform.any_op, !transform.any_param
    %152 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %153 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %54 "msched.tiling_structure" = %153 : !transform.any_op, !transform.any_param
    %154:3 = transform.msched.sample_perfect_tile %54 loop = 1 n = 3 max_innermost_factor = 64 decision = [21, 1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %155:4 = transform.msched.sample_perfect_tile %54 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 15, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %156:4 = transform.msched.sample_perfect_tile %54 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %157:2 = transform.msched.sample_perfect_tile %54 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %158:2 = transform.msched.sample_perfect_tile %54 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %159:2 = transform.msched.sample_perfect_tile %54 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %160 = transform.msched.multiply %154#1, %154#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %161 = transform.msched.multiply %155#1, %155#2, %155#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %162 = transform.msched.multiply %156#1, %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_90, %forall_op_91 = transform.structured.tile_using_forall %54 tile_sizes [0, %160, %161, %162, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %163 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_92, %new_containing_op_93 = transform.structured.fuse_into_containing_op %163 into %forall_op_91 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %164 = transform.msched.multiply %155#2, %155#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %165 = transform.msched.multiply %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_94, %loops_95:3 = transform.structured.tile_using_for %tiled_op_90 tile_sizes [0, %154#2, %164, %165, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_96, %loops_97:3 = transform.structured.tile_using_for %tiled_linalg_op_94 tile_sizes [0, 0, 0, 0, %157#1, %158#1, %159#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_98, %loops_99:3 = transform.structured.tile_using_for %tiled_linalg_op_96 tile_sizes [0, 1, %155#3, %156#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_100, %loops_101:3 = transform.structured.tile_using_for %tiled_linalg_op_98 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %166 = transform.structured.decompose %tiled_linalg_op_100 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %166 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_93 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_101#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#2 : !transform.any_op
    transform.apply_licm to %loops_101#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#1 : !transform.any_op
    transform.apply_licm to %loops_101#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#0 : !transform.any_op
    %167 = transform.param.constant "conv_2d_nhwc_hwcf_0" -> !transform.any_param
    transform.annotate %loops_101#2 "msched.block" = %167 : !transform.any_op, !transform.any_param
    %168 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border7"} in %0 : (!transform.any_op) -> !transform.any_op
    %169 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border6"} in %0 : (!transform.any_op) -> !transform.any_op
    %170 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border5"} in %0 : (!transform.any_op) -> !transform.any_op
    %171 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border4"} in %0 : (!transform.any_op) -> !transform.any_op
    %172 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %173 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %174 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %175 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %176 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %177 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %178 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %168 by %178 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %179 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %169 by %179 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %170 by %178 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %180 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %171 by %180 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %181 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %172 by %181 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %182 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %173 by %182 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %174 by %181 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %183 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %175 by %183 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %184 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %177 by %184 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

