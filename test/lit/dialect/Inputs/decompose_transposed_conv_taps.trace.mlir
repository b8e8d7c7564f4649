module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %taps, %fills = transform.msched.decompose_transposed_conv %g {by_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
