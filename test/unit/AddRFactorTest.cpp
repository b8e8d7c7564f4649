//===- AddRFactorTest.cpp - The add-rfactor module ------------------------===//
//
// Applicability (TVM NeedsRFactorOrCrossThreadReduction with
// max_jobs_per_core * cores), the variants (rfactor on the outer split loop:
// scf.forall of partial results; on the inner one: an scf.for nest of
// vectorizable partial results; the original), the block names after
// rfactor, options, and invariant 1.
//
//===----------------------------------------------------------------------===//

#include "ModuleTestUtils.h"

#include "msched/Modules/AddRFactor.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace msched;
using namespace msched::test;

namespace {

class AddRFactorTest : public ModuleTest {};

std::string matmul(int64_t m, int64_t n, int64_t k) {
  std::string a = std::to_string(m) + "x" + std::to_string(k);
  std::string b = std::to_string(k) + "x" + std::to_string(n);
  std::string c = std::to_string(m) + "x" + std::to_string(n);
  return "func.func @mm(%A: tensor<" + a + "xf32>, %B: tensor<" + b +
         "xf32>, %C: tensor<" + c + "xf32>) -> tensor<" + c +
         "xf32> {\n"
         "  %0 = linalg.matmul ins(%A, %B : tensor<" +
         a + "xf32>, tensor<" + b + "xf32>) outs(%C : tensor<" + c +
         "xf32>) -> tensor<" + c + "xf32>\n  return %0 : tensor<" + c +
         "xf32>\n}\n";
}

TEST_F(AddRFactorTest, DefaultOptionsAreMetaSchedules) {
  AddRFactorOptions options;
  EXPECT_EQ(options.maxJobsPerCore, 16);
  EXPECT_EQ(options.maxInnermostFactor, 64);
  EXPECT_EQ(options.cores, 0);
  std::string error;
  FailureOr<AddRFactorOptions> parsed = AddRFactorOptions::parse(
      "max_jobs_per_core=2,max_innermost_factor=8,cores=4", error);
  ASSERT_TRUE(succeeded(parsed)) << error;
  EXPECT_EQ(parsed->maxJobsPerCore, 2);
  EXPECT_EQ(parsed->maxInnermostFactor, 8);
  EXPECT_EQ(parsed->cores, 4);
  EXPECT_TRUE(failed(AddRFactorOptions::parse("max_innermost=8", error)));
  EXPECT_EQ(createAddRFactorFromText("cores=x"), nullptr);
  ASSERT_TRUE(createTransformModule("add-rfactor"));
}

TEST_F(AddRFactorTest, NormForksIntoOuterInnerAndOriginal) {
  OwningOpRef<ModuleOp> workload = load("nrm");
  std::unique_ptr<TransformModule> rf = createAddRFactor();
  // A seed whose split has two factors > 1 (the usual case for 256).
  for (uint64_t seed : {1, 2, 3}) {
    std::vector<Schedule> schedules = space(*workload, {rf.get()}, seed);
    ASSERT_GE(schedules.size(), 2u);
    // The original comes last, unchanged and without a sample.
    const Schedule &original = schedules.back();
    EXPECT_TRUE(
        instructionsNamed(original, "transform.msched.sample_perfect_tile")
            .empty());
    EXPECT_EQ(opsNamed(original, "linalg.generic").size(), 2u);
    if (schedules.size() != 3u)
      continue;
    // The split of j (256) into [f0, f1], f1 <= 64.
    SmallVector<Operation *> samples =
        instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile");
    ASSERT_EQ(samples.size(), 1u);
    ArrayRef<int64_t> split =
        samples[0]->getAttrOfType<DenseI64ArrayAttr>("decision").asArrayRef();
    ASSERT_EQ(split.size(), 2u);
    EXPECT_EQ(split[0] * split[1], 256);
    EXPECT_LE(split[1], 64);

    // Outer: f0 partial results computed by an scf.forall, combined after.
    {
      const Schedule &sch = schedules[0];
      Operation *partial = blockOp(sch, "generic_0");
      ASSERT_TRUE(partial);
      SmallVector<Operation *> loops = loopsAround(partial);
      ASSERT_EQ(loops.size(), 1u);
      auto forall = dyn_cast<scf::ForallOp>(loops[0]);
      ASSERT_TRUE(forall);
      EXPECT_EQ(SmallVector<int64_t>(forall.getStaticUpperBound()),
                (SmallVector<int64_t>{split[0]}));
      Operation *combine = blockOp(sch, "generic_0_combine");
      ASSERT_TRUE(combine);
      EXPECT_TRUE(isa<linalg::ReduceOp>(combine));
    }
    // Inner: f1 partial results (a parallel, contiguous dimension) updated by
    // a loop over i and one over the f0 chunks of j.
    {
      const Schedule &sch = schedules[1];
      Operation *partial = blockOp(sch, "generic_0");
      ASSERT_TRUE(partial);
      auto linalgOp = cast<linalg::LinalgOp>(partial);
      EXPECT_EQ(linalgOp.getStaticLoopRanges(),
                (SmallVector<int64_t>{1, 1, split[1]}));
      EXPECT_EQ(linalgOp.getIteratorTypesArray().back(),
                utils::IteratorType::parallel);
      SmallVector<Operation *> loops = loopsAround(partial);
      ASSERT_EQ(loops.size(), 2u);
      EXPECT_EQ(tripCount(loops[0]), 256);
      EXPECT_EQ(tripCount(loops[1]), split[0]);
      ASSERT_TRUE(blockOp(sch, "generic_0_combine"));
    }
    for (Schedule &sch : schedules)
      expectReplays(*workload, sch);
    return;
  }
  ADD_FAILURE() << "no seed split j into two factors > 1";
}

TEST_F(AddRFactorTest, Applicability) {
  std::unique_ptr<TransformModule> rf =
      createAddRFactorFromText("cores=2"); // 32 parallel jobs
  struct Case {
    std::string ir;
    bool applies;
    const char *why;
  } cases[] = {
      // Needs multi-level tiling and its spatial loops are enough.
      {matmul(64, 64, 64), false, "spatial 4096 >= reduction 64"},
      {matmul(16, 16, 512), false, "spatial 256 > 32 jobs"},
      // Needs multi-level tiling, too little spatial parallelism.
      {matmul(4, 4, 1024), true, "spatial 16 < reduction, <= 32 jobs"},
  };
  for (const Case &c : cases) {
    OwningOpRef<ModuleOp> workload = parse(c.ir);
    std::vector<Schedule> schedules = space(*workload, {rf.get()});
    EXPECT_EQ(schedules.size() > 1, c.applies) << c.why;
  }
  // Other reductions: always (sfm's max and sum); element-wise ops and
  // fills: never; a large matmul: no.
  OwningOpRef<ModuleOp> sfm = load("sfm");
  std::vector<Schedule> sfmSpace = space(*sfm, {rf.get()});
  EXPECT_GE(sfmSpace.size(), 4u);
  OwningOpRef<ModuleOp> gmm = load("gmm_512");
  EXPECT_EQ(space(*gmm, {rf.get()}).size(), 1u);
}

} // namespace
