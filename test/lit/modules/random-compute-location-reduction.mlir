// random-compute-location fuses only all-parallel consumers (epilogues):
// the combine of an rfactor'd matrix-vector product (add-rfactor's
// linalg.reduce over the partial sums, only returned) reads every partial,
// so its tile is not computed from one tile of the forall that makes them;
// fusing it into that forall crashed in upstream's consumer fusion. The
// module leaves it (no fuse_consumer, one schedule per input schedule), every
// schedule replays, and the rfactor'd one computes the product.
//
// RUN: msched-space %S/Inputs/matvec_1x400x8.mlir --modules add-rfactor,fuse-producers,random-compute-location --seed 0 --check-replay | FileCheck %s --check-prefix=SPACE
// RUN: msched-space %S/Inputs/matvec_1x400x8.mlir --modules add-rfactor,fuse-producers,random-compute-location --seed 0 --schedule 0 --emit-trace %t.trace.mlir --emit-payload %t.payload.mlir
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.mlir
// RUN: msched-run %S/Inputs/matvec_1x400x8.mlir --scheduled %t.payload.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=MEASURE

// SPACE: blocks: fill_0 matmul_0 matmul_0_combine
// SPACE: sample 0 (seed {{[0-9]+}}): 3 schedules
// SPACE: replay: 3 of 3 schedules reproduce their payload

// TRACE: transform.msched.rfactor
// TRACE-NOT: fuse_consumer

// MEASURE: # @matvec: {{.*}} check ok
