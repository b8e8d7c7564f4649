// An op of a dialect nobody registered.
// RUN: not msched-run %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: unregistered-op.mlir:[[@LINE+1]]:17: error: operation being parsed with an unregistered dialect
  %r = "foo.bar"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
