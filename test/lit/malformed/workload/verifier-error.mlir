// An op that parses but does not verify (matmul of 4x8 by 4x8).
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // CHECK: verifier-error.mlir:[[@LINE+1]]:8: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
