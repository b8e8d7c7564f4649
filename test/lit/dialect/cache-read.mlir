// transform.msched.cache_read: an input of a linalg op is replaced by a copy
// of it into a fresh tensor (tensor.empty + linalg.copy, right before the
// op); the op is modified in place. The second case is the packed panel of
// a tiled matmul: the copy of B's 16 x 32 slice sits in the k loop, before
// the tile that reads it. The LLVM lines show that the first case's copy
// bufferizes to a buffer of its own (a malloc'd 64 x 32 buffer).
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --split-input-file --msched-lower-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @whole(
// CHECK-SAME:    %[[A:[a-zA-Z0-9_]+]]: tensor<8x64xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<64x32xf32>, %[[C:[a-zA-Z0-9_]+]]: tensor<8x32xf32>
// CHECK:         %[[E:.+]] = tensor.empty() : tensor<64x32xf32>
// CHECK:         %[[P:.+]] = linalg.copy ins(%[[B]] : tensor<64x32xf32>) outs(%[[E]] : tensor<64x32xf32>)
// CHECK:         %[[R:.+]] = linalg.matmul {cached} ins(%[[A]], %[[P]] : tensor<8x64xf32>, tensor<64x32xf32>) outs(%[[C]] : tensor<8x32xf32>)
// CHECK:         return %[[R]]
// LLVM-LABEL: llvm.func @whole(
// LLVM: llvm.call @malloc
func.func @whole(%A: tensor<8x64xf32>, %B: tensor<64x32xf32>, %C: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x64xf32>, tensor<64x32xf32>) outs(%C : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %copy = transform.msched.cache_read %mm operand = 1 : (!transform.any_op) -> !transform.any_op
    // The target handle stays valid.
    transform.annotate %mm "cached" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @panel(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             %[[S:.+]] = tensor.extract_slice %{{.*}} [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK:             %[[E:.+]] = tensor.empty() : tensor<16x32xf32>
// CHECK:             %[[P:.+]] = linalg.copy ins(%[[S]] : tensor<16x32xf32>) outs(%[[E]] : tensor<16x32xf32>)
// CHECK:             linalg.matmul {cached} ins(%{{.*}}, %[[P]] : tensor<8x16xf32>, tensor<16x32xf32>)
func.func @panel(%A: tensor<8x64xf32>, %B: tensor<64x128xf32>, %C: tensor<8x128xf32>) -> tensor<8x128xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x64xf32>, tensor<64x128xf32>) outs(%C : tensor<8x128xf32>) -> tensor<8x128xf32>
  return %0 : tensor<8x128xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %mm tile_sizes [0, 32, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %copy = transform.msched.cache_read %t operand = 1 : (!transform.any_op) -> !transform.any_op
    transform.annotate %t "cached" : !transform.any_op
    transform.yield
  }
}

// -----

// A handle that lists the op twice caches its input once.
// CHECK-LABEL: func.func @twice(
// CHECK:         linalg.copy
// CHECK-NOT:     linalg.copy
// CHECK:         linalg.matmul
func.func @twice(%A: tensor<8x64xf32>, %B: tensor<64x32xf32>, %C: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x64xf32>, tensor<64x32xf32>) outs(%C : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %both = transform.merge_handles %mm, %mm : !transform.any_op
    %copy = transform.msched.cache_read %both operand = 1 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
