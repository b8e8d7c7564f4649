// --func naming a function without a body.
// RUN: not msched-run %s --func g 2>&1 | FileCheck %s

// CHECK: func-declaration.mlir:[[@LINE+1]]:1: error: function @g has no body
func.func private @g(tensor<4xf32>) -> tensor<4xf32>
