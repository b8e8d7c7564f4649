// A call in the body of a task.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

func.func private @helper(tensor<4xf32>) -> tensor<4xf32>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: func-call.mlir:[[@LINE+1]]:8: error: call of @helper cannot be scheduled: only calls of a task function with a body in the same module (as msched's task extraction makes) are supported
  %s = func.call @helper(%r) : (tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
