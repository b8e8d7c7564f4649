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
    // expected-error @below {{its extent N = 24 is not a multiple of 16 lanes}}
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
    // expected-error @below {{tensorize: cannot tensorize 'linalg.matmul': no tensor intrinsic named 'amx-fp8' is registered}}
    transform.msched.tensorize %m intrinsic = "amx-fp8" : !transform.any_op
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
    // expected-error @below {{tensorize: cannot tensorize 'linalg.matmul': it is not a linalg.generic on tensors with two inputs, one init and at least four loops (pack_for_intrinsic's form)}}
    transform.msched.tensorize %m intrinsic = "avx512-bf16-dot" : !transform.any_op
    transform.yield
  }
}

// -----

// B indexed [n, k] (a transposed matmul): not the layout the pack reads.
#ma = affine_map<(m, n, k) -> (m, k)>
#mbt = affine_map<(m, n, k) -> (n, k)>
#mc = affine_map<(m, n, k) -> (m, n)>
func.func @transposed_b(%A: tensor<4x8xbf16>, %B: tensor<32x8xbf16>, %C: tensor<4x32xf32>) -> tensor<4x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {indexing_maps = [#ma, #mbt, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<4x8xbf16>, tensor<32x8xbf16>) outs(%C : tensor<4x32xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{its maps are not those of a contraction C[..., n] += A[..., k] * B[..., k, n]}}
    %p, %t = transform.msched.pack_for_intrinsic %m intrinsic = "avx512-bf16-dot" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Two parallel loops longer than 1 besides the lanes (a 2 x 3 batch of
// rows): the kernel has one row loop.
#a6 = affine_map<(b, m, nb, nl, k0, k1) -> (b, m, k0, k1)>
#b6 = affine_map<(b, m, nb, nl, k0, k1) -> (nb, k0, nl, k1)>
#c6 = affine_map<(b, m, nb, nl, k0, k1) -> (b, m, nb * 16 + nl)>
func.func @two_row_loops(%A: tensor<2x3x4x2xbf16>, %B: tensor<1x4x16x2xbf16>, %C: tensor<2x3x16xf32>) -> tensor<2x3x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {indexing_maps = [#a6, #b6, #c6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<2x3x4x2xbf16>, tensor<1x4x16x2xbf16>) outs(%C : tensor<2x3x16xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x16xf32>
  return %0 : tensor<2x3x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{at most one other parallel loop longer than 1, absent from B}}
    transform.msched.tensorize %m intrinsic = "avx512-bf16-dot" : !transform.any_op
    transform.yield
  }
}

// -----

// AMX tiles take 16 rows at a time.
func.func @amx_rows(%A: tensor<4x8xbf16>, %B: tensor<8x32xbf16>, %C: tensor<4x32xf32>) -> tensor<4x32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xbf16>, tensor<8x32xbf16>) outs(%C : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{its extent M = 4 is not a multiple of 16 tile rows}}
    %p, %t = transform.msched.pack_for_intrinsic %m intrinsic = "amx-bf16" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A stride-2 convolution's output columns read every other input column: not
// the consecutive rows of an AMX tile of A.
func.func @amx_strided(%I: tensor<1x4x35x4xbf16>, %K: tensor<1x3x4x16xbf16>, %C: tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
         ins(%I, %K : tensor<1x4x35x4xbf16>, tensor<1x3x4x16xbf16>) outs(%C : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  return %0 : tensor<1x4x16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{its rows are not consecutive rows of A and C (a strided convolution?), which tiles need}}
    %p, %t = transform.msched.pack_for_intrinsic %c intrinsic = "amx-bf16" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A vector-matrix product has no rows (no parallel loop that A indexes and
// B does not) for the kernel.
#mv_a = affine_map<(n, k) -> (k)>
#mv_b = affine_map<(n, k) -> (k, n)>
#mv_c = affine_map<(n, k) -> (n)>
func.func @vecmat(%A: tensor<8xbf16>, %B: tensor<8x32xbf16>, %C: tensor<32xf32>) -> tensor<32xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.generic {indexing_maps = [#mv_a, #mv_b, #mv_c], iterator_types = ["parallel", "reduction"]}
      ins(%A, %B : tensor<8xbf16>, tensor<8x32xbf16>) outs(%C : tensor<32xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  return %0 : tensor<32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{it has no rows (a parallel loop that A indexes and B does not)}}
    %p, %t = transform.msched.pack_for_intrinsic %m intrinsic = "avx512-bf16-dot" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
