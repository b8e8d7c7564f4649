//===- msched-tune.cpp - Tune a workload: the main job --------------------===//
//
//   msched-tune INPUT.mlir --work-dir DIR --trials N [--trials-per-round 64]
//       [--seed S] [--threads T]
//       [--strategy evolutionary|replay-trace|replay-func]
//       [--cost-model xgb|random] [--modules default|SPEC] [--peak GFLOPS|auto]
//
// Validates the workload, tunes every task (public function) within the
// trial budget, prints a line per round and a summary table, and writes into
// DIR the database, each task's best trace (best/F.trace.mlir and .json) and
// the scheduled module (scheduled.mlir). Ctrl-C stops after the candidate in
// flight; everything measured is already in the database, and the same
// command resumes.
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/ModulePlugin.h"
#include "msched/Search/CostModel/CostModel.h"
#ifdef MSCHED_HAVE_MPI
#include "msched/Search/MpiMeasurer.h"
#endif
#include "msched/Search/Tuner.h"
#include "msched/Search/TuningCurve.h"
#include "msched/TaskExtraction.h"
#include "msched/ToolInput.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <thread>
#include <unistd.h>

using namespace msched;
namespace cl = llvm::cl;

static cl::OptionCategory category("msched-tune options");
static cl::opt<std::string> inputPath(cl::Positional, cl::Required,
                                      cl::desc("<input.mlir>"),
                                      cl::cat(category));
static cl::opt<std::string> workDir("work-dir", cl::Required,
                                    cl::desc("Database, cost model, best "
                                             "traces and scheduled module"),
                                    cl::cat(category));
static cl::opt<unsigned> trials("trials", cl::Required,
                                cl::desc("Total measured candidates over all "
                                         "tasks (earlier runs included)"),
                                cl::cat(category));
static cl::opt<unsigned> trialsPerRound("trials-per-round",
                                        cl::desc("Candidates per round"),
                                        cl::init(64), cl::cat(category));
static cl::opt<uint64_t> seed("seed", cl::desc("Seed of every random choice"),
                              cl::init(0), cl::cat(category));
static cl::opt<std::string>
    strategy("strategy",
             cl::desc("evolutionary (default), replay-trace or replay-func"),
             cl::init("evolutionary"), cl::cat(category));
static cl::opt<std::string> costModel(
    "cost-model",
    cl::desc("xgb (default), random, or a pretrained XGBoost model to start "
             "from: a directory written by msched-train-cost-model (or a "
             "run's cost_model/), or a file in it"),
    cl::value_desc("xgb|random|DIR|FILE"), cl::init("xgb"), cl::cat(category));
static cl::opt<std::string> costModelObjective(
    "cost-model-objective",
    cl::desc("XGBoost objective: rank (AutoTVM's pairwise rank loss, the "
             "default) or reg (MetaSchedule's pack-sum squared error); "
             "default with a pretrained model: its own"),
    cl::value_desc("reg|rank"), cl::cat(category));
static cl::opt<unsigned> costModelWarmup(
    "cost-model-warmup",
    cl::desc("XGBoost: candidates measured before its scores are used "
             "(MetaSchedule's num_warmup_samples; default 64, one round, "
             "where MetaSchedule waits for 100; before that the search "
             "picks at random)"),
    cl::init(static_cast<unsigned>(TunerOptions().costModelWarmup)),
    cl::cat(category));
static cl::opt<std::string>
    modules("modules",
            cl::desc("Transformation modules: 'default' or "
                     "NAME{OPTIONS},... (msched-space --list-modules)"),
            cl::init("default"), cl::cat(category));
static cl::opt<std::string>
    taskScheduler("task-scheduler",
                  cl::desc("gradient (default) or round-robin"),
                  cl::init("gradient"), cl::cat(category));
static cl::opt<std::string>
    peakFlag("peak",
             cl::desc("Peak GFLOP/s for the % of peak column, or 'auto': this "
                      "host's measured fp32 FMA peak (cached)"),
             cl::value_desc("GFLOPS|auto"), cl::cat(category));
static cl::opt<unsigned> population("population",
                                    cl::desc("Evolutionary population "
                                             "(MetaSchedule: 512)"),
                                    cl::init(512), cl::cat(category));
static cl::opt<unsigned> searchThreads(
    "search-threads",
    cl::desc("Evolutionary search: threads that replay candidates (0: one "
             "per hardware thread); the candidates do not depend on it"),
    cl::init(0), cl::cat(category));
static cl::opt<bool> measureEachSpace(
    "measure-each-space",
    cl::desc("Evolutionary search: measure one sample of each design space "
             "first, before the cost model's picks (default true)"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> shareDecisions(
    "share-decisions",
    cl::desc("Structurally identical blocks of a task (e.g. the phases of a "
             "transposed convolution, the groups of a grouped one) share "
             "their decisions (default true)"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> extractTasksFlag(
    "extract-tasks",
    cl::desc("Whole models: split each function into fused tasks (an anchor "
             "op with the elementwise ops after it), merge identical ones "
             "with a weight, and tune those against the weighted latency"),
    cl::init(false), cl::cat(category));
static cl::opt<bool> skipUntuned("skip-untuned",
                                 cl::desc("Do not time the untransformed "
                                          "tasks (no speedup column)"),
                                 cl::cat(category));
static cl::opt<double> stopSlowerThanBest(
    "stop-slower-than-best",
    cl::desc("Runner: time a candidate by its warm-up call alone when that "
             "call is this many times slower than the task's best (0: off)"),
    cl::init(2), cl::cat(category));
static cl::opt<double> cutShortSlowerThanBest(
    "cut-short-slower-than-best",
    cl::desc("Runner: stop a candidate whose warm-up call is still running "
             "after this many times the task's best time (at least 1 s; the "
             "worker restarts; recorded as a run timeout; 0: off)"),
    cl::init(5), cl::cat(category));
static cl::opt<unsigned> workerCount(
    "workers",
    cl::desc("Worker processes measuring candidates: they build in parallel "
             "and time one at a time (a build waits while a candidate is "
             "timed), as TVM's builder and runner do; 0: 2 where the host "
             "has 2 or more hardware threads, else 1. Under mpirun each rank "
             "has one. At most 8: shared holders of the lock can keep a "
             "waiting timing out, more so the more workers build"),
    cl::init(0), cl::cat(category));
static cl::opt<unsigned> confirmTop(
    "confirm-top",
    cl::desc("After the search, measure each task's N fastest schedules "
             "again (interleaved rounds) and keep the one whose median over "
             "all its measurements is best (0 or 1: off)"),
    cl::init(4), cl::cat(category));
static cl::opt<unsigned> confirmRounds(
    "confirm-rounds",
    cl::desc("Rounds of --confirm-top: how many more times each is measured"),
    cl::init(4), cl::cat(category));
static cl::opt<double> rankTimeout(
    "mpi-rank-timeout",
    cl::desc("Under mpirun: seconds a rank may take to answer one candidate "
             "before it is dropped and its candidate given to another "
             "(default: build + run timeouts + twice the reference timeout "
             "+ 60)"),
    cl::init(0), cl::cat(category));
#ifdef MSCHED_HAVE_MPI
static const char kDefaultMpiTimingLock[] = "/tmp/msched-timing-lock";
#endif
static std::atomic<bool> stopRequested{false};

/// An extracted model's latency as the sum over its tasks of weight x
/// seconds, untuned and tuned; a task without a time leaves its sum out.
static void printModelEstimate(llvm::raw_ostream &os, mlir::ModuleOp module,
                               const std::vector<TaskOutcome> &outcomes) {
  std::optional<double> untuned = 0, tuned = 0;
  for (const TaskOutcome &task : outcomes) {
    int64_t weight = taskWeight(module.lookupSymbol(task.funcName));
    if (untuned && task.untunedSeconds)
      *untuned += weight * *task.untunedSeconds;
    else
      untuned.reset();
    if (tuned && task.bestSeconds)
      *tuned += weight * *task.bestSeconds;
    else
      tuned.reset();
  }
  auto text = [](std::optional<double> s) {
    return s ? llvm::formatv("{0:e3} s", *s).str() : std::string("-");
  };
  os << "model estimate (sum over tasks of weight x seconds): untuned "
     << text(untuned) << ", tuned " << text(tuned);
  if (untuned && tuned && *tuned > 0)
    os << llvm::formatv(" ({0:f1}x)", *untuned / *tuned);
  os << "\n";
}

static void onInterrupt(int) {
  // First Ctrl-C: stop cleanly after the candidate in flight. Second: exit.
  if (stopRequested.exchange(true))
    std::_Exit(130);
  const char msg[] =
      "\nmsched-tune: stopping after the current candidate (Ctrl-C again to "
      "quit now)\n";
  (void)!::write(2, msg, sizeof(msg) - 1);
}

int main(int argc, char **argv) {
#ifdef MSCHED_HAVE_MPI
  // Under mpirun/srun: one job on all ranks (MpiMeasurer.h). MPI_Init comes
  // first: it may take its own arguments out of argv.
  std::optional<MpiSession> mpi;
  if (startedByMpiLauncher())
    mpi.emplace(&argc, &argv);
#endif
  static RunnerFlags runnerFlags(category, RunnerFlagDefaults{});
  cl::HideUnrelatedOptions({&category, &modulePluginOptionCategory()});
  cl::ParseCommandLineOptions(argc, argv,
                              "msched-tune: tune an MLIR workload\n");
  // An error before rank 0's measurer exists would leave the other ranks
  // waiting in MPI_Finalize: end the whole job instead.
  auto failEarly = [&]() -> int {
#ifdef MSCHED_HAVE_MPI
    if (mpi && mpi->size() > 1)
      mpi->abort(1);
#endif
    return 1;
  };
  if (llvm::Error e = loadModulePluginsFromCommandLine()) {
    llvm::errs() << "msched-tune: " << llvm::toString(std::move(e)) << "\n";
    return failEarly();
  }
  mlir::FailureOr<RunnerOptions> runnerOptions =
      runnerFlags.options("msched-tune");
  if (mlir::failed(runnerOptions))
    return failEarly();
  // A worker restarted after a crash or a cut-short candidate reads the
  // reference outputs back instead of recomputing them (GMM 2048: a minute);
  // set before the MPI ranks take their runner options.
  if (runnerOptions->referenceCacheDir.empty())
    runnerOptions->referenceCacheDir =
        (llvm::Twine(workDir) + "/reference-cache").str();
#ifdef MSCHED_HAVE_MPI
  // Ranks other than 0 measure what rank 0 sends. Rank 0's measurer exists
  // from here on, so every way out of main tells them to stop.
  std::unique_ptr<Measurer> mpiMeasurer;
  if (mpi && mpi->size() > 1) {
    if (runnerOptions->timingLockPath.empty())
      runnerOptions->timingLockPath = kDefaultMpiTimingLock;
    if (mpi->rank() != 0)
      return serveMpiMeasurements(*runnerOptions);
    MpiMeasurerOptions mpiOptions;
    mpiOptions.runner = *runnerOptions;
    mpiOptions.rankTimeoutSeconds = rankTimeout;
    mpiOptions.log = &llvm::outs();
    mpiMeasurer = createMpiMeasurer(mpiOptions);
  }
#endif
  // Every flag is checked before the workload is read and anything is
  // written, and its error names it (tune() checks the strategy, the cost
  // model and the modules too, but reports them at the workload).
  auto badFlag = [](llvm::StringRef flag, const llvm::Twine &value,
                    const llvm::Twine &why) {
    return toolError("msched-tune", "--" + flag + "=" + value + ": " + why);
  };
  if (trialsPerRound < 1)
    return badFlag("trials-per-round", llvm::Twine(trialsPerRound.getValue()),
                   "expected a count >= 1");
  if (workerCount > 8)
    return badFlag("workers", llvm::Twine(workerCount.getValue()),
                   "expected 0 (automatic) to 8");
  if (population < 1)
    return badFlag("population", llvm::Twine(population.getValue()),
                   "expected a count >= 1");
  if (!llvm::is_contained({"evolutionary", "replay-trace", "replay-func"},
                          strategy.getValue()))
    return badFlag("strategy", strategy,
                   "unknown search strategy (expected evolutionary, "
                   "replay-trace or replay-func)");
  // A value other than a model kind names a pretrained model: a directory,
  // or a file in one (its xgb_cost_model.json, say).
  std::string pretrained;
  std::optional<XGBObjective> pretrainedObjective;
  if (!llvm::is_contained({"xgb", "xgboost", "random"}, costModel.getValue())) {
    if (llvm::sys::fs::is_directory(costModel))
      pretrained = costModel;
    else if (llvm::sys::fs::is_regular_file(costModel))
      pretrained = llvm::sys::path::parent_path(costModel).str();
    else
      return badFlag("cost-model", costModel,
                     "neither a cost model (xgb, random) nor an existing "
                     "model directory or file");
    if (pretrained.empty())
      pretrained = ".";
    llvm::Expected<XGBObjective> saved =
        XGBoostCostModel::savedObjective(pretrained);
    if (!saved)
      return badFlag("cost-model", costModel,
                     llvm::toString(saved.takeError()));
    pretrainedObjective = *saved;
  }
  std::optional<XGBObjective> objective;
  if (costModelObjective.getNumOccurrences()) {
    if (costModelObjective == "reg")
      objective = XGBObjective::PackSumSquaredError;
    else if (costModelObjective == "rank")
      objective = XGBObjective::PackSumRank;
    else
      return badFlag("cost-model-objective", costModelObjective,
                     "expected reg or rank");
    if (costModel == "random")
      return badFlag("cost-model-objective", costModelObjective,
                     "the random cost model has no objective");
    if (pretrainedObjective && *pretrainedObjective != *objective)
      return badFlag("cost-model-objective", costModelObjective,
                     "the pretrained model '" + pretrained +
                         "' was trained with the other objective");
  }
  if (taskScheduler != "gradient" && taskScheduler != "round-robin")
    return badFlag("task-scheduler", taskScheduler,
                   "unknown task scheduler (expected gradient or "
                   "round-robin)");
  {
    std::string why;
    if (mlir::failed(createModuleList(modules, why)))
      return badFlag("modules", modules, why);
  }

  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  auto input = ToolInput::open("msched-tune", inputPath, *ctx);
  if (mlir::failed(input))
    return 1;
  mlir::ModuleOp module = (*input)->module();
  if (extractTasksFlag) {
    mlir::FailureOr<std::vector<ExtractedTask>> extracted =
        extractTasks(module);
    if (mlir::failed(extracted))
      return 1;
    setAsideUnsupportedTasks(module, *extracted);
    printExtractedTasks(llvm::outs(), module, *extracted);
  }
  if (mlir::failed(collectTasks(module)))
    return 1;

  TunerOptions options;
  options.workDir = workDir;
  options.trials = trials;
  options.trialsPerRound = trialsPerRound;
  options.seed = seed;
  options.strategy = strategy;
  options.costModel = pretrained.empty() ? costModel.getValue() : "xgb";
  options.pretrainedCostModel = pretrained;
  options.costModelObjective = objective;
  options.costModelWarmup = costModelWarmup;
  options.modules = modules;
  if (taskScheduler == "round-robin")
    options.taskScheduler = TaskSchedulerKind::RoundRobin;
  options.runner = *runnerOptions;
  options.runner.poolSize =
      workerCount > 0 ? int(workerCount)
                      : (std::thread::hardware_concurrency() >= 2 ? 2 : 1);
#ifdef MSCHED_HAVE_MPI
  options.measurer = mpiMeasurer.get();
#endif
  // Below 1 these would cut short candidates faster than the best.
  for (cl::opt<double> *factor : {&stopSlowerThanBest, &cutShortSlowerThanBest})
    if (*factor != 0 && !(*factor >= 1)) {
      char text[32];
      std::snprintf(text, sizeof(text), "%g", factor->getValue());
      return toolError("msched-tune",
                       "--" + factor->ArgStr + "=" + llvm::Twine(text) +
                           ": expected 0 (off) or a factor >= 1");
    }
  options.stopSlowerThanBest = stopSlowerThanBest;
  options.cutShortSlowerThanBest = cutShortSlowerThanBest;
  options.confirmTop = confirmTop;
  options.confirmRounds = confirmRounds;
  options.evolutionary.population = population;
  options.evolutionary.measureEachSpace = measureEachSpace;
  options.evolutionary.threads = searchThreads;
  options.measureUntuned = !skipUntuned;
  options.shareDecisions = shareDecisions;
  mlir::FailureOr<double> peak = peakFromFlag(
      "msched-tune", peakFlag, runnerOptions->timing.effectiveThreads());
  if (mlir::failed(peak))
    return 1;
  options.peakGflops = *peak;
  options.stop = &stopRequested;
  options.log = &llvm::outs();
  if (::isatty(2))
    options.progress = &llvm::errs();

  std::signal(SIGINT, onInterrupt);
  mlir::FailureOr<std::vector<TaskOutcome>> outcomes = tune(module, options);
  if (mlir::failed(outcomes))
    return 1;
  llvm::outs() << "\n";
  printSummary(llvm::outs(), *outcomes, *peak);
  if (extractTasksFlag)
    printModelEstimate(llvm::outs(), module, *outcomes);
  llvm::Expected<TuningCurveFiles> curve = writeTuningCurve(workDir, *outcomes);
  if (!curve)
    llvm::errs() << "msched-tune: warning: "
                 << llvm::toString(curve.takeError()) << "\n";
  else if (!curve->note.empty())
    llvm::outs() << "note: " << curve->note << "\n";
  llvm::outs() << "\nwork directory: " << workDir
               << " (database, best/*.trace.{mlir,json}, scheduled.mlir, "
                  "tuning_curve.{csv,png})\n";
  return stopRequested ? 130 : 0;
}
