// Element type i32 is not supported (f32 and f64 are).
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: element-i32.mlir:[[@LINE+1]]:1: error: unsupported element type 'i32' of argument #0 (msched supports f32 and f64)
func.func @f(%a: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.copy ins(%a : tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
