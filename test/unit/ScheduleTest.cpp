//===- ScheduleTest.cpp - The Schedule API --------------------------------===//
//
// Invariant 1 (a trace built through the Schedule API replays, through
// msched's replay, to exactly the payload the Schedule produced, also after a
// JSON round trip), invariant 2 (same seed, same trace, with 1 and 2
// threads), and the Schedule's handle rules, error handling and analyses.
// The msched-opt side of invariant 1 is test/lit/traces/invariant1-*.mlir.
//
//===----------------------------------------------------------------------===//

#include "ScheduleExamples.h"

#include "msched/Context.h"
#include "msched/ScheduleAnalysis.h"
#include "msched/Traces/Schedule.h"
#include "msched/Traces/TraceJson.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

using namespace mlir;
using namespace msched;

namespace {

OwningOpRef<ModuleOp> loadWorkload(MLIRContext &ctx, StringRef name) {
  return parseWorkloadFile(test::exampleWorkload(name), ctx);
}

/// The example schedule `name` built with `seed` in `ctx`; fails the test
/// (and returns failure) when a step fails.
FailureOr<Schedule> buildExample(MLIRContext &ctx, ModuleOp workload,
                                 StringRef name, uint64_t seed) {
  ScheduleOptions options;
  options.seed = seed;
  FailureOr<Schedule> s = Schedule::create(workload, "", options);
  if (failed(s)) {
    ADD_FAILURE() << "Schedule::create failed for " << name.str();
    return failure();
  }
  std::string message;
  if (failed(test::buildExample(*s, name, message))) {
    ADD_FAILURE() << name.str() << ": " << message;
    return failure();
  }
  return s;
}

/// Collects the diagnostics of a scope as text.
struct DiagnosticCollector {
  explicit DiagnosticCollector(MLIRContext &ctx)
      : handler(&ctx, [this](Diagnostic &d) {
          text += d.str() + "\n";
          return success();
        }) {}
  std::string text;
  ScopedDiagnosticHandler handler;
};

const char *kMatmul = R"mlir(
func.func @mm(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
)mlir";

class ScheduleTest : public ::testing::Test {
protected:
  ScheduleTest() : ctx(makeContext()) {}

  OwningOpRef<ModuleOp> parse(const char *text) {
    return parseSourceString<ModuleOp>(text, ctx.get());
  }

  /// Replays `trace` on `workload` and returns the printed payload, or "".
  std::string replay(ModuleOp workload, const Trace &trace) {
    FailureOr<OwningOpRef<ModuleOp>> replayed = replayTrace(workload, trace);
    return succeeded(replayed) ? printOp(**replayed) : std::string();
  }

  std::unique_ptr<MLIRContext> ctx;
};

} // namespace

//===----------------------------------------------------------------------===//
// Invariant 1
//===----------------------------------------------------------------------===//

TEST_F(ScheduleTest, Invariant1ReplayReproducesPayload) {
  for (StringRef name : test::exampleNames()) {
    SCOPED_TRACE(name.str());
    OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, name);
    ASSERT_TRUE(workload);
    std::string original = printOp(*workload);
    FailureOr<Schedule> s = buildExample(*ctx, *workload, name, 7);
    ASSERT_TRUE(succeeded(s));
    std::string payload = printOp(s->getPayload());
    // The workload is untouched and the schedule did transform it.
    EXPECT_EQ(printOp(*workload), original);
    EXPECT_NE(payload, original);
    // Every sampling instruction recorded its decision.
    for (Operation *op : s->getTrace().getInstructions()) {
      if (isSamplingInstruction(op)) {
        EXPECT_TRUE(getDecision(op)) << printOp(op);
      }
    }

    // Printed, parsed, replayed by msched's replay.
    std::string traceText = s->getTrace().str();
    FailureOr<Trace> parsed = Trace::parse(traceText, ctx.get());
    ASSERT_TRUE(succeeded(parsed));
    EXPECT_EQ(parsed->str(), traceText);
    EXPECT_EQ(replay(*workload, *parsed), payload);

    // MLIR -> JSON -> MLIR is lossless, and replays the same.
    FailureOr<nlohmann::json> json = traceToJson(*parsed);
    ASSERT_TRUE(succeeded(json));
    FailureOr<Trace> fromJson = parseTraceJson(json->dump(), ctx.get());
    ASSERT_TRUE(succeeded(fromJson));
    EXPECT_EQ(fromJson->str(), traceText);
    EXPECT_EQ(replay(*workload, *fromJson), payload);
  }
}

TEST_F(ScheduleTest, Invariant1SimplifiedTraceReplaysTheSame) {
  OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, "matmul");
  FailureOr<Schedule> s = buildExample(*ctx, *workload, "matmul", 3);
  ASSERT_TRUE(succeeded(s));
  // Add instructions whose results nobody uses.
  ASSERT_TRUE(succeeded(s->sampleCategorical({1, 2, 4}, {1, 1, 1})));
  FailureOr<OpHandle> f = s->getFunc();
  ASSERT_TRUE(succeeded(f));
  ASSERT_TRUE(succeeded(s->matchOps(*f, {"scf.for"})));
  Trace simplified = s->getTrace().simplified();
  EXPECT_EQ(simplified.size(), s->size() - 2);
  EXPECT_EQ(replay(*workload, simplified), printOp(s->getPayload()));
}

//===----------------------------------------------------------------------===//
// Invariant 2
//===----------------------------------------------------------------------===//

TEST_F(ScheduleTest, Invariant2SameSeedSameTrace) {
  for (StringRef name : test::exampleNames()) {
    SCOPED_TRACE(name.str());
    OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, name);
    ASSERT_TRUE(workload);
    FailureOr<Schedule> a = buildExample(*ctx, *workload, name, 42);
    FailureOr<Schedule> b = buildExample(*ctx, *workload, name, 42);
    ASSERT_TRUE(succeeded(a) && succeeded(b));
    EXPECT_EQ(a->getTrace().str(), b->getTrace().str());
    EXPECT_EQ(printOp(a->getPayload()), printOp(b->getPayload()));
  }
  // Some seed changes the decisions.
  OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, "matmul");
  FailureOr<Schedule> base = buildExample(*ctx, *workload, "matmul", 42);
  ASSERT_TRUE(succeeded(base));
  bool differs = false;
  for (uint64_t seed = 1; seed <= 8 && !differs; ++seed) {
    FailureOr<Schedule> other = buildExample(*ctx, *workload, "matmul", seed);
    ASSERT_TRUE(succeeded(other));
    differs = other->getTrace().str() != base->getTrace().str();
  }
  EXPECT_TRUE(differs);
}

namespace {
/// Builds every example, task i with seed RandomEngine::streamSeed(seed, i),
/// on `numThreads` threads (each with its own context); returns the printed
/// trace and payload of each task.
std::vector<std::string> buildAll(uint64_t seed, unsigned numThreads) {
  ArrayRef<StringLiteral> names = test::exampleNames();
  std::vector<std::string> results(names.size());
  auto work = [&](unsigned thread) {
    std::unique_ptr<MLIRContext> ctx = makeContext();
    for (size_t i = thread; i < names.size(); i += numThreads) {
      OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, names[i]);
      if (!workload)
        continue;
      FailureOr<Schedule> s = buildExample(*ctx, *workload, names[i],
                                           RandomEngine::streamSeed(seed, i));
      if (succeeded(s))
        results[i] = s->getTrace().str() + printOp(s->getPayload());
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < numThreads; ++t)
    threads.emplace_back(work, t);
  for (std::thread &t : threads)
    t.join();
  return results;
}
} // namespace

TEST_F(ScheduleTest, Invariant2OneAndTwoThreadsAgree) {
  std::vector<std::string> one = buildAll(2024, 1);
  std::vector<std::string> two = buildAll(2024, 2);
  ASSERT_EQ(one.size(), two.size());
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_FALSE(one[i].empty()) << "task " << i;
    EXPECT_EQ(one[i], two[i]) << "task " << i;
  }
}

//===----------------------------------------------------------------------===//
// Steps, handles and errors
//===----------------------------------------------------------------------===//

TEST_F(ScheduleTest, SamplingRecordsDecisionsAndParamsAreReadable) {
  OwningOpRef<ModuleOp> workload = parse(kMatmul);
  ScheduleOptions options;
  options.seed = 5;
  FailureOr<Schedule> s = Schedule::create(*workload, "mm", options);
  ASSERT_TRUE(succeeded(s));
  OpHandle mm = *s->matchOps(*s->getFunc(), {"linalg.matmul"});
  auto factors = s->samplePerfectTile(mm, 1, 3, 8);
  ASSERT_TRUE(succeeded(factors));
  auto *op = s->getTrace().getInstruction(s->size() - 1);
  auto decision = dyn_cast_or_null<DenseI64ArrayAttr>(getDecision(op));
  ASSERT_TRUE(decision);
  ASSERT_EQ(decision.size(), 3);
  int64_t product = 1;
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(*s->getInt((*factors)[i]), decision[i]);
    product *= decision[i];
  }
  EXPECT_EQ(product, 48);
  EXPECT_LE(decision[2], 8);

  // A given decision is replayed as it is.
  auto fixed = s->samplePerfectTile(mm, 0, 2, 0, ArrayRef<int64_t>{4, 16});
  ASSERT_TRUE(succeeded(fixed));
  EXPECT_EQ(s->getInts((*fixed)[0]), SmallVector<int64_t>{4});
  EXPECT_EQ(s->getInts((*fixed)[1]), SmallVector<int64_t>{16});

  auto c = s->sampleCategorical({16, 32, 64}, {0, 1, 0});
  ASSERT_TRUE(succeeded(c));
  EXPECT_EQ(*s->getInt(*c), 32);
  EXPECT_EQ(getDecision(s->getTrace().getInstruction(s->size() - 1)),
            Builder(ctx.get()).getI64IntegerAttr(1));

  // Tiling with params and constants.
  auto t = s->tile(mm, {(*fixed)[1], 16, 0});
  ASSERT_TRUE(succeeded(t));
  ASSERT_EQ(t->loops.size(), 2u);
  auto trips = getStaticTripCounts(*s->getSingleOp(t->loops[0]));
  ASSERT_TRUE(succeeded(trips));
  EXPECT_EQ((*trips)[0], 4);
  trips = getStaticTripCounts(*s->getSingleOp(t->loops[1]));
  EXPECT_EQ((*trips)[0], 3);

  // Compute location of nothing useful: the matmul's result is returned.
  auto loc = s->sampleComputeLocation(t->tiled);
  ASSERT_TRUE(succeeded(loc)) << s->getLastError();
  EXPECT_TRUE(getDecision(s->getTrace().getInstruction(s->size() - 1)));
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
}

const char *kThreeMatmuls = R"mlir(
func.func @mm3(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>,
               %D: tensor<32x128xf32>, %E: tensor<32x48xf32>) -> (tensor<64x48xf32>, tensor<64x48xf32>, tensor<32x48xf32>) {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  %1 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%0 : tensor<64x48xf32>) -> tensor<64x48xf32>
  %2 = linalg.matmul ins(%D, %B : tensor<32x128xf32>, tensor<128x48xf32>) outs(%E : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %0, %1, %2 : tensor<64x48xf32>, tensor<64x48xf32>, tensor<32x48xf32>
}
)mlir";

/// kThreeMatmuls, its schedule and the handles of its three matmuls (a
/// failure where it does not parse, schedule or split).
struct ThreeMatmuls {
  OwningOpRef<ModuleOp> workload;
  FailureOr<Schedule> s = failure();
  FailureOr<SmallVector<OpHandle>> mms = failure();
};
static ThreeMatmuls scheduleThreeMatmuls(MLIRContext *ctx) {
  ThreeMatmuls t;
  t.workload = parseSourceString<ModuleOp>(kThreeMatmuls, ctx);
  if (!t.workload)
    return t;
  t.s = Schedule::create(*t.workload, "mm3");
  if (succeeded(t.s))
    t.mms =
        t.s->splitHandle(*t.s->matchOps(*t.s->getFunc(), {"linalg.matmul"}));
  return t;
}

TEST_F(ScheduleTest, SharedDecisionsReuseParamsOfTheRecordedScope) {
  auto [workload, s, mms] = scheduleThreeMatmuls(ctx.get());
  ASSERT_TRUE(succeeded(mms));
  ASSERT_EQ(mms->size(), 3u);

  // First scope of the key: records.
  EXPECT_FALSE(s->beginSharedDecisions("k"));
  auto rows = s->samplePerfectTile((*mms)[0], 0, 2);
  auto unroll = s->sampleCategorical({1, 2, 4}, {0.2, 0.3, 0.5});
  ASSERT_TRUE(succeeded(rows) && succeeded(unroll));
  EXPECT_TRUE(s->endSharedDecisions(1, 2));
  size_t recorded = s->size();

  // A copy keeps the record. The same calls on an identical block reuse the
  // params: no instruction is added.
  Schedule copy = s->copy();
  EXPECT_TRUE(copy.beginSharedDecisions("k"));
  auto reusedRows = copy.samplePerfectTile((*mms)[1], 0, 2);
  auto reusedUnroll = copy.sampleCategorical({1, 2, 4}, {0.2, 0.3, 0.5});
  ASSERT_TRUE(succeeded(reusedRows) && succeeded(reusedUnroll));
  EXPECT_EQ(copy.size(), recorded);
  EXPECT_EQ(*reusedRows, *rows);
  EXPECT_EQ(*reusedUnroll, *unroll);
  // Complete only as the recorded variant.
  Schedule other = copy.copy();
  EXPECT_TRUE(copy.endSharedDecisions(1, 2));
  EXPECT_FALSE(other.endSharedDecisions(0, 2));

  // Another loop range (32 rows) samples anew from that call on, and the
  // scope is not complete.
  EXPECT_TRUE(s->beginSharedDecisions("k"));
  auto fresh = s->samplePerfectTile((*mms)[2], 0, 2);
  ASSERT_TRUE(succeeded(fresh));
  EXPECT_EQ(s->size(), recorded + 1);
  EXPECT_NE(*fresh, *rows);
  auto afterDivergence = s->sampleCategorical({1, 2, 4}, {0.2, 0.3, 0.5});
  ASSERT_TRUE(succeeded(afterDivergence));
  EXPECT_EQ(s->size(), recorded + 2);
  EXPECT_FALSE(s->endSharedDecisions(1, 2));

  // Fewer calls than recorded: not complete. Outside a scope, and with an
  // explicit decision, nothing is shared.
  EXPECT_TRUE(s->beginSharedDecisions("k"));
  ASSERT_TRUE(succeeded(s->samplePerfectTile((*mms)[1], 0, 2)));
  EXPECT_FALSE(s->endSharedDecisions(1, 2));
  size_t before = s->size();
  ASSERT_TRUE(succeeded(s->samplePerfectTile((*mms)[1], 0, 2)));
  EXPECT_TRUE(s->beginSharedDecisions("k"));
  ASSERT_TRUE(succeeded(
      s->samplePerfectTile((*mms)[1], 0, 2, 0, ArrayRef<int64_t>{4, 16})));
  EXPECT_FALSE(s->endSharedDecisions(1, 2));
  EXPECT_EQ(s->size(), before + 2);
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
  EXPECT_EQ(replay(*workload, copy.getTrace()), printOp(copy.getPayload()));
}

TEST_F(ScheduleTest, TileGroupSharesTheSamplesOfLoopsAlike) {
  auto [workload, s, mms] = scheduleThreeMatmuls(ctx.get());
  ASSERT_TRUE(succeeded(mms));
  ASSERT_EQ(mms->size(), 3u);

  // The first block of group "g" samples its loops 0 (64 rows) and 1 (48).
  auto rows = s->samplePerfectTileInGroup("g", (*mms)[0], 0, 2, 0, {8}, {});
  auto cols = s->samplePerfectTileInGroup("g", (*mms)[0], 1, 2, 0, {}, {});
  ASSERT_TRUE(succeeded(rows) && succeeded(cols)) << s->getLastError();
  size_t sampled = s->size();

  // A copy keeps the group. A block with the same extents reuses both
  // samples: no instruction is added.
  Schedule copy = s->copy();
  auto sameRows =
      copy.samplePerfectTileInGroup("g", (*mms)[1], 0, 2, 0, {8}, {});
  auto sameCols =
      copy.samplePerfectTileInGroup("g", (*mms)[1], 1, 2, 0, {}, {});
  ASSERT_TRUE(succeeded(sameRows) && succeeded(sameCols));
  EXPECT_EQ(copy.size(), sampled);
  EXPECT_EQ(*sameRows, *rows);
  EXPECT_EQ(*sameCols, *cols);

  // The third block's 32 rows sample anew; its 48 columns reuse.
  auto otherRows =
      s->samplePerfectTileInGroup("g", (*mms)[2], 0, 2, 0, {8}, {});
  auto otherCols = s->samplePerfectTileInGroup("g", (*mms)[2], 1, 2, 0, {}, {});
  ASSERT_TRUE(succeeded(otherRows) && succeeded(otherCols));
  EXPECT_EQ(s->size(), sampled + 1);
  EXPECT_NE(*otherRows, *rows);
  EXPECT_EQ(*otherCols, *cols);

  // Another prior, level count or group, or no group: sampled anew.
  size_t before = s->size();
  ASSERT_TRUE(succeeded(
      s->samplePerfectTileInGroup("g", (*mms)[1], 0, 2, 0, {16}, {})));
  ASSERT_TRUE(
      succeeded(s->samplePerfectTileInGroup("g", (*mms)[1], 0, 3, 0, {8}, {})));
  ASSERT_TRUE(
      succeeded(s->samplePerfectTileInGroup("h", (*mms)[1], 0, 2, 0, {8}, {})));
  ASSERT_TRUE(
      succeeded(s->samplePerfectTileInGroup("", (*mms)[1], 0, 2, 0, {8}, {})));
  EXPECT_EQ(s->size(), before + 4);
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
  EXPECT_EQ(replay(*workload, copy.getTrace()), printOp(copy.getPayload()));
}

TEST_F(ScheduleTest, ConsumedHandleIsRefused) {
  OwningOpRef<ModuleOp> workload = parse(kMatmul);
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  OpHandle mm = *s->matchOps(*s->getFunc(), {"linalg.matmul"});
  ASSERT_TRUE(succeeded(s->tile(mm, {8, 8, 0})));
  size_t size = s->size();
  std::string before = printOp(s->getPayload());
  EXPECT_FALSE(s->isLive(mm));
  EXPECT_EQ(s->whyNotLive(mm),
            "consumed by instruction #2 'transform.structured.tile_using_for'");
  EXPECT_TRUE(failed(s->tile(mm, {4, 4, 0})));
  EXPECT_EQ(s->getLastError(),
            "handle #2 cannot be used: consumed by instruction #2 "
            "'transform.structured.tile_using_for'");
  // Through the generic path, the op is refused before it is applied.
  EXPECT_TRUE(failed(s->create<transform::TileUsingForOp>(
      s->getValue(mm), ArrayRef<int64_t>{4, 4, 0})));
  EXPECT_NE(s->getLastError().find("cannot be used: consumed by"),
            std::string::npos);
  EXPECT_EQ(s->size(), size);
  EXPECT_EQ(printOp(s->getPayload()), before);
}

TEST_F(ScheduleTest, FailedStepRollsBack) {
  OwningOpRef<ModuleOp> workload = parse(kMatmul);
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  OpHandle f = *s->getFunc();
  OpHandle mm = *s->matchOps(f, {"linalg.matmul"});
  size_t size = s->size();
  std::string trace = s->getTrace().str();
  std::string payload = printOp(s->getPayload());

  // A decision that does not fit: the op fails when applied.
  EXPECT_TRUE(
      failed(s->samplePerfectTile(mm, 0, 2, 0, ArrayRef<int64_t>{4, 32})));
  EXPECT_NE(s->getLastError().find("decision [4, 32] of sample_perfect_tile: "
                                   "product 128 != extent 64 of loop 0"),
            std::string::npos)
      << s->getLastError();
  // Tiling, then failing after the payload changed: vectorize with vector
  // sizes smaller than the shape is rejected by the vectorizer.
  EXPECT_TRUE(failed(s->vectorize(mm, {2, 2, 2})));
  EXPECT_FALSE(s->getLastError().empty());
  EXPECT_EQ(s->size(), size);
  EXPECT_EQ(s->getTrace().str(), trace);
  EXPECT_EQ(printOp(s->getPayload()), payload);
  EXPECT_TRUE(s->isUsable());

  // Handles still point into the (restored) payload and work.
  ASSERT_EQ(s->getOps(mm).size(), 1u);
  EXPECT_TRUE(isa<linalg::MatmulOp>(s->getOps(mm).front()));
  ASSERT_TRUE(succeeded(s->tile(mm, {16, 16, 0}))) << s->getLastError();
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
}

TEST_F(ScheduleTest, FailedStepWithoutRollbackMakesScheduleUnusable) {
  OwningOpRef<ModuleOp> workload = parse(kMatmul);
  ScheduleOptions options;
  options.rollback = false;
  FailureOr<Schedule> s = Schedule::create(*workload, "", options);
  ASSERT_TRUE(succeeded(s));
  OpHandle mm = *s->matchOps(*s->getFunc(), {"linalg.matmul"});
  EXPECT_TRUE(failed(s->vectorize(mm, {2, 2, 2})));
  EXPECT_FALSE(s->isUsable());
  EXPECT_TRUE(failed(s->matchOps(*s->getFunc(), {"linalg.matmul"})));
  EXPECT_EQ(s->getLastError().rfind("the schedule is unusable: instruction "
                                    "#2 'transform.structured.vectorize' "
                                    "failed",
                                    0),
            0u)
      << s->getLastError();
}

TEST_F(ScheduleTest, BadInputIsAnErrorNotACrash) {
  OwningOpRef<ModuleOp> workload = parse(kMatmul);
  {
    DiagnosticCollector diags(*ctx);
    EXPECT_TRUE(failed(Schedule::create(*workload, "nope")));
    EXPECT_EQ(diags.text, "no function @nope in the workload\n");
  }
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  EXPECT_TRUE(failed(s->getSingleOp(OpHandle())));
  EXPECT_EQ(s->getLastError(),
            "handle (null) is not a handle of this schedule");
  auto p = s->sampleCategorical({1, 2}, {1, 1});
  ASSERT_TRUE(succeeded(p));
  EXPECT_TRUE(failed(s->tile(OpHandle(*p), {1})));
  EXPECT_EQ(s->getLastError(), "handle #1 is a param, expected an op handle");
  // sample_perfect_tile on a handle with 0 ops.
  OpHandle none = *s->matchOps(*s->getFunc(), {"linalg.conv_2d"});
  EXPECT_TRUE(s->getOps(none).empty());
  EXPECT_TRUE(failed(s->samplePerfectTile(none, 0, 2)));
  EXPECT_NE(s->getLastError().find(
                "sample_perfect_tile expects one payload op, got 0"),
            std::string::npos);
  // An op that does not verify.
  EXPECT_TRUE(failed(s->apply("transform.msched.sample_categorical", {},
                              {s->getParamType()}, {})));
  EXPECT_NE(s->getLastError().find("does not verify"), std::string::npos);
  // An unknown op.
  EXPECT_TRUE(failed(s->apply("transform.nope", {}, {})));
  EXPECT_EQ(s->getLastError(), "unknown op 'transform.nope' (not registered)");
  // A callback that builds nothing, or two ops: refused, trace unchanged.
  size_t size = s->size();
  EXPECT_TRUE(failed(
      s->apply([](OpBuilder &, Location) -> Operation * { return nullptr; })));
  EXPECT_TRUE(failed(s->apply([&](OpBuilder &b, Location loc) {
    transform::ParamConstantOp::create(b, loc, s->getParamType(),
                                       b.getI64IntegerAttr(1));
    return transform::ParamConstantOp::create(b, loc, s->getParamType(),
                                              b.getI64IntegerAttr(2))
        .getOperation();
  })));
  EXPECT_EQ(s->getLastError(), "the build callback must create exactly one "
                               "op with the builder it is given and return "
                               "it");
  EXPECT_EQ(s->size(), size);
}

TEST_F(ScheduleTest, GenericApplyAndCreate) {
  OwningOpRef<ModuleOp> workload = parse(kMatmul);
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  OpHandle f = *s->getFunc();
  // By name, with inherent attributes.
  Builder b(ctx.get());
  auto matched =
      s->apply("transform.structured.match", {f}, {s->getAnyOpType()},
               {b.getNamedAttr("ops", b.getStrArrayAttr({"linalg.matmul"}))});
  ASSERT_TRUE(succeeded(matched)) << s->getLastError();
  OpHandle mm((*matched)[0]);
  ASSERT_EQ(s->getOps(mm).size(), 1u);
  // Through an op class.
  auto tiled = s->create<transform::TileUsingForOp>(
      s->getValue(mm), ArrayRef<int64_t>{32, 0, 0});
  ASSERT_TRUE(succeeded(tiled)) << s->getLastError();
  OpHandle loop(s->getHandle(tiled->getLoops()[0]));
  EXPECT_TRUE(isa<scf::ForOp>(s->getOps(loop).front()));
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
}

TEST_F(ScheduleTest, ErasedPayloadMakesHandleStale) {
  // Canonicalization folds the identity generic away: a live handle to it
  // turns stale (a replay that used it later would fail), the step succeeds.
  OwningOpRef<ModuleOp> workload = parse(R"mlir(
func.func @id(%A: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%A : tensor<8x8xf32>) outs(%A : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x8xf32>
  return %g : tensor<8x8xf32>
})mlir");
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  OpHandle f = *s->getFunc();
  OpHandle g = *s->matchOps(f, {"linalg.generic"});
  ASSERT_TRUE(succeeded(s->applyCanonicalization(f))) << s->getLastError();
  EXPECT_FALSE(s->isLive(g));
  EXPECT_EQ(s->whyNotLive(g).rfind("stale: instruction #2", 0), 0u);
  EXPECT_TRUE(s->isLive(f));
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
}

TEST_F(ScheduleTest, TrackedReplacementKeepsHandleLive) {
  // Canonicalization through casts replaces the matmul; the handle follows.
  OwningOpRef<ModuleOp> workload = parse(R"mlir(
func.func @t(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %a = tensor.cast %A : tensor<8x8xf32> to tensor<?x8xf32>
  %c = tensor.cast %C : tensor<8x8xf32> to tensor<?x8xf32>
  %r = linalg.matmul ins(%a, %B : tensor<?x8xf32>, tensor<8x8xf32>) outs(%c : tensor<?x8xf32>) -> tensor<?x8xf32>
  %o = tensor.cast %r : tensor<?x8xf32> to tensor<8x8xf32>
  return %o : tensor<8x8xf32>
})mlir");
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  OpHandle f = *s->getFunc();
  OpHandle mm = *s->matchOps(f, {"linalg.matmul"});
  Operation *before = s->getOps(mm).front();
  ASSERT_TRUE(succeeded(s->applyCanonicalization(f))) << s->getLastError();
  ASSERT_TRUE(s->isLive(mm)) << s->whyNotLive(mm);
  Operation *after = s->getOps(mm).front();
  EXPECT_NE(after, before);
  FailureOr<IterationDomain> domain = getIterationDomain(after);
  ASSERT_TRUE(succeeded(domain));
  EXPECT_EQ(domain->extents, (SmallVector<int64_t>{8, 8, 8}));
  ASSERT_TRUE(succeeded(s->tile(mm, {4, 4, 4})));
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
}

TEST_F(ScheduleTest, ReleaseAndNestedInvalidation) {
  OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, "dense");
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  OpHandle f = *s->getFunc();
  OpHandle relu = *s->matchOps(f, {"linalg.generic"});
  OpHandle mm = *s->matchOps(f, {"linalg.matmul"});
  s->release(mm);
  EXPECT_EQ(s->whyNotLive(mm), "it was released");
  EXPECT_TRUE(failed(s->tile(mm, {4, 4, 4})));
  // Bufferizing consumes %root: every handle into the payload dies, and the
  // trace's root is annotated as consumed.
  Builder b(ctx.get());
  auto bufferized = s->apply(
      "transform.bufferization.one_shot_bufferize", {s->getRoot()},
      {s->getAnyOpType()},
      {b.getNamedAttr("bufferize_function_boundaries", b.getBoolAttr(true))});
  ASSERT_TRUE(succeeded(bufferized)) << s->getLastError();
  EXPECT_FALSE(s->isLive(s->getRoot()));
  EXPECT_FALSE(s->isLive(f));
  EXPECT_FALSE(s->isLive(relu));
  EXPECT_NE(s->whyNotLive(relu).find("invalidated by instruction #3"),
            std::string::npos)
      << s->whyNotLive(relu);
  EXPECT_NE(s->getTrace().str().find("{transform.consumed}"),
            std::string::npos);
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));
}

TEST_F(ScheduleTest, CopyForksIndependentSchedules) {
  OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, "matmul");
  ScheduleOptions options;
  options.seed = 11;
  FailureOr<Schedule> s = Schedule::create(*workload, "", options);
  ASSERT_TRUE(succeeded(s));
  OpHandle mm = *s->matchOps(*s->getFunc(), {"linalg.matmul"});
  Schedule a = s->copy();
  Schedule b = s->copy();
  // Handles keep their numbers across copies.
  ASSERT_EQ(a.getOps(mm).size(), 1u);
  EXPECT_NE(a.getOps(mm).front(), s->getOps(mm).front());
  EXPECT_EQ(a.getOps(mm).front()->getParentOfType<ModuleOp>(), a.getPayload());
  auto ta = a.samplePerfectTile(mm, 0, 2, 0, ArrayRef<int64_t>{4, 32});
  auto tb = b.samplePerfectTile(mm, 0, 2, 0, ArrayRef<int64_t>{2, 64});
  ASSERT_TRUE(succeeded(ta) && succeeded(tb));
  ASSERT_TRUE(succeeded(a.tile(mm, {(*ta)[1], 0, 0})));
  ASSERT_TRUE(succeeded(b.tile(mm, {(*tb)[1], 0, 0})));
  EXPECT_NE(printOp(a.getPayload()), printOp(b.getPayload()));
  EXPECT_EQ(s->size(), 2u); // the original is untouched
  EXPECT_EQ(replay(*workload, a.getTrace()), printOp(a.getPayload()));
  EXPECT_EQ(replay(*workload, b.getTrace()), printOp(b.getPayload()));
}

TEST_F(ScheduleTest, SplitHandleProducersAndConsumers) {
  OwningOpRef<ModuleOp> workload = loadWorkload(*ctx, "dense");
  FailureOr<Schedule> s = Schedule::create(*workload);
  ASSERT_TRUE(succeeded(s));
  OpHandle linalgOps =
      *s->matchInterface(*s->getFunc(), MatchInterface::LinalgOp);
  ASSERT_EQ(s->getOps(linalgOps).size(), 3u); // fill, matmul, generic
  auto parts = s->splitHandle(linalgOps);
  ASSERT_TRUE(succeeded(parts));
  ASSERT_EQ(parts->size(), 3u);
  Operation *mm = *s->getSingleOp((*parts)[1]);
  EXPECT_TRUE(isa<linalg::MatmulOp>(mm));
  FailureOr<IterationDomain> domain = getIterationDomain(mm);
  ASSERT_TRUE(succeeded(domain));
  EXPECT_EQ(domain->extents, (SmallVector<int64_t>{32, 48, 64}));
  EXPECT_EQ(domain->getParallelDims(), (SmallVector<unsigned>{0, 1}));
  EXPECT_EQ(domain->getReductionDims(), (SmallVector<unsigned>{2}));
  // Payload-level producers/consumers...
  SmallVector<Operation *> producers = getProducers(mm);
  ASSERT_EQ(producers.size(), 1u); // X and W are arguments
  EXPECT_TRUE(isa<linalg::FillOp>(producers[0]));
  SmallVector<Operation *> consumers = getConsumers(mm);
  ASSERT_EQ(consumers.size(), 1u);
  EXPECT_TRUE(isa<linalg::GenericOp>(consumers[0]));
  // ... and as handles.
  auto producer = s->getProducerOfOperand((*parts)[1], 2);
  ASSERT_TRUE(succeeded(producer)) << s->getLastError();
  EXPECT_EQ(s->getOps(*producer).front(), producers[0]);
  auto users = s->getConsumersOfResult((*parts)[1], 0);
  ASSERT_TRUE(succeeded(users)) << s->getLastError();
  EXPECT_EQ(s->getOps(*users).front(), consumers[0]);
  EXPECT_EQ(replay(*workload, s->getTrace()), printOp(s->getPayload()));

  // Analysis errors.
  DiagnosticCollector diags(*ctx);
  EXPECT_TRUE(failed(getIterationDomain(s->getPayloadFunc())));
  EXPECT_TRUE(failed(getStaticTripCounts(mm)));
  EXPECT_EQ(diags.text, "'func.func' has no iteration domain (not a linalg or "
                        "TilingInterface op)\n'linalg.matmul' is not a loop\n");
}
