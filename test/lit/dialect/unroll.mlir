// transform.msched.unroll: scf.for loops unrolled by a factor held in a
// parameter (transform.param.constant or a sampling op).
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// A factor that divides the trip count (8): one loop of step 4 with 4 copies
// of the body, no epilogue.
// CHECK-LABEL: func.func @by4(
// CHECK-DAG:     %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C8:[a-zA-Z0-9_]+]] = arith.constant 8 : index
// CHECK-DAG:     %[[C4:[a-zA-Z0-9_]+]] = arith.constant 4 : index
// CHECK:         scf.for %[[I:[a-zA-Z0-9_]+]] = %[[C0]] to %[[C8]] step %[[C4]] {
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[I]]]
// CHECK-COUNT-3:   memref.store
// CHECK-NOT:       memref.store
// CHECK:         }
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @by4(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// A factor that does not divide the trip count: 2 iterations of 3 copies,
// then an epilogue loop for the remaining 2 iterations.
// CHECK-LABEL: func.func @by3(
// CHECK-DAG:     %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:[a-zA-Z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG:     %[[C8:[a-zA-Z0-9_]+]] = arith.constant 8 : index
// CHECK-DAG:     %[[C6:[a-zA-Z0-9_]+]] = arith.constant 6 : index
// CHECK-DAG:     %[[C3:[a-zA-Z0-9_]+]] = arith.constant 3 : index
// CHECK:         scf.for %{{.*}} = %[[C0]] to %[[C6]] step %[[C3]] {
// CHECK-COUNT-3:   memref.store
// CHECK-NOT:       memref.store
// CHECK:         }
// CHECK-NEXT:    scf.for %[[J:[a-zA-Z0-9_]+]] = %[[C6]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[J]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @by3(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 3 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// A factor equal to the trip count unrolls completely: 8 stores, no loop.
// CHECK-LABEL: func.func @full(
// CHECK-NOT:     scf.for
// CHECK-COUNT-8: memref.store
// CHECK-NOT:     memref.store
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @full(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 8 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// A factor above the trip count unrolls completely too.
// CHECK-LABEL: func.func @beyond(
// CHECK-NOT:     scf.for
// CHECK-COUNT-8: memref.store
// CHECK-NOT:     memref.store
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @beyond(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 64 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// Factor 0: the loop is left as it is.
// CHECK-LABEL: func.func @by0(
// CHECK:         scf.for %[[I:[a-zA-Z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @by0(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// Factor 1: the loop is left as it is.
// CHECK-LABEL: func.func @by1(
// CHECK:         scf.for %[[I:[a-zA-Z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @by1(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// The factor drawn by a sampling op (here replayed: decision 0 -> 2).
// CHECK-LABEL: func.func @sampled(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C2:[a-zA-Z0-9_]+]] {
// CHECK-COUNT-2:   memref.store
// CHECK-NOT:       memref.store
// CHECK:         }
// CHECK-NEXT:    return
func.func @sampled(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.msched.sample_categorical candidates = [2, 4] probs = [0.5, 0.5] decision = 0 : !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// Dynamic bounds: the unrolled loop's upper bound is computed at run time
// and an epilogue loop always follows.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:      %{{.*}}: memref<?xf32>, %[[LB:[a-zA-Z0-9_]+]]: index, %[[UB:[a-zA-Z0-9_]+]]: index)
// CHECK:         %[[UBU:[a-zA-Z0-9_]+]] = arith.addi %[[LB]], %{{.*}} : index
// CHECK:         scf.for %{{.*}} = %[[LB]] to %[[UBU]] step %{{.*}} {
// CHECK-COUNT-2:   memref.store
// CHECK-NOT:       memref.store
// CHECK:         }
// CHECK-NEXT:    scf.for %{{.*}} = %[[UBU]] to %[[UB]] step %{{.*}} {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
func.func @dynamic(%m: memref<?xf32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %c1 {
    memref.store %cst, %m[%i] : memref<?xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// A loop carrying a tensor (the reduction loop of a tiled matmul, here
// 64 / 16 = 4 iterations): 2 iterations of 2 matmul tiles, chained through
// the iteration argument.
// CHECK-LABEL: func.func @tensor_loop(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:[a-zA-Z0-9_]+]] = %{{.*}}) -> (tensor<16x32xf32>) {
// CHECK:           %[[M0:[a-zA-Z0-9_]+]] = linalg.matmul {{.*}} outs(%[[ACC]] : tensor<16x32xf32>)
// CHECK:           %[[M1:[a-zA-Z0-9_]+]] = linalg.matmul {{.*}} outs(%[[M0]] : tensor<16x32xf32>)
// CHECK-NEXT:      scf.yield %[[M1]] : tensor<16x32xf32>
// CHECK-NEXT:    }
func.func @tensor_loop(%A: tensor<16x64xf32>, %B: tensor<64x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %k = %c0 to %c64 step %c16 iter_args(%acc = %C) -> (tensor<16x32xf32>) {
    %a = tensor.extract_slice %A[0, %k] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
    %b = tensor.extract_slice %B[%k, 0] [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
    %m = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
    scf.yield %m : tensor<16x32xf32>
  }
  return %r : tensor<16x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// A handle with two loops: both are unrolled.
// CHECK-LABEL: func.func @two_loops(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c2{{.*}} {
// CHECK-COUNT-2:   memref.store
// CHECK:         }
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c2{{.*}} {
// CHECK-COUNT-2:   memref.store
// CHECK:         }
func.func @two_loops(%m: memref<8xf32>) {
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
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.msched.unroll %loop by %f : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}


// -----

// A failure leaves all targets as they are: the scf.forall is rejected
// before the scf.for is unrolled (failure suppressed here).
// CHECK-LABEL: func.func @rejected(
// CHECK:         scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall
func.func @rejected(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  scf.forall (%i) in (8) {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for", "scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%unused: !transform.any_op):
      transform.msched.unroll %loops by %f : (!transform.any_op, !transform.param<i64>) -> ()
    }
    transform.yield
  }
}
