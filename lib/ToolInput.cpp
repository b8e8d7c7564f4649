//===- ToolInput.cpp - What every msched tool reads and flags -------------===//

#include "msched/ToolInput.h"
#include "msched/CommandLine.h"
#include "msched/HostPeak.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace msched;
namespace cl = llvm::cl;

int msched::toolError(llvm::StringRef tool, const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), tool) << message << "\n";
  return 1;
}

/// The bytes of `path` ("-": standard input), or null after printing why not.
static std::unique_ptr<llvm::MemoryBuffer> readBuffer(llvm::StringRef tool,
                                                      llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer) {
    toolError(tool,
              "cannot read '" + path + "': " + buffer.getError().message());
    return nullptr;
  }
  return std::move(*buffer);
}

LogicalResult ToolInput::readFile(llvm::StringRef tool, llvm::StringRef path,
                                  std::string &out) {
  std::unique_ptr<llvm::MemoryBuffer> buffer = readBuffer(tool, path);
  if (!buffer)
    return failure();
  out = buffer->getBuffer().str();
  return success();
}

FailureOr<std::unique_ptr<ToolInput>>
ToolInput::open(llvm::StringRef tool, llvm::StringRef path, MLIRContext &ctx) {
  std::unique_ptr<ToolInput> input(new ToolInput());
  std::unique_ptr<llvm::MemoryBuffer> buffer = readBuffer(tool, path);
  if (!buffer)
    return failure();
  input->contents = buffer->getBuffer().str();
  input->sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  input->handler =
      std::make_unique<SourceMgrDiagnosticHandler>(input->sourceMgr, &ctx);
  // The parser verifies what it parsed; an empty file is an empty module.
  input->parsed = parseSourceFile<ModuleOp>(input->sourceMgr, &ctx);
  if (!input->parsed)
    return failure();
  return input;
}

FailureOr<double> msched::peakFromFlag(llvm::StringRef tool,
                                       llvm::StringRef value, int threads) {
  if (value.empty())
    return 0.0;
  if (value == "auto") {
    FailureOr<double> peak = cachedFmaPeak(threads);
    if (failed(peak)) {
      toolError(tool, "--peak=auto: this host has neither AVX-512F nor AVX2 "
                      "with FMA to measure a peak with");
      return failure();
    }
    return *peak;
  }
  double peak = 0;
  if (value.getAsDouble(peak) || !std::isfinite(peak) || peak <= 0) {
    toolError(tool, "--peak=" + value +
                        ": expected GFLOP/s (a positive number) or 'auto'");
    return failure();
  }
  return peak;
}

RunnerFlags::RunnerFlags(cl::OptionCategory &category,
                         const RunnerFlagDefaults &defaults)
    : threads(threadsOption(category)),
      number("number",
             cl::desc("Runner: calls per repeat, raised until a repeat lasts "
                      "--min-repeat-ms"),
             cl::init(defaults.number), cl::cat(category)),
      repeat("repeat", cl::desc("Runner: repeats; the median counts"),
             cl::init(defaults.repeat), cl::cat(category)),
      minRepeatMs("min-repeat-ms",
                  cl::desc("Runner: minimum length of a repeat (ms)"),
                  cl::init(defaults.minRepeatMs), cl::cat(category)),
      flushCache("flush-cache",
                 cl::desc("Runner: evict caches before every call"),
                 cl::cat(category)),
      flushConstants(
          "flush-constants",
          cl::desc("Runner: evict a task's constant arguments (the model's "
                   "weights, which task extraction marks msched.constant) "
                   "from the caches before every call, for models whose "
                   "weights do not fit in the caches"),
          cl::cat(category)),
      buildTimeout("build-timeout",
                   cl::desc("Runner: seconds allowed to build a candidate"),
                   cl::init(defaults.buildTimeoutSeconds), cl::cat(category)),
      runTimeout("run-timeout",
                 cl::desc("Runner: seconds allowed to run a candidate "
                          "(warm-up, timing and output check)"),
                 cl::init(defaults.runTimeoutSeconds), cl::cat(category)),
      referenceTimeout(
          "reference-timeout",
          cl::desc("Runner: seconds allowed to build and run the untransformed "
                   "workload that candidates are checked against (once per "
                   "workload)"),
          cl::init(defaults.referenceTimeoutSeconds), cl::cat(category)),
      referenceCache(
          "reference-cache",
          cl::desc("Runner: directory where the workers keep the untransformed "
                   "workload's outputs (the reference) between processes, so "
                   "that a slow reference is computed once (default: none; "
                   "msched-tune: WORKDIR/reference-cache)"),
          cl::value_desc("dir"), cl::cat(category)),
      timingLock(
          "timing-lock",
          cl::desc("Runner: a file the workers lock while they time, so that "
                   "processes sharing this host's cores (MPI ranks, other "
                   "runs) never time at once; builds and msched-tune's "
                   "search hold it shared, so they overlap one another but "
                   "never a timing (default: none; msched-tune under mpirun: "
                   "/tmp/msched-timing-lock)"),
          cl::value_desc("file"), cl::cat(category)) {}

FailureOr<RunnerOptions> RunnerFlags::options(llvm::StringRef tool) const {
  auto bad = [&](llvm::StringRef flag, double value, llvm::StringRef want) {
    char text[32];
    std::snprintf(text, sizeof(text), "%g", value);
    toolError(tool, "--" + flag + "=" + text + ": expected " + want);
    return failure();
  };
  if (threads < 0)
    return bad("threads", threads, "0 (all cores) or a positive count");
  if (number < 1)
    return bad("number", number, "a count >= 1");
  if (repeat < 1)
    return bad("repeat", repeat, "a count >= 1");
  if (!(std::isfinite(minRepeatMs) && minRepeatMs >= 0))
    return bad("min-repeat-ms", minRepeatMs, "a finite number >= 0");
  if (!(std::isfinite(buildTimeout) && buildTimeout > 0))
    return bad("build-timeout", buildTimeout, "a positive number of seconds");
  if (!(std::isfinite(runTimeout) && runTimeout > 0))
    return bad("run-timeout", runTimeout, "a positive number of seconds");
  if (!(std::isfinite(referenceTimeout) && referenceTimeout > 0))
    return bad("reference-timeout", referenceTimeout,
               "a positive number of seconds");
  RunnerOptions options;
  options.timing.threads = threads;
  options.timing.number = number;
  options.timing.repeat = repeat;
  options.timing.minRepeatMs = minRepeatMs;
  options.timing.flushCache = flushCache;
  options.timing.flushConstants = flushConstants;
  options.buildTimeoutSeconds = buildTimeout;
  options.runTimeoutSeconds = runTimeout;
  options.referenceTimeoutSeconds = referenceTimeout;
  options.referenceCacheDir = referenceCache;
  options.timingLockPath = timingLock;
  return options;
}
