//===- fma_peak.cpp - The machine's fp32 FMA peak -------------------------===//
//
// bench-fma-peak: the fp32 peak of this machine, in GFLOP/s, at 1 and 2
// threads: 16 independent chains of 512-bit FMAs per thread (enough to cover
// the FMA latency on two FMA ports), best of 3 runs of ~1 s. The method of
// shared/reference/peers.md, which gives 246 / 490 GFLOP/s on the AMD Zen 5
// machines; bench/report.sh prints this figure next to the report's table.
// Needs AVX-512F (checked at run time: exit 1 without it).
//
//===----------------------------------------------------------------------===//

#include <immintrin.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace {

constexpr int kChains = 16;
constexpr long kIterations = 200000000;

/// Runs kIterations x kChains FMAs on 16 lanes; returns a value that depends
/// on every chain so the compiler keeps them.
__attribute__((target("avx512f"))) float fmaChains() {
  __m512 acc[kChains];
  const __m512 b = _mm512_set1_ps(1.0000001f), c = _mm512_set1_ps(1e-7f);
  for (int i = 0; i < kChains; ++i)
    acc[i] = _mm512_set1_ps(static_cast<float>(i));
  for (long k = 0; k < kIterations; ++k)
    for (int i = 0; i < kChains; ++i)
      acc[i] = _mm512_fmadd_ps(acc[i], b, c);
  // A store, not _mm512_reduce_add_ps: GCC 12's header warns on that one.
  float lanes[16], sum = 0;
  for (int i = 0; i < kChains; ++i) {
    _mm512_storeu_ps(lanes, acc[i]);
    sum += lanes[0];
  }
  return sum;
}

/// Where the chains' results go, so that they are not optimized away.
volatile float sink;

} // namespace

int main() {
  if (!__builtin_cpu_supports("avx512f")) {
    std::fprintf(stderr, "bench-fma-peak: this CPU has no AVX-512F\n");
    return 1;
  }
  for (int threads = 1; threads <= 2; ++threads) {
    double best = 0;
    for (int run = 0; run < 3; ++run) {
      auto start = std::chrono::steady_clock::now();
      float total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
      total += fmaChains();
      sink = total;
      double seconds = std::chrono::duration<double>(
                           std::chrono::steady_clock::now() - start)
                           .count();
      // 2 FLOP per lane per FMA, 16 lanes.
      best = std::max(best, 2.0 * 16 * kChains * kIterations * threads /
                                seconds / 1e9);
    }
    std::printf("fp32 FMA peak, %d thread%s: %.1f GFLOP/s\n", threads,
                threads > 1 ? "s" : "", best);
  }
  return 0;
}
