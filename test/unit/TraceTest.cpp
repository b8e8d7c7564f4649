//===- TraceTest.cpp - Traces: forms, decisions, simplification, replay ---===//

#include "msched/Traces/Trace.h"
#include "msched/Context.h"
#include "msched/Traces/TraceFile.h"
#include "msched/Traces/TraceJson.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;
using namespace msched;

namespace {

const char *kWorkload = R"mlir(
func.func @mm(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
)mlir";

// Sampling, tiling with params, a region op (apply_patterns), a foreach with
// a block argument and a nested terminator, an unused sample and an unused
// match.
const char *kTrace = R"mlir(
module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 decision = [4, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %j:2 = transform.msched.sample_perfect_tile %mm loop = 1 n = 2 max_innermost_factor = 16 decision = [6, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %unused = transform.msched.sample_categorical candidates = [1, 2, 4] probs = [1.0, 1.0, 1.0] decision = 2 : !transform.param<i64>
    %t, %l:2 = transform.structured.tile_using_for %mm tile_sizes [%i#1, %j#1, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %loops = transform.structured.match ops{["scf.for"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.foreach %l#1 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      transform.annotate %loop "msched.visited" : !transform.any_op
      transform.yield
    }
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
)mlir";

class TraceTest : public ::testing::Test {
protected:
  TraceTest() : ctx(makeContext()) {
    workload = parseSourceString<ModuleOp>(kWorkload, ctx.get());
  }

  Trace parseTrace(const char *text = kTrace) {
    FailureOr<Trace> trace = Trace::parse(text, ctx.get());
    EXPECT_TRUE(succeeded(trace));
    if (failed(trace))
      return Trace::create(ctx.get());
    return std::move(*trace);
  }

  std::string replay(const Trace &trace) {
    FailureOr<OwningOpRef<ModuleOp>> r = replayTrace(*workload, trace);
    return succeeded(r) ? printOp(**r) : std::string();
  }

  std::unique_ptr<MLIRContext> ctx;
  OwningOpRef<ModuleOp> workload;
};

/// Collects the diagnostics of a scope as "message" lines.
struct DiagnosticCollector {
  explicit DiagnosticCollector(MLIRContext &ctx)
      : handler(&ctx, [this](Diagnostic &d) {
          text += d.str() + "\n";
          return success();
        }) {}
  std::string text;
  ScopedDiagnosticHandler handler;
};

} // namespace

TEST_F(TraceTest, InstructionsAndDecisions) {
  Trace trace = parseTrace();
  EXPECT_EQ(trace.getFuncName(), "mm");
  EXPECT_EQ(trace.size(), 9u);
  EXPECT_EQ(trace.getInstruction(9), nullptr);
  auto decisions = trace.getDecisions();
  ASSERT_EQ(decisions.size(), 3u);
  EXPECT_EQ(decisions[0].first, 2u);
  EXPECT_EQ(decisions[1].first, 3u);
  EXPECT_EQ(decisions[2].first, 4u);
  Builder b(ctx.get());
  EXPECT_EQ(decisions[0].second, b.getDenseI64ArrayAttr({4, 16}));
  EXPECT_EQ(decisions[2].second, b.getI64IntegerAttr(2));
  EXPECT_FALSE(isSamplingInstruction(trace.getInstruction(0)));
}

TEST_F(TraceTest, JsonRoundTripIsLossless) {
  Trace trace = parseTrace();
  FailureOr<nlohmann::json> json = traceToJson(trace);
  ASSERT_TRUE(succeeded(json));
  // Decisions are explicit fields; other attributes are printed.
  const nlohmann::json &sample = (*json)["instructions"][2];
  EXPECT_EQ(sample["op"], "transform.msched.sample_perfect_tile");
  EXPECT_EQ(sample["decision"], nlohmann::json({4, 16}));
  EXPECT_FALSE(sample["properties"].contains("decision"));
  EXPECT_EQ(sample["properties"]["n"], "2 : i64");
  EXPECT_EQ((*json)["instructions"][4]["decision"], 2);
  EXPECT_FALSE((*json)["instructions"][0].contains("decision"));
  EXPECT_EQ((*json)["func"], "mm");
  EXPECT_EQ((*json)["version"], 1);

  FailureOr<Trace> back = parseTraceJson(json->dump(2), ctx.get());
  ASSERT_TRUE(succeeded(back));
  EXPECT_EQ(back->str(), trace.str());
  // JSON -> MLIR -> JSON is stable as well.
  EXPECT_EQ(*traceToJson(*back), *json);
  EXPECT_EQ(replay(*back), replay(trace));

  // A trace that has not sampled yet keeps "decision": null.
  FailureOr<Trace> undecided = trace.withDecision(4, Attribute());
  ASSERT_TRUE(succeeded(undecided));
  FailureOr<nlohmann::json> undecidedJson = traceToJson(*undecided);
  EXPECT_TRUE((*undecidedJson)["instructions"][4]["decision"].is_null());
  FailureOr<Trace> undecidedBack = traceFromJson(*undecidedJson, ctx.get());
  ASSERT_TRUE(succeeded(undecidedBack));
  EXPECT_EQ(undecidedBack->str(), undecided->str());
}

TEST_F(TraceTest, ReplayAppliesTheTrace) {
  Trace trace = parseTrace();
  std::string replayed = replay(trace);
  ASSERT_FALSE(replayed.empty());
  EXPECT_NE(replayed.find("scf.for"), std::string::npos);
  EXPECT_NE(replayed.find("msched.visited"), std::string::npos);
  // The workload is untouched.
  func::FuncOp mm = *workload->getOps<func::FuncOp>().begin();
  EXPECT_EQ(mm.getBody().front().getOperations().size(), 2u);
  // Same trace, same result.
  EXPECT_EQ(replay(trace), replayed);
}

TEST_F(TraceTest, WithDecision) {
  Trace trace = parseTrace();
  Builder b(ctx.get());
  FailureOr<Trace> changed =
      trace.withDecision(2, b.getDenseI64ArrayAttr({2, 32}));
  ASSERT_TRUE(succeeded(changed));
  EXPECT_EQ(getDecision(changed->getInstruction(2)),
            b.getDenseI64ArrayAttr({2, 32}));
  // The original is unchanged.
  EXPECT_EQ(getDecision(trace.getInstruction(2)),
            b.getDenseI64ArrayAttr({4, 16}));
  std::string replayed = replay(*changed);
  EXPECT_NE(replayed, replay(trace));
  EXPECT_NE(replayed.find("step %c32"), std::string::npos) << replayed;

  // makeDecision picks the attribute kind from the instruction.
  FailureOr<Attribute> d = makeDecision(trace.getInstruction(4), {1});
  ASSERT_TRUE(succeeded(d));
  EXPECT_EQ(*d, b.getI64IntegerAttr(1));

  DiagnosticCollector diags(*ctx);
  EXPECT_TRUE(failed(trace.withDecision(42, b.getI64IntegerAttr(0))));
  EXPECT_TRUE(failed(trace.withDecision(0, b.getI64IntegerAttr(0))));
  EXPECT_TRUE(failed(makeDecision(trace.getInstruction(4), {1, 2})));
  EXPECT_TRUE(failed(trace.withDecision(2, b.getI64IntegerAttr(3))));
  EXPECT_EQ(diags.text,
            "the trace has 9 instructions, no #42\n"
            "instruction #0 ('transform.structured.match') is not a sampling "
            "instruction\n"
            "the decision of 'transform.msched.sample_categorical' is one "
            "integer, got 2\n"
            "instruction #2 does not accept the decision 3 : i64\n");

  // A decision that does not fit the payload fails at replay.
  FailureOr<Trace> bad = trace.withDecision(3, b.getDenseI64ArrayAttr({5, 8}));
  ASSERT_TRUE(succeeded(bad));
  diags.text.clear();
  EXPECT_TRUE(failed(replayTrace(*workload, *bad)));
  EXPECT_EQ(diags.text,
            "decision [5, 8] of sample_perfect_tile: product 40 != extent 48 "
            "of loop 1\nthe trace does not fit function @mm of the workload\n");
}

TEST_F(TraceTest, SimplifiedDropsUnusedPureInstructions) {
  Trace trace = parseTrace();
  Trace simplified = trace.simplified();
  // The unused sample_categorical and the unused scf.for match go; matches
  // and samples whose results are used, the tiling, the foreach and the
  // patterns stay.
  EXPECT_EQ(simplified.size(), trace.size() - 2);
  for (Operation *op : simplified.getInstructions()) {
    EXPECT_NE(op->getName().getStringRef(),
              "transform.msched.sample_categorical");
  }
  EXPECT_EQ(replay(simplified), replay(trace));
  // Idempotent.
  EXPECT_EQ(simplified.simplified().str(), simplified.str());
}

TEST_F(TraceTest, MalformedTracesAreErrors) {
  DiagnosticCollector diags(*ctx);
  EXPECT_TRUE(failed(Trace::parse("module {}", ctx.get())));
  EXPECT_TRUE(failed(Trace::parse(
      "module attributes {transform.with_named_sequence} {}", ctx.get())));
  EXPECT_EQ(diags.text,
            "a trace module needs the attribute transform.with_named_sequence\n"
            "a trace module needs a transform.named_sequence @__transform_main "
            "with a body\n");

  auto fromJson = [&](const std::string &text) {
    diags.text.clear();
    EXPECT_TRUE(failed(parseTraceJson(text, ctx.get(), "t.json")));
    return diags.text;
  };
  EXPECT_EQ(fromJson("{\"version\": 1,"),
            "invalid JSON: parse error at line 1, column 15: syntax error "
            "while parsing object key - unexpected end of input; expected "
            "string literal\n");
  EXPECT_EQ(fromJson("{\"version\": 2}"),
            "version: unsupported trace version 2 (expected 1)\n");
  EXPECT_EQ(fromJson("{\"version\": 1}"), "missing field \"root\"\n");
  const std::string prefix = "{\"version\": 1, \"root\": {\"id\": 0, \"type\": "
                             "\"!transform.any_op\"}, "
                             "\"instructions\": [";
  EXPECT_EQ(fromJson(prefix + "{\"op\": \"transform.nope\"}]}"),
            "instructions[0].op: unknown op 'transform.nope' (not "
            "registered)\n");
  EXPECT_EQ(
      fromJson(
          prefix +
          "{\"op\": \"transform.structured.match\", \"operands\": [7], "
          "\"results\": [1], \"result_types\": [\"!transform.any_op\"]}]}"),
      "instructions[0].operands[0]: value id 7 is not defined before\n");
  EXPECT_EQ(
      fromJson(
          prefix +
          "{\"op\": \"transform.structured.match\", \"operands\": [0], "
          "\"results\": [0], \"result_types\": [\"!transform.any_op\"]}]}"),
      "instructions[0].results[0]: value id 0 is defined twice\n");
  EXPECT_NE(
      fromJson(prefix +
               "{\"op\": \"transform.structured.match\", \"operands\": [0], "
               "\"results\": [1], \"result_types\": [\"!transform.nope\"]}]}")
          .find("instructions[0].result_types[0]: cannot parse the type "
                "'!transform.nope'"),
      std::string::npos);
  EXPECT_EQ(
      fromJson(prefix + "{\"op\": \"transform.msched.sample_categorical\", "
                        "\"operands\": [], \"results\": [1], \"result_types\": "
                        "[\"!transform.param<i64>\"], \"properties\": "
                        "{\"candidates\": \"array<i64: 1>\", \"probs\": "
                        "\"array<f64: 1.0>\"}, \"decision\": \"x\"}]}"),
      "instructions[0].decision: expected an integer, an array of integers, "
      "null or {\"attr\": ...}, got \"x\"\n");
}

TEST_F(TraceTest, ReplayOnAWorkloadItDoesNotFit) {
  Trace trace = parseTrace();
  OwningOpRef<ModuleOp> other = parseSourceString<ModuleOp>(R"mlir(
func.func @mm2(%A: tensor<32x128xf32>, %B: tensor<128x48xf32>, %C: tensor<32x48xf32>) -> tensor<32x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x128xf32>, tensor<128x48xf32>) outs(%C : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}
func.func @relu(%A: tensor<32x48xf32>) -> tensor<32x48xf32> {
  return %A : tensor<32x48xf32>
}
)mlir",
                                                            ctx.get());
  DiagnosticCollector diags(*ctx);
  EXPECT_TRUE(failed(replayTrace(*other, trace)));
  EXPECT_EQ(diags.text, "cannot choose the function to replay on: the workload "
                        "has 2 functions and none is @mm (the trace's); name "
                        "one\n");
  diags.text.clear();
  ReplayOptions options;
  options.funcName = "mm2";
  EXPECT_TRUE(failed(replayTrace(*other, trace, options)));
  EXPECT_EQ(diags.text, "decision [4, 16] of sample_perfect_tile: product 64 "
                        "!= extent 32 of loop 0\nthe trace does not fit "
                        "function @mm2 of the workload\n");
  diags.text.clear();
  options.funcName = "relu";
  EXPECT_TRUE(failed(replayTrace(*other, trace, options)));
  EXPECT_EQ(diags.text, "sample_perfect_tile expects one payload op, got 0\n"
                        "the trace does not fit function @relu of the "
                        "workload\n");
  diags.text.clear();
  options.funcName = "nope";
  EXPECT_TRUE(failed(replayTrace(*other, trace, options)));
  EXPECT_EQ(diags.text, "no function @nope in the workload\n");
}

TEST_F(TraceTest, UndecidedSamplingInstructionsSampleOnReplay) {
  Trace trace = parseTrace();
  FailureOr<Trace> undecided = trace.withDecision(3, Attribute());
  ASSERT_TRUE(succeeded(undecided));
  Trace replayedA = trace.clone(), replayedB = trace.clone();
  ReplayOptions options;
  options.seed = 9;
  ASSERT_TRUE(
      succeeded(replayTrace(*workload, *undecided, options, &replayedA)));
  ASSERT_TRUE(
      succeeded(replayTrace(*workload, *undecided, options, &replayedB)));
  Attribute d = getDecision(replayedA.getInstruction(3));
  ASSERT_TRUE(d);
  EXPECT_EQ(d, getDecision(replayedB.getInstruction(3)));
  // The input trace is not modified.
  EXPECT_FALSE(getDecision(undecided->getInstruction(3)));
}

TEST_F(TraceTest, Files) {
  Trace trace = parseTrace();
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("msched-trace", dir));
  std::string mlirPath = (dir + "/t.mlir").str();
  std::string jsonPath = (dir + "/t.json").str();
  ASSERT_TRUE(succeeded(writeTraceFile(trace, mlirPath)));
  ASSERT_TRUE(succeeded(writeTraceFile(trace, jsonPath)));
  FailureOr<Trace> a = readTraceFile(mlirPath, ctx.get());
  FailureOr<Trace> b = readTraceFile(jsonPath, ctx.get());
  ASSERT_TRUE(succeeded(a) && succeeded(b));
  EXPECT_EQ(a->str(), trace.str());
  EXPECT_EQ(b->str(), trace.str());
  DiagnosticCollector diags(*ctx);
  EXPECT_TRUE(failed(readTraceFile((dir + "/missing.json").str(), ctx.get())));
  EXPECT_EQ(diags.text.rfind("cannot read '", 0), 0u);
  llvm::sys::fs::remove_directories(dir);
}
