//===- ToolInput.h - What every msched tool reads and flags -----*- C++ -*-===//
//
// The input side every tool shares: open a file, parse it as a module with
// diagnostics located as file:line:col (also for diagnostics emitted later on
// its IR), verify it; one error style ("TOOL: error: ..."); and one set of
// runner flags (--threads, --number, --repeat, --min-repeat-ms,
// --flush-cache, --flush-constants, --build-timeout, --run-timeout,
// --reference-timeout), validated once.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TOOLINPUT_H
#define MSCHED_TOOLINPUT_H

#include "msched/Runner.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <string>

namespace msched {

/// Prints "TOOL: error: MESSAGE" to stderr and returns 1, the exit status of
/// a tool that rejects its input.
int toolError(llvm::StringRef tool, const llvm::Twine &message);

/// A parsed input module. Keeps the source buffer and a
/// SourceMgrDiagnosticHandler alive, so every diagnostic on the context
/// prints its file:line:col and source line for as long as this lives.
class ToolInput {
public:
  /// Reads `path` ("-": standard input), parses it as a module into `ctx`
  /// and verifies it. Fails after printing why: "TOOL: error: cannot read
  /// 'PATH': REASON", or the parser's located diagnostic.
  static mlir::FailureOr<std::unique_ptr<ToolInput>>
  open(llvm::StringRef tool, llvm::StringRef path, mlir::MLIRContext &ctx);

  mlir::ModuleOp module() { return *parsed; }
  /// The file's text, as read.
  llvm::StringRef text() const { return contents; }
  /// Takes the module; diagnostics keep their locations while this lives.
  mlir::OwningOpRef<mlir::ModuleOp> release() { return std::move(parsed); }

  /// Reads `path` into `out`, reporting a failure as toolError does.
  static mlir::LogicalResult readFile(llvm::StringRef tool,
                                      llvm::StringRef path, std::string &out);

private:
  ToolInput() = default;
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> handler;
  mlir::OwningOpRef<mlir::ModuleOp> parsed;
  std::string contents;
};

/// The value of a --peak flag: "" (none: 0, no % of peak shown), a positive
/// number of GFLOP/s, or "auto": this host's measured fp32 FMA peak at
/// `threads` threads (HostPeak.h cachedFmaPeak: measured once per host and
/// thread count, then cached). Fails, after printing why, on anything else
/// or when the host has no FMA vectors to measure.
mlir::FailureOr<double> peakFromFlag(llvm::StringRef tool,
                                     llvm::StringRef value, int threads);

/// Defaults of the runner flags, per tool (msched-run times an untransformed
/// workload once, the tuner times thousands of candidates).
struct RunnerFlagDefaults {
  int number = 3;
  int repeat = 1;
  double minRepeatMs = 100;
  double buildTimeoutSeconds = 30;
  double runTimeoutSeconds = 30;
  double referenceTimeoutSeconds = 600;
};

/// The runner flags, registered in `category` on construction (before
/// llvm::cl::ParseCommandLineOptions). One instance per tool.
class RunnerFlags {
public:
  RunnerFlags(llvm::cl::OptionCategory &category,
              const RunnerFlagDefaults &defaults);

  /// The options the flags ask for. Fails, after printing which flag is
  /// wrong and why (toolError), for a count below 1, a negative thread count,
  /// or a duration that is not a positive finite number of seconds.
  mlir::FailureOr<RunnerOptions> options(llvm::StringRef tool) const;

private:
  llvm::cl::opt<int> &threads;
  llvm::cl::opt<int> number;
  llvm::cl::opt<int> repeat;
  llvm::cl::opt<double> minRepeatMs;
  llvm::cl::opt<bool> flushCache;
  llvm::cl::opt<bool> flushConstants;
  llvm::cl::opt<double> buildTimeout;
  llvm::cl::opt<double> runTimeout;
  llvm::cl::opt<double> referenceTimeout;
  llvm::cl::opt<std::string> referenceCache;
  llvm::cl::opt<std::string> timingLock;
};

} // namespace msched

#endif // MSCHED_TOOLINPUT_H
