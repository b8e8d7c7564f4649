// Sample-Categorical through the transform interpreter: fixed seeds give
// fixed decisions (recorded on the op as the index), the param is the chosen
// candidate, and a recorded decision is replayed.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Seed 3: the drawn candidates tile the matmul.
// CHECK-LABEL: func.func @sampled
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x128xf32>, tensor<128x3xf32>) outs(%{{.*}} : tensor<8x3xf32>)
// CHECK: transform.msched.sample_categorical candidates = [4, 8, 16] probs = [2.000000e-01, 3.000000e-01, 5.000000e-01] decision = 1 :
// CHECK: transform.msched.sample_categorical candidates = [1, 2, 3, 4, 6] probs = [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00] decision = 2 :
// REMARK: remark: 8 : i64
// REMARK: remark: 3 : i64
func.func @sampled(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) attributes {msched.seed = 3 : i64} {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %ti = transform.msched.sample_categorical candidates = [4, 8, 16] probs = [0.2, 0.3, 0.5] : !transform.param<i64>
    %tj = transform.msched.sample_categorical candidates = [1, 2, 3, 4, 6] probs = [1.0, 1.0, 1.0, 1.0, 1.0] : !transform.param<i64>
    %t, %l:2 = transform.structured.tile_using_for %mm tile_sizes [%ti, %tj, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.debug.emit_param_as_remark %ti : !transform.param<i64>
    transform.debug.emit_param_as_remark %tj : !transform.param<i64>
    transform.yield
  }
}

// -----

// Replay: decision 2 selects candidates[2] = 64, whatever its probability.
// CHECK-LABEL: func.func @replayed
// CHECK: transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [1.000000e+00, 1.000000e+00, 0.000000e+00, 1.000000e+00] decision = 2 :
// REMARK: remark: 64 : i64
func.func @replayed() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %u = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [1.0, 1.0, 0.0, 1.0] decision = 2 : !transform.param<i64>
    transform.debug.emit_param_as_remark %u : !transform.param<i64>
    transform.yield
  }
}

// -----

// One candidate: always decision 0. Zero-probability candidates are never
// drawn (seed 0, the default).
// CHECK-LABEL: func.func @degenerate
// CHECK: transform.msched.sample_categorical candidates = [7] probs = [5.000000e-01] decision = 0 :
// CHECK: transform.msched.sample_categorical candidates = [1, 2, 3] probs = [0.000000e+00, 1.000000e+00, 0.000000e+00] decision = 1 :
func.func @degenerate() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.msched.sample_categorical candidates = [7] probs = [0.5] : !transform.param<i64>
    %b = transform.msched.sample_categorical candidates = [1, 2, 3] probs = [0.0, 1.0, 0.0] : !transform.param<i64>
    transform.yield
  }
}
