// transform.msched.data_tile where the 6 x 16 kernel divides the output
// (12 x 32): the output is written in place. The packed contraction writes
// C viewed as [2, 6, 2, 16] (rows of the kernel are rows of C: output map
// (mo, mi, no, ni)), initialized by a fill of that view which keeps the
// old fill's block name; a collapse_shape gives back [12, 32]. No packed C,
// no unpacking copy (the output_copy handle is empty: the annotation finds
// no op), and the kernel's loops (d3, d4) are named in msched.data_tiled.
// A batch matmul's batch dimension stays outermost.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// CHECK-DAG:   #[[MA:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>
// CHECK-DAG:   #[[MB:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d4)>
// CHECK-DAG:   #[[MC:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
// CHECK-LABEL: func.func @mm(
// CHECK:         %[[TA:.+]] = linalg.transpose {{.*}} outs(%{{.*}} : tensor<2x16x6xf32>) permutation = [0, 2, 1] {input_copy}
// CHECK:         %[[TB:.+]] = linalg.transpose {{.*}} outs(%{{.*}} : tensor<2x16x16xf32>) permutation = [1, 0, 2] {input_copy}
// CHECK:         %[[E:.+]] = tensor.empty() : tensor<2x6x2x16xf32>
// CHECK:         %[[F:.+]] = linalg.fill {msched.block = "fill_0"} ins(%{{.*}} : f32) outs(%[[E]] : tensor<2x6x2x16xf32>)
// CHECK:         %[[G:.+]] = linalg.generic {indexing_maps = [#[[MA]], #[[MB]], #[[MC]]], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
// CHECK-SAME:      ins(%[[TA]], %[[TB]] : tensor<2x16x6xf32>, tensor<2x16x16xf32>) outs(%[[F]] : tensor<2x6x2x16xf32>)
// CHECK-SAME:      msched.block = "matmul_0", msched.data_tiled = array<i64: 3, 4>
// CHECK-NOT:     {output_copy}
// CHECK:         %[[C:.+]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1], [2, 3]] : tensor<2x6x2x16xf32> into tensor<12x32xf32>
// CHECK-NEXT:    return %[[C]]
// CHECK-NOT:     {output_copy}
func.func @mm(%A: tensor<12x16xf32>, %B: tensor<16x32xf32>) -> tensor<12x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x32xf32>
  %C = linalg.fill {msched.block = "fill_0"} ins(%zero : f32) outs(%e : tensor<12x32xf32>) -> tensor<12x32xf32>
  %0 = linalg.matmul {msched.block = "matmul_0"} ins(%A, %B : tensor<12x16xf32>, tensor<16x32xf32>) outs(%C : tensor<12x32xf32>) -> tensor<12x32xf32>
  return %0 : tensor<12x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.param.constant 6 : i64 -> !transform.param<i64>
    %l = transform.param.constant 16 : i64 -> !transform.param<i64>
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.annotate %ins "input_copy" : !transform.any_op
    transform.annotate %out "output_copy" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-DAG:   #[[BC:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d2, d5)>
// CHECK-LABEL: func.func @bmm(
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<3x2x4x1x8xf32>)
// CHECK:         %[[G:.+]] = linalg.generic {{.*}}#[[BC]]]
// CHECK-SAME:      msched.data_tiled = array<i64: 4, 5>
// CHECK:         %[[C:.+]] = tensor.collapse_shape %[[G]] {{\[}}[0], [1, 2], [3, 4]] : tensor<3x2x4x1x8xf32> into tensor<3x8x8xf32>
// CHECK-NEXT:    return %[[C]]
func.func @bmm(%A: tensor<3x8x5xf32>, %B: tensor<3x5x8xf32>) -> tensor<3x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x8x8xf32>
  %C = linalg.fill ins(%zero : f32) outs(%e : tensor<3x8x8xf32>) -> tensor<3x8x8xf32>
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x8x5xf32>, tensor<3x5x8xf32>) outs(%C : tensor<3x8x8xf32>) -> tensor<3x8x8xf32>
  return %0 : tensor<3x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.param.constant 4 : i64 -> !transform.param<i64>
    %l = transform.param.constant 8 : i64 -> !transform.param<i64>
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
