// msched-space bench/workloads/c2d.mlir --seed 4 --emit-trace: the pad's
// sampled compute location is loop 0 (transform.msched.compute_at).
module attributes {msched.func = "c2d", transform.with_named_sequence} {
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
    %6 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %2#2 "msched.tiling_structure" = %6 : !transform.any_op, !transform.any_param
    %7:3 = transform.msched.sample_perfect_tile %2#2 loop = 1 n = 3 max_innermost_factor = 64 outermost_prior = [2, 4, 8, 16] decision = [16, 7, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %8:4 = transform.msched.sample_perfect_tile %2#2 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [2, 14, 1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %9:4 = transform.msched.sample_perfect_tile %2#2 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] decision = [4, 2, 1, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %10:2 = transform.msched.sample_perfect_tile %2#2 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [7, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %11:2 = transform.msched.sample_perfect_tile %2#2 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [7] decision = [1, 7] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %12:2 = transform.msched.sample_perfect_tile %2#2 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [3, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %13 = transform.msched.multiply %7#1, %7#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %14 = transform.msched.multiply %8#1, %8#2, %8#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %15 = transform.msched.multiply %9#1, %9#2, %9#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %2#2 tile_sizes [0, %13, %14, %15, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %16 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %16 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %17 = transform.msched.multiply %8#2, %8#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %18 = transform.msched.multiply %9#2, %9#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %tiled_op tile_sizes [0, %7#2, %17, %18, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %10#1, %11#1, %12#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_2, %loops_3:3 = transform.structured.tile_using_for %tiled_linalg_op_0 tile_sizes [0, 1, %8#3, %9#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_4, %loops_5:3 = transform.structured.tile_using_for %tiled_linalg_op_2 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %19 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %20 = transform.structured.match attributes {msched.block = "conv_2d_nhwc_hwcf_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %21 = transform.get_parent_op %20 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    %22 = transform.structured.decompose %20 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %22 {create_named_contraction} : !transform.any_op
    %loop, %index = transform.msched.sample_compute_location %2#0 decision = 0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.msched.compute_at %2#0 at %loop, %index : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

