// A parse error is reported at its file:line:col, with exit code 1.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: msched-run %s > /dev/null 2>&1; test $? -eq 1

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: parse-error.mlir:[[@LINE+1]]:8: error: custom op 'linalg.not_an_op' is unknown
  %r = linalg.not_an_op %a : tensor<4xf32>
  return %r : tensor<4xf32>
}
