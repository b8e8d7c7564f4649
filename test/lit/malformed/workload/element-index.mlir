// Element type index is not supported (f32, f64, bf16, i8, i32 and i64 are).
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: element-index.mlir:[[@LINE+1]]:1: error: unsupported element type 'index' of argument #0 (msched supports f32, f64, bf16, i8, i32 and i64)
func.func @f(%a: tensor<4xindex>) -> tensor<4xindex> {
  %e = tensor.empty() : tensor<4xindex>
  %r = linalg.copy ins(%a : tensor<4xindex>) outs(%e : tensor<4xindex>) -> tensor<4xindex>
  return %r : tensor<4xindex>
}
