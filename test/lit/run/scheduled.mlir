// msched-run --scheduled times an already-scheduled module of the workload and
// checks its outputs against the untransformed workload's, at 1 and 2 threads.
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %s --threads 1 --min-repeat-ms 1 | FileCheck %s
// RUN: msched-run %workloads/gmm_128.mlir --scheduled %s --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=TWO
// CHECK: msched gmm_128 1
// CHECK: # @gmm_128: 0.0041943 GFLOP, check ok
// TWO: msched gmm_128 2
// TWO: # @gmm_128: 0.0041943 GFLOP, check ok

func.func @gmm_128(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %f) -> tensor<128x128xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 32)>(%i)
    %a = tensor.extract_slice %A[%off, 0] [32, 128] [1, 1] : tensor<128x128xf32> to tensor<32x128xf32>
    %c = tensor.extract_slice %o[%off, 0] [32, 128] [1, 1] : tensor<128x128xf32> to tensor<32x128xf32>
    %m = linalg.matmul ins(%a, %B : tensor<32x128xf32>, tensor<128x128xf32>)
                       outs(%c : tensor<32x128xf32>) -> tensor<32x128xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%off, 0] [32, 128] [1, 1]
          : tensor<32x128xf32> into tensor<128x128xf32>
    }
  }
  return %r : tensor<128x128xf32>
}
