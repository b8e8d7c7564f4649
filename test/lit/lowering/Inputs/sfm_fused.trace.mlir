module attributes {msched.func = "sfm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:6 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "generic_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "generic_1" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %6 = transform.param.constant "fill_1" -> !transform.any_param
    transform.annotate %2#3 "msched.block" = %6 : !transform.any_op, !transform.any_param
    %7 = transform.param.constant "generic_2" -> !transform.any_param
    transform.annotate %2#4 "msched.block" = %7 : !transform.any_op, !transform.any_param
    %8 = transform.param.constant "generic_3" -> !transform.any_param
    transform.annotate %2#5 "msched.block" = %8 : !transform.any_op, !transform.any_param
    %tiled_op, %forall_op = transform.structured.tile_using_forall %2#5 tile_sizes [0, 8, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_cse to %0 : !transform.any_op
    %9 = transform.structured.match attributes {msched.block = "generic_2"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %9 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    transform.apply_cse to %0 : !transform.any_op
    %10 = transform.structured.match attributes {msched.block = "fill_1"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_0, %new_containing_op_1 = transform.structured.fuse_into_containing_op %10 into %new_containing_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    transform.apply_cse to %0 : !transform.any_op
    %11 = transform.structured.match attributes {msched.block = "generic_1"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_2, %new_containing_op_3 = transform.structured.fuse_into_containing_op %11 into %new_containing_op_1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    transform.apply_cse to %0 : !transform.any_op
    %12 = transform.structured.match attributes {msched.block = "generic_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_4, %new_containing_op_5 = transform.structured.fuse_into_containing_op %12 into %new_containing_op_3 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    transform.apply_cse to %0 : !transform.any_op
    %13 = transform.structured.match attributes {msched.block = "fill_0"} in %0 : (!transform.any_op) -> !transform.any_op
    %fused_op_6, %new_containing_op_7 = transform.structured.fuse_into_containing_op %13 into %new_containing_op_5 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_dce to %0 : !transform.any_op
    %14 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %15 = transform.structured.match attributes {msched.block = "generic_2"} in %14 : (!transform.any_op) -> !transform.any_op
    %16 = transform.structured.match attributes {msched.block = "fill_1"} in %14 : (!transform.any_op) -> !transform.any_op
    %17 = transform.structured.match attributes {msched.block = "generic_1"} in %14 : (!transform.any_op) -> !transform.any_op
    %18 = transform.structured.match attributes {msched.block = "generic_0"} in %14 : (!transform.any_op) -> !transform.any_op
    %19 = transform.structured.match attributes {msched.block = "fill_0"} in %14 : (!transform.any_op) -> !transform.any_op
    %20 = transform.structured.match attributes {msched.block = "generic_3"} in %14 : (!transform.any_op) -> !transform.any_op
    %tiled_linalg_op, %loops = transform.structured.tile_using_for %20 tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %21 = transform.get_parent_op %tiled_linalg_op {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op {create_named_contraction} : !transform.any_op
    %tiled_linalg_op_8, %loops_9 = transform.structured.tile_using_for %15 tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %22 = transform.get_parent_op %tiled_linalg_op_8 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_8 {create_named_contraction} : !transform.any_op
    %tiled_linalg_op_10, %loops_11 = transform.structured.tile_using_for %17 tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %23 = transform.get_parent_op %tiled_linalg_op_10 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_10 {create_named_contraction} : !transform.any_op
    %tiled_linalg_op_12, %loops_13 = transform.structured.tile_using_for %18 tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %24 = transform.get_parent_op %tiled_linalg_op_12 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_12 {create_named_contraction} : !transform.any_op
    transform.yield 
  }
}

