// transpose-folding: a transpose feeding a contraction forks the space into
// the schedule as it is and the one with the transpose folded into the
// (generalized) contraction's indexing maps, when the contraction then still
// reads its vector operand contiguously. On TBG, Q's transpose (the
// broadcast left-hand side) is folded; K's is not (the batch matmul would
// read K across its contiguous dimension along the vector lanes): 2
// schedules. The folded contraction keeps its block name and computes what
// the original does.
// RUN: msched-space %workloads/tbg.mlir --modules transpose-folding --seed 1 --check-replay | FileCheck %s --check-prefix=SUMMARY
// RUN: msched-space %workloads/tbg.mlir --modules transpose-folding --seed 1 --schedule 1 --emit-payload %t.one.mlir
// RUN: FileCheck %s --check-prefix=ONE < %t.one.mlir
// RUN: msched-run %workloads/tbg.mlir --scheduled %t.one.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
//
// A permutation of the right-hand side that keeps its contiguous dimension
// along the output's innermost loop is folded too
// (Inputs/transposed_operands.mlir: A's transpose and B's permuting
// generic both fold): 4 schedules, the last with neither left.
// RUN: msched-space %S/Inputs/transposed_operands.mlir --modules transpose-folding --seed 1 --check-replay --schedule 3 --emit-payload %t.both.mlir | FileCheck %s --check-prefix=BOTHSUMMARY
// RUN: FileCheck %s --check-prefix=BOTH < %t.both.mlir
// RUN: msched-run %S/Inputs/transposed_operands.mlir --scheduled %t.both.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE

// SUMMARY: sample 0 (seed {{[0-9]+}}): 2 schedules
// SUMMARY: replay: 2 of 2 schedules reproduce their payload

// ONE:         %[[Q:.+]] = tensor.collapse_shape %arg0
// ONE-COUNT-1: linalg.transpose ins(%{{.*}} : tensor<128x12x64xf32>) outs(%{{.*}} : tensor<12x64x128xf32>)
// ONE-NOT:     linalg.transpose
// ONE:         linalg.generic {{.*}} ins(%[[Q]], %{{.*}} : tensor<128x12x64xf32>, tensor<12x64x128xf32>)
// ONE-SAME:    msched.block = "batch_matmul_0"

// BOTHSUMMARY: sample 0 (seed {{[0-9]+}}): 4 schedules
// BOTHSUMMARY: replay: 4 of 4 schedules reproduce their payload
// BOTH-NOT:  linalg.transpose
// BOTH:      linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<24x40xf32>, tensor<24x32xf32>)
// BOTH-SAME: msched.block = "matmul_0"
// BOTH-NOT:  linalg.transpose

// MEASURE-NOT: wrong
// MEASURE: check ok
