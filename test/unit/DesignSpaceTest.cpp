//===- DesignSpaceTest.cpp - Design-space generation and modules ----------===//
//
// generateDesignSpace (post order, forking, failing and invalid modules,
// reproducibility, the space as traces without decisions), the module
// registry and module lists, the auto-inline and random-compute-location
// modules, and the composition of a user module (ExampleUserModule.cpp,
// registered with MSCHED_REGISTER_MODULE) with built-in ones by name.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/DesignSpace.h"
#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

#include <set>

using namespace mlir;
using namespace msched;

namespace {

std::string input(StringRef name) {
  return std::string(MSCHED_SOURCE_DIR) + "/test/lit/modules/Inputs/" +
         name.str();
}

class DesignSpaceTest : public ::testing::Test {
protected:
  void SetUp() override {
    ctx = makeContext();
    registerBuiltinTransformModules();
  }

  OwningOpRef<ModuleOp> load(StringRef file) {
    OwningOpRef<ModuleOp> module = parseWorkloadFile(input(file), *ctx);
    EXPECT_TRUE(module) << file.str();
    return module;
  }

  std::unique_ptr<MLIRContext> ctx;
};

/// Records the blocks it is applied to; changes nothing.
class RecordingModule : public TransformModule {
public:
  RecordingModule(std::string name, std::vector<std::string> &log)
      : name(std::move(name)), log(log) {}
  StringRef getName() const override { return name; }
  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle,
                                         StringRef blockName) override {
    log.push_back(name + ":" + blockName.str());
    std::vector<Schedule> result;
    result.push_back(std::move(sch));
    return result;
  }

private:
  std::string name;
  std::vector<std::string> &log;
};

/// Forks block `target` into two schedules that differ by a sampled
/// categorical.
class ForkingModule : public TransformModule {
public:
  explicit ForkingModule(std::string target) : target(std::move(target)) {}
  StringRef getName() const override { return "forking"; }
  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle,
                                         StringRef blockName) override {
    std::vector<Schedule> result;
    if (blockName == target) {
      Schedule other = sch.copy();
      if (failed(other.sampleCategorical({1, 2}, {1, 1}, 1)))
        return fail("sample", other);
      result.push_back(std::move(other));
    }
    result.push_back(std::move(sch));
    return result;
  }

private:
  std::string target;
};

/// Appends an instruction, then fails, on block `target`.
class FailingModule : public TransformModule {
public:
  explicit FailingModule(std::string target) : target(std::move(target)) {}
  StringRef getName() const override { return "failing"; }
  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle,
                                         StringRef blockName) override {
    if (blockName == target) {
      (void)sch.sampleCategorical({1, 2}, {1, 1});
      return fail("deliberate failure on " + blockName);
    }
    std::vector<Schedule> result;
    result.push_back(std::move(sch));
    return result;
  }

private:
  std::string target;
};

/// Breaks the payload (a function type that does not match its body) on
/// block `target`, and returns it.
class CorruptingModule : public TransformModule {
public:
  explicit CorruptingModule(std::string target) : target(std::move(target)) {}
  StringRef getName() const override { return "corrupting"; }
  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle,
                                         StringRef blockName) override {
    if (blockName == target) {
      func::FuncOp f = sch.getPayloadFunc();
      f.setFunctionType(FunctionType::get(f.getContext(), {}, {}));
    }
    std::vector<Schedule> result;
    result.push_back(std::move(sch));
    return result;
  }

private:
  std::string target;
};

/// The ops directly in the body of the payload function, by name.
std::vector<std::string> topLevelOps(const Schedule &sch) {
  std::vector<std::string> names;
  for (Operation &op : sch.getPayloadFunc().getBody().front())
    names.push_back(op.getName().getStringRef().str());
  return names;
}

size_t count(const std::vector<std::string> &names, StringRef name) {
  return std::count(names.begin(), names.end(), name.str());
}

/// The names of the instructions of a trace.
std::vector<std::string> instructionNames(const Trace &trace) {
  std::vector<std::string> names;
  for (Operation *op : trace.getInstructions())
    names.push_back(op->getName().getStringRef().str());
  return names;
}

/// Replays `sch`'s trace on `workload` and compares with its payload
/// (DESIGN.md, invariant 1).
void expectReplayMatches(ModuleOp workload, const Schedule &sch) {
  auto replayed = replayTrace(workload, sch.getTrace());
  ASSERT_TRUE(succeeded(replayed)) << sch.getTrace().str();
  EXPECT_EQ(printOp(**replayed), printOp(sch.getPayload()));
}

} // namespace

//===----------------------------------------------------------------------===//
// Blocks and composition
//===----------------------------------------------------------------------===//

TEST_F(DesignSpaceTest, BlockNames) {
  auto workload = load("matmul_bias_relu.mlir");
  auto names = getBlockNames(*workload);
  ASSERT_TRUE(succeeded(names));
  EXPECT_EQ(*names, (std::vector<std::string>{"fill_0", "matmul_0", "generic_0",
                                              "generic_1"}));
}

TEST_F(DesignSpaceTest, TagsBlocksThroughTheTrace) {
  auto workload = load("matmul_bias_relu.mlir");
  DesignSpaceReport report;
  auto space = generateDesignSpace(*workload, "", {}, 0, &report);
  ASSERT_TRUE(succeeded(space));
  ASSERT_EQ(space->size(), 1u);
  const Schedule &sch = space->front();
  for (const std::string &name : report.blocks)
    EXPECT_TRUE(hasBlock(sch, name)) << name;
  EXPECT_EQ(count(instructionNames(sch.getTrace()), "transform.annotate"), 4u);
  expectReplayMatches(*workload, sch);
}

TEST_F(DesignSpaceTest, PostOrderModuleMajor) {
  auto workload = load("matmul_bias_relu.mlir");
  std::vector<std::string> log;
  RecordingModule a("a", log), b("b", log);
  auto space = generateDesignSpace(*workload, "", {&a, &b}, 0);
  ASSERT_TRUE(succeeded(space));
  EXPECT_EQ(log, (std::vector<std::string>{
                     "a:generic_1", "a:generic_0", "a:matmul_0", "a:fill_0",
                     "b:generic_1", "b:generic_0", "b:matmul_0", "b:fill_0"}));
}

TEST_F(DesignSpaceTest, ForkedSchedulesGetTheNextModules) {
  auto workload = load("matmul_bias_relu.mlir");
  std::vector<std::string> log;
  ForkingModule fork("matmul_0");
  RecordingModule after("after", log);
  auto space = generateDesignSpace(*workload, "", {&fork, &after}, 0);
  ASSERT_TRUE(succeeded(space));
  ASSERT_EQ(space->size(), 2u);
  EXPECT_EQ(log.size(), 8u); // 4 blocks x 2 schedules
  EXPECT_EQ(space->at(0).getTrace().getDecisions().size(), 1u);
  EXPECT_EQ(space->at(1).getTrace().getDecisions().size(), 0u);
}

TEST_F(DesignSpaceTest, FailedModuleKeepsTheScheduleAndRecordsTheReason) {
  auto workload = load("matmul_bias_relu.mlir");
  auto baseline = generateDesignSpace(*workload, "", {}, 0);
  ASSERT_TRUE(succeeded(baseline));
  FailingModule failing("matmul_0");
  DesignSpaceReport report;
  auto space = generateDesignSpace(*workload, "", {&failing}, 0, &report);
  ASSERT_TRUE(succeeded(space));
  ASSERT_EQ(space->size(), 1u);
  EXPECT_EQ(space->front().getTrace().str(),
            baseline->front().getTrace().str());
  ASSERT_EQ(report.notes.size(), 1u);
  const DesignSpaceNote &note = report.notes.front();
  EXPECT_EQ(note.kind, DesignSpaceNote::Kind::ModuleFailed);
  EXPECT_EQ(note.module, "failing");
  EXPECT_EQ(note.block, "matmul_0");
  EXPECT_EQ(note.reason, "deliberate failure on matmul_0");
  EXPECT_NE(note.str().find("module 'failing' failed on block 'matmul_0'"),
            std::string::npos)
      << note.str();
}

TEST_F(DesignSpaceTest, InvalidScheduleIsDropped) {
  auto workload = load("matmul_bias_relu.mlir");
  CorruptingModule corrupting("generic_0");
  DesignSpaceReport report;
  auto space = generateDesignSpace(*workload, "", {&corrupting}, 0, &report);
  ASSERT_TRUE(succeeded(space));
  ASSERT_EQ(space->size(), 1u);
  EXPECT_TRUE(succeeded(mlir::verify(space->front().getPayload())));
  ASSERT_EQ(report.notes.size(), 1u);
  EXPECT_EQ(report.notes.front().kind, DesignSpaceNote::Kind::ScheduleDropped);
  EXPECT_NE(report.notes.front().reason.find("does not verify"),
            std::string::npos)
      << report.notes.front().reason;
}

//===----------------------------------------------------------------------===//
// Registry and module lists
//===----------------------------------------------------------------------===//

TEST_F(DesignSpaceTest, Registry) {
  std::vector<std::string> names = registeredTransformModules();
  for (StringRef name :
       {"auto-inline", "random-compute-location", "tile-outer-by-two"})
    EXPECT_TRUE(llvm::is_contained(names, name)) << name.str();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  EXPECT_FALSE(registerTransformModule("auto-inline",
                                       [](StringRef) { return nullptr; }));
  EXPECT_EQ(createTransformModule("no-such-module"), nullptr);
  auto module = createTransformModule("auto-inline");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->getName(), "auto-inline");
}

TEST_F(DesignSpaceTest, ModuleLists) {
  std::string error;
  auto list = createModuleList(
      "auto-inline{disallow_op=math.exp:math.tanh}, tile-outer-by-two,"
      "random-compute-location{consumers=false}",
      error);
  ASSERT_TRUE(succeeded(list)) << error;
  ASSERT_EQ(list->size(), 3u);
  EXPECT_EQ((*list)[1]->getName(), "tile-outer-by-two");

  EXPECT_TRUE(failed(createModuleList("auto-inline,nope", error)));
  EXPECT_NE(error.find("unknown module 'nope'"), std::string::npos) << error;
  EXPECT_TRUE(failed(createModuleList("auto-inline{bogus=1}", error)));
  EXPECT_NE(error.find("rejected its options 'bogus=1'"), std::string::npos)
      << error;
  EXPECT_TRUE(failed(createModuleList("auto-inline{x", error)));
  EXPECT_TRUE(failed(createModuleList("auto-inline,,", error)));

  std::vector<std::string> notes;
  auto defaults = createModuleList("default", error, &notes);
  ASSERT_TRUE(succeeded(defaults)) << error;
  EXPECT_EQ(defaults->size() + notes.size(), defaultCpuModuleNames().size());
  EXPECT_EQ((*defaults).front()->getName(), "split-grouped-conv");
  // random-compute-location before parallelize-vectorize-unroll, which
  // would otherwise parallelize an epilogue before it could be fused.
  EXPECT_EQ((*defaults).back()->getName(), "parallelize-vectorize-unroll");
  EXPECT_EQ((*defaults)[defaults->size() - 2]->getName(),
            "random-compute-location");
}

//===----------------------------------------------------------------------===//
// Reproducibility and the space as traces
//===----------------------------------------------------------------------===//

TEST_F(DesignSpaceTest, SameSeedSameSchedules) {
  auto workload = load("matmul_bias_relu.mlir");
  std::string error;
  auto modules = createModuleList(
      "auto-inline,tile-outer-by-two,random-compute-location", error);
  ASSERT_TRUE(succeeded(modules)) << error;
  auto pointers = getModulePointers(*modules);

  auto first = generateDesignSpace(*workload, "", pointers, 42);
  auto second = generateDesignSpace(*workload, "", pointers, 42);
  ASSERT_TRUE(succeeded(first) && succeeded(second));
  ASSERT_EQ(first->size(), second->size());
  for (size_t i = 0; i < first->size(); ++i) {
    EXPECT_EQ((*first)[i].getTrace().str(), (*second)[i].getTrace().str());
    EXPECT_EQ(printOp((*first)[i].getPayload()),
              printOp((*second)[i].getPayload()));
  }

  // Sample i does not depend on the other samples.
  auto samples = sampleDesignSpace(*workload, "", pointers, 42, 6);
  ASSERT_TRUE(succeeded(samples));
  std::set<std::string> distinct;
  for (unsigned i = 0; i < 6; ++i) {
    auto alone =
        generateDesignSpace(*workload, "", pointers, getSampleSeed(42, i));
    ASSERT_TRUE(succeeded(alone));
    ASSERT_EQ(alone->size(), (*samples)[i].size());
    EXPECT_EQ(alone->front().getTrace().str(),
              (*samples)[i].front().getTrace().str());
    distinct.insert(alone->front().getTrace().str());
  }
  EXPECT_GT(distinct.size(), 1u) << "six samples drew the same decisions";
}

TEST_F(DesignSpaceTest, TracesWithoutDecisionsResample) {
  auto workload = load("matmul_bias_relu.mlir");
  std::string error;
  auto modules = createModuleList("tile-outer-by-two", error);
  ASSERT_TRUE(succeeded(modules)) << error;
  auto traces =
      getDesignSpaceTraces(*workload, "", getModulePointers(*modules), 3);
  ASSERT_TRUE(succeeded(traces));
  ASSERT_EQ(traces->size(), 1u);
  const Trace &space = traces->front();
  EXPECT_TRUE(space.getDecisions().empty());
  std::set<std::string> payloads;
  for (uint64_t seed = 0; seed < 8; ++seed) {
    ReplayOptions options;
    options.seed = seed;
    Trace replayed = space.clone();
    auto scheduled = replayTrace(*workload, space, options, &replayed);
    ASSERT_TRUE(succeeded(scheduled));
    EXPECT_EQ(replayed.getDecisions().size(), 1u);
    payloads.insert(printOp(**scheduled));
  }
  EXPECT_EQ(payloads.size(), 2u); // tile size 2 or 4
}

//===----------------------------------------------------------------------===//
// Built-in modules, and a user module composed with them by name
//===----------------------------------------------------------------------===//

TEST_F(DesignSpaceTest, AutoInlineFoldsBiasIntoRelu) {
  auto workload = load("matmul_bias_relu.mlir");
  auto module = createTransformModule("auto-inline");
  DesignSpaceReport report;
  auto space = generateDesignSpace(*workload, "", {module.get()}, 0, &report);
  ASSERT_TRUE(succeeded(space));
  ASSERT_EQ(space->size(), 1u);
  EXPECT_TRUE(report.notes.empty());
  const Schedule &sch = space->front();
  std::vector<std::string> ops = topLevelOps(sch);
  EXPECT_EQ(count(ops, "linalg.generic"), 1u);
  EXPECT_EQ(count(ops, "linalg.matmul"), 1u);
  EXPECT_EQ(count(ops, "linalg.fill"), 1u);
  EXPECT_TRUE(hasBlock(sch, "generic_1"));
  EXPECT_FALSE(hasBlock(sch, "generic_0"));
  EXPECT_EQ(count(instructionNames(sch.getTrace()),
                  "transform.msched.compute_inline"),
            1u);
  expectReplayMatches(*workload, sch);
}

TEST_F(DesignSpaceTest, AutoInlineKeepsExpUnlessAllowed) {
  auto workload = load("softmax_small.mlir");
  auto byDefault = createTransformModule("auto-inline");
  auto space = generateDesignSpace(*workload, "", {byDefault.get()}, 0);
  ASSERT_TRUE(succeeded(space));
  EXPECT_EQ(count(topLevelOps(space->front()), "linalg.generic"), 3u);

  // Without the restriction the exp is recomputed in both consumers (the
  // reduction and the division).
  auto allowed = createTransformModule("auto-inline", "disallow_op=");
  ASSERT_NE(allowed, nullptr);
  space = generateDesignSpace(*workload, "", {allowed.get()}, 0);
  ASSERT_TRUE(succeeded(space));
  const Schedule &sch = space->front();
  EXPECT_EQ(count(topLevelOps(sch), "linalg.generic"), 2u);
  unsigned exps = 0;
  sch.getPayloadFunc()->walk([&](Operation *op) {
    exps += op->getName().getStringRef() == "math.exp";
  });
  EXPECT_EQ(exps, 2u);
  expectReplayMatches(*workload, sch);
}

/// Whether an op named `name` is directly in the payload function's body.
static bool isAtTopLevel(const Schedule &sch, StringRef name) {
  for (Operation &op : sch.getPayloadFunc().getBody().front())
    if (auto attr = op.getAttrOfType<StringAttr>(kBlockAttrName))
      if (attr.getValue() == name)
        return true;
  return false;
}

TEST_F(DesignSpaceTest, RandomComputeLocationOnATiledMatmul) {
  auto workload = load("matmul_tiled.mlir");
  auto module = createTransformModule("random-compute-location");
  std::set<int64_t> decisions;
  for (uint64_t seed = 0; seed < 16; ++seed) {
    DesignSpaceReport report;
    auto space =
        generateDesignSpace(*workload, "", {module.get()}, seed, &report);
    ASSERT_TRUE(succeeded(space));
    EXPECT_TRUE(report.notes.empty()) << report.notes.front().str();
    // The schedule as it is (the epilogue left alone), then the one where
    // it is fused into the i loop (the one depth fuse_consumer takes here:
    // the i loop inserts a tile of the result).
    ASSERT_EQ(space->size(), 2u);
    EXPECT_TRUE(isAtTopLevel(space->front(), "generic_1"));
    const Schedule &sch = space->back();
    EXPECT_FALSE(isAtTopLevel(sch, "generic_1"));
    EXPECT_TRUE(isAtTopLevel(sch, "fill_0")); // feeds an init: no location
    auto sampled = sch.getTrace().getDecisions();
    ASSERT_EQ(sampled.size(), 1u);
    int64_t decision = cast<IntegerAttr>(sampled.front().second).getInt();
    decisions.insert(decision);
    // The scaled input is computed in the i loop for decision 0, else left
    // at the root (it cannot be inlined into a tensor.extract_slice).
    EXPECT_EQ(isAtTopLevel(sch, "generic_0"), decision != 0);
    EXPECT_TRUE(hasBlock(sch, "generic_0"));
    expectReplayMatches(*workload, sch);
  }
  EXPECT_TRUE(decisions.count(0) && decisions.count(-1)) << decisions.size();
}

TEST_F(DesignSpaceTest, RandomComputeLocationHoistsBeforeFusingAConsumer) {
  auto workload = load("matmul_nest.mlir");
  auto module =
      createTransformModule("random-compute-location", "consumers=true");
  ASSERT_NE(module, nullptr);
  DesignSpaceReport report;
  auto space = generateDesignSpace(*workload, "", {module.get()}, 0, &report);
  ASSERT_TRUE(succeeded(space));
  EXPECT_TRUE(report.notes.empty()) << report.notes.front().str();
  ASSERT_EQ(space->size(), 2u); // unfused first, then fused
  EXPECT_TRUE(isAtTopLevel(space->front(), "generic_1"));
  const Schedule &sch = space->back();
  std::vector<std::string> names = instructionNames(sch.getTrace());
  EXPECT_EQ(count(names, "transform.loop.hoist_loop_invariant_subsets"), 1u);
  bool twoLoops = false;
  for (Operation *op : sch.getTrace().getInstructions())
    if (op->getName().getStringRef() == "transform.msched.fuse_consumer")
      twoLoops = op->getNumOperands() == 3; // the consumer, i and j
  EXPECT_TRUE(twoLoops);
  EXPECT_FALSE(isAtTopLevel(sch, "generic_1"));
  expectReplayMatches(*workload, sch);

  // consumers=false leaves the epilogue alone.
  auto producersOnly =
      createTransformModule("random-compute-location", "consumers=false");
  space = generateDesignSpace(*workload, "", {producersOnly.get()}, 0);
  ASSERT_TRUE(succeeded(space));
  EXPECT_TRUE(isAtTopLevel(space->front(), "generic_1"));
  EXPECT_EQ(createTransformModule("random-compute-location", "consumers=2"),
            nullptr);
}

TEST_F(DesignSpaceTest, UserModuleComposesWithBuiltinsByName) {
  auto workload = load("matmul_bias_relu.mlir");
  std::string error;
  auto modules = createModuleList(
      "auto-inline,tile-outer-by-two,random-compute-location", error);
  ASSERT_TRUE(succeeded(modules)) << error;
  for (uint64_t seed = 0; seed < 4; ++seed) {
    DesignSpaceReport report;
    auto space = generateDesignSpace(*workload, "", getModulePointers(*modules),
                                     seed, &report);
    ASSERT_TRUE(succeeded(space));
    EXPECT_TRUE(report.notes.empty()) << report.notes.front().str();
    ASSERT_EQ(space->size(), 2u); // the epilogue left alone, then fused
    const Schedule &sch = space->back();
    // Bias inlined into the ReLU, the matmul tiled by the user module, the
    // epilogue fused into its loop: no linalg.generic is left at the top.
    std::vector<std::string> ops = topLevelOps(sch);
    EXPECT_EQ(count(ops, "linalg.generic"), 0u);
    EXPECT_EQ(count(ops, "scf.for"), 1u);
    std::vector<std::string> names = instructionNames(sch.getTrace());
    EXPECT_EQ(count(names, "transform.msched.compute_inline"), 1u);
    EXPECT_EQ(count(names, "transform.msched.sample_categorical"), 1u);
    EXPECT_EQ(count(names, "transform.structured.tile_using_for"), 1u);
    EXPECT_EQ(count(names, "transform.msched.fuse_consumer"), 1u);
    expectReplayMatches(*workload, sch);
  }
}
