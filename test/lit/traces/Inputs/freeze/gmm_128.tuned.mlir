// Best trace of a 64-trial tuning of bench/workloads/gmm_128.mlir (bench/report.sh, session 16, AMD EPYC znver5).
module attributes {msched.func = "gmm_128", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:2 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %3 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %2#1 "msched.tiling_structure" = %5 : !transform.any_op, !transform.any_param
    %6:4 = transform.msched.sample_perfect_tile %2#1 loop = 0 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] outermost_prior = [2, 4, 8, 16] decision = [2, 4, 2, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %7:4 = transform.msched.sample_perfect_tile %2#1 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] decision = [1, 2, 2, 32] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %8:2 = transform.msched.sample_perfect_tile %2#1 loop = 2 n = 2 max_innermost_factor = 512 innermost_prior = [64, 128, 256] decision = [1, 128] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %9 = transform.msched.multiply %6#1, %6#2, %6#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %10 = transform.msched.multiply %7#1, %7#2, %7#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %2#1 tile_sizes [%9, %10, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %11 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %11 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %12 = transform.msched.multiply %6#2, %6#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %13 = transform.msched.multiply %7#2, %7#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [%12, %13, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, %8#1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:2 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [%6#3, %7#3, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op_4 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %new_containing_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_5 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_5 : !transform.any_op
    %14 = transform.param.constant "matmul_0" -> !transform.any_param
    transform.annotate %loops_5 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %16 = transform.structured.match attributes {msched.block = "matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %17 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %16 by %17 : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_linalg_op_6, %loops_7 = transform.structured.tile_using_for %15 tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %18 = transform.get_parent_op %tiled_linalg_op_6 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_6 {create_named_contraction} : !transform.any_op
    %19 = transform.structured.match attributes {msched.block = "matmul_0"} in %0 : (!transform.any_op) -> !transform.any_op
    transform.yield 
  }
}

