// Input of balance-worksharing-loops.mlir's execution test: six loops in
// one region at 2 threads, each iteration storing the thread that ran it.
func.func private @omp_get_thread_num() -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %none = arith.constant -1 : i32
  %a = memref.alloca() : memref<7xi32>
  %b = memref.alloca() : memref<7xi32>
  %c = memref.alloca() : memref<9xi32>
  %d = memref.alloca() : memref<4xi32>
  %e = memref.alloca() : memref<4xi32>
  %f = memref.alloca() : memref<3xi32>
  %n = llvm.mlir.constant(2 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c7) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %a[%i] : memref<7xi32>
        omp.yield
      }
    }
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c7) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %b[%i] : memref<7xi32>
        omp.yield
      }
    }
    omp.wsloop nowait {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%c3, %c3) step (%c1, %c1) collapse(2) {
        %t = func.call @omp_get_thread_num() : () -> i32
        %row = arith.muli %i, %c3 : index
        %k = arith.addi %row, %j : index
        memref.store %t, %c[%k] : memref<9xi32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %d[%i] : memref<4xi32>
        omp.yield
      }
    }
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        memref.store %none, %e[%i] : memref<4xi32>
        omp.yield
      }
    }
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c3) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %f[%i] : memref<3xi32>
        omp.yield
      }
    }
    omp.terminator
  }
  %va = vector.load %a[%c0] : memref<7xi32>, vector<7xi32>
  vector.print %va : vector<7xi32>
  %vb = vector.load %b[%c0] : memref<7xi32>, vector<7xi32>
  vector.print %vb : vector<7xi32>
  %vc = vector.load %c[%c0] : memref<9xi32>, vector<9xi32>
  vector.print %vc : vector<9xi32>
  %vd = vector.load %d[%c0] : memref<4xi32>, vector<4xi32>
  vector.print %vd : vector<4xi32>
  %vf = vector.load %f[%c0] : memref<3xi32>, vector<3xi32>
  vector.print %vf : vector<3xi32>
  return
}
