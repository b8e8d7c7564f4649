// transform.msched.compute_at refuses a loop location with no loop, with a
// diagnostic and a non-zero exit, leaving the payload as it was.
// RUN: not msched-opt %s --transform-interpreter 2>&1 | FileCheck %s

// CHECK: error: compute_at: loop (location 0) must be associated with exactly one payload op, got 0
func.func @no_loop(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop, %d = transform.msched.sample_compute_location %exp decision = -1 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.msched.compute_at %exp at %loop, %zero : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
