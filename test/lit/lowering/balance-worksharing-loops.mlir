// msched-balance-worksharing-loops: each statically scheduled worksharing
// loop directly in an omp.parallel region becomes a loop over the calling
// thread's contiguous share; the threads that get one iteration more than
// the others (trip count mod threads of them) take turns from one loop to
// the next since the last barrier, and the shares stay in thread order.
// RUN: msched-opt %s --msched-balance-worksharing-loops --split-input-file | FileCheck %s
//
// Executed at 2 threads: every iteration stores the thread that ran it.
// Loop A (7 iterations): thread 0 runs 0-3, thread 1 runs 4-6. Loop B (7):
// A's extra iteration went to thread 0, so B's goes to thread 1 (0-2 and
// 3-6; libomp would give thread 0 four again). Loop C (3 x 3, collapsed, 9
// iterations, row-major): thread 0's turn again, 0-4. Loop D (4, with its
// barrier): no extra, shared as libomp would. Loop E (schedule(dynamic)) is
// left to libomp. Loop F (3), after D's barrier: the turns start again at
// thread 0.
// RUN: msched-opt %S/Inputs/balance-run.mlir --msched-balance-worksharing-loops | FileCheck %s --check-prefix=RUNIR
// RUN: msched-opt %S/Inputs/balance-run.mlir --msched-balance-worksharing-loops \
// RUN:   --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm \
// RUN:   --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
// RUN:   --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=/usr/lib/x86_64-linux-gnu/libomp.so.5,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so \
// RUN: | FileCheck %s --check-prefix=EXEC
// At 4 threads, loops of 6, 6, 7 and 6 iterations: the extras go to
// threads {0, 1}, {2, 3}, {0, 1, 2}, then {3, 0} (wrapping around).
// RUN: msched-opt %S/Inputs/balance-run-4.mlir --msched-balance-worksharing-loops \
// RUN:   --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm \
// RUN:   --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
// RUN:   --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=/usr/lib/x86_64-linux-gnu/libomp.so.5,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so \
// RUN: | FileCheck %s --check-prefix=EXEC4
// EXEC4:      ( 0, 0, 1, 1, 2, 3 )
// EXEC4-NEXT: ( 0, 1, 2, 2, 3, 3 )
// EXEC4-NEXT: ( 0, 0, 1, 1, 2, 2, 3 )
// EXEC4-NEXT: ( 0, 0, 1, 2, 3, 3 )
// RUNIR-COUNT-4: scf.for
// RUNIR:         omp.barrier
// RUNIR:         omp.wsloop schedule(dynamic)
// RUNIR:         scf.for
// EXEC:      ( 0, 0, 0, 0, 1, 1, 1 )
// EXEC-NEXT: ( 0, 0, 0, 1, 1, 1, 1 )
// EXEC-NEXT: ( 0, 0, 0, 0, 0, 1, 1, 1, 1 )
// EXEC-NEXT: ( 0, 0, 1, 1 )
// EXEC-NEXT: ( 0, 0, 1 )

// The shares of two loops of 7 iterations at `n` threads: 7 / n each, in
// thread order, and one more for the 7 mod n threads from `offset` on
// (mod n): thread `tid` has it if (tid - offset + n) mod n < 7 mod n, and
// its share begins at tid * (7 / n) plus the extras of the threads below
// it, those in [0, wrapped) and in [offset, offset + extra - wrapped),
// wrapped = max(offset + extra, n) - n. The first loop's offset is 0, the
// second's (0 + 7 mod n) mod n.
// CHECK-LABEL: func.func private @omp_get_num_threads() -> i32
// CHECK-LABEL: func.func private @omp_get_thread_num() -> i32
// CHECK-LABEL: func.func @two_loops
// CHECK:       omp.parallel
// CHECK-NEXT:    %[[TID32:.+]] = func.call @omp_get_thread_num() : () -> i32
// CHECK-NEXT:    %[[TID:.+]] = arith.index_cast %[[TID32]] : i32 to index
// CHECK-NEXT:    %[[N32:.+]] = func.call @omp_get_num_threads() : () -> i32
// CHECK-NEXT:    %[[N:.+]] = arith.index_cast %[[N32]] : i32 to index
// CHECK-NEXT:    %[[OFF0:.+]] = arith.constant 0 : index
// CHECK:         %[[TRIP:.+]] = arith.ceildivsi
// CHECK:         %[[TRIPM:.+]] = arith.maxsi %[[TRIP]]
// CHECK:         %[[TOTAL:.+]] = arith.muli %{{.+}}, %[[TRIPM]]
// CHECK-NEXT:    %[[BASE:.+]] = arith.divui %[[TOTAL]], %[[N]]
// CHECK-NEXT:    %[[EXTRA:.+]] = arith.remui %[[TOTAL]], %[[N]]
// CHECK-NEXT:    %[[D:.+]] = arith.subi %[[TID]], %[[OFF0]]
// CHECK-NEXT:    %[[S:.+]] = arith.addi %[[D]], %[[N]]
// CHECK-NEXT:    %[[SLOT:.+]] = arith.remui %[[S]], %[[N]]
// CHECK-NEXT:    %[[MORE:.+]] = arith.cmpi ult, %[[SLOT]], %[[EXTRA]]
// CHECK-NEXT:    %[[XEND:.+]] = arith.addi %[[OFF0]], %[[EXTRA]]
// CHECK-NEXT:    %[[XMAX:.+]] = arith.maxui %[[XEND]], %[[N]]
// CHECK-NEXT:    %[[WRAP:.+]] = arith.subi %[[XMAX]], %[[N]]
// CHECK-NEXT:    %[[LOW:.+]] = arith.minui %[[TID]], %[[WRAP]]
// CHECK-NEXT:    %[[FROM:.+]] = arith.maxui %[[TID]], %[[OFF0]]
// CHECK-NEXT:    %[[PAST:.+]] = arith.subi %[[FROM]], %[[OFF0]]
// CHECK-NEXT:    %[[HCOUNT:.+]] = arith.subi %[[EXTRA]], %[[WRAP]]
// CHECK-NEXT:    %[[HIGH:.+]] = arith.minui %[[PAST]], %[[HCOUNT]]
// CHECK-NEXT:    %[[M:.+]] = arith.muli %[[TID]], %[[BASE]]
// CHECK-NEXT:    %[[ML:.+]] = arith.addi %[[M]], %[[LOW]]
// CHECK-NEXT:    %[[BEGIN:.+]] = arith.addi %[[ML]], %[[HIGH]]
// CHECK-NEXT:    %[[ONE:.+]] = arith.select %[[MORE]]
// CHECK-NEXT:    %[[SIZE:.+]] = arith.addi %[[BASE]], %[[ONE]]
// CHECK-NEXT:    %[[END:.+]] = arith.addi %[[BEGIN]], %[[SIZE]]
// CHECK-NEXT:    %[[OFF1:.+]] = arith.remui %[[XEND]], %[[N]]
// CHECK-NEXT:    scf.for %[[L:.+]] = %[[BEGIN]] to %[[END]] step
// CHECK:           %[[IV:.+]] = arith.addi %[[LB:.+]], %{{.+}}
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        memref.store %{{.+}}, %arg0[%[[IV]]]
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NOT:     omp.barrier
// CHECK:         arith.subi %[[TID]], %[[OFF1]]
// CHECK:         scf.for
// CHECK:             memref.store %{{.+}}, %arg1
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    omp.barrier
// CHECK-NEXT:    omp.terminator
// CHECK-NOT:   omp.wsloop
func.func @two_loops(%a: memref<7xf32>, %b: memref<7xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c7) step (%c1) {
        memref.store %v, %a[%i] : memref<7xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c7) step (%c1) {
        memref.store %v, %b[%i] : memref<7xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A collapsed nest: the linear iteration is split back into the
// induction variables, the last varying fastest, each scaled by its step
// and offset by its lower bound. The body runs in an scf.execute_region
// (its memref.alloca_scope, if any, lowers to blocks there).
// CHECK-LABEL: func.func @collapsed
// CHECK:       scf.for %[[L:.+]] = %{{.+}} to %{{.+}} step
// CHECK-NEXT:    %[[J:.+]] = arith.remui %[[L]], %[[TJ:.+]] : index
// CHECK-NEXT:    %[[REST:.+]] = arith.divui %[[L]], %[[TJ]] : index
// CHECK-NEXT:    %[[JS:.+]] = arith.muli %[[J]], %c2
// CHECK-NEXT:    %[[JV:.+]] = arith.addi %c1, %[[JS]]
// CHECK-NEXT:    %[[IS:.+]] = arith.muli %[[REST]], %c1
// CHECK-NEXT:    %[[IV:.+]] = arith.addi %c0, %[[IS]]
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      memref.store %{{.+}}, %arg0[%[[IV]], %[[JV]]]
func.func @collapsed(%a: memref<4x9xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c1) to (%c4, %c9) step (%c1, %c2) collapse(2) {
        memref.store %v, %a[%i, %j] : memref<4x9xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Left to libomp: a chunked or dynamic schedule, a reduction, a loop nested
// in other code of the region. No query is declared when nothing changed.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT:   omp_get_thread_num
// CHECK:       omp.wsloop schedule(static = %{{.+}} : index)
// CHECK:       omp.wsloop schedule(dynamic)
// CHECK:       scf.if
// CHECK-NEXT:    omp.wsloop {
// CHECK-NOT:   scf.for
func.func @left_alone(%a: memref<8xf32>, %v: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop schedule(static = %c2 : index) {
      omp.loop_nest (%i) : index = (%c0) to (%c8) step (%c1) {
        memref.store %v, %a[%i] : memref<8xf32>
        omp.yield
      }
    }
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%i) : index = (%c0) to (%c8) step (%c1) {
        memref.store %v, %a[%i] : memref<8xf32>
        omp.yield
      }
    }
    scf.if %c {
      omp.wsloop {
        omp.loop_nest (%i) : index = (%c0) to (%c8) step (%c1) {
          memref.store %v, %a[%i] : memref<8xf32>
          omp.yield
        }
      }
    }
    omp.terminator
  }
  return
}
