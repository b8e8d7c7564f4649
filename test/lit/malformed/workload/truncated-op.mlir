// A file cut in the middle of an op: a parse error at the cut.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd
// RUN: not msched-opt %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // CHECK: truncated-op.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected ':'
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(