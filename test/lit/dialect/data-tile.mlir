// transform.msched.data_tile: a matmul packed into the panels of a 6 x 16
// register kernel. 10 rows and 40 columns are padded with zeros to 12 and 48;
// A [10, 12] is read as [2, 12, 6] (a 6-row panel per row tile, contiguous
// along k), B [12, 40] as [3, 12, 16], C is computed as [2, 3, 6, 16] from a
// fill of the packed tensor (not a pack of the fill) and unpacked into a new
// tensor. Only the partial last tiles are padded: the whole tiles are packed
// from slices of A and B and unpacked straight into the output (its 6 x 32
// slice viewed as [1, 6, 2, 16]), so that bufferized, no copy of a whole
// operand is padded and no padded output is copied out (BUF). The block name
// moves to the packed contraction; the copies are the handles' transposes
// (the whole tiles' ones), inputs first.
// RUN: msched-opt %s --transform-interpreter --canonicalize | FileCheck %s
// RUN: msched-opt %s --transform-interpreter --canonicalize | msched-opt --pass-pipeline='builtin.module(eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},canonicalize,cse)' | FileCheck %s --check-prefix=BUF

// CHECK-DAG:   #[[MA:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>
// CHECK-DAG:   #[[MB:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d4)>
// CHECK-DAG:   #[[MC:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
// CHECK-LABEL: func.func @mm(
// CHECK-SAME:    %[[A:[a-zA-Z0-9_]+]]: tensor<10x12xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<12x40xf32>
// CHECK:         %[[A0:.+]] = tensor.empty() : tensor<2x12x6xf32>
// CHECK:         %[[SA:.+]] = tensor.extract_slice %[[A]][0, 0] [6, 12] [1, 1]
// CHECK:         %[[DA:.+]] = tensor.extract_slice %[[A0]][0, 0, 0] [1, 12, 6] [1, 1, 1]
// CHECK:         %[[EA:.+]] = tensor.expand_shape %[[SA]] {{\[}}[0, 1], [2]] output_shape [1, 6, 12]
// CHECK:         %[[TA:.+]] = linalg.transpose ins(%[[EA]] : tensor<1x6x12xf32>) outs(%[[DA]] : tensor<1x12x6xf32>) permutation = [0, 2, 1] {input_copy}
// CHECK:         %[[IA:.+]] = tensor.insert_slice %[[TA]] into %[[A0]][0, 0, 0] [1, 12, 6] [1, 1, 1]
// CHECK:         %[[SA1:.+]] = tensor.extract_slice %[[A]][6, 0] [4, 12] [1, 1]
// CHECK:         %[[DA1:.+]] = tensor.extract_slice %[[IA]][1, 0, 0] [1, 12, 6] [1, 1, 1]
// CHECK:         %[[PA:.+]] = tensor.pad %[[SA1]] low[0, 0] high[2, 0]
// CHECK:         %[[EA1:.+]] = tensor.expand_shape %[[PA]] {{\[}}[0, 1], [2]] output_shape [1, 6, 12]
// CHECK:         %[[TA1:.+]] = linalg.transpose ins(%[[EA1]] : tensor<1x6x12xf32>) outs(%[[DA1]] : tensor<1x12x6xf32>) permutation = [0, 2, 1]
// CHECK-NOT:     input_copy
// CHECK:         %[[PACKA:.+]] = tensor.insert_slice %[[TA1]] into %[[IA]][1, 0, 0] [1, 12, 6] [1, 1, 1]
// CHECK:         %[[B0:.+]] = tensor.empty() : tensor<3x12x16xf32>
// CHECK:         %[[SB:.+]] = tensor.extract_slice %[[B]][0, 0] [12, 32] [1, 1]
// CHECK:         %[[DB:.+]] = tensor.extract_slice %[[B0]][0, 0, 0] [2, 12, 16] [1, 1, 1]
// CHECK:         %[[EB:.+]] = tensor.expand_shape %[[SB]] {{\[}}[0], [1, 2]] output_shape [12, 2, 16]
// CHECK:         %[[TB:.+]] = linalg.transpose ins(%[[EB]] : tensor<12x2x16xf32>) outs(%[[DB]] : tensor<2x12x16xf32>) permutation = [1, 0, 2] {input_copy}
// CHECK:         %[[IB:.+]] = tensor.insert_slice %[[TB]] into %[[B0]][0, 0, 0] [2, 12, 16] [1, 1, 1]
// CHECK:         %[[SB1:.+]] = tensor.extract_slice %[[B]][0, 32] [12, 8] [1, 1]
// CHECK:         %[[PB:.+]] = tensor.pad %[[SB1]] low[0, 0] high[0, 8]
// CHECK:         %[[PACKB:.+]] = tensor.insert_slice %{{.+}} into %[[IB]][2, 0, 0] [1, 12, 16] [1, 1, 1]
// CHECK:         %[[EC:.+]] = tensor.empty() : tensor<2x3x6x16xf32>
// CHECK:         %[[FC:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[EC]] : tensor<2x3x6x16xf32>)
// CHECK:         %[[G:.+]] = linalg.generic {indexing_maps = [#[[MA]], #[[MB]], #[[MC]]], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
// CHECK-SAME:      ins(%[[PACKA]], %[[PACKB]] : tensor<2x12x6xf32>, tensor<3x12x16xf32>) outs(%[[FC]] : tensor<2x3x6x16xf32>)
// CHECK-SAME:      msched.block = "matmul_0", msched.data_tiled
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:         %[[OUT:.+]] = tensor.empty() : tensor<10x40xf32>
// CHECK:         %[[SC:.+]] = tensor.extract_slice %[[G]][0, 0, 0, 0] [1, 2, 6, 16] [1, 1, 1, 1]
// CHECK:         %[[DC:.+]] = tensor.extract_slice %[[OUT]][0, 0] [6, 32] [1, 1]
// CHECK:         %[[EC2:.+]] = tensor.expand_shape %[[DC]] {{\[}}[0, 1], [2, 3]] output_shape [1, 6, 2, 16]
// CHECK:         %[[TC:.+]] = linalg.transpose ins(%[[SC]] : tensor<1x2x6x16xf32>) outs(%[[EC2]] : tensor<1x6x2x16xf32>) permutation = [0, 2, 1, 3] {output_copy}
// CHECK:         %[[CC:.+]] = tensor.collapse_shape %[[TC]] {{\[}}[0, 1], [2, 3]] : tensor<1x6x2x16xf32> into tensor<6x32xf32>
// CHECK:         %[[R0:.+]] = tensor.insert_slice %[[CC]] into %[[OUT]][0, 0] [6, 32] [1, 1]
// CHECK-NOT:     output_copy
// CHECK:         tensor.extract_slice %[[G]][0, 2, 0, 0] [1, 1, 6, 16] [1, 1, 1, 1]
// CHECK:         %[[R1:.+]] = tensor.insert_slice %{{.+}} into %[[R0]][0, 32] [6, 8] [1, 1]
// CHECK:         tensor.extract_slice %[[G]][1, 0, 0, 0] [1, 2, 6, 16] [1, 1, 1, 1]
// CHECK:         %[[R2:.+]] = tensor.insert_slice %{{.+}} into %[[R1]][6, 0] [4, 32] [1, 1]
// CHECK:         tensor.extract_slice %[[G]][1, 2, 0, 0] [1, 1, 6, 16] [1, 1, 1, 1]
// CHECK:         %[[R3:.+]] = tensor.insert_slice %{{.+}} into %[[R2]][6, 32] [4, 8] [1, 1]
// CHECK:         return %[[R3]]

// BUF-LABEL: func.func @mm(
// BUF-NOT:     memref.alloc() {{.*}} : memref<12x12xf32>
// BUF-NOT:     memref.alloc() {{.*}} : memref<12x48xf32>
// BUF:         %[[OUT:.+]] = memref.alloc() {{.*}} : memref<10x40xf32>
// BUF:         %[[DC:.+]] = memref.subview %[[OUT]][0, 0] [6, 32] [1, 1]
// BUF:         %[[EC:.+]] = memref.expand_shape %[[DC]]
// BUF:         linalg.transpose ins(%{{.+}} : memref<1x2x6x16xf32, {{.+}}>) outs(%[[EC]] : memref<1x6x2x16xf32, strided<[240, 40, 16, 1]>>) permutation = [0, 2, 1, 3] {output_copy}
// BUF-NOT:     memref.alloc() {{.*}} : memref<2x6x3x16xf32>
// BUF-NOT:     memref.alloc() {{.*}} : memref<12x48xf32>
// BUF:         return %[[OUT]]
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
