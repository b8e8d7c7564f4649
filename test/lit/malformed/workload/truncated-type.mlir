// A file cut in the middle of a type.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: not msched-opt %s 2>&1 | FileCheck %s

// CHECK: truncated-type.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected non-function type
func.func @f(%a: tensor<4x