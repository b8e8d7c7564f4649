module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwgc_gfhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %convs, %transposes = transform.msched.split_grouped_conv %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
