// msched-elide-barriers: in one omp.parallel region, a worksharing loop's or
// single's implicit barrier (or an omp.barrier) goes where nothing after it
// touches what was written before it (or writes what was read), back to the
// last barrier that stays. Before that, each run of loops and singles is
// ordered by dependence level (0: conflicts with none before it; else one
// more than the highest it conflicts with; the original order within a
// level), so that barriers are needed between levels only.
// RUN: msched-opt %s --msched-elide-barriers --split-input-file | FileCheck %s
//
// In the builder's pipeline: DEP at 2 threads (pad-peeling's borders, each
// with its pad in an omp.single) computes the reference's values with the
// barriers gone. The schedule is a recorded trace (msched-space on dep.mlir
// with pad-peeling, multi-level-tiling and parallelize-vectorize-unroll
// {cores=2}, seed 1, schedule 3, on a znver3 host), replayed: a sample's
// structure depends on the host's vector registers, its replay does not.
// RUN: msched-replay %workloads/dep.mlir %S/Inputs/dep-borders-2t.trace.mlir -o %t.dep.mlir
// (balance-loops=0 keeps the omp.wsloops that msched-balance-worksharing-loops
// would share out; msched-run measures the whole pipeline.)
// RUN: msched-opt %t.dep.mlir --msched-lower-to-llvm="threads=2 balance-loops=0" | FileCheck %s --check-prefix=DEP
// RUN: msched-run %workloads/dep.mlir --scheduled %t.dep.mlir --threads 2 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE
// The interior, the pads of the top and bottom borders (singles) and the
// left and right borders (which read the input as it is: pad-peeling
// skips the taps that read padding) are independent: one level, one
// barrier (the last one's) before the top and bottom border loops.
// DEP:         omp.parallel
// DEP-NEXT:    omp.wsloop nowait {
// DEP-COUNT-2: omp.single nowait {
// DEP:         omp.wsloop nowait {
// DEP:         omp.wsloop {
// DEP-COUNT-2: omp.wsloop nowait {
// DEP-NOT:     omp.barrier
// DEP-NOT:     omp.wsloop {
// DEP-NOT:     omp.single
// MEASURE:     check ok

// Two loops on different buffers, then a loop that reads the first one's
// output: the first barrier goes, the second stays (the segment since the
// last barrier holds both loops), the last loop's goes (the region's end
// is a barrier).
// CHECK-LABEL: func.func @independent_then_dependent
// CHECK:       omp.wsloop nowait {
// CHECK:         memref.store %{{.*}}, %arg0
// CHECK:       omp.wsloop {
// CHECK:         memref.store %{{.*}}, %arg1
// CHECK:       omp.wsloop nowait {
// CHECK:         memref.load %arg0
func.func @independent_then_dependent(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>, %v: f32) {
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
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %b[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %x = memref.load %a[%i] : memref<64xf32>
        memref.store %x, %c[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Two loops that only read one buffer: no barrier between them.
// CHECK-LABEL: func.func @read_read
// CHECK:       omp.wsloop nowait {
// CHECK:       omp.wsloop nowait {
func.func @read_read(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %x = memref.load %a[%i] : memref<64xf32>
        memref.store %x, %b[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %x = memref.load %a[%i] : memref<64xf32>
        memref.store %x, %c[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A read then a write of one buffer (anti-dependence): the barrier stays.
// CHECK-LABEL: func.func @write_after_read
// CHECK:       omp.wsloop {
// CHECK:       omp.wsloop nowait {
func.func @write_after_read(%a: memref<64xf32>, %b: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %x = memref.load %a[%i] : memref<64xf32>
        memref.store %x, %b[%i] : memref<64xf32>
        omp.yield
      }
    }
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

// One 8x8 output: the interior [1:8, 1:8] and the left column [1:8, 0:1]
// are disjoint boxes, though their address intervals overlap; the loops
// store through subviews with loop-dependent offsets, bounded by the static
// views they are taken from. The top row [0:1, 0:8] is disjoint from both;
// the first column [0:8, 0:1] overlaps the left column and the top row:
// level 1, after the barrier of the last loop of level 0.
// CHECK-LABEL: func.func @disjoint_boxes
// CHECK:       omp.wsloop nowait {
// CHECK:         memref.subview
// CHECK:       omp.wsloop nowait {
// CHECK:         memref.store %{{.*}} : memref<7x1xf32
// CHECK:       omp.wsloop {
// CHECK:         memref.store %{{.*}} : memref<1x8xf32
// CHECK:       omp.wsloop nowait {
// CHECK:         memref.store %{{.*}} : memref<8x1xf32
func.func @disjoint_boxes(%out: memref<8x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  %interior = memref.subview %out[1, 1] [7, 7] [1, 1] : memref<8x8xf32> to memref<7x7xf32, strided<[8, 1], offset: 9>>
  %left = memref.subview %out[1, 0] [7, 1] [1, 1] : memref<8x8xf32> to memref<7x1xf32, strided<[8, 1], offset: 8>>
  %top = memref.subview %out[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<1x8xf32, strided<[8, 1]>>
  %first = memref.subview %out[0, 0] [8, 1] [1, 1] : memref<8x8xf32> to memref<8x1xf32, strided<[8, 1]>>
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c7) step (%c1) {
        %row = memref.subview %interior[%i, 0] [1, 7] [1, 1] : memref<7x7xf32, strided<[8, 1], offset: 9>> to memref<7xf32, strided<[1], offset: ?>>
        memref.store %v, %row[%c0] : memref<7xf32, strided<[1], offset: ?>>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c7) step (%c1) {
        memref.store %v, %left[%i, %c0] : memref<7x1xf32, strided<[8, 1], offset: 8>>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c8) step (%c1) {
        memref.store %v, %top[%c0, %i] : memref<1x8xf32, strided<[8, 1]>>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c8) step (%c1) {
        memref.store %v, %first[%i, %c0] : memref<8x1xf32, strided<[8, 1]>>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Rows 0..1 and rows 1..2 of a buffer whose rows overlap (stride 2, 4
// columns): no coordinate system separates them, the barrier stays.
// Columns 0:2 and 2:4 of 4x4 tiles of a 2-D buffer, through an
// expand_shape: disjoint.
// CHECK-LABEL: func.func @overlapping_rows
// CHECK:       omp.wsloop {
// CHECK:       omp.wsloop nowait {
// CHECK-LABEL: func.func @expanded_columns
// CHECK:       omp.wsloop nowait {
// CHECK:       omp.wsloop nowait {
func.func @overlapping_rows(%buf: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  %rows = memref.reinterpret_cast %buf to offset: [0], sizes: [4, 4], strides: [2, 1] : memref<16xf32> to memref<4x4xf32, strided<[2, 1]>>
  %r01 = memref.subview %rows[0, 0] [2, 4] [1, 1] : memref<4x4xf32, strided<[2, 1]>> to memref<2x4xf32, strided<[2, 1]>>
  %r12 = memref.subview %rows[2, 0] [2, 4] [1, 1] : memref<4x4xf32, strided<[2, 1]>> to memref<2x4xf32, strided<[2, 1], offset: 4>>
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        memref.store %v, %r01[%c1, %i] : memref<2x4xf32, strided<[2, 1]>>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        memref.store %v, %r12[%c0, %i] : memref<2x4xf32, strided<[2, 1], offset: 4>>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
func.func @expanded_columns(%buf: memref<4x16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  %tiles = memref.expand_shape %buf [[0], [1, 2]] output_shape [4, 4, 4] : memref<4x16xf32> into memref<4x4x4xf32>
  %left = memref.subview %tiles[0, 0, 0] [4, 4, 2] [1, 1, 1] : memref<4x4x4xf32> to memref<4x4x2xf32, strided<[16, 4, 1]>>
  %right = memref.subview %tiles[0, 0, 2] [4, 4, 2] [1, 1, 1] : memref<4x4x4xf32> to memref<4x4x2xf32, strided<[16, 4, 1], offset: 2>>
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        memref.store %v, %left[%i, %c0, %c0] : memref<4x4x2xf32, strided<[16, 4, 1]>>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        memref.store %v, %right[%i, %c0, %c1] : memref<4x4x2xf32, strided<[16, 4, 1], offset: 2>>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A border's pad: a loop, then a single that fills a fresh buffer from the
// input, then a loop that reads the pad. The single does not depend on the
// first loop (a thread that is done with its share pads while the other
// computes); the second loop reads what the single wrote. A single that is
// already nowait is not reordered; the explicit barrier after it goes (the
// next single is independent).
// CHECK-LABEL: func.func @pad_in_single
// CHECK:       omp.wsloop nowait {
// CHECK:       omp.single {
// CHECK:       omp.wsloop nowait {
// CHECK:       omp.single nowait {
// CHECK-NOT:   omp.barrier
// CHECK:       omp.single nowait {
func.func @pad_in_single(%in: memref<64xf32>, %out: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  %pad = memref.alloc() : memref<66xf32>
  %o1 = memref.alloc() : memref<4xf32>
  %o2 = memref.alloc() : memref<4xf32>
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %out[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.single {
      %x = memref.load %in[%c0] : memref<64xf32>
      memref.store %x, %pad[%c1] : memref<66xf32>
      omp.terminator
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %x = memref.load %pad[%i] : memref<66xf32>
        memref.store %x, %in[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.single nowait {
      memref.store %v, %o1[%c0] : memref<4xf32>
      omp.terminator
    }
    omp.barrier
    omp.single {
      memref.store %v, %o2[%c1] : memref<4xf32>
      omp.terminator
    }
    omp.terminator
  }
  memref.dealloc %pad : memref<66xf32>
  memref.dealloc %o1 : memref<4xf32>
  memref.dealloc %o2 : memref<4xf32>
  return
}

// -----

// Unknown effects (a call) order everything: the barriers around it stay.
// Buffers allocated inside a loop body are its own.
// CHECK-LABEL: func.func @unknown_effects
// CHECK:       omp.wsloop {
// CHECK:       omp.single {
// CHECK:         func.call @opaque
// CHECK:       omp.wsloop nowait {
// CHECK:       omp.wsloop nowait {
func.func private @opaque()
func.func @unknown_effects(%a: memref<64xf32>, %b: memref<64xf32>, %v: f32) {
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
    omp.single {
      func.call @opaque() : () -> ()
      omp.terminator
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %t = memref.alloca() : memref<1xf32>
        memref.store %v, %t[%c0] : memref<1xf32>
        %x = memref.load %t[%c0] : memref<1xf32>
        memref.store %x, %b[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %t = memref.alloca() : memref<1xf32>
        memref.store %v, %t[%c0] : memref<1xf32>
        memref.store %v, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A single already nowait writes %x; the loop after it reads %y and its
// barrier orders the single before the loop that reads %x. The first loop
// of a run stays first, so that barrier stays between them.
// CHECK-LABEL: func.func @pending_before_run
// CHECK:       omp.single nowait {
// CHECK:       omp.wsloop {
// CHECK:         memref.load %arg1
// CHECK:       omp.wsloop nowait {
// CHECK:         memref.load %arg0
func.func @pending_before_run(%x: memref<64xf32>, %y: memref<64xf32>, %z: memref<64xf32>, %w: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.single nowait {
      memref.store %v, %x[%c0] : memref<64xf32>
      omp.terminator
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %a = memref.load %y[%i] : memref<64xf32>
        memref.store %a, %z[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %a = memref.load %x[%i] : memref<64xf32>
        memref.store %a, %w[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
