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
    %12 = transform.msched.privatize_init_fill %convs : (!transform.any_op) -> !transform.any_op
    %13:4 = transform.split_handle %12 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %14 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_init" -> !transform.any_param
    transform.annotate %13#0 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_init" -> !transform.any_param
    transform.annotate %13#1 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_init" -> !transform.any_param
    transform.annotate %13#2 "msched.block" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_init" -> !transform.any_param
    transform.annotate %13#3 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18:4 = transform.split_handle %convs : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %19 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %18#0 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#0 "msched.reuse_write" = %20 : !transform.any_op, !transform.any_param
    %21 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %18#1 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#1 "msched.reuse_write" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %18#2 "msched.block" = %23 : !transform.any_op, !transform.any_param
    %24 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#2 "msched.reuse_write" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %18#3 "msched.block" = %25 : !transform.any_op, !transform.any_param
    %26 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#3 "msched.reuse_write" = %26 : !transform.any_op, !transform.any_param
    %27:4 = transform.split_handle %transposes : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %28 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter0" -> !transform.any_param
    transform.annotate %27#0 "msched.block" = %28 : !transform.any_op, !transform.any_param
    %29 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter1" -> !transform.any_param
    transform.annotate %27#1 "msched.block" = %29 : !transform.any_op, !transform.any_param
    %30 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter2" -> !transform.any_param
    transform.annotate %27#2 "msched.block" = %30 : !transform.any_op, !transform.any_param
    %31 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter3" -> !transform.any_param
    transform.annotate %27#3 "msched.block" = %31 : !transform.any_op, !transform.any_param
    %32 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %33 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %34 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter3"} in %0 : (!transform.any_op) -> !transform.any_op
    %35 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %36 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %37 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %38 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter2"} in %0 : (!transform.any_op) -> !transform.any_op
    %39 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %40 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %41 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %42 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter1"} in %0 : (!transform.any_op) -> !transform.any_op
    %43 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %44 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %45 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %46 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter0"} in %0 : (!transform.any_op) -> !transform.any_op
    %47 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %48 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %32 "msched.tiling_structure" = %48 : !transform.any_op, !transform.any_param
    %49:3 = transform.msched.sample_perfect_tile %32 loop = 1 n = 3 max_innermost_factor = 64 outermost_prior = [2, 4] decision = [4, 7, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %50:4 = transform.msched.sample_perfect_tile %32 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 2, 1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %51:4 = transform.msched.sample_perfect_tile %32 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 1, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %52:2 = transform.msched.sample_perfect_tile %32 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %53:2 = transform.msched.sample_perfect_tile %32 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %54:2 = transform.msched.sample_perfect_tile %32 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %55 = transform.msched.multiply %49#1, %49#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %56 = transform.msched.multiply %50#1, %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %57 = transform.msched.multiply %51#1, %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %32 tile_sizes [0, %55, %56, %57, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %58 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %59 = transform.msched.fuse_into_forall_output %58 into %forall_op : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %60 = transform.msched.multiply %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %61 = transform.msched.multiply %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %49#2, %60, %61, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %52#1, %53#1, %54#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, %50#3, %51#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:3 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %62 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %62 {create_named_contraction} : !transform.any_op
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
    %63 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %loops_5#2 "msched.block" = %63 : !transform.any_op, !transform.any_param
    %64 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %65 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %36 "msched.tiling_structure" = %65 : !transform.any_op, !transform.any_param
    %66 = transform.msched.multiply %49#1, %49#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %67 = transform.msched.multiply %50#1, %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %68 = transform.msched.multiply %51#1, %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %36 tile_sizes [0, %66, %67, %68, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %69 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %70 = transform.msched.fuse_into_forall_output %69 into %forall_op_7 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %71 = transform.msched.multiply %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %72 = transform.msched.multiply %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_8, %loops_9:3 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %49#2, %71, %72, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:3 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 0, 0, %52#1, %53#1, %54#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:3 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 1, %50#3, %51#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15:3 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %73 = transform.structured.decompose %tiled_linalg_op_14 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %73 {create_named_contraction} : !transform.any_op
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
    %74 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %loops_15#2 "msched.block" = %74 : !transform.any_op, !transform.any_param
    %75 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %76 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %40 "msched.tiling_structure" = %76 : !transform.any_op, !transform.any_param
    %77 = transform.msched.multiply %49#1, %49#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %78 = transform.msched.multiply %50#1, %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %79 = transform.msched.multiply %51#1, %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_16, %forall_op_17 = transform.structured.tile_using_forall %40 tile_sizes [0, %77, %78, %79, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %80 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %81 = transform.msched.fuse_into_forall_output %80 into %forall_op_17 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %82 = transform.msched.multiply %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %83 = transform.msched.multiply %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_18, %loops_19:3 = transform.structured.tile_using_for %tiled_op_16 tile_sizes [0, %49#2, %82, %83, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_20, %loops_21:3 = transform.structured.tile_using_for %tiled_linalg_op_18 tile_sizes [0, 0, 0, 0, %52#1, %53#1, %54#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_22, %loops_23:3 = transform.structured.tile_using_for %tiled_linalg_op_20 tile_sizes [0, 1, %50#3, %51#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25:3 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %84 = transform.structured.decompose %tiled_linalg_op_24 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %84 {create_named_contraction} : !transform.any_op
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
    %85 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %loops_25#2 "msched.block" = %85 : !transform.any_op, !transform.any_param
    %86 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %87 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %44 "msched.tiling_structure" = %87 : !transform.any_op, !transform.any_param
    %88 = transform.msched.multiply %49#1, %49#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %89 = transform.msched.multiply %50#1, %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %90 = transform.msched.multiply %51#1, %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_26, %forall_op_27 = transform.structured.tile_using_forall %44 tile_sizes [0, %88, %89, %90, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %91 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %92 = transform.msched.fuse_into_forall_output %91 into %forall_op_27 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %93 = transform.msched.multiply %50#2, %50#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %94 = transform.msched.multiply %51#2, %51#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_28, %loops_29:3 = transform.structured.tile_using_for %tiled_op_26 tile_sizes [0, %49#2, %93, %94, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_30, %loops_31:3 = transform.structured.tile_using_for %tiled_linalg_op_28 tile_sizes [0, 0, 0, 0, %52#1, %53#1, %54#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_32, %loops_33:3 = transform.structured.tile_using_for %tiled_linalg_op_30 tile_sizes [0, 1, %50#3, %51#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_34, %loops_35:3 = transform.structured.tile_using_for %tiled_linalg_op_32 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %95 = transform.structured.decompose %tiled_linalg_op_34 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %95 {create_named_contraction} : !transform.any_op
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
    %96 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %loops_35#2 "msched.block" = %96 : !transform.any_op, !transform.any_param
    %97 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %98 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %99 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %100 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %101 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %102 = transform.structured.rewrite_in_destination_passing_style %35 : (!transform.any_op) -> !transform.any_op
    %103 = transform.structured.insert_slice_to_copy %102 : (!transform.any_op) -> !transform.any_op
    %104 = transform.get_producer_of_operand %103[1] : (!transform.any_op) -> !transform.any_op
    %105 = transform.get_producer_of_operand %104[0] : (!transform.any_op) -> !transform.any_op
    %106 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_pad_fill" -> !transform.any_param
    transform.annotate %105 "msched.block" = %106 : !transform.any_op, !transform.any_param
    %107 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_pad_copy" -> !transform.any_param
    transform.annotate %103 "msched.block" = %107 : !transform.any_op, !transform.any_param
    %108 = transform.structured.rewrite_in_destination_passing_style %39 : (!transform.any_op) -> !transform.any_op
    %109 = transform.structured.insert_slice_to_copy %108 : (!transform.any_op) -> !transform.any_op
    %110 = transform.get_producer_of_operand %109[1] : (!transform.any_op) -> !transform.any_op
    %111 = transform.get_producer_of_operand %110[0] : (!transform.any_op) -> !transform.any_op
    %112 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_pad_fill" -> !transform.any_param
    transform.annotate %111 "msched.block" = %112 : !transform.any_op, !transform.any_param
    %113 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_pad_copy" -> !transform.any_param
    transform.annotate %109 "msched.block" = %113 : !transform.any_op, !transform.any_param
    %114 = transform.structured.rewrite_in_destination_passing_style %43 : (!transform.any_op) -> !transform.any_op
    %115 = transform.structured.insert_slice_to_copy %114 : (!transform.any_op) -> !transform.any_op
    %116 = transform.get_producer_of_operand %115[1] : (!transform.any_op) -> !transform.any_op
    %117 = transform.get_producer_of_operand %116[0] : (!transform.any_op) -> !transform.any_op
    %118 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_pad_fill" -> !transform.any_param
    transform.annotate %117 "msched.block" = %118 : !transform.any_op, !transform.any_param
    %119 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_pad_copy" -> !transform.any_param
    transform.annotate %115 "msched.block" = %119 : !transform.any_op, !transform.any_param
    %120 = transform.structured.rewrite_in_destination_passing_style %47 : (!transform.any_op) -> !transform.any_op
    %121 = transform.structured.insert_slice_to_copy %120 : (!transform.any_op) -> !transform.any_op
    %122 = transform.get_producer_of_operand %121[1] : (!transform.any_op) -> !transform.any_op
    %123 = transform.get_producer_of_operand %122[0] : (!transform.any_op) -> !transform.any_op
    %124 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_pad_fill" -> !transform.any_param
    transform.annotate %123 "msched.block" = %124 : !transform.any_op, !transform.any_param
    %125 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_pad_copy" -> !transform.any_param
    transform.annotate %121 "msched.block" = %125 : !transform.any_op, !transform.any_param
    %126 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %127 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %128 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %129 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %130 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %131 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %132 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %133 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_36, %forall_op_37 = transform.structured.tile_using_forall %126 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_op_36 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %134 = transform.get_parent_op %tiled_linalg_op_38 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_38 {create_named_contraction} : !transform.any_op
    %tiled_op_40, %forall_op_41 = transform.structured.tile_using_forall %127 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_42, %loops_43:2 = transform.structured.tile_using_for %tiled_op_40 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %135 = transform.get_parent_op %tiled_linalg_op_42 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_42 {create_named_contraction} : !transform.any_op
    %tiled_op_44, %forall_op_45 = transform.structured.tile_using_forall %128 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_46, %loops_47:2 = transform.structured.tile_using_for %tiled_op_44 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %136 = transform.get_parent_op %tiled_linalg_op_46 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_46 {create_named_contraction} : !transform.any_op
    %tiled_op_48, %forall_op_49 = transform.structured.tile_using_forall %129 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:2 = transform.structured.tile_using_for %tiled_op_48 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %137 = transform.get_parent_op %tiled_linalg_op_50 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_50 {create_named_contraction} : !transform.any_op
    %tiled_op_52, %forall_op_53 = transform.structured.tile_using_forall %130 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_54, %loops_55:2 = transform.structured.tile_using_for %tiled_op_52 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %138 = transform.get_parent_op %tiled_linalg_op_54 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_54 {create_named_contraction} : !transform.any_op
    %tiled_op_56, %forall_op_57 = transform.structured.tile_using_forall %131 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_58, %loops_59:2 = transform.structured.tile_using_for %tiled_op_56 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %139 = transform.get_parent_op %tiled_linalg_op_58 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_58 {create_named_contraction} : !transform.any_op
    %tiled_op_60, %forall_op_61 = transform.structured.tile_using_forall %132 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_62, %loops_63:2 = transform.structured.tile_using_for %tiled_op_60 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %140 = transform.get_parent_op %tiled_linalg_op_62 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_62 {create_named_contraction} : !transform.any_op
    %tiled_op_64, %forall_op_65 = transform.structured.tile_using_forall %133 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_66, %loops_67:2 = transform.structured.tile_using_for %tiled_op_64 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %141 = transform.get_parent_op %tiled_linalg_op_66 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_66 {create_named_contraction} : !transform.any_op
    %142 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %98 by %142 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_68, %forall_op_69 = transform.structured.tile_using_forall %34 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_68 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %99 by %142 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_70, %forall_op_71 = transform.structured.tile_using_forall %38 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_70 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %100 by %142 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_72, %forall_op_73 = transform.structured.tile_using_forall %42 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_72 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %101 by %142 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_74, %forall_op_75 = transform.structured.tile_using_forall %46 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_74 {create_named_contraction} : !transform.any_op
    transform.yield 
  }
}

