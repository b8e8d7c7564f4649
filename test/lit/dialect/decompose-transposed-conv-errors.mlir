// Misuses of transform.msched.decompose_transposed_conv: silenceable
// failures naming the payload op and what does not match; nothing is
// rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// A direct convolution (no zero interleaving) is left alone.
func.func @direct(%P: tensor<1x5x5x3xf32>, %K: tensor<3x3x3x2xf32>, %O: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  // expected-note @below {{payload op}}
  %out = linalg.generic {
           indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh - kh + 2, ow - kw + 2, c)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>],
           iterator_types = ["parallel", "parallel", "parallel", "parallel",
                             "reduction", "reduction", "reduction"]}
           ins(%P, %K : tensor<1x5x5x3xf32>, tensor<3x3x3x2xf32>) outs(%O : tensor<1x3x3x2xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x3x3x2xf32>
  return %out : tensor<1x3x3x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decompose_transposed_conv: cannot rewrite 'linalg.generic': its input is not a static zero tensor.pad}}
    %p:2 = transform.msched.decompose_transposed_conv %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A kernel map of another form.
func.func @kernel_map(%P: tensor<1x5x5x3xf32>, %K: tensor<3x3x2x3xf32>, %O: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  // expected-note @below {{payload op}}
  %out = linalg.generic {
           indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh - kh + 2, ow - kw + 2, c)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, f, c)>,
                            affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>],
           iterator_types = ["parallel", "parallel", "parallel", "parallel",
                             "reduction", "reduction", "reduction"]}
           ins(%P, %K : tensor<1x5x5x3xf32>, tensor<3x3x2x3xf32>) outs(%O : tensor<1x3x3x2xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x3x3x2xf32>
  return %out : tensor<1x3x3x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decompose_transposed_conv: cannot rewrite 'linalg.generic': its kernel map is not (kh, kw, c, f) or its output map not (n, oh, ow, f)}}
    %p:2 = transform.msched.decompose_transposed_conv %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @matmul(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decompose_transposed_conv: cannot rewrite 'linalg.matmul': it is not a linalg.generic}}
    %p:2 = transform.msched.decompose_transposed_conv %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
