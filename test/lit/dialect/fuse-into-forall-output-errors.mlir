// transform.msched.fuse_into_forall_output refuses a producer that is not a
// shared output of the forall and a loop that is not an scf.forall, with a
// diagnostic and a non-zero exit.
// RUN: not msched-opt %s --transform-interpreter --split-input-file 2>&1 | FileCheck %s

// CHECK: error: fuse_into_forall_output: no result of the producer is a shared output of the forall
func.func @not_shared(%A: tensor<64x32xf32>, %B: tensor<32x48xf32>) -> tensor<64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x48xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<64x32xf32>, tensor<32x48xf32>) outs(%f : tensor<64x48xf32>) -> tensor<64x48xf32>
  %1 = linalg.matmul ins(%A, %B : tensor<64x32xf32>, tensor<32x48xf32>) outs(%0 : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %1 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mms = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %mms : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fill = transform.get_producer_of_operand %first[2] : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %second tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t = transform.msched.fuse_into_forall_output %fill into %forall : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: error: fuse_into_forall_output: the loop is a 'scf.for', not an scf.forall
func.func @for_loop(%A: tensor<64x32xf32>, %B: tensor<32x48xf32>) -> tensor<64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x48xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<64x32xf32>, tensor<32x48xf32>) outs(%f : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill = transform.get_producer_of_operand %mm[2] : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_for %mm tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t = transform.msched.fuse_into_forall_output %fill into %loop : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: error: fuse_into_forall_output: producer must be associated with exactly one payload op, got 0
func.func @no_producer(%A: tensor<64x32xf32>, %B: tensor<32x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x32xf32>, tensor<32x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t = transform.msched.fuse_into_forall_output %fill into %forall : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}
