// transform.msched.pack_for_intrinsic brings a u8 x s8 -> i32 matmul to
// avx512-vnni-u8s8's layouts (A reshaped to [M, K/4, 4], B transposed to one
// panel per column vector, [N/16, K/4, 16, 4], C as it is, written at
// nb * 16 + nl); transform.msched.tensorize replaces a 2 x 2 x 16 x 5 x 4
// register tile of it by 2 x 2 vpdpbusd computations per step of an scf.for
// over the 5 k groups, the accumulators carried in registers.
// RUN: msched-opt %s --transform-interpreter --split-input-file | FileCheck %s

// CHECK-DAG:   #[[MA:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
// CHECK-DAG:   #[[MB:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d2, d4)>
// CHECK-DAG:   #[[MC:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 16 + d2)>
// CHECK-LABEL: func.func @packed
// CHECK:       %[[F:.*]] = linalg.fill {msched.block = "fill_0"}
// CHECK:       %[[A:.*]] = tensor.expand_shape %arg0 {{\[}}[0], [1, 2]] output_shape [12, 10, 4] : tensor<12x40xi8> into tensor<12x10x4xi8>
// CHECK:       %[[B:.*]] = tensor.expand_shape %arg1 {{\[}}[0, 1], [2, 3]] output_shape [10, 4, 3, 16] : tensor<40x48xi8> into tensor<10x4x3x16xi8>
// CHECK:       %[[P:.*]] = linalg.transpose ins(%[[B]] : tensor<10x4x3x16xi8>) outs(%{{.*}} : tensor<3x10x16x4xi8>) permutation = [2, 0, 3, 1]
// CHECK:       %[[G:.*]] = linalg.generic {indexing_maps = [#[[MA]], #[[MB]], #[[MC]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[A]], %[[P]] : tensor<12x10x4xi8>, tensor<3x10x16x4xi8>) outs(%[[F]] : tensor<12x48xi32>) attrs = {msched.block = "mm_0"}
// CHECK:         arith.extui
// CHECK:         arith.extsi
// CHECK:       return %[[G]]
#map_a = affine_map<(m, n, k) -> (m, k)>
#map_b = affine_map<(m, n, k) -> (k, n)>
#map_c = affine_map<(m, n, k) -> (m, n)>
func.func @packed(%A: tensor<12x40xi8>, %B: tensor<40x48xi8>) -> tensor<12x48xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<12x48xi32>
  %init = linalg.fill {msched.block = "fill_0"} ins(%zero : i32) outs(%empty : tensor<12x48xi32>) -> tensor<12x48xi32>
  %out = linalg.generic {indexing_maps = [#map_a, #map_b, #map_c],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<12x40xi8>, tensor<40x48xi8>) outs(%init : tensor<12x48xi32>) attrs = {msched.block = "mm_0"} {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %c, %p : i32
    linalg.yield %s : i32
  } -> tensor<12x48xi32>
  return %out : tensor<12x48xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %t = transform.msched.pack_for_intrinsic %g intrinsic = "avx512-vnni-u8s8" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @tensorized
// CHECK:       %[[FLAT:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1], [2, 3]] : tensor<2x5x16x4xi8> into tensor<2x5x64xi8>
// CHECK:       vector.transfer_read %arg2[%c0, %c0]{{.*}} : tensor<2x32xi32>, vector<16xi32>
// CHECK:       vector.transfer_read %arg2[%c0, %c16]
// CHECK:       vector.transfer_read %arg2[%c1, %c0]
// CHECK:       vector.transfer_read %arg2[%c1, %c16]
// CHECK:       scf.for %[[K:.*]] = %c0 to %c5 step %c1 iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>)
// CHECK:         vector.transfer_read %[[FLAT]][%c0, %[[K]], %c0]{{.*}} : tensor<2x5x64xi8>, vector<64xi8>
// CHECK:         vector.transfer_read %[[FLAT]][%c1, %[[K]], %c0]
// CHECK:         vector.transfer_read %arg0[%c0, %[[K]], %c0]{{.*}} : tensor<2x5x4xi8>, vector<4xi8>
// CHECK:         vector.bitcast %{{.*}} : vector<4xi8> to vector<1xi32>
// CHECK:         vector.broadcast %{{.*}} : vector<1xi32> to vector<16xi32>
// CHECK:         vector.bitcast %{{.*}} : vector<16xi32> to vector<64xi8>
// vpdpbusd's computation, as pure vector ops (msched-lower-vectors makes
// them the instruction after bufferization).
// CHECK:         arith.extui %{{.*}} : vector<64xi8> to vector<64xi32>
// CHECK:         arith.extsi %{{.*}} : vector<64xi8> to vector<64xi32>
// CHECK:         arith.muli %{{.*}} : vector<64xi32>
// CHECK:         vector.shape_cast %{{.*}} : vector<64xi32> to vector<16x4xi32>
// CHECK:         vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<16x4xi32> to vector<16xi32>
// CHECK-COUNT-1: vector.multi_reduction
// CHECK:         vector.transfer_read %arg0[%c1, %[[K]], %c0]
// CHECK-COUNT-2: vector.multi_reduction
// CHECK:         scf.yield
// CHECK-COUNT-4: vector.transfer_write
// CHECK-NOT:   linalg.generic {
#a5 = affine_map<(m, nb, nl, k0, k1) -> (m, k0, k1)>
#b5 = affine_map<(m, nb, nl, k0, k1) -> (nb, k0, nl, k1)>
#c5 = affine_map<(m, nb, nl, k0, k1) -> (m, nb * 16 + nl)>
func.func @tensorized(%A: tensor<2x5x4xi8>, %B: tensor<2x5x16x4xi8>, %C: tensor<2x32xi32>) -> tensor<2x32xi32> {
  %out = linalg.generic {indexing_maps = [#a5, #b5, #c5],
                         iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<2x5x4xi8>, tensor<2x5x16x4xi8>) outs(%C : tensor<2x32xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %c, %p : i32
    linalg.yield %s : i32
  } -> tensor<2x32xi32>
  return %out : tensor<2x32xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.msched.tensorize %g intrinsic = "avx512-vnni-u8s8" : !transform.any_op
    transform.yield
  }
}

// -----

// bf16 pairs: one vdpbf16ps computation per accumulator (pure vector ops,
// which msched-lower-vectors makes the instruction), no loop for a single k
// group.
// CHECK-LABEL: func.func @bf16
// CHECK-NOT:   scf.for
// CHECK:       vector.bitcast %{{.*}} : vector<2xbf16> to vector<1xi32>
// CHECK:       vector.bitcast %{{.*}} : vector<16xi32> to vector<32xbf16>
// CHECK:       arith.extf %{{.*}} : vector<32xbf16> to vector<32xf32>
// CHECK:       arith.extf %{{.*}} : vector<32xbf16> to vector<32xf32>
// CHECK:       arith.mulf %{{.*}} : vector<32xf32>
// CHECK:       vector.shape_cast %{{.*}} : vector<32xf32> to vector<16x2xf32>
// CHECK:       vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<16x2xf32> to vector<16xf32>
// CHECK-NOT:   vector.multi_reduction
// CHECK:       vector.transfer_write
#a5 = affine_map<(m, nb, nl, k0, k1) -> (m, k0, k1)>
#b5 = affine_map<(m, nb, nl, k0, k1) -> (nb, k0, nl, k1)>
#c5 = affine_map<(m, nb, nl, k0, k1) -> (m, nb * 16 + nl)>
func.func @bf16(%A: tensor<1x1x2xbf16>, %B: tensor<1x1x16x2xbf16>, %C: tensor<1x16xf32>) -> tensor<1x16xf32> {
  %out = linalg.generic {indexing_maps = [#a5, #b5, #c5],
                         iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<1x1x2xbf16>, tensor<1x1x16x2xbf16>) outs(%C : tensor<1x16xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x16xf32>
  return %out : tensor<1x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.msched.tensorize %g intrinsic = "avx512-bf16-dot" : !transform.any_op
    transform.yield
  }
}

// -----

// A convolution (NHWC input, HWCF filter) is a contraction too: n = the
// filters, k = the channels. Its 3 channels are not a multiple of
// vdpbf16ps's pairs: the zero pad that makes the input grows by one channel
// (one copy, its block name kept), the filter gets a pad of its own. The
// filter is packed panel-major, [F/16, KH, KW, C/2, 16, 2]; the contraction
// runs over (n, oh, ow, nb, nl, kh, kw, k0, k1).
// CHECK-DAG:   #[[CA:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d7, d8)>
// CHECK-DAG:   #[[CB:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d3, d5, d6, d7, d4, d8)>
// CHECK-DAG:   #[[CC:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3 * 16 + d4)>
// CHECK-LABEL: func.func @packed_conv
// CHECK:       %[[PI:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 1]
// CHECK:       } {msched.block = "pad_0"} : tensor<1x9x11x3xbf16> to tensor<1x11x13x4xbf16>
// CHECK:       %[[I:.*]] = tensor.expand_shape %[[PI]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 11, 13, 2, 2]
// CHECK:       %[[PK:.*]] = tensor.pad %arg1 low[0, 0, 0, 0] high[0, 0, 1, 0]
// CHECK:       %[[K:.*]] = tensor.expand_shape %[[PK]] {{\[}}[0], [1], [2, 3], [4, 5]] output_shape [3, 3, 2, 2, 2, 16]
// CHECK:       %[[T:.*]] = linalg.transpose ins(%[[K]] : tensor<3x3x2x2x2x16xbf16>) outs(%{{.*}} : tensor<2x3x3x2x16x2xbf16>) permutation = [4, 0, 1, 2, 5, 3]
// CHECK:       linalg.generic {indexing_maps = [#[[CA]], #[[CB]], #[[CC]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%[[I]], %[[T]] : {{.*}}) outs(%{{.*}} : tensor<1x5x6x32xf32>) attrs = {msched.block = "conv_0"}
// CHECK-NOT:   tensor.pad
func.func @packed_conv(%I: tensor<1x9x11x3xbf16>, %K: tensor<3x3x3x32xbf16>) -> tensor<1x5x6x32xf32> {
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %pad = tensor.pad %I low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero16 : bf16
  } {msched.block = "pad_0"} : tensor<1x9x11x3xbf16> to tensor<1x11x13x3xbf16>
  %empty = tensor.empty() : tensor<1x5x6x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x5x6x32xf32>) -> tensor<1x5x6x32xf32>
  %out = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>, msched.block = "conv_0"}
           ins(%pad, %K : tensor<1x11x13x3xbf16>, tensor<3x3x3x32xbf16>)
           outs(%init : tensor<1x5x6x32xf32>) -> tensor<1x5x6x32xf32>
  return %out : tensor<1x5x6x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %t = transform.msched.pack_for_intrinsic %c intrinsic = "avx512-bf16-dot" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A convolution's register tile (one output row, 2 columns, one vector of
// 16 filters; 3 x 2 taps, 2 channel pairs): the kernel iterates every
// reduction loop (kh, kw, k0) with the accumulators carried, and reads the
// rows of A where the maps put them (column 1 at 2 * 1 + kw).
// CHECK-DAG:   #[[PLUS2:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-LABEL: func.func @tensorized_conv
// CHECK:       %[[FLAT:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1], [2], [3], [4, 5]] : tensor<1x3x2x2x16x2xbf16> into tensor<1x3x2x2x32xbf16>
// CHECK:       vector.transfer_read %arg2[%c0, %c0, %c0, %c0]
// CHECK:       vector.transfer_read %arg2[%c0, %c0, %c1, %c0]
// CHECK:       scf.for %[[KH:.*]] = %c0 to %c3 step %c1 iter_args
// CHECK:         scf.for %[[KW:.*]] = %c0 to %c2 step %c1 iter_args
// CHECK:           scf.for %[[K0:.*]] = %c0 to %c2 step %c1 iter_args
// CHECK:             vector.transfer_read %[[FLAT]][%c0, %[[KH]], %[[KW]], %[[K0]], %c0]{{.*}} : tensor<1x3x2x2x32xbf16>, vector<32xbf16>
// CHECK:             vector.transfer_read %arg0[%c0, %[[KH]], %[[KW]], %[[K0]], %c0]{{.*}} : tensor<1x3x5x2x2xbf16>, vector<2xbf16>
// CHECK:             vector.multi_reduction <add>
// CHECK:             %[[W1:.*]] = affine.apply #[[PLUS2]](%[[KW]])
// CHECK:             vector.transfer_read %arg0[%c0, %[[KH]], %[[W1]], %[[K0]], %c0]
// CHECK:             vector.multi_reduction <add>
// CHECK-NOT:         vector.multi_reduction
// CHECK:             scf.yield
// CHECK-COUNT-2: vector.transfer_write
// CHECK-NOT:   linalg.generic {
#a = affine_map<(n, oh, ow, nb, nl, kh, kw, k0, k1) -> (n, oh * 2 + kh, ow * 2 + kw, k0, k1)>
#b = affine_map<(n, oh, ow, nb, nl, kh, kw, k0, k1) -> (nb, kh, kw, k0, nl, k1)>
#c = affine_map<(n, oh, ow, nb, nl, kh, kw, k0, k1) -> (n, oh, ow, nb * 16 + nl)>
func.func @tensorized_conv(%A: tensor<1x3x5x2x2xbf16>, %B: tensor<1x3x2x2x16x2xbf16>, %C: tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32> {
  %out = linalg.generic {indexing_maps = [#a, #b, #c],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
      ins(%A, %B : tensor<1x3x5x2x2xbf16>, tensor<1x3x2x2x16x2xbf16>) outs(%C : tensor<1x1x2x16xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x1x2x16xf32>
  return %out : tensor<1x1x2x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.msched.tensorize %g intrinsic = "avx512-bf16-dot" : !transform.any_op
    transform.yield
  }
}
