// Misuses of transform.msched.reorder: silenceable failures naming the op
// and pointing at the offending loop.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @two_ops(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %i, %j = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %ij = transform.merge_handles %i, %j : !transform.any_op
    // expected-error @below {{reorder: loop #0 must be associated with exactly one payload op, got 2}}
    %r = transform.msched.reorder %ij : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @forall(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  // expected-note @below {{loop #0}}
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %mm tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{reorder: loop #0 is a 'scf.forall', not an scf.for}}
    %r = transform.msched.reorder %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @twice(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  // expected-note @below {{loop #2}}
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %i, %j = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    // expected-error @below {{reorder: loop #2 is listed twice (also as loop #0)}}
    %r:3 = transform.msched.reorder %j, %i, %j : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @siblings(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{reorder: the loops are not on one chain of nested loops}}
    %r:2 = transform.msched.reorder %b, %a : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// After hoisting, the j loop's body holds the extract/insert pair around the
// k loop: (j, k) is not a perfect nest.
func.func @imperfect(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  // expected-note @below {{loop at depth 0 of the band}}
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %i, %j, %k = transform.structured.tile_using_for %mm tile_sizes [8, 16, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.loop.hoist_loop_invariant_subsets %k : !transform.any_op
    // expected-error @below {{reorder: the loops are not a perfectly nested band: its body holds other ops than one nested scf.for and the terminator}}
    %r:2 = transform.msched.reorder %k, %j : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @restarted(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-note @below {{loop at depth 0 of the band}}
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> f32 {
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%b = %x) -> f32 {
      %n = arith.addf %b, %x : f32
      scf.yield %n : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %j, %i = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{reorder: the loops are not a perfectly nested band: it does not pass its iteration arguments to the nested loop as initial values}}
    %r:2 = transform.msched.reorder %j, %i : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @triangular(%m: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    // expected-note @below {{loop at depth 1}}
    scf.for %j = %c0 to %i step %c1 {
      memref.store %cst, %m[%i, %j] : memref<8x8xf32>
    }
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %j, %i = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{reorder: the bounds of the loop at depth 1 of the band depend on a loop of the band}}
    %r:2 = transform.msched.reorder %j, %i : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @outer_arg_used(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-note @below {{loop at depth 0 of the band}}
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> f32 {
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%b = %a) -> f32 {
      %n = arith.addf %b, %a : f32
      scf.yield %n : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %j, %i = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{reorder: the loops are not a perfectly nested band: its iteration arguments have other uses than the initial values of the nested loop}}
    %r:2 = transform.msched.reorder %j, %i : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
