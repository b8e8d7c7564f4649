//===- Sampling.h - Random engines and sampling algorithms ------*- C++ -*-===//
//
// The random engine of a schedule and the three sampling algorithms behind
// msched's sampling instructions (MetaSchedule's Sample-Perfect-Tile,
// Sample-Categorical, Sample-Compute-Location).
//
// Source of the algorithms: Apache TVM, src/tir/schedule/primitive/sampling.cc
// (SamplePerfectTile, SampleCategorical, SampleInt, SampleComputeLocation) and
// src/support/random_engine.h (LinearCongruentialEngine::ForkSeed); the paper
// is shared/seeds/metaschedule-neurips2022.txt (Sec. 3, "random variables").
//
// Everything here is deterministic given the seed: the distributions are
// Boost.Random's, whose algorithms are fixed (unlike std:: distributions, which
// differ between standard libraries), so a seed gives the same decisions on
// every platform and with every compiler.
//
// No function here asserts or throws on bad input: impossible requests are
// reported through llvm::Expected with a message.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SAMPLING_H
#define MSCHED_SAMPLING_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <boost/random/mersenne_twister.hpp>

#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace msched {

/// One step of SplitMix64 (Steele, Lea, Flood, "Fast splittable pseudorandom
/// number generators", OOPSLA 2014; the constants of Vigna's splitmix64.c):
/// advances `state` by the golden-ratio increment and returns the mixed value.
uint64_t splitMix64(uint64_t &state);

/// The random engine of one schedule: a 64-bit Mersenne Twister
/// (boost::random::mt19937_64) seeded from one 64-bit user seed.
///
/// It models Boost's and the standard's UniformRandomBitGenerator, so any
/// Boost.Random distribution can draw from it.
///
/// Independent streams come from seeds, never from threads:
///  - `fork()` draws one value from this engine and derives a child seed from
///    it (TVM's ForkSeed, with a SplitMix64 finalizer instead of TVM's
///    `x * 32767 % 1999999973`), so a schedule copied for a new branch of the
///    search gets its own reproducible stream;
///  - `RandomEngine::stream(seed, i)` is the i-th stream of a user seed (the
///    (i+1)-th SplitMix64 output of `seed`); a parallel loop that gives work
///    item i the engine `stream(seed, i)` (or forks in item order before
///    dispatching) makes the same decisions whatever the number of threads.
///
/// An engine is not thread-safe: give each thread its own (fork or stream).
/// Copying an engine copies its state (both copies then draw the same values).
class RandomEngine {
public:
  using result_type = uint64_t;

  /// An engine whose whole sequence is determined by `seed` (any value).
  explicit RandomEngine(uint64_t seed = 0);

  /// The i-th independent stream derived from a user seed.
  static RandomEngine stream(uint64_t seed, uint64_t index);
  /// The seed of `stream(seed, index)`.
  static uint64_t streamSeed(uint64_t seed, uint64_t index);

  /// Draws one value from this engine and returns a new engine seeded from it.
  /// The child's sequence is (statistically) independent of the parent's
  /// continuation; the same parent state always gives the same child.
  RandomEngine fork();
  /// The seed a `fork()` would give the child (advances this engine).
  uint64_t forkSeed();

  /// The seed this engine was created with.
  uint64_t seed() const { return initialSeed; }

  // mt19937_64 returns all 64-bit values.
  static constexpr result_type min() { return 0; }
  static constexpr result_type max() {
    return std::numeric_limits<result_type>::max();
  }
  result_type operator()() { return engine(); }

  friend bool operator==(const RandomEngine &a, const RandomEngine &b) {
    return a.engine == b.engine;
  }
  friend bool operator!=(const RandomEngine &a, const RandomEngine &b) {
    return !(a == b);
  }

private:
  boost::random::mt19937_64 engine;
  uint64_t initialSeed;
};

/// Largest loop extent samplePerfectTile accepts (2^40): it factorizes by trial
/// division, which costs up to sqrt(extent) steps.
inline constexpr int64_t kMaxPerfectTileExtent = int64_t(1) << 40;

/// Sample-Perfect-Tile (TVM SamplePerfectTile, sampling.cc).
///
/// Returns `n` positive factors, outermost first, whose product is `extent`
/// and whose last (innermost) factor is <= `maxInnermost`; `maxInnermost` <= 0
/// means no bound (TVM's -1).
///
/// Algorithm: prime-factorize extent = p1^k1 * ... * pm^km; for each prime pj
/// independently, split its exponent kj among the n factors by drawing
/// uniformly from the C(kj + n - 1, n - 1) compositions kj = x1 + ... + xn,
/// xi >= 0 (stars and bars: n - 1 bar positions drawn without replacement
/// among kj + n - 1 slots, as TVM's SampleWithoutReplacement); if the innermost
/// factor exceeds maxInnermost, draw again (rejection).
///
/// Distribution: since an ordered factorization is the same thing as one
/// composition per prime, every ordered factorization of `extent` into n
/// factors is equally likely, and after rejection every factorization with
/// innermost <= maxInnermost is equally likely.
///
/// Errors: extent < 1 or > kMaxPerfectTileExtent, n < 1, and (never in
/// practice: a factorization with innermost 1 always exists) more than 10^6
/// rejected draws.
llvm::Expected<std::vector<int64_t>>
samplePerfectTile(RandomEngine &engine, int64_t extent, int64_t n,
                  int64_t maxInnermost = -1);

/// Probability with which samplePerfectTileWithPrior draws the innermost
/// factor from its prior (when a preferred value fits).
inline constexpr double kInnermostPriorProbability = 0.8;

/// Sample-Perfect-Tile with a prior on the innermost factor (msched; TVM has
/// none). With probability `priorProbability`, the innermost factor is drawn
/// uniformly among the values of `preferredInnermost` that divide `extent`
/// and are within `maxInnermost`, and the outer n - 1 factors are
/// samplePerfectTile(extent / innermost, n - 1); otherwise, or when no
/// preferred value fits, it is samplePerfectTile(engine, extent, n,
/// maxInnermost). The support is unchanged (every factorization it returns is
/// one samplePerfectTile could return), only the weights: e.g. register
/// tiles that fit the host's vector width and register file
/// (multi-level-tiling) come up more often. Errors: as samplePerfectTile.
llvm::Expected<std::vector<int64_t>> samplePerfectTileWithPrior(
    RandomEngine &engine, int64_t extent, int64_t n, int64_t maxInnermost,
    llvm::ArrayRef<int64_t> preferredInnermost,
    double priorProbability = kInnermostPriorProbability);

/// samplePerfectTileWithPrior with a prior on the outermost factor too
/// (msched): with probability `priorProbability`, the outermost factor is
/// drawn uniformly among the values of `preferredOutermost` that divide
/// `extent` (n >= 2; the innermost of the rest stays within `maxInnermost`),
/// and the other n - 1 factors are samplePerfectTileWithPrior(extent /
/// outermost, n - 1, maxInnermost, preferredInnermost); otherwise, or when
/// none fits, it is samplePerfectTileWithPrior(extent, n, ...). With an empty
/// `preferredOutermost` it draws exactly what samplePerfectTileWithPrior
/// draws (no extra number from the engine). The support is unchanged.
/// Multi-level tiling weights its parallel (outermost) tile counts towards
/// multiples of the core count with it.
llvm::Expected<std::vector<int64_t>> samplePerfectTileWithPriors(
    RandomEngine &engine, int64_t extent, int64_t n, int64_t maxInnermost,
    llvm::ArrayRef<int64_t> preferredInnermost,
    llvm::ArrayRef<int64_t> preferredOutermost,
    double priorProbability = kInnermostPriorProbability);

/// Prime factorization of `x` (1 <= x <= kMaxPerfectTileExtent) as (prime,
/// exponent) pairs in increasing prime order; empty for x = 1.
std::vector<std::pair<int64_t, int64_t>> factorize(int64_t x);

/// Sample-Categorical (TVM SampleCategorical): returns an index i in
/// [0, probs.size()) with probability probs[i] / sum(probs), drawn with
/// boost::random::discrete_distribution. The weights need not be normalized.
///
/// Errors: no weights, a negative or non-finite weight, or all weights zero.
llvm::Expected<int64_t> sampleCategorical(RandomEngine &engine,
                                          llvm::ArrayRef<double> probs);

/// A uniform integer in [0, n) (TVM SampleInt(0, n)), used by
/// Sample-Compute-Location to pick one of its n legal locations.
///
/// Errors: n < 1.
llvm::Expected<int64_t> sampleUniform(RandomEngine &engine, int64_t n);

} // namespace msched

#endif // MSCHED_SAMPLING_H
