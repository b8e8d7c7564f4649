// A function that computes from a constant argument alone, beside a
// function already named like its prepack function: a diagnostic at the
// function, a non-zero exit, no crash (ConstantPrepacking.h).
// RUN: not msched-run %s --min-repeat-ms 1 2>&1 | FileCheck %s --check-prefix=RUNNER
// RUN: not msched-opt %s --msched-hoist-constant-computations 2>&1 | FileCheck %s

// CHECK: prepack-name-taken.mlir:[[@LINE+2]]:1: error: cannot prepack the constants of @taken: the symbol @taken__prepack is taken
// RUNNER: msched-run: error: @taken: build error: candidate:[[@LINE+1]]:1: error: cannot prepack the constants of @taken: the symbol @taken__prepack is taken
func.func @taken(%w: tensor<4xf32> {msched.constant}, %x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %neg = linalg.negf ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.add ins(%neg, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @taken__prepack() {
  return
}
