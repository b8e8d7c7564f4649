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
    %27 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter3"} in %0 : (!transform.any_op) -> !transform.any_op
    %28 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %29 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %30 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter2"} in %0 : (!transform.any_op) -> !transform.any_op
    %31 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %32 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %33 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter1"} in %0 : (!transform.any_op) -> !transform.any_op
    %34 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %35 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %36 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter0"} in %0 : (!transform.any_op) -> !transform.any_op
    %37 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %38 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %26 "msched.tiling_structure" = %38 : !transform.any_op, !transform.any_param
    %39:3 = transform.msched.sample_perfect_tile %26 loop = 1 n = 3 max_innermost_factor = 64 decision = [2, 14, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %40:4 = transform.msched.sample_perfect_tile %26 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 1, 4, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %41:4 = transform.msched.sample_perfect_tile %26 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %42:2 = transform.msched.sample_perfect_tile %26 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %43:2 = transform.msched.sample_perfect_tile %26 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %44:2 = transform.msched.sample_perfect_tile %26 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %45 = transform.msched.multiply %39#1, %39#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %46 = transform.msched.multiply %40#1, %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %47 = transform.msched.multiply %41#1, %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %26 tile_sizes [0, %45, %46, %47, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %48 = transform.msched.multiply %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %49 = transform.msched.multiply %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %39#2, %48, %49, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %42#1, %43#1, %44#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, %40#3, %41#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:3 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %50 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %50 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#2 : !transform.any_op
    transform.apply_licm to %loops_5#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#1 : !transform.any_op
    transform.apply_licm to %loops_5#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5#0 : !transform.any_op
    %51 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %loops_5#2 "msched.block" = %51 : !transform.any_op, !transform.any_param
    %52 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %29 "msched.tiling_structure" = %52 : !transform.any_op, !transform.any_param
    %53 = transform.msched.multiply %39#1, %39#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %54 = transform.msched.multiply %40#1, %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %55 = transform.msched.multiply %41#1, %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %29 tile_sizes [0, %53, %54, %55, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %56 = transform.msched.multiply %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %57 = transform.msched.multiply %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_8, %loops_9:3 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %39#2, %56, %57, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:3 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 0, 0, %42#1, %43#1, %44#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:3 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 1, %40#3, %41#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:3 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %58 = transform.structured.decompose %tiled_linalg_op_14 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %58 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_7 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_15#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_15#2 : !transform.any_op
    transform.apply_licm to %loops_15#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_15#1 : !transform.any_op
    transform.apply_licm to %loops_15#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_15#0 : !transform.any_op
    %59 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %loops_15#2 "msched.block" = %59 : !transform.any_op, !transform.any_param
    %60 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %32 "msched.tiling_structure" = %60 : !transform.any_op, !transform.any_param
    %61 = transform.msched.multiply %39#1, %39#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %62 = transform.msched.multiply %40#1, %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %63 = transform.msched.multiply %41#1, %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_16, %forall_op_17 = transform.structured.tile_using_forall %32 tile_sizes [0, %61, %62, %63, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %64 = transform.msched.multiply %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %65 = transform.msched.multiply %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_18, %loops_19:3 = transform.structured.tile_using_for %tiled_op_16 tile_sizes [0, %39#2, %64, %65, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_20, %loops_21:3 = transform.structured.tile_using_for %tiled_linalg_op_18 tile_sizes [0, 0, 0, 0, %42#1, %43#1, %44#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_22, %loops_23:3 = transform.structured.tile_using_for %tiled_linalg_op_20 tile_sizes [0, 1, %40#3, %41#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:3 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %66 = transform.structured.decompose %tiled_linalg_op_24 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %66 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_17 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_25#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_25#2 : !transform.any_op
    transform.apply_licm to %loops_25#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_25#1 : !transform.any_op
    transform.apply_licm to %loops_25#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_25#0 : !transform.any_op
    %67 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %loops_25#2 "msched.block" = %67 : !transform.any_op, !transform.any_param
    %68 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %35 "msched.tiling_structure" = %68 : !transform.any_op, !transform.any_param
    %69 = transform.msched.multiply %39#1, %39#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %70 = transform.msched.multiply %40#1, %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %71 = transform.msched.multiply %41#1, %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_26, %forall_op_27 = transform.structured.tile_using_forall %35 tile_sizes [0, %69, %70, %71, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %72 = transform.msched.multiply %40#2, %40#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %73 = transform.msched.multiply %41#2, %41#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_28, %loops_29:3 = transform.structured.tile_using_for %tiled_op_26 tile_sizes [0, %39#2, %72, %73, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_30, %loops_31:3 = transform.structured.tile_using_for %tiled_linalg_op_28 tile_sizes [0, 0, 0, 0, %42#1, %43#1, %44#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_32, %loops_33:3 = transform.structured.tile_using_for %tiled_linalg_op_30 tile_sizes [0, 1, %40#3, %41#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_34, %loops_35:3 = transform.structured.tile_using_for %tiled_linalg_op_32 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %74 = transform.structured.decompose %tiled_linalg_op_34 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %74 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_27 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_35#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_35#2 : !transform.any_op
    transform.apply_licm to %loops_35#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_35#1 : !transform.any_op
    transform.apply_licm to %loops_35#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_35#0 : !transform.any_op
    %75 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %loops_35#2 "msched.block" = %75 : !transform.any_op, !transform.any_param
    %76 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %77 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %78 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %79 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %80 = transform.structured.rewrite_in_destination_passing_style %28 : (!transform.any_op) -> !transform.any_op
    %81 = transform.structured.insert_slice_to_copy %80 : (!transform.any_op) -> !transform.any_op
    %82 = transform.get_producer_of_operand %81[1] : (!transform.any_op) -> !transform.any_op
    %83 = transform.get_producer_of_operand %82[0] : (!transform.any_op) -> !transform.any_op
    %84 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_pad_fill" -> !transform.any_param
    transform.annotate %83 "msched.block" = %84 : !transform.any_op, !transform.any_param
    %85 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_pad_copy" -> !transform.any_param
    transform.annotate %81 "msched.block" = %85 : !transform.any_op, !transform.any_param
    %86 = transform.structured.rewrite_in_destination_passing_style %31 : (!transform.any_op) -> !transform.any_op
    %87 = transform.structured.insert_slice_to_copy %86 : (!transform.any_op) -> !transform.any_op
    %88 = transform.get_producer_of_operand %87[1] : (!transform.any_op) -> !transform.any_op
    %89 = transform.get_producer_of_operand %88[0] : (!transform.any_op) -> !transform.any_op
    %90 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_pad_fill" -> !transform.any_param
    transform.annotate %89 "msched.block" = %90 : !transform.any_op, !transform.any_param
    %91 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_pad_copy" -> !transform.any_param
    transform.annotate %87 "msched.block" = %91 : !transform.any_op, !transform.any_param
    %92 = transform.structured.rewrite_in_destination_passing_style %34 : (!transform.any_op) -> !transform.any_op
    %93 = transform.structured.insert_slice_to_copy %92 : (!transform.any_op) -> !transform.any_op
    %94 = transform.get_producer_of_operand %93[1] : (!transform.any_op) -> !transform.any_op
    %95 = transform.get_producer_of_operand %94[0] : (!transform.any_op) -> !transform.any_op
    %96 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_pad_fill" -> !transform.any_param
    transform.annotate %95 "msched.block" = %96 : !transform.any_op, !transform.any_param
    %97 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_pad_copy" -> !transform.any_param
    transform.annotate %93 "msched.block" = %97 : !transform.any_op, !transform.any_param
    %98 = transform.structured.rewrite_in_destination_passing_style %37 : (!transform.any_op) -> !transform.any_op
    %99 = transform.structured.insert_slice_to_copy %98 : (!transform.any_op) -> !transform.any_op
    %100 = transform.get_producer_of_operand %99[1] : (!transform.any_op) -> !transform.any_op
    %101 = transform.get_producer_of_operand %100[0] : (!transform.any_op) -> !transform.any_op
    %102 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_pad_fill" -> !transform.any_param
    transform.annotate %101 "msched.block" = %102 : !transform.any_op, !transform.any_param
    %103 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_pad_copy" -> !transform.any_param
    transform.annotate %99 "msched.block" = %103 : !transform.any_op, !transform.any_param
    %104 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %105 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %106 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %107 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %108 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %109 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %110 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %111 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_36, %forall_op_37 = transform.structured.tile_using_forall %104 tile_sizes [0, 4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_op_36 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %112 = transform.get_parent_op %tiled_linalg_op_38 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_38 {create_named_contraction} : !transform.any_op
    %tiled_op_40, %forall_op_41 = transform.structured.tile_using_forall %105 tile_sizes [0, 29, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_42, %loops_43:2 = transform.structured.tile_using_for %tiled_op_40 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %113 = transform.get_parent_op %tiled_linalg_op_42 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_42 {create_named_contraction} : !transform.any_op
    %tiled_op_44, %forall_op_45 = transform.structured.tile_using_forall %106 tile_sizes [0, 4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_46, %loops_47:2 = transform.structured.tile_using_for %tiled_op_44 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %114 = transform.get_parent_op %tiled_linalg_op_46 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_46 {create_named_contraction} : !transform.any_op
    %tiled_op_48, %forall_op_49 = transform.structured.tile_using_forall %107 tile_sizes [0, 29, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:2 = transform.structured.tile_using_for %tiled_op_48 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %115 = transform.get_parent_op %tiled_linalg_op_50 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_50 {create_named_contraction} : !transform.any_op
    %tiled_op_52, %forall_op_53 = transform.structured.tile_using_forall %108 tile_sizes [0, 4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_54, %loops_55:2 = transform.structured.tile_using_for %tiled_op_52 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %116 = transform.get_parent_op %tiled_linalg_op_54 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_54 {create_named_contraction} : !transform.any_op
    %tiled_op_56, %forall_op_57 = transform.structured.tile_using_forall %109 tile_sizes [0, 29, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_58, %loops_59:2 = transform.structured.tile_using_for %tiled_op_56 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %117 = transform.get_parent_op %tiled_linalg_op_58 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_58 {create_named_contraction} : !transform.any_op
    %tiled_op_60, %forall_op_61 = transform.structured.tile_using_forall %110 tile_sizes [0, 4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_62, %loops_63:2 = transform.structured.tile_using_for %tiled_op_60 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %118 = transform.get_parent_op %tiled_linalg_op_62 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_62 {create_named_contraction} : !transform.any_op
    %tiled_op_64, %forall_op_65 = transform.structured.tile_using_forall %111 tile_sizes [0, 29, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_66, %loops_67:2 = transform.structured.tile_using_for %tiled_op_64 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %119 = transform.get_parent_op %tiled_linalg_op_66 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_66 {create_named_contraction} : !transform.any_op
    %120 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %76 by %120 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_68, %forall_op_69 = transform.structured.tile_using_forall %27 tile_sizes [1, 1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_70, %loops_71 = transform.structured.tile_using_for %tiled_op_68 tile_sizes [0, 0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %121 = transform.get_parent_op %tiled_linalg_op_70 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_70 {create_named_contraction} : !transform.any_op
    %122 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %121 by %122 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %77 by %120 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_72, %forall_op_73 = transform.structured.tile_using_forall %30 tile_sizes [1, 1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_74, %loops_75 = transform.structured.tile_using_for %tiled_op_72 tile_sizes [0, 0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %123 = transform.get_parent_op %tiled_linalg_op_74 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_74 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %123 by %122 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %78 by %120 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_76, %forall_op_77 = transform.structured.tile_using_forall %33 tile_sizes [1, 1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_78, %loops_79 = transform.structured.tile_using_for %tiled_op_76 tile_sizes [0, 0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %124 = transform.get_parent_op %tiled_linalg_op_78 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_78 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %124 by %122 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %79 by %120 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_80, %forall_op_81 = transform.structured.tile_using_forall %36 tile_sizes [1, 1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_82, %loops_83 = transform.structured.tile_using_for %tiled_op_80 tile_sizes [0, 0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %125 = transform.get_parent_op %tiled_linalg_op_82 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_82 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %125 by %122 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_84, %forall_op_85 = transform.structured.tile_using_forall %2#1 tile_sizes [0, 2, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_86, %loops_87:3 = transform.structured.tile_using_for %tiled_op_84 tile_sizes [0, 1, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %126 = transform.get_parent_op %tiled_linalg_op_86 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_86 {create_named_contraction} : !transform.any_op
    %127 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %126 by %127 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

