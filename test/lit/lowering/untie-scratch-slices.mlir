// msched-untie-scratch-slices: in an scf.forall whose shared output starts
// as a tensor.empty, a slice of it that a scratch op writes (its value read
// by the op whose value the forall inserts) gets a tensor.empty of its own;
// the writer whose value reaches parallel_insert_slice keeps the slice.
// Outputs that start from defined data and slices with one writer stay.
// RUN: msched-opt %s --msched-untie-scratch-slices --split-input-file | FileCheck %s
//
// End to end: softmax's best 2-thread schedule on AVX2 fuses the
// exponentials into the output's forall; transform.apply_cse had merged
// their empty with the output's, so they are written in place of the
// output's slice. Bufferized as is, each task copies that slice into a new
// buffer (COPY); untied, it allocates without a copy (UNTIED), and the
// schedule still computes the reference's values (CHECKED).
// RUN: msched-opt %S/../../../bench/workloads/sfm.mlir --transform-preload-library=transform-library-paths=%S/Inputs/sfm_fused.trace.mlir --transform-interpreter > %t.sfm.mlir
// RUN: FileCheck %s --check-prefix=MERGED < %t.sfm.mlir
// MERGED-COUNT-1: tensor.empty() : tensor<1x256x256xf32>
// MERGED-NOT: tensor.empty() : tensor<1x256x256xf32>
// RUN: msched-opt %t.sfm.mlir --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=COPY
// COPY: memref.copy %{{.*}}, %{{.*}} : memref<1x8x256xf32, {{.*}}> to memref<1x8x256xf32>
// RUN: msched-opt %t.sfm.mlir --msched-untie-scratch-slices --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=UNTIED
// UNTIED: memref.alloc() {{.*}} : memref<1x8x256xf32>
// UNTIED-NOT: to memref<1x8x256xf32>
// RUN: msched-run %S/../../../bench/workloads/sfm.mlir --trace %S/Inputs/sfm_fused.trace.mlir --threads 2 --repeat 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=CHECKED
// CHECKED: check ok

// CHECK-LABEL: func.func @scratch
// CHECK:         scf.forall (%[[I:.*]]) in (4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK:           %[[X:.*]] = tensor.extract_slice %{{.*}}[%[[I]], 0] [2, 8]
// CHECK:           %[[SLICE:.*]] = tensor.extract_slice %[[OUT]][%[[I]], 0] [2, 8]
// CHECK:           %[[OWN:.*]] = tensor.empty() : tensor<2x8xf32>
// CHECK:           %[[EXP:.*]] = linalg.exp ins(%[[X]] : tensor<2x8xf32>) outs(%[[OWN]] : tensor<2x8xf32>)
// CHECK:           %[[SUM:.*]] = linalg.add ins(%[[EXP]], %[[X]] : {{.*}}) outs(%[[SLICE]] : tensor<2x8xf32>)
// CHECK:           tensor.parallel_insert_slice %[[SUM]] into %[[OUT]]
func.func @scratch(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%out = %e) -> (tensor<8x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %s = tensor.extract_slice %out[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %exp = linalg.exp ins(%xs : tensor<2x8xf32>) outs(%s : tensor<2x8xf32>) -> tensor<2x8xf32>
    %sum = linalg.add ins(%exp, %xs : tensor<2x8xf32>, tensor<2x8xf32>) outs(%s : tensor<2x8xf32>) -> tensor<2x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sum into %out[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// -----

// The writer reaches the insert through an scf.for's iteration argument;
// the scratch writer is an scf.for too.
// CHECK-LABEL: func.func @loops
// CHECK:         scf.forall (%{{.*}}) in (4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK:         %[[SLICE:.*]] = tensor.extract_slice %[[OUT]][%{{.*}}, 0] [2, 8]
// CHECK:         %[[OWN:.*]] = tensor.empty() : tensor<2x8xf32>
// CHECK:         %[[SCRATCH:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[OWN]])
// CHECK:         %[[FINAL:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[SLICE]])
// CHECK:         tensor.parallel_insert_slice %[[FINAL]]
func.func @loops(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<8x8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%out = %e) -> (tensor<8x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %s = tensor.extract_slice %out[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %exp = scf.for %j = %c0 to %c2 step %c1 iter_args(%acc = %s) -> (tensor<2x8xf32>) {
      %row = linalg.exp ins(%xs : tensor<2x8xf32>) outs(%acc : tensor<2x8xf32>) -> tensor<2x8xf32>
      scf.yield %row : tensor<2x8xf32>
    }
    %fin = scf.for %j = %c0 to %c2 step %c1 iter_args(%acc = %s) -> (tensor<2x8xf32>) {
      %row = linalg.add ins(%exp, %xs : tensor<2x8xf32>, tensor<2x8xf32>) outs(%acc : tensor<2x8xf32>) -> tensor<2x8xf32>
      scf.yield %row : tensor<2x8xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fin into %out[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// -----

// The shared output starts from the caller's data: its slice holds values,
// so nothing changes.
// CHECK-LABEL: func.func @defined
// CHECK-NOT:     tensor.empty
func.func @defined(%x: tensor<8x8xf32>, %init: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%out = %init) -> (tensor<8x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %s = tensor.extract_slice %out[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %exp = linalg.exp ins(%xs : tensor<2x8xf32>) outs(%s : tensor<2x8xf32>) -> tensor<2x8xf32>
    %sum = linalg.add ins(%exp, %xs : tensor<2x8xf32>, tensor<2x8xf32>) outs(%s : tensor<2x8xf32>) -> tensor<2x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sum into %out[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// -----

// One writer of the slice: nothing to untie.
// CHECK-LABEL: func.func @single
// CHECK-NOT:     tensor.empty() : tensor<2x8xf32>
func.func @single(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%out = %e) -> (tensor<8x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %s = tensor.extract_slice %out[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %exp = linalg.exp ins(%xs : tensor<2x8xf32>) outs(%s : tensor<2x8xf32>) -> tensor<2x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %exp into %out[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
