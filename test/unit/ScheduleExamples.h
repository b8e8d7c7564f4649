//===- ScheduleExamples.h - Example schedules for the tests -----*- C++ -*-===//
//
// Three schedules built through the Schedule API, as a transformation module
// would, used by ScheduleTest (gtest) and msched-schedule-example (lit):
//  - "matmul" (gmm_128: fill + matmul): sample i/j tiles, tile_using_forall,
//    fuse the fill, sample register tiles of the tiled op (read from the
//    payload), tile_using_for, vectorize the matmul and the fill;
//  - "conv2d" (test/lit/traces/Inputs/conv2d_small.mlir): sample oh/f tiles,
//    tile_using_forall, fuse the fill, tile to a size-1 window, decompose to
//    a 1-D convolution (generic apply) and vectorize it;
//  - "dense" (test/lit/traces/Inputs/dense_small.mlir): tile the bias+ReLU
//    consumer with tile_using_forall, fuse the matmul and the fill into it,
//    tile the reduction with a sampled size, vectorize.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TEST_SCHEDULEEXAMPLES_H
#define MSCHED_TEST_SCHEDULEEXAMPLES_H

#include "msched/Traces/Schedule.h"

#include <string>

namespace msched::test {

/// Names of the examples: "matmul", "conv2d", "dense".
llvm::ArrayRef<llvm::StringLiteral> exampleNames();

/// The workload file (absolute) of example `name`.
std::string exampleWorkload(llvm::StringRef name);

/// Appends example `name` to `schedule`. On failure `message` says which step
/// failed and why.
mlir::LogicalResult buildExample(Schedule &schedule, llvm::StringRef name,
                                 std::string &message);

} // namespace msched::test

#endif // MSCHED_TEST_SCHEDULEEXAMPLES_H
