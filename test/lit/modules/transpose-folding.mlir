// transpose-folding: each transpose feeding a contraction forks the space
// into the schedule as it is and the one with the transpose folded into the
// (generalized) contraction's indexing maps; on TBG's two transposes that
// is 4 schedules, the last with no transpose left. The folded contraction
// keeps its block name and computes what the original does.
// RUN: msched-space %workloads/tbg.mlir --modules transpose-folding --seed 1 --check-replay | FileCheck %s --check-prefix=SUMMARY
// RUN: msched-space %workloads/tbg.mlir --modules transpose-folding --seed 1 --schedule 3 --emit-payload %t.both.mlir
// RUN: msched-space %workloads/tbg.mlir --modules transpose-folding --seed 1 --schedule 1 --emit-payload %t.one.mlir
// RUN: FileCheck %s --check-prefix=BOTH < %t.both.mlir
// RUN: FileCheck %s --check-prefix=ONE < %t.one.mlir
// RUN: msched-run %workloads/tbg.mlir --scheduled %t.both.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %workloads/tbg.mlir --scheduled %t.one.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE

// SUMMARY: sample 0 (seed {{[0-9]+}}): 4 schedules
// SUMMARY: replay: 4 of 4 schedules reproduce their payload

// BOTH-NOT:  linalg.transpose
// BOTH:      %[[Q:.+]] = tensor.collapse_shape %arg0
// BOTH:      %[[K:.+]] = tensor.collapse_shape %arg1
// BOTH-NOT:  linalg.transpose
// BOTH:      linalg.generic {{.*}} ins(%[[Q]], %[[K]] : tensor<128x12x64xf32>, tensor<128x12x64xf32>)
// BOTH-SAME: msched.block = "batch_matmul_0"
// BOTH-NOT:  linalg.transpose

// ONE-COUNT-1: linalg.transpose
// ONE-NOT:     linalg.transpose
// ONE:         linalg.generic {{.*}}msched.block = "batch_matmul_0"

// MEASURE-NOT: wrong
// MEASURE: check ok
