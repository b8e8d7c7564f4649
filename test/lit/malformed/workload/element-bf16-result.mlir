// A bf16 result of f32 arguments.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: element-bf16-result.mlir:[[@LINE+1]]:1: error: unsupported element type 'bf16' of result #0 (msched supports f32 and f64)
func.func @f(%a: tensor<4xf32>) -> tensor<4xbf16> {
  %e = tensor.empty() : tensor<4xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xbf16>) {
  ^bb0(%x: f32, %y: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}
