//===- msched-space.cpp - Sample the design space of a task ---------------===//
//
//   msched-space WORKLOAD.mlir [--func F] [--modules a,b:opts,c | default]
//                [--seed S] [--samples N] [--schedule K]
//                [--emit-trace OUT.(mlir|json)] [--emit-payload OUT.mlir]
//                [--emit-space OUT.(mlir|json)] [--check-replay]
//   msched-space --list-modules
//
// Composes the transformation modules over the blocks of a task
// (modules/DesignSpace.cpp, MetaSchedule's PostOrderApply) N times, sample i
// with seed getSampleSeed(S, i), and prints a summary: the blocks, the
// modules, and per sample its schedules with their instruction counts and
// decisions, and the notes of modules that failed. --emit-trace and
// --emit-payload write schedule K (default 0) of the first sample: its trace
// (the form chosen by the extension) and its scheduled payload (ready for
// `msched-run WORKLOAD --scheduled OUT.mlir`); --emit-space writes that trace
// without decisions (the design space a search re-samples). --check-replay
// replays every schedule's trace on the workload and fails unless it gives
// the schedule's payload (DESIGN.md, invariant 1).
//
// Exit status: 0 on success (module failures are reported, not fatal), 1 on
// any error (unreadable workload, unknown module, no such function or
// schedule, unwritable output), with the errors on stderr.
//
//===----------------------------------------------------------------------===//

#include "msched/CommandLine.h"
#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/DesignSpace.h"
#include "msched/Modules/ModulePlugin.h"
#include "msched/ToolInput.h"
#include "msched/Traces/TraceFile.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace msched;
namespace cl = llvm::cl;

static cl::OptionCategory category("msched-space options");
static cl::opt<std::string> workloadPath(cl::Positional,
                                         cl::desc("<workload.mlir>"),
                                         cl::cat(category));
static cl::opt<std::string>
    funcName("func", cl::desc("The task (default: the workload's only one)"),
             cl::cat(category));
static cl::opt<std::string>
    moduleSpec("modules",
               cl::desc("Modules, comma-separated (NAME or NAME{OPTIONS}, "
                        "e.g. multi-level-tiling{reuse_write=none}), "
                        "or 'default' (the CPU list)"),
               cl::init("default"), cl::cat(category));
static cl::opt<uint64_t> seed("seed", cl::desc("Seed of the first sample"),
                              cl::init(0), cl::cat(category));
static cl::opt<unsigned> numSamples("samples",
                                    cl::desc("Number of samples to draw"),
                                    cl::init(1), cl::cat(category));
static cl::opt<unsigned>
    scheduleIndex("schedule",
                  cl::desc("Which schedule of the first sample to emit"),
                  cl::init(0), cl::cat(category));
static cl::opt<std::string>
    emitTracePath("emit-trace",
                  cl::desc("Write the trace (MLIR, or JSON for .json)"),
                  cl::value_desc("file"), cl::cat(category));
static cl::opt<std::string>
    emitPayloadPath("emit-payload", cl::desc("Write the scheduled payload"),
                    cl::value_desc("file"), cl::cat(category));
static cl::opt<std::string>
    emitSpacePath("emit-space",
                  cl::desc("Write the trace without decisions (MLIR, or "
                           "JSON for .json)"),
                  cl::value_desc("file"), cl::cat(category));
static cl::opt<bool> checkReplay(
    "check-replay",
    cl::desc("Replay every schedule's trace on the workload and check that "
             "it gives the schedule's payload (DESIGN.md, invariant 1)"),
    cl::cat(category));
static cl::opt<bool> shareDecisions(
    "share-decisions",
    cl::desc("Structurally identical blocks share their decisions (default "
             "true; DesignSpaceOptions::shareDecisions)"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> listModules("list-modules",
                                 cl::desc("List the registered modules"),
                                 cl::cat(category));

static int error(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "msched-space") << message << "\n";
  return 1;
}

/// "[4, 32]" or "-1".
static std::string formatDecision(mlir::Attribute decision) {
  if (auto array = llvm::dyn_cast<mlir::DenseI64ArrayAttr>(decision))
    return "[" +
           llvm::join(
               llvm::map_range(array.asArrayRef(),
                               [](int64_t v) { return std::to_string(v); }),
               ", ") +
           "]";
  if (auto integer = llvm::dyn_cast<mlir::IntegerAttr>(decision))
    return std::to_string(integer.getInt());
  std::string text;
  llvm::raw_string_ostream os(text);
  decision.print(os);
  return text;
}

static void printSchedule(llvm::raw_ostream &os, size_t index,
                          const Schedule &sch) {
  const Trace &trace = sch.getTrace();
  auto decisions = trace.getDecisions();
  os << "  schedule " << index << ": " << trace.size() << " instructions, "
     << decisions.size() << " decisions\n";
  for (auto &[instruction, decision] : decisions)
    os << "    #" << instruction << " "
       << trace.getInstruction(instruction)->getName() << " = "
       << formatDecision(decision) << "\n";
}

int main(int argc, char **argv) {
  // The threads the design space targets, as msched-tune's --threads.
  cl::opt<int> &threads = threadsOption(category);
  cl::HideUnrelatedOptions({&category, &modulePluginOptionCategory()});
  cl::ParseCommandLineOptions(
      argc, argv, "msched-space: sample the design space of a task\n");
  if (threads < 0)
    return error("--threads=" + llvm::Twine(threads.getValue()) +
                 ": expected 0 (all cores) or a positive count");
  if (llvm::Error e = loadModulePluginsFromCommandLine()) {
    llvm::errs() << "msched-space: " << llvm::toString(std::move(e)) << "\n";
    return 1;
  }

  registerBuiltinTransformModules();
  if (listModules) {
    for (const std::string &name : registeredTransformModules()) {
      llvm::outs() << name;
      if (llvm::is_contained(defaultCpuModuleNames(), name))
        llvm::outs() << " (default)";
      llvm::outs() << "\n";
    }
    return 0;
  }
  if (workloadPath.empty())
    return error("no workload given (see --help)");

  std::string message;
  std::vector<std::string> notes;
  setTargetCores(threads);
  mlir::FailureOr<ModuleList> modules =
      createModuleList(moduleSpec, message, &notes);
  if (mlir::failed(modules))
    return error("bad --modules: " + message);

  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  loadModuleExtensions(*ctx);
  auto input = ToolInput::open("msched-space", workloadPath, *ctx);
  if (mlir::failed(input))
    return 1;
  mlir::OwningOpRef<mlir::ModuleOp> workload = (*input)->release();
  // The validation of msched-run and msched-tune: the task must be one they
  // can build, run and check, except that it may be partly scheduled already
  // (scf.for loops, as a module leaves it), to try a module on such IR. (A
  // --func naming no function is reported by sampleDesignSpace.)
  std::string taskName = funcName;
  if (taskName.empty() ||
      workload->lookupSymbol<mlir::func::FuncOp>(taskName)) {
    mlir::FailureOr<std::vector<Task>> tasks =
        collectTasks(*workload, funcName, /*allowLoops=*/true);
    if (mlir::failed(tasks))
      return 1;
    if (taskName.empty() && tasks->size() != 1) {
      std::string names;
      for (const Task &t : *tasks)
        names += (names.empty() ? "@" : ", @") + t.funcName;
      mlir::emitError(moduleStartLoc(*workload))
          << "the workload has " << tasks->size() << " tasks (" << names
          << "): name one with --func";
      return 1;
    }
    taskName = tasks->front().funcName;
  }

  std::vector<DesignSpaceReport> reports;
  DesignSpaceOptions spaceOptions;
  spaceOptions.shareDecisions = shareDecisions;
  mlir::FailureOr<std::vector<std::vector<Schedule>>> samples =
      sampleDesignSpace(*workload, taskName, getModulePointers(*modules), seed,
                        numSamples, &reports, spaceOptions);
  if (mlir::failed(samples))
    return error("cannot generate the design space");

  llvm::raw_ostream &os = llvm::outs();
  os << "task @" << taskName << "\n";
  os << "blocks:";
  if (!reports.empty())
    for (const std::string &block : reports.front().blocks)
      os << " " << block;
  os << "\nmodules:";
  for (const auto &module : *modules)
    os << " " << module->getName();
  os << "\n";
  for (const std::string &note : notes)
    os << "note: " << note << "\n";
  for (auto [i, sample] : llvm::enumerate(*samples)) {
    os << "sample " << i << " (seed " << getSampleSeed(seed, i)
       << "): " << sample.size() << " schedules\n";
    for (auto [j, sch] : llvm::enumerate(sample))
      printSchedule(os, j, sch);
    for (const DesignSpaceNote &note : reports[i].notes)
      os << "  note: " << note.str() << "\n";
  }

  if (checkReplay) {
    size_t total = 0;
    for (auto [i, sample] : llvm::enumerate(*samples))
      for (auto [j, sch] : llvm::enumerate(sample)) {
        ++total;
        mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> replayed =
            replayTrace(*workload, sch.getTrace());
        if (mlir::failed(replayed))
          return error("sample " + llvm::Twine(i) + " schedule " +
                       llvm::Twine(j) + ": its trace does not replay");
        if (printOp(**replayed) != printOp(sch.getPayload()))
          return error("sample " + llvm::Twine(i) + " schedule " +
                       llvm::Twine(j) +
                       ": replaying its trace gives another payload");
      }
    os << "replay: " << total << " of " << total
       << " schedules reproduce their payload\n";
  }

  if (emitTracePath.empty() && emitPayloadPath.empty() && emitSpacePath.empty())
    return 0;
  if (samples->empty() || scheduleIndex >= samples->front().size())
    return error("no schedule " + llvm::Twine(scheduleIndex.getValue()) +
                 " in the first sample");
  const Schedule &chosen = samples->front()[scheduleIndex];
  std::string ioError;
  if (!emitTracePath.empty() &&
      mlir::failed(writeTraceFile(chosen.getTrace(), emitTracePath, &ioError)))
    return ioError.empty() ? 1 : error(ioError);
  if (!emitSpacePath.empty() &&
      mlir::failed(writeTraceFile(withoutDecisions(chosen.getTrace()),
                                  emitSpacePath, &ioError)))
    return ioError.empty() ? 1 : error(ioError);
  if (!emitPayloadPath.empty()) {
    std::error_code ec;
    llvm::ToolOutputFile out(emitPayloadPath, ec, llvm::sys::fs::OF_None);
    if (ec)
      return error("cannot write '" + emitPayloadPath + "': " + ec.message());
    out.os() << printOp(chosen.getPayload()) << "\n";
    out.keep();
  }
  return 0;
}
