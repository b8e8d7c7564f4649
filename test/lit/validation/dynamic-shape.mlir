// A dynamic shape is rejected at the op that has it.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: msched-run %s > /dev/null 2>&1; test $? -eq 1

// CHECK: dynamic-shape.mlir:[[@LINE+1]]:1: error: dynamic shape 'tensor<?x4xf32>' of argument #0 is not supported: msched schedules static shapes only
func.func @f(%a: tensor<?x4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}
