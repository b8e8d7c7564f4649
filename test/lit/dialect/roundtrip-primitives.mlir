// Print/parse round trip of the msched schedule primitives, in the custom
// and the generic form.
// RUN: msched-opt %s | msched-opt | FileCheck %s
// RUN: msched-opt %s --mlir-print-op-generic | msched-opt | FileCheck %s

// CHECK-LABEL: transform.named_sequence @primitives
module attributes {transform.with_named_sequence} {
  transform.named_sequence @primitives(%op: !transform.any_op {transform.consumed}, %l0: !transform.any_op {transform.readonly}, %l1: !transform.op<"scf.for"> {transform.readonly}, %l2: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %q: !transform.any_param {transform.readonly}) -> () {
    // CHECK: %{{.*}}, %{{.*}}:2 = transform.msched.fuse_consumer %{{.*}} into %{{.*}}, %{{.*}} : (!transform.any_op, !transform.any_op, !transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op, !transform.op<"scf.for">)
    %f, %n:2 = transform.msched.fuse_consumer %op into %l0, %l1 : (!transform.any_op, !transform.any_op, !transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op, !transform.op<"scf.for">)
    // CHECK: transform.msched.multiply %{{.*}}, %{{.*}} : (!transform.param<i64>, !transform.any_param) -> !transform.param<i64>
    %m = transform.msched.multiply %p, %q : (!transform.param<i64>, !transform.any_param) -> !transform.param<i64>
    // CHECK: transform.msched.multiply %{{.*}} : (!transform.param<i64>) -> !transform.any_param
    %m1 = transform.msched.multiply %p : (!transform.param<i64>) -> !transform.any_param
    // CHECK: %{{.*}}:2 = transform.msched.reorder %{{.*}}, %{{.*}} : (!transform.op<"scf.for">, !transform.any_op) -> (!transform.any_op, !transform.op<"scf.for">)
    %r:2 = transform.msched.reorder %l1, %l0 : (!transform.op<"scf.for">, !transform.any_op) -> (!transform.any_op, !transform.op<"scf.for">)
    // CHECK: transform.msched.unroll %{{.*}} by %{{.*}} : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %l2 by %m : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
