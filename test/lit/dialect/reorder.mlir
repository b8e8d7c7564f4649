// transform.msched.reorder: the loops of a perfectly nested scf.for band in
// a new order; loop handles follow their loops.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// The (i, j, k) tile loops of a matmul reordered to (k, i, j): each loop
// keeps its range, step and attributes; the body uses the right induction
// variables; the iteration arguments are threaded in the new order.
// CHECK-LABEL: func.func @kij(
// CHECK-SAME:      %[[A:[a-zA-Z0-9]+]]: tensor<64x128xf32>, %[[B:[a-zA-Z0-9]+]]: tensor<128x48xf32>, %[[C:[a-zA-Z0-9]+]]: tensor<64x48xf32>)
// CHECK-DAG:     %[[C128:[a-zA-Z0-9_]+]] = arith.constant 128 : index
// CHECK-DAG:     %[[C64:[a-zA-Z0-9_]+]] = arith.constant 64 : index
// CHECK-DAG:     %[[C48:[a-zA-Z0-9_]+]] = arith.constant 48 : index
// CHECK-DAG:     %[[C32:[a-zA-Z0-9_]+]] = arith.constant 32 : index
// CHECK-DAG:     %[[C16:[a-zA-Z0-9_]+]] = arith.constant 16 : index
// CHECK-DAG:     %[[C8:[a-zA-Z0-9_]+]] = arith.constant 8 : index
// CHECK:         %[[RK:[a-zA-Z0-9_]+]] = scf.for %[[K:[a-zA-Z0-9_]+]] = %{{.*}} to %[[C128]] step %[[C32]] iter_args(%[[ACCK:[a-zA-Z0-9_]+]] = %[[C]]) -> (tensor<64x48xf32>) {
// CHECK-NEXT:      %[[RI:[a-zA-Z0-9_]+]] = scf.for %[[I:[a-zA-Z0-9_]+]] = %{{.*}} to %[[C64]] step %[[C8]] iter_args(%[[ACCI:[a-zA-Z0-9_]+]] = %[[ACCK]]) -> (tensor<64x48xf32>) {
// CHECK-NEXT:        %[[RJ:[a-zA-Z0-9_]+]] = scf.for %[[J:[a-zA-Z0-9_]+]] = %{{.*}} to %[[C48]] step %[[C16]] iter_args(%[[ACC:[a-zA-Z0-9_]+]] = %[[ACCI]]) -> (tensor<64x48xf32>) {
// CHECK-NEXT:          %[[AT:[a-zA-Z0-9_]+]] = tensor.extract_slice %[[A]][%[[I]], %[[K]]] [8, 32] [1, 1]
// CHECK-NEXT:          %[[BT:[a-zA-Z0-9_]+]] = tensor.extract_slice %[[B]][%[[K]], %[[J]]] [32, 16] [1, 1]
// CHECK-NEXT:          %[[CT:[a-zA-Z0-9_]+]] = tensor.extract_slice %[[ACC]][%[[I]], %[[J]]] [8, 16] [1, 1]
// CHECK-NEXT:          %[[MM:[a-zA-Z0-9_]+]] = linalg.matmul ins(%[[AT]], %[[BT]] : tensor<8x32xf32>, tensor<32x16xf32>) outs(%[[CT]] : tensor<8x16xf32>)
// CHECK-NEXT:          %[[INS:[a-zA-Z0-9_]+]] = tensor.insert_slice %[[MM]] into %[[ACC]][%[[I]], %[[J]]] [8, 16] [1, 1]
// CHECK-NEXT:          scf.yield %[[INS]] : tensor<64x48xf32>
// CHECK-NEXT:        } {msched.mark = "j"}
// CHECK-NEXT:        scf.yield %[[RJ]] : tensor<64x48xf32>
// CHECK-NEXT:      } {msched.mark = "i"}
// CHECK-NEXT:      scf.yield %[[RI]] : tensor<64x48xf32>
// CHECK-NEXT:    } {msched.mark = "k"}
// CHECK-NEXT:    return %[[RK]] : tensor<64x48xf32>
// The handle of i (and the result for it) is the loop of step 8, now in the
// middle; the tiled matmul's handle stays valid.
// REMARK: remark: old handle of i
// REMARK-NEXT: linalg.matmul
// REMARK-NEXT:  ^
// REMARK-NEXT: note: see current operation:
// REMARK-NEXT: %{{.*}} = scf.for %{{.*}} = %{{.*}} to %c64 step %c8
// REMARK: remark: result for k
// REMARK: note: see current operation:
// REMARK-NEXT: %{{.*}} = scf.for %{{.*}} = %{{.*}} to %c128 step %c32
// REMARK: remark: tiled matmul
// REMARK: note: see current operation: %{{.*}} = linalg.matmul
func.func @kij(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %i, %j, %k = transform.structured.tile_using_for %mm tile_sizes [8, 16, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %ci = transform.param.constant "i" -> !transform.any_param
    %cj = transform.param.constant "j" -> !transform.any_param
    %ck = transform.param.constant "k" -> !transform.any_param
    transform.annotate %i "msched.mark" = %ci : !transform.any_op, !transform.any_param
    transform.annotate %j "msched.mark" = %cj : !transform.any_op, !transform.any_param
    transform.annotate %k "msched.mark" = %ck : !transform.any_op, !transform.any_param
    %k2, %i2, %j2 = transform.msched.reorder %k, %i, %j : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %i, "old handle of i" : !transform.any_op
    transform.debug.emit_remark_at %k2, "result for k" : !transform.any_op
    transform.debug.emit_remark_at %t, "tiled matmul" : !transform.any_op
    transform.yield
  }
}

// -----

// Loops not listed keep their depth: reordering (k, i) of the band (i, j, k)
// swaps the outermost and innermost loops, j stays in the middle.
// CHECK-LABEL: func.func @partial(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %c128 step %c32
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %c48 step %c16
// CHECK-NEXT:        scf.for %{{.*}} = %{{.*}} to %c64 step %c8
// CHECK-NEXT:          tensor.extract_slice
func.func @partial(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %i, %j, %k = transform.structured.tile_using_for %mm tile_sizes [8, 16, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %k2, %i2 = transform.msched.reorder %k, %i : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The order the loops already have, or a single loop: nothing changes.
// CHECK-LABEL: func.func @identity(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %c64 step %c8
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %c48 step %c16
// CHECK-NEXT:        tensor.extract_slice
// REMARK: remark: same loop
// REMARK-NEXT: linalg.matmul
// REMARK-NEXT:  ^
// REMARK-NEXT: note: see current operation:
// REMARK-NEXT: %{{.*}} = scf.for %{{.*}} = %{{.*}} to %c48 step %c16
func.func @identity(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %i, %j = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %i2, %j2 = transform.msched.reorder %i, %j : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %j3 = transform.msched.reorder %j2 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %j3, "same loop" : !transform.any_op
    transform.yield
  }
}

// -----

// Loops on memrefs, without iteration arguments, with an unsigned
// comparison on one loop: the inner two of three loops are swapped.
// CHECK-LABEL: func.func @memref(
// CHECK:         scf.for %[[I:[a-zA-Z0-9_]+]] = %c0 to %c4 step %c1 {
// CHECK-NEXT:      scf.for unsigned %[[K:[a-zA-Z0-9_]+]] = %c0 to %c6 step %c1 {
// CHECK-NEXT:        scf.for %[[J:[a-zA-Z0-9_]+]] = %c0 to %c5 step %c1 {
// CHECK-NEXT:          memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]], %[[K]]] : memref<4x5x6xf32>
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @memref(%m: memref<4x5x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      scf.for unsigned %k = %c0 to %c6 step %c1 {
        memref.store %cst, %m[%i, %j, %k] : memref<4x5x6xf32>
      }
    }
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // structured.match lists nested ops first.
    %k, %j, %i = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %k2, %j2 = transform.msched.reorder %k, %j : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
