module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %phases, %fills = transform.msched.decompose_transposed_conv %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
