//===- SamplingTest.cpp - Random engines and sampling algorithms ----------===//
//
// Distribution tests (chi-square against the exact distribution each
// algorithm specifies), bounds, error cases, and reproducibility of engines,
// forks and streams. Every test uses fixed seeds, so it is deterministic; the
// chi-square thresholds are at significance 1e-4, so a correct implementation
// passes for (almost) any seed and a wrong distribution fails.
//
//===----------------------------------------------------------------------===//

#include "msched/Sampling.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <thread>
#include <vector>

using namespace msched;

namespace {

/// Upper 1e-4 quantile of the chi-square distribution with `df` degrees of
/// freedom (Wilson-Hilferty approximation; z = 3.719 is the standard normal
/// 1 - 1e-4 quantile).
double chiSquareCritical(int df) {
  const double z = 3.719;
  double k = df;
  double t = 1.0 - 2.0 / (9.0 * k) + z * std::sqrt(2.0 / (9.0 * k));
  return k * t * t * t;
}

/// Pearson's statistic of `counts` against probabilities `expected` (same
/// keys, summing to 1) over `total` draws.
template <typename Key>
double chiSquare(const std::map<Key, int64_t> &counts,
                 const std::map<Key, double> &expected, int64_t total) {
  double stat = 0;
  for (const auto &[key, p] : expected) {
    auto it = counts.find(key);
    double observed = it == counts.end() ? 0 : it->second;
    double e = p * total;
    stat += (observed - e) * (observed - e) / e;
  }
  return stat;
}

/// All ordered n-tuples of positive integers whose product is `extent`.
void enumerateTilings(int64_t extent, int64_t n, std::vector<int64_t> &prefix,
                      std::vector<std::vector<int64_t>> &out) {
  if (n == 1) {
    prefix.push_back(extent);
    out.push_back(prefix);
    prefix.pop_back();
    return;
  }
  for (int64_t d = 1; d <= extent; ++d) {
    if (extent % d != 0)
      continue;
    prefix.push_back(d);
    enumerateTilings(extent / d, n - 1, prefix, out);
    prefix.pop_back();
  }
}

double binomial(int64_t n, int64_t k) {
  double r = 1;
  for (int64_t i = 1; i <= k; ++i)
    r = r * double(n - k + i) / double(i);
  return r;
}

int64_t exponentOf(int64_t x, int64_t p) {
  int64_t k = 0;
  for (; x % p == 0; x /= p)
    ++k;
  return k;
}

/// The exact distribution samplePerfectTile specifies: the exponent k of each
/// prime p of `extent` is split by a uniform composition k = x1 + ... + xn
/// (probability 1 / C(k + n - 1, n - 1) each, independently per prime), then
/// conditioned on innermost <= bound (bound <= 0: none).
std::map<std::vector<int64_t>, double>
perfectTileSpec(int64_t extent, int64_t n, int64_t bound) {
  std::vector<std::vector<int64_t>> all;
  std::vector<int64_t> prefix;
  enumerateTilings(extent, n, prefix, all);
  std::map<std::vector<int64_t>, double> spec;
  double total = 0;
  for (const std::vector<int64_t> &tiling : all) {
    if (bound > 0 && tiling.back() > bound)
      continue;
    // The tiling is one composition per prime: P = prod_p P(composition).
    double p = 1;
    for (auto [prime, k] : factorize(extent)) {
      int64_t sum = 0;
      for (int64_t f : tiling)
        sum += exponentOf(f, prime);
      EXPECT_EQ(sum, k);
      p /= binomial(k + n - 1, n - 1);
    }
    spec[tiling] = p;
    total += p;
  }
  for (auto &entry : spec)
    entry.second /= total;
  return spec;
}

struct PerfectTileCase {
  int64_t extent, n, bound;
};

class PerfectTileDistribution
    : public ::testing::TestWithParam<PerfectTileCase> {};

} // namespace

TEST(Factorize, SmallAndLarge) {
  using PF = std::vector<std::pair<int64_t, int64_t>>;
  EXPECT_EQ(factorize(1), PF{});
  EXPECT_EQ(factorize(2), (PF{{2, 1}}));
  EXPECT_EQ(factorize(12), (PF{{2, 2}, {3, 1}}));
  EXPECT_EQ(factorize(1024), (PF{{2, 10}}));
  EXPECT_EQ(factorize(2 * 3 * 5 * 7 * 11 * 13),
            (PF{{2, 1}, {3, 1}, {5, 1}, {7, 1}, {11, 1}, {13, 1}}));
  EXPECT_EQ(factorize(1000003), (PF{{1000003, 1}})); // prime
  EXPECT_EQ(factorize(int64_t(1) << 40), (PF{{2, 40}}));
}

TEST_P(PerfectTileDistribution, MatchesSpecification) {
  PerfectTileCase c = GetParam();
  std::map<std::vector<int64_t>, double> spec =
      perfectTileSpec(c.extent, c.n, c.bound);
  ASSERT_GE(spec.size(), 2u);
  // Uniform composition per prime makes every valid tiling equally likely.
  for (const auto &entry : spec)
    EXPECT_NEAR(entry.second, 1.0 / spec.size(), 1e-12);

  RandomEngine engine(1234 + c.extent * 31 + c.n);
  const int64_t draws = 400 * static_cast<int64_t>(spec.size());
  std::map<std::vector<int64_t>, int64_t> counts;
  for (int64_t i = 0; i < draws; ++i) {
    llvm::Expected<std::vector<int64_t>> tiling =
        samplePerfectTile(engine, c.extent, c.n, c.bound);
    ASSERT_TRUE(static_cast<bool>(tiling)) << toString(tiling.takeError());
    ASSERT_EQ(static_cast<int64_t>(tiling->size()), c.n);
    int64_t product = std::accumulate(tiling->begin(), tiling->end(),
                                      int64_t(1), std::multiplies<int64_t>());
    ASSERT_EQ(product, c.extent);
    if (c.bound > 0) {
      ASSERT_LE(tiling->back(), c.bound);
    }
    ASSERT_TRUE(spec.count(*tiling));
    ++counts[*tiling];
  }
  double stat = chiSquare(counts, spec, draws);
  EXPECT_LT(stat, chiSquareCritical(spec.size() - 1))
      << "extent " << c.extent << " n " << c.n << " bound " << c.bound << ": "
      << spec.size() << " tilings";
}

INSTANTIATE_TEST_SUITE_P(
    Sampling, PerfectTileDistribution,
    ::testing::Values(PerfectTileCase{12, 2, -1}, PerfectTileCase{12, 3, -1},
                      PerfectTileCase{16, 3, 4}, PerfectTileCase{16, 2, -1},
                      PerfectTileCase{36, 3, 6}, PerfectTileCase{30, 4, 5},
                      PerfectTileCase{7, 3, -1}, PerfectTileCase{64, 4, 8}));

TEST(SamplePerfectTile, SpecialCasesAndErrors) {
  RandomEngine engine(7);
  auto tile = [&](int64_t extent, int64_t n, int64_t bound) {
    return samplePerfectTile(engine, extent, n, bound);
  };
  auto one = tile(1, 4, -1);
  ASSERT_TRUE(static_cast<bool>(one));
  EXPECT_EQ(*one, (std::vector<int64_t>{1, 1, 1, 1}));
  auto whole = tile(48, 1, -1);
  ASSERT_TRUE(static_cast<bool>(whole));
  EXPECT_EQ(*whole, (std::vector<int64_t>{48}));
  auto bounded = tile(48, 1, 64);
  ASSERT_TRUE(static_cast<bool>(bounded));
  EXPECT_EQ(*bounded, (std::vector<int64_t>{48}));
  // A bound of 1 forces the innermost factor to 1.
  for (int i = 0; i < 100; ++i) {
    auto t = tile(360, 3, 1);
    ASSERT_TRUE(static_cast<bool>(t));
    EXPECT_EQ(t->back(), 1);
    EXPECT_EQ((*t)[0] * (*t)[1], 360);
  }

  auto expectError = [](llvm::Expected<std::vector<int64_t>> r,
                        const char *needle) {
    ASSERT_FALSE(static_cast<bool>(r));
    std::string message = toString(r.takeError());
    EXPECT_NE(message.find(needle), std::string::npos) << message;
  };
  expectError(tile(0, 2, -1), "extent 0");
  expectError(tile(-4, 2, -1), "extent -4");
  expectError(tile(kMaxPerfectTileExtent + 1, 2, -1), "not in [1, 2^40]");
  expectError(tile(16, 0, -1), "0 factors");
  expectError(tile(48, 1, 16), "exceeds max_innermost_factor");
}

TEST(SamplePerfectTile, LargeExtentRespectsBound) {
  RandomEngine engine(99);
  const int64_t extent = (int64_t(1) << 20) * 243 * 7; // 2^20 * 3^5 * 7
  for (int i = 0; i < 2000; ++i) {
    auto t = samplePerfectTile(engine, extent, 4, 8);
    ASSERT_TRUE(static_cast<bool>(t)) << toString(t.takeError());
    EXPECT_LE(t->back(), 8);
    EXPECT_EQ(std::accumulate(t->begin(), t->end(), int64_t(1),
                              std::multiplies<int64_t>()),
              extent);
  }
}

TEST(SampleCategorical, MatchesProbabilities) {
  RandomEngine engine(2024);
  std::vector<double> probs = {0.1, 0.2, 0.3, 0.4};
  std::map<int64_t, double> spec = {{0, 0.1}, {1, 0.2}, {2, 0.3}, {3, 0.4}};
  std::map<int64_t, int64_t> counts;
  const int64_t draws = 20000;
  for (int64_t i = 0; i < draws; ++i) {
    auto index = sampleCategorical(engine, probs);
    ASSERT_TRUE(static_cast<bool>(index));
    ++counts[*index];
  }
  EXPECT_LT(chiSquare(counts, spec, draws), chiSquareCritical(3));
}

TEST(SampleCategorical, UnnormalizedWeightsAndZeros) {
  RandomEngine engine(5);
  std::vector<double> weights = {1, 0, 3};
  std::map<int64_t, double> spec = {{0, 0.25}, {2, 0.75}};
  std::map<int64_t, int64_t> counts;
  const int64_t draws = 8000;
  for (int64_t i = 0; i < draws; ++i) {
    auto index = sampleCategorical(engine, weights);
    ASSERT_TRUE(static_cast<bool>(index));
    ASSERT_NE(*index, 1) << "a zero-probability candidate was drawn";
    ++counts[*index];
  }
  EXPECT_LT(chiSquare(counts, spec, draws), chiSquareCritical(1));
  auto single = sampleCategorical(engine, {2.5});
  ASSERT_TRUE(static_cast<bool>(single));
  EXPECT_EQ(*single, 0);
}

TEST(SampleCategorical, Errors) {
  RandomEngine engine(5);
  auto expectError = [&](std::vector<double> probs, const char *needle) {
    auto r = sampleCategorical(engine, probs);
    ASSERT_FALSE(static_cast<bool>(r));
    std::string message = toString(r.takeError());
    EXPECT_NE(message.find(needle), std::string::npos) << message;
  };
  expectError({}, "no probabilities");
  expectError({0.5, -0.1}, "negative or not finite");
  expectError({0.5, std::nan("")}, "negative or not finite");
  expectError({0.5, INFINITY}, "negative or not finite");
  expectError({0, 0}, "sum to zero");
}

TEST(SampleUniform, MatchesAndErrors) {
  RandomEngine engine(77);
  std::map<int64_t, double> spec;
  for (int64_t i = 0; i < 7; ++i)
    spec[i] = 1.0 / 7;
  std::map<int64_t, int64_t> counts;
  const int64_t draws = 14000;
  for (int64_t i = 0; i < draws; ++i) {
    auto x = sampleUniform(engine, 7);
    ASSERT_TRUE(static_cast<bool>(x));
    ASSERT_GE(*x, 0);
    ASSERT_LT(*x, 7);
    ++counts[*x];
  }
  EXPECT_LT(chiSquare(counts, spec, draws), chiSquareCritical(6));
  auto single = sampleUniform(engine, 1);
  ASSERT_TRUE(static_cast<bool>(single));
  EXPECT_EQ(*single, 0);
  auto none = sampleUniform(engine, 0);
  ASSERT_FALSE(static_cast<bool>(none));
  EXPECT_NE(toString(none.takeError()).find("0 candidates"), std::string::npos);
}

TEST(RandomEngine, IsMt19937_64) {
  // The standard's check value for mt19937_64: the 10000th output of the
  // default-seeded (5489) engine.
  RandomEngine engine(5489);
  uint64_t x = 0;
  for (int i = 0; i < 10000; ++i)
    x = engine();
  EXPECT_EQ(x, 9981545732273789042ull);
  EXPECT_EQ(engine.seed(), 5489u);
}

TEST(RandomEngine, SameSeedSameDecisions) {
  auto decisions = [](uint64_t seed) {
    RandomEngine engine(seed);
    std::vector<int64_t> out;
    for (int i = 0; i < 200; ++i) {
      auto t = samplePerfectTile(engine, 1024 * 3, 4, 16);
      out.insert(out.end(), t->begin(), t->end());
      out.push_back(*sampleCategorical(engine, {0.2, 0.3, 0.5}));
      out.push_back(*sampleUniform(engine, 5));
    }
    return out;
  };
  EXPECT_EQ(decisions(42), decisions(42));
  EXPECT_NE(decisions(42), decisions(43));
  RandomEngine a(3), b(3);
  EXPECT_EQ(a, b);
  for (int i = 0; i < 1000; ++i)
    ASSERT_EQ(a(), b());
}

TEST(RandomEngine, ForkIsReproducibleAndDistinct) {
  RandomEngine p1(11), p2(11);
  RandomEngine c1 = p1.fork(), c2 = p2.fork();
  // Same parent state -> same child, and the parents stay in step.
  EXPECT_EQ(c1, c2);
  EXPECT_EQ(p1, p2);
  // The child's stream differs from the parent's continuation and from a
  // second child.
  RandomEngine c3 = p1.fork();
  std::vector<uint64_t> parent, child, child2;
  for (int i = 0; i < 64; ++i) {
    parent.push_back(p1());
    child.push_back(c1());
    child2.push_back(c3());
  }
  EXPECT_NE(parent, child);
  EXPECT_NE(child, child2);
  EXPECT_NE(c1.seed(), c3.seed());
  // A fork never returns the parent's own seed.
  EXPECT_NE(c1.seed(), p1.seed());
}

TEST(RandomEngine, StreamsDependOnIndexOnly) {
  std::set<uint64_t> seeds;
  for (uint64_t i = 0; i < 1000; ++i)
    seeds.insert(RandomEngine::streamSeed(42, i));
  EXPECT_EQ(seeds.size(), 1000u);
  // Stream 5 is the same whether or not streams 0..4 were made first.
  RandomEngine direct = RandomEngine::stream(42, 5);
  for (uint64_t i = 0; i < 5; ++i)
    (void)RandomEngine::stream(42, i);
  EXPECT_EQ(direct, RandomEngine::stream(42, 5));
  EXPECT_NE(RandomEngine::stream(42, 5), RandomEngine::stream(43, 5));
}

TEST(RandomEngine, SameDecisionsForAnyThreadCount) {
  // Work item i draws from stream(seed, i): the decisions do not depend on
  // which thread runs which item.
  const int items = 64;
  auto run = [&](int threads) {
    std::vector<std::vector<int64_t>> out(items);
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        for (int i = t; i < items; i += threads) {
          RandomEngine engine = RandomEngine::stream(2022, i);
          for (int k = 0; k < 10; ++k) {
            auto tile = samplePerfectTile(engine, 512, 3, 32);
            out[i].insert(out[i].end(), tile->begin(), tile->end());
          }
        }
      });
    for (std::thread &th : pool)
      th.join();
    return out;
  };
  auto one = run(1);
  EXPECT_EQ(one, run(4));
  EXPECT_EQ(one, run(7));
}

TEST(SamplePerfectTileWithPrior, FavorsThePriorKeepingTheSupport) {
  RandomEngine engine(11);
  int inPrior = 0;
  constexpr int kDraws = 2000;
  for (int draw = 0; draw < kDraws; ++draw) {
    llvm::Expected<std::vector<int64_t>> f =
        samplePerfectTileWithPrior(engine, 512, 4, 64, {16, 32, 7});
    ASSERT_TRUE(bool(f)) << llvm::toString(f.takeError());
    ASSERT_EQ(f->size(), 4u);
    int64_t product = 1;
    for (int64_t x : *f)
      product *= x;
    EXPECT_EQ(product, 512);
    EXPECT_LE(f->back(), 64);
    inPrior += f->back() == 16 || f->back() == 32;
  }
  // 0.8 from the prior (7 does not divide 512) plus the uniform draws that
  // land there: well above the uniform share (about 2 in 7).
  EXPECT_GT(inPrior, kDraws * 0.78);
  EXPECT_LT(inPrior, kDraws * 0.92);
}

TEST(SamplePerfectTileWithPrior, NoFittingValueIsTheUniformDraw) {
  // 7 divides nothing of 512, 128 exceeds the bound: the draws are
  // samplePerfectTile's, after the prior's coin.
  RandomEngine a(5), b(5);
  for (int draw = 0; draw < 50; ++draw) {
    llvm::Expected<std::vector<int64_t>> withPrior =
        samplePerfectTileWithPrior(a, 512, 3, 64, {7, 128});
    (void)b(); // the coin
    llvm::Expected<std::vector<int64_t>> plain =
        samplePerfectTile(b, 512, 3, 64);
    ASSERT_TRUE(bool(withPrior) && bool(plain));
    EXPECT_EQ(*withPrior, *plain);
  }
}

TEST(SamplePerfectTileWithPriors, FavorsTheOutermostPriorKeepingTheSupport) {
  RandomEngine engine(11);
  constexpr int kDraws = 2000;
  int inPrior = 0, innerInPrior = 0;
  for (int draw = 0; draw < kDraws; ++draw) {
    llvm::Expected<std::vector<int64_t>> f =
        samplePerfectTileWithPriors(engine, 2048, 4, 64, {8}, {2, 4, 8, 16});
    ASSERT_TRUE(bool(f)) << llvm::toString(f.takeError());
    ASSERT_EQ(f->size(), 4u);
    int64_t product = 1;
    for (int64_t x : *f)
      product *= x;
    EXPECT_EQ(product, 2048);
    EXPECT_LE(f->back(), 64);
    inPrior += f->front() == 2 || f->front() == 4 || f->front() == 8 ||
               f->front() == 16;
    innerInPrior += f->back() == 8;
  }
  // 0.8 from the prior plus the uniform draws that land there; the
  // innermost prior still applies to the rest.
  EXPECT_GT(inPrior, kDraws * 0.8);
  EXPECT_GT(innerInPrior, kDraws * 0.6);
}

TEST(SamplePerfectTileWithPriors, EmptyOutermostPriorDrawsAsBefore) {
  // Without an outermost prior, no coin is drawn: the same stream gives
  // samplePerfectTileWithPrior's decisions (fixed-seed traces keep theirs).
  RandomEngine a(3), b(3);
  for (int draw = 0; draw < 50; ++draw) {
    llvm::Expected<std::vector<int64_t>> withPriors =
        samplePerfectTileWithPriors(a, 1024, 4, 64, {16, 32}, {});
    llvm::Expected<std::vector<int64_t>> withPrior =
        samplePerfectTileWithPrior(b, 1024, 4, 64, {16, 32});
    ASSERT_TRUE(bool(withPriors) && bool(withPrior));
    EXPECT_EQ(*withPriors, *withPrior);
  }
  // Outermost values that divide nothing (or n = 1) fall back after the coin.
  RandomEngine c(4);
  llvm::Expected<std::vector<int64_t>> one =
      samplePerfectTileWithPriors(c, 64, 1, 64, {}, {2});
  ASSERT_TRUE(bool(one));
  EXPECT_EQ(*one, std::vector<int64_t>{64});
  llvm::Expected<std::vector<int64_t>> prime =
      samplePerfectTileWithPriors(c, 97, 3, 0, {}, {2, 4});
  ASSERT_TRUE(bool(prime));
  EXPECT_EQ((*prime)[0] * (*prime)[1] * (*prime)[2], 97);
}
