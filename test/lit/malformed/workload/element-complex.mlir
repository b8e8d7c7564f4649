// Element type complex<f32> is not supported (f32, f64, bf16, i8, i32 and i64 are).
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: element-complex.mlir:[[@LINE+1]]:1: error: unsupported element type 'complex<f32>' of argument #0 (msched supports f32, f64, bf16, i8, i32 and i64)
func.func @f(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %e = tensor.empty() : tensor<4xcomplex<f32>>
  %r = linalg.copy ins(%a : tensor<4xcomplex<f32>>) outs(%e : tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %r : tensor<4xcomplex<f32>>
}
