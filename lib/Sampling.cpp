//===- Sampling.cpp - Random engines and sampling algorithms --------------===//
//
// See include/msched/Sampling.h. Algorithms follow Apache TVM,
// src/tir/schedule/primitive/sampling.cc.
//
//===----------------------------------------------------------------------===//

#include "msched/Sampling.h"

#include <boost/random/discrete_distribution.hpp>
#include <boost/random/uniform_int_distribution.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace msched;

//===----------------------------------------------------------------------===//
// RandomEngine
//===----------------------------------------------------------------------===//

uint64_t msched::splitMix64(uint64_t &state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

RandomEngine::RandomEngine(uint64_t seed) : engine(seed), initialSeed(seed) {}

uint64_t RandomEngine::streamSeed(uint64_t seed, uint64_t index) {
  // The (index+1)-th output of SplitMix64 started at `seed`: a jump straight
  // to position `index`, so stream i does not depend on streams 0..i-1.
  uint64_t state = seed + index * 0x9E3779B97F4A7C15ull;
  return splitMix64(state);
}

RandomEngine RandomEngine::stream(uint64_t seed, uint64_t index) {
  return RandomEngine(streamSeed(seed, index));
}

uint64_t RandomEngine::forkSeed() {
  // TVM's ForkSeed draws one value of the parent and scrambles it; the
  // SplitMix64 finalizer decorrelates the child seed from the parent's output.
  uint64_t state = engine();
  return splitMix64(state);
}

RandomEngine RandomEngine::fork() { return RandomEngine(forkSeed()); }

//===----------------------------------------------------------------------===//
// Sample-Perfect-Tile
//===----------------------------------------------------------------------===//

std::vector<std::pair<int64_t, int64_t>> msched::factorize(int64_t x) {
  std::vector<std::pair<int64_t, int64_t>> result;
  for (int64_t p = 2; p * p <= x; p += (p == 2 ? 1 : 2)) {
    int64_t k = 0;
    for (; x % p == 0; x /= p)
      ++k;
    if (k != 0)
      result.emplace_back(p, k);
  }
  if (x > 1)
    result.emplace_back(x, 1);
  return result;
}

/// A uniform integer in [lo, hi] (both inclusive, lo <= hi).
static int64_t uniformInt(RandomEngine &engine, int64_t lo, int64_t hi) {
  if (lo == hi)
    return lo;
  return boost::random::uniform_int_distribution<int64_t>(lo, hi)(engine);
}

static int64_t power(int64_t base, int64_t exp) {
  int64_t r = 1;
  while (exp-- > 0)
    r *= base;
  return r;
}

/// One unconditioned draw: each prime's exponent split by a uniform
/// composition (TVM SamplePerfectTile without max_innermost_factor).
static void
sampleUnconditioned(RandomEngine &engine,
                    const std::vector<std::pair<int64_t, int64_t>> &primes,
                    int64_t n, std::vector<int64_t> &result,
                    std::vector<int64_t> &slots) {
  std::fill(result.begin(), result.end(), 1);
  for (auto [p, k] : primes) {
    if (k == 1) {
      // One star: the composition is "all of it in a uniform part".
      result[uniformInt(engine, 0, n - 1)] *= p;
      continue;
    }
    // Stars and bars: choose n-1 bar positions among k+n-1 slots, uniformly
    // without replacement (partial Fisher-Yates), then read the gaps.
    int64_t numSlots = k + n - 1;
    slots.resize(numSlots);
    std::iota(slots.begin(), slots.end(), 0);
    for (int64_t i = 0; i < n - 1; ++i)
      std::swap(slots[i], slots[uniformInt(engine, i, numSlots - 1)]);
    std::sort(slots.begin(), slots.begin() + (n - 1));
    int64_t last = -1;
    for (int64_t i = 0; i < n; ++i) {
      int64_t bar = i < n - 1 ? slots[i] : numSlots;
      result[i] *= power(p, bar - last - 1);
      last = bar;
    }
  }
}

llvm::Expected<std::vector<int64_t>>
msched::samplePerfectTile(RandomEngine &engine, int64_t extent, int64_t n,
                          int64_t maxInnermost) {
  if (extent < 1 || extent > kMaxPerfectTileExtent)
    return llvm::createStringError(
        "samplePerfectTile: extent %lld is not in [1, 2^40]",
        static_cast<long long>(extent));
  if (n < 1)
    return llvm::createStringError(
        "samplePerfectTile: cannot tile into %lld factors (need >= 1)",
        static_cast<long long>(n));
  bool bounded = maxInnermost > 0;
  if (n == 1) {
    if (bounded && extent > maxInnermost)
      return llvm::createStringError(
          "samplePerfectTile: one factor %lld exceeds max_innermost_factor "
          "%lld",
          static_cast<long long>(extent), static_cast<long long>(maxInnermost));
    return std::vector<int64_t>{extent};
  }
  std::vector<int64_t> result(n, 1);
  if (extent == 1)
    return result;

  std::vector<std::pair<int64_t, int64_t>> primes = factorize(extent);
  std::vector<int64_t> slots;
  constexpr int kMaxDraws = 1000000;
  for (int draw = 0; draw < kMaxDraws; ++draw) {
    sampleUnconditioned(engine, primes, n, result, slots);
    if (!bounded || result.back() <= maxInnermost)
      return result;
  }
  return llvm::createStringError(
      "samplePerfectTile: no factorization of %lld with innermost <= %lld "
      "after %d draws",
      static_cast<long long>(extent), static_cast<long long>(maxInnermost),
      kMaxDraws);
}

llvm::Expected<std::vector<int64_t>> msched::samplePerfectTileWithPrior(
    RandomEngine &engine, int64_t extent, int64_t n, int64_t maxInnermost,
    llvm::ArrayRef<int64_t> preferredInnermost, double priorProbability) {
  std::vector<int64_t> fitting;
  if (n >= 1 && extent >= 1)
    for (int64_t f : preferredInnermost)
      if (f >= 1 && extent % f == 0 &&
          (maxInnermost <= 0 || f <= maxInnermost) && (n > 1 || f == extent) &&
          !llvm::is_contained(fitting, f))
        fitting.push_back(f);
  // The coin is drawn even when nothing fits, so that the engine's stream
  // does not depend on the extent.
  double u = static_cast<double>(engine() >> 11) * 0x1.0p-53;
  if (fitting.empty() || u >= priorProbability)
    return samplePerfectTile(engine, extent, n, maxInnermost);
  int64_t inner = fitting[uniformInt(engine, 0, fitting.size() - 1)];
  if (n == 1)
    return std::vector<int64_t>{inner};
  llvm::Expected<std::vector<int64_t>> outer =
      samplePerfectTile(engine, extent / inner, n - 1);
  if (!outer)
    return outer.takeError();
  outer->push_back(inner);
  return outer;
}

llvm::Expected<std::vector<int64_t>> msched::samplePerfectTileWithPriors(
    RandomEngine &engine, int64_t extent, int64_t n, int64_t maxInnermost,
    llvm::ArrayRef<int64_t> preferredInnermost,
    llvm::ArrayRef<int64_t> preferredOutermost, double priorProbability) {
  if (preferredOutermost.empty())
    return samplePerfectTileWithPrior(engine, extent, n, maxInnermost,
                                      preferredInnermost, priorProbability);
  std::vector<int64_t> fitting;
  if (n >= 2 && extent >= 1)
    for (int64_t f : preferredOutermost)
      if (f >= 1 && extent % f == 0 && !llvm::is_contained(fitting, f) &&
          (n > 2 || maxInnermost <= 0 || extent / f <= maxInnermost))
        fitting.push_back(f);
  // As in samplePerfectTileWithPrior: the coin is drawn even when nothing
  // fits.
  double u = static_cast<double>(engine() >> 11) * 0x1.0p-53;
  if (fitting.empty() || u >= priorProbability)
    return samplePerfectTileWithPrior(engine, extent, n, maxInnermost,
                                      preferredInnermost, priorProbability);
  int64_t outer = fitting[uniformInt(engine, 0, fitting.size() - 1)];
  llvm::Expected<std::vector<int64_t>> rest =
      samplePerfectTileWithPrior(engine, extent / outer, n - 1, maxInnermost,
                                 preferredInnermost, priorProbability);
  if (!rest)
    return rest.takeError();
  rest->insert(rest->begin(), outer);
  return rest;
}

//===----------------------------------------------------------------------===//
// Sample-Categorical, uniform
//===----------------------------------------------------------------------===//

llvm::Expected<int64_t>
msched::sampleCategorical(RandomEngine &engine, llvm::ArrayRef<double> probs) {
  if (probs.empty())
    return llvm::createStringError("sampleCategorical: no probabilities");
  double sum = 0;
  for (double p : probs) {
    if (!std::isfinite(p) || p < 0)
      return llvm::createStringError(
          "sampleCategorical: probability %g is negative or not finite", p);
    sum += p;
  }
  if (!(sum > 0))
    return llvm::createStringError(
        "sampleCategorical: probabilities sum to zero");
  if (probs.size() == 1)
    return 0;
  boost::random::discrete_distribution<int64_t, double> dist(probs.begin(),
                                                             probs.end());
  return dist(engine);
}

llvm::Expected<int64_t> msched::sampleUniform(RandomEngine &engine, int64_t n) {
  if (n < 1)
    return llvm::createStringError(
        "sampleUniform: no choice among %lld candidates",
        static_cast<long long>(n));
  return uniformInt(engine, 0, n - 1);
}
