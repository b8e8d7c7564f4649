// transform.msched.data_tile with rows_in_place: the inputs indexed by the
// row loop and not the vector loop (A) are read in place, viewed by a
// tensor.expand_shape that splits the row dimension into (M/R, R) where
// it is; only B is packed (one input copy). A [12, 16] with 6 rows is
// read as [2, 6, 16] through the map (mo, mi, k); a transposed A [16, 12]
// as [16, 2, 6] through (k, mo, mi), so a kernel step's 6 broadcasts are
// contiguous there; a batch matmul's A [3, 8, 5] as [3, 2, 4, 5]. The
// output is written in place as without the attribute.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-DAG:   #[[MA:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>
// CHECK-DAG:   #[[MB:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d4)>
// CHECK-LABEL: func.func @mm(
// CHECK-SAME:    %[[A:.+]]: tensor<12x16xf32>
// CHECK:         %[[TB:.+]] = linalg.transpose {{.*}} outs(%{{.*}} : tensor<2x16x16xf32>) permutation = [1, 0, 2] {input_copy}
// CHECK-NOT:     linalg.transpose
// CHECK:         %[[VA:.+]] = tensor.expand_shape %[[A]] {{\[}}[0, 1], [2]] output_shape [2, 6, 16] : tensor<12x16xf32> into tensor<2x6x16xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[MA]], #[[MB]], #{{.+}}]
// CHECK-SAME:      ins(%[[VA]], %[[TB]] : tensor<2x6x16xf32>, tensor<2x16x16xf32>)
// CHECK-SAME:      msched.data_tiled = array<i64: 3, 4>
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
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l {rows_in_place} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.annotate %ins "input_copy" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-DAG:   #[[TA:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d2, d0, d3)>
// CHECK-LABEL: func.func @mta(
// CHECK-SAME:    %[[A:.+]]: tensor<16x12xf32>
// CHECK:         linalg.transpose {{.*}} {input_copy}
// CHECK-NOT:     linalg.transpose
// CHECK:         %[[VA:.+]] = tensor.expand_shape %[[A]] {{\[}}[0], [1, 2]] output_shape [16, 2, 6] : tensor<16x12xf32> into tensor<16x2x6xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[TA]], #{{.+}}, #{{.+}}]
// CHECK-SAME:      ins(%[[VA]], %{{.+}} : tensor<16x2x6xf32>, tensor<2x16x16xf32>)
func.func @mta(%A: tensor<16x12xf32>, %B: tensor<16x32xf32>) -> tensor<12x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x32xf32>
  %C = linalg.fill ins(%zero : f32) outs(%e : tensor<12x32xf32>) -> tensor<12x32xf32>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%A, %B : tensor<16x12xf32>, tensor<16x32xf32>) outs(%C : tensor<12x32xf32>) -> tensor<12x32xf32>
  return %0 : tensor<12x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.param.constant 6 : i64 -> !transform.param<i64>
    %l = transform.param.constant 16 : i64 -> !transform.param<i64>
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l {rows_in_place} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.annotate %ins "input_copy" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-DAG:   #[[BA:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3)>
// CHECK-LABEL: func.func @bmm(
// CHECK-SAME:    %[[A:.+]]: tensor<3x8x5xf32>
// CHECK:         %[[VA:.+]] = tensor.expand_shape %[[A]] {{\[}}[0], [1, 2], [3]] output_shape [3, 2, 4, 5] : tensor<3x8x5xf32> into tensor<3x2x4x5xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[BA]], #{{.+}}, #{{.+}}]
// CHECK-SAME:      ins(%[[VA]], %{{.+}} : tensor<3x2x4x5xf32>, tensor<3x1x5x8xf32>)
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
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l {rows_in_place} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @rows_do_not_divide(%A: tensor<12x16xf32>, %B: tensor<16x32xf32>) -> tensor<12x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x32xf32>
  %C = linalg.fill ins(%zero : f32) outs(%e : tensor<12x32xf32>) -> tensor<12x32xf32>
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<12x16xf32>, tensor<16x32xf32>) outs(%C : tensor<12x32xf32>) -> tensor<12x32xf32>
  return %0 : tensor<12x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.param.constant 5 : i64 -> !transform.param<i64>
    %l = transform.param.constant 16 : i64 -> !transform.param<i64>
    // expected-error @below {{data_tile: rows_in_place needs the rows (5) to divide the row extent (12)}}
    %p, %ins, %out = transform.msched.data_tile %mm rows = %r lanes = %l {rows_in_place} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
