// Tensors of 10^18 elements (4e18 bytes each): a clear error at the function
// when the workload is validated, before anything is built or allocated
// (not a worker's std::bad_alloc, and not a tuning run).
// RUN: not msched-run --list-tasks %s 2>&1 | FileCheck %s
// RUN: not msched-run %s --build-timeout 20 --run-timeout 20 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: huge-shape.mlir:[[@LINE+1]]:1: error:
func.func @f(%a: tensor<1000000000x1000000000xf32>) -> tensor<1000000000x1000000000xf32> {
  %e = tensor.empty() : tensor<1000000000x1000000000xf32>
  %r = linalg.copy ins(%a : tensor<1000000000x1000000000xf32>) outs(%e : tensor<1000000000x1000000000xf32>) -> tensor<1000000000x1000000000xf32>
  return %r : tensor<1000000000x1000000000xf32>
}
