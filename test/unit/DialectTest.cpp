//===- DialectTest.cpp - msched sampling ops driven from C++ --------------===//
//
// The sampling ops applied through mlir::transform::applyTransforms, as the
// Schedule API will: a caller-installed engine (SamplingStateExtension) is
// used instead of `msched.seed`, advances with each draw, gives the same
// decisions as the interpreter for the same seed, and is not touched when the
// decisions are replayed.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"

#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;

namespace {

const char *kPayload = R"mlir(
func.func @matmul(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
)mlir";

// The same three draws as test/lit/dialect/sample-perfect-tile.mlir, whose
// seed 42 gives [32, 2], [8, 6], [2, 64]; the sequence carries seed 7, which
// an installed engine overrides.
const char *kSchedule = R"mlir(
transform.sequence failures(propagate) attributes {msched.seed = 7 : i64} {
^bb0(%root: !transform.any_op):
  %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
  %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 max_innermost_factor = 16 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
  %j:2 = transform.msched.sample_perfect_tile %mm loop = 1 n = 2 max_innermost_factor = 16 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
  %k:2 = transform.msched.sample_perfect_tile %mm loop = 2 n = 2 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
}
)mlir";

class DialectTest : public ::testing::Test {
protected:
  DialectTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    registerAllExtensions(registry);
    msched::registerTransformExtension(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  OwningOpRef<ModuleOp> parse(const char *text) {
    return parseSourceString<ModuleOp>(text, &context);
  }

  /// The sequence (first op) of a parsed schedule module.
  transform::TransformOpInterface sequenceOf(ModuleOp schedule) {
    return cast<transform::TransformOpInterface>(schedule.getBody()->front());
  }

  /// Applies the schedule to the payload, with `engine` installed when
  /// non-null.
  LogicalResult apply(ModuleOp payload, ModuleOp schedule,
                      msched::RandomEngine *engine) {
    return transform::applyTransforms(
        payload, sequenceOf(schedule), {}, transform::TransformOptions(),
        /*enforceToplevelTransformOp=*/true,
        [&](transform::TransformState &state) {
          if (engine)
            msched::installRandomEngine(state, *engine);
        });
  }

  /// The recorded decisions of the perfect-tile ops, in order.
  std::vector<std::vector<int64_t>> decisions(ModuleOp schedule) {
    std::vector<std::vector<int64_t>> result;
    schedule.walk([&](msched::SamplePerfectTileOp op) {
      std::optional<ArrayRef<int64_t>> d = op.getDecision();
      result.emplace_back(d ? std::vector<int64_t>(d->begin(), d->end())
                            : std::vector<int64_t>());
    });
    return result;
  }

  MLIRContext context;
};

using Decisions = std::vector<std::vector<int64_t>>;

} // namespace

TEST_F(DialectTest, InstalledEngineMatchesInterpreterSeed) {
  OwningOpRef<ModuleOp> payload = parse(kPayload);
  OwningOpRef<ModuleOp> schedule = parse(kSchedule);
  ASSERT_TRUE(payload && schedule);
  msched::RandomEngine engine(42);
  ASSERT_TRUE(succeeded(apply(*payload, *schedule, &engine)));
  EXPECT_EQ(decisions(*schedule), (Decisions{{32, 2}, {8, 6}, {2, 64}}));
  // The caller's engine advanced.
  EXPECT_NE(engine, msched::RandomEngine(42));
}

TEST_F(DialectTest, WithoutEngineUsesSeedAttribute) {
  OwningOpRef<ModuleOp> payload = parse(kPayload);
  OwningOpRef<ModuleOp> scheduleA = parse(kSchedule);
  OwningOpRef<ModuleOp> scheduleB = parse(kSchedule);
  ASSERT_TRUE(succeeded(apply(*payload, *scheduleA, nullptr)));
  msched::RandomEngine seven(7);
  ASSERT_TRUE(succeeded(apply(*payload, *scheduleB, &seven)));
  EXPECT_EQ(decisions(*scheduleA), decisions(*scheduleB));
}

TEST_F(DialectTest, SameSeedSameDecisionsAndReplayDrawsNothing) {
  OwningOpRef<ModuleOp> payload = parse(kPayload);
  OwningOpRef<ModuleOp> first = parse(kSchedule);
  OwningOpRef<ModuleOp> second = parse(kSchedule);
  msched::RandomEngine e1(2024), e2(2024);
  ASSERT_TRUE(succeeded(apply(*payload, *first, &e1)));
  ASSERT_TRUE(succeeded(apply(*payload, *second, &e2)));
  Decisions d = decisions(*first);
  EXPECT_EQ(d, decisions(*second));
  for (const std::vector<int64_t> &tile : d)
    EXPECT_EQ(tile.size(), 2u);

  // Replaying the recorded trace uses the decisions and draws nothing.
  msched::RandomEngine replayEngine(99);
  ASSERT_TRUE(succeeded(apply(*payload, *first, &replayEngine)));
  EXPECT_EQ(replayEngine, msched::RandomEngine(99));
  EXPECT_EQ(decisions(*first), d);
}

TEST_F(DialectTest, InvalidDecisionIsAnErrorNotACrash) {
  OwningOpRef<ModuleOp> payload = parse(kPayload);
  OwningOpRef<ModuleOp> schedule = parse(kSchedule);
  auto op = *schedule->getOps<transform::SequenceOp>().begin();
  msched::SamplePerfectTileOp first;
  op.walk([&](msched::SamplePerfectTileOp tile) {
    if (!first)
      first = tile;
  });
  first.setDecision(ArrayRef<int64_t>{3, 5});
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message += diag.str();
    return success();
  });
  msched::RandomEngine engine(1);
  EXPECT_TRUE(failed(apply(*payload, *schedule, &engine)));
  EXPECT_NE(message.find("decision [3, 5] of sample_perfect_tile: product 15 "
                         "!= extent 64 of loop 0"),
            std::string::npos)
      << message;
}
