//===- candidate_overhead.cpp - Per-candidate cost of build + round trip --===//
//
//   build/bench/bench-candidate-overhead [WORKLOAD.mlir] [--candidates N]
//
// Measures what each candidate costs besides its own run time: lowering, JIT
// and the worker round trip (request, phases, reply), for GMM 512 by
// default. Target (issue "Foundation"): at most 150 ms per candidate.
// overhead = round trip seen by the caller - time the worker spent running
// (warm-up, timed calls and output check).
//
//===----------------------------------------------------------------------===//

#include "msched/Measurement.h"
#include "msched/Runner.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace msched;

int main(int argc, char **argv) {
  std::string path = MSCHED_SOURCE_DIR "/bench/workloads/gmm_512.mlir";
  std::string func = "gmm_512";
  int candidates = 20;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--candidates") && i + 1 < argc)
      candidates = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--func") && i + 1 < argc)
      func = argv[++i];
    else
      path = argv[i];
  }
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "error: cannot read %s\n", path.c_str());
    return 1;
  }
  std::stringstream text;
  text << in.rdbuf();
  std::string ir = text.str();

  RunnerOptions options;
  options.timing.threads = 1;
  options.timing.number = 1;
  options.timing.repeat = 1;
  options.timing.minRepeatMs = 0;
  Runner runner(options);
  WorkloadRef workload{workloadKey(ir, func), ir, func};
  // The first request also computes the reference outputs: not counted.
  MeasureResult first = runner.measure(workload, ir);
  if (!first.ok()) {
    std::fprintf(stderr, "error: %s: %s\n", statusName(first.status),
                 first.reason.c_str());
    return 1;
  }
  std::vector<double> overhead, build, roundTrip;
  for (int i = 0; i < candidates; ++i) {
    MeasureResult r = runner.measure(workload, ir);
    if (!r.ok()) {
      std::fprintf(stderr, "error: %s: %s\n", statusName(r.status),
                   r.reason.c_str());
      return 1;
    }
    overhead.push_back(r.roundTripSeconds - r.runPhaseSeconds);
    build.push_back(r.buildSeconds);
    roundTrip.push_back(r.roundTripSeconds);
  }
  std::printf("workload %s (@%s), %d candidates, 1 thread\n", path.c_str(),
              func.c_str(), candidates);
  std::printf("%-40s %10s %10s\n", "per candidate", "median ms", "max ms");
  auto row = [](const char *name, const std::vector<double> &v) {
    std::printf("%-40s %10.1f %10.1f\n", name, 1e3 * median(v),
                1e3 * *std::max_element(v.begin(), v.end()));
  };
  row("lower + JIT (in worker)", build);
  row("overhead = round trip - run phase", overhead);
  row("round trip (incl. run phase)", roundTrip);
  double med = 1e3 * median(overhead);
  std::printf("target <= 150 ms per candidate: %s (median %.1f ms)\n",
              med <= 150 ? "met" : "MISSED", med);
  return 0;
}
