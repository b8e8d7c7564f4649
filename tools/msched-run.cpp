//===- msched-run.cpp - Compile, time and check a workload ----------------===//
//
//   msched-run WORKLOAD.mlir [--func F] [--threads T] [--peak GFLOPS|auto]
//              [--trace TRACE.(mlir|json) | --scheduled SCHEDULED.mlir |
//               --database WORK_DIR] ...
//
// Validates the workload, builds each task (or just --func) in a worker
// process, times it with MetaSchedule's runner protocol, checks its outputs
// and prints one row per task: seconds, GFLOP/s and % of the given peak.
// With --database, each function is timed untuned and then scheduled from
// the database (a whole model against its untuned self).
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/ModulePlugin.h"
#include "msched/Runner.h"
#include "msched/Search/Database/ApplyHistoryBest.h"
#include "msched/TaskExtraction.h"
#include "msched/ToolInput.h"
#include "msched/Traces/TraceFile.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <optional>

using namespace msched;
namespace cl = llvm::cl;

static cl::OptionCategory category("msched-run options");
static cl::opt<std::string> inputPath(cl::Positional, cl::Required,
                                      cl::desc("<workload.mlir>"),
                                      cl::cat(category));
static cl::opt<std::string> funcName("func", cl::desc("Run only this function"),
                                     cl::cat(category));
static cl::opt<std::string>
    peakFlag("peak",
             cl::desc("Peak GFLOP/s to report a percentage of, or 'auto': this "
                      "host's measured fp32 FMA peak (cached)"),
             cl::value_desc("GFLOPS|auto"), cl::cat(category));
static cl::opt<std::string> scheduledPath(
    "scheduled",
    cl::desc("Time this already-scheduled module (e.g. msched-replay's output)"
             " instead of the untransformed workload; its outputs are checked "
             "against the workload's"),
    cl::value_desc("file.mlir"), cl::cat(category));
static cl::opt<std::string> tracePath(
    "trace",
    cl::desc("Apply this trace (MLIR or .json, e.g. from msched-replay or "
             "msched-tune) to each task first, then time the scheduled task"),
    cl::value_desc("trace.(mlir|json)"), cl::cat(category));
static cl::opt<std::string> databaseDir(
    "database",
    cl::desc("msched-tune's work directory: schedule every task that has "
             "tuning records at this thread count (matched by structural "
             "hash, as --msched-apply-database does), then time each "
             "function untuned and scheduled, both checked, and print the "
             "speedup; with --extract-tasks --func MODEL_FUNC, the whole "
             "tuned model against the untuned one"),
    cl::value_desc("dir"), cl::cat(category));
static cl::opt<bool> extractTasksFlag(
    "extract-tasks",
    cl::desc("Whole models: split each function into fused tasks and merge "
             "identical ones (as msched-tune --extract-tasks), then run "
             "those; with --list-tasks, print them with their weights and "
             "sites"),
    cl::init(false), cl::cat(category));
static cl::opt<bool> listTasks("list-tasks",
                               cl::desc("Validate and list the tasks (function,"
                                        " signature, GFLOP), run nothing"),
                               cl::cat(category));
int main(int argc, char **argv) {
  // The untransformed workload is timed once: one call per repeat (it can
  // take seconds), and whole models take a while to build at O3.
  static RunnerFlags runnerFlags(category, {/*number=*/1, /*repeat=*/1,
                                            /*minRepeatMs=*/100,
                                            /*buildTimeoutSeconds=*/300,
                                            /*runTimeoutSeconds=*/300});
  cl::HideUnrelatedOptions({&category, &modulePluginOptionCategory()});
  cl::ParseCommandLineOptions(
      argc, argv, "msched-run: compile, time and check a workload\n");
  if (llvm::Error e = loadModulePluginsFromCommandLine()) {
    llvm::errs() << "msched-run: " << llvm::toString(std::move(e)) << "\n";
    return 1;
  }
  mlir::FailureOr<RunnerOptions> options = runnerFlags.options("msched-run");
  if (mlir::failed(options))
    return 1;
  if (!databaseDir.empty() && (!scheduledPath.empty() || !tracePath.empty()))
    return toolError("msched-run",
                     "--database excludes --trace and --scheduled");
  mlir::FailureOr<double> peak =
      peakFromFlag("msched-run", peakFlag, options->timing.effectiveThreads());
  if (mlir::failed(peak))
    return 1;

  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  // Traces of the built-in modules use their transform ops too.
  loadModuleExtensions(*ctx);
  auto input = ToolInput::open("msched-run", inputPath, *ctx);
  if (mlir::failed(input))
    return 1;
  mlir::ModuleOp module = (*input)->module();
  std::string text = (*input)->text().str();
  if (extractTasksFlag) {
    mlir::FailureOr<std::vector<ExtractedTask>> extracted =
        extractTasks(module);
    if (mlir::failed(extracted))
      return 1;
    setAsideUnsupportedTasks(module, *extracted);
    if (listTasks)
      printExtractedTasks(llvm::outs(), module, *extracted);
    text = printOp(module);
  }
  mlir::FailureOr<std::vector<Task>> tasks = collectTasks(module, funcName);
  if (mlir::failed(tasks))
    return 1;

  if (listTasks) {
    for (const Task &task : *tasks) {
      std::string signature;
      for (const TensorInfo &t : task.args)
        signature += (signature.empty() ? "" : ", ") + t.str();
      signature += " -> ";
      for (size_t i = 0; i < task.results.size(); ++i)
        signature += (i ? ", " : "") + task.results[i].str();
      std::printf("@%s (%s) %.6g GFLOP\n", task.funcName.c_str(),
                  signature.c_str(), task.flops / 1e9);
    }
    return 0;
  }

  std::optional<std::string> scheduled;
  if (!scheduledPath.empty()) {
    std::string scheduledText;
    if (mlir::failed(
            ToolInput::readFile("msched-run", scheduledPath, scheduledText)))
      return 1;
    scheduled = std::move(scheduledText);
  }
  std::optional<Trace> trace;
  if (!tracePath.empty()) {
    if (scheduled) {
      return toolError("msched-run",
                       "--trace and --scheduled exclude each other");
    }
    std::string ioError;
    mlir::FailureOr<Trace> read = readTraceFile(tracePath, ctx.get(), &ioError);
    if (mlir::failed(read))
      return ioError.empty() ? 1 : toolError("msched-run", ioError);
    trace = std::move(*read);
  }
  if (!databaseDir.empty()) {
    mlir::OwningOpRef<mlir::ModuleOp> tuned = module.clone();
    mlir::FailureOr<std::vector<AppliedSchedule>> applied =
        applyDatabase(*tuned, databaseDir, options->timing.effectiveThreads(),
                      moduleStartLoc(module));
    if (mlir::failed(applied))
      return 1;
    size_t count = llvm::count_if(
        *applied, [](const AppliedSchedule &a) { return a.applied; });
    std::printf("# %zu of %zu tasks scheduled from %s (records of %d "
                "threads)\n",
                count, applied->size(), databaseDir.c_str(),
                options->timing.effectiveThreads());
    scheduled = printOp(*tuned);
  }
  const char *impl = scheduled || trace ? "msched" : "msched-untuned";

  Runner runner(*options);

  std::printf("%-16s %-16s %7s %12s %10s %7s\n", "impl", "workload", "threads",
              "seconds", "GFLOP/s", "%peak");
  std::fflush(stdout);
  bool allOk = true;
  // Times `candidate` (none: the untransformed task) and prints its rows;
  // its median seconds, or none when it failed.
  auto timeAndPrint = [&](const Task &task, const WorkloadRef &ref,
                          const std::optional<std::string> &candidate,
                          const char *label) -> std::optional<double> {
    MeasureResult result = runner.measure(ref, candidate);
    if (!result.ok()) {
      allOk = false;
      llvm::WithColor::error(llvm::errs(), "msched-run")
          << "@" << task.funcName << ": " << statusName(result.status) << ": "
          << result.reason << "\n";
      return std::nullopt;
    }
    double gflops = task.flops / result.medianSeconds / 1e9;
    char peakText[32] = "-";
    if (*peak > 0)
      std::snprintf(peakText, sizeof(peakText), "%.1f%%", 100 * gflops / *peak);
    std::printf("%-16s %-16s %7d %12.6e %10.2f %7s\n", label,
                task.funcName.c_str(), options->timing.effectiveThreads(),
                result.medianSeconds, gflops, peakText);
    std::printf("# @%s: %.6g GFLOP, check ok (max abs error %.3g), build %.3f "
                "s, repeats:",
                task.funcName.c_str(), task.flops / 1e9, result.maxAbsError,
                result.buildSeconds);
    for (double s : result.repeatSeconds)
      std::printf(" %.6e", s);
    std::printf("\n");
    std::fflush(stdout);
    return result.medianSeconds;
  };
  for (const Task &task : *tasks) {
    WorkloadRef ref{workloadKey(text, task.funcName), text, task.funcName};
    std::optional<std::string> candidate = scheduled;
    if (trace) {
      ReplayOptions replay;
      replay.funcName = task.funcName;
      auto replayed = replayTrace(module, *trace, replay);
      if (mlir::failed(replayed)) {
        allOk = false;
        continue; // the diagnostic says why the trace does not fit
      }
      candidate = printOp(**replayed);
    }
    if (databaseDir.empty()) {
      timeAndPrint(task, ref, candidate, impl);
      continue;
    }
    std::optional<double> untuned =
        timeAndPrint(task, ref, std::nullopt, "msched-untuned");
    std::optional<double> tuned = timeAndPrint(task, ref, candidate, impl);
    if (untuned && tuned)
      std::printf("# @%s: tuned %.6e s, untuned %.6e s: %.2fx\n",
                  task.funcName.c_str(), *tuned, *untuned, *untuned / *tuned);
  }
  return allOk ? 0 : 1;
}
