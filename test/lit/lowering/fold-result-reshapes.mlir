// msched-fold-result-reshapes: a result stored into the caller's buffer
// through tensor reshapes is stored as the computed tensor into a view of
// the buffer (memref.expand_shape for a collapse, memref.collapse_shape for
// an expand), made at the start of the block, so that empty-tensor
// elimination writes the buffer in place. Other stores are left alone.
// RUN: msched-opt %s --msched-fold-result-reshapes --split-input-file | FileCheck %s
//
// End to end, a grouped convolution whose 1x7x6x3x5 result is collapsed to
// 1x7x6x15 computes the reference's values at 1 and 2 threads, and its
// LLVM IR has no copy of the result left (the caller's buffer is written
// in place).
// RUN: msched-space %S/../modules/Inputs/grouped_conv_g3.mlir --modules "multi-level-tiling{cores=2},parallelize-vectorize-unroll{cores=2}" --seed 1 --emit-payload %t.grp.mlir > /dev/null
// RUN: msched-run %S/../modules/Inputs/grouped_conv_g3.mlir --scheduled %t.grp.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: env MSCHED_DUMP_LOWERED=%t.grp.ll.mlir msched-run %S/../modules/Inputs/grouped_conv_g3.mlir --scheduled %t.grp.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: FileCheck %s --check-prefix=LLVM < %t.grp.ll.mlir
// CHECKED: check ok
// LLVM-NOT: llvm.intr.memcpy

// CHECK-LABEL: func.func @collapsed
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[OUT:.*]]: memref<2x12xf32>)
// CHECK-NEXT:    %[[VIEW:.*]] = memref.expand_shape %[[OUT]] {{\[\[}}0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32> into memref<2x3x4xf32>
// CHECK:         %[[Y:.*]] = linalg.exp ins(%[[X]] : tensor<2x3x4xf32>)
// CHECK-NEXT:    bufferization.materialize_in_destination %[[Y]] in restrict writable %[[VIEW]] : (tensor<2x3x4xf32>, memref<2x3x4xf32>) -> ()
// CHECK-NOT:     tensor.collapse_shape
func.func @collapsed(%x: tensor<2x3x4xf32>, %out: memref<2x12xf32>) {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %y = linalg.exp ins(%x : tensor<2x3x4xf32>) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %c = tensor.collapse_shape %y [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  bufferization.materialize_in_destination %c in restrict writable %out : (tensor<2x12xf32>, memref<2x12xf32>) -> ()
  return
}

// -----

// Two reshapes in a row: an expand, then a collapse.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    (%[[X:.*]]: tensor<6x4xf32>, %[[OUT:.*]]: memref<2x12xf32>)
// CHECK-NEXT:    %[[V1:.*]] = memref.expand_shape %[[OUT]] {{\[\[}}0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32> into memref<2x3x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = memref.collapse_shape %[[V1]] {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK:         bufferization.materialize_in_destination %{{.*}} in restrict writable %[[V2]] : (tensor<6x4xf32>, memref<6x4xf32>) -> ()
func.func @chain(%x: tensor<6x4xf32>, %out: memref<2x12xf32>) {
  %e = tensor.empty() : tensor<6x4xf32>
  %y = linalg.exp ins(%x : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %a = tensor.expand_shape %y [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  bufferization.materialize_in_destination %c in restrict writable %out : (tensor<2x12xf32>, memref<2x12xf32>) -> ()
  return
}

// -----

// A buffer that is not a block argument, and a strided one, are left alone.
// CHECK-LABEL: func.func @untouched
// CHECK:         tensor.collapse_shape
// CHECK:         bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<2x12xf32>, memref<2x12xf32>)
// CHECK:         tensor.collapse_shape
// CHECK:         bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<2x12xf32>, memref<2x12xf32, strided<[24, 1]>>)
func.func @untouched(%x: tensor<2x3x4xf32>, %big: memref<2x24xf32>) {
  %out = memref.alloc() : memref<2x12xf32>
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  bufferization.materialize_in_destination %c in restrict writable %out : (tensor<2x12xf32>, memref<2x12xf32>) -> ()
  %sub = memref.subview %big[0, 0] [2, 12] [1, 1] : memref<2x24xf32> to memref<2x12xf32, strided<[24, 1]>>
  %c2 = tensor.collapse_shape %x [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  bufferization.materialize_in_destination %c2 in restrict writable %sub : (tensor<2x12xf32>, memref<2x12xf32, strided<[24, 1]>>) -> ()
  return
}
