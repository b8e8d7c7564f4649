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
// buffer would make the other result alias it, so nothing changes.
// CHECK-LABEL: func.func @shared_empty
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         tensor.empty
func.func @shared_empty(%x: tensor<4x8xf32>, %out0: memref<4x8xf32>, %out1: memref<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = linalg.abs ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  bufferization.materialize_in_destination %y in restrict writable %out0 : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  bufferization.materialize_in_destination %z in restrict writable %out1 : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
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
