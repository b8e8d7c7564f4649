// Element type i16 is not supported (f32, f64, bf16, i8, i32 and i64 are).
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: element-i32.mlir:[[@LINE+1]]:1: error: unsupported element type 'i16' of argument #0 (msched supports f32, f64, bf16, i8, i32 and i64)
func.func @f(%a: tensor<4xi16>) -> tensor<4xi16> {
  %e = tensor.empty() : tensor<4xi16>
  %r = linalg.copy ins(%a : tensor<4xi16>) outs(%e : tensor<4xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
