// Element types other than f32, f64, bf16, i8, i32 and i64 are rejected.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: msched-run %s > /dev/null 2>&1; test $? -eq 1

// CHECK: element-type.mlir:[[@LINE+1]]:1: error: unsupported element type 'f16' of argument #0 (msched supports f32, f64, bf16, i8, i32 and i64)
func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  %cst = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<8x8xf16>
  %f = linalg.fill ins(%cst : f16) outs(%e : tensor<8x8xf16>) -> tensor<8x8xf16>
  %r = linalg.matmul ins(%a, %b : tensor<8x8xf16>, tensor<8x8xf16>) outs(%f : tensor<8x8xf16>) -> tensor<8x8xf16>
  return %r : tensor<8x8xf16>
}
