//===- Runner.h - Builder/runner in isolated worker processes ---*- C++ -*-===//
//
// MetaSchedule's Builder + Runner: every candidate is built (lowered and
// JIT-compiled) and timed in a separate worker process (tools/msched-worker),
// so a candidate that crashes or hangs cannot take the caller down. Workers
// form a pool (size 1 by default; a larger pool needs a timing lock, and
// lockWhileBuilding, for its timings not to collide with its builds); a dead
// or timed-out worker is replaced before its next candidate.
//
// Every candidate's outputs are checked against the untransformed workload's
// outputs (computed once per workload per worker, on the same pseudo-random
// inputs) before its time counts (DESIGN.md, invariant 3).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_RUNNER_H
#define MSCHED_RUNNER_H

#include "msched/WorkerProtocol.h"

#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace msched {

enum class MeasureStatus {
  Ok,
  BuildError,   ///< parse, signature, lowering or JIT failure
  BuildTimeout, ///< building took longer than the build timeout
  RunError,     ///< the run reported an error (e.g. the reference failed)
  RunTimeout,   ///< running took longer than the run timeout
  Crash,        ///< the worker died, e.g. of SIGSEGV
  WrongResult,  ///< outputs differ from the reference beyond tolerance
  /// The measurement machinery failed (e.g. the worker cannot start): not
  /// the candidate's fault; callers should stop rather than record it.
  WorkerError,
};

/// "ok", "build error", "build timeout", "run error", "run timeout", "crash",
/// "wrong result", "worker error".
const char *statusName(MeasureStatus status);
/// The status statusName() names; none for any other text.
std::optional<MeasureStatus> statusFromName(llvm::StringRef name);

struct MeasureResult {
  MeasureStatus status = MeasureStatus::Ok;
  /// Why it failed, without the status itself, e.g. for a crash
  /// "SIGSEGV (Segmentation fault) (running)", for a run timeout "no result
  /// after 30 s (running)" (a first call cut short: "no result after 1.4 s
  /// (running): cut short, the limit on a candidate's first call"), for a
  /// wrong result "output #0: max abs error 0.5 at element 12 (relative
  /// tolerance 1.7e-05)".
  std::string reason;
  std::vector<double> repeatSeconds; ///< mean seconds per call, per repeat
  double medianSeconds = 0;          ///< median of repeatSeconds
  double maxAbsError = 0;            ///< largest |out - reference|
  double buildSeconds = 0;           ///< lowering + JIT, in the worker
  double runPhaseSeconds = 0;        ///< warm-up + timing + check, in worker
  double roundTripSeconds = 0;       ///< whole request, seen by the caller
  /// When the worker held the host's timing lock, in seconds of the steady
  /// clock that all processes of the host share (from = to = 0: not held):
  /// shared while it built (RunnerOptions::lockWhileBuilding) and
  /// exclusively while it timed, until its candidate was torn down.
  struct LockInterval {
    double from = 0, to = 0;
    bool held() const { return to > 0; }
  };
  LockInterval buildLockHeld, timingLockHeld;

  bool ok() const { return status == MeasureStatus::Ok; }
};

struct RunnerOptions {
  /// Worker processes; candidates of a batch are spread over them.
  int poolSize = 1;
  double buildTimeoutSeconds = 30;
  double runTimeoutSeconds = 30;
  /// Seconds allowed to build and run the untransformed workload whose
  /// outputs every candidate is checked against (once per workload and
  /// worker). Separate from the candidates' timeouts: untransformed code is
  /// scalar, e.g. GMM 2048 takes about a minute on the hosts of this
  /// project, and with the candidates' budget every candidate of such a
  /// workload failed as a "build timeout (reference)".
  double referenceTimeoutSeconds = 600;
  /// Directory where workers keep the reference outputs between processes
  /// (ReferenceCache.h); empty: each worker computes them once.
  std::string referenceCacheDir;
  /// A file every process timing on this host locks (flock) from its
  /// warm-up call to its output check, so that processes sharing the cores
  /// (several workers, MPI ranks on one host) never time at the same time
  /// while their builds still overlap. "": no lock. The wait for the lock
  /// is bounded by referenceTimeoutSeconds; the kernel releases a dead
  /// worker's lock. A lock that cannot be taken, or not within that time,
  /// is a WorkerError (the host's fault, not the candidate's). The tuner
  /// holds it shared while it searches and trains its cost model
  /// (search/Tuner.cpp), so another run's timing never overlaps that either.
  std::string timingLockPath;
  /// Workers also hold the timing lock, shared, while they compute the
  /// reference and build: builds overlap one another but never a timing
  /// (TVM's LocalBuilder builds a batch in parallel, then its runner times
  /// one candidate at a time). Ignored without a timingLockPath.
  bool lockWhileBuilding = false;
  TimingSettings timing;
  /// The worker executable; empty: $MSCHED_WORKER, else msched-worker next
  /// to the running executable, else the build tree's.
  std::string workerPath;
};

class Worker;

class Runner {
public:
  explicit Runner(RunnerOptions options = {});
  ~Runner();
  Runner(const Runner &) = delete;
  Runner &operator=(const Runner &) = delete;

  /// Builds and times `candidateIR` (a module with the workload's function,
  /// scheduled) or, when absent, the untransformed workload. Never throws;
  /// every failure comes back as a result with its reason.
  MeasureResult measure(const WorkloadRef &workload,
                        const std::optional<std::string> &candidateIR);
  /// The same with other timing settings than the runner's (e.g. the
  /// tuner's per-task TimingSettings::stopSlowerThanSeconds).
  MeasureResult measure(const WorkloadRef &workload,
                        const std::optional<std::string> &candidateIR,
                        const TimingSettings &timing);

  /// The same on worker `worker` (< poolSize()) of the pool; calls on
  /// different workers may run at once, from different threads.
  MeasureResult measureOn(size_t worker, const WorkloadRef &workload,
                          const std::optional<std::string> &candidateIR,
                          const TimingSettings &timing);
  size_t poolSize() const { return workers.size(); }

  /// Measures `candidates` on the pool; results in the same order.
  std::vector<MeasureResult>
  measureBatch(const WorkloadRef &workload,
               const std::vector<std::string> &candidates);

  const RunnerOptions &options() const { return opts; }

private:
  RunnerOptions opts;
  std::vector<std::unique_ptr<Worker>> workers;
};

/// Key of a workload for the worker's reference cache when only its text is
/// at hand: structuralHash(func) (StructuralHash.h, the key the database and
/// the tuner use) of function `funcName` parsed from `ir`; hashText of the
/// name and the text when `ir` does not parse or lacks the function.
std::string workloadKey(const std::string &ir, const std::string &funcName);

} // namespace msched

#endif // MSCHED_RUNNER_H
