//===- ParallelizeVectorizeUnroll.h - Parallel/vector/unroll ----*- C++ -*-===//
//
// MetaSchedule's ParallelizeVectorizeUnroll schedule rule together with the
// RewriteParallelVectorizeUnroll postprocessor it feeds (apache/tvm
// src/meta_schedule/schedule_rule/parallel_vectorize_unroll.cc,
// src/meta_schedule/postproc/rewrite_parallel_vectorize_unroll.cc) on linalg
// ops: registered as "parallelize-vectorize-unroll". See
// modules/ParallelizeVectorizeUnroll.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MODULES_PARALLELIZEVECTORIZEUNROLL_H
#define MSCHED_MODULES_PARALLELIZEVECTORIZEUNROLL_H

#include "msched/Modules/TransformModule.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <memory>
#include <string>

namespace msched {

/// Options of "parallelize-vectorize-unroll", with MetaSchedule's CPU
/// defaults (ScheduleRule::DefaultLLVM: max_jobs_per_core=16,
/// max_vectorize_extent=64, unroll_max_steps=[0, 16, 64, 512],
/// unroll_explicit=true). Text form: "max_jobs_per_core=16,
/// max_vectorize_extent=64,unroll_max_steps=0:16:64:512,cores=8,
/// vector_lanes=16".
struct ParallelizeVectorizeUnrollOptions {
  /// Parallel jobs per core; the parallel extent of a block is at most
  /// max_jobs_per_core * cores (<= 0: no parallelization).
  int64_t maxJobsPerCore = 16;
  /// Lanes of the innermost vector dimension of a tile this module makes
  /// (<= 0: no vectorization).
  int64_t maxVectorizeExtent = 64;
  /// Candidates of the unroll factor, drawn uniformly (empty: no unrolling).
  llvm::SmallVector<int64_t> unrollMaxSteps = {0, 16, 64, 512};
  /// Cores of the target; <= 0: this machine's
  /// (std::thread::hardware_concurrency).
  int64_t cores = 0;
  /// f32 lanes of the target's vector registers, the side of the square
  /// vector tile of a transposing op (e.g. 16 on AVX-512, 8 on AVX2); <= 0:
  /// this host's (hostFmaLanes, 8 when it has no AVX2).
  int64_t vectorLanes = 0;

  static mlir::FailureOr<ParallelizeVectorizeUnrollOptions>
  parse(llvm::StringRef text, std::string &error);
};

std::unique_ptr<TransformModule> createParallelizeVectorizeUnroll(
    const ParallelizeVectorizeUnrollOptions &options = {});

/// Factory for the registry: parses `options`; null when they are invalid.
std::unique_ptr<TransformModule>
createParallelizeVectorizeUnrollFromText(llvm::StringRef options);

} // namespace msched

#endif // MSCHED_MODULES_PARALLELIZEVECTORIZEUNROLL_H
