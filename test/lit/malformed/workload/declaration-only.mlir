// Only a declaration: no task.
// RUN: not msched-run %s 2>&1 | FileCheck %s

// CHECK: declaration-only.mlir:1:1: error: no public function with a body: nothing to schedule
func.func private @g(tensor<4xf32>) -> tensor<4xf32>
