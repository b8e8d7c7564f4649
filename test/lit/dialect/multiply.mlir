// transform.msched.multiply: products of integer parameters, e.g. the outer
// tile sizes of a multi-level tiling from the factors of a perfect tiling.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Integers of any type (i64, i32, index) multiply into an i64.
// REMARK: remark: 12 : i64
// REMARK: remark: 7 : i64
// REMARK: remark: 0 : i64
// REMARK: remark: -60 : i64
func.func @constants() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.param.constant 3 : i64 -> !transform.param<i64>
    %b = transform.param.constant 4 : i64 -> !transform.param<i64>
    %c = transform.param.constant 0 : i64 -> !transform.param<i64>
    %d = transform.param.constant -5 : i32 -> !transform.any_param
    %e = transform.param.constant 7 : index -> !transform.any_param
    %ab = transform.msched.multiply %a, %b : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %ab : !transform.param<i64>
    %e1 = transform.msched.multiply %e : (!transform.any_param) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %e1 : !transform.param<i64>
    %zero = transform.msched.multiply %a, %c, %b : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %zero : !transform.param<i64>
    %neg = transform.msched.multiply %a, %d, %b : (!transform.param<i64>, !transform.any_param, !transform.param<i64>) -> !transform.any_param
    transform.debug.emit_param_as_remark %neg : !transform.any_param
    transform.yield
  }
}

// -----

// Two-level tiling of the rows of a 64x48x128 matmul from a perfect tiling
// [2, 4, 8] of its first loop: the outer tile is 4 * 8 = 32 rows (2 outer
// iterations), the inner tile 8 rows (4 inner iterations).
// CHECK-LABEL: func.func @two_level(
// CHECK-DAG:     %[[C32:[a-zA-Z0-9_]+]] = arith.constant 32 : index
// CHECK-DAG:     %[[C64:[a-zA-Z0-9_]+]] = arith.constant 64 : index
// CHECK:         scf.for %[[I:[a-zA-Z0-9_]+]] = %{{.*}} to %[[C64]] step %[[C32]]
// CHECK:           %[[A:[a-zA-Z0-9_]+]] = tensor.extract_slice %{{.*}}[%[[I]], 0] [32, 128] [1, 1]
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C8:c8[_0-9]*]]
// CHECK:             linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x128xf32>, tensor<128x48xf32>) outs(%{{.*}} : tensor<8x48xf32>)
// REMARK: remark: 32 : i64
func.func @two_level(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %f:3 = transform.msched.sample_perfect_tile %mm loop = 0 n = 3 decision = [2, 4, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %outer = transform.msched.multiply %f#1, %f#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %outer : !transform.param<i64>
    %t1, %l1 = transform.structured.tile_using_for %mm tile_sizes [%outer, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %t2, %l2 = transform.structured.tile_using_for %t1 tile_sizes [%f#2, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
