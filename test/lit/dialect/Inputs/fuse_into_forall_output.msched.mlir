module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.get_producer_of_operand %mm[2] : (!transform.any_op) -> !transform.any_op
    %tiled1, %forall1 = transform.structured.tile_using_forall %mm tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t1 = transform.msched.fuse_into_forall_output %f1 into %forall1 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %f2 = transform.get_producer_of_operand %conv[2] : (!transform.any_op) -> !transform.any_op
    %tiled2, %forall2 = transform.structured.tile_using_forall %conv tile_sizes [0, 4, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2 = transform.msched.fuse_into_forall_output %f2 into %forall2 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %funcs : !transform.any_op
    transform.yield
  }
}
