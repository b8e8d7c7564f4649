// msched-lower-vectors: a contraction becomes one FMA per row on broadcasts
// (outer products) of scalar loads, 2-D transfers become 1-D loads and
// stores.
// RUN: msched-opt %s --msched-lower-vectors | FileCheck %s

#mapA = affine_map<(i, j, k) -> (i, k)>
#mapB = affine_map<(i, j, k) -> (k, j)>
#mapC = affine_map<(i, j, k) -> (i, j)>

// CHECK-LABEL: func.func @tile
// CHECK-NOT: vector.contract
// CHECK-NOT: vector.transfer_read
// CHECK: %[[B:.*]] = vector.load %arg1[%c0, %c0] : memref<1x16xf32>, vector<16xf32>
// CHECK-COUNT-4: vector.load %arg2[%{{.*}}, %c0] : memref<4x16xf32>, vector<16xf32>
// CHECK-COUNT-4: memref.load %arg0[%{{.*}}, %c0] : memref<4x1xf32>{{[[:space:]].*}}vector.broadcast{{.*[[:space:]].*}}vector.fma %{{.*}}, %[[B]], %{{.*}} : vector<16xf32>
// CHECK-COUNT-4: vector.store %{{.*}}, %arg2[%{{.*}}, %c0] : memref<4x16xf32>, vector<16xf32>
// CHECK-NOT: vector.transfer_write
// CHECK: return
func.func @tile(%a: memref<4x1xf32>, %b: memref<1x16xf32>, %c: memref<4x16xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %va = vector.transfer_read %a[%c0, %c0], %p {in_bounds = [true, true]} : memref<4x1xf32>, vector<4x1xf32>
  %vb = vector.transfer_read %b[%c0, %c0], %p {in_bounds = [true, true]} : memref<1x16xf32>, vector<1x16xf32>
  %vc = vector.transfer_read %c[%c0, %c0], %p {in_bounds = [true, true]} : memref<4x16xf32>, vector<4x16xf32>
  %r = vector.contract {indexing_maps = [#mapA, #mapB, #mapC],
                        iterator_types = ["parallel", "parallel", "reduction"],
                        kind = #vector.kind<add>} %va, %vb, %vc
       : vector<4x1xf32>, vector<1x16xf32> into vector<4x16xf32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, memref<4x16xf32>
  return
}

// A vectorized exp becomes a polynomial on the same vector type instead of
// one libm call per lane (what convert-math-to-llvm + LLVM would make).
// CHECK-LABEL: func.func @exp
// CHECK-NOT: math.exp
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NOT: math.exp
// CHECK: return %{{.*}} : vector<16xf32>
func.func @exp(%x: vector<16xf32>) -> vector<16xf32> {
  %e = math.exp %x : vector<16xf32>
  return %e : vector<16xf32>
}

// tanh and erf (GELU) too; sqrt stays (LLVM has a vector sqrt).
// CHECK-LABEL: func.func @gelu_parts
// CHECK-NOT: math.tanh
// CHECK-NOT: math.erf
// CHECK: math.sqrt %{{.*}} : vector<16xf32>
func.func @gelu_parts(%x: vector<16xf32>) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>) {
  %t = math.tanh %x : vector<16xf32>
  %e = math.erf %x : vector<16xf32>
  %s = math.sqrt %x : vector<16xf32>
  return %t, %e, %s : vector<16xf32>, vector<16xf32>, vector<16xf32>
}

// A copy into a strided subview (what a bufferized tensor.pad makes) becomes
// linalg.copy (loops), not the C runner's element-by-element memrefCopy; a
// contiguous copy stays a memref.copy (memcpy).
// CHECK-LABEL: func.func @copies
// CHECK: linalg.copy ins(%arg0 : memref<112x112x32xf32>) outs(%{{.*}} : memref<112x112x32xf32, strided<[3648, 32, 1], offset: 3680>>)
// CHECK: memref.copy %arg0, %arg2 : memref<112x112x32xf32> to memref<112x112x32xf32>
func.func @copies(%src: memref<112x112x32xf32>, %padded: memref<114x114x32xf32>, %dst: memref<112x112x32xf32>) {
  %view = memref.subview %padded[1, 1, 0] [112, 112, 32] [1, 1, 1]
      : memref<114x114x32xf32> to memref<112x112x32xf32, strided<[3648, 32, 1], offset: 3680>>
  memref.copy %src, %view : memref<112x112x32xf32> to memref<112x112x32xf32, strided<[3648, 32, 1], offset: 3680>>
  memref.copy %src, %dst : memref<112x112x32xf32> to memref<112x112x32xf32>
  return
}

// A 16x16 transposed read (the vector tile of a transpose on AVX-512):
// 16 row loads, the transpose as 16-lane shuffles (unpack lo/hi of 32- and
// 64-bit lanes, then 128-bit lane permutes: upstream's shuffle_16x16), 16
// row stores; no 256-element shuffle and no element-wise extracts.
// CHECK-LABEL: func.func @transpose_16x16
// CHECK-NOT: vector.transpose
// CHECK-COUNT-16: vector.load %arg0[%{{.*}}, %c0] : memref<16x16xf32>, vector<16xf32>
// CHECK-NOT: vector<256xf32>
// CHECK-NOT: vector.extract %{{.*}}[{{.*}}] : f32
// CHECK-COUNT-16: vector.shuffle %{{.*}}, %{{.*}} [{{.*}}] : vector<16xf32>, vector<16xf32>
// CHECK-NOT: vector<256xf32>
// CHECK-COUNT-16: vector.store %{{.*}}, %arg1[%{{.*}}, %c0] : memref<16x16xf32>, vector<16xf32>
// CHECK: return
func.func @transpose_16x16(%a: memref<16x16xf32>, %b: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0, %c0], %p {in_bounds = [true, true], permutation_map = affine_map<(i, j) -> (j, i)>} : memref<16x16xf32>, vector<16x16xf32>
  vector.transfer_write %v, %b[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  return
}

// A reduction over the innermost dimension to one element (a softmax row
// max) becomes one vector.reduction marked reassoc, which LLVM lowers as a
// tree of full-width ops, instead of 255 dependent scalar maximums.
// CHECK-LABEL: func.func @row_max
// CHECK-NOT: vector.multi_reduction
// CHECK: %[[ROW:.*]] = vector.extract %arg0[0, 0] : vector<256xf32> from vector<1x1x256xf32>
// CHECK: %[[ACC:.*]] = vector.extract %arg1[0, 0] : f32 from vector<1x1xf32>
// CHECK: %[[MAX:.*]] = vector.reduction <maximumf>, %[[ROW]], %[[ACC]] fastmath<reassoc> : vector<256xf32> into f32
// CHECK: %[[OUT:.*]] = vector.broadcast %[[MAX]] : f32 to vector<1x1xf32>
// CHECK: return %[[OUT]]
func.func @row_max(%v: vector<1x1x256xf32>, %acc: vector<1x1xf32>) -> vector<1x1xf32> {
  %r = vector.multi_reduction <maximumf>, %v, %acc [2] : vector<1x1x256xf32> to vector<1x1xf32>
  return %r : vector<1x1xf32>
}

// Several rows: each row's 64 elements are first combined as four 16-wide
// chunks (full-width adds, starting from the neutral 0), then the 16 lanes
// of the four rows are reduced together (16 adds of vector<4xf32>), not 64.
// CHECK-LABEL: func.func @rows_sum
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<64xf32>
// CHECK: arith.addf %{{.*}}, %[[ZERO]] : vector<64xf32>
// CHECK-COUNT-3: arith.addf %{{.*}}, %{{.*}} : vector<64xf32>
// CHECK: arith.addf %{{.*}}, %arg1 : vector<4xf32>
// CHECK-COUNT-15: arith.addf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-NOT: arith.addf
// CHECK: return
func.func @rows_sum(%v: vector<4x64xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<4x64xf32> to vector<4xf32>
  return %r : vector<4xf32>
}

// A reduction across rows keeps its innermost dimension as vectors: four
// adds of vector<64xf32> (the accumulator and four rows), no
// vector.reduction.
// CHECK-LABEL: func.func @cols_sum
// CHECK-NOT: vector.reduction
// CHECK-COUNT-4: arith.addf %{{.*}}, %{{.*}} : vector<64xf32>
// CHECK-NOT: vector.reduction
// CHECK: return
func.func @cols_sum(%v: vector<4x64xf32>, %acc: vector<64xf32>) -> vector<64xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [0] : vector<4x64xf32> to vector<64xf32>
  return %r : vector<64xf32>
}

// A data-tiled A panel keeps a row's R elements contiguous ([M/R, K, R]):
// its R scalars are read with R scalar loads (broadcasts from memory on
// x86), not one vector<6xf32> load whose elements are extracted.
// CHECK-LABEL: func.func @packed_panel
// CHECK-NOT: vector<6xf32>
// CHECK: %[[B:.*]] = vector.load %arg1[%c0, %c0] : memref<1x16xf32>, vector<16xf32>
// CHECK-COUNT-6: vector.load %arg2[%{{.*}}, %c0] : memref<6x16xf32>, vector<16xf32>
// CHECK: %[[A0:.*]] = memref.load %arg0[%c0, %c0] : memref<1x6xf32>
// CHECK: %[[S0:.*]] = vector.broadcast %[[A0]] : f32 to vector<16xf32>
// CHECK: vector.fma %[[S0]], %[[B]], %{{.*}} : vector<16xf32>
// CHECK: %[[A1:.*]] = memref.load %arg0[%c0, %c1] : memref<1x6xf32>
// CHECK: %[[A5:.*]] = memref.load %arg0[%c0, %c5] : memref<1x6xf32>
// CHECK-NOT: vector<6xf32>
// CHECK: return
#mapAt = affine_map<(i, j, k) -> (k, i)>
func.func @packed_panel(%a: memref<1x6xf32>, %b: memref<1x16xf32>, %c: memref<6x16xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %va = vector.transfer_read %a[%c0, %c0], %p {in_bounds = [true, true]} : memref<1x6xf32>, vector<1x6xf32>
  %vb = vector.transfer_read %b[%c0, %c0], %p {in_bounds = [true, true]} : memref<1x16xf32>, vector<1x16xf32>
  %vc = vector.transfer_read %c[%c0, %c0], %p {in_bounds = [true, true]} : memref<6x16xf32>, vector<6x16xf32>
  %r = vector.contract {indexing_maps = [#mapAt, #mapB, #mapC],
                        iterator_types = ["parallel", "parallel", "reduction"],
                        kind = #vector.kind<add>} %va, %vb, %vc
       : vector<1x6xf32>, vector<1x16xf32> into vector<6x16xf32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<6x16xf32>, memref<6x16xf32>
  return
}

// A load with a user other than a static extract stays a vector load.
// CHECK-LABEL: func.func @mixed_users
// CHECK: %[[V:.*]] = vector.load %arg0[%c0] : memref<8xf32>, vector<6xf32>
// CHECK: vector.extract %[[V]][2] : f32 from vector<6xf32>
// CHECK: return
func.func @mixed_users(%a: memref<8xf32>) -> (f32, vector<6xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<8xf32>, vector<6xf32>
  %e = vector.extract %v[2] : f32 from vector<6xf32>
  return %e, %v : f32, vector<6xf32>
}
