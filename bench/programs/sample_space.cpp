//===- sample_space.cpp - Quality of the default design space -------------===//
//
//   build/bench/bench-sample-space [--samples 100] [--threads 1]
//       [--peak 246] [--seed 0] [WORKLOAD.mlir ...]
//
// For each workload (default: every file in bench/workloads/), draws
// `samples` samples of the default CPU design space (one schedule per
// sample; a module that forks gives several, one is taken at random), builds,
// times and checks each in the isolated runner, and prints how many were
// valid (built and ran) and correct (output check passed), and the best and
// median GFLOP/s of the correct ones. `--samples 200` with gmm_1024 and c2d
// and `--peak 246` gives the "best of 200 samples, % of peak".
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/Measurement.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/DesignSpace.h"
#include "msched/Runner.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

using namespace mlir;
using namespace msched;

int main(int argc, char **argv) {
  unsigned samples = 100;
  int threads = 1;
  double peak = 0;
  uint64_t seed = 0;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    auto next = [&] { return i + 1 < argc ? argv[++i] : ""; };
    if (!std::strcmp(argv[i], "--samples"))
      samples = std::atoi(next());
    else if (!std::strcmp(argv[i], "--threads"))
      threads = std::atoi(next());
    else if (!std::strcmp(argv[i], "--peak"))
      peak = std::atof(next());
    else if (!std::strcmp(argv[i], "--seed"))
      seed = std::strtoull(next(), nullptr, 10);
    else
      files.push_back(argv[i]);
  }
  if (files.empty()) {
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator
             it(MSCHED_SOURCE_DIR "/bench/workloads", ec),
         end;
         it != end && !ec; it.increment(ec))
      if (llvm::StringRef(it->path()).ends_with(".mlir"))
        files.push_back(it->path());
    std::sort(files.begin(), files.end());
  }

  auto ctx = makeContext();
  loadModuleExtensions(*ctx);
  std::string error;
  FailureOr<ModuleList> modules = createModuleList("default", error);
  if (failed(modules)) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }
  RunnerOptions runnerOptions;
  runnerOptions.timing.threads = threads;
  Runner runner(runnerOptions);

  std::printf("%-16s %7s %7s %7s %10s %10s %7s  %s\n", "workload", "samples",
              "valid", "correct", "best", "median", "%peak",
              "failures (GFLOP/s columns: correct samples)");
  for (const std::string &file : files) {
    OwningOpRef<ModuleOp> workload = parseWorkloadFile(file, *ctx);
    if (!workload)
      continue;
    FailureOr<std::vector<Task>> tasks = collectTasks(*workload);
    if (failed(tasks) || tasks->size() != 1)
      continue;
    const Task &task = tasks->front();
    std::vector<std::vector<Schedule>> drawn;
    {
      ScopedDiagnosticHandler quiet(ctx.get(),
                                    [](Diagnostic &) { return success(); });
      FailureOr<std::vector<std::vector<Schedule>>> space = sampleDesignSpace(
          *workload, task.funcName, getModulePointers(*modules), seed, samples);
      if (succeeded(space))
        drawn = std::move(*space);
    }
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    WorkloadRef ref{workloadKey(text.str(), task.funcName), text.str(),
                    task.funcName};
    unsigned valid = 0, correct = 0;
    std::vector<double> gflops;
    std::map<std::string, unsigned> failures;
    for (size_t i = 0; i < drawn.size(); ++i) {
      if (drawn[i].empty()) {
        ++failures["no schedule"];
        continue;
      }
      Schedule &chosen = drawn[i][(seed + i) % drawn[i].size()];
      MeasureResult r =
          runner.measure(ref, printOp(chosen.getPayload().getOperation()));
      if (r.status != MeasureStatus::BuildError &&
          r.status != MeasureStatus::BuildTimeout &&
          r.status != MeasureStatus::Crash)
        ++valid;
      if (!r.ok()) {
        ++failures[statusName(r.status)];
        continue;
      }
      ++correct;
      gflops.push_back(task.flops / r.medianSeconds / 1e9);
    }
    double best =
        gflops.empty() ? 0 : *std::max_element(gflops.begin(), gflops.end());
    char peakText[16] = "-";
    if (peak > 0 && !gflops.empty())
      std::snprintf(peakText, sizeof(peakText), "%.1f%%", 100 * best / peak);
    std::string failureText;
    for (auto &[why, n] : failures)
      failureText += why + " " + std::to_string(n) + "; ";
    std::printf("%-16s %7zu %7u %7u %10.2f %10.2f %7s  %s\n",
                task.funcName.c_str(), drawn.size(), valid, correct, best,
                median(gflops), peakText, failureText.c_str());
    std::fflush(stdout);
  }
  return 0;
}
