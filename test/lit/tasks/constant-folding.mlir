// Before grouping, task extraction folds the ops that only move constant
// data (ConstantFolding.h), as TVM's FoldConstant runs before FuseOps: a
// transposed weight is then no task and no copy per call.
// RUN: msched-opt %s --msched-extract-tasks --split-input-file | FileCheck %s

// An elided weight (a model exported without its weights) transposed for a
// fully connected layer: the transpose becomes an elided constant of the
// transposed type, and the model has one task, the matmul.
// CHECK-LABEL: func.func @fc(
// CHECK-DAG:     %[[WT:.*]] = arith.constant dense_resource<__elided__> : tensor<8x4xf32>
// CHECK-NOT:     linalg.
// CHECK:         call @fc_matmul_0(%{{.*}}, %[[WT]])
// CHECK-NOT:     call
// CHECK:       func.func @fc_matmul_0(
// CHECK-NOT:   func.func
func.func @fc(%x: tensor<2x8xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense_resource<__elided__> : tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>,
                                         affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x4xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<2x8xf32>, tensor<8x4xf32>)
                     outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// -----

// A splat broadcast (named op) folds to the splat of the result type; a
// dense transpose folds to the transposed values (upstream's pattern).
// CHECK-LABEL: func.func @dense(
// CHECK-DAG:     %[[B:.*]] = arith.constant dense<5.000000e-01> : tensor<2x3xf32>
// CHECK-DAG:     %[[T:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 3.000000e+00], [2.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NOT:     linalg.
// CHECK:         call @dense_matmul_0(%[[B]], %{{.*}}, %[[T]])
func.func @dense(%x: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %b = arith.constant dense<0.5> : tensor<3xf32>
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %bb = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
  %e1 = tensor.empty() : tensor<2x2xf32>
  %wt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>,
                                         affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<2x2xf32>) outs(%e1 : tensor<2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = linalg.matmul ins(%bb, %x : tensor<2x3xf32>, tensor<3x2xf32>)
                     outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  %z = linalg.add ins(%y, %wt : tensor<2x2xf32>, tensor<2x2xf32>)
                  outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %z : tensor<2x2xf32>
}

// -----

// Not folded: a transpose of an argument, a body that computes (negation of
// a constant), and a broadcast of a non-splat constant (upstream folds
// permutations only): each stays a task.
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-3: call @kept_
// CHECK-NOT:     call
func.func @kept(%x: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<3xf32>, tensor<2x3xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %xt = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<3xf32>
  %neg = linalg.negf ins(%c : tensor<3xf32>) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %bc = linalg.broadcast ins(%c : tensor<3xf32>) outs(%e2 : tensor<2x3xf32>) dimensions = [0]
  return %xt, %neg, %bc : tensor<3x2xf32>, tensor<3xf32>, tensor<2x3xf32>
}
