//===- RunnerTestCandidates.h - Candidates for runner tests -----*- C++ -*-===//
//
// A 64x64x64 matmul workload and candidates of it that measure fine, crash,
// hang, compute a wrong result or NaNs, or run a parallel loop: shared by
// the runner's tests (RunnerTest) and the measurer's (MeasurerTest).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TEST_RUNNERTESTCANDIDATES_H
#define MSCHED_TEST_RUNNERTESTCANDIDATES_H

#include "msched/Runner.h"

#include <gtest/gtest.h>

namespace msched::test {

// A 64x64x64 matmul task: the workload every candidate below belongs to.
inline const char *kWorkload = R"mlir(
func.func @mm(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
)mlir";

// Stores through a null pointer: SIGSEGV.
inline const char *kSegfault = R"mlir(
func.func @mm(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %null = llvm.inttoptr %zero : i64 to !llvm.ptr
  %v = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store volatile %v, %null : f32, !llvm.ptr
  return %A : tensor<64x64xf32>
}
)mlir";

// Never returns (the volatile store keeps LLVM from deleting the loop).
inline const char *kHang = R"mlir(
func.func @mm(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %true = arith.constant true
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(1.0 : f32) : f32
  scf.while : () -> () {
    llvm.store volatile %v, %p : f32, !llvm.ptr
    scf.condition(%true)
  } do {
    scf.yield
  }
  return %A : tensor<64x64xf32>
}
)mlir";

// Accumulates onto 1.0 instead of 0.0: every element is off by one.
inline const char *kWrong = R"mlir(
func.func @mm(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
)mlir";

// Accumulates onto NaN: a NaN mismatch everywhere (an infinite error, which
// JSON cannot carry as a number).
inline const char *kNaN = R"mlir(
func.func @mm(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 0x7FC00000 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
)mlir";

// The same matmul with its rows split over a parallel scf.forall.
inline const char *kParallel = R"mlir(
func.func @mm(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %f) -> tensor<64x64xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %a = tensor.extract_slice %A[%off, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
    %c = tensor.extract_slice %o[%off, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
    %m = linalg.matmul ins(%a, %B : tensor<16x64xf32>, tensor<64x64xf32>)
                       outs(%c : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%off, 0] [16, 64] [1, 1]
          : tensor<16x64xf32> into tensor<64x64xf32>
    }
  }
  return %r : tensor<64x64xf32>
}
)mlir";

inline RunnerOptions fastOptions(int threads = 1) {
  RunnerOptions options;
  options.runTimeoutSeconds = 3;
  options.timing.threads = threads;
  options.timing.number = 1;
  options.timing.minRepeatMs = 1;
  options.timing.repeat = 3;
  return options;
}

inline WorkloadRef workload() {
  return {workloadKey(kWorkload, "mm"), kWorkload, "mm"};
}

inline void expectMeasuresFine(const MeasureResult &r) {
  EXPECT_TRUE(r.ok()) << statusName(r.status) << ": " << r.reason;
  EXPECT_EQ(r.repeatSeconds.size(), 3u);
  EXPECT_GT(r.medianSeconds, 0);
  EXPECT_LE(r.maxAbsError, 1e-4);
}

} // namespace msched::test

#endif // MSCHED_TEST_RUNNERTESTCANDIDATES_H
