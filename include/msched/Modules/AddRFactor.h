//===- AddRFactor.h - The rfactor module ------------------------*- C++ -*-===//
//
// MetaSchedule's AddRFactor schedule rule (apache/tvm
// src/meta_schedule/schedule_rule/add_rfactor.cc) on linalg reductions:
// registered as "add-rfactor". See modules/AddRFactor.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MODULES_ADDRFACTOR_H
#define MSCHED_MODULES_ADDRFACTOR_H

#include "msched/Modules/TransformModule.h"

#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <string>

namespace msched {

/// Options of "add-rfactor", with MetaSchedule's CPU defaults
/// (ScheduleRule::DefaultLLVM: AddRFactor(max_jobs_per_core=16,
/// max_innermost_factor=64)). Text form: "max_jobs_per_core=16,
/// max_innermost_factor=64,cores=8".
struct AddRFactorOptions {
  /// With `cores`, the parallelism the spatial loops must reach for rfactor
  /// not to be tried on a block that multi-level tiling would take
  /// (<= 0: no bound, i.e. rfactor only when spatial < reduction).
  int64_t maxJobsPerCore = 16;
  /// Bound of the inner factor of the split reduction loop (<= 0: none).
  int64_t maxInnermostFactor = 64;
  /// Cores of the target; <= 0: this machine's.
  int64_t cores = 0;

  static mlir::FailureOr<AddRFactorOptions> parse(llvm::StringRef text,
                                                  std::string &error);
};

std::unique_ptr<TransformModule>
createAddRFactor(const AddRFactorOptions &options = {});

/// Factory for the registry: parses `options`; null when they are invalid.
std::unique_ptr<TransformModule>
createAddRFactorFromText(llvm::StringRef options);

} // namespace msched

#endif // MSCHED_MODULES_ADDRFACTOR_H
