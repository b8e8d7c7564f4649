//===- TrainingData.h - Cost-model training data from databases -*- C++ -*-===//
//
// Turns the tuning records of msched databases into the measured candidates a
// cost model learns from (CostModel.h MeasuredCandidate), for pretraining a
// model on workloads other than the one being tuned (TenSet, Zheng et al.,
// NeurIPS 2021 datasets track; AutoTVM's transfer learning,
// shared/seeds/autotvm-neurips2018.txt section 5). Each record's trace is
// replayed on its workload (the database keeps the workload's IR) exactly as
// the tuner replays it, and the features are extracted with the record's
// target: its thread count (-num-cores) and its vector width and register
// count (-mattr, by the rule of hostFmaLanes(): AVX-512 16 lanes x 32
// registers, AVX2 with FMA 8 x 16, otherwise none), so that records of other
// thread counts or hosts stay apart.
//
// Used by msched-train-cost-model and bench/programs/cost_model_quality.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SEARCH_TRAININGDATA_H
#define MSCHED_SEARCH_TRAININGDATA_H

#include "msched/Search/CostModel/CostModel.h"
#include "msched/Search/Database/Database.h"

#include "mlir/IR/MLIRContext.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace msched {

/// The host family of a target string (hostTarget()): its "-mtriple=..
/// -mcpu=.." part, e.g. "llvm -mtriple=x86_64-pc-linux-gnu -mcpu=znver5".
/// Records of one family were measured on the same kind of CPU, whatever
/// the thread count.
std::string targetFamily(llvm::StringRef target);

/// The feature options (Features.h) of a record measured on `target`:
/// threads from -num-cores (1 when absent), vector lanes and registers from
/// -mattr (+avx512f: 16 and 32; +avx2 with +fma: 8 and 16; otherwise none,
/// -1), as the tuner's features have them on that host.
FeatureOptions featureOptionsForTarget(llvm::StringRef target);

/// Whether `name` (TrainingDataFilter::excludeWorkloads) names workload `w`:
/// its function name, or its structural hash or a prefix of it of at least
/// 8 characters.
bool excludesWorkload(llvm::StringRef name, const WorkloadEntry &w);

/// What to take from a database.
struct TrainingDataFilter {
  /// Keep records whose targetFamily() equals this; "" keeps every record.
  std::string family;
  /// Workloads to leave out, by function name or structural hash (or a
  /// prefix of it of at least 8 characters).
  std::vector<std::string> excludeWorkloads;
};

/// One workload's candidates, in record order.
struct TrainingWorkload {
  std::string funcName;
  std::string hash; ///< the database's structural hash of the workload
  /// MeasuredCandidate::workload (the group labels are normalized in) is
  /// "HASH TARGET": one group per workload and target.
  std::vector<MeasuredCandidate> candidates;
  unsigned skippedTarget = 0; ///< records of another host family
  unsigned skippedReplay = 0; ///< traces that no longer replay (or no rows)
};

/// The candidates of every workload of `database` that `filter` keeps (a
/// workload left out by name or hash is not listed). A failed candidate
/// (crash, timeout, wrong result) is kept with no time: it teaches the model
/// what fails. Errors: a workload whose IR no longer parses (names it).
llvm::Expected<std::vector<TrainingWorkload>>
collectTrainingData(const Database &database, mlir::MLIRContext &context,
                    const TrainingDataFilter &filter = {});

} // namespace msched

#endif // MSCHED_SEARCH_TRAININGDATA_H
