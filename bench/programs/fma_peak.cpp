//===- fma_peak.cpp - This host's fp32 FMA peak ---------------------------===//
//
//   bench-fma-peak [--threads N]... [--cache FILE | --measure]
//
// Prints this host (CPU and vector ISA) and its fp32 FMA peak in GFLOP/s at
// each thread count (default: 1 and 2), measured by msched::measureFmaPeak
// (include/msched/HostPeak.h: AVX-512F or AVX2/FMA, whichever is widest).
// With --cache the figures come from, and go to, FILE (keyed by host and
// thread count), so that bench/report.sh measures a host once; --measure
// always measures and caches nothing. Exits 1 on a host with neither ISA.
//
//===----------------------------------------------------------------------===//

#include "msched/HostPeak.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  std::vector<int> threads;
  std::string cache;
  bool measure = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--threads" && i + 1 < argc) {
      threads.push_back(std::atoi(argv[++i]));
      if (threads.back() < 1) {
        std::fprintf(stderr, "bench-fma-peak: --threads %s: expected >= 1\n",
                     argv[i]);
        return 1;
      }
    } else if (arg == "--cache" && i + 1 < argc) {
      cache = argv[++i];
    } else if (arg == "--measure") {
      measure = true;
    } else {
      std::fprintf(stderr, "usage: bench-fma-peak [--threads N]... "
                           "[--cache FILE | --measure]\n");
      return 1;
    }
  }
  if (threads.empty())
    threads = {1, 2};
  if (msched::hostFmaIsa().empty()) {
    std::fprintf(stderr, "bench-fma-peak: this CPU has neither AVX-512F nor "
                         "AVX2 with FMA\n");
    return 1;
  }
  std::printf("host: %s\n", msched::hostDescription().c_str());
  for (int t : threads) {
    mlir::FailureOr<double> peak =
        measure ? msched::measureFmaPeak(t) : msched::cachedFmaPeak(t, cache);
    if (mlir::failed(peak))
      return 1;
    std::printf("fp32 FMA peak, %d thread%s: %.1f GFLOP/s\n", t,
                t > 1 ? "s" : "", *peak);
  }
  return 0;
}
