//===- HostPeak.cpp - This host's measured fp32 FMA peak ------------------===//

#include "msched/HostPeak.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <immintrin.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <thread>
#include <vector>

#include <numeric>
#include <unistd.h>

using namespace mlir;

std::string msched::hostFmaIsa() {
  if (__builtin_cpu_supports("avx512f"))
    return "avx512";
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return "avx2";
  return "";
}

int64_t msched::hostL2CacheBytes() {
  long bytes = ::sysconf(_SC_LEVEL2_CACHE_SIZE);
  return bytes > 0 ? bytes : int64_t(1) << 20;
}

msched::CacheGeometry msched::hostL1DataCache() {
  CacheGeometry cache;
  long bytes = ::sysconf(_SC_LEVEL1_DCACHE_SIZE);
  long ways = ::sysconf(_SC_LEVEL1_DCACHE_ASSOC);
  long line = ::sysconf(_SC_LEVEL1_DCACHE_LINESIZE);
  if (bytes > 0 && ways > 0 && line > 0 && bytes % (ways * line) == 0) {
    cache.bytes = bytes;
    cache.ways = ways;
    cache.lineBytes = line;
  }
  return cache;
}

int64_t msched::rowsThatFitInCache(int64_t stride, const CacheGeometry &cache) {
  int64_t sets = std::max<int64_t>(1, cache.sets());
  if (stride <= 0 || stride % cache.lineBytes != 0)
    return sets * cache.ways;
  return sets / std::gcd(sets, stride / cache.lineBytes) * cache.ways;
}

int msched::hostFmaLanes() {
  std::string isa = hostFmaIsa();
  return isa == "avx512" ? 16 : isa == "avx2" ? 8 : 0;
}

std::string msched::hostDescription() {
  std::string isa = hostFmaIsa();
  return llvm::sys::getHostCPUName().str() + " (" +
         (isa.empty() ? "no fma" : isa) + ")";
}

namespace {

/// Keeps the chains' results alive.
volatile float sink;

// Each runs `iterations` x kChains FMAs and returns a value depending on
// every chain. The chains are independent: latency x ports of them keep the
// FMA units busy.
__attribute__((target("avx512f"))) float chains512(long iterations) {
  constexpr int kChains = 16;
  __m512 acc[kChains];
  const __m512 b = _mm512_set1_ps(1.0000001f), c = _mm512_set1_ps(1e-7f);
  for (int i = 0; i < kChains; ++i)
    acc[i] = _mm512_set1_ps(static_cast<float>(i));
  for (long k = 0; k < iterations; ++k)
    for (int i = 0; i < kChains; ++i)
      acc[i] = _mm512_fmadd_ps(acc[i], b, c);
  float lanes[16], sum = 0;
  for (int i = 0; i < kChains; ++i) {
    _mm512_storeu_ps(lanes, acc[i]);
    sum += lanes[0];
  }
  return sum;
}

__attribute__((target("avx2,fma"))) float chains256(long iterations) {
  constexpr int kChains = 12; // + b and c: 14 of the 16 ymm registers
  __m256 acc[kChains];
  const __m256 b = _mm256_set1_ps(1.0000001f), c = _mm256_set1_ps(1e-7f);
  for (int i = 0; i < kChains; ++i)
    acc[i] = _mm256_set1_ps(static_cast<float>(i));
  for (long k = 0; k < iterations; ++k)
    for (int i = 0; i < kChains; ++i)
      acc[i] = _mm256_fmadd_ps(acc[i], b, c);
  float lanes[8], sum = 0;
  for (int i = 0; i < kChains; ++i) {
    _mm256_storeu_ps(lanes, acc[i]);
    sum += lanes[0];
  }
  return sum;
}

/// FLOPs of one iteration of one thread's chains.
double flopsPerIteration(const std::string &isa) {
  return isa == "avx512" ? 2.0 * 16 * 16 : 2.0 * 8 * 12;
}

/// Seconds `threads` threads take for `iterations` each, run together.
double timeThreads(const std::string &isa, int threads, long iterations) {
  auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&] {
      sink = isa == "avx512" ? chains512(iterations) : chains256(iterations);
    });
  for (std::thread &w : workers)
    w.join();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

} // namespace

FailureOr<double> msched::measureFmaPeak(int threads, int runs,
                                         double secondsPerRun) {
  std::string isa = hostFmaIsa();
  if (isa.empty() || threads < 1 || runs < 1)
    return failure();
  // Calibrate the iteration count to about secondsPerRun.
  long iterations = 1 << 20;
  double seconds = timeThreads(isa, 1, iterations);
  iterations =
      std::max<long>(iterations, static_cast<long>(iterations * secondsPerRun /
                                                   std::max(seconds, 1e-6)));
  double best = 0;
  for (int r = 0; r < runs; ++r) {
    double s = timeThreads(isa, threads, iterations);
    best =
        std::max(best, flopsPerIteration(isa) * iterations * threads / s / 1e9);
  }
  return best;
}

static std::string defaultCacheFile() {
  if (const char *env = std::getenv("MSCHED_PEAK_CACHE"))
    return env;
  llvm::SmallString<256> path;
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"))
    path = xdg;
  else if (const char *home = std::getenv("HOME"))
    llvm::sys::path::append(path, home, ".cache");
  else
    path = "/tmp";
  llvm::sys::path::append(path, "msched", "fma-peak.tsv");
  return path.str().str();
}

/// Busy and total jiffies of all CPUs (/proc/stat's first line).
static bool readCpuTimes(uint64_t &busy, uint64_t &total) {
  auto buffer = llvm::MemoryBuffer::getFileAsStream("/proc/stat");
  if (!buffer)
    return false;
  llvm::StringRef line = (*buffer)->getBuffer().split('\n').first;
  if (!line.consume_front("cpu "))
    return false;
  llvm::SmallVector<llvm::StringRef> fields;
  line.split(fields, ' ', -1, /*KeepEmpty=*/false);
  if (fields.size() < 5)
    return false;
  total = 0;
  uint64_t idle = 0;
  for (auto [i, field] : llvm::enumerate(fields)) {
    uint64_t value = 0;
    if (field.trim().getAsInteger(10, value))
      return false;
    total += value;
    if (i == 3 || i == 4) // idle, iowait
      idle += value;
  }
  busy = total - idle;
  return true;
}

double msched::otherCpuLoad(double seconds) {
  uint64_t busy0, total0, busy1, total1;
  if (!readCpuTimes(busy0, total0))
    return 0;
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
  if (!readCpuTimes(busy1, total1) || total1 <= total0)
    return 0;
  return double(busy1 - busy0) / double(total1 - total0);
}

FailureOr<double> msched::cachedFmaPeak(int threads, std::string cacheFile,
                                        double maxOtherLoad) {
  if (cacheFile.empty())
    cacheFile = defaultCacheFile();
  std::string key = hostDescription() + "\t" + std::to_string(threads) + "\t";
  if (auto buffer = llvm::MemoryBuffer::getFile(cacheFile)) {
    llvm::SmallVector<llvm::StringRef> lines;
    (*buffer)->getBuffer().split(lines, '\n');
    for (llvm::StringRef line : lines) {
      double gflops = 0;
      if (line.consume_front(key) && !line.trim().getAsDouble(gflops) &&
          gflops > 0)
        return gflops;
    }
  }
  // A peak measured beside other work would stay wrong in the cache (a
  // 2-thread figure measured on an AMD EPYC znver5 host while a fuzzer held
  // one core read 218 GFLOP/s where the idle host gives 426): measure it, but
  // keep it only when the host was idle.
  double load = otherCpuLoad();
  if (const char *bound = std::getenv("MSCHED_PEAK_MAX_LOAD"))
    maxOtherLoad = std::atof(bound);
  FailureOr<double> measured = measureFmaPeak(threads);
  if (failed(measured))
    return failure();
  if (load > maxOtherLoad) {
    llvm::errs() << "msched: note: other processes use "
                 << llvm::format("%.0f", 100 * load)
                 << "% of the CPUs; the measured fp32 peak ("
                 << llvm::format("%.1f", *measured)
                 << " GFLOP/s) is used but not cached\n";
    return measured;
  }
  // A cache that cannot be written only costs a measurement next time.
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(cacheFile));
  std::error_code ec;
  llvm::raw_fd_ostream os(cacheFile, ec, llvm::sys::fs::OF_Append);
  if (!ec)
    os << key << llvm::format("%.1f", *measured) << "\n";
  return measured;
}
