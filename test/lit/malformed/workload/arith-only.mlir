// A function of scalar arith ops only: nothing to schedule.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: arith-only.mlir:[[@LINE+1]]:1: error: function @f has no linalg op: nothing to schedule
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 2.0 : f32
  %d = arith.mulf %c, %c : f32
  return %a : tensor<4xf32>
}
