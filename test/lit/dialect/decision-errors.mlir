// Invalid decisions and payloads: each is a silenceable failure of the
// sampling op that names the op and the offending value; nothing crashes.
// RUN: msched-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @product(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision [3, 5] of sample_perfect_tile: product 15 != extent 16 of loop 0}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 decision = [3, 5] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @count(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision [4, 2, 2] of sample_perfect_tile: 3 factors, expected n = 2}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 1 n = 2 decision = [4, 2, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @zero_factor(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision [0, 16] of sample_perfect_tile: factor 0 is not positive}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 2 n = 2 decision = [0, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @negative_factors(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision [-4, -4] of sample_perfect_tile: factor -4 is not positive}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 2 n = 2 decision = [-4, -4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @innermost(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision [1, 16] of sample_perfect_tile: innermost 16 > max_innermost_factor 8}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 max_innermost_factor = 8 decision = [1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @overflow(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision [4294967296, 4294967296, 16] of sample_perfect_tile: product overflows, != extent 16 of loop 0}}
    %t:3 = transform.msched.sample_perfect_tile %op loop = 0 n = 3 decision = [4294967296, 4294967296, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @stale(%A: tensor<16x16xf32>, %B: tensor<16x48xf32>, %C: tensor<16x48xf32>) -> tensor<16x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x48xf32>) outs(%C : tensor<16x48xf32>) -> tensor<16x48xf32>
  return %0 : tensor<16x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision [4, 16] of sample_perfect_tile: product 64 != extent 48 of loop 1}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 1 n = 2 decision = [4, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @no_such_loop(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_perfect_tile: loop 3 does not exist: the payload op 'linalg.matmul' has 3 iteration dimension(s)}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 3 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @dynamic(%A: tensor<?x16xf32>, %B: tensor<16x16xf32>, %C: tensor<?x16xf32>) -> tensor<?x16xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.matmul ins(%A, %B : tensor<?x16xf32>, tensor<16x16xf32>) outs(%C : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_perfect_tile: loop 0 of the payload op 'linalg.matmul' does not have a static extent}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @empty_loop(%A: tensor<0x16xf32>, %B: tensor<16x16xf32>, %C: tensor<0x16xf32>) -> tensor<0x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<0x16xf32>, tensor<16x16xf32>) outs(%C : tensor<0x16xf32>) -> tensor<0x16xf32>
  return %0 : tensor<0x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_perfect_tile: loop 0: samplePerfectTile: extent 0 is not in [1, 2^40]}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @one_factor_too_big(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_perfect_tile: loop 0: samplePerfectTile: one factor 16 exceeds max_innermost_factor 8}}
    %t = transform.msched.sample_perfect_tile %op loop = 0 n = 1 max_innermost_factor = 8 : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @two_ops(%A: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%A, %A : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = linalg.matmul ins(%0, %A : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_perfect_tile expects one payload op, got 2}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

// expected-note @below {{payload op}}
func.func @not_structured() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_perfect_tile: loop 0 cannot be read: the payload op 'func.func' is not a linalg op, a loop, or a TilingInterface op}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @categorical_3() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision 3 of sample_categorical: not an index into the 3 candidates}}
    %c = transform.msched.sample_categorical candidates = [1, 2, 4] probs = [1.0, 1.0, 1.0] decision = 3 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @categorical_neg() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision -1 of sample_categorical: not an index into the 3 candidates}}
    %c = transform.msched.sample_categorical candidates = [1, 2, 4] probs = [1.0, 1.0, 1.0] decision = -1 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @location_out_of_range(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  // expected-note @below {{producer}}
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    // expected-error @below {{decision 2 of sample_compute_location: not a legal location (legal: -2, -1, 0, 1)}}
    %l, %d = transform.msched.sample_compute_location %exp decision = 2 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @location_below_inline(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  // expected-note @below {{producer}}
  %x = linalg.exp ins(%A : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %0 = linalg.matmul ins(%x, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %li, %lj = transform.structured.tile_using_for %mm tile_sizes [8, 16, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    // expected-error @below {{decision -3 of sample_compute_location: not a legal location (legal: -2, -1, 0, 1)}}
    %l, %d = transform.msched.sample_compute_location %exp decision = -3 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @inline_matmul(%A: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-note @below {{producer}}
  %0 = linalg.matmul ins(%A, %A : tensor<16x16xf32>, tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision -2 of sample_compute_location: not a legal location (legal: -1)}}
    %l, %d = transform.msched.sample_compute_location %op decision = -2 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @inline_returned(%A: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-note @below {{producer}}
  %0 = linalg.exp ins(%A : tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{decision -2 of sample_compute_location: not a legal location (legal: -1)}}
    %l, %d = transform.msched.sample_compute_location %op decision = -2 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @no_result() {
  // expected-note @below {{producer}}
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_compute_location: the producer has no result}}
    %l, %d = transform.msched.sample_compute_location %op : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @two_producers(%A: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.exp ins(%A : tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = linalg.exp ins(%0 : tensor<16x16xf32>) outs(%C : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_compute_location expects one payload op, got 2}}
    %l, %d = transform.msched.sample_compute_location %op : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @dynamic_pad(%d: tensor<?x8xf32>, %n: index) -> tensor<?x8xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-note @below {{payload op}}
  %1 = tensor.pad %d low[%n, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x8xf32> to tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{sample_perfect_tile: loop 0 of the payload op 'tensor.pad' does not have a static extent}}
    %t:2 = transform.msched.sample_perfect_tile %op loop = 0 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
