// A function without a linalg op has nothing to schedule.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: msched-run %s > /dev/null 2>&1; test $? -eq 1

// CHECK: no-linalg.mlir:[[@LINE+1]]:1: error: function @f has no linalg op: nothing to schedule
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
