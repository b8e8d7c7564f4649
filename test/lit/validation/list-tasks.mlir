// Public functions with linalg ops are tasks; helpers without one are not;
// scalar bookkeeping and integer masks inside a task are accepted.
// RUN: msched-run --list-tasks %s | FileCheck %s

// CHECK: @mm (8x4xf32, 4x2xf32 -> 8x2xf32) 1.28e-07 GFLOP
// CHECK-NOT: @helper
func.func @mm(%a: tensor<8x4xf32>, %b: tensor<4x2xf32>) -> tensor<8x2xf32> {
  %false = arith.constant false
  %ok = arith.cmpi eq, %false, %false : i1
  cf.assert %ok, "always true"
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x2xf32>) -> tensor<8x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x2xf32>) outs(%f : tensor<8x2xf32>) -> tensor<8x2xf32>
  %m = tensor.empty() : tensor<8x2xi1>
  return %r : tensor<8x2xf32>
}

func.func @helper(%x: f32) -> f32 {
  return %x : f32
}
