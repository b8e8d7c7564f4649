// Misuses of transform.msched.data_tile: silenceable failures naming the
// payload op and the reason; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @not_a_contraction(%A: tensor<8x16xf32>, %B: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.add ins(%A, %B : tensor<8x16xf32>, tensor<8x16xf32>) outs(%A : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.param.constant 6 : i64 -> !transform.param<i64>
    %l = transform.param.constant 16 : i64 -> !transform.param<i64>
    // expected-error @below {{data_tile: cannot pack 'linalg.add': it is not a contraction}}
    %p, %ins, %out = transform.msched.data_tile %op rows = %r lanes = %l : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @one_row(%A: tensor<1x64xf32>, %B: tensor<64x32xf32>, %C: tensor<1x32xf32>) -> tensor<1x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<1x64xf32>, tensor<64x32xf32>) outs(%C : tensor<1x32xf32>) -> tensor<1x32xf32>
  return %0 : tensor<1x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.param.constant 6 : i64 -> !transform.param<i64>
    %l = transform.param.constant 16 : i64 -> !transform.param<i64>
    // expected-error @below {{data_tile: cannot pack 'linalg.matmul': its output's last two dimensions are not parallel loops of extent > 1}}
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @zero_rows(%A: tensor<8x64xf32>, %B: tensor<64x32xf32>, %C: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x64xf32>, tensor<64x32xf32>) outs(%C : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.param.constant 16 : i64 -> !transform.param<i64>
    // expected-error @below {{data_tile: rows (0) and lanes (16) must be positive}}
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
