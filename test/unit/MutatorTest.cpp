//===- MutatorTest.cpp - Mutators keep traces valid -----------------------===//

#include "msched/Search/Mutator/Mutator.h"
#include "msched/Context.h"
#include "msched/Dialect/MSchedTransformOps.h"

#include <gtest/gtest.h>

#include <map>

using namespace mlir;
using namespace msched;

namespace {

const char *kTrace = R"mlir(
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %i:3 = transform.msched.sample_perfect_tile %mm loop = 0 n = 3 max_innermost_factor = 8 decision = [4, 8, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %k:2 = transform.msched.sample_perfect_tile %mm loop = 2 n = 2 max_innermost_factor = 16 decision = [16, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %u = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [0.25, 0.25, 0.25, 0.25] decision = 1 : !transform.param<i64>
    %t, %l:2 = transform.structured.tile_using_for %mm tile_sizes [%i#2, 0, %k#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.msched.unroll %l#1 by %u : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
)mlir";

class MutatorTest : public ::testing::Test {
protected:
  void SetUp() override {
    ctx = makeContext();
    loadTraceExtensions(*ctx);
    FailureOr<Trace> parsed = Trace::parse(kTrace, ctx.get());
    ASSERT_TRUE(succeeded(parsed));
    trace.emplace(std::move(*parsed));
  }
  std::unique_ptr<MLIRContext> ctx;
  std::optional<Trace> trace;
};

std::vector<int64_t> tileDecision(const Trace &t, size_t which) {
  auto tiles = getDecidedInstructions<SamplePerfectTileOp>(t);
  ArrayRef<int64_t> d = *tiles[which].getDecision();
  return {d.begin(), d.end()};
}

TEST_F(MutatorTest, TileSizeKeepsProductsAndTheInnermostBound) {
  std::unique_ptr<Mutator> m = createMutateTileSize();
  RandomEngine engine(7);
  std::map<std::vector<int64_t>, int> seen;
  for (int i = 0; i < 500; ++i) {
    std::optional<Trace> mutated = m->apply(*trace, engine);
    ASSERT_TRUE(mutated);
    std::vector<int64_t> a = tileDecision(*mutated, 0);
    std::vector<int64_t> b = tileDecision(*mutated, 1);
    EXPECT_EQ(a[0] * a[1] * a[2], 128);
    EXPECT_LE(a[2], 8);
    EXPECT_EQ(b[0] * b[1], 128);
    EXPECT_LE(b[1], 16);
    // Exactly one of the two instructions changed.
    bool changedA = a != std::vector<int64_t>{4, 8, 4};
    bool changedB = b != std::vector<int64_t>{16, 8};
    EXPECT_NE(changedA, changedB);
    ++seen[changedA ? a : b];
  }
  // Several distinct proposals, not one fixed answer.
  EXPECT_GE(seen.size(), 6u);
  // The input trace is untouched.
  EXPECT_EQ(tileDecision(*trace, 0), (std::vector<int64_t>{4, 8, 4}));
}

TEST_F(MutatorTest, SameSeedSameProposals) {
  std::unique_ptr<Mutator> m = createMutateTileSize();
  RandomEngine e1(3), e2(3);
  for (int i = 0; i < 20; ++i)
    EXPECT_EQ(m->apply(*trace, e1)->str(), m->apply(*trace, e2)->str());
}

TEST_F(MutatorTest, UnrollChangesOnlyTheUnrollKnob) {
  std::unique_ptr<Mutator> m = createMutateUnroll();
  RandomEngine engine(1);
  std::map<int64_t, int> picks;
  for (int i = 0; i < 300; ++i) {
    std::optional<Trace> mutated = m->apply(*trace, engine);
    ASSERT_TRUE(mutated);
    auto knobs = getDecidedInstructions<SampleCategoricalOp>(*mutated);
    ASSERT_EQ(knobs.size(), 1u);
    int64_t d = static_cast<int64_t>(*knobs[0].getDecision());
    EXPECT_NE(d, 1);
    ++picks[d];
    EXPECT_EQ(tileDecision(*mutated, 0), (std::vector<int64_t>{4, 8, 4}));
  }
  // The three other candidates, each about a third of the time.
  ASSERT_EQ(picks.size(), 3u);
  for (auto [d, n] : picks)
    EXPECT_GT(n, 60) << "candidate " << d;
}

TEST_F(MutatorTest, NotApplicableMutatorsSayNothing) {
  RandomEngine engine(1);
  EXPECT_FALSE(createMutateParallel()->apply(*trace, engine));
  EXPECT_FALSE(createMutateComputeLocation()->apply(*trace, engine));
}

/// A trace with one sampled compute location at `decision`, followed by
/// transform.msched.compute_at or (older traces) a fusion into the loop.
std::string computeLocationTrace(int64_t decision, bool computeAt) {
  std::string follow =
      computeAt
          ? "transform.msched.compute_at %p at %loop, %index : "
            "(!transform.any_op, !transform.any_op, !transform.param<i64>) "
            "-> ()"
          : "%f, %c = transform.structured.fuse_into_containing_op %p into "
            "%loop : (!transform.any_op, !transform.any_op) -> "
            "(!transform.any_op, !transform.any_op)";
  return R"mlir(
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop, %index = transform.msched.sample_compute_location %p decision = )mlir" +
         std::to_string(decision) +
         R"mlir( : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    )mlir" +
         follow +
         R"mlir(
    transform.yield
  }
}
)mlir";
}

/// The decisions `createMutateComputeLocation` proposes for `text` in 700
/// draws with a fixed seed, with how often each was drawn.
std::map<int64_t, int> proposedLocations(MLIRContext *ctx,
                                         const std::string &text) {
  FailureOr<Trace> t = Trace::parse(text, ctx);
  EXPECT_TRUE(succeeded(t));
  std::map<int64_t, int> picks;
  if (failed(t))
    return picks;
  std::unique_ptr<Mutator> m = createMutateComputeLocation();
  RandomEngine engine(11);
  for (int i = 0; i < 700; ++i) {
    std::optional<Trace> mutated = m->apply(*t, engine);
    if (!mutated)
      break;
    auto ops = getDecidedInstructions<SampleComputeLocationOp>(*mutated);
    ++picks[static_cast<int64_t>(*ops.front().getDecision())];
  }
  return picks;
}

TEST_F(MutatorTest, ComputeAtLocationsMoveBetweenRootInlineAndLoops) {
  // Root becomes inline or one of loops 0..5, each about 1/7 of the time.
  std::map<int64_t, int> picks =
      proposedLocations(ctx.get(), computeLocationTrace(-1, true));
  ASSERT_EQ(picks.size(), 7u);
  EXPECT_EQ(picks.begin()->first, -2);
  EXPECT_EQ(picks.rbegin()->first, 5);
  EXPECT_EQ(picks.count(-1), 0u);
  for (auto [d, n] : picks)
    EXPECT_GT(n, 60) << "location " << d;
  // A loop may become root or inline.
  picks = proposedLocations(ctx.get(), computeLocationTrace(2, true));
  ASSERT_EQ(picks.size(), 7u);
  EXPECT_EQ(picks.count(2), 0u);
  EXPECT_TRUE(picks.count(-2) && picks.count(-1));
}

TEST_F(MutatorTest, FusedLocationsOfOlderTracesOnlyMoveBetweenLoops) {
  std::map<int64_t, int> picks =
      proposedLocations(ctx.get(), computeLocationTrace(2, false));
  ASSERT_EQ(picks.size(), 5u);
  EXPECT_EQ(picks.begin()->first, 0);
  EXPECT_EQ(picks.rbegin()->first, 5);
  EXPECT_EQ(picks.count(2), 0u);
  // Root is followed by no fusion: not mutated.
  EXPECT_TRUE(
      proposedLocations(ctx.get(), computeLocationTrace(-1, false)).empty());
}

// Three blocks: %a and %b tile loop 0 (extent 128) in three parts and loop
// 2 in two parts over different extents (128 and 64); %c tiles only loop 0,
// with an innermost bound of 4.
const char *kThreeBlocks = R"mlir(
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %a0:3 = transform.msched.sample_perfect_tile %a loop = 0 n = 3 max_innermost_factor = 8 decision = [4, 8, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %a2:2 = transform.msched.sample_perfect_tile %a loop = 2 n = 2 decision = [16, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %b0:3 = transform.msched.sample_perfect_tile %b loop = 0 n = 3 max_innermost_factor = 16 decision = [2, 8, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %b2:2 = transform.msched.sample_perfect_tile %b loop = 2 n = 2 decision = [8, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %c0:3 = transform.msched.sample_perfect_tile %c loop = 0 n = 3 max_innermost_factor = 4 decision = [32, 1, 4] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
)mlir";

TEST_F(MutatorTest, TileShareCopiesADrawnBlocksTilesOntoAllOthersByWork) {
  FailureOr<Trace> three = Trace::parse(kThreeBlocks, ctx.get());
  ASSERT_TRUE(succeeded(three));
  using Decisions = std::vector<std::vector<int64_t>>;
  const Decisions original = {
      {4, 8, 4}, {16, 8}, {2, 8, 8}, {8, 8}, {32, 1, 4}};
  std::unique_ptr<Mutator> m = createMutateTileShare();
  RandomEngine engine(5);
  std::map<Decisions, int> seen;
  constexpr int kDraws = 2000;
  for (int i = 0; i < kDraws; ++i) {
    std::optional<Trace> mutated = m->apply(*three, engine);
    ASSERT_TRUE(mutated);
    Decisions d;
    for (size_t k = 0; k < original.size(); ++k)
      d.push_back(tileDecision(*mutated, k));
    ++seen[d];
  }
  // Loop 0 only (loop 2's extents differ). From a: onto b and c. From b:
  // onto a (b's innermost 8 exceeds c's bound). From c: onto a and b.
  Decisions fromA = original, fromB = original, fromC = original;
  fromA[2] = fromA[4] = {4, 8, 4};
  fromB[0] = {2, 8, 8};
  fromC[0] = fromC[2] = {32, 1, 4};
  ASSERT_EQ(seen.size(), 3u);
  // Sources by work (tiled extents' product): a 128 * 128, b 128 * 64, c
  // 128, so about 66%, 33% and 0.5% of the draws.
  EXPECT_NEAR(seen[fromA], kDraws * 16384 / 24704.0, 100);
  EXPECT_NEAR(seen[fromB], kDraws * 8192 / 24704.0, 100);
  EXPECT_GE(seen[fromC], 1);
  EXPECT_LE(seen[fromC], 30);
  // The single-block trace has nothing to share.
  EXPECT_FALSE(m->apply(*trace, engine));
}

TEST_F(MutatorTest, MutateFallsBackWhenTheDrawnMutatorDoesNotApply) {
  std::vector<WeightedMutator> onlyParallelFirst;
  onlyParallelFirst.push_back({createMutateParallel(), 1.0});
  onlyParallelFirst.push_back({createMutateUnroll(), 0.0});
  RandomEngine engine(5);
  std::optional<Trace> mutated = mutate(*trace, onlyParallelFirst, engine);
  ASSERT_TRUE(mutated);
  auto knobs = getDecidedInstructions<SampleCategoricalOp>(*mutated);
  EXPECT_NE(*knobs[0].getDecision(), 1u);
}

TEST_F(MutatorTest, DefaultCpuProbabilities) {
  std::vector<WeightedMutator> m = createDefaultCpuMutators();
  ASSERT_EQ(m.size(), 6u);
  EXPECT_EQ(m[0].mutator->getName(), "mutate-tile-size");
  EXPECT_DOUBLE_EQ(m[0].probability, 0.80);
  EXPECT_EQ(m[1].mutator->getName(), "mutate-tile-share");
  EXPECT_DOUBLE_EQ(m[1].probability, 0.05);
  EXPECT_EQ(m[2].mutator->getName(), "mutate-kernel");
  EXPECT_DOUBLE_EQ(m[2].probability, 0.05);
  EXPECT_DOUBLE_EQ(m[3].probability, 0.05);
  EXPECT_DOUBLE_EQ(m[4].probability, 0.03);
  EXPECT_DOUBLE_EQ(m[5].probability, 0.02);
}

} // namespace
