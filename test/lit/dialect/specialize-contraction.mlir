// transform.msched.specialize_contraction: a linalg.generic contraction (a
// batch matmul whose left-hand operand is read through a folded transpose,
// odd shapes) becomes a linalg.contract with the same operands and
// indexing maps, keeping its discardable attributes; vectorized with
// create_named_contraction it is one vector.contract.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @folded_batch_matmul
// CHECK-NOT:   linalg.generic
// CHECK:       %[[R:.*]] = linalg.contract indexing_maps = [#[[A]], #[[B]], #[[C]]] {msched.block = "bmm"} ins(%arg0, %arg1 : tensor<5x3x7xf32>, tensor<3x7x9xf32>) outs(%arg2 : tensor<3x5x9xf32>) -> tensor<3x5x9xf32>
// CHECK-NEXT:  return %[[R]]
func.func @folded_batch_matmul(%A: tensor<5x3x7xf32>, %B: tensor<3x7x9xf32>, %C: tensor<3x5x9xf32>) -> tensor<3x5x9xf32> {
  %0 = linalg.generic {
         indexing_maps = [affine_map<(h, i, j, d) -> (i, h, d)>, affine_map<(h, i, j, d) -> (h, d, j)>,
                          affine_map<(h, i, j, d) -> (h, i, j)>],
         iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
         ins(%A, %B : tensor<5x3x7xf32>, tensor<3x7x9xf32>) outs(%C : tensor<3x5x9xf32>) attrs = {msched.block = "bmm"} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x5x9xf32>
  return %0 : tensor<3x5x9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.msched.specialize_contraction %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @vectorized
// CHECK-NOT:   vector.multi_reduction
// CHECK:       vector.contract {{.*}} : vector<4x1x2xf32>, vector<1x2x16xf32> into vector<1x4x16xf32>
// CHECK-NOT:   vector.multi_reduction
func.func @vectorized(%A: tensor<4x1x2xf32>, %B: tensor<1x2x16xf32>, %C: tensor<1x4x16xf32>) -> tensor<1x4x16xf32> {
  %0 = linalg.generic {
         indexing_maps = [affine_map<(h, i, j, d) -> (i, h, d)>, affine_map<(h, i, j, d) -> (h, d, j)>,
                          affine_map<(h, i, j, d) -> (h, i, j)>],
         iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
         ins(%A, %B : tensor<4x1x2xf32>, tensor<1x2x16xf32>) outs(%C : tensor<1x4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4x16xf32>
  return %0 : tensor<1x4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.msched.specialize_contraction %g : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %c {create_named_contraction} : !transform.any_op
    transform.yield
  }
}
