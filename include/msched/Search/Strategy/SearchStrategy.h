//===- SearchStrategy.h - Proposing candidates to measure -------*- C++ -*-===//
//
// MetaSchedule's SearchStrategy (apache/tvm src/meta_schedule/
// search_strategy/): each round it proposes a batch of candidates (traces
// with their scheduled payloads) that were not measured before, and learns
// from the measured results. Three strategies:
//  - evolutionary: parallel-chain MCMC guided by a cost model (the default;
//    evolutionary_search.cc),
//  - replay-trace: the design space's traces replayed with fresh random
//    decisions (replay_trace.cc),
//  - replay-func: the transformation modules re-run with a fresh seed
//    (replay_func.cc).
// Candidates are deduplicated by a structural hash of the scheduled payload.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SEARCHSTRATEGY_H
#define MSCHED_SEARCHSTRATEGY_H

#include "msched/Modules/DesignSpace.h"
#include "msched/Modules/TransformModule.h"
#include "msched/Runner.h"
#include "msched/Search/CostModel/CostModel.h"
#include "msched/Search/Database/Database.h"
#include "msched/Search/Mutator/Mutator.h"
#include "msched/Traces/Trace.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace msched {

/// A trace (decisions recorded) and the payload it produces.
struct Candidate {
  Trace trace;
  mlir::OwningOpRef<mlir::ModuleOp> payload;
  std::string hash; ///< structuralHash(payload): duplicates count once

  Candidate(Trace trace, mlir::OwningOpRef<mlir::ModuleOp> payload);
  /// The payload's text, as sent to the runner.
  std::string payloadText() const;

  /// The payload's features (extractFeatures with the default options; no
  /// rows when extraction fails, which the cost models ignore). Extracted on
  /// first use and kept, so that a candidate scored by the search and then
  /// measured and learned from is extracted once.
  const FeatureRows &features(const FeatureOptions &options = {}) const;
  std::shared_ptr<const FeatureRows>
  sharedFeatures(const FeatureOptions &options = {}) const;
  /// Adopts rows already extracted for a payload of the same hash.
  void setFeatures(std::shared_ptr<const FeatureRows> rows) const {
    featureRows = std::move(rows);
  }

private:
  mutable std::shared_ptr<const FeatureRows> featureRows;
};

/// What a search strategy works on: one task of a workload.
struct TuneContext {
  mlir::ModuleOp workload; ///< not modified
  std::string funcName;
  std::vector<TransformModule *> modules; ///< the design space's modules
  uint64_t seed = 0;
  /// How candidates' features are extracted (threads: the run's).
  FeatureOptions features;
  /// How the design space is composed (decision sharing).
  DesignSpaceOptions space;
};

/// Replays traces on the task, with every diagnostic captured instead of
/// printed (a failing replay is a rejected candidate, not an error).
class CandidateSampler {
public:
  /// Loads the trace extensions into the context (loadTraceExtensions), so
  /// that replays change nothing in it: copies of a sampler may replay on
  /// several threads at once (ParallelFor.h), one copy per thread.
  explicit CandidateSampler(const TuneContext &context);
  CandidateSampler(const CandidateSampler &) = default;

  /// Replays `trace` (its decisions; sampling instructions without one draw
  /// from `seed`). Fails when the trace does not fit (the reason is in
  /// getLastError()).
  mlir::FailureOr<Candidate> replay(const Trace &trace, uint64_t seed = 0);
  /// Replays the trace of a stored tuning record; fails, without a
  /// diagnostic, when it does not decode or does not fit this task.
  mlir::FailureOr<Candidate> replayRecord(const Database &database,
                                          const TuningRecord &record);
  /// A fresh sample of the design space: `spaceTrace` (decisions stripped)
  /// replayed with random decisions drawn from `seed`.
  mlir::FailureOr<Candidate> sample(const Trace &spaceTrace, uint64_t seed);

  const std::string &getLastError() const { return lastError; }

private:
  const TuneContext &context;
  std::string lastError;
};

/// Settings of the evolutionary search; defaults are MetaSchedule's.
struct EvolutionaryOptions {
  unsigned population = 512;
  double initMeasuredRatio = 0.2;
  unsigned initMinUnmeasured = 50;
  unsigned maxFailCount = 5; ///< rounds of failed init sampling
  unsigned geneticIterations = 4;
  double mutateProbability = 0.85;
  unsigned geneticMaxFailCount = 10; ///< failed mutations per child
  double epsGreedy = 0.05;
  /// Add the default schedule (the untransformed task, an empty trace) to
  /// the initial population and measure it in the first batch: a tuned
  /// result is then never slower than the untuned one. Not in MetaSchedule.
  bool includeDefault = true;
  /// Put one fresh sample of each design space that has none measured yet
  /// into the next batches (at most half of a batch): every variant of the
  /// space is measured at least once. With an informed model the sample is
  /// the space's best-scored one and is measured in score order among the
  /// model's picks (before them otherwise). Not in MetaSchedule.
  bool measureEachSpace = true;
  /// Threads that replay candidates (fresh samples, the database's best,
  /// mutated children; ParallelFor.h), 0: one per hardware thread. Each
  /// child mutates on a random stream of its own, so the candidates do not
  /// depend on this. MetaSchedule also replays on several threads
  /// (parallel_for_dynamic).
  unsigned threads = 0;
};

class SearchStrategy {
public:
  virtual ~SearchStrategy();
  /// "evolutionary", "replay-trace", "replay-func".
  virtual llvm::StringRef getName() const = 0;
  /// Up to `count` candidates not measured before (deduplicated by hash,
  /// also against the database's records of this task). Fewer or none when
  /// the space seems exhausted.
  virtual std::vector<Candidate> nextBatch(unsigned count) = 0;
  /// The measured results of the last batch, in order.
  virtual void notifyMeasured(llvm::ArrayRef<Candidate> batch,
                              llvm::ArrayRef<MeasureResult> results) = 0;
  /// Candidates the last nextBatch() took from the cost model's ranking and
  /// at random (eps-greedy), for reports; both 0 for strategies without a
  /// model. The rest of the batch is the default schedule
  /// (EvolutionaryOptions::includeDefault).
  virtual std::pair<unsigned, unsigned> lastBatchComposition() const {
    return {0, 0};
  }
};

/// Marks `hash` as measured for every strategy of a task (shared by the
/// strategies and the tuner so a restarted run does not re-measure).
using MeasuredSet = std::unordered_set<std::string>;

std::unique_ptr<SearchStrategy>
createReplayTraceStrategy(const TuneContext &context, MeasuredSet &measured);
std::unique_ptr<SearchStrategy>
createReplayFuncStrategy(const TuneContext &context, MeasuredSet &measured);
/// `database`/`workloadId`/`target` give the measured top-k for the initial
/// population (may be null); `costModel` ranks candidates.
std::unique_ptr<SearchStrategy> createEvolutionaryStrategy(
    const TuneContext &context, MeasuredSet &measured, CostModel &costModel,
    const Database *database, size_t workloadId, std::string target,
    EvolutionaryOptions options = {},
    std::vector<WeightedMutator> mutators = createDefaultCpuMutators());

} // namespace msched

#endif // MSCHED_SEARCHSTRATEGY_H
