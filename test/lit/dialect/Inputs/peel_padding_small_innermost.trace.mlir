module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc", "linalg.conv_2d_nhwc_hwcf", "linalg.pooling_nhwc_sum", "linalg.conv_2d_nhwgc_gfhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %interior, %borders = transform.msched.peel_padding %op {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
