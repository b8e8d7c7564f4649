//===- msched-replay.cpp - Apply a trace to a workload --------------------===//
//
//   msched-replay WORKLOAD.mlir TRACE.(mlir|json) [-o OUT.mlir] [--func F]
//                 [--decision I=D[,D...]]... [--seed S] [--simplify]
//                 [--emit-trace OUT.(mlir|json)] [--freeze]
//
// Replays the trace (MLIR or JSON form, by extension) on a fresh copy of a
// task of the workload and prints the scheduled payload: a module holding the
// task's function. --decision replaces the decision of sampling instruction
// #I (MetaSchedule's WithDecision; several may be given); --simplify drops
// unused instructions first; --emit-trace writes the trace that was replayed,
// with the decisions drawn for instructions that had none (seeded by --seed).
// --freeze writes, instead of the payload, the trace frozen for stock
// mlir-opt (decisions substituted, msched ops in upstream form; see
// include/msched/Traces/TraceFreeze.h), in MLIR form.
//
// Exit status: 0 on success, 1 on any error (unreadable or malformed input, a
// bad --decision, a trace that does not fit the workload), with the errors on
// stderr.
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/ModulePlugin.h"
#include "msched/Search/Database/Database.h"
#include "msched/ToolInput.h"
#include "msched/Traces/Trace.h"
#include "msched/Traces/TraceFile.h"
#include "msched/Traces/TraceFreeze.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace msched;
namespace cl = llvm::cl;

static cl::OptionCategory category("msched-replay options");
static cl::opt<std::string> workloadPath(cl::Positional, cl::Required,
                                         cl::desc("<workload.mlir>"),
                                         cl::cat(category));
static cl::opt<std::string> tracePath(
    cl::Positional, cl::Required,
    cl::desc("<trace.mlir|trace.json|DIR/database_tuning_record.json:LINE>"),
    cl::cat(category));
static cl::opt<std::string> outputPath("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(category));
static cl::opt<std::string>
    funcName("func",
             cl::desc("The function to replay on (default: the "
                      "trace's, or the workload's only one)"),
             cl::cat(category));
static cl::list<std::string>
    decisions("decision",
              cl::desc("Replace the decision of the I-th sampling instruction "
                       "(counted from 0 among the sample_* ops only): "
                       "I=D or I=D1,D2,... (repeatable)"),
              cl::value_desc("I=D[,D...]"), cl::cat(category));
static cl::opt<uint64_t>
    seed("seed", cl::desc("Seed for sampling instructions without decision"),
         cl::init(0), cl::cat(category));
static cl::opt<bool> simplify("simplify",
                              cl::desc("Drop unused instructions first"),
                              cl::cat(category));
static cl::opt<std::string>
    emitTracePath("emit-trace",
                  cl::desc("Write the replayed trace (MLIR or JSON form)"),
                  cl::value_desc("file"), cl::cat(category));

static cl::opt<bool> freeze(
    "freeze",
    cl::desc("Write the trace frozen for stock mlir-opt -transform-interpreter "
             "(decisions substituted, upstream transform ops only) instead of "
             "the payload"),
    cl::cat(category));

static int error(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "msched-replay") << message << "\n";
  return 1;
}

/// Parses "I=D[,D...]".
static bool parseDecision(llvm::StringRef text, size_t &index,
                          llvm::SmallVectorImpl<int64_t> &values) {
  auto [indexText, valuesText] = text.split('=');
  if (indexText.trim().getAsInteger(10, index) || valuesText.empty())
    return false;
  llvm::SmallVector<llvm::StringRef> parts;
  valuesText.split(parts, ',');
  for (llvm::StringRef part : parts) {
    int64_t v;
    if (part.trim().getAsInteger(10, v))
      return false;
    values.push_back(v);
  }
  return true;
}

/// A trace file, or a stored tuning record named
/// `DIR/database_tuning_record.json:LINE` (as msched-tune and its warnings
/// print them). Fails after printing why: a located diagnostic, or a tool
/// error (an unreadable file, no such database, no record at that line).
static mlir::FailureOr<Trace> readTraceOrRecord(llvm::StringRef path,
                                                mlir::MLIRContext *ctx) {
  auto [file, lineText] = path.rsplit(':');
  size_t line = 0;
  if (lineText.empty() || lineText.getAsInteger(10, line) ||
      llvm::sys::path::filename(file) != kDatabaseTuningRecordFile) {
    std::string ioError;
    mlir::FailureOr<Trace> trace = readTraceFile(path, ctx, &ioError);
    if (!ioError.empty())
      error(ioError);
    else if (mlir::failed(trace))
      error("cannot load the trace '" + path + "'");
    return trace;
  }
  // Read only: a database that is not there is an error, not created.
  llvm::Expected<std::unique_ptr<Database>> database = Database::open(
      llvm::sys::path::parent_path(file), Database::OpenMode::ReadOnly);
  if (!database) {
    error(llvm::toString(database.takeError()));
    return mlir::failure();
  }
  for (size_t w = 0; w < (*database)->numWorkloads(); ++w)
    for (const TuningRecord *record : (*database)->getAllRecords(w))
      if (record->line == line) {
        mlir::FailureOr<Trace> trace = (*database)->decodeTrace(*record, ctx);
        if (mlir::failed(trace))
          error("cannot load the trace '" + path + "'");
        return trace;
      }
  // A line the loader skipped: say why, as msched-tune warned.
  for (const DatabaseWarning &warning : (*database)->loadWarnings())
    if (llvm::sys::path::filename(warning.file) == kDatabaseTuningRecordFile &&
        warning.line == line) {
      error(warning.str());
      return mlir::failure();
    }
  error("no tuning record at line " + llvm::Twine(line) + " of " + file);
  return mlir::failure();
}

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions({&category, &modulePluginOptionCategory()});
  cl::ParseCommandLineOptions(argc, argv,
                              "msched-replay: apply a trace to a workload\n");
  if (llvm::Error e = loadModulePluginsFromCommandLine()) {
    llvm::errs() << "msched-replay: " << llvm::toString(std::move(e)) << "\n";
    return 1;
  }

  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  // Traces of the built-in modules use their transform ops too.
  loadModuleExtensions(*ctx);
  auto input = ToolInput::open("msched-replay", workloadPath, *ctx);
  if (mlir::failed(input))
    return 1;
  mlir::OwningOpRef<mlir::ModuleOp> workload = (*input)->release();
  // The same validation as msched-run: replay on a workload msched can build,
  // run and check. (A --func naming no function is reported by the replay.)
  if ((funcName.empty() ||
       workload->lookupSymbol<mlir::func::FuncOp>(funcName)) &&
      mlir::failed(collectTasks(*workload, funcName)))
    return 1;

  mlir::FailureOr<Trace> trace = readTraceOrRecord(tracePath, ctx.get());
  if (mlir::failed(trace))
    return 1;

  for (const std::string &text : decisions) {
    size_t index = 0;
    llvm::SmallVector<int64_t> values;
    if (!parseDecision(text, index, values))
      return error("bad --decision '" + text +
                   "': expected I=D or I=D1,D2,...");
    // I counts sampling instructions, as a reader of the trace sees them.
    std::optional<size_t> position;
    size_t sampling = 0;
    for (size_t i = 0; i < trace->size(); ++i) {
      if (!isSamplingInstruction(trace->getInstruction(i)))
        continue;
      if (sampling++ == index)
        position = i;
    }
    if (!position)
      return error("bad --decision '" + text + "': the trace has " +
                   llvm::Twine(sampling) + " sampling instructions");
    index = *position;
    mlir::Operation *op = trace->getInstruction(index);
    mlir::FailureOr<mlir::Attribute> decision = makeDecision(op, values);
    if (mlir::failed(decision))
      return error("bad --decision '" + text + "'");
    mlir::FailureOr<Trace> changed = trace->withDecision(index, *decision);
    if (mlir::failed(changed))
      return error("bad --decision '" + text + "'");
    trace = std::move(*changed);
  }
  if (simplify)
    trace = trace->simplified();

  ReplayOptions options;
  options.funcName = funcName;
  options.seed = seed;
  Trace replayed = trace->clone();
  auto emitTrace = [&]() -> int {
    std::string ioError;
    if (!emitTracePath.empty() &&
        mlir::failed(writeTraceFile(replayed, emitTracePath, &ioError)))
      return ioError.empty() ? 1 : error(ioError);
    return 0;
  };

  if (freeze) { // freezeTrace replays the trace itself.
    if (isJsonTracePath(outputPath))
      return error("--freeze writes the MLIR form, which mlir-opt loads: "
                   "name an output that does not end in .json");
    mlir::FailureOr<Trace> frozen =
        freezeTrace(*workload, *trace, options, &replayed);
    if (mlir::failed(frozen))
      return error("cannot freeze the trace");
    if (int rc = emitTrace())
      return rc;
    std::string ioError;
    if (mlir::failed(writeTraceFile(*frozen, outputPath, &ioError)))
      return ioError.empty() ? 1 : error(ioError);
    return 0;
  }

  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> scheduled =
      replayTrace(*workload, *trace, options, &replayed);
  if (mlir::failed(scheduled))
    return error("replay failed");
  if (int rc = emitTrace())
    return rc;

  std::error_code ec;
  llvm::ToolOutputFile out(outputPath, ec, llvm::sys::fs::OF_None);
  if (ec)
    return error("cannot write '" + outputPath + "': " + ec.message());
  out.os() << printOp(**scheduled) << "\n";
  out.keep();
  return 0;
}
