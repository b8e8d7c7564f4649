// An f16 result of f32 arguments.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: element-bf16-result.mlir:[[@LINE+1]]:1: error: unsupported element type 'f16' of result #0 (msched supports f32, f64, bf16, i8, i32 and i64)
func.func @f(%a: tensor<4xf32>) -> tensor<4xf16> {
  %e = tensor.empty() : tensor<4xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf16>) {
  ^bb0(%x: f32, %y: f16):
    %t = arith.truncf %x : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4xf16>
  return %r : tensor<4xf16>
}
