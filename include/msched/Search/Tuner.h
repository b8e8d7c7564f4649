//===- Tuner.h - The tuning loop behind msched-tune -------------*- C++ -*-===//
//
// MetaSchedule's tune_tir loop: a task scheduler spends a global trial budget
// across the tasks (public functions) of a module; for the chosen task the
// search strategy proposes a batch, the builder/runner measures it in worker
// processes (outputs checked), every result is committed to the database at
// once (flushed and fsynced), the cost model learns from it. A failing
// candidate costs one trial and is recorded with its reason (DESIGN.md
// invariants 3-5). A restarted run resumes from the database: its records
// count toward the budget, are never measured again, train the cost model,
// and seed the evolutionary search's population.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TUNER_H
#define MSCHED_TUNER_H

#include "msched/Runner.h"
#include "msched/Search/CostModel/CostModel.h"
#include "msched/Search/Measurer.h"
#include "msched/Search/Strategy/SearchStrategy.h"
#include "msched/Search/TaskScheduler.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace msched {

struct TunerOptions {
  std::string workDir;
  /// Total trials (measured candidates) over all tasks, including those
  /// already in the database.
  unsigned trials = 64;
  unsigned trialsPerRound = 64;
  uint64_t seed = 0;
  /// "evolutionary", "replay-trace" or "replay-func".
  std::string strategy = "evolutionary";
  /// "xgb" or "random".
  std::string costModel = "xgb";
  /// XGBoost only: a saved model directory (msched-train-cost-model's output
  /// or a run's cost_model/) to start from, with its training data
  /// (XGBoostCostModel::loadPretrained); "" starts blind. A model the work
  /// directory already holds (an interrupted run) takes precedence: it
  /// contains the pretraining data too.
  std::string pretrainedCostModel;
  /// XGBoost's objective; nullopt: the pretrained model's (or a resumed
  /// run's), else the pack-sum rank loss (XGBoostOptions). One that differs
  /// from the pretrained model's is an error.
  std::optional<XGBObjective> costModelObjective;
  /// XGBoost only: candidates measured before the model's scores are used
  /// (XGBoostOptions::warmupSamples, MetaSchedule's num_warmup_samples);
  /// before that the search picks at random.
  size_t costModelWarmup = XGBoostOptions().warmupSamples;
  /// Module list spec (BuiltinModules.h createModuleList): "default" or
  /// "NAME{OPTIONS},...".
  std::string modules = "default";
  /// Structurally identical blocks of a task share their decisions
  /// (DesignSpaceOptions::shareDecisions).
  bool shareDecisions = true;
  TaskSchedulerKind taskScheduler = TaskSchedulerKind::GradientBased;
  RunnerOptions runner;
  /// Where candidates are measured; null: a local Runner with `runner`'s
  /// options (Measurer.h). The timing settings come from `runner` either way.
  Measurer *measurer = nullptr;
  EvolutionaryOptions evolutionary;
  /// Measure each task untransformed first, for the speedup column.
  bool measureUntuned = true;
  /// A candidate whose warm-up call is this many times (>= 1) slower than
  /// its task's best so far is timed by that call alone
  /// (TimingSettings::stopSlowerThanSeconds); 0: every candidate gets the
  /// full timing protocol. Not in MetaSchedule, whose runner always repeats.
  /// At 2x the best a candidate is unlikely to win, and its warm-up call is
  /// label enough for the cost model (GMM 2048: the timed calls of candidates
  /// at 2-5x the best were most of a trial's cost).
  double stopSlowerThanBest = 2;
  /// ... and whose warm-up call takes more than this many seconds.
  static constexpr double kMinStopSlowerThanSeconds = 0.05;
  /// A candidate whose warm-up call is still running after this many times
  /// (>= 1) its task's best so far is cut short there
  /// (TimingSettings::cutShortAfterSeconds): its worker is killed and it is
  /// recorded as a run timeout, which the cost model learns as a failure;
  /// 0: off. Not in MetaSchedule, whose runner waits for every call.
  double cutShortSlowerThanBest = 5;
  /// ... but never before this many seconds: a killed worker restarts and
  /// reloads the reference outputs, which a short call is not worth.
  static constexpr double kMinCutShortSeconds = 1;
  /// Confirmation (not in MetaSchedule): after the search, the `confirmTop`
  /// fastest schedules of each task are measured again, `confirmRounds`
  /// times each, the rounds interleaved (every schedule once per round), and
  /// every measurement is committed; the database ranks a schedule by the
  /// median of all its repeats (Database::getTopK), so the best is the one
  /// that is fast when measured again, not the luckiest single measurement
  /// (the search keeps the minimum of noisy medians, which favours lucky
  /// outliers: on the AVX2 EPYC of session 22, a GMM 128 best measured at
  /// 70 GFLOP/s re-timed at 33). Re-measurements are not trials. Tasks
  /// measured fewer than 4 x confirmTop times in this run (e.g. the small
  /// tasks of a whole model) are not confirmed. 0 (or fewer than two
  /// schedules): no confirmation. Four rounds, not two: the pooled
  /// repeats include the search's own measurement, the lucky one that put
  /// the schedule in the top, so with two more the median of the three is
  /// the faster of the two fresh ones (TBG, session 45: 3.38e-4 s in the
  /// search, then 3.49e-4 and 4.11e-4: kept at 3.49e-4 s, 72 GFLOP/s, and
  /// re-timed at 62-68); with four, the second fastest of four.
  /// When a schedule that was not measured again then ranks first (its one
  /// measurement beats the confirmed medians, which regress towards the
  /// schedules' true speed), it and the rest of the top `confirmTop` that
  /// were not confirmed are measured `confirmRounds` times too, up to 4
  /// passes in all, so the best is a confirmed schedule (GRP at 2 threads,
  /// session 55, AMD EPYC znver5: the search's 5th schedule, measured once, had
  /// become the best; re-timed at 223.5 GFLOP/s against 234.8 reported).
  unsigned confirmTop = 4;
  unsigned confirmRounds = 4;
  /// Peak GFLOP/s for the "% of peak" column (0: not shown).
  double peakGflops = 0;
  /// Set (e.g. by a SIGINT handler) to stop after the current candidate.
  std::atomic<bool> *stop = nullptr;
  /// Round lines and the summary go here; progress to `progress` if set.
  llvm::raw_ostream *log = nullptr;
  llvm::raw_ostream *progress = nullptr;
};

/// The outcome for one task.
struct TaskOutcome {
  std::string funcName;
  double flops = 0;
  std::optional<double> untunedSeconds;
  std::optional<double> bestSeconds;
  unsigned trials = 0; ///< this run and earlier runs
  unsigned trialsThisRun = 0;
  std::map<std::string, unsigned> failures; ///< status -> count (this run)
  std::string bestTraceMLIR;                ///< "" when no valid record
  std::string bestTraceJson;
  /// The tuning curve of this run: one point per trial measured, in order.
  struct CurvePoint {
    unsigned trial;     ///< the task's trial count (earlier runs included)
    double wallSeconds; ///< since the run started (build, search, timing)
    double bestGflops;  ///< the best so far (0 before the first valid one)
    /// Of this trial's candidate (MeasureResult): "ok", "run timeout", ...;
    /// seconds lowering and compiling it in the worker (0 when the worker
    /// did not report it, e.g. a build that timed out); seconds of its
    /// warm-up, timed calls and output check in the worker (0 likewise);
    /// seconds from sending it to a worker to its result (the above, waits
    /// for the timing lock, and the restart of a worker that was stopped).
    std::string status;
    double buildSeconds = 0;
    double runSeconds = 0;
    double roundTripSeconds = 0;
  };
  std::vector<CurvePoint> curve;
};

/// The timing settings of a task's next candidate, given its best time so
/// far (none before its first valid one): `options.runner.timing` with
/// stopSlowerThanSeconds and cutShortAfterSeconds at stopSlowerThanBest and
/// cutShortSlowerThanBest times the best (at least kMinStopSlowerThanSeconds
/// and kMinCutShortSeconds), and one call per repeat instead of `number`
/// once the best call alone lasts min_repeat_ms (a candidate faster than
/// that gets more calls as usual, timeTask grows `number`): a GMM 2048
/// candidate then costs its warm-up and one timed call, not four calls.
TimingSettings candidateTiming(const TunerOptions &options,
                               std::optional<double> bestSeconds);

/// Tunes every task of `workload` (already validated; the module is not
/// modified). The design spaces target the run's threads
/// (setTargetCores(options.runner.timing.effectiveThreads()) for the run).
/// Writes into options.workDir: the database, the cost model,
/// best/<func>.trace.{mlir,json} and scheduled.mlir (the workload with every
/// tuned task replaced by its best schedule). Fails on setup errors (work
/// directory, cost model, no task); candidates' failures are outcomes.
mlir::FailureOr<std::vector<TaskOutcome>> tune(mlir::ModuleOp workload,
                                               const TunerOptions &options);

/// Prints the summary table: per task untuned time, best time, speedup,
/// GFLOP/s and % of peak when given.
void printSummary(llvm::raw_ostream &os, const std::vector<TaskOutcome> &tasks,
                  double peakGflops);

} // namespace msched

#endif // MSCHED_TUNER_H
