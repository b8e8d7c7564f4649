// Misuses of transform.msched.specialize_contraction: silenceable failures
// naming the payload op and the reason; nothing is rewritten.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @not_generic(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{specialize_contraction: cannot rewrite 'linalg.matmul': it is not a linalg.generic}}
    %c = transform.msched.specialize_contraction %m : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A 1-D convolution: its input map (ow + kw) is not a projected permutation.
func.func @convolution(%I: tensor<10xf32>, %K: tensor<3xf32>, %O: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(ow, kw) -> (ow + kw)>, affine_map<(ow, kw) -> (kw)>, affine_map<(ow, kw) -> (ow)>],
         iterator_types = ["parallel", "reduction"]}
         ins(%I, %K : tensor<10xf32>, tensor<3xf32>) outs(%O : tensor<8xf32>) {
  ^bb0(%i: f32, %k: f32, %o: f32):
    %m = arith.mulf %i, %k : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{specialize_contraction: cannot rewrite 'linalg.generic': it is not a contraction (two inputs, one init, projected-permutation maps, a multiply-add body)}}
    %c = transform.msched.specialize_contraction %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @integers(%A: tensor<4x8xi32>, %B: tensor<8x16xi32>, %C: tensor<4x16xi32>) -> tensor<4x16xi32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
         iterator_types = ["parallel", "parallel", "reduction"]}
         ins(%A, %B : tensor<4x8xi32>, tensor<8x16xi32>) outs(%C : tensor<4x16xi32>) {
  ^bb0(%a: i32, %b: i32, %c: i32):
    %m = arith.muli %a, %b : i32
    %s = arith.addi %c, %m : i32
    linalg.yield %s : i32
  } -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{specialize_contraction: cannot rewrite 'linalg.generic': its operands are not of one float type}}
    %c = transform.msched.specialize_contraction %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @buffers(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>) {
  // expected-note @below {{payload op}}
  linalg.generic {
         indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
         iterator_types = ["parallel", "parallel", "reduction"]}
         ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{specialize_contraction: cannot rewrite 'linalg.generic': it is not on tensors}}
    %c = transform.msched.specialize_contraction %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A negated product: a contraction to linalg's interface, but
// linalg.contract would drop the negation.
func.func @negated(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
         iterator_types = ["parallel", "parallel", "reduction"]}
         ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.addf %c, %n : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{specialize_contraction: cannot rewrite 'linalg.generic': its body is not yield(addf(out, mulf(in0, in1)))}}
    %c = transform.msched.specialize_contraction %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
