//===- BaselineCommon.h - Shared code of the baseline programs --*- C++ -*-===//
//
// Header-only helpers shared by msched-baselines (oneDNN/OpenBLAS) and
// msched-halide-baseline (Halide). The two programs print the same table
// with the same timing protocol, inputs and command-line conventions, so
// their numbers line up with each other and with msched-run; keeping one
// copy here stops them from drifting apart. Plain C++, no library headers.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_BENCH_BASELINES_BASELINECOMMON_H
#define MSCHED_BENCH_BASELINES_BASELINECOMMON_H

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace msched_baselines {

//===----------------------------------------------------------------------===//
// Data and timing
//===----------------------------------------------------------------------===//

// Deterministic values in [-1, 1) so runs are reproducible.
inline void fillRandom(float *p, size_t n, uint64_t seed) {
  uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
  for (size_t i = 0; i < n; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    p[i] = static_cast<float>(static_cast<int32_t>(s >> 32)) * 0x1p-31f;
  }
}

struct TimingOptions {
  int repeat = 7;
  double minRepeatMs = 100;
};

// One warm-up call, then `repeat` timed loops of at least minRepeatMs each;
// returns the median per-call mean in seconds.
inline double timeMedian(const std::function<void()> &call,
                         const TimingOptions &o) {
  using Clock = std::chrono::steady_clock;
  call();
  std::vector<double> means;
  for (int r = 0; r < o.repeat; ++r) {
    int64_t calls = 0;
    double elapsed = 0;
    auto start = Clock::now();
    do {
      call();
      ++calls;
      elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed * 1e3 < o.minRepeatMs);
    means.push_back(elapsed / calls);
  }
  std::sort(means.begin(), means.end());
  size_t m = means.size() / 2;
  return means.size() % 2 ? means[m] : 0.5 * (means[m - 1] + means[m]);
}

//===----------------------------------------------------------------------===//
// Command line and table
//===----------------------------------------------------------------------===//

// Parses a positive number (an integer up to 1e6 when `integer`) given for
// `flag`; anything else is reported through `badArg`, the program's
// print-message-and-usage-then-exit function.
inline double parseNumber(const char *flag, const char *text, bool integer,
                          void (*badArg)(const std::string &)) {
  char *end = nullptr;
  double v = integer ? static_cast<double>(std::strtol(text, &end, 10))
                     : std::strtod(text, &end);
  if (end == text || *end != '\0' || !(v > 0) || (integer && v > 1e6))
    badArg(std::string("bad value for ") + flag + ": '" + text + "'");
  return v;
}

// The options both programs share: thread counts, peaks (none, one for all,
// or one per thread count) and the timing protocol.
struct CommonOptions {
  std::vector<int> threads;
  std::vector<double> peaks;
  TimingOptions timing;

  // Takes --threads, --peak, --min-repeat-ms and --repeat; false for any
  // other flag.
  bool parseFlag(const std::string &flag, const char *value,
                 void (*badArg)(const std::string &)) {
    if (flag == "--threads")
      threads.push_back(
          static_cast<int>(parseNumber("--threads", value, true, badArg)));
    else if (flag == "--peak")
      peaks.push_back(parseNumber("--peak", value, false, badArg));
    else if (flag == "--min-repeat-ms")
      timing.minRepeatMs = parseNumber("--min-repeat-ms", value, false, badArg);
    else if (flag == "--repeat")
      timing.repeat =
          static_cast<int>(parseNumber("--repeat", value, true, badArg));
    else
      return false;
    return true;
  }

  // Defaults (threads 1 and 2) and the --peak / --threads pairing check.
  void finish(void (*badArg)(const std::string &)) {
    if (threads.empty())
      threads = {1, 2};
    if (peaks.size() > 1 && peaks.size() != threads.size())
      badArg("give one --peak, or one per --threads value (" +
             std::to_string(threads.size()) + " thread counts, " +
             std::to_string(peaks.size()) + " peaks)");
  }
};

// The %peak column: "-" without --peak, else GFLOP/s over the peak of this
// row. `peaks` holds one value for every row, or one per `threadCounts`
// entry in the same order (the programs' parseArgs check that).
inline std::string formatPeakPercent(double gflops,
                                     const std::vector<double> &peaks,
                                     const std::vector<int> &threadCounts,
                                     int threads) {
  if (peaks.empty())
    return "-";
  size_t i = 0;
  if (peaks.size() != 1)
    i = static_cast<size_t>(
        std::find(threadCounts.begin(), threadCounts.end(), threads) -
        threadCounts.begin());
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.1f%%", 100.0 * gflops / peaks[i]);
  return buf;
}

//===----------------------------------------------------------------------===//
// Machine load
//===----------------------------------------------------------------------===//

// Two-thread timings are meaningless when something else uses the cores, so
// sample /proc/stat while we sleep and warn if the CPUs are busy.
inline bool readCpuTimes(uint64_t &busy, uint64_t &total) {
  FILE *f = std::fopen("/proc/stat", "r");
  if (!f)
    return false;
  unsigned long long v[8] = {};
  int n = std::fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &v[0],
                      &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]);
  std::fclose(f);
  if (n != 8)
    return false;
  total = 0;
  for (unsigned long long x : v)
    total += x;
  busy = total - v[3] - v[4]; // minus idle and iowait
  return true;
}

inline void warnIfBusy() {
  uint64_t busy0, total0, busy1, total1;
  if (!readCpuTimes(busy0, total0))
    return;
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  if (!readCpuTimes(busy1, total1) || total1 <= total0)
    return;
  double frac = double(busy1 - busy0) / double(total1 - total0);
  if (frac > 0.1)
    std::fprintf(stderr,
                 "# warning: other processes use %.0f%% of the CPUs; "
                 "timings (2-thread ones above all) will be low and noisy\n",
                 100 * frac);
}

} // namespace msched_baselines

#endif // MSCHED_BENCH_BASELINES_BASELINECOMMON_H
