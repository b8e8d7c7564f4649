// Misuses of transform.msched.privatize_init_fill: silenceable failures
// naming the payload op and the reason; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// The init is the function's argument: no fill under it.
func.func @no_fill(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{privatize_init_fill: cannot give 'linalg.matmul' a fill of its own: its init is not a static slice with unit strides}}
    %f = transform.msched.privatize_init_fill %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The slice reads rows that an insert_slice wrote: they no longer hold the
// fill's value.
func.func @overwritten(%A: tensor<4x8xf32>, %B: tensor<8x8xf32>, %X: tensor<4x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  %ins = tensor.insert_slice %X into %fill[2, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  %slice = tensor.extract_slice %ins[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x8xf32>) outs(%slice : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = tensor.insert_slice %0 into %ins[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{privatize_init_fill: cannot give 'linalg.matmul' a fill of its own: its slice reads a box that an insert_slice wrote}}
    %f = transform.msched.privatize_init_fill %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A slice of something else than a fill.
func.func @not_fill(%A: tensor<4x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %slice = tensor.extract_slice %C[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x8xf32>) outs(%slice : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{privatize_init_fill: cannot give 'linalg.matmul' a fill of its own: its slice is not of a linalg.fill}}
    %f = transform.msched.privatize_init_fill %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
