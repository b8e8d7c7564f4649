// msched-hoist-constant-computations (MetaSchedule's RewriteLayout of
// layout-free buffers): what a function computes from its constant
// arguments (msched.constant) and non-splat tensor constants alone moves
// into @<name>__prepack, which the builder calls once ahead of the calls;
// the function takes the results as new arguments after its own. Fills,
// views and values the function returns stay.
// RUN: msched-opt %s --msched-hoist-constant-computations --split-input-file | FileCheck %s
//
// End to end: a grouped convolution split per group, whose filter
// transposes read the filter alone, computes the reference's values at 1
// and 2 threads with its filter marked constant, and the lowered module has
// the prepack entry point.
// RUN: sed 's/%K: tensor<3x5x3x3x2xf32>/%K: tensor<3x5x3x3x2xf32> {msched.constant}/' %S/../modules/Inputs/grouped_conv_g3.mlir > %t.g3.mlir
// RUN: msched-space %t.g3.mlir --modules "split-grouped-conv,multi-level-tiling{cores=1},parallelize-vectorize-unroll{cores=2}" --seed 1 --schedule 2 --emit-payload %t.split.mlir > /dev/null
// RUN: env MSCHED_DUMP_LOWERED=%t.t1.ll.mlir msched-run %t.g3.mlir --scheduled %t.split.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: msched-run %t.g3.mlir --scheduled %t.split.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// RUN: FileCheck %s --check-prefix=LLVM < %t.t1.ll.mlir
// CHECKED: check ok
// LLVM: llvm.func @__msched_entry(
// LLVM: llvm.func @__msched_prepack(

// A filter transposed for the convolution: the transpose moves, the
// convolution reads the new argument.
// CHECK-LABEL: func.func @conv
// CHECK-SAME:    (%[[I:.*]]: tensor<1x6x6x2xf32>, %[[K:.*]]: tensor<4x3x3x2xf32> {msched.constant}, %[[KT:.*]]: tensor<3x3x2x4xf32>)
// CHECK-NOT:     linalg.transpose
// CHECK:         linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[I]], %[[KT]] :
// CHECK-LABEL: func.func private @conv__prepack
// CHECK-SAME:    (%{{.*}}: tensor<1x6x6x2xf32>, %[[PK:.*]]: tensor<4x3x3x2xf32>) -> tensor<3x3x2x4xf32>
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<3x3x2x4xf32>
// CHECK-NEXT:    %[[T:.*]] = linalg.transpose ins(%[[PK]] : tensor<4x3x3x2xf32>) outs(%[[E]] : tensor<3x3x2x4xf32>) permutation = [1, 2, 3, 0]
// CHECK-NEXT:    return %[[T]] : tensor<3x3x2x4xf32>
func.func @conv(%I: tensor<1x6x6x2xf32>, %K: tensor<4x3x3x2xf32> {msched.constant}) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x3x2x4xf32>
  %kt = linalg.transpose ins(%K : tensor<4x3x3x2xf32>) outs(%e : tensor<3x3x2x4xf32>) permutation = [1, 2, 3, 0]
  %o = tensor.empty() : tensor<1x4x4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%I, %kt : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%init : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// -----

// The same transpose without the mark: nothing moves.
// CHECK-LABEL: func.func @unmarked
// CHECK-SAME:    (%{{.*}}: tensor<8x4xf32>, %{{.*}}: tensor<8x4xf32>) -> tensor<8x8xf32>
// CHECK:         linalg.transpose
// CHECK-NOT:     func.func private @unmarked__prepack
func.func @unmarked(%A: tensor<8x4xf32>, %B: tensor<8x4xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %bt = linalg.transpose ins(%B : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %o = tensor.empty() : tensor<8x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%o : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.matmul ins(%A, %bt : tensor<8x4xf32>, tensor<4x8xf32>) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A transposed weight that the function returns, and a slice of a weight
// (a view): nothing to save, nothing moves.
// CHECK-LABEL: func.func @returned
// CHECK-SAME:    (%{{.*}}: tensor<4x8xf32> {msched.constant}) -> (tensor<8x4xf32>, tensor<2x8xf32>)
// CHECK:         linalg.transpose
// CHECK:         tensor.extract_slice
// CHECK-NOT:     func.func private @returned__prepack
func.func @returned(%B: tensor<4x8xf32> {msched.constant}) -> (tensor<8x4xf32>, tensor<2x8xf32>) {
  %e = tensor.empty() : tensor<8x4xf32>
  %bt = linalg.transpose ins(%B : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %s = tensor.extract_slice %B[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<2x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum = linalg.add ins(%s, %f : tensor<2x8xf32>, tensor<2x8xf32>) outs(%o : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %bt, %sum : tensor<8x4xf32>, tensor<2x8xf32>
}

// -----

// A model's weight (a non-splat constant, after its task is inlined)
// packed by an scf.forall: the whole loop moves with the constant; the
// splat fill stays.
// CHECK-LABEL: func.func @model
// CHECK-SAME:    (%[[A:.*]]: tensor<2x2xf32>, %[[W:.*]]: tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NOT:     scf.forall
// CHECK:         linalg.fill
// CHECK:         linalg.matmul ins(%[[A]], %[[W]] :
// CHECK-LABEL: func.func private @model__prepack
// CHECK-SAME:    (%{{.*}}: tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK:         arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK:         scf.forall
// CHECK:         return
func.func @model(%A: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %wt = scf.forall (%i) in (2) shared_outs(%out = %e) -> (tensor<2x2xf32>) {
    %row = tensor.extract_slice %w[0, %i] [2, 1] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %out[%i, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<2x2xf32>
    }
  }
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%A, %wt : tensor<2x2xf32>, tensor<2x2xf32>) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

// A slice of a weight read inside a loop that packs it (split-grouped-conv's
// filter transposes): slice and loop move together. A vector read of a
// weight stays (the builder allocates tensors only).
// CHECK-LABEL: func.func @nested
// CHECK-SAME:    (%[[W:.*]]: tensor<8xf32> {msched.constant}, %[[X:.*]]: tensor<8xf32>, %[[V:.*]]: vector<8xf32>, %[[P:.*]]: tensor<8xf32>) -> (tensor<8xf32>, vector<8xf32>)
// CHECK-NOT:     scf.forall
// CHECK:         arith.addf %[[P]], %[[X]]
// CHECK:         vector.transfer_read %[[W]]
// CHECK-LABEL: func.func private @nested__prepack
// CHECK-SAME:    -> tensor<8xf32>
// CHECK:         tensor.extract_slice
// CHECK:         scf.forall
// CHECK-NOT:     vector.transfer_read
// CHECK:         return
func.func @nested(%w: tensor<8xf32> {msched.constant}, %x: tensor<8xf32>, %v: vector<8xf32>) -> (tensor<8xf32>, vector<8xf32>) {
  %half = tensor.extract_slice %w[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<8xf32>
  %packed = scf.forall (%i) in (2) shared_outs(%o = %e) -> (tensor<8xf32>) {
    %c4 = arith.constant 4 : index
    %at = arith.muli %i, %c4 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %half into %o[%at] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  %r = arith.addf %packed, %x : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %read = vector.transfer_read %w[%c0], %z : tensor<8xf32>, vector<8xf32>
  %s = arith.addf %read, %v : vector<8xf32>
  return %r, %s : tensor<8xf32>, vector<8xf32>
}

