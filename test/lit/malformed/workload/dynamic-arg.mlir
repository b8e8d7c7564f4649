// A dynamic argument shape: msched schedules static shapes only.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: dynamic-arg.mlir:[[@LINE+1]]:1: error: dynamic shape 'tensor<?xf32>' of argument #0 is not supported: msched schedules static shapes only
func.func @f(%a: tensor<?xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
  %s = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
  %r = linalg.copy ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
