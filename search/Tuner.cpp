//===- Tuner.cpp - The tuning loop behind msched-tune ---------------------===//

#include "msched/Search/Tuner.h"
#include "msched/HostLock.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Search/CostModel/CostModel.h"
#include "msched/Search/Database/ApplyHistoryBest.h"
#include "msched/Search/Database/Database.h"
#include "msched/Search/Feature/Features.h"
#include "msched/Search/Measurer.h"
#include "msched/TaskExtraction.h"
#include "msched/Traces/TraceFile.h"
#include "msched/Traces/TraceJson.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"

#include <chrono>

using namespace mlir;
using namespace msched;

namespace {

/// The search and the model's training hold a named timing lock shared, like
/// the workers' builds: another process on this host (a second run, an MPI
/// rank) never times a candidate while this one computes on the other core.
/// Null without a lock path; a lock that cannot be taken is only a warning
/// (the timings may then overlap this process's work, as before).
std::unique_ptr<HostLock> holdWhileComputing(const RunnerOptions &runner,
                                             llvm::raw_ostream &log) {
  if (runner.timingLockPath.empty())
    return nullptr;
  std::string error;
  std::unique_ptr<HostLock> lock =
      HostLock::acquire(runner.timingLockPath, error, HostLock::Mode::Shared);
  if (!lock)
    log << "warning: " << error << "\n";
  return lock;
}

/// Everything the loop keeps per task.
struct TaskState {
  Task task;
  TaskOutcome outcome;
  size_t workloadId = 0;
  WorkloadRef ref;
  /// The cost model's label group: the workload and the target
  /// (TrainingData.h groups pretraining records the same way).
  std::string modelGroup;
  TuneContext context;
  MeasuredSet measured;
  std::unique_ptr<SearchStrategy> strategy;
  unsigned emptyRounds = 0;
};

/// The model's estimated latency, as the task scheduler minimizes it: the sum
/// over tasks of weight x best seconds (TVM's weighted end-to-end latency),
/// and how many tasks have a best time yet.
void logModelEstimate(llvm::raw_ostream &log,
                      const std::vector<TaskState> &states,
                      const std::vector<double> &weights) {
  double seconds = 0;
  size_t timed = 0;
  for (auto [s, weight] : llvm::zip(states, weights))
    if (s.outcome.bestSeconds) {
      seconds += weight * *s.outcome.bestSeconds;
      ++timed;
    }
  log << "  model estimate: " << llvm::formatv("{0:e3}", seconds)
      << " s (sum of weight x best over " << timed << " of " << states.size()
      << " tasks timed)\n";
}

/// MetaSchedule stops a task after this many rounds without new candidates.
constexpr unsigned kMaxEmptyRounds = 5;

const llvm::StringRef kStrategyNames[] = {"evolutionary", "replay-trace",
                                          "replay-func"};

llvm::raw_ostream &nullStream() {
  static llvm::raw_null_ostream os;
  return os;
}

std::string costModelDir(const TunerOptions &options) {
  llvm::SmallString<256> dir(options.workDir);
  llvm::sys::path::append(dir, "cost_model");
  return std::string(dir);
}

llvm::Expected<std::unique_ptr<CostModel>>
makeCostModel(const TunerOptions &options, llvm::raw_ostream &log) {
  if (options.costModel == "random") {
    if (!options.pretrainedCostModel.empty() || options.costModelObjective)
      return llvm::createStringError(
          "the random cost model takes no pretrained model or objective");
    return createRandomCostModel(options.seed);
  }
  if (options.costModel != "xgb" && options.costModel != "xgboost")
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unknown cost model '" + options.costModel +
                                       "' (expected xgb or random)");
  XGBoostOptions xgb;
  xgb.seed = options.seed;
  xgb.warmupSamples = options.costModelWarmup;
  if (options.costModelObjective)
    xgb.objective = *options.costModelObjective;
  const std::string &pretrained = options.pretrainedCostModel;
  if (!pretrained.empty()) {
    llvm::Expected<XGBObjective> saved =
        XGBoostCostModel::savedObjective(pretrained);
    if (!saved)
      return llvm::createStringError("pretrained cost model: " +
                                     llvm::toString(saved.takeError()));
    if (options.costModelObjective && *saved != xgb.objective)
      return llvm::createStringError(
          "pretrained cost model '" + pretrained +
          "' was trained with another objective than the one asked for");
    xgb.objective = *saved;
  } else if (!options.costModelObjective) {
    // Resuming: keep the objective the run's saved model was trained with
    // (a pretrained rank model must not be replaced by a blind reg one).
    std::string dir = costModelDir(options);
    if (llvm::sys::fs::exists(dir)) {
      llvm::Expected<XGBObjective> saved =
          XGBoostCostModel::savedObjective(dir);
      if (saved)
        xgb.objective = *saved;
      else
        llvm::consumeError(saved.takeError());
    }
  }
  llvm::Expected<std::unique_ptr<XGBoostCostModel>> model =
      XGBoostCostModel::create(xgb);
  if (!model)
    return model.takeError();
  if (!pretrained.empty()) {
    if (llvm::Error e = (*model)->loadPretrained(pretrained))
      return llvm::createStringError("pretrained cost model: " +
                                     llvm::toString(std::move(e)));
    log << "cost model: pretrained on " << (*model)->pretrainedSize()
        << " candidates of " << (*model)->numWorkloads() << " workload groups ("
        << pretrained << ")\n";
  }
  return std::unique_ptr<CostModel>(std::move(*model));
}

std::string gflopsText(double flops, double seconds) {
  return llvm::formatv("{0:F2}", flops / seconds / 1e9).str();
}

/// The run's progress: `done` of `total` trials (earlier runs' included),
/// the wall time so far and the time left at this run's pace.
void progressBar(llvm::raw_ostream *os, unsigned done, unsigned total,
                 unsigned doneThisRun, double elapsedSeconds) {
  if (!os || total == 0)
    return;
  done = std::min(done, total);
  unsigned width = 30, filled = done * width / total;
  std::string line =
      "[" + std::string(filled, '#') + std::string(width - filled, '.') + "] " +
      std::to_string(done) + "/" + std::to_string(total) + " trials, " +
      llvm::formatv("{0:F0}", elapsedSeconds).str() + " s";
  if (doneThisRun > 0 && done < total)
    line +=
        ", ETA " +
        llvm::formatv("{0:F0}", elapsedSeconds / doneThisRun * (total - done))
            .str() +
        " s";
  *os << "\r" << line << "   ";
  if (done == total)
    *os << "\r" << std::string(line.size() + 3, ' ') << "\r";
  os->flush();
}

/// Confirmation passes at most: the first on the search's top, then one per
/// round of newcomers that overtook the confirmed schedules.
constexpr size_t kMaxConfirmPasses = 4;

/// TunerOptions::confirmTop: measures the task's fastest schedules again,
/// every schedule once per round, and commits each measurement, so that the
/// database ranks them by the median of all their repeats. A schedule that
/// then ranks first without having been measured again (its one lucky
/// measurement now beats the confirmed medians) is confirmed in turn, with
/// the others of the top that were not, up to kMaxConfirmPasses passes.
void confirmTopSchedules(TaskState &s, Database &database, Measurer &measurer,
                         StringRef target, const TunerOptions &options,
                         llvm::function_ref<bool()> stopped,
                         llvm::raw_ostream &log) {
  // A task measured only a few times in this run (a whole model's small
  // tasks) is not confirmed: re-measuring would cost more than its search.
  if (options.confirmTop < 2 || options.confirmRounds == 0 ||
      s.outcome.trialsThisRun < 4 * options.confirmTop || stopped())
    return;
  // The search's ranking, for the log: which of its schedules won.
  std::vector<const TuningRecord *> searchOrder = database.getTopK(
      s.workloadId, target, options.confirmTop * (kMaxConfirmPasses + 1));
  std::optional<double> first =
      searchOrder.empty() ? std::nullopt
                          : database.pooledMedianSeconds(*searchOrder.front());
  CandidateSampler sampler(s.context);
  // `tried`: picked for a pass (a record that does not replay is not picked
  // again); `confirmed`: also measured again.
  llvm::SmallPtrSet<const TuningRecord *, 16> tried, confirmed;
  unsigned failures = 0;
  SmallVector<std::pair<size_t, unsigned>> passes; // (schedules, measured)
  std::vector<const TuningRecord *> batch =
      database.getTopK(s.workloadId, target, options.confirmTop);
  while (!batch.empty() && passes.size() < kMaxConfirmPasses && !stopped()) {
    // The payloads: the traces replayed on the task.
    std::vector<const TuningRecord *> records;
    std::vector<std::optional<std::string>> texts;
    for (const TuningRecord *r : batch) {
      tried.insert(r);
      FailureOr<Candidate> c = sampler.replayRecord(database, *r);
      if (failed(c))
        continue;
      confirmed.insert(r);
      records.push_back(r);
      texts.push_back(c->payloadText());
    }
    if (passes.empty() && records.size() < 2)
      return;
    unsigned measured = 0;
    bool workerError = false;
    for (unsigned round = 0; round < options.confirmRounds && !stopped();
         ++round) {
      measurer.measure(
          s.ref, texts, [&](size_t) { return options.runner.timing; },
          [&](size_t i, MeasureResult r) {
            if (r.status == MeasureStatus::WorkerError) {
              workerError = true;
              return false;
            }
            // The same trace text, so the database pools the repeats.
            TuningRecord record;
            record.workload = s.workloadId;
            record.trace = records[i]->trace;
            record.status = r.status;
            record.reason = r.reason;
            record.runSeconds = r.repeatSeconds;
            record.target = target.str();
            record.args = records[i]->args;
            if (llvm::Error e = database.commitTuningRecord(std::move(record)))
              log << "warning: record not stored: "
                  << llvm::toString(std::move(e)) << "\n";
            ++measured;
            failures += !r.ok();
            return !stopped();
          });
      if (workerError)
        break;
    }
    passes.push_back({records.size(), measured});
    if (workerError)
      break;
    // Done when the best is a confirmed schedule; else confirm the top's
    // newcomers.
    std::vector<const TuningRecord *> top =
        database.getTopK(s.workloadId, target, options.confirmTop);
    batch.clear();
    if (!top.empty() && !tried.contains(top.front()))
      llvm::copy_if(top, std::back_inserter(batch),
                    [&](const TuningRecord *r) { return !tried.contains(r); });
  }
  std::vector<const TuningRecord *> best =
      database.getTopK(s.workloadId, target, 1);
  if (best.empty() || passes.empty())
    return;
  s.outcome.bestSeconds = database.pooledMedianSeconds(*best.front());
  size_t rank = llvm::find(searchOrder, best.front()) - searchOrder.begin();
  log << "confirm @" << s.task.funcName << ": measured the top "
      << passes.front().first << " schedules " << passes.front().second
      << " more times";
  for (auto [schedules, measured] : llvm::drop_begin(passes))
    log << ", then " << schedules << " that overtook them " << measured
        << " more times";
  if (failures)
    log << " (" << failures << " failed)";
  log << "; best: the search's #";
  if (rank < searchOrder.size())
    log << rank + 1;
  else
    log << ">" << searchOrder.size();
  log << ", " << llvm::formatv("{0:e3}", *s.outcome.bestSeconds) << " s ("
      << gflopsText(s.task.flops, *s.outcome.bestSeconds)
      << " GFLOP/s, median of all its repeats";
  if (!confirmed.contains(best.front()))
    log << ", not confirmed";
  log << "; the search's best measured "
      << llvm::formatv("{0:e3}", first.value_or(0)) << " s)\n";
}

} // namespace

TimingSettings msched::candidateTiming(const TunerOptions &options,
                                       std::optional<double> bestSeconds) {
  TimingSettings timing = options.runner.timing;
  if (!bestSeconds)
    return timing;
  // The floor keeps one unlucky call (preemption, page faults) from
  // deciding a microsecond kernel's time.
  if (options.stopSlowerThanBest > 0)
    timing.stopSlowerThanSeconds =
        std::max(options.stopSlowerThanBest * *bestSeconds,
                 TunerOptions::kMinStopSlowerThanSeconds);
  if (options.cutShortSlowerThanBest > 0)
    timing.cutShortAfterSeconds =
        std::max(options.cutShortSlowerThanBest * *bestSeconds,
                 TunerOptions::kMinCutShortSeconds);
  if (*bestSeconds * 1000 >= timing.minRepeatMs)
    timing.number = 1;
  return timing;
}

FailureOr<std::vector<TaskOutcome>> msched::tune(ModuleOp workload,
                                                 const TunerOptions &options) {
  MLIRContext *ctx = workload.getContext();
  loadModuleExtensions(*ctx);
  llvm::raw_ostream &log = options.log ? *options.log : nullStream();
  auto runStart = std::chrono::steady_clock::now();

  FailureOr<std::vector<Task>> tasks = collectTasks(workload);
  if (failed(tasks))
    return failure();

  // The design space targets the run's threads (MetaSchedule: the target's
  // num-cores), for the run only.
  int64_t previousCores = getTargetCores();
  setTargetCores(options.runner.timing.effectiveThreads());
  llvm::scope_exit restoreCores([&] { setTargetCores(previousCores); });

  std::string error;
  std::vector<std::string> notes;
  FailureOr<ModuleList> modules =
      createModuleList(options.modules, error, &notes);
  if (failed(modules))
    return workload.emitError() << "bad module list: " << error;
  for (const std::string &note : notes)
    log << "note: " << note << "\n";

  // Every option is checked before the database is opened: a rejected run
  // leaves no files behind.
  if (!llvm::is_contained(kStrategyNames, options.strategy))
    return workload.emitError()
           << "unknown search strategy '" << options.strategy
           << "' (expected evolutionary, replay-trace or replay-func)";
  llvm::Expected<std::unique_ptr<CostModel>> model =
      makeCostModel(options, log);
  if (!model)
    return workload.emitError() << llvm::toString(model.takeError());

  llvm::Expected<std::unique_ptr<Database>> opened =
      Database::open(options.workDir);
  if (!opened)
    return workload.emitError() << llvm::toString(opened.takeError());
  Database &database = **opened;
  for (const DatabaseWarning &w : database.loadWarnings())
    log << "warning: " << w.str() << "\n";

  std::string modelDir = costModelDir(options);
  bool modelLoaded = false;
  if (llvm::sys::fs::is_directory(modelDir)) {
    if (llvm::Error e = (*model)->load(modelDir))
      log << "note: cost model not resumed (" << llvm::toString(std::move(e))
          << "); retraining from the database\n";
    else
      modelLoaded = true;
  }

  std::unique_ptr<Measurer> localMeasurer;
  if (!options.measurer)
    localMeasurer = createLocalMeasurer(options.runner);
  Measurer &measurer = options.measurer ? *options.measurer : *localMeasurer;
  std::string target = hostTarget(options.runner.timing.effectiveThreads());
  std::vector<TaskState> states(tasks->size());
  std::vector<double> weights;
  std::vector<MeasuredCandidate> resumed;
  unsigned alreadySpent = 0;
  for (auto [i, task] : llvm::enumerate(*tasks)) {
    TaskState &s = states[i];
    s.task = task;
    s.outcome.funcName = task.funcName;
    s.outcome.flops = task.flops;
    auto func = workload.lookupSymbol<func::FuncOp>(task.funcName);
    llvm::Expected<size_t> id = database.commitWorkload(func);
    if (!id)
      return func.emitError() << llvm::toString(id.takeError());
    s.workloadId = *id;
    FailureOr<OwningOpRef<ModuleOp>> taskModule =
        extractTask(workload, task.funcName);
    if (failed(taskModule))
      return failure();
    std::string ir = printOp(**taskModule);
    // The database's key of this workload is the runner's key too.
    s.ref = WorkloadRef{database.getWorkload(*id).hash, ir, task.funcName};
    s.modelGroup = s.ref.key + " " + target;
    s.context.workload = workload;
    s.context.funcName = task.funcName;
    s.context.modules = getModulePointers(*modules);
    s.context.seed = RandomEngine::streamSeed(options.seed, i);
    s.context.space.shareDecisions = options.shareDecisions;
    s.context.features.threads = options.runner.timing.effectiveThreads();
    weights.push_back(double(taskWeight(func)));

    // Resume: earlier records count, are not re-measured, and train the
    // model (unless the saved model already holds them).
    CandidateSampler sampler(s.context);
    // A trace measured again (confirmation) is one trial.
    for (const StoredSchedule &schedule : database.getSchedules(s.workloadId)) {
      if (schedule.first->target != target)
        continue;
      ++s.outcome.trials;
      ++alreadySpent;
      FailureOr<Candidate> c = sampler.replayRecord(database, *schedule.first);
      if (failed(c))
        continue;
      s.measured.insert(c->hash);
      if (!modelLoaded)
        resumed.push_back({s.modelGroup, c->features(s.context.features),
                           schedule.medianSeconds});
    }
    std::vector<const TuningRecord *> top =
        database.getTopK(s.workloadId, target, 1);
    if (!top.empty())
      s.outcome.bestSeconds = database.pooledMedianSeconds(*top.front());
    if (s.outcome.trials)
      log << "resuming @" << task.funcName << ": " << s.outcome.trials
          << " trials in the database\n";
  }
  if (!resumed.empty())
    if (llvm::Error e = (*model)->update(resumed))
      log << "warning: cost model: " << llvm::toString(std::move(e)) << "\n";

  for (size_t i = 0; i < states.size(); ++i) {
    TaskState &s = states[i];
    if (options.strategy == "replay-trace")
      s.strategy = createReplayTraceStrategy(s.context, s.measured);
    else if (options.strategy == "replay-func")
      s.strategy = createReplayFuncStrategy(s.context, s.measured);
    else // evolutionary (kStrategyNames)
      s.strategy = createEvolutionaryStrategy(s.context, s.measured, **model,
                                              &database, s.workloadId, target,
                                              options.evolutionary);
  }

  auto stopped = [&] { return options.stop && options.stop->load(); };

  // Untuned baselines (the reference outputs come with them).
  if (options.measureUntuned)
    for (TaskState &s : states) {
      if (stopped())
        break;
      MeasureResult r;
      r.status = MeasureStatus::WorkerError;
      r.reason = "not measured";
      std::optional<std::string> untransformed;
      measurer.measure(
          s.ref, untransformed, [&](size_t) { return options.runner.timing; },
          [&](size_t, MeasureResult m) {
            r = std::move(m);
            return true;
          });
      if (r.ok())
        s.outcome.untunedSeconds = r.medianSeconds;
      else
        log << "warning: @" << s.task.funcName
            << " untransformed: " << statusName(r.status) << ": " << r.reason
            << "\n";
    }

  TaskSchedulerOptions schedOptions;
  schedOptions.kind = options.taskScheduler;
  schedOptions.maxTrialsGlobal =
      std::max<int64_t>(0, int64_t(options.trials) - alreadySpent);
  llvm::Expected<TaskScheduler> scheduler =
      TaskScheduler::create(weights, schedOptions);
  if (!scheduler)
    return workload.emitError() << llvm::toString(scheduler.takeError());

  unsigned round = 0;
  unsigned measuredThisRun = 0;
  while (!stopped()) {
    std::optional<size_t> next = scheduler->nextTask();
    if (!next)
      break;
    TaskState &s = states[*next];
    int64_t left = scheduler->remainingTrials(*next);
    unsigned want = static_cast<unsigned>(
        std::min<int64_t>(options.trialsPerRound, left > 0 ? left : 0));
    if (want == 0) {
      scheduler->markDone(*next);
      continue;
    }
    // Released before measuring: the workers take it exclusively to time.
    std::unique_ptr<HostLock> computing =
        holdWhileComputing(options.runner, log);
    std::vector<Candidate> batch = s.strategy->nextBatch(want);
    // Whether the model's scores picked this batch (the update below may
    // train it for the next one).
    bool informedAtPick = (*model)->isInformed();
    ++round;
    if (batch.empty()) {
      log << "round " << round << " @" << s.task.funcName
          << ": no new candidate";
      if (++s.emptyRounds >= kMaxEmptyRounds) {
        log << "; the space looks exhausted, task done";
        scheduler->markDone(*next);
      }
      log << "\n";
      if (llvm::Error e = scheduler->update(*next, 0, s.outcome.bestSeconds))
        llvm::consumeError(std::move(e));
      continue;
    }
    s.emptyRounds = 0;

    std::vector<MeasureResult> results;
    std::vector<MeasuredCandidate> learned;
    std::vector<std::optional<std::string>> texts;
    for (const Candidate &c : batch)
      texts.push_back(c.payloadText());
    auto timingFor = [&](size_t) {
      return candidateTiming(options, s.outcome.bestSeconds);
    };
    std::optional<std::string> cannotMeasure;
    auto onResult = [&](size_t i, MeasureResult r) {
      const Candidate &c = batch[i];
      if (r.status == MeasureStatus::WorkerError) {
        cannotMeasure = r.reason;
        return false;
      }
      // Durable before anything else (invariant 5).
      if (llvm::Error e = database.commitTuningRecord(s.workloadId, c.trace, r,
                                                      target, s.task.args))
        log << "warning: record not stored: " << llvm::toString(std::move(e))
            << "\n";
      ++s.outcome.trials;
      ++s.outcome.trialsThisRun;
      if (r.ok()) {
        if (!s.outcome.bestSeconds || r.medianSeconds < *s.outcome.bestSeconds)
          s.outcome.bestSeconds = r.medianSeconds;
      } else {
        ++s.outcome.failures[statusName(r.status)];
      }
      learned.push_back(
          {s.modelGroup, c.features(s.context.features),
           r.ok() ? std::optional<double>(r.medianSeconds) : std::nullopt});
      std::string status = statusName(r.status);
      double buildSeconds = r.buildSeconds, runSeconds = r.runPhaseSeconds,
             roundTrip = r.roundTripSeconds;
      results.push_back(std::move(r));
      ++measuredThisRun;
      double wall = std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - runStart)
                        .count();
      s.outcome.curve.push_back(
          {s.outcome.trials, wall,
           s.outcome.bestSeconds && *s.outcome.bestSeconds > 0
               ? s.task.flops / *s.outcome.bestSeconds / 1e9
               : 0.0,
           std::move(status), buildSeconds, runSeconds, roundTrip});
      progressBar(options.progress, alreadySpent + measuredThisRun,
                  std::max(options.trials, alreadySpent), measuredThisRun,
                  wall);
      return !stopped();
    };
    computing.reset();
    if (!stopped())
      measurer.measure(s.ref, texts, timingFor, onResult);
    computing = holdWhileComputing(options.runner, log);
    if (cannotMeasure)
      return workload.emitError() << "cannot measure: " << *cannotMeasure;
    // Only what was measured (a stop may cut the batch short).
    s.strategy->notifyMeasured(
        ArrayRef<Candidate>(batch).take_front(results.size()), results);
    if (llvm::Error e = (*model)->update(learned))
      log << "warning: cost model: " << llvm::toString(std::move(e)) << "\n";
    if (llvm::Error e = (*model)->save(modelDir))
      log << "warning: cost model not saved: " << llvm::toString(std::move(e))
          << "\n";
    if (llvm::Error e =
            scheduler->update(*next, results.size(), s.outcome.bestSeconds))
      llvm::consumeError(std::move(e));

    log << "round " << round << " @" << s.task.funcName << ": trials "
        << s.outcome.trials << ", best ";
    if (s.outcome.bestSeconds)
      log << llvm::formatv("{0:e3}", *s.outcome.bestSeconds) << " s ("
          << gflopsText(s.task.flops, *s.outcome.bestSeconds) << " GFLOP/s)";
    else
      log << "-";
    auto [ranked, random] = s.strategy->lastBatchComposition();
    if (ranked + random) {
      // Before the model has trained its scores are random: say so.
      if (informedAtPick)
        log << ", picked " << ranked << " by model + " << random << " random";
      else
        log << ", picked " << ranked + random << " random (cost model "
            << (*model)->name() << " not trained yet)";
      if (batch.size() > ranked + random)
        log << " + the default schedule";
    }
    if (!s.outcome.failures.empty()) {
      log << ", failures:";
      for (auto &[why, n] : s.outcome.failures)
        log << " " << why << " " << n;
    }
    if (std::string who = measurer.lastBatchSummary(); !who.empty())
      log << ", measured by " << who;
    log << "\n";
    if (states.size() > 1 || weights.front() != 1)
      logModelEstimate(log, states, weights);
    log.flush();
  }
  for (TaskState &s : states)
    confirmTopSchedules(s, database, measurer, target, options, stopped, log);
  if (stopped())
    log << "stopped: every measured candidate is in the database\n";

  // Best traces and the scheduled module.
  llvm::SmallString<256> bestDir(options.workDir);
  llvm::sys::path::append(bestDir, "best");
  llvm::sys::fs::create_directories(bestDir);
  std::vector<TaskOutcome> outcomes;
  for (TaskState &s : states) {
    std::vector<const TuningRecord *> top =
        database.getTopK(s.workloadId, target, 1);
    if (!top.empty()) {
      FailureOr<Trace> trace = database.decodeTrace(*top.front(), ctx);
      if (succeeded(trace)) {
        trace->setFuncName(s.task.funcName);
        s.outcome.bestTraceMLIR = trace->str();
        if (FailureOr<nlohmann::json> json = traceToJson(*trace);
            succeeded(json))
          s.outcome.bestTraceJson = json->dump(2);
        llvm::SmallString<256> path(bestDir);
        llvm::sys::path::append(path, s.task.funcName + ".trace.mlir");
        (void)writeTraceFile(*trace, path);
        path = bestDir;
        llvm::sys::path::append(path, s.task.funcName + ".trace.json");
        (void)writeTraceFile(*trace, path);
      }
    }
    outcomes.push_back(s.outcome);
  }
  OwningOpRef<ModuleOp> scheduled(cast<ModuleOp>(workload->clone()));
  if (succeeded(applyHistoryBest(*scheduled, database, target))) {
    llvm::SmallString<256> path(options.workDir);
    llvm::sys::path::append(path, "scheduled.mlir");
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (!ec)
      scheduled->print(os);
  }
  return outcomes;
}

void msched::printSummary(llvm::raw_ostream &os,
                          const std::vector<TaskOutcome> &tasks,
                          double peakGflops) {
  os << llvm::formatv("{0,-20} {1,7} {2,13} {3,13} {4,8} {5,9} {6,7}\n", "task",
                      "trials", "untuned s", "best s", "speedup", "GFLOP/s",
                      "%peak");
  for (const TaskOutcome &t : tasks) {
    std::string untuned = t.untunedSeconds
                              ? llvm::formatv("{0:e3}", *t.untunedSeconds).str()
                              : "-";
    std::string best =
        t.bestSeconds ? llvm::formatv("{0:e3}", *t.bestSeconds).str() : "-";
    std::string speedup =
        t.untunedSeconds && t.bestSeconds
            ? llvm::formatv("{0:F1}x", *t.untunedSeconds / *t.bestSeconds).str()
            : "-";
    std::string gflops =
        t.bestSeconds ? gflopsText(t.flops, *t.bestSeconds) : "-";
    std::string peak =
        t.bestSeconds && peakGflops > 0
            ? llvm::formatv("{0:F1}%",
                            100 * t.flops / *t.bestSeconds / 1e9 / peakGflops)
                  .str()
            : "-";
    os << llvm::formatv("{0,-20} {1,7} {2,13} {3,13} {4,8} {5,9} {6,7}\n",
                        "@" + t.funcName, t.trials, untuned, best, speedup,
                        gflops, peak);
  }
}
