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
    %interior, %borders = transform.msched.peel_padding %2#2 {restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %6 = transform.param.constant "conv_3d_ndhwc_dhwcf_0" -> !transform.any_param
    transform.annotate %interior "msched.block" = %6 : !transform.any_op, !transform.any_param
    %7 = transform.msched.privatize_init_fill %interior : (!transform.any_op) -> !transform.any_op
    %8 = transform.split_handle %7 : (!transform.any_op) -> !transform.any_op
    %9 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_init" -> !transform.any_param
    transform.annotate %8 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.msched.privatize_init_fill %borders : (!transform.any_op) -> !transform.any_op
    %11:11 = transform.split_handle %10 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %12 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border0_init" -> !transform.any_param
    transform.annotate %11#0 "msched.block" = %12 : !transform.any_op, !transform.any_param
    %13 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border1_init" -> !transform.any_param
    transform.annotate %11#1 "msched.block" = %13 : !transform.any_op, !transform.any_param
    %14 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border2_init" -> !transform.any_param
    transform.annotate %11#2 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border3_init" -> !transform.any_param
    transform.annotate %11#3 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border4_init" -> !transform.any_param
    transform.annotate %11#4 "msched.block" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border5_init" -> !transform.any_param
    transform.annotate %11#5 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border6_init" -> !transform.any_param
    transform.annotate %11#6 "msched.block" = %18 : !transform.any_op, !transform.any_param
    %19 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border7_init" -> !transform.any_param
    transform.annotate %11#7 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border8_init" -> !transform.any_param
    transform.annotate %11#8 "msched.block" = %20 : !transform.any_op, !transform.any_param
    %21 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border9_init" -> !transform.any_param
    transform.annotate %11#9 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border10_init" -> !transform.any_param
    transform.annotate %11#10 "msched.block" = %22 : !transform.any_op, !transform.any_param
    %23:11 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %24 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border0" -> !transform.any_param
    transform.annotate %23#0 "msched.block" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#0 "msched.reuse_write" = %25 : !transform.any_op, !transform.any_param
    %26 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border1" -> !transform.any_param
    transform.annotate %23#1 "msched.block" = %26 : !transform.any_op, !transform.any_param
    %27 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#1 "msched.reuse_write" = %27 : !transform.any_op, !transform.any_param
    %28 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border2" -> !transform.any_param
    transform.annotate %23#2 "msched.block" = %28 : !transform.any_op, !transform.any_param
    %29 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#2 "msched.reuse_write" = %29 : !transform.any_op, !transform.any_param
    %30 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border3" -> !transform.any_param
    transform.annotate %23#3 "msched.block" = %30 : !transform.any_op, !transform.any_param
    %31 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#3 "msched.reuse_write" = %31 : !transform.any_op, !transform.any_param
    %32 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border4" -> !transform.any_param
    transform.annotate %23#4 "msched.block" = %32 : !transform.any_op, !transform.any_param
    %33 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#4 "msched.reuse_write" = %33 : !transform.any_op, !transform.any_param
    %34 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border5" -> !transform.any_param
    transform.annotate %23#5 "msched.block" = %34 : !transform.any_op, !transform.any_param
    %35 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#5 "msched.reuse_write" = %35 : !transform.any_op, !transform.any_param
    %36 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border6" -> !transform.any_param
    transform.annotate %23#6 "msched.block" = %36 : !transform.any_op, !transform.any_param
    %37 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#6 "msched.reuse_write" = %37 : !transform.any_op, !transform.any_param
    %38 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border7" -> !transform.any_param
    transform.annotate %23#7 "msched.block" = %38 : !transform.any_op, !transform.any_param
    %39 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#7 "msched.reuse_write" = %39 : !transform.any_op, !transform.any_param
    %40 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border8" -> !transform.any_param
    transform.annotate %23#8 "msched.block" = %40 : !transform.any_op, !transform.any_param
    %41 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#8 "msched.reuse_write" = %41 : !transform.any_op, !transform.any_param
    %42 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border9" -> !transform.any_param
    transform.annotate %23#9 "msched.block" = %42 : !transform.any_op, !transform.any_param
    %43 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#9 "msched.reuse_write" = %43 : !transform.any_op, !transform.any_param
    %44 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border10" -> !transform.any_param
    transform.annotate %23#10 "msched.block" = %44 : !transform.any_op, !transform.any_param
    %45 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %23#10 "msched.reuse_write" = %45 : !transform.any_op, !transform.any_param
    %46 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border10"} in %0 : (!transform.any_op) -> !transform.any_op
    %47 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border10_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %48 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border9"} in %0 : (!transform.any_op) -> !transform.any_op
    %49 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border9_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %50 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border8"} in %0 : (!transform.any_op) -> !transform.any_op
    %51 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border8_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %52 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border7"} in %0 : (!transform.any_op) -> !transform.any_op
    %53 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border7_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %54 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border6"} in %0 : (!transform.any_op) -> !transform.any_op
    %55 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border6_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %56 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border5"} in %0 : (!transform.any_op) -> !transform.any_op
    %57 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border5_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %58 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border4"} in %0 : (!transform.any_op) -> !transform.any_op
    %59 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border4_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %60 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %61 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %62 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %63 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %64 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %65 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %66 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %67 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %68 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %69 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %70 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %46 "msched.tiling_structure" = %70 : !transform.any_op, !transform.any_param
    %71:3 = transform.msched.sample_perfect_tile %46 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 5, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %72:3 = transform.msched.sample_perfect_tile %46 loop = 2 n = 3 max_innermost_factor = 64 decision = [3, 9, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %73:4 = transform.msched.sample_perfect_tile %46 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %74:2 = transform.msched.sample_perfect_tile %46 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %75:2 = transform.msched.sample_perfect_tile %46 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %76:2 = transform.msched.sample_perfect_tile %46 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [5] decision = [1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %77:2 = transform.msched.sample_perfect_tile %46 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %78 = transform.msched.multiply %71#1, %71#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %79 = transform.msched.multiply %72#1, %72#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %80 = transform.msched.multiply %73#1, %73#2, %73#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %46 tile_sizes [0, %78, %79, 0, %80, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %81 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border10_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %81 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %82 = transform.msched.multiply %73#2, %73#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %71#2, %72#2, 0, %82, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:4 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, 0, %74#1, %75#1, %76#1, %77#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, 1, 0, %73#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:4 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %83 = transform.msched.decompose_conv_3d %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    %84 = transform.structured.decompose %83 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %84 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#3 : !transform.any_op
    transform.apply_licm to %loops_5#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#2 : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %85 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border10" -> !transform.any_param
    transform.annotate %loops_5#3 "msched.block" = %85 : !transform.any_op, !transform.any_param
    %86 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border10_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %87 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %48 "msched.tiling_structure" = %87 : !transform.any_op, !transform.any_param
    %88:3 = transform.msched.sample_perfect_tile %48 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 5, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %89:3 = transform.msched.sample_perfect_tile %48 loop = 2 n = 3 max_innermost_factor = 64 decision = [3, 9, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %90:4 = transform.msched.sample_perfect_tile %48 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %91:2 = transform.msched.sample_perfect_tile %48 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %92:2 = transform.msched.sample_perfect_tile %48 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %93:2 = transform.msched.sample_perfect_tile %48 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %94:2 = transform.msched.sample_perfect_tile %48 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %95 = transform.msched.multiply %88#1, %88#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %96 = transform.msched.multiply %89#1, %89#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %97 = transform.msched.multiply %90#1, %90#2, %90#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %48 tile_sizes [0, %95, %96, 0, %97, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %98 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border9_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_8, %new_containing_op_9 = transform.structured.fuse_into_containing_op %98 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %99 = transform.msched.multiply %90#2, %90#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_10, %loops_11:3 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %88#2, %89#2, 0, %99, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:4 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 0, 0, 0, 0, %91#1, %92#1, %93#1, %94#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:3 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 1, 1, 0, %90#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:4 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %100 = transform.msched.decompose_conv_3d %tiled_linalg_op_16 : (!transform.any_op) -> !transform.any_op
    %101 = transform.structured.decompose %100 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %101 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_9 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_17#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#3 : !transform.any_op
    transform.apply_licm to %loops_17#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#2 : !transform.any_op
    transform.apply_licm to %loops_17#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#1 : !transform.any_op
    transform.apply_licm to %loops_17#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_17#0 : !transform.any_op
    %102 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border9" -> !transform.any_param
    transform.annotate %loops_17#3 "msched.block" = %102 : !transform.any_op, !transform.any_param
    %103 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border9_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %104 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %50 "msched.tiling_structure" = %104 : !transform.any_op, !transform.any_param
    %105:3 = transform.msched.sample_perfect_tile %50 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 5, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %106:3 = transform.msched.sample_perfect_tile %50 loop = 2 n = 3 max_innermost_factor = 64 decision = [18, 2, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %107:4 = transform.msched.sample_perfect_tile %50 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %108:2 = transform.msched.sample_perfect_tile %50 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %109:2 = transform.msched.sample_perfect_tile %50 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %110:2 = transform.msched.sample_perfect_tile %50 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [6] decision = [1, 6] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %111:2 = transform.msched.sample_perfect_tile %50 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %112 = transform.msched.multiply %105#1, %105#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %113 = transform.msched.multiply %106#1, %106#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %114 = transform.msched.multiply %107#1, %107#2, %107#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_18, %forall_op_19 = transform.structured.tile_using_forall %50 tile_sizes [0, %112, %113, 0, %114, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %115 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border8_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_20, %new_containing_op_21 = transform.structured.fuse_into_containing_op %115 into %forall_op_19 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %116 = transform.msched.multiply %107#2, %107#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_22, %loops_23:3 = transform.structured.tile_using_for %tiled_op_18 tile_sizes [0, %105#2, %106#2, 0, %116, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:4 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, 0, %108#1, %109#1, %110#1, %111#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:3 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 1, 1, 0, %107#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:4 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %117 = transform.msched.decompose_conv_3d %tiled_linalg_op_28 : (!transform.any_op) -> !transform.any_op
    %118 = transform.structured.decompose %117 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %118 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_21 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_29#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#3 : !transform.any_op
    transform.apply_licm to %loops_29#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#2 : !transform.any_op
    transform.apply_licm to %loops_29#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#1 : !transform.any_op
    transform.apply_licm to %loops_29#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_29#0 : !transform.any_op
    %119 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border8" -> !transform.any_param
    transform.annotate %loops_29#3 "msched.block" = %119 : !transform.any_op, !transform.any_param
    %120 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border8_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %121 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %52 "msched.tiling_structure" = %121 : !transform.any_op, !transform.any_param
    %122:3 = transform.msched.sample_perfect_tile %52 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %123:3 = transform.msched.sample_perfect_tile %52 loop = 2 n = 3 max_innermost_factor = 64 decision = [2, 9, 6] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %124:4 = transform.msched.sample_perfect_tile %52 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %125:2 = transform.msched.sample_perfect_tile %52 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %126:2 = transform.msched.sample_perfect_tile %52 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %127:2 = transform.msched.sample_perfect_tile %52 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [4] decision = [1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %128:2 = transform.msched.sample_perfect_tile %52 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %129 = transform.msched.multiply %122#1, %122#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %130 = transform.msched.multiply %123#1, %123#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %131 = transform.msched.multiply %124#1, %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_30, %forall_op_31 = transform.structured.tile_using_forall %52 tile_sizes [0, %129, %130, 0, %131, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %132 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border7_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_32, %new_containing_op_33 = transform.structured.fuse_into_containing_op %132 into %forall_op_31 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %133 = transform.msched.multiply %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:3 = transform.structured.tile_using_for %tiled_op_30 tile_sizes [0, %122#2, %123#2, 0, %133, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:4 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, 0, %125#1, %126#1, %127#1, %128#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:3 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, 1, 1, 0, %124#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:4 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %134 = transform.msched.decompose_conv_3d %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    %135 = transform.structured.decompose %134 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %135 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#3 : !transform.any_op
    transform.apply_licm to %loops_41#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#2 : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %136 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border7" -> !transform.any_param
    transform.annotate %loops_41#3 "msched.block" = %136 : !transform.any_op, !transform.any_param
    %137 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border7_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %138 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %54 "msched.tiling_structure" = %138 : !transform.any_op, !transform.any_param
    %139:3 = transform.msched.sample_perfect_tile %54 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 5, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %140:4 = transform.msched.sample_perfect_tile %54 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [1, 7, 4, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %141:4 = transform.msched.sample_perfect_tile %54 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %142:2 = transform.msched.sample_perfect_tile %54 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %143:2 = transform.msched.sample_perfect_tile %54 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [5] decision = [5, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %144:2 = transform.msched.sample_perfect_tile %54 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %145:2 = transform.msched.sample_perfect_tile %54 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %146 = transform.msched.multiply %139#1, %139#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %147 = transform.msched.multiply %140#1, %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %148 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %54 tile_sizes [0, %146, 0, %147, %148, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %149 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border6_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_44, %new_containing_op_45 = transform.structured.fuse_into_containing_op %149 into %forall_op_43 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %150 = transform.msched.multiply %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %151 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_46, %loops_47:3 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, %139#2, 0, %150, %151, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:4 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 0, 0, 0, 0, %142#1, %143#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:3 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 1, 0, %140#3, %141#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_52, %loops_53:4 = transform.structured.tile_using_for %tiled_linalg_op_50 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %152 = transform.msched.decompose_conv_3d %tiled_linalg_op_52 : (!transform.any_op) -> !transform.any_op
    %153 = transform.structured.decompose %152 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %153 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_45 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_53#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#3 : !transform.any_op
    transform.apply_licm to %loops_53#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#2 : !transform.any_op
    transform.apply_licm to %loops_53#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#1 : !transform.any_op
    transform.apply_licm to %loops_53#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_53#0 : !transform.any_op
    %154 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border6" -> !transform.any_param
    transform.annotate %loops_53#3 "msched.block" = %154 : !transform.any_op, !transform.any_param
    %155 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border6_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %156 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %56 "msched.tiling_structure" = %156 : !transform.any_op, !transform.any_param
    %157:3 = transform.msched.sample_perfect_tile %56 loop = 1 n = 3 max_innermost_factor = 64 decision = [5, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %158:4 = transform.msched.sample_perfect_tile %56 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [2, 7, 2, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %159:4 = transform.msched.sample_perfect_tile %56 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %160:2 = transform.msched.sample_perfect_tile %56 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %161:2 = transform.msched.sample_perfect_tile %56 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %162:2 = transform.msched.sample_perfect_tile %56 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %163:2 = transform.msched.sample_perfect_tile %56 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %164 = transform.msched.multiply %157#1, %157#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %165 = transform.msched.multiply %158#1, %158#2, %158#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %166 = transform.msched.multiply %159#1, %159#2, %159#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_54, %forall_op_55 = transform.structured.tile_using_forall %56 tile_sizes [0, %164, 0, %165, %166, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %167 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border5_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_56, %new_containing_op_57 = transform.structured.fuse_into_containing_op %167 into %forall_op_55 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %168 = transform.msched.multiply %158#2, %158#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %169 = transform.msched.multiply %159#2, %159#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_58, %loops_59:3 = transform.structured.tile_using_for %tiled_op_54 tile_sizes [0, %157#2, 0, %168, %169, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61:4 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, 0, %160#1, %161#1, %162#1, %163#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_62, %loops_63:3 = transform.structured.tile_using_for %tiled_linalg_op_60 tile_sizes [0, 1, 0, %158#3, %159#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_64, %loops_65:4 = transform.structured.tile_using_for %tiled_linalg_op_62 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %170 = transform.msched.decompose_conv_3d %tiled_linalg_op_64 : (!transform.any_op) -> !transform.any_op
    %171 = transform.structured.decompose %170 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %171 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_57 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_65#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#3 : !transform.any_op
    transform.apply_licm to %loops_65#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#2 : !transform.any_op
    transform.apply_licm to %loops_65#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#1 : !transform.any_op
    transform.apply_licm to %loops_65#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65#0 : !transform.any_op
    %172 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border5" -> !transform.any_param
    transform.annotate %loops_65#3 "msched.block" = %172 : !transform.any_op, !transform.any_param
    %173 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border5_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %174 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %58 "msched.tiling_structure" = %174 : !transform.any_op, !transform.any_param
    %175:3 = transform.msched.sample_perfect_tile %58 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %176:4 = transform.msched.sample_perfect_tile %58 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [7, 1, 8, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %177:4 = transform.msched.sample_perfect_tile %58 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %178:2 = transform.msched.sample_perfect_tile %58 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %179:2 = transform.msched.sample_perfect_tile %58 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [6] decision = [1, 6] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %180:2 = transform.msched.sample_perfect_tile %58 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %181:2 = transform.msched.sample_perfect_tile %58 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %182 = transform.msched.multiply %175#1, %175#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %183 = transform.msched.multiply %176#1, %176#2, %176#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %184 = transform.msched.multiply %177#1, %177#2, %177#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_66, %forall_op_67 = transform.structured.tile_using_forall %58 tile_sizes [0, %182, 0, %183, %184, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %185 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border4_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_68, %new_containing_op_69 = transform.structured.fuse_into_containing_op %185 into %forall_op_67 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %186 = transform.msched.multiply %176#2, %176#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %187 = transform.msched.multiply %177#2, %177#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_70, %loops_71:3 = transform.structured.tile_using_for %tiled_op_66 tile_sizes [0, %175#2, 0, %186, %187, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_72, %loops_73:4 = transform.structured.tile_using_for %tiled_linalg_op_70 tile_sizes [0, 0, 0, 0, 0, %178#1, %179#1, %180#1, %181#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_74, %loops_75:3 = transform.structured.tile_using_for %tiled_linalg_op_72 tile_sizes [0, 1, 0, %176#3, %177#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_76, %loops_77:4 = transform.structured.tile_using_for %tiled_linalg_op_74 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %188 = transform.msched.decompose_conv_3d %tiled_linalg_op_76 : (!transform.any_op) -> !transform.any_op
    %189 = transform.structured.decompose %188 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %189 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_69 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_77#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_77#3 : !transform.any_op
    transform.apply_licm to %loops_77#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_77#2 : !transform.any_op
    transform.apply_licm to %loops_77#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_77#1 : !transform.any_op
    transform.apply_licm to %loops_77#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_77#0 : !transform.any_op
    %190 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border4" -> !transform.any_param
    transform.annotate %loops_77#3 "msched.block" = %190 : !transform.any_op, !transform.any_param
    %191 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border4_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %192 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %60 "msched.tiling_structure" = %192 : !transform.any_op, !transform.any_param
    %193:3 = transform.msched.sample_perfect_tile %60 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %194:4 = transform.msched.sample_perfect_tile %60 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [28, 1, 1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %195:4 = transform.msched.sample_perfect_tile %60 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %196:2 = transform.msched.sample_perfect_tile %60 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %197:2 = transform.msched.sample_perfect_tile %60 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [4] decision = [1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %198:2 = transform.msched.sample_perfect_tile %60 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %199:2 = transform.msched.sample_perfect_tile %60 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %200 = transform.msched.multiply %193#1, %193#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %201 = transform.msched.multiply %194#1, %194#2, %194#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %202 = transform.msched.multiply %195#1, %195#2, %195#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_78, %forall_op_79 = transform.structured.tile_using_forall %60 tile_sizes [0, %200, 0, %201, %202, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %203 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_80, %new_containing_op_81 = transform.structured.fuse_into_containing_op %203 into %forall_op_79 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %204 = transform.msched.multiply %194#2, %194#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %205 = transform.msched.multiply %195#2, %195#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_82, %loops_83:3 = transform.structured.tile_using_for %tiled_op_78 tile_sizes [0, %193#2, 0, %204, %205, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_84, %loops_85:4 = transform.structured.tile_using_for %tiled_linalg_op_82 tile_sizes [0, 0, 0, 0, 0, %196#1, %197#1, %198#1, %199#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_86, %loops_87:3 = transform.structured.tile_using_for %tiled_linalg_op_84 tile_sizes [0, 1, 0, %194#3, %195#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_88, %loops_89:4 = transform.structured.tile_using_for %tiled_linalg_op_86 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %206 = transform.msched.decompose_conv_3d %tiled_linalg_op_88 : (!transform.any_op) -> !transform.any_op
    %207 = transform.structured.decompose %206 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %207 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_81 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_89#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_89#3 : !transform.any_op
    transform.apply_licm to %loops_89#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_89#2 : !transform.any_op
    transform.apply_licm to %loops_89#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_89#1 : !transform.any_op
    transform.apply_licm to %loops_89#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_89#0 : !transform.any_op
    %208 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border3" -> !transform.any_param
    transform.annotate %loops_89#3 "msched.block" = %208 : !transform.any_op, !transform.any_param
    %209 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %210 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %62 "msched.tiling_structure" = %210 : !transform.any_op, !transform.any_param
    %211:3 = transform.msched.sample_perfect_tile %62 loop = 2 n = 3 max_innermost_factor = 64 decision = [2, 56, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %212:4 = transform.msched.sample_perfect_tile %62 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [14, 1, 2, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %213:4 = transform.msched.sample_perfect_tile %62 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %214:2 = transform.msched.sample_perfect_tile %62 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [5] decision = [1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %215:2 = transform.msched.sample_perfect_tile %62 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %216:2 = transform.msched.sample_perfect_tile %62 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %217:2 = transform.msched.sample_perfect_tile %62 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %218 = transform.msched.multiply %211#1, %211#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %219 = transform.msched.multiply %212#1, %212#2, %212#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %220 = transform.msched.multiply %213#1, %213#2, %213#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_90, %forall_op_91 = transform.structured.tile_using_forall %62 tile_sizes [0, 0, %218, %219, %220, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %221 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_92, %new_containing_op_93 = transform.structured.fuse_into_containing_op %221 into %forall_op_91 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %222 = transform.msched.multiply %212#2, %212#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %223 = transform.msched.multiply %213#2, %213#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_94, %loops_95:3 = transform.structured.tile_using_for %tiled_op_90 tile_sizes [0, 0, %211#2, %222, %223, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_96, %loops_97:4 = transform.structured.tile_using_for %tiled_linalg_op_94 tile_sizes [0, 0, 0, 0, 0, %214#1, %215#1, %216#1, %217#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_98, %loops_99:3 = transform.structured.tile_using_for %tiled_linalg_op_96 tile_sizes [0, 0, 1, %212#3, %213#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_100, %loops_101:4 = transform.structured.tile_using_for %tiled_linalg_op_98 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %224 = transform.msched.decompose_conv_3d %tiled_linalg_op_100 : (!transform.any_op) -> !transform.any_op
    %225 = transform.structured.decompose %224 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %225 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_93 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_101#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#3 : !transform.any_op
    transform.apply_licm to %loops_101#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#2 : !transform.any_op
    transform.apply_licm to %loops_101#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#1 : !transform.any_op
    transform.apply_licm to %loops_101#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#0 : !transform.any_op
    %226 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border2" -> !transform.any_param
    transform.annotate %loops_101#3 "msched.block" = %226 : !transform.any_op, !transform.any_param
    %227 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %228 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %64 "msched.tiling_structure" = %228 : !transform.any_op, !transform.any_param
    %229:3 = transform.msched.sample_perfect_tile %64 loop = 2 n = 3 max_innermost_factor = 64 decision = [28, 2, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %230:4 = transform.msched.sample_perfect_tile %64 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [4, 7, 1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %231:4 = transform.msched.sample_perfect_tile %64 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %232:2 = transform.msched.sample_perfect_tile %64 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [6] decision = [1, 6] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %233:2 = transform.msched.sample_perfect_tile %64 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %234:2 = transform.msched.sample_perfect_tile %64 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %235:2 = transform.msched.sample_perfect_tile %64 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %236 = transform.msched.multiply %229#1, %229#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %237 = transform.msched.multiply %230#1, %230#2, %230#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %238 = transform.msched.multiply %231#1, %231#2, %231#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_102, %forall_op_103 = transform.structured.tile_using_forall %64 tile_sizes [0, 0, %236, %237, %238, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %239 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_104, %new_containing_op_105 = transform.structured.fuse_into_containing_op %239 into %forall_op_103 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %240 = transform.msched.multiply %230#2, %230#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %241 = transform.msched.multiply %231#2, %231#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_106, %loops_107:3 = transform.structured.tile_using_for %tiled_op_102 tile_sizes [0, 0, %229#2, %240, %241, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_108, %loops_109:4 = transform.structured.tile_using_for %tiled_linalg_op_106 tile_sizes [0, 0, 0, 0, 0, %232#1, %233#1, %234#1, %235#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_110, %loops_111:3 = transform.structured.tile_using_for %tiled_linalg_op_108 tile_sizes [0, 0, 1, %230#3, %231#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_112, %loops_113:4 = transform.structured.tile_using_for %tiled_linalg_op_110 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %242 = transform.msched.decompose_conv_3d %tiled_linalg_op_112 : (!transform.any_op) -> !transform.any_op
    %243 = transform.structured.decompose %242 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %243 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_105 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_113#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_113#3 : !transform.any_op
    transform.apply_licm to %loops_113#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_113#2 : !transform.any_op
    transform.apply_licm to %loops_113#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_113#1 : !transform.any_op
    transform.apply_licm to %loops_113#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_113#0 : !transform.any_op
    %244 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border1" -> !transform.any_param
    transform.annotate %loops_113#3 "msched.block" = %244 : !transform.any_op, !transform.any_param
    %245 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %246 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %66 "msched.tiling_structure" = %246 : !transform.any_op, !transform.any_param
    %247:3 = transform.msched.sample_perfect_tile %66 loop = 2 n = 3 max_innermost_factor = 64 decision = [7, 8, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %248:4 = transform.msched.sample_perfect_tile %66 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [1, 14, 2, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %249:4 = transform.msched.sample_perfect_tile %66 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %250:2 = transform.msched.sample_perfect_tile %66 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [4] decision = [4, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %251:2 = transform.msched.sample_perfect_tile %66 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %252:2 = transform.msched.sample_perfect_tile %66 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %253:2 = transform.msched.sample_perfect_tile %66 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %254 = transform.msched.multiply %247#1, %247#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %255 = transform.msched.multiply %248#1, %248#2, %248#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %256 = transform.msched.multiply %249#1, %249#2, %249#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_114, %forall_op_115 = transform.structured.tile_using_forall %66 tile_sizes [0, 0, %254, %255, %256, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %257 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_116, %new_containing_op_117 = transform.structured.fuse_into_containing_op %257 into %forall_op_115 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %258 = transform.msched.multiply %248#2, %248#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %259 = transform.msched.multiply %249#2, %249#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_118, %loops_119:3 = transform.structured.tile_using_for %tiled_op_114 tile_sizes [0, 0, %247#2, %258, %259, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_120, %loops_121:4 = transform.structured.tile_using_for %tiled_linalg_op_118 tile_sizes [0, 0, 0, 0, 0, %250#1, %251#1, %252#1, %253#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_122, %loops_123:3 = transform.structured.tile_using_for %tiled_linalg_op_120 tile_sizes [0, 0, 1, %248#3, %249#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_124, %loops_125:4 = transform.structured.tile_using_for %tiled_linalg_op_122 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %260 = transform.msched.decompose_conv_3d %tiled_linalg_op_124 : (!transform.any_op) -> !transform.any_op
    %261 = transform.structured.decompose %260 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %261 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_117 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_125#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_125#3 : !transform.any_op
    transform.apply_licm to %loops_125#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_125#2 : !transform.any_op
    transform.apply_licm to %loops_125#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_125#1 : !transform.any_op
    transform.apply_licm to %loops_125#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_125#0 : !transform.any_op
    %262 = transform.param.constant "conv_3d_ndhwc_dhwcf_0_border0" -> !transform.any_param
    transform.annotate %loops_125#3 "msched.block" = %262 : !transform.any_op, !transform.any_param
    %263 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %264 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %69 "msched.tiling_structure" = %264 : !transform.any_op, !transform.any_param
    %265:2 = transform.msched.sample_perfect_tile %69 loop = 1 n = 2 max_innermost_factor = 64 decision = [1, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %266:2 = transform.msched.sample_perfect_tile %69 loop = 2 n = 2 max_innermost_factor = 64 decision = [4, 27] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %267:3 = transform.msched.sample_perfect_tile %69 loop = 3 n = 3 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [3, 9, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %268:4 = transform.msched.sample_perfect_tile %69 loop = 4 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [1, 4, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %269:2 = transform.msched.sample_perfect_tile %69 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %270:2 = transform.msched.sample_perfect_tile %69 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %271:2 = transform.msched.sample_perfect_tile %69 loop = 7 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %272:2 = transform.msched.sample_perfect_tile %69 loop = 8 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %273 = transform.msched.multiply %267#1, %267#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %274 = transform.msched.multiply %268#1, %268#2, %268#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_126, %forall_op_127 = transform.structured.tile_using_forall %69 tile_sizes [0, %265#1, %266#1, %273, %274, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %275 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_128, %new_containing_op_129 = transform.structured.fuse_into_containing_op %275 into %forall_op_127 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %276 = transform.msched.multiply %268#2, %268#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_130, %loops_131 = transform.structured.tile_using_for %tiled_op_126 tile_sizes [0, 0, 0, 0, %276, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_132, %loops_133:4 = transform.structured.tile_using_for %tiled_linalg_op_130 tile_sizes [0, 0, 0, 0, 0, %269#1, %270#1, %271#1, %272#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %277 = transform.msched.cache_read %tiled_linalg_op_132 operand = 1 : (!transform.any_op) -> !transform.any_op
    %tiled_linalg_op_134, %loops_135:4 = transform.structured.tile_using_for %277 tile_sizes [1, 1, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op_134 : !transform.any_op
    %tiled_linalg_op_136, %loops_137:4 = transform.structured.tile_using_for %tiled_linalg_op_132 tile_sizes [0, 1, 1, %267#2, %268#3, 0, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_138, %loops_139:4 = transform.structured.tile_using_for %tiled_linalg_op_136 tile_sizes [0, 0, 0, 0, 0, 1, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %278 = transform.msched.decompose_conv_3d %tiled_linalg_op_138 : (!transform.any_op) -> !transform.any_op
    %279 = transform.structured.decompose %278 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %279 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op_129 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_139#3 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_139#3 : !transform.any_op
    transform.apply_licm to %loops_139#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_139#2 : !transform.any_op
    transform.apply_licm to %loops_139#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_139#1 : !transform.any_op
    transform.apply_licm to %loops_139#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_139#0 : !transform.any_op
    %280 = transform.param.constant "conv_3d_ndhwc_dhwcf_0" -> !transform.any_param
    transform.annotate %loops_139#3 "msched.block" = %280 : !transform.any_op, !transform.any_param
    %281 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border10"} in %0 : (!transform.any_op) -> !transform.any_op
    %282 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border9"} in %0 : (!transform.any_op) -> !transform.any_op
    %283 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border8"} in %0 : (!transform.any_op) -> !transform.any_op
    %284 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border7"} in %0 : (!transform.any_op) -> !transform.any_op
    %285 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border6"} in %0 : (!transform.any_op) -> !transform.any_op
    %286 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border5"} in %0 : (!transform.any_op) -> !transform.any_op
    %287 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border4"} in %0 : (!transform.any_op) -> !transform.any_op
    %288 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border3"} in %0 : (!transform.any_op) -> !transform.any_op
    %289 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border2"} in %0 : (!transform.any_op) -> !transform.any_op
    %290 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %291 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %292 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %293 = transform.structured.match attributes {msched.block = "conv_3d_ndhwc_dhwcf_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %294 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %281 by %294 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %295 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %282 by %295 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %296 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %283 by %296 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %284 by %295 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %297 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %285 by %297 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %298 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 3 : !transform.param<i64>
    transform.msched.unroll %286 by %298 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %299 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %287 by %299 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %300 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %288 by %300 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %301 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %289 by %301 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %302 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %290 by %302 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %303 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %291 by %303 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %304 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %293 by %304 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

