// transform.msched.privatize_init_fill with a payload op listed twice in
// its target (merge_handles keeps duplicates): the op gets one fill, the
// whole fill goes once, and the result lists the op's fill once.
// RUN: msched-opt %s --transform-interpreter --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @split_rows(
// CHECK-SAME:    %[[A:[a-zA-Z0-9_]+]]: tensor<8x8xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<8x8xf32>, %[[C:[a-zA-Z0-9_]+]]: tensor<8x8xf32>
// CHECK:         %[[CT:.+]] = tensor.extract_slice %[[C]][0, 0] [4, 8] [1, 1]
// CHECK:         %[[FT:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[CT]] : tensor<4x8xf32>)
// CHECK:         %[[T:.+]] = linalg.matmul ins({{.*}}) outs(%[[FT]] : tensor<4x8xf32>)
// CHECK:         %[[RT:.+]] = tensor.insert_slice %[[T]] into %[[C]][0, 0] [4, 8] [1, 1]
// CHECK:         %[[CB:.+]] = tensor.extract_slice %[[RT]][4, 0] [4, 8] [1, 1]
// CHECK:         %[[FB:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%[[CB]] : tensor<4x8xf32>)
// CHECK:         %[[BM:.+]] = linalg.matmul ins({{.*}}) outs(%[[FB]] : tensor<4x8xf32>)
// CHECK:         %[[RB:.+]] = tensor.insert_slice %[[BM]] into %[[RT]][4, 0] [4, 8] [1, 1]
// CHECK-NOT:     linalg.fill
// CHECK:         return %[[RB]]
func.func @split_rows(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  %st = tensor.extract_slice %fill[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %at = tensor.extract_slice %A[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %t = linalg.matmul ins(%at, %B : tensor<4x8xf32>, tensor<8x8xf32>) outs(%st : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rt = tensor.insert_slice %t into %fill[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  %sb = tensor.extract_slice %rt[4, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %ab = tensor.extract_slice %A[4, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %b = linalg.matmul ins(%ab, %B : tensor<4x8xf32>, tensor<8x8xf32>) outs(%sb : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rb = tensor.insert_slice %b into %rt[4, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  return %rb : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %twice = transform.merge_handles %mm, %mm : !transform.any_op
    %fills = transform.msched.privatize_init_fill %twice : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %fills : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{2}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}
