module attributes {msched.func = "grp", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:3 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "pad_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "conv_2d_nhwgc_gfhwc_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %convs, %transposes = transform.msched.split_grouped_conv %2#2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %6 = transform.get_producer_of_operand %convs[0] : (!transform.any_op) -> !transform.any_op
    %7:4 = transform.split_handle %6 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %8 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_pad" -> !transform.any_param
    transform.annotate %7#0 "msched.block" = %8 : !transform.any_op, !transform.any_param
    %9 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_pad" -> !transform.any_param
    transform.annotate %7#1 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_pad" -> !transform.any_param
    transform.annotate %7#2 "msched.block" = %10 : !transform.any_op, !transform.any_param
    %11 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_pad" -> !transform.any_param
    transform.annotate %7#3 "msched.block" = %11 : !transform.any_op, !transform.any_param
    %12:4 = transform.split_handle %convs : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %13 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %12#0 "msched.block" = %13 : !transform.any_op, !transform.any_param
    %14 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#0 "msched.reuse_write" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %12#1 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#1 "msched.reuse_write" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %12#2 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#2 "msched.reuse_write" = %18 : !transform.any_op, !transform.any_param
    %19 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %12#3 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#3 "msched.reuse_write" = %20 : !transform.any_op, !transform.any_param
    %21:4 = transform.split_handle %transposes : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %22 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter0" -> !transform.any_param
    transform.annotate %21#0 "msched.block" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter1" -> !transform.any_param
    transform.annotate %21#1 "msched.block" = %23 : !transform.any_op, !transform.any_param
    %24 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter2" -> !transform.any_param
    transform.annotate %21#2 "msched.block" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter3" -> !transform.any_param
    transform.annotate %21#3 "msched.block" = %25 : !transform.any_op, !transform.any_param
    %26 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior, %borders = transform.msched.peel_padding %26 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %27 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %interior "msched.block" = %27 : !transform.any_op, !transform.any_param
    %28 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %interior "msched.tile_group" = %28 : !transform.any_op, !transform.any_param
    %29 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %borders "msched.tile_group" = %29 : !transform.any_op, !transform.any_param
    %30:2 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %31 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0" -> !transform.any_param
    transform.annotate %30#0 "msched.block" = %31 : !transform.any_op, !transform.any_param
    %32 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %30#0 "msched.reuse_write" = %32 : !transform.any_op, !transform.any_param
    %33 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border1" -> !transform.any_param
    transform.annotate %30#1 "msched.block" = %33 : !transform.any_op, !transform.any_param
    %34 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %30#1 "msched.reuse_write" = %34 : !transform.any_op, !transform.any_param
    %35 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter3"} in %0 : (!transform.any_op) -> !transform.any_op
    %36 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_0, %borders_1 = transform.msched.peel_padding %36 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %37 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %interior_0 "msched.block" = %37 : !transform.any_op, !transform.any_param
    %38 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %interior_0 "msched.tile_group" = %38 : !transform.any_op, !transform.any_param
    %39 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %borders_1 "msched.tile_group" = %39 : !transform.any_op, !transform.any_param
    %40:2 = transform.split_handle %borders_1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %41 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0" -> !transform.any_param
    transform.annotate %40#0 "msched.block" = %41 : !transform.any_op, !transform.any_param
    %42 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %40#0 "msched.reuse_write" = %42 : !transform.any_op, !transform.any_param
    %43 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1" -> !transform.any_param
    transform.annotate %40#1 "msched.block" = %43 : !transform.any_op, !transform.any_param
    %44 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %40#1 "msched.reuse_write" = %44 : !transform.any_op, !transform.any_param
    %45 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter2"} in %0 : (!transform.any_op) -> !transform.any_op
    %46 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_2, %borders_3 = transform.msched.peel_padding %46 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %47 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %interior_2 "msched.block" = %47 : !transform.any_op, !transform.any_param
    %48 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %interior_2 "msched.tile_group" = %48 : !transform.any_op, !transform.any_param
    %49 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %borders_3 "msched.tile_group" = %49 : !transform.any_op, !transform.any_param
    %50:2 = transform.split_handle %borders_3 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %51 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0" -> !transform.any_param
    transform.annotate %50#0 "msched.block" = %51 : !transform.any_op, !transform.any_param
    %52 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %50#0 "msched.reuse_write" = %52 : !transform.any_op, !transform.any_param
    %53 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1" -> !transform.any_param
    transform.annotate %50#1 "msched.block" = %53 : !transform.any_op, !transform.any_param
    %54 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %50#1 "msched.reuse_write" = %54 : !transform.any_op, !transform.any_param
    %55 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter1"} in %0 : (!transform.any_op) -> !transform.any_op
    %56 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_4, %borders_5 = transform.msched.peel_padding %56 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %57 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %interior_4 "msched.block" = %57 : !transform.any_op, !transform.any_param
    %58 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %interior_4 "msched.tile_group" = %58 : !transform.any_op, !transform.any_param
    %59 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %borders_5 "msched.tile_group" = %59 : !transform.any_op, !transform.any_param
    %60:2 = transform.split_handle %borders_5 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %61 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0" -> !transform.any_param
    transform.annotate %60#0 "msched.block" = %61 : !transform.any_op, !transform.any_param
    %62 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %60#0 "msched.reuse_write" = %62 : !transform.any_op, !transform.any_param
    %63 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1" -> !transform.any_param
    transform.annotate %60#1 "msched.block" = %63 : !transform.any_op, !transform.any_param
    %64 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %60#1 "msched.reuse_write" = %64 : !transform.any_op, !transform.any_param
    %65 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter0"} in %0 : (!transform.any_op) -> !transform.any_op
    %66 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %67 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %68 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %69 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %70 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %71 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %72 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %73 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %74 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %75 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %76 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %77 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %78 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %66 "msched.tiling_structure" = %78 : !transform.any_op, !transform.any_param
    %79:4 = transform.msched.sample_perfect_tile %66 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 1, 27] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %80:4 = transform.msched.sample_perfect_tile %66 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] outermost_prior = [2] decision = [2, 1, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %81:2 = transform.msched.sample_perfect_tile %66 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %82:2 = transform.msched.sample_perfect_tile %66 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %83:2 = transform.msched.sample_perfect_tile %66 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %84 = transform.msched.multiply %79#1, %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %85 = transform.msched.multiply %80#1, %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %66 tile_sizes [0, 0, %84, %85, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %86 = transform.msched.multiply %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %87 = transform.msched.multiply %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, 0, %86, %87, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_6, %loops_7:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %81#1, %82#1, %83#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_linalg_op_6 tile_sizes [0, 0, %79#3, %80#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:3 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %88 = transform.structured.decompose %tiled_linalg_op_10 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %88 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_11#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_11#2 : !transform.any_op
    transform.apply_licm to %loops_11#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_11#1 : !transform.any_op
    transform.apply_licm to %loops_11#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_11#0 : !transform.any_op
    %89 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border1" -> !transform.any_param
    transform.annotate %loops_11#2 "msched.block" = %89 : !transform.any_op, !transform.any_param
    %90 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %67 "msched.tiling_structure" = %90 : !transform.any_op, !transform.any_param
    %91:4 = transform.msched.sample_perfect_tile %67 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [14, 2, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %92:2 = transform.msched.sample_perfect_tile %67 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %93:2 = transform.msched.sample_perfect_tile %67 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %94 = transform.msched.multiply %91#1, %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %95 = transform.msched.multiply %80#1, %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_12, %forall_op_13 = transform.structured.tile_using_forall %67 tile_sizes [0, %94, 0, %95, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %96 = transform.msched.multiply %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %97 = transform.msched.multiply %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_op_12 tile_sizes [0, %96, 0, %97, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:3 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, %92#1, %93#1, %83#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_18, %loops_19:2 = transform.structured.tile_using_for %tiled_linalg_op_16 tile_sizes [0, %91#3, 0, %80#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_20, %loops_21:3 = transform.structured.tile_using_for %tiled_linalg_op_18 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %98 = transform.structured.decompose %tiled_linalg_op_20 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %98 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_13 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_21#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_21#2 : !transform.any_op
    transform.apply_licm to %loops_21#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_21#1 : !transform.any_op
    transform.apply_licm to %loops_21#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_21#0 : !transform.any_op
    %99 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0" -> !transform.any_param
    transform.annotate %loops_21#2 "msched.block" = %99 : !transform.any_op, !transform.any_param
    %100 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %68 "msched.tiling_structure" = %100 : !transform.any_op, !transform.any_param
    %101:4 = transform.msched.sample_perfect_tile %68 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 3, 9] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %102:4 = transform.msched.sample_perfect_tile %68 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] outermost_prior = [2] decision = [2, 1, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %103:2 = transform.msched.sample_perfect_tile %68 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [2, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %104:2 = transform.msched.sample_perfect_tile %68 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %105:2 = transform.msched.sample_perfect_tile %68 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %106 = transform.msched.multiply %101#1, %101#2, %101#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %107 = transform.msched.multiply %102#1, %102#2, %102#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_22, %forall_op_23 = transform.structured.tile_using_forall %68 tile_sizes [0, 0, %106, %107, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %108 = transform.msched.multiply %101#2, %101#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %109 = transform.msched.multiply %102#2, %102#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_op_22 tile_sizes [0, 0, %108, %109, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:3 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 0, 0, 0, %103#1, %104#1, %105#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, %101#3, %102#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_30, %loops_31:3 = transform.structured.tile_using_for %tiled_linalg_op_28 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %110 = transform.structured.decompose %tiled_linalg_op_30 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %110 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_23 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_31#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_31#2 : !transform.any_op
    transform.apply_licm to %loops_31#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_31#1 : !transform.any_op
    transform.apply_licm to %loops_31#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_31#0 : !transform.any_op
    %111 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1" -> !transform.any_param
    transform.annotate %loops_31#2 "msched.block" = %111 : !transform.any_op, !transform.any_param
    %112 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %69 "msched.tiling_structure" = %112 : !transform.any_op, !transform.any_param
    %113:4 = transform.msched.sample_perfect_tile %69 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 1, 14, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %114:2 = transform.msched.sample_perfect_tile %69 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %115:2 = transform.msched.sample_perfect_tile %69 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %116 = transform.msched.multiply %113#1, %113#2, %113#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %117 = transform.msched.multiply %102#1, %102#2, %102#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_32, %forall_op_33 = transform.structured.tile_using_forall %69 tile_sizes [0, %116, 0, %117, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %118 = transform.msched.multiply %113#2, %113#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %119 = transform.msched.multiply %102#2, %102#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_op_32 tile_sizes [0, %118, 0, %119, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:3 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %114#1, %115#1, %105#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, %113#3, 0, %102#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:3 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %120 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %120 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#2 : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %121 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0" -> !transform.any_param
    transform.annotate %loops_41#2 "msched.block" = %121 : !transform.any_op, !transform.any_param
    %122 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %70 "msched.tiling_structure" = %122 : !transform.any_op, !transform.any_param
    %123:4 = transform.msched.sample_perfect_tile %70 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 3, 1, 9] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %124:4 = transform.msched.sample_perfect_tile %70 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] outermost_prior = [2] decision = [1, 2, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %125:2 = transform.msched.sample_perfect_tile %70 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %126:2 = transform.msched.sample_perfect_tile %70 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [3, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %127:2 = transform.msched.sample_perfect_tile %70 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %128 = transform.msched.multiply %123#1, %123#2, %123#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %129 = transform.msched.multiply %124#1, %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %70 tile_sizes [0, 0, %128, %129, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %130 = transform.msched.multiply %123#2, %123#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %131 = transform.msched.multiply %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_44, %loops_45:2 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, 0, %130, %131, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_46, %loops_47:3 = transform.structured.tile_using_for %tiled_linalg_op_44 tile_sizes [0, 0, 0, 0, %125#1, %126#1, %127#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:2 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 0, %123#3, %124#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:3 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %132 = transform.structured.decompose %tiled_linalg_op_50 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %132 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_43 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_51#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#2 : !transform.any_op
    transform.apply_licm to %loops_51#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#1 : !transform.any_op
    transform.apply_licm to %loops_51#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#0 : !transform.any_op
    %133 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1" -> !transform.any_param
    transform.annotate %loops_51#2 "msched.block" = %133 : !transform.any_op, !transform.any_param
    %134 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %71 "msched.tiling_structure" = %134 : !transform.any_op, !transform.any_param
    %135:4 = transform.msched.sample_perfect_tile %71 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 4, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %136:2 = transform.msched.sample_perfect_tile %71 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %137:2 = transform.msched.sample_perfect_tile %71 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %138 = transform.msched.multiply %135#1, %135#2, %135#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %139 = transform.msched.multiply %124#1, %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_52, %forall_op_53 = transform.structured.tile_using_forall %71 tile_sizes [0, %138, 0, %139, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %140 = transform.msched.multiply %135#2, %135#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %141 = transform.msched.multiply %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_54, %loops_55:2 = transform.structured.tile_using_for %tiled_op_52 tile_sizes [0, %140, 0, %141, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_56, %loops_57:3 = transform.structured.tile_using_for %tiled_linalg_op_54 tile_sizes [0, 0, 0, 0, %136#1, %137#1, %127#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_58, %loops_59:2 = transform.structured.tile_using_for %tiled_linalg_op_56 tile_sizes [0, %135#3, 0, %124#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61:3 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %142 = transform.structured.decompose %tiled_linalg_op_60 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %142 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_53 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_61#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#2 : !transform.any_op
    transform.apply_licm to %loops_61#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#1 : !transform.any_op
    transform.apply_licm to %loops_61#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#0 : !transform.any_op
    %143 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0" -> !transform.any_param
    transform.annotate %loops_61#2 "msched.block" = %143 : !transform.any_op, !transform.any_param
    %144 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %72 "msched.tiling_structure" = %144 : !transform.any_op, !transform.any_param
    %145:4 = transform.msched.sample_perfect_tile %72 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 3, 9] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %146:4 = transform.msched.sample_perfect_tile %72 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] outermost_prior = [2] decision = [2, 1, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %147:2 = transform.msched.sample_perfect_tile %72 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %148:2 = transform.msched.sample_perfect_tile %72 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %149:2 = transform.msched.sample_perfect_tile %72 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %150 = transform.msched.multiply %145#1, %145#2, %145#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %151 = transform.msched.multiply %146#1, %146#2, %146#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_62, %forall_op_63 = transform.structured.tile_using_forall %72 tile_sizes [0, 0, %150, %151, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %152 = transform.msched.multiply %145#2, %145#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %153 = transform.msched.multiply %146#2, %146#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_64, %loops_65:2 = transform.structured.tile_using_for %tiled_op_62 tile_sizes [0, 0, %152, %153, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_66, %loops_67:3 = transform.structured.tile_using_for %tiled_linalg_op_64 tile_sizes [0, 0, 0, 0, %147#1, %148#1, %149#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_68, %loops_69:2 = transform.structured.tile_using_for %tiled_linalg_op_66 tile_sizes [0, 0, %145#3, %146#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_70, %loops_71:3 = transform.structured.tile_using_for %tiled_linalg_op_68 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %154 = transform.structured.decompose %tiled_linalg_op_70 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %154 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_63 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_71#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_71#2 : !transform.any_op
    transform.apply_licm to %loops_71#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_71#1 : !transform.any_op
    transform.apply_licm to %loops_71#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_71#0 : !transform.any_op
    %155 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1" -> !transform.any_param
    transform.annotate %loops_71#2 "msched.block" = %155 : !transform.any_op, !transform.any_param
    %156 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %73 "msched.tiling_structure" = %156 : !transform.any_op, !transform.any_param
    %157:4 = transform.msched.sample_perfect_tile %73 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 1, 2, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %158:2 = transform.msched.sample_perfect_tile %73 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %159:2 = transform.msched.sample_perfect_tile %73 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %160 = transform.msched.multiply %157#1, %157#2, %157#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %161 = transform.msched.multiply %146#1, %146#2, %146#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_72, %forall_op_73 = transform.structured.tile_using_forall %73 tile_sizes [0, %160, 0, %161, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %162 = transform.msched.multiply %157#2, %157#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %163 = transform.msched.multiply %146#2, %146#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_74, %loops_75:2 = transform.structured.tile_using_for %tiled_op_72 tile_sizes [0, %162, 0, %163, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_76, %loops_77:3 = transform.structured.tile_using_for %tiled_linalg_op_74 tile_sizes [0, 0, 0, 0, %158#1, %159#1, %149#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_78, %loops_79:2 = transform.structured.tile_using_for %tiled_linalg_op_76 tile_sizes [0, %157#3, 0, %146#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_80, %loops_81:3 = transform.structured.tile_using_for %tiled_linalg_op_78 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %164 = transform.structured.decompose %tiled_linalg_op_80 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %164 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_73 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_81#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_81#2 : !transform.any_op
    transform.apply_licm to %loops_81#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_81#1 : !transform.any_op
    transform.apply_licm to %loops_81#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_81#0 : !transform.any_op
    %165 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0" -> !transform.any_param
    transform.annotate %loops_81#2 "msched.block" = %165 : !transform.any_op, !transform.any_param
    %166 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %74 "msched.tiling_structure" = %166 : !transform.any_op, !transform.any_param
    %167:3 = transform.msched.sample_perfect_tile %74 loop = 1 n = 3 max_innermost_factor = 64 decision = [27, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %168 = transform.msched.multiply %167#1, %167#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %169 = transform.msched.multiply %79#1, %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %170 = transform.msched.multiply %80#1, %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_82, %forall_op_83 = transform.structured.tile_using_forall %74 tile_sizes [0, %168, %169, %170, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %171 = transform.msched.multiply %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %172 = transform.msched.multiply %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_84, %loops_85:3 = transform.structured.tile_using_for %tiled_op_82 tile_sizes [0, %167#2, %171, %172, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_86, %loops_87:3 = transform.structured.tile_using_for %tiled_linalg_op_84 tile_sizes [0, 0, 0, 0, %92#1, %82#1, %83#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_88, %loops_89:3 = transform.structured.tile_using_for %tiled_linalg_op_86 tile_sizes [0, 1, %79#3, %80#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_90, %loops_91:3 = transform.structured.tile_using_for %tiled_linalg_op_88 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %173 = transform.structured.decompose %tiled_linalg_op_90 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %173 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_83 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_91#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_91#2 : !transform.any_op
    transform.apply_licm to %loops_91#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_91#1 : !transform.any_op
    transform.apply_licm to %loops_91#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_91#0 : !transform.any_op
    %174 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %loops_91#2 "msched.block" = %174 : !transform.any_op, !transform.any_param
    %175 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %75 "msched.tiling_structure" = %175 : !transform.any_op, !transform.any_param
    %176:3 = transform.msched.sample_perfect_tile %75 loop = 1 n = 3 max_innermost_factor = 64 decision = [3, 9, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %177 = transform.msched.multiply %176#1, %176#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %178 = transform.msched.multiply %101#1, %101#2, %101#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %179 = transform.msched.multiply %102#1, %102#2, %102#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_92, %forall_op_93 = transform.structured.tile_using_forall %75 tile_sizes [0, %177, %178, %179, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %180 = transform.msched.multiply %101#2, %101#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %181 = transform.msched.multiply %102#2, %102#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_94, %loops_95:3 = transform.structured.tile_using_for %tiled_op_92 tile_sizes [0, %176#2, %180, %181, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_96, %loops_97:3 = transform.structured.tile_using_for %tiled_linalg_op_94 tile_sizes [0, 0, 0, 0, %114#1, %104#1, %105#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_98, %loops_99:3 = transform.structured.tile_using_for %tiled_linalg_op_96 tile_sizes [0, 1, %101#3, %102#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_100, %loops_101:3 = transform.structured.tile_using_for %tiled_linalg_op_98 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %182 = transform.structured.decompose %tiled_linalg_op_100 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %182 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_93 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_101#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#2 : !transform.any_op
    transform.apply_licm to %loops_101#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#1 : !transform.any_op
    transform.apply_licm to %loops_101#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#0 : !transform.any_op
    %183 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %loops_101#2 "msched.block" = %183 : !transform.any_op, !transform.any_param
    %184 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %76 "msched.tiling_structure" = %184 : !transform.any_op, !transform.any_param
    %185:3 = transform.msched.sample_perfect_tile %76 loop = 1 n = 3 max_innermost_factor = 64 decision = [3, 3, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %186 = transform.msched.multiply %185#1, %185#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %187 = transform.msched.multiply %123#1, %123#2, %123#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %188 = transform.msched.multiply %124#1, %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_102, %forall_op_103 = transform.structured.tile_using_forall %76 tile_sizes [0, %186, %187, %188, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %189 = transform.msched.multiply %123#2, %123#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %190 = transform.msched.multiply %124#2, %124#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_104, %loops_105:3 = transform.structured.tile_using_for %tiled_op_102 tile_sizes [0, %185#2, %189, %190, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_106, %loops_107:3 = transform.structured.tile_using_for %tiled_linalg_op_104 tile_sizes [0, 0, 0, 0, %136#1, %126#1, %127#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_108, %loops_109:3 = transform.structured.tile_using_for %tiled_linalg_op_106 tile_sizes [0, 1, %123#3, %124#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_110, %loops_111:3 = transform.structured.tile_using_for %tiled_linalg_op_108 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %191 = transform.structured.decompose %tiled_linalg_op_110 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %191 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_103 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_111#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_111#2 : !transform.any_op
    transform.apply_licm to %loops_111#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_111#1 : !transform.any_op
    transform.apply_licm to %loops_111#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_111#0 : !transform.any_op
    %192 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %loops_111#2 "msched.block" = %192 : !transform.any_op, !transform.any_param
    %193 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %77 "msched.tiling_structure" = %193 : !transform.any_op, !transform.any_param
    %194:3 = transform.msched.sample_perfect_tile %77 loop = 1 n = 3 max_innermost_factor = 64 decision = [3, 9, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %195 = transform.msched.multiply %194#1, %194#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %196 = transform.msched.multiply %145#1, %145#2, %145#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %197 = transform.msched.multiply %146#1, %146#2, %146#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_112, %forall_op_113 = transform.structured.tile_using_forall %77 tile_sizes [0, %195, %196, %197, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %198 = transform.msched.multiply %145#2, %145#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %199 = transform.msched.multiply %146#2, %146#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_114, %loops_115:3 = transform.structured.tile_using_for %tiled_op_112 tile_sizes [0, %194#2, %198, %199, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_116, %loops_117:3 = transform.structured.tile_using_for %tiled_linalg_op_114 tile_sizes [0, 0, 0, 0, %158#1, %148#1, %149#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_118, %loops_119:3 = transform.structured.tile_using_for %tiled_linalg_op_116 tile_sizes [0, 1, %145#3, %146#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_120, %loops_121:3 = transform.structured.tile_using_for %tiled_linalg_op_118 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %200 = transform.structured.decompose %tiled_linalg_op_120 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %200 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_113 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_121#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_121#2 : !transform.any_op
    transform.apply_licm to %loops_121#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_121#1 : !transform.any_op
    transform.apply_licm to %loops_121#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_121#0 : !transform.any_op
    %201 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %loops_121#2 "msched.block" = %201 : !transform.any_op, !transform.any_param
    %202 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %203 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %204 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %205 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %206 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %207 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %208 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %209 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %210 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %211 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %212 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %213 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %214 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %202 by %214 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %215 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 3 : !transform.param<i64>
    transform.msched.unroll %203 by %215 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %216 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %204 by %216 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %217 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %205 by %217 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %218 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 3 : !transform.param<i64>
    transform.msched.unroll %206 by %218 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %219 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 3 : !transform.param<i64>
    transform.msched.unroll %207 by %219 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %220 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %208 by %220 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %209 by %215 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %210 by %214 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_122, %forall_op_123 = transform.structured.tile_using_forall %35 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_122 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %211 by %216 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_124, %forall_op_125 = transform.structured.tile_using_forall %45 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_124 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %212 by %218 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_126, %forall_op_127 = transform.structured.tile_using_forall %55 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_126 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %213 by %220 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_128, %forall_op_129 = transform.structured.tile_using_forall %65 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_128 {create_named_contraction} : !transform.any_op
    %tiled_op_130, %forall_op_131 = transform.structured.tile_using_forall %2#1 tile_sizes [0, 1, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_132, %loops_133:2 = transform.structured.tile_using_for %tiled_op_130 tile_sizes [0, 0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %221 = transform.get_parent_op %tiled_linalg_op_132 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_132 {create_named_contraction} : !transform.any_op
    %222 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %221 by %222 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

