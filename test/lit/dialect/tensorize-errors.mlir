// pack_for_intrinsic and tensorize refuse, with a diagnostic naming the
// reason, what their intrinsic does not compute.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @f32_for_vnni(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pack_for_intrinsic: cannot pack 'linalg.matmul': its element types or widenings are not those of 'avx512-vnni-u8s8'}}
    %p, %t = transform.msched.pack_for_intrinsic %m intrinsic = "avx512-vnni-u8s8" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @n_not_lanes(%A: tensor<4x8xbf16>, %B: tensor<8x24xbf16>, %C: tensor<4x24xf32>) -> tensor<4x24xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xbf16>, tensor<8x24xbf16>) outs(%C : tensor<4x24xf32>) -> tensor<4x24xf32>
  return %0 : tensor<4x24xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{its extents N = 24 and K = 8 are not multiples of 16 and 2}}
    %p, %t = transform.msched.pack_for_intrinsic %m intrinsic = "avx512-bf16-dot" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @unknown(%A: tensor<4x8xbf16>, %B: tensor<8x32xbf16>, %C: tensor<4x32xf32>) -> tensor<4x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xbf16>, tensor<8x32xbf16>) outs(%C : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tensorize: cannot tensorize 'linalg.matmul': no tensor intrinsic named 'amx-bf16' is registered}}
    transform.msched.tensorize %m intrinsic = "amx-bf16" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_packed(%A: tensor<4x8xbf16>, %B: tensor<8x32xbf16>, %C: tensor<4x32xf32>) -> tensor<4x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xbf16>, tensor<8x32xbf16>) outs(%C : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tensorize: cannot tensorize 'linalg.matmul': it is not a five-loop linalg.generic on tensors with two inputs and one init (pack_for_intrinsic's form)}}
    transform.msched.tensorize %m intrinsic = "avx512-bf16-dot" : !transform.any_op
    transform.yield
  }
}
