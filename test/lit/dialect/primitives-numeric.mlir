// Numerical check of the schedule primitives: a 64x64 matmul + bias + ReLU
// scheduled with all four of them (multiply for the tile sizes, fuse_consumer
// after hoisting the k loop's accumulator, reorder of the (i, j) tile loops,
// unroll of the k loop by 3 with an epilogue) computes exactly what the
// untransformed function computes. @main runs both on the same inputs and
// prints the largest absolute difference and the sum of the reference.
// The schedule (Inputs/primitives-schedule.mlir) only touches @scheduled.
// RUN: msched-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/primitives-schedule.mlir --transform-interpreter \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: msched-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/primitives-schedule.mlir --transform-interpreter \
// RUN:   --canonicalize --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --drop-equivalent-buffer-results --buffer-deallocation-pipeline --convert-bufferization-to-memref \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-scf-to-cf \
// RUN:   --convert-vector-to-llvm --convert-math-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so \
// RUN: | FileCheck %s

// The schedule did apply: j outer, i inner, the consumer after the k loop,
// whose body holds 3 matmul tiles, followed by the epilogue.
// IR-LABEL: func.func @scheduled(
// IR:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c32
// IR-NEXT:      scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16
// IR:             scf.for %{{.*}} = %{{.*}} to %c48 step %c24
// IR-COUNT-3:       linalg.matmul
// IR:             scf.for %{{.*}} = %c48 to %{{.*}} step %c8
// IR-NEXT:          tensor.extract_slice
// IR-NEXT:          tensor.extract_slice
// IR-NEXT:          linalg.matmul
// IR:             linalg.generic
// IR:               arith.maximumf

// CHECK: 0
// CHECK-NEXT: 13104

#map = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> ()>
func.func @reference(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %bias: tensor<64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %init = linalg.fill ins(%cst : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
  %out = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #bias, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<64x64xf32>, tensor<64xf32>) outs(%out : tensor<64x64xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %s = arith.addf %x, %b : f32
    %m = arith.maximumf %s, %cst : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
func.func @scheduled(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %bias: tensor<64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %init = linalg.fill ins(%cst : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
  %out = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #bias, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<64x64xf32>, tensor<64xf32>) outs(%out : tensor<64x64xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %s = arith.addf %x, %b : f32
    %m = arith.maximumf %s, %cst : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
func.func @main() {
  %eA = tensor.empty() : tensor<64x64xf32>
  %A = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%eA : tensor<64x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %t = arith.muli %i, %c3 : index
    %u = arith.addi %t, %j : index
    %v = arith.remui %u, %c7 : index
    %w = arith.index_cast %v : index to i32
    %f = arith.sitofp %w : i32 to f32
    %c3f = arith.constant 3.0 : f32
    %g = arith.subf %f, %c3f : f32
    linalg.yield %g : f32
  } -> tensor<64x64xf32>
  %B = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%eA : tensor<64x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %t = arith.muli %j, %c2 : index
    %u = arith.addi %t, %i : index
    %v = arith.remui %u, %c5 : index
    %w = arith.index_cast %v : index to i32
    %f = arith.sitofp %w : i32 to f32
    %c2f = arith.constant 2.0 : f32
    %g = arith.subf %f, %c2f : f32
    linalg.yield %g : f32
  } -> tensor<64x64xf32>
  %eb = tensor.empty() : tensor<64xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%eb : tensor<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %v = arith.remui %i, %c3 : index
    %w = arith.index_cast %v : index to i32
    %f = arith.sitofp %w : i32 to f32
    %c1f = arith.constant 1.0 : f32
    %g = arith.subf %f, %c1f : f32
    linalg.yield %g : f32
  } -> tensor<64xf32>
  %ref = call @reference(%A, %B, %bias) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>) -> tensor<64x64xf32>
  %sch = call @scheduled(%A, %B, %bias) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>) -> tensor<64x64xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %diff = linalg.generic {indexing_maps = [#map, #map, #red], iterator_types = ["reduction", "reduction"]} ins(%ref, %sch : tensor<64x64xf32>, tensor<64x64xf32>) outs(%acc0 : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %ad = math.absf %d : f32
    %m = arith.maximumf %o, %ad : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#map, #red], iterator_types = ["reduction", "reduction"]} ins(%ref : tensor<64x64xf32>) outs(%acc0 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %dv = tensor.extract %diff[] : tensor<f32>
  %sv = tensor.extract %sum[] : tensor<f32>
  vector.print %dv : f32
  vector.print %sv : f32
  return
}
