// msched-results-in-destination: a result stored into the caller's buffer,
// computed from a tensor.empty (through insert_slice destinations, inits
// and shared_outs), gets the buffer (to_tensor restrict writable) for every
// use of the empty, also the slices of it that the parts of a split op read
// (upstream's empty-tensor elimination replaces only the uses on its path).
// Other stores are left alone.
// RUN: msched-opt %s --msched-results-in-destination --split-input-file | FileCheck %s
//
// End to end: the parts of split convolutions with fills of their own
// (privatize-init-fill's inputs) compute the reference's values with it.
// RUN: msched-run %S/../dialect/Inputs/privatize_init_fill.mlir --trace %S/../dialect/Inputs/privatize_init_fill.trace.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// CHECKED-COUNT-4: check ok
//
// A returned fill that is also the convolution's init: the untransformed
// workload (the reference) and a schedule with a second fill for the
// return agree.
// RUN: msched-run %S/Inputs/init_also_returned.mlir --scheduled %S/Inputs/init_also_returned_own_fill.mlir --repeat 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=RETURNED
// RETURNED: check ok

// CHECK-LABEL: func.func @parts
// CHECK-SAME:    (%[[X:.*]]: tensor<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-NEXT:    %[[CST:.*]] = arith.constant
// CHECK-NEXT:    %[[BUF:.*]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<4x8xf32> to tensor<4x8xf32>
// CHECK-NEXT:    %[[TOP:.*]] = tensor.extract_slice %[[BUF]][0, 0] [2, 8] [1, 1]
// CHECK-NEXT:    %[[F0:.*]] = linalg.fill ins(%[[CST]] : f32) outs(%[[TOP]] : tensor<2x8xf32>)
// CHECK-NEXT:    %[[I0:.*]] = tensor.insert_slice %[[F0]] into %[[BUF]][0, 0] [2, 8] [1, 1]
// CHECK-NOT:     tensor.empty
// CHECK:         bufferization.materialize_in_destination %{{.*}} in restrict writable %[[OUT]]
func.func @parts(%x: tensor<4x8xf32>, %out: memref<4x8xf32>) {
  %cst = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %top = tensor.extract_slice %e[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%top : tensor<2x8xf32>) -> tensor<2x8xf32>
  %i0 = tensor.insert_slice %f0 into %e[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %bottom = tensor.extract_slice %i0[2, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%bottom : tensor<2x8xf32>) -> tensor<2x8xf32>
  %i1 = tensor.insert_slice %f1 into %i0[2, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %y = linalg.add ins(%i1, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  bufferization.materialize_in_destination %y in restrict writable %out : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  return
}

// -----

// The chain ends at an input, not an empty: nothing changes.
// CHECK-LABEL: func.func @from_input
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         tensor.empty
func.func @from_input(%x: tensor<4x8xf32>, %out: memref<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = tensor.insert_slice %y into %x[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  bufferization.materialize_in_destination %z in restrict writable %out : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  return
}

// -----

// Two stored results start from one empty (as after CSE): giving it either
// buffer would make the other result alias it, so the empty stays and both
// stores become copies that empty-tensor elimination does not follow.
// CHECK-LABEL: func.func @shared_empty
// CHECK-SAME:    (%{{.*}}: tensor<4x8xf32>, %[[OUT0:.*]]: memref<4x8xf32>, %[[OUT1:.*]]: memref<4x8xf32>)
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         tensor.empty
// CHECK:         %[[Y:.*]] = linalg.exp
// CHECK:         %[[Z:.*]] = linalg.abs
// CHECK-NEXT:    %[[BY:.*]] = bufferization.to_buffer %[[Y]] read_only : tensor<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT:    memref.copy %[[BY]], %[[OUT0]]
// CHECK-NEXT:    %[[BZ:.*]] = bufferization.to_buffer %[[Z]] read_only : tensor<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT:    memref.copy %[[BZ]], %[[OUT1]]
// CHECK-NOT:     materialize_in_destination
func.func @shared_empty(%x: tensor<4x8xf32>, %out0: memref<4x8xf32>, %out1: memref<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = linalg.abs ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  bufferization.materialize_in_destination %y in restrict writable %out0 : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  bufferization.materialize_in_destination %z in restrict writable %out1 : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  return
}

// -----

// A result that is also another result's init (`return %conv, %fill`):
// both stores become copies. With materialize_in_destination, empty-tensor
// elimination gave the fill's empty %out0, the convolution ran out of place
// and was copied into %out0, and only then was %out1 copied from %out0.
// CHECK-LABEL: func.func @init_also_returned
// CHECK-SAME:    (%{{.*}}: tensor<1x11x13x3xf32>, %{{.*}}: tensor<3x3x3x5xf32>, %[[OUT0:.*]]: memref<1x9x11x5xf32>, %[[OUT1:.*]]: memref<1x9x11x5xf32>)
// CHECK:         %[[FILL:.*]] = linalg.fill
// CHECK:         %[[CONV:.*]] = linalg.conv_2d_nhwc_hwcf
// CHECK-NEXT:    %[[BC:.*]] = bufferization.to_buffer %[[CONV]] read_only
// CHECK-NEXT:    memref.copy %[[BC]], %[[OUT0]]
// CHECK-NEXT:    %[[BF:.*]] = bufferization.to_buffer %[[FILL]] read_only
// CHECK-NEXT:    memref.copy %[[BF]], %[[OUT1]]
func.func @init_also_returned(%i: tensor<1x11x13x3xf32>, %k: tensor<3x3x3x5xf32>, %out0: memref<1x9x11x5xf32>, %out1: memref<1x9x11x5xf32>) {
  %c = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x9x11x5xf32>
  %fill = linalg.fill ins(%c : f32) outs(%e : tensor<1x9x11x5xf32>) -> tensor<1x9x11x5xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%i, %k : tensor<1x11x13x3xf32>, tensor<3x3x3x5xf32>)
            outs(%fill : tensor<1x9x11x5xf32>) -> tensor<1x9x11x5xf32>
  bufferization.materialize_in_destination %conv in restrict writable %out0 : (tensor<1x9x11x5xf32>, memref<1x9x11x5xf32>) -> ()
  bufferization.materialize_in_destination %fill in restrict writable %out1 : (tensor<1x9x11x5xf32>, memref<1x9x11x5xf32>) -> ()
  return
}

// -----

// The empty's chain is also returned: nothing changes.
// CHECK-LABEL: func.func @returned
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         tensor.empty
func.func @returned(%x: tensor<4x8xf32>, %out: memref<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  bufferization.materialize_in_destination %y in restrict writable %out : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  return %y : tensor<4x8xf32>
}
