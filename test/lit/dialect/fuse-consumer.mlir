// transform.msched.fuse_consumer: a bias-add + ReLU consumer of a tiled
// 64x64 matmul is computed tile by tile inside the matmul's loop nest.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

#map = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>

// Two scf.for loops from tile_using_for: the consumer lands in the inner
// loop, right after the matmul tile, and reads the matmul tile directly;
// both loops carry and yield the consumer's result too; the function
// returns it. The dead slices of the fusion are gone.
// CHECK-LABEL: func.func @bias_relu_for(
// CHECK-SAME:      %[[A:[a-zA-Z0-9]+]]: tensor<64x64xf32>, %[[B:[a-zA-Z0-9]+]]: tensor<64x64xf32>, %[[BIAS:[a-zA-Z0-9]+]]: tensor<64xf32>)
// CHECK:         %[[FILL:[a-zA-Z0-9_]+]] = linalg.fill
// CHECK:         %[[OUT:[a-zA-Z0-9_]+]] = tensor.empty() : tensor<64x64xf32>
// CHECK-NEXT:    %[[R:[a-zA-Z0-9_]+]]:2 = scf.for %[[I:[a-zA-Z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC0:[a-zA-Z0-9_]+]] = %[[FILL]], %[[OUT0:[a-zA-Z0-9_]+]] = %[[OUT]]) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
// CHECK-NEXT:      %[[RI:[a-zA-Z0-9_]+]]:2 = scf.for %[[J:[a-zA-Z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:[a-zA-Z0-9_]+]] = %[[ACC0]], %[[OUT1:[a-zA-Z0-9_]+]] = %[[OUT0]]) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
// CHECK-NEXT:        tensor.extract_slice %[[A]][%[[I]], 0] [16, 64] [1, 1]
// CHECK-NEXT:        tensor.extract_slice %[[B]][0, %[[J]]] [64, 32] [1, 1]
// CHECK-NEXT:        %[[ACCT:[a-zA-Z0-9_]+]] = tensor.extract_slice %[[ACC]][%[[I]], %[[J]]] [16, 32] [1, 1]
// CHECK-NEXT:        %[[MM:[a-zA-Z0-9_]+]] = linalg.matmul ins({{.*}} : tensor<16x64xf32>, tensor<64x32xf32>) outs(%[[ACCT]] : tensor<16x32xf32>)
// CHECK-NEXT:        %[[BIAST:[a-zA-Z0-9_]+]] = tensor.extract_slice %[[BIAS]][%[[J]]] [32] [1] : tensor<64xf32> to tensor<32xf32>
// CHECK-NEXT:        %[[OUTT:[a-zA-Z0-9_]+]] = tensor.extract_slice %[[OUT1]][%[[I]], %[[J]]] [16, 32] [1, 1]
// CHECK-NEXT:        %[[RELU:[a-zA-Z0-9_]+]] = linalg.generic {{.*}} ins(%[[MM]], %[[BIAST]] : tensor<16x32xf32>, tensor<32xf32>) outs(%[[OUTT]] : tensor<16x32xf32>)
// CHECK:               arith.addf
// CHECK-NEXT:          arith.maximumf
// CHECK:             } -> tensor<16x32xf32>
// CHECK-NEXT:        %[[INS0:[a-zA-Z0-9_]+]] = tensor.insert_slice %[[MM]] into %[[ACC]][%[[I]], %[[J]]] [16, 32] [1, 1]
// CHECK-NEXT:        %[[INS1:[a-zA-Z0-9_]+]] = tensor.insert_slice %[[RELU]] into %[[OUT1]][%[[I]], %[[J]]] [16, 32] [1, 1]
// CHECK-NEXT:        scf.yield %[[INS0]], %[[INS1]] : tensor<64x64xf32>, tensor<64x64xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[RI]]#0, %[[RI]]#1 : tensor<64x64xf32>, tensor<64x64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#1 : tensor<64x64xf32>
// The loop handles given to fuse_consumer follow the new loops; the handle
// of the tiled matmul stays valid; fused_consumer is the generic in the loop.
// REMARK: remark: outer loop
// REMARK: note: see current operation:
// REMARK-NEXT: %{{.*}}:2 = scf.for
// REMARK: remark: new inner loop
// REMARK: note: see current operation:
// REMARK-NEXT: %{{.*}}:2 = scf.for
// REMARK: remark: tiled matmul
// REMARK: note: see current operation: %{{.*}} = linalg.matmul {{.*}} -> tensor<16x32xf32>
// REMARK: remark: fused consumer
// REMARK: note: see current operation:
// REMARK-NEXT: %{{.*}} = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<16x32xf32>, tensor<32xf32>)
func.func @bias_relu_for(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %bias: tensor<64xf32>) -> tensor<64x64xf32> {
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
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %relu = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [16, 32, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f, %new:2 = transform.msched.fuse_consumer %relu into %li, %lj : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %li, "outer loop" : !transform.any_op
    transform.debug.emit_remark_at %new#1, "new inner loop" : !transform.any_op
    transform.debug.emit_remark_at %t, "tiled matmul" : !transform.any_op
    transform.debug.emit_remark_at %f, "fused consumer" : !transform.any_op
    transform.yield
  }
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>

// One scf.forall from tile_using_forall: the consumer's tile is written with
// a second parallel_insert_slice.
// CHECK-LABEL: func.func @bias_relu_forall(
// CHECK:         %[[R:[a-zA-Z0-9_]+]]:2 = scf.forall (%[[I:[a-zA-Z0-9_]+]], %[[J:[a-zA-Z0-9_]+]]) in (4, 2) shared_outs(%[[ACC:[a-zA-Z0-9_]+]] = %{{.*}}, %[[OUT:[a-zA-Z0-9_]+]] = %{{.*}}) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
// CHECK:           %[[MM:[a-zA-Z0-9_]+]] = linalg.matmul {{.*}} -> tensor<16x32xf32>
// CHECK-NOT:       tensor.insert_slice
// CHECK:           %[[RELU:[a-zA-Z0-9_]+]] = linalg.generic {{.*}} ins(%[[MM]], %{{.*}} : tensor<16x32xf32>, tensor<32xf32>)
// CHECK:           scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %[[MM]] into %[[ACC]]
// CHECK-NEXT:        tensor.parallel_insert_slice %[[RELU]] into %[[OUT]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#1 : tensor<64x64xf32>
func.func @bias_relu_forall(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %bias: tensor<64xf32>) -> tensor<64x64xf32> {
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
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %relu = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %mm tile_sizes [16, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f, %new = transform.msched.fuse_consumer %relu into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>

// A chain of consumers (bias-add, then ReLU) fused one after the other, the
// second into the loops returned by the first fusion: three results.
// CHECK-LABEL: func.func @chain(
// CHECK:         %[[R:[a-zA-Z0-9_]+]]:3 = scf.for
// CHECK-NEXT:      %[[RI:[a-zA-Z0-9_]+]]:3 = scf.for
// CHECK:             %[[MM:[a-zA-Z0-9_]+]] = linalg.matmul
// CHECK:             %[[ADD:[a-zA-Z0-9_]+]] = linalg.generic {{.*}} ins(%[[MM]], %{{.*}} : tensor<16x32xf32>, tensor<32xf32>)
// CHECK:               arith.addf
// CHECK:             %[[INS0:[a-zA-Z0-9_]+]] = tensor.insert_slice %[[MM]]
// CHECK:             %[[RELU:[a-zA-Z0-9_]+]] = linalg.generic {{.*}} ins(%[[ADD]] : tensor<16x32xf32>)
// CHECK:               arith.maximumf
// CHECK:             %[[INS1:[a-zA-Z0-9_]+]] = tensor.insert_slice %[[ADD]]
// CHECK-NEXT:        %[[INS2:[a-zA-Z0-9_]+]] = tensor.insert_slice %[[RELU]]
// CHECK-NEXT:        scf.yield %[[INS0]], %[[INS1]], %[[INS2]]
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[RI]]#0, %[[RI]]#1, %[[RI]]#2
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#2 : tensor<64x64xf32>
func.func @chain(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %C: tensor<64x64xf32>, %bias: tensor<64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 0.0 : f32
  %mm = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf32>
  %add = linalg.generic {indexing_maps = [#map, #bias, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<64x64xf32>, tensor<64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %s = arith.addf %x, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %relu = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%add : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %cst : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  return %relu : tensor<64x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %gs = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %add, %relu = transform.split_handle %gs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [16, 32, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f1, %n1:2 = transform.msched.fuse_consumer %add into %li, %lj : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f2, %n2:2 = transform.msched.fuse_consumer %relu into %n1#0, %n1#1 : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// Multi-level tiling with the reduction loop innermost: after hoisting the
// accumulator's extract/insert pair out of the k loop, the consumer fuses
// into the two spatial loops, after the k loop, not into it.
// CHECK-LABEL: func.func @outside_reduction(
// CHECK:         scf.for %[[I:[a-zA-Z0-9_]+]] = {{.*}} -> (tensor<64x64xf32>, tensor<64x64xf32>) {
// CHECK-NEXT:      scf.for %[[J:[a-zA-Z0-9_]+]] = {{.*}} -> (tensor<64x64xf32>, tensor<64x64xf32>) {
// CHECK-NEXT:        %[[TILE:[a-zA-Z0-9_]+]] = tensor.extract_slice %{{.*}}[%[[I]], %[[J]]] [16, 32] [1, 1]
// CHECK-NEXT:        %[[K:[a-zA-Z0-9_]+]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %[[TILE]]) -> (tensor<64x64xf32>, tensor<16x32xf32>) {
// CHECK:               linalg.matmul
// CHECK-NOT:           linalg.generic
// CHECK:               scf.yield
// CHECK-NEXT:        }
// CHECK:             linalg.generic {{.*}} ins(%[[K]]#1 : tensor<16x32xf32>)
func.func @outside_reduction(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %C: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 0.0 : f32
  %mm = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf32>
  %relu = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %cst : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  return %relu : tensor<64x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %relu = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj, %lk = transform.structured.tile_using_for %mm tile_sizes [16, 32, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.loop.hoist_loop_invariant_subsets %lk : !transform.any_op
    %f, %new:2 = transform.msched.fuse_consumer %relu into %li, %lj : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A failed fusion (suppressed here) leaves the payload unchanged, although
// upstream's tileAndFuseConsumer modifies the IR before it fails on this
// consumer: the consumer stays after the loops, whose bodies are untouched.
// CHECK-LABEL: func.func @failed_fusion_unchanged(
// CHECK:         %[[R:[a-zA-Z0-9_]+]] = scf.for
// CHECK-NEXT:      %[[RI:[a-zA-Z0-9_]+]] = scf.for
// CHECK-NEXT:        tensor.extract_slice
// CHECK-NEXT:        tensor.extract_slice
// CHECK-NEXT:        tensor.extract_slice
// CHECK-NEXT:        %[[MM:[a-zA-Z0-9_]+]] = linalg.matmul
// CHECK-NEXT:        %[[INS:[a-zA-Z0-9_]+]] = tensor.insert_slice %[[MM]]
// CHECK-NEXT:        scf.yield %[[INS]] : tensor<64x64xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[RI]] : tensor<64x64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[G:[a-zA-Z0-9_]+]] = linalg.generic {{.*}} ins(%[[R]] : tensor<64x64xf32>)
// CHECK:         return %[[G]]
func.func @failed_fusion_unchanged(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %C: tensor<64x64xf32>, %D: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %mm = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1 floordiv 2, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<64x64xf32>) outs(%D : tensor<32x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [16, 32, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%unused: !transform.any_op):
      %f, %n:2 = transform.msched.fuse_consumer %g into %li, %lj : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    }
    transform.yield
  }
}
