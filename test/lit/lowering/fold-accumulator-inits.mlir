// msched-fold-accumulator-inits: a register accumulator read from an output
// slice that still holds the fill's value starts from that value
// (vector.broadcast), and the fill that only such reads read goes when the
// loops overwrite every element. Not where an earlier iteration may have
// written the slice, nor where the loops leave elements of the fill.
// RUN: msched-opt %s --msched-fold-accumulator-inits --split-input-file | FileCheck %s
//
// The folded kernel computes the reference's values (the builder's
// pipeline runs the pass).
// RUN: msched-run %S/Inputs/fold_accumulator_inits.mlir --scheduled %s --func mm --threads 1 --min-repeat-ms 1 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECKED: check ok
// RUN: msched-run %S/Inputs/fold_accumulator_inits.mlir --scheduled %s --func mm_nest --threads 1 --min-repeat-ms 1 2>&1 | FileCheck %s --check-prefix=CHECKED

// Rows by 1, columns by 16, k innermost: each (row, column block) tile
// accumulates in a vector<16xf32> read once before the k loop.
// CHECK-LABEL: func.func @mm
// CHECK-SAME:    (%[[A:.*]]: tensor<8x4xf32>, %[[B:.*]]: tensor<4x32xf32>)
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8x32xf32>
// CHECK-NOT:     linalg.fill
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[E]])
// CHECK:           scf.for
// CHECK-NOT:         vector.transfer_read %{{.*}} : tensor<1x16xf32>
// CHECK:             %[[ACC:.*]] = vector.broadcast %[[ZERO]] : f32 to vector<16xf32>
// CHECK:             scf.for {{.*}} iter_args(%{{.*}} = %[[ACC]])
func.func @mm(%A: tensor<8x4xf32>, %B: tensor<4x32xf32>) -> tensor<8x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %rows = scf.for %i = %c0 to %c8 step %c1 iter_args(%C = %fill) -> (tensor<8x32xf32>) {
    %row = tensor.extract_slice %C[%i, 0] [1, 32] [1, 1] : tensor<8x32xf32> to tensor<1x32xf32>
    %cols = scf.for %j = %c0 to %c32 step %c16 iter_args(%R = %row) -> (tensor<1x32xf32>) {
      %t = tensor.extract_slice %R[0, %j] [1, 16] [1, 1] : tensor<1x32xf32> to tensor<1x16xf32>
      %acc0 = vector.transfer_read %t[%c0, %c0], %zero {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
      %acc = scf.for %k = %c0 to %c4 step %c1 iter_args(%v = %acc0) -> (vector<16xf32>) {
        %a = tensor.extract %A[%i, %k] : tensor<8x4xf32>
        %av = vector.broadcast %a : f32 to vector<16xf32>
        %b = vector.transfer_read %B[%k, %j], %zero {in_bounds = [true]} : tensor<4x32xf32>, vector<16xf32>
        %f = vector.fma %av, %b, %v : vector<16xf32>
        scf.yield %f : vector<16xf32>
      }
      %w = vector.transfer_write %acc, %t[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
      %R2 = tensor.insert_slice %w into %R[0, %j] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x32xf32>
      scf.yield %R2 : tensor<1x32xf32>
    }
    %C2 = tensor.insert_slice %cols into %C[%i, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<8x32xf32>
    scf.yield %C2 : tensor<8x32xf32>
  }
  return %rows : tensor<8x32xf32>
}

// -----

// A reduction loop around the tile: every iteration reads the same slice,
// which the one before wrote. Nothing changes.
// CHECK-LABEL: func.func @split_k
// CHECK:         linalg.fill
// CHECK:         vector.transfer_read %{{.*}} : tensor<1x16xf32>, vector<16xf32>
// CHECK-NOT:     vector.broadcast
func.func @split_k(%B: tensor<4x16xf32>) -> tensor<1x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16xf32>) -> tensor<1x16xf32>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%C = %fill) -> (tensor<1x16xf32>) {
    %t = tensor.extract_slice %C[0, 0] [1, 16] [1, 1] : tensor<1x16xf32> to tensor<1x16xf32>
    %acc = vector.transfer_read %t[%c0, %c0], %zero {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
    %b = vector.transfer_read %B[%k, %c0], %zero {in_bounds = [true]} : tensor<4x16xf32>, vector<16xf32>
    %s = arith.addf %acc, %b : vector<16xf32>
    %w = vector.transfer_write %s, %t[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
    %C2 = tensor.insert_slice %w into %C[0, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x16xf32>
    scf.yield %C2 : tensor<1x16xf32>
  }
  return %r : tensor<1x16xf32>
}

// -----

// The loop covers columns 0-15 of 32: the read starts from the fill value,
// but the fill stays (columns 16-31 keep it).
// CHECK-LABEL: func.func @partial
// CHECK:         linalg.fill
// CHECK:         scf.for
// CHECK-NOT:       vector.transfer_read
// CHECK:           vector.broadcast
func.func @partial(%x: vector<8xf32>) -> tensor<1x32xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32xf32>) -> tensor<1x32xf32>
  %r = scf.for %j = %c0 to %c16 step %c8 iter_args(%C = %fill) -> (tensor<1x32xf32>) {
    %t = tensor.extract_slice %C[0, %j] [1, 8] [1, 1] : tensor<1x32xf32> to tensor<1x8xf32>
    %acc = vector.transfer_read %t[%c0, %c0], %zero {in_bounds = [true]} : tensor<1x8xf32>, vector<8xf32>
    %s = arith.addf %acc, %x : vector<8xf32>
    %w = vector.transfer_write %s, %t[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<1x8xf32>
    %C2 = tensor.insert_slice %w into %C[0, %j] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<1x32xf32>
    scf.yield %C2 : tensor<1x32xf32>
  }
  return %r : tensor<1x32xf32>
}

// -----

// A read with lanes out of bounds returns the padding there: it stays.
// CHECK-LABEL: func.func @out_of_bounds
// CHECK:         linalg.fill
// CHECK:         vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : tensor<1x8xf32>, vector<8xf32>
// CHECK-NOT:     vector.broadcast
func.func @out_of_bounds() -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  %v = vector.transfer_read %fill[%c0, %c2], %one {in_bounds = [false]} : tensor<1x8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

// -----

// The tile is read by a linalg op (a copy of it): the fill stays.
// CHECK-LABEL: func.func @read_by_linalg
// CHECK:         linalg.fill
// CHECK:         linalg.copy
func.func @read_by_linalg(%out: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  %r = scf.for %j = %c0 to %c8 step %c8 iter_args(%C = %fill) -> (tensor<1x8xf32>) {
    %t = tensor.extract_slice %C[0, %j] [1, 8] [1, 1] : tensor<1x8xf32> to tensor<1x8xf32>
    %cp = linalg.copy ins(%t : tensor<1x8xf32>) outs(%out : tensor<1x8xf32>) -> tensor<1x8xf32>
    %C2 = tensor.insert_slice %cp into %C[0, %j] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<1x8xf32>
    scf.yield %C2 : tensor<1x8xf32>
  }
  return %r : tensor<1x8xf32>
}

// -----

// The loop's slice follows it in two dimensions (the diagonal blocks): the
// blocks off the diagonal keep the fill, which stays.
// CHECK-LABEL: func.func @diagonal
// CHECK:         linalg.fill
func.func @diagonal(%x: tensor<4x4xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%C = %fill) -> (tensor<8x8xf32>) {
    %u = tensor.insert_slice %x into %C[%i, %i] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    scf.yield %u : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

// The partly written tensor is read inside the loop (an element a later
// iteration writes): the fill stays.
// CHECK-LABEL: func.func @read_inside
// CHECK:         linalg.fill
func.func @read_inside(%x: tensor<1x8xf32>) -> (tensor<1x16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16xf32>) -> tensor<1x16xf32>
  %r:2 = scf.for %j = %c0 to %c16 step %c8 iter_args(%C = %fill, %sum = %zero) -> (tensor<1x16xf32>, f32) {
    %u = tensor.insert_slice %x into %C[0, %j] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<1x16xf32>
    %last = tensor.extract %u[%c0, %c15] : tensor<1x16xf32>
    %s = arith.addf %sum, %last : f32
    scf.yield %u, %s : tensor<1x16xf32>, f32
  }
  return %r#0, %r#1 : tensor<1x16xf32>, f32
}


// -----

// Tile loops that hand the tensor down whole (rows by 4, columns by 16), a
// reduction tile that spans k whole (runs once), then rows inside the tile
// and a kernel loop that carries its output tile on unread: as
// multi-level tiling nests a convolution. The accumulator starts from the
// fill value and the fill goes.
// CHECK-LABEL: func.func @mm_nest
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8x32xf32>
// CHECK-NOT:     linalg.fill
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[E]])
// CHECK-NOT:     vector.transfer_read %{{.*}} : tensor<1x16xf32>
// CHECK:         %[[ACC:.*]] = vector.broadcast %[[ZERO]] : f32 to vector<16xf32>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %[[ACC]])
func.func @mm_nest(%A: tensor<8x4xf32>, %B: tensor<4x32xf32>) -> tensor<8x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %rows = scf.for %i = %c0 to %c8 step %c4 iter_args(%C = %fill) -> (tensor<8x32xf32>) {
    %cols = scf.for %j = %c0 to %c32 step %c16 iter_args(%C1 = %C) -> (tensor<8x32xf32>) {
      %ks = scf.for %kk = %c0 to %c4 step %c4 iter_args(%C2 = %C1) -> (tensor<8x32xf32>) {
        %t = tensor.extract_slice %C2[%i, %j] [4, 16] [1, 1] : tensor<8x32xf32> to tensor<4x16xf32>
        %tile = scf.for %ii = %c0 to %c4 step %c1 iter_args(%T = %t) -> (tensor<4x16xf32>) {
          %row = tensor.extract_slice %T[%ii, 0] [1, 16] [1, 1] : tensor<4x16xf32> to tensor<1x16xf32>
          %acc0 = vector.transfer_read %row[%c0, %c0], %zero {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
          %r = arith.addi %i, %ii : index
          %acc:2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%keep = %row, %v = %acc0) -> (tensor<1x16xf32>, vector<16xf32>) {
            %a = tensor.extract %A[%r, %k] : tensor<8x4xf32>
            %av = vector.broadcast %a : f32 to vector<16xf32>
            %b = vector.transfer_read %B[%k, %j], %zero {in_bounds = [true]} : tensor<4x32xf32>, vector<16xf32>
            %f = vector.fma %av, %b, %v : vector<16xf32>
            scf.yield %keep, %f : tensor<1x16xf32>, vector<16xf32>
          }
          %w = vector.transfer_write %acc#1, %acc#0[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
          %T2 = tensor.insert_slice %w into %T[%ii, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<4x16xf32>
          scf.yield %T2 : tensor<4x16xf32>
        }
        %C3 = tensor.insert_slice %tile into %C2[%i, %j] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x32xf32>
        scf.yield %C3 : tensor<8x32xf32>
      }
      scf.yield %ks : tensor<8x32xf32>
    }
    scf.yield %cols : tensor<8x32xf32>
  }
  return %rows : tensor<8x32xf32>
}

// -----

// A reduction tile that runs twice hands the tensor down whole: its second
// iteration reads what the first wrote. Nothing changes.
// CHECK-LABEL: func.func @nest_split_k
// CHECK:         linalg.fill
// CHECK:         vector.transfer_read %{{.*}} : tensor<1x16xf32>, vector<16xf32>
// CHECK-NOT:     vector.broadcast
func.func @nest_split_k(%B: tensor<4x32xf32>) -> tensor<1x32xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32xf32>) -> tensor<1x32xf32>
  %r = scf.for %kk = %c0 to %c4 step %c2 iter_args(%C = %fill) -> (tensor<1x32xf32>) {
    %cols = scf.for %j = %c0 to %c32 step %c16 iter_args(%C1 = %C) -> (tensor<1x32xf32>) {
      %t = tensor.extract_slice %C1[0, %j] [1, 16] [1, 1] : tensor<1x32xf32> to tensor<1x16xf32>
      %acc = vector.transfer_read %t[%c0, %c0], %zero {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
      %b = vector.transfer_read %B[%kk, %j], %zero {in_bounds = [true]} : tensor<4x32xf32>, vector<16xf32>
      %s = arith.addf %acc, %b : vector<16xf32>
      %w = vector.transfer_write %s, %t[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
      %C2 = tensor.insert_slice %w into %C1[0, %j] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x32xf32>
      scf.yield %C2 : tensor<1x32xf32>
    }
    scf.yield %cols : tensor<1x32xf32>
  }
  return %r : tensor<1x32xf32>
}

// -----

// The nest's partly written tensor is read between two iterations of the
// outer loop (after the first, the element at [7, 7] still holds the fill):
// the fill stays.
// CHECK-LABEL: func.func @nest_read_between
// CHECK:         linalg.fill
func.func @nest_read_between(%t: tensor<4x4xf32>) -> (tensor<8x8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r:2 = scf.for %i = %c0 to %c8 step %c4 iter_args(%C = %fill, %sum = %zero) -> (tensor<8x8xf32>, f32) {
    %in = scf.for %j = %c0 to %c8 step %c4 iter_args(%D = %C) -> (tensor<8x8xf32>) {
      %s = tensor.insert_slice %t into %D[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      scf.yield %s : tensor<8x8xf32>
    }
    %x = tensor.extract %in[%c7, %c7] : tensor<8x8xf32>
    %s2 = arith.addf %sum, %x : f32
    scf.yield %in, %s2 : tensor<8x8xf32>, f32
  }
  return %r#0, %r#1 : tensor<8x8xf32>, f32
}

// -----

// The loops that carry the tile to its write read it on the way (a
// transfer_read of a loop result, which holds the fill): the fill stays.
// CHECK-LABEL: func.func @carried_and_read
// CHECK:         linalg.fill
func.func @carried_and_read(%x: vector<16xf32>) -> (tensor<1x16xf32>, vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16xf32>) -> tensor<1x16xf32>
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%C = %fill, %acc = %x) -> (tensor<1x16xf32>, vector<16xf32>) {
    %t = tensor.extract_slice %C[%i, 0] [1, 16] [1, 1] : tensor<1x16xf32> to tensor<1x16xf32>
    %c:2 = scf.for %k = %c0 to %c2 step %c1 iter_args(%a = %t, %v = %acc) -> (tensor<1x16xf32>, vector<16xf32>) {
      %in = scf.for %q = %c0 to %c2 step %c1 iter_args(%b = %a) -> (tensor<1x16xf32>) {
        scf.yield %b : tensor<1x16xf32>
      }
      %y = vector.transfer_read %in[%c0, %c0], %zero {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
      %v2 = arith.addf %v, %y : vector<16xf32>
      scf.yield %in, %v2 : tensor<1x16xf32>, vector<16xf32>
    }
    %w = vector.transfer_write %x, %c#0[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
    %C2 = tensor.insert_slice %w into %C[%i, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x16xf32>
    scf.yield %C2, %c#1 : tensor<1x16xf32>, vector<16xf32>
  }
  return %r#0, %r#1 : tensor<1x16xf32>, vector<16xf32>
}

// -----

// An unsigned loop from -1 (the largest index) to 0 runs no iteration,
// though signed bounds would count one: the fill stays.
// CHECK-LABEL: func.func @unsigned_no_trip
// CHECK:         linalg.fill
func.func @unsigned_no_trip(%t: tensor<4xf32>) -> tensor<4xf32> {
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for unsigned %k = %cm1 to %c0 step %c1 iter_args(%a = %fill) -> (tensor<4xf32>) {
    %s = tensor.insert_slice %t into %a[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
