// A scheduled module that computes something else is a wrong result, exit 1.
// RUN: not msched-run %workloads/gmm_128.mlir --scheduled %s --min-repeat-ms 1 2>&1 | FileCheck %s
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %s --min-repeat-ms 1 > /dev/null 2>&1; test $? -eq 1
// CHECK: msched-run: error: @gmm_128: wrong result: output #0: max abs error 2 at element {{[0-9]+}}

func.func @gmm_128(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %cst = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = linalg.matmul ins(%A, %B : tensor<128x128xf32>, tensor<128x128xf32>)
                     outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}
