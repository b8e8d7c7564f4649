module attributes {msched.func = "tbg", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:4 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "transpose_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "transpose_1" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %6 = transform.param.constant "batch_matmul_0" -> !transform.any_param
    transform.annotate %2#3 "msched.block" = %6 : !transform.any_op, !transform.any_param
    %7 = transform.structured.match attributes {msched.block = "batch_matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %8 = transform.structured.generalize %7 : (!transform.any_op) -> !transform.any_op
    %9 = transform.param.constant "batch_matmul_0" -> !transform.any_param
    transform.annotate %8 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.msched.compute_inline %2#0 : (!transform.any_op) -> !transform.any_op
    %11 = transform.structured.match attributes {msched.block = "batch_matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %12 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %11 "msched.tiling_structure" = %12 : !transform.any_op, !transform.any_param
    %13:4 = transform.msched.sample_perfect_tile %11 loop = 0 n = 4 max_innermost_factor = 64 innermost_prior = [1] outermost_prior = [2, 4] decision = [4, 1, 3, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %14:4 = transform.msched.sample_perfect_tile %11 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 4, 4, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %15:4 = transform.msched.sample_perfect_tile %11 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 2, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %16:2 = transform.msched.sample_perfect_tile %11 loop = 3 n = 2 max_innermost_factor = 512 innermost_prior = [64] decision = [1, 64] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %17 = transform.msched.multiply %13#1, %13#2, %13#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %18 = transform.msched.multiply %14#1, %14#2, %14#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %19 = transform.msched.multiply %15#1, %15#2, %15#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %11 tile_sizes [%17, %18, %19, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %20 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %21 = transform.msched.fuse_into_forall_output %20 into %forall_op : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %22 = transform.msched.multiply %13#2, %13#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %23 = transform.msched.multiply %14#2, %14#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %24 = transform.msched.multiply %15#2, %15#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %tiled_op tile_sizes [%22, %23, %24, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, %16#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [%13#3, %14#3, %15#3, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %25 = transform.msched.specialize_contraction %tiled_linalg_op_4 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %25 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5 : !transform.any_op
    %26 = transform.param.constant "batch_matmul_0" -> !transform.any_param
    transform.annotate %loops_5 "msched.block" = %26 : !transform.any_op, !transform.any_param
    %27 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %28 = transform.structured.match attributes {msched.block = "batch_matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %29 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %28 by %29 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_6, %forall_op_7 = transform.structured.tile_using_forall %2#1 tile_sizes [1, 32, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_op_6 tile_sizes [0, 16, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %30 = transform.get_parent_op %tiled_linalg_op_8 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_8 {create_named_contraction} : !transform.any_op
    %31 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %30 by %31 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

