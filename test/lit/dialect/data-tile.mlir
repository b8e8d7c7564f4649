// transform.msched.data_tile: a matmul packed into the panels of a 6 x 16
// register kernel. 10 rows and 40 columns are padded with zeros to 12 and 48;
// A [10, 12] is read as [2, 12, 6] (a 6-row panel per row tile, contiguous
// along k), B [12, 40] as [3, 12, 16], C is computed as [2, 3, 6, 16] from a
// fill of the packed tensor (not a pack of the fill) and unpacked into a new
// tensor. The block name moves to the packed contraction; the copies are
// the handles' transposes, inputs first.
// RUN: msched-opt %s --transform-interpreter | FileCheck %s

// CHECK-DAG:   #[[MA:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>
// CHECK-DAG:   #[[MB:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d4)>
// CHECK-DAG:   #[[MC:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
// CHECK-LABEL: func.func @mm(
// CHECK-SAME:    %[[A:[a-zA-Z0-9_]+]]: tensor<10x12xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<12x40xf32>
// CHECK:         %[[PA:.+]] = tensor.pad %[[A]] low[0, 0] high[2, 0]
// CHECK:         %[[EA:.+]] = tensor.expand_shape %[[PA]] {{\[}}[0, 1], [2]] output_shape [2, 6, 12]
// CHECK:         %[[TA:.+]] = linalg.transpose ins(%[[EA]] : tensor<2x6x12xf32>) outs(%{{.*}} : tensor<2x12x6xf32>) permutation = [0, 2, 1] {input_copy}
// CHECK:         %[[PB:.+]] = tensor.pad %[[B]] low[0, 0] high[0, 8]
// CHECK:         %[[EB:.+]] = tensor.expand_shape %[[PB]] {{\[}}[0], [1, 2]] output_shape [12, 3, 16]
// CHECK:         %[[TB:.+]] = linalg.transpose ins(%[[EB]] : tensor<12x3x16xf32>) outs(%{{.*}} : tensor<3x12x16xf32>) permutation = [1, 0, 2] {input_copy}
// CHECK:         %[[EC:.+]] = tensor.empty() : tensor<2x3x6x16xf32>
// CHECK:         %[[FC:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[EC]] : tensor<2x3x6x16xf32>)
// CHECK:         %[[G:.+]] = linalg.generic {indexing_maps = [#[[MA]], #[[MB]], #[[MC]]], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
// CHECK-SAME:      ins(%[[TA]], %[[TB]] : tensor<2x12x6xf32>, tensor<3x12x16xf32>) outs(%[[FC]] : tensor<2x3x6x16xf32>)
// CHECK-SAME:      msched.block = "matmul_0", msched.data_tiled
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:         %[[TC:.+]] = linalg.transpose ins(%[[G]] : tensor<2x3x6x16xf32>) outs(%{{.*}} : tensor<2x6x3x16xf32>) permutation = [0, 2, 1, 3] {output_copy}
// CHECK:         %[[CC:.+]] = tensor.collapse_shape %[[TC]] {{\[}}[0, 1], [2, 3]] : tensor<2x6x3x16xf32> into tensor<12x48xf32>
// CHECK:         %[[S:.+]] = tensor.extract_slice %[[CC]][0, 0] [10, 40] [1, 1]
// CHECK:         %[[R:.+]] = linalg.copy ins(%[[S]] : tensor<10x40xf32>)
// CHECK:         return %[[R]]
func.func @mm(%A: tensor<10x12xf32>, %B: tensor<12x40xf32>) -> tensor<10x40xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x40xf32>
  %C = linalg.fill ins(%zero : f32) outs(%e : tensor<10x40xf32>) -> tensor<10x40xf32>
  %0 = linalg.matmul {msched.block = "matmul_0"} ins(%A, %B : tensor<10x12xf32>, tensor<12x40xf32>) outs(%C : tensor<10x40xf32>) -> tensor<10x40xf32>
  return %0 : tensor<10x40xf32>
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
