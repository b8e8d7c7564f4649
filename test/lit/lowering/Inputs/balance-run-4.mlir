// Input of balance-worksharing-loops.mlir's 4-thread execution test: four
// loops without barriers, each iteration storing the thread that ran it.
func.func private @omp_get_thread_num() -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloca() : memref<6xi32>
  %b = memref.alloca() : memref<6xi32>
  %c = memref.alloca() : memref<7xi32>
  %d = memref.alloca() : memref<6xi32>
  %n = llvm.mlir.constant(4 : i32) : i32
  omp.parallel num_threads(%n : i32) {
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c6) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %a[%i] : memref<6xi32>
        omp.yield
      }
    }
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c6) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %b[%i] : memref<6xi32>
        omp.yield
      }
    }
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c7) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %c[%i] : memref<7xi32>
        omp.yield
      }
    }
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%c6) step (%c1) {
        %t = func.call @omp_get_thread_num() : () -> i32
        memref.store %t, %d[%i] : memref<6xi32>
        omp.yield
      }
    }
    omp.terminator
  }
  %va = vector.load %a[%c0] : memref<6xi32>, vector<6xi32>
  vector.print %va : vector<6xi32>
  %vb = vector.load %b[%c0] : memref<6xi32>, vector<6xi32>
  vector.print %vb : vector<6xi32>
  %vc = vector.load %c[%c0] : memref<7xi32>, vector<7xi32>
  vector.print %vc : vector<7xi32>
  %vd = vector.load %d[%c0] : memref<6xi32>, vector<6xi32>
  vector.print %vd : vector<6xi32>
  return
}
