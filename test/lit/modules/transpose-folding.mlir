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
//
// The folded contraction is a linalg.generic, which upstream vectorizes as a
// multiply and a multi_reduction per reduction step; vectorizing it first
// makes it a linalg.contract (transform.msched.specialize_contraction), one
// vector.contract: on TBG's form with odd shapes (Inputs/tbg_small.mlir,
// schedule 5: Q folded, write cache) and on both operands folded
// (schedule 5 of transposed_operands). Outputs checked at 1 and 2 threads.
// RUN: msched-space %S/Inputs/tbg_small.mlir --modules "transpose-folding,multi-level-tiling{cores=1,peel_to_kernels=false},parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --schedule 5 --emit-trace %t.tbg.trace.mlir --emit-payload %t.tbg.mlir | FileCheck %s --check-prefix=SPECSUMMARY
// RUN: FileCheck %s --check-prefix=SPECTRACE < %t.tbg.trace.mlir
// RUN: FileCheck %s --check-prefix=SPEC < %t.tbg.mlir
// RUN: msched-run %S/Inputs/tbg_small.mlir --scheduled %t.tbg.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %S/Inputs/tbg_small.mlir --scheduled %t.tbg.mlir --threads 2 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-space %S/Inputs/transposed_operands.mlir --modules "transpose-folding,multi-level-tiling{cores=1,peel_to_kernels=false},parallelize-vectorize-unroll{cores=2}" --seed 1 --check-replay --schedule 5 --emit-trace %t.both.trace.mlir --emit-payload %t.both.vec.mlir | FileCheck %s --check-prefix=BOTHVECSUMMARY
// RUN: FileCheck %s --check-prefix=SPECTRACE < %t.both.trace.mlir
// RUN: FileCheck %s --check-prefix=SPEC < %t.both.vec.mlir
// RUN: msched-run %S/Inputs/transposed_operands.mlir --scheduled %t.both.vec.mlir --threads 1 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE
// RUN: msched-run %S/Inputs/transposed_operands.mlir --scheduled %t.both.vec.mlir --threads 2 --min-repeat-ms 1 --repeat 1 | FileCheck %s --check-prefix=MEASURE

// SPECSUMMARY: sample 0 (seed {{[0-9]+}}): 6 schedules
// SPECSUMMARY: replay: 6 of 6 schedules reproduce their payload
// BOTHVECSUMMARY: sample 0 (seed {{[0-9]+}}): 8 schedules
// BOTHVECSUMMARY: replay: 8 of 8 schedules reproduce their payload
// SPECTRACE: transform.msched.compute_inline
// SPECTRACE: %[[C:.*]] = transform.msched.specialize_contraction %{{.*}} : (!transform.any_op) -> !transform.any_op
// SPECTRACE-NEXT: transform.structured.vectorize %[[C]] {create_named_contraction}
// SPEC-NOT: vector.multi_reduction
// SPEC:     vector.contract
// SPEC-NOT: vector.multi_reduction

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
