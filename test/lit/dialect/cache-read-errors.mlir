// Misuses of transform.msched.cache_read: silenceable failures naming the
// payload op and the reason; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @no_such_input(%A: tensor<8x64xf32>, %B: tensor<64x32xf32>, %C: tensor<8x32xf32>) -> tensor<8x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<8x64xf32>, tensor<64x32xf32>) outs(%C : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cache_read: cannot cache an input of 'linalg.matmul': it has 2 inputs, no input 2}}
    %copy = transform.msched.cache_read %mm operand = 2 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_linalg(%A: tensor<8x64xf32>) -> tensor<8x64xf32> {
  // expected-note @below {{payload op}}
  %0 = arith.addf %A, %A : tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["arith.addf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cache_read: cannot cache an input of 'arith.addf': it is not a linalg op}}
    %copy = transform.msched.cache_read %add operand = 0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @dynamic(%A: tensor<?x64xf32>, %B: tensor<64x32xf32>, %C: tensor<?x32xf32>) -> tensor<?x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<?x64xf32>, tensor<64x32xf32>) outs(%C : tensor<?x32xf32>) -> tensor<?x32xf32>
  return %0 : tensor<?x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cache_read: cannot cache an input of 'linalg.matmul': input 0 is not a statically shaped tensor}}
    %copy = transform.msched.cache_read %mm operand = 0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
