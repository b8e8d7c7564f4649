// A task with an i1 argument or result (a mask shared by two consumers, as
// BERT's attention mask) is set aside and its calls are inlined back into the
// model, so that the tuned model still runs whole: msched-run --database
// schedules the other tasks and checks the model's output.
// RUN: rm -rf %t.wd && msched-tune %s --extract-tasks --work-dir %t.wd --trials 4 --trials-per-round 4 --threads 1 --skip-untuned --min-repeat-ms 1 --cost-model random 2>&1 | FileCheck %s --check-prefix=TUNE
// RUN: msched-run %s --extract-tasks --func model --database %t.wd --threads 1 --min-repeat-ms 1 2>&1 | FileCheck %s

#id = affine_map<(m, k) -> (m, k)>
func.func @model(%x: tensor<8x16xf32>, %w: tensor<16x8xf32>) -> (tensor<8x16xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %em = tensor.empty() : tensor<8x16xi1>
  // TUNE: set-aside-inlined.mlir:[[@LINE+1]]:11: warning: task @model_generic_0 is not tuned (it stays in the model as it is): unsupported element type 'i1' of result #0
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%x : tensor<8x16xf32>) outs(%em : tensor<8x16xi1>) {
  ^bb0(%a: f32, %o: i1):
    %c = arith.cmpf ogt, %a, %zero : f32
    linalg.yield %c : i1
  } -> tensor<8x16xi1>
  %e = tensor.empty() : tensor<8x16xf32>
  // TUNE: set-aside-inlined.mlir:[[@LINE+1]]:10: warning: task @model_generic_1 is not tuned
  %pos = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mask, %x : tensor<8x16xi1>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%m: i1, %a: f32, %o: f32):
    %s = arith.select %m, %a, %zero : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // TUNE: set-aside-inlined.mlir:[[@LINE+1]]:10: warning: task @model_generic_2 is not tuned
  %neg = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mask, %x : tensor<8x16xi1>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%m: i1, %a: f32, %o: f32):
    %s = arith.select %m, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%pos, %w : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %neg, %y : tensor<8x16xf32>, tensor<8x8xf32>
}
// TUNE: round 1 @model_matmul_3: trials 4

// CHECK-NOT: left unscheduled
// CHECK: # 1 of 1 tasks scheduled from {{.*}}wd (records of 1 threads)
// CHECK: msched-untuned   model
// CHECK: # @model: {{.*}} GFLOP, check ok
// CHECK: msched           model
// CHECK: # @model: {{.*}} GFLOP, check ok
// CHECK: # @model: tuned {{[0-9.e+-]+}} s, untuned {{[0-9.e+-]+}} s: {{[0-9.]+}}x
