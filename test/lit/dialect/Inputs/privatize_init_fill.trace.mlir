module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %nested = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} attributes {nested} in %root : (!transform.any_op) -> !transform.any_op
    %n_interior, %n_borders = transform.msched.peel_padding %nested : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n_parts = transform.structured.split %n_interior after 4 {dimension = 2} : !transform.any_op
    %n_left, %n_right = transform.split_handle %n_parts : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f5 = transform.msched.privatize_init_fill %n_left : (!transform.any_op) -> !transform.any_op
    %f6 = transform.msched.privatize_init_fill %n_borders : (!transform.any_op) -> !transform.any_op
    %f7 = transform.msched.privatize_init_fill %n_right : (!transform.any_op) -> !transform.any_op
    %dep = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} attributes {plain} in %root : (!transform.any_op) -> !transform.any_op
    %interior, %borders = transform.msched.peel_padding %dep : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f0 = transform.msched.privatize_init_fill %interior : (!transform.any_op) -> !transform.any_op
    %f1 = transform.msched.privatize_init_fill %borders : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.split %mm after 8 {dimension = 0} : !transform.any_op
    %top, %bottom = transform.split_handle %parts : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2 = transform.msched.privatize_init_fill %top : (!transform.any_op) -> !transform.any_op
    %f3 = transform.msched.privatize_init_fill %bottom : (!transform.any_op) -> !transform.any_op
    // Idempotent: the parts' inits already are fills with one use.
    %f4 = transform.msched.privatize_init_fill %top : (!transform.any_op) -> !transform.any_op
    %grp = transform.structured.match ops{["linalg.conv_2d_nhwgc_gfhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %groups, %filters = transform.msched.split_grouped_conv %grp : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f8 = transform.msched.privatize_init_fill %groups : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
