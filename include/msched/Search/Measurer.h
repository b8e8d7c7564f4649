//===- Measurer.h - Where the tuner's candidates are measured ---*- C++ -*-===//
//
// The tuner hands each round's candidates to a Measurer: the local one runs
// them on this process's Runner (isolated worker processes, Runner.h), one
// after the other or, on a pool of workers, building in parallel and timing
// one at a time; the MPI one (MpiMeasurer.h) spreads them over the
// ranks of an mpirun job. Results always come back in candidate order, so
// the database and the search see the same sequence whatever the transport.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SEARCH_MEASURER_H
#define MSCHED_SEARCH_MEASURER_H

#include "msched/Runner.h"

#include "llvm/ADT/ArrayRef.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace msched {

class Measurer {
public:
  virtual ~Measurer();

  /// Candidate i's timing settings, asked for when it is sent out (they may
  /// depend on the results reported before, e.g. the early stop).
  using TimingFor = std::function<TimingSettings(size_t)>;
  /// Takes candidate i's result; false stops the batch (nothing more is
  /// sent out; results still in flight are awaited and dropped).
  using OnResult = std::function<bool(size_t, MeasureResult)>;

  /// Measures `candidates` of `workload` (std::nullopt: the untransformed
  /// workload) and calls `onResult` once per candidate in index order, from
  /// 0, until it returns false. Returns how many results were reported.
  virtual size_t measure(const WorkloadRef &workload,
                         llvm::ArrayRef<std::optional<std::string>> candidates,
                         const TimingFor &timingFor,
                         const OnResult &onResult) = 0;

  /// Who measured the last batch, for the round line (e.g. "rank 1: 5,
  /// rank 2: 3"); "" when there is nothing to say (local).
  virtual std::string lastBatchSummary() const { return ""; }
};

/// Measures on a Runner of this process. With options.poolSize > 1 each
/// worker takes the next candidate when it is free; the workers hold the
/// timing lock (options.timingLockPath, else a temporary file of the
/// measurer's own) shared while they build and exclusively while they time,
/// so builds overlap one another but never a timing.
std::unique_ptr<Measurer> createLocalMeasurer(const RunnerOptions &options);

} // namespace msched

#endif // MSCHED_SEARCH_MEASURER_H
