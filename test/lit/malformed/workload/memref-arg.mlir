// Memref arguments: msched takes tensors (destination-passing style).
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: memref-arg.mlir:[[@LINE+1]]:1: error: argument #0 has type 'memref<4xf32>': only ranked tensor arguments and results are supported
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) -> tensor<4xf32> {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}
