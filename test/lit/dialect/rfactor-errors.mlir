// Misuses of transform.msched.rfactor: silenceable failures naming the
// offending value or payload op; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @parallel_dim(%A: tensor<4x256xf32>, %O: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%A : tensor<4x256xf32>) outs(%O : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 4 : i64 -> !transform.param<i64>
    // expected-error @below {{rfactor: cannot rewrite 'linalg.generic': loop 0 is not a reduction loop}}
    %a, %b, %c, %d = transform.msched.rfactor %g reduction_dim = 0 by %f : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @zero_factor(%A: tensor<4x256xf32>, %O: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%A : tensor<4x256xf32>) outs(%O : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{rfactor: factor 0 is not positive}}
    %a, %b, %c, %d = transform.msched.rfactor %g reduction_dim = 1 by %f parallel : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_a_reduction(%A: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{payload op}}
  %0 = tensor.empty() : tensor<8xf32>
  return %A : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["tensor.empty"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{rfactor: cannot rewrite 'tensor.empty': it does not implement PartialReductionOpInterface}}
    %a, %b, %c, %d = transform.msched.rfactor %e reduction_dim = 0 by %f : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A keep-dim reduction (ConvNeXt's layer norm: the output indexed by a
// constant 0) crashed upstream's partial-reduction tiling: refused.
func.func @keep_dim(%A: tensor<4x256xf32>, %O: tensor<4x1xf32>) -> tensor<4x1xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, 0)>], iterator_types = ["parallel", "reduction"]} ins(%A : tensor<4x256xf32>) outs(%O : tensor<4x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 4 : i64 -> !transform.param<i64>
    // expected-error @below {{rfactor: cannot rewrite 'linalg.generic': output 0 is not indexed by loop dimensions only}}
    %a, %b, %c, %d = transform.msched.rfactor %g reduction_dim = 1 by %f : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A reduction whose combiner has no neutral element to start the partial
// results from (a subtraction) is refused too.
func.func @no_neutral(%A: tensor<4x256xf32>, %O: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%A : tensor<4x256xf32>) outs(%O : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.subf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 4 : i64 -> !transform.param<i64>
    // expected-error @below {{rfactor: cannot rewrite 'linalg.generic': output 0 is not reduced by one combiner with a neutral element}}
    %a, %b, %c, %d = transform.msched.rfactor %g reduction_dim = 1 by %f : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
