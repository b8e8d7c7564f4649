// 2^66 elements: the element count overflows 64 bits (the worker crashed
// with SIGSEGV on it). A clear error when the workload is validated.
// RUN: not msched-run --list-tasks %s 2>&1 | FileCheck %s
// RUN: not msched-run %s --build-timeout 20 --run-timeout 20 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: overflow-shape.mlir:[[@LINE+1]]:1: error:
func.func @f(%a: tensor<4294967296x4294967296x4xf32>) -> tensor<4294967296x4294967296x4xf32> {
  %e = tensor.empty() : tensor<4294967296x4294967296x4xf32>
  %r = linalg.copy ins(%a : tensor<4294967296x4294967296x4xf32>) outs(%e : tensor<4294967296x4294967296x4xf32>) -> tensor<4294967296x4294967296x4xf32>
  return %r : tensor<4294967296x4294967296x4xf32>
}
