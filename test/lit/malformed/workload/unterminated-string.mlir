// A file cut in the middle of a string attribute.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: unterminated-string.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected '"' in string literal
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> attributes {note = "cut here