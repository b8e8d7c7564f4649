module attributes {msched.func = "t2d", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:4 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "pad_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "fill_1" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %6 = transform.param.constant "generic_0" -> !transform.any_param
    transform.annotate %2#3 "msched.block" = %6 : !transform.any_op, !transform.any_param
    %convs, %fills = transform.msched.decompose_transposed_conv %2#3 {by_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %7:4 = transform.split_handle %fills : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %8 = transform.param.constant "generic_0_phase0_init" -> !transform.any_param
    transform.annotate %7#0 "msched.block" = %8 : !transform.any_op, !transform.any_param
    %9 = transform.param.constant "generic_0_phase1_init" -> !transform.any_param
    transform.annotate %7#1 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.param.constant "generic_0_phase2_init" -> !transform.any_param
    transform.annotate %7#2 "msched.block" = %10 : !transform.any_op, !transform.any_param
    %11 = transform.param.constant "generic_0_phase3_init" -> !transform.any_param
    transform.annotate %7#3 "msched.block" = %11 : !transform.any_op, !transform.any_param
    %12:16 = transform.split_handle %convs : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %13 = transform.param.constant "generic_0_tap0" -> !transform.any_param
    transform.annotate %12#0 "msched.block" = %13 : !transform.any_op, !transform.any_param
    %14 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#0 "msched.reuse_write" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "generic_0_tap1" -> !transform.any_param
    transform.annotate %12#1 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#1 "msched.reuse_write" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "generic_0_tap2" -> !transform.any_param
    transform.annotate %12#2 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#2 "msched.reuse_write" = %18 : !transform.any_op, !transform.any_param
    %19 = transform.param.constant "generic_0_tap3" -> !transform.any_param
    transform.annotate %12#3 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#3 "msched.reuse_write" = %20 : !transform.any_op, !transform.any_param
    %21 = transform.param.constant "generic_0_tap4" -> !transform.any_param
    transform.annotate %12#4 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#4 "msched.reuse_write" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.param.constant "generic_0_tap5" -> !transform.any_param
    transform.annotate %12#5 "msched.block" = %23 : !transform.any_op, !transform.any_param
    %24 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#5 "msched.reuse_write" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.param.constant "generic_0_tap6" -> !transform.any_param
    transform.annotate %12#6 "msched.block" = %25 : !transform.any_op, !transform.any_param
    %26 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#6 "msched.reuse_write" = %26 : !transform.any_op, !transform.any_param
    %27 = transform.param.constant "generic_0_tap7" -> !transform.any_param
    transform.annotate %12#7 "msched.block" = %27 : !transform.any_op, !transform.any_param
    %28 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#7 "msched.reuse_write" = %28 : !transform.any_op, !transform.any_param
    %29 = transform.param.constant "generic_0_tap8" -> !transform.any_param
    transform.annotate %12#8 "msched.block" = %29 : !transform.any_op, !transform.any_param
    %30 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#8 "msched.reuse_write" = %30 : !transform.any_op, !transform.any_param
    %31 = transform.param.constant "generic_0_tap9" -> !transform.any_param
    transform.annotate %12#9 "msched.block" = %31 : !transform.any_op, !transform.any_param
    %32 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#9 "msched.reuse_write" = %32 : !transform.any_op, !transform.any_param
    %33 = transform.param.constant "generic_0_tap10" -> !transform.any_param
    transform.annotate %12#10 "msched.block" = %33 : !transform.any_op, !transform.any_param
    %34 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#10 "msched.reuse_write" = %34 : !transform.any_op, !transform.any_param
    %35 = transform.param.constant "generic_0_tap11" -> !transform.any_param
    transform.annotate %12#11 "msched.block" = %35 : !transform.any_op, !transform.any_param
    %36 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#11 "msched.reuse_write" = %36 : !transform.any_op, !transform.any_param
    %37 = transform.param.constant "generic_0_tap12" -> !transform.any_param
    transform.annotate %12#12 "msched.block" = %37 : !transform.any_op, !transform.any_param
    %38 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#12 "msched.reuse_write" = %38 : !transform.any_op, !transform.any_param
    %39 = transform.param.constant "generic_0_tap13" -> !transform.any_param
    transform.annotate %12#13 "msched.block" = %39 : !transform.any_op, !transform.any_param
    %40 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#13 "msched.reuse_write" = %40 : !transform.any_op, !transform.any_param
    %41 = transform.param.constant "generic_0_tap14" -> !transform.any_param
    transform.annotate %12#14 "msched.block" = %41 : !transform.any_op, !transform.any_param
    %42 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#14 "msched.reuse_write" = %42 : !transform.any_op, !transform.any_param
    %43 = transform.param.constant "generic_0_tap15" -> !transform.any_param
    transform.annotate %12#15 "msched.block" = %43 : !transform.any_op, !transform.any_param
    %44 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %12#15 "msched.reuse_write" = %44 : !transform.any_op, !transform.any_param
    %45 = transform.structured.match attributes {msched.block = "generic_0_tap15"} in %0 : (!transform.any_op) -> !transform.any_op
    %46 = transform.structured.match attributes {msched.block = "generic_0_tap14"} in %0 : (!transform.any_op) -> !transform.any_op
    %47 = transform.structured.match attributes {msched.block = "generic_0_tap13"} in %0 : (!transform.any_op) -> !transform.any_op
    %48 = transform.structured.match attributes {msched.block = "generic_0_tap12"} in %0 : (!transform.any_op) -> !transform.any_op
    %49 = transform.structured.match attributes {msched.block = "generic_0_tap11"} in %0 : (!transform.any_op) -> !transform.any_op
    %50 = transform.structured.match attributes {msched.block = "generic_0_tap10"} in %0 : (!transform.any_op) -> !transform.any_op
    %51 = transform.structured.match attributes {msched.block = "generic_0_tap9"} in %0 : (!transform.any_op) -> !transform.any_op
    %52 = transform.structured.match attributes {msched.block = "generic_0_tap8"} in %0 : (!transform.any_op) -> !transform.any_op
    %53 = transform.structured.match attributes {msched.block = "generic_0_tap7"} in %0 : (!transform.any_op) -> !transform.any_op
    %54 = transform.structured.match attributes {msched.block = "generic_0_tap6"} in %0 : (!transform.any_op) -> !transform.any_op
    %55 = transform.structured.match attributes {msched.block = "generic_0_tap5"} in %0 : (!transform.any_op) -> !transform.any_op
    %56 = transform.structured.match attributes {msched.block = "generic_0_tap4"} in %0 : (!transform.any_op) -> !transform.any_op
    %57 = transform.structured.match attributes {msched.block = "generic_0_tap3"} in %0 : (!transform.any_op) -> !transform.any_op
    %58 = transform.structured.match attributes {msched.block = "generic_0_tap2"} in %0 : (!transform.any_op) -> !transform.any_op
    %59 = transform.structured.match attributes {msched.block = "generic_0_tap1"} in %0 : (!transform.any_op) -> !transform.any_op
    %60 = transform.structured.match attributes {msched.block = "generic_0_tap0"} in %0 : (!transform.any_op) -> !transform.any_op
    %61 = transform.structured.match attributes {msched.block = "generic_0_phase3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %62 = transform.structured.match attributes {msched.block = "generic_0_phase2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %63 = transform.structured.match attributes {msched.block = "generic_0_phase1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %64 = transform.structured.match attributes {msched.block = "generic_0_phase0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %65 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %45 "msched.tiling_structure" = %65 : !transform.any_op, !transform.any_param
    %66:3 = transform.msched.sample_perfect_tile %45 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 2, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %67:4 = transform.msched.sample_perfect_tile %45 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14, 4] decision = [1, 1, 1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %68:4 = transform.msched.sample_perfect_tile %45 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32, 64] outermost_prior = [2, 4] decision = [2, 2, 1, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %69:2 = transform.msched.sample_perfect_tile %45 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [64, 128, 256] decision = [1, 512] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %70 = transform.msched.multiply %66#1, %66#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %71 = transform.msched.multiply %67#1, %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %72 = transform.msched.multiply %68#1, %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %45 tile_sizes [0, %70, %71, %72, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %73 = transform.msched.multiply %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %74 = transform.msched.multiply %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %66#2, %73, %74, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, 0, 0, %69#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, %67#3, %68#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %75 = transform.structured.decompose %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %75 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5 : !transform.any_op
    %76 = transform.param.constant "generic_0_tap15" -> !transform.any_param
    transform.annotate %loops_5 "msched.block" = %76 : !transform.any_op, !transform.any_param
    %77 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %46 "msched.tiling_structure" = %77 : !transform.any_op, !transform.any_param
    %78:3 = transform.msched.sample_perfect_tile %46 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 2, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %79:4 = transform.msched.sample_perfect_tile %46 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14, 3] decision = [1, 1, 1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %80:4 = transform.msched.sample_perfect_tile %46 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32, 64] outermost_prior = [2, 4] decision = [2, 1, 2, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %81:2 = transform.msched.sample_perfect_tile %46 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [64, 128, 256] decision = [8, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %82 = transform.msched.multiply %78#1, %78#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %83 = transform.msched.multiply %79#1, %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %84 = transform.msched.multiply %80#1, %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %46 tile_sizes [0, %82, %83, %84, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %85 = transform.msched.multiply %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %86 = transform.msched.multiply %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_8, %loops_9:3 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, %78#2, %85, %86, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 0, 0, 0, 0, %81#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_12, %loops_13:3 = transform.structured.tile_using_for %tiled_linalg_op_10 tile_sizes [0, 1, %79#3, %80#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_14, %loops_15 = transform.structured.tile_using_for %tiled_linalg_op_12 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %87 = transform.structured.decompose %tiled_linalg_op_14 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %87 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_7 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_15 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_15 : !transform.any_op
    %88 = transform.param.constant "generic_0_tap14" -> !transform.any_param
    transform.annotate %loops_15 "msched.block" = %88 : !transform.any_op, !transform.any_param
    %89 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %47 "msched.tiling_structure" = %89 : !transform.any_op, !transform.any_param
    %90:3 = transform.msched.sample_perfect_tile %47 loop = 1 n = 3 max_innermost_factor = 64 decision = [1, 3, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %91:4 = transform.msched.sample_perfect_tile %47 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14, 4] decision = [1, 1, 1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %92:4 = transform.msched.sample_perfect_tile %47 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32, 64] outermost_prior = [2, 4] decision = [4, 2, 1, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %93:2 = transform.msched.sample_perfect_tile %47 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [64, 128, 256] decision = [2, 256] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %94 = transform.msched.multiply %90#1, %90#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %95 = transform.msched.multiply %91#1, %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %96 = transform.msched.multiply %92#1, %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_16, %forall_op_17 = transform.structured.tile_using_forall %47 tile_sizes [0, %94, %95, %96, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %97 = transform.msched.multiply %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %98 = transform.msched.multiply %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_18, %loops_19:3 = transform.structured.tile_using_for %tiled_op_16 tile_sizes [0, %90#2, %97, %98, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_20, %loops_21 = transform.structured.tile_using_for %tiled_linalg_op_18 tile_sizes [0, 0, 0, 0, 0, 0, %93#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_22, %loops_23:3 = transform.structured.tile_using_for %tiled_linalg_op_20 tile_sizes [0, 1, %91#3, %92#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_24, %loops_25 = transform.structured.tile_using_for %tiled_linalg_op_22 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %99 = transform.structured.decompose %tiled_linalg_op_24 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %99 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_17 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_25 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_25 : !transform.any_op
    %100 = transform.param.constant "generic_0_tap13" -> !transform.any_param
    transform.annotate %loops_25 "msched.block" = %100 : !transform.any_op, !transform.any_param
    %101 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %48 "msched.tiling_structure" = %101 : !transform.any_op, !transform.any_param
    %102:3 = transform.msched.sample_perfect_tile %48 loop = 1 n = 3 max_innermost_factor = 64 decision = [3, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %103:4 = transform.msched.sample_perfect_tile %48 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14, 3] decision = [1, 3, 1, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %104:4 = transform.msched.sample_perfect_tile %48 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32, 64] outermost_prior = [2, 4] decision = [4, 1, 1, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %105:2 = transform.msched.sample_perfect_tile %48 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [64, 128, 256] decision = [4, 128] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %106 = transform.msched.multiply %102#1, %102#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %107 = transform.msched.multiply %103#1, %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %108 = transform.msched.multiply %104#1, %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_26, %forall_op_27 = transform.structured.tile_using_forall %48 tile_sizes [0, %106, %107, %108, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %109 = transform.msched.multiply %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %110 = transform.msched.multiply %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_28, %loops_29:3 = transform.structured.tile_using_for %tiled_op_26 tile_sizes [0, %102#2, %109, %110, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_30, %loops_31 = transform.structured.tile_using_for %tiled_linalg_op_28 tile_sizes [0, 0, 0, 0, 0, 0, %105#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_32, %loops_33:3 = transform.structured.tile_using_for %tiled_linalg_op_30 tile_sizes [0, 1, %103#3, %104#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_34, %loops_35 = transform.structured.tile_using_for %tiled_linalg_op_32 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %111 = transform.structured.decompose %tiled_linalg_op_34 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %111 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_27 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_35 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_35 : !transform.any_op
    %112 = transform.param.constant "generic_0_tap12" -> !transform.any_param
    transform.annotate %loops_35 "msched.block" = %112 : !transform.any_op, !transform.any_param
    %113 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %49 "msched.tiling_structure" = %113 : !transform.any_op, !transform.any_param
    %114 = transform.msched.multiply %78#1, %78#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %115 = transform.msched.multiply %79#1, %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %116 = transform.msched.multiply %80#1, %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_36, %forall_op_37 = transform.structured.tile_using_forall %49 tile_sizes [0, %114, %115, %116, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %117 = transform.msched.multiply %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %118 = transform.msched.multiply %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_38, %loops_39:3 = transform.structured.tile_using_for %tiled_op_36 tile_sizes [0, %78#2, %117, %118, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 0, 0, %81#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_42, %loops_43:3 = transform.structured.tile_using_for %tiled_linalg_op_40 tile_sizes [0, 1, %79#3, %80#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_44, %loops_45 = transform.structured.tile_using_for %tiled_linalg_op_42 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %119 = transform.structured.decompose %tiled_linalg_op_44 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %119 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_37 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_45 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_45 : !transform.any_op
    %120 = transform.param.constant "generic_0_tap11" -> !transform.any_param
    transform.annotate %loops_45 "msched.block" = %120 : !transform.any_op, !transform.any_param
    %121 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %50 "msched.tiling_structure" = %121 : !transform.any_op, !transform.any_param
    %122 = transform.msched.multiply %66#1, %66#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %123 = transform.msched.multiply %67#1, %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %124 = transform.msched.multiply %68#1, %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_46, %forall_op_47 = transform.structured.tile_using_forall %50 tile_sizes [0, %122, %123, %124, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %125 = transform.msched.multiply %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %126 = transform.msched.multiply %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_48, %loops_49:3 = transform.structured.tile_using_for %tiled_op_46 tile_sizes [0, %66#2, %125, %126, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 0, 0, 0, 0, 0, %69#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_52, %loops_53:3 = transform.structured.tile_using_for %tiled_linalg_op_50 tile_sizes [0, 1, %67#3, %68#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_54, %loops_55 = transform.structured.tile_using_for %tiled_linalg_op_52 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %127 = transform.structured.decompose %tiled_linalg_op_54 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %127 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_47 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_55 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_55 : !transform.any_op
    %128 = transform.param.constant "generic_0_tap10" -> !transform.any_param
    transform.annotate %loops_55 "msched.block" = %128 : !transform.any_op, !transform.any_param
    %129 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %51 "msched.tiling_structure" = %129 : !transform.any_op, !transform.any_param
    %130 = transform.msched.multiply %102#1, %102#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %131 = transform.msched.multiply %103#1, %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %132 = transform.msched.multiply %104#1, %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_56, %forall_op_57 = transform.structured.tile_using_forall %51 tile_sizes [0, %130, %131, %132, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %133 = transform.msched.multiply %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %134 = transform.msched.multiply %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_58, %loops_59:3 = transform.structured.tile_using_for %tiled_op_56 tile_sizes [0, %102#2, %133, %134, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, 0, 0, %105#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_62, %loops_63:3 = transform.structured.tile_using_for %tiled_linalg_op_60 tile_sizes [0, 1, %103#3, %104#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_64, %loops_65 = transform.structured.tile_using_for %tiled_linalg_op_62 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %135 = transform.structured.decompose %tiled_linalg_op_64 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %135 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_57 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_65 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_65 : !transform.any_op
    %136 = transform.param.constant "generic_0_tap9" -> !transform.any_param
    transform.annotate %loops_65 "msched.block" = %136 : !transform.any_op, !transform.any_param
    %137 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %52 "msched.tiling_structure" = %137 : !transform.any_op, !transform.any_param
    %138 = transform.msched.multiply %90#1, %90#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %139 = transform.msched.multiply %91#1, %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %140 = transform.msched.multiply %92#1, %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_66, %forall_op_67 = transform.structured.tile_using_forall %52 tile_sizes [0, %138, %139, %140, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %141 = transform.msched.multiply %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %142 = transform.msched.multiply %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_68, %loops_69:3 = transform.structured.tile_using_for %tiled_op_66 tile_sizes [0, %90#2, %141, %142, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_70, %loops_71 = transform.structured.tile_using_for %tiled_linalg_op_68 tile_sizes [0, 0, 0, 0, 0, 0, %93#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_72, %loops_73:3 = transform.structured.tile_using_for %tiled_linalg_op_70 tile_sizes [0, 1, %91#3, %92#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_74, %loops_75 = transform.structured.tile_using_for %tiled_linalg_op_72 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %143 = transform.structured.decompose %tiled_linalg_op_74 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %143 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_67 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_75 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_75 : !transform.any_op
    %144 = transform.param.constant "generic_0_tap8" -> !transform.any_param
    transform.annotate %loops_75 "msched.block" = %144 : !transform.any_op, !transform.any_param
    %145 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %53 "msched.tiling_structure" = %145 : !transform.any_op, !transform.any_param
    %146 = transform.msched.multiply %90#1, %90#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %147 = transform.msched.multiply %91#1, %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %148 = transform.msched.multiply %92#1, %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_76, %forall_op_77 = transform.structured.tile_using_forall %53 tile_sizes [0, %146, %147, %148, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %149 = transform.msched.multiply %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %150 = transform.msched.multiply %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_78, %loops_79:3 = transform.structured.tile_using_for %tiled_op_76 tile_sizes [0, %90#2, %149, %150, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_80, %loops_81 = transform.structured.tile_using_for %tiled_linalg_op_78 tile_sizes [0, 0, 0, 0, 0, 0, %93#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_82, %loops_83:3 = transform.structured.tile_using_for %tiled_linalg_op_80 tile_sizes [0, 1, %91#3, %92#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_84, %loops_85 = transform.structured.tile_using_for %tiled_linalg_op_82 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %151 = transform.structured.decompose %tiled_linalg_op_84 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %151 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_77 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_85 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_85 : !transform.any_op
    %152 = transform.param.constant "generic_0_tap7" -> !transform.any_param
    transform.annotate %loops_85 "msched.block" = %152 : !transform.any_op, !transform.any_param
    %153 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %54 "msched.tiling_structure" = %153 : !transform.any_op, !transform.any_param
    %154 = transform.msched.multiply %102#1, %102#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %155 = transform.msched.multiply %103#1, %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %156 = transform.msched.multiply %104#1, %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_86, %forall_op_87 = transform.structured.tile_using_forall %54 tile_sizes [0, %154, %155, %156, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %157 = transform.msched.multiply %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %158 = transform.msched.multiply %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_88, %loops_89:3 = transform.structured.tile_using_for %tiled_op_86 tile_sizes [0, %102#2, %157, %158, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_90, %loops_91 = transform.structured.tile_using_for %tiled_linalg_op_88 tile_sizes [0, 0, 0, 0, 0, 0, %105#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_92, %loops_93:3 = transform.structured.tile_using_for %tiled_linalg_op_90 tile_sizes [0, 1, %103#3, %104#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_94, %loops_95 = transform.structured.tile_using_for %tiled_linalg_op_92 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %159 = transform.structured.decompose %tiled_linalg_op_94 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %159 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_87 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_95 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_95 : !transform.any_op
    %160 = transform.param.constant "generic_0_tap6" -> !transform.any_param
    transform.annotate %loops_95 "msched.block" = %160 : !transform.any_op, !transform.any_param
    %161 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %55 "msched.tiling_structure" = %161 : !transform.any_op, !transform.any_param
    %162 = transform.msched.multiply %66#1, %66#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %163 = transform.msched.multiply %67#1, %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %164 = transform.msched.multiply %68#1, %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_96, %forall_op_97 = transform.structured.tile_using_forall %55 tile_sizes [0, %162, %163, %164, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %165 = transform.msched.multiply %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %166 = transform.msched.multiply %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_98, %loops_99:3 = transform.structured.tile_using_for %tiled_op_96 tile_sizes [0, %66#2, %165, %166, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_100, %loops_101 = transform.structured.tile_using_for %tiled_linalg_op_98 tile_sizes [0, 0, 0, 0, 0, 0, %69#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_102, %loops_103:3 = transform.structured.tile_using_for %tiled_linalg_op_100 tile_sizes [0, 1, %67#3, %68#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_104, %loops_105 = transform.structured.tile_using_for %tiled_linalg_op_102 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %167 = transform.structured.decompose %tiled_linalg_op_104 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %167 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_97 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_105 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_105 : !transform.any_op
    %168 = transform.param.constant "generic_0_tap5" -> !transform.any_param
    transform.annotate %loops_105 "msched.block" = %168 : !transform.any_op, !transform.any_param
    %169 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %56 "msched.tiling_structure" = %169 : !transform.any_op, !transform.any_param
    %170 = transform.msched.multiply %78#1, %78#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %171 = transform.msched.multiply %79#1, %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %172 = transform.msched.multiply %80#1, %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_106, %forall_op_107 = transform.structured.tile_using_forall %56 tile_sizes [0, %170, %171, %172, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %173 = transform.msched.multiply %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %174 = transform.msched.multiply %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_108, %loops_109:3 = transform.structured.tile_using_for %tiled_op_106 tile_sizes [0, %78#2, %173, %174, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_110, %loops_111 = transform.structured.tile_using_for %tiled_linalg_op_108 tile_sizes [0, 0, 0, 0, 0, 0, %81#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_112, %loops_113:3 = transform.structured.tile_using_for %tiled_linalg_op_110 tile_sizes [0, 1, %79#3, %80#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_114, %loops_115 = transform.structured.tile_using_for %tiled_linalg_op_112 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %175 = transform.structured.decompose %tiled_linalg_op_114 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %175 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_107 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_115 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_115 : !transform.any_op
    %176 = transform.param.constant "generic_0_tap4" -> !transform.any_param
    transform.annotate %loops_115 "msched.block" = %176 : !transform.any_op, !transform.any_param
    %177 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %57 "msched.tiling_structure" = %177 : !transform.any_op, !transform.any_param
    %178 = transform.msched.multiply %102#1, %102#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %179 = transform.msched.multiply %103#1, %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %180 = transform.msched.multiply %104#1, %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_116, %forall_op_117 = transform.structured.tile_using_forall %57 tile_sizes [0, %178, %179, %180, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %181 = transform.msched.multiply %103#2, %103#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %182 = transform.msched.multiply %104#2, %104#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_118, %loops_119:3 = transform.structured.tile_using_for %tiled_op_116 tile_sizes [0, %102#2, %181, %182, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_120, %loops_121 = transform.structured.tile_using_for %tiled_linalg_op_118 tile_sizes [0, 0, 0, 0, 0, 0, %105#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_122, %loops_123:3 = transform.structured.tile_using_for %tiled_linalg_op_120 tile_sizes [0, 1, %103#3, %104#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_124, %loops_125 = transform.structured.tile_using_for %tiled_linalg_op_122 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %183 = transform.structured.decompose %tiled_linalg_op_124 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %183 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_117 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_125 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_125 : !transform.any_op
    %184 = transform.param.constant "generic_0_tap3" -> !transform.any_param
    transform.annotate %loops_125 "msched.block" = %184 : !transform.any_op, !transform.any_param
    %185 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %58 "msched.tiling_structure" = %185 : !transform.any_op, !transform.any_param
    %186 = transform.msched.multiply %90#1, %90#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %187 = transform.msched.multiply %91#1, %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %188 = transform.msched.multiply %92#1, %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_126, %forall_op_127 = transform.structured.tile_using_forall %58 tile_sizes [0, %186, %187, %188, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %189 = transform.msched.multiply %91#2, %91#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %190 = transform.msched.multiply %92#2, %92#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_128, %loops_129:3 = transform.structured.tile_using_for %tiled_op_126 tile_sizes [0, %90#2, %189, %190, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_130, %loops_131 = transform.structured.tile_using_for %tiled_linalg_op_128 tile_sizes [0, 0, 0, 0, 0, 0, %93#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_132, %loops_133:3 = transform.structured.tile_using_for %tiled_linalg_op_130 tile_sizes [0, 1, %91#3, %92#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_134, %loops_135 = transform.structured.tile_using_for %tiled_linalg_op_132 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %191 = transform.structured.decompose %tiled_linalg_op_134 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %191 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_127 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_135 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_135 : !transform.any_op
    %192 = transform.param.constant "generic_0_tap2" -> !transform.any_param
    transform.annotate %loops_135 "msched.block" = %192 : !transform.any_op, !transform.any_param
    %193 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %59 "msched.tiling_structure" = %193 : !transform.any_op, !transform.any_param
    %194 = transform.msched.multiply %78#1, %78#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %195 = transform.msched.multiply %79#1, %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %196 = transform.msched.multiply %80#1, %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_136, %forall_op_137 = transform.structured.tile_using_forall %59 tile_sizes [0, %194, %195, %196, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %197 = transform.msched.multiply %79#2, %79#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %198 = transform.msched.multiply %80#2, %80#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_138, %loops_139:3 = transform.structured.tile_using_for %tiled_op_136 tile_sizes [0, %78#2, %197, %198, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_140, %loops_141 = transform.structured.tile_using_for %tiled_linalg_op_138 tile_sizes [0, 0, 0, 0, 0, 0, %81#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_142, %loops_143:3 = transform.structured.tile_using_for %tiled_linalg_op_140 tile_sizes [0, 1, %79#3, %80#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_144, %loops_145 = transform.structured.tile_using_for %tiled_linalg_op_142 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %199 = transform.structured.decompose %tiled_linalg_op_144 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %199 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_137 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_145 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_145 : !transform.any_op
    %200 = transform.param.constant "generic_0_tap1" -> !transform.any_param
    transform.annotate %loops_145 "msched.block" = %200 : !transform.any_op, !transform.any_param
    %201 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %60 "msched.tiling_structure" = %201 : !transform.any_op, !transform.any_param
    %202 = transform.msched.multiply %66#1, %66#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %203 = transform.msched.multiply %67#1, %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %204 = transform.msched.multiply %68#1, %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_146, %forall_op_147 = transform.structured.tile_using_forall %60 tile_sizes [0, %202, %203, %204, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %205 = transform.msched.multiply %67#2, %67#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %206 = transform.msched.multiply %68#2, %68#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_148, %loops_149:3 = transform.structured.tile_using_for %tiled_op_146 tile_sizes [0, %66#2, %205, %206, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_150, %loops_151 = transform.structured.tile_using_for %tiled_linalg_op_148 tile_sizes [0, 0, 0, 0, 0, 0, %69#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_152, %loops_153:3 = transform.structured.tile_using_for %tiled_linalg_op_150 tile_sizes [0, 1, %67#3, %68#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_154, %loops_155 = transform.structured.tile_using_for %tiled_linalg_op_152 tile_sizes [0, 0, 0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %207 = transform.structured.decompose %tiled_linalg_op_154 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %207 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_147 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_155 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_155 : !transform.any_op
    %208 = transform.param.constant "generic_0_tap0" -> !transform.any_param
    transform.annotate %loops_155 "msched.block" = %208 : !transform.any_op, !transform.any_param
    %209 = transform.structured.match attributes {msched.block = "generic_0_tap15"} in %0 : (!transform.any_op) -> !transform.any_op
    %210 = transform.structured.match attributes {msched.block = "generic_0_tap14"} in %0 : (!transform.any_op) -> !transform.any_op
    %211 = transform.structured.match attributes {msched.block = "generic_0_tap13"} in %0 : (!transform.any_op) -> !transform.any_op
    %212 = transform.structured.match attributes {msched.block = "generic_0_tap12"} in %0 : (!transform.any_op) -> !transform.any_op
    %213 = transform.structured.match attributes {msched.block = "generic_0_tap11"} in %0 : (!transform.any_op) -> !transform.any_op
    %214 = transform.structured.match attributes {msched.block = "generic_0_tap10"} in %0 : (!transform.any_op) -> !transform.any_op
    %215 = transform.structured.match attributes {msched.block = "generic_0_tap9"} in %0 : (!transform.any_op) -> !transform.any_op
    %216 = transform.structured.match attributes {msched.block = "generic_0_tap8"} in %0 : (!transform.any_op) -> !transform.any_op
    %217 = transform.structured.match attributes {msched.block = "generic_0_tap7"} in %0 : (!transform.any_op) -> !transform.any_op
    %218 = transform.structured.match attributes {msched.block = "generic_0_tap6"} in %0 : (!transform.any_op) -> !transform.any_op
    %219 = transform.structured.match attributes {msched.block = "generic_0_tap5"} in %0 : (!transform.any_op) -> !transform.any_op
    %220 = transform.structured.match attributes {msched.block = "generic_0_tap4"} in %0 : (!transform.any_op) -> !transform.any_op
    %221 = transform.structured.match attributes {msched.block = "generic_0_tap3"} in %0 : (!transform.any_op) -> !transform.any_op
    %222 = transform.structured.match attributes {msched.block = "generic_0_tap2"} in %0 : (!transform.any_op) -> !transform.any_op
    %223 = transform.structured.match attributes {msched.block = "generic_0_tap1"} in %0 : (!transform.any_op) -> !transform.any_op
    %224 = transform.structured.match attributes {msched.block = "generic_0_tap0"} in %0 : (!transform.any_op) -> !transform.any_op
    %225 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %209 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %226 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %210 by %226 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %211 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %227 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %212 by %227 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %213 by %226 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %214 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %215 by %227 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %216 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %217 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %218 by %227 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %219 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %220 by %226 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %221 by %227 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %222 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %223 by %226 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %224 by %225 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_156, %forall_op_157 = transform.structured.tile_using_forall %61 tile_sizes [0, 1, 1, 128] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_158, %loops_159 = transform.structured.tile_using_for %tiled_op_156 tile_sizes [0, 0, 0, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %228 = transform.get_parent_op %tiled_linalg_op_158 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_158 {create_named_contraction} : !transform.any_op
    %229 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %228 by %229 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_160, %forall_op_161 = transform.structured.tile_using_forall %62 tile_sizes [0, 1, 1, 128] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_162, %loops_163 = transform.structured.tile_using_for %tiled_op_160 tile_sizes [0, 0, 0, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %230 = transform.get_parent_op %tiled_linalg_op_162 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_162 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %230 by %229 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_164, %forall_op_165 = transform.structured.tile_using_forall %63 tile_sizes [0, 1, 1, 128] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_166, %loops_167 = transform.structured.tile_using_for %tiled_op_164 tile_sizes [0, 0, 0, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %231 = transform.get_parent_op %tiled_linalg_op_166 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_166 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %231 by %229 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_168, %forall_op_169 = transform.structured.tile_using_forall %64 tile_sizes [0, 1, 1, 128] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_170, %loops_171 = transform.structured.tile_using_for %tiled_op_168 tile_sizes [0, 0, 0, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %232 = transform.get_parent_op %tiled_linalg_op_170 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_170 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %232 by %229 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

