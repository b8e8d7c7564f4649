// msched-merge-parallel-regions: consecutive omp.parallel regions of a block
// become one (one fork/join): the code between is hoisted (no memory
// effects, allocations) or run by one thread (omp.single); regions that
// cannot merge stay apart.
// RUN: msched-opt %s --msched-merge-parallel-regions --split-input-file | FileCheck %s
//
// In the builder's pipeline: softmax parallelized by
// parallelize-vectorize-unroll is six scf.forall loops, one after the other;
// at 2 threads they lower to one parallel region of six worksharing loops,
// and compute the reference's values.
// RUN: msched-space %workloads/sfm.mlir --modules "parallelize-vectorize-unroll{cores=2}" --seed 1 --emit-payload %t.sfm.mlir > /dev/null
// RUN: FileCheck %s --check-prefix=FORALL < %t.sfm.mlir
// (balance-loops=0 keeps the omp.wsloops that msched-balance-worksharing-loops
// would share out; msched-run measures the whole pipeline.)
// RUN: msched-opt %t.sfm.mlir --msched-lower-to-llvm="threads=2 balance-loops=0" | FileCheck %s --check-prefix=SFM
// RUN: msched-run %workloads/sfm.mlir --scheduled %t.sfm.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// FORALL-COUNT-6: scf.forall (
// FORALL-NOT:     scf.forall (
// SFM-COUNT-1:    omp.parallel
// SFM-NOT:        omp.parallel
// SFM-COUNT-6:    omp.wsloop
// SFM-NOT:        omp.wsloop
// MEASURE: # @sfm: 0.00032768 GFLOP, check ok

// Three loops, an allocation and a subview between: one region, the
// worksharing loops' implicit barriers keep their order.
// CHECK-LABEL: func.func @three_loops
// CHECK:       memref.alloc() : memref<64xf32>
// CHECK-NEXT:  memref.subview
// CHECK:       omp.parallel num_threads(%{{.*}} : i32) {
// CHECK-NEXT:    omp.wsloop {
// CHECK:         omp.wsloop {
// CHECK:         omp.wsloop {
// CHECK:         omp.terminator
// CHECK-NEXT:  }
// CHECK-NOT:   omp.parallel
// CHECK-NOT:   omp.barrier
// CHECK:       return
func.func @three_loops(%a: memref<64xf32>, %v: f32) -> memref<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  %b = memref.alloc() : memref<64xf32>
  %half = memref.subview %b[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
  %n2 = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n2 : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %x = memref.load %a[%i] : memref<64xf32>
        memref.store %x, %b[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %half[%c0] : memref<32xf32, strided<[1]>>
        omp.yield
      }
    }
    omp.terminator
  }
  return %b : memref<64xf32>
}

// -----

// A sequential loop between: it runs in an omp.single, whose implicit
// barrier orders it before the second loop.
// CHECK-LABEL: func.func @sequential_between
// CHECK:       omp.parallel
// CHECK-NEXT:    omp.wsloop {
// CHECK:         omp.single {
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        memref.store
// CHECK-NEXT:      }
// CHECK-NEXT:      omp.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    omp.wsloop {
// CHECK-NOT:   omp.parallel
func.func @sequential_between(%a: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %v, %a[%i] : memref<64xf32>
  }
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Not merged: other thread counts; a value loaded between and used by the
// next region (it cannot leave an omp.single).
// CHECK-LABEL: func.func @not_merged
// CHECK-COUNT-3: omp.parallel
func.func @not_merged(%a: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n2 = llvm.mlir.constant(2 : i32) : i32
  %n4 = llvm.mlir.constant(4 : i32) : i32
  omp.parallel num_threads(%n2 : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel num_threads(%n4 : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  %x = memref.load %a[%c0] : memref<64xf32>
  omp.parallel num_threads(%n4 : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %x, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
