// A task that does not validate (here: it reads i16 ids, an element type
// msched does not support) is set aside with a warning at its op and stays
// in the model untuned; the other tasks are listed and tuned.
// RUN: msched-run %s --extract-tasks --list-tasks 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && msched-tune %s --extract-tasks --work-dir %t.wd --trials 2 --trials-per-round 2 --threads 1 --skip-untuned --min-repeat-ms 1 2>&1 | FileCheck %s --check-prefix=TUNE

#id = affine_map<(m, k) -> (m, k)>
func.func @model(%ids: tensor<4x16xi16>, %w: tensor<16x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  // CHECK: unsupported-task.mlir:[[@LINE+1]]:8: warning: task @model_generic_0 is not tuned (it stays in the model as it is): unsupported element type 'i16' of argument #0
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%ids : tensor<4x16xi16>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%i: i16, %o: f32):
    %f = arith.sitofp %i : i16 to f32
    linalg.yield %f : f32
  } -> tensor<4x16xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%f1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
// CHECK: task @model_generic_0: weight 1, 0 GFLOP, at {{.*}} (not tuned: it does not validate)
// CHECK-NEXT: task @model_matmul_1: weight 1, 1.024e-06 GFLOP, at
// CHECK-NEXT: 2 fused groups, 2 tasks after merging identical ones
// CHECK-NEXT: @model_matmul_1 (4x16xf32, 16x8xf32 -> 4x8xf32)
// CHECK-NOT: @model_generic_0 (

// TUNE: warning: task @model_generic_0 is not tuned
// TUNE: round 1 @model_matmul_1: trials 2
// TUNE-NOT: round 2
