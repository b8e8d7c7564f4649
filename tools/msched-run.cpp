//===- msched-run.cpp - Compile, time and check a workload ----------------===//
//
//   msched-run WORKLOAD.mlir [--func F] [--threads T] [--peak GFLOPS]
//              [--trace TRACE.(mlir|json) | --scheduled SCHEDULED.mlir] ...
//
// Validates the workload, builds each task (or just --func) in a worker
// process, times it with MetaSchedule's runner protocol, checks its outputs
// and prints one row per task: seconds, GFLOP/s and % of the given peak.
//
//===----------------------------------------------------------------------===//

#include "msched/BuiltinModules.h"
#include "msched/CommandLine.h"
#include "msched/Context.h"
#include "msched/Runner.h"
#include "msched/TraceFile.h"
#include "msched/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
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
static cl::opt<double> peak("peak",
                            cl::desc("Peak GFLOP/s to report a percentage of"),
                            cl::init(0), cl::cat(category));
static cl::opt<int> number("number",
                           cl::desc("Calls per repeat, grown until a repeat "
                                    "lasts min-repeat-ms (default 1: an "
                                    "untransformed call can take seconds; "
                                    "the tuner's runner starts at 3)"),
                           cl::init(1), cl::cat(category));
static cl::opt<int> repeat("repeat", cl::desc("Repeats; the median is shown"),
                           cl::init(1), cl::cat(category));
static cl::opt<double> minRepeatMs("min-repeat-ms",
                                   cl::desc("Minimum duration of a repeat"),
                                   cl::init(100), cl::cat(category));
static cl::opt<bool> flushCache("flush-cache",
                                cl::desc("Evict caches before every call"),
                                cl::cat(category));
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
static cl::opt<bool> listTasks("list-tasks",
                               cl::desc("Validate and list the tasks (function,"
                                        " signature, GFLOP), run nothing"),
                               cl::cat(category));
static cl::opt<double> buildTimeout("build-timeout",
                                    cl::desc("Seconds allowed to build (whole "
                                             "models take a while at O3)"),
                                    cl::init(300), cl::cat(category));
static cl::opt<double> runTimeout("run-timeout",
                                  cl::desc("Seconds allowed to run (warm-up, "
                                           "timing and check)"),
                                  cl::init(300), cl::cat(category));

int main(int argc, char **argv) {
  cl::opt<int> &threads = threadsOption(category);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv, "msched-run: compile, time and check a workload\n");

  auto fileOrErr = llvm::MemoryBuffer::getFile(inputPath);
  if (!fileOrErr) {
    llvm::WithColor::error(llvm::errs(), "msched-run")
        << "cannot read '" << inputPath
        << "': " << fileOrErr.getError().message() << "\n";
    return 1;
  }
  std::string text = (*fileOrErr)->getBuffer().str();

  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  // Traces of the built-in modules use their transform ops too.
  loadModuleExtensions(*ctx);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*fileOrErr), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, ctx.get());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, ctx.get());
  if (!module)
    return 1;
  mlir::FailureOr<std::vector<Task>> tasks = collectTasks(*module, funcName);
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
    auto scheduledFile = llvm::MemoryBuffer::getFile(scheduledPath);
    if (!scheduledFile) {
      llvm::WithColor::error(llvm::errs(), "msched-run")
          << "cannot read '" << scheduledPath
          << "': " << scheduledFile.getError().message() << "\n";
      return 1;
    }
    scheduled = (*scheduledFile)->getBuffer().str();
  }
  std::optional<Trace> trace;
  if (!tracePath.empty()) {
    if (scheduled) {
      llvm::WithColor::error(llvm::errs(), "msched-run")
          << "--trace and --scheduled exclude each other\n";
      return 1;
    }
    mlir::FailureOr<Trace> read = readTraceFile(tracePath, ctx.get());
    if (mlir::failed(read))
      return 1;
    trace = std::move(*read);
  }
  const char *impl = scheduled || trace ? "msched" : "msched-untuned";

  RunnerOptions options;
  options.buildTimeoutSeconds = buildTimeout;
  options.runTimeoutSeconds = runTimeout;
  options.timing.threads = threads;
  options.timing.number = number;
  options.timing.repeat = repeat;
  options.timing.minRepeatMs = minRepeatMs;
  options.timing.flushCache = flushCache;
  Runner runner(options);

  std::printf("%-16s %-16s %7s %12s %10s %7s\n", "impl", "workload", "threads",
              "seconds", "GFLOP/s", "%peak");
  std::fflush(stdout);
  bool allOk = true;
  for (const Task &task : *tasks) {
    WorkloadRef ref{workloadKey(text, task.funcName), text, task.funcName};
    std::optional<std::string> candidate = scheduled;
    if (trace) {
      ReplayOptions replay;
      replay.funcName = task.funcName;
      auto replayed = replayTrace(*module, *trace, replay);
      if (mlir::failed(replayed)) {
        allOk = false;
        continue; // the diagnostic says why the trace does not fit
      }
      candidate = printOp(**replayed);
    }
    MeasureResult result = runner.measure(ref, candidate);
    if (!result.ok()) {
      allOk = false;
      llvm::WithColor::error(llvm::errs(), "msched-run")
          << "@" << task.funcName << ": " << statusName(result.status) << ": "
          << result.reason << "\n";
      continue;
    }
    double gflops = task.flops / result.medianSeconds / 1e9;
    char peakText[32] = "-";
    if (peak > 0)
      std::snprintf(peakText, sizeof(peakText), "%.1f%%", 100 * gflops / peak);
    std::printf("%-16s %-16s %7d %12.6e %10.2f %7s\n", impl,
                task.funcName.c_str(), options.timing.effectiveThreads(),
                result.medianSeconds, gflops, peakText);
    std::printf("# @%s: %.6g GFLOP, check ok (max abs error %.3g), build %.3f "
                "s, repeats:",
                task.funcName.c_str(), task.flops / 1e9, result.maxAbsError,
                result.buildSeconds);
    for (double s : result.repeatSeconds)
      std::printf(" %.6e", s);
    std::printf("\n");
    std::fflush(stdout);
  }
  return allOk ? 0 : 1;
}
