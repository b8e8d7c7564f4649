// Element type i1 is not supported (f32, f64, bf16, i8, i32 and i64 are).
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: element-i1.mlir:[[@LINE+1]]:1: error: unsupported element type 'i1' of argument #0 (msched supports f32, f64, bf16, i8, i32 and i64)
func.func @f(%a: tensor<4xi1>) -> tensor<4xi1> {
  %e = tensor.empty() : tensor<4xi1>
  %r = linalg.copy ins(%a : tensor<4xi1>) outs(%e : tensor<4xi1>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
