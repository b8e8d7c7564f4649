//===- ParallelizeVectorizeUnrollTest.cpp - parallelize-vectorize-unroll --===//
//
// The parallel extent bound (max_jobs_per_core * cores), the vector tiles
// (<= max_vectorize_extent lanes), the unroll sampling (reduction functions
// only, on the loop around the computation, only where cheap to build), the
// hand-off from multi-level tiling, options, and invariant 1.
//
//===----------------------------------------------------------------------===//

#include "ModuleTestUtils.h"

#include "msched/Modules/MultiLevelTiling.h"
#include "msched/Modules/ParallelizeVectorizeUnroll.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <thread>

using namespace mlir;
using namespace msched;
using namespace msched::test;

namespace {

class ParallelizeVectorizeUnrollTest : public ModuleTest {};

const char *kElementwise = R"mlir(
func.func @ew(%A: tensor<1x256x256xf32>) -> tensor<1x256x256xf32> {
  %e = tensor.empty() : tensor<1x256x256xf32>
  %0 = linalg.generic {
         indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>,
                          affine_map<(b, i, j) -> (b, i, j)>],
         iterator_types = ["parallel", "parallel", "parallel"]}
         ins(%A : tensor<1x256x256xf32>) outs(%e : tensor<1x256x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<1x256x256xf32>
  return %0 : tensor<1x256x256xf32>
}
)mlir";

SmallVector<int64_t> forallTrips(Operation *op) {
  for (Operation *loop : loopsAround(op))
    if (auto forall = dyn_cast<scf::ForallOp>(loop))
      return SmallVector<int64_t>(forall.getStaticUpperBound());
  return {};
}

int64_t product(ArrayRef<int64_t> values) {
  int64_t p = 1;
  for (int64_t v : values)
    p *= v;
  return p;
}

TEST_F(ParallelizeVectorizeUnrollTest, DefaultOptionsAreMetaSchedules) {
  ParallelizeVectorizeUnrollOptions options;
  EXPECT_EQ(options.maxJobsPerCore, 16);
  EXPECT_EQ(options.maxVectorizeExtent, 64);
  EXPECT_EQ(options.unrollMaxSteps, (SmallVector<int64_t>{0, 16, 64, 512}));
  EXPECT_EQ(options.cores, 0); // this machine's

  std::string error;
  FailureOr<ParallelizeVectorizeUnrollOptions> parsed =
      ParallelizeVectorizeUnrollOptions::parse(
          "max_jobs_per_core=4,max_vectorize_extent=16,"
          "unroll_max_steps=0:8,cores=3",
          error);
  ASSERT_TRUE(succeeded(parsed)) << error;
  EXPECT_EQ(parsed->maxJobsPerCore, 4);
  EXPECT_EQ(parsed->maxVectorizeExtent, 16);
  EXPECT_EQ(parsed->unrollMaxSteps, (SmallVector<int64_t>{0, 8}));
  EXPECT_EQ(parsed->cores, 3);
  for (const char *bad : {"unroll_max_steps=1:x", "unroll_max_steps=-1",
                          "cores=two", "max_jobs=1"}) {
    EXPECT_TRUE(failed(ParallelizeVectorizeUnrollOptions::parse(bad, error)))
        << bad;
    EXPECT_EQ(createParallelizeVectorizeUnrollFromText(bad), nullptr) << bad;
  }
  ASSERT_TRUE(createTransformModule("parallelize-vectorize-unroll"));
}

TEST_F(ParallelizeVectorizeUnrollTest, ParallelExtentIsBounded) {
  OwningOpRef<ModuleOp> workload = parse(kElementwise);
  for (int64_t cores : {1, 2, 8}) {
    ParallelizeVectorizeUnrollOptions options;
    options.cores = cores;
    std::unique_ptr<TransformModule> pvu =
        createParallelizeVectorizeUnroll(options);
    std::vector<Schedule> schedules = space(*workload, {pvu.get()});
    ASSERT_EQ(schedules.size(), 1u);
    const Schedule &sch = schedules[0];
    // b has extent 1; i (256) gets the largest parallel extent <= 16 *
    // cores that divides it; j is the vector dimension.
    SmallVector<Operation *> foralls = opsNamed(sch, "scf.forall");
    ASSERT_EQ(foralls.size(), 1u) << cores;
    ArrayRef<int64_t> trips =
        cast<scf::ForallOp>(foralls[0]).getStaticUpperBound();
    EXPECT_EQ(product(trips), std::min<int64_t>(16 * cores, 256)) << cores;
    // 64-lane vector tiles, one row at a time; no linalg op left.
    EXPECT_TRUE(opsNamed(sch, "linalg.generic").empty());
    SmallVector<Operation *> writes = opsNamed(sch, "vector.transfer_write");
    ASSERT_EQ(writes.size(), 1u);
    EXPECT_EQ(
        cast<vector::TransferWriteOp>(writes[0]).getVectorType().getShape(),
        (ArrayRef<int64_t>{1, 1, 64}));
    // An element-wise function: nothing is unrolled (TVM: spatial PrimFunc).
    EXPECT_TRUE(
        instructionsNamed(sch, "transform.msched.sample_categorical").empty());
    expectReplays(*workload, sch, {});
  }
}

TEST_F(ParallelizeVectorizeUnrollTest, InnermostParallelLoopInVectorChunks) {
  // 4 x 256: i is fully parallel (4 <= 32), then j only in whole 64-lane
  // chunks: 4 * 4 = 16 jobs; each job a 1 x 64 vector.
  OwningOpRef<ModuleOp> workload = parse(R"mlir(
func.func @ew(%A: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %e = tensor.empty() : tensor<4x256xf32>
  %0 = linalg.generic {
         indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%A : tensor<4x256xf32>) outs(%e : tensor<4x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<4x256xf32>
  return %0 : tensor<4x256xf32>
}
)mlir");
  std::unique_ptr<TransformModule> pvu =
      createParallelizeVectorizeUnrollFromText("cores=2");
  std::vector<Schedule> schedules = space(*workload, {pvu.get()});
  ASSERT_EQ(schedules.size(), 1u);
  SmallVector<Operation *> writes =
      opsNamed(schedules[0], "vector.transfer_write");
  ASSERT_EQ(writes.size(), 1u);
  EXPECT_EQ(forallTrips(writes[0]), (SmallVector<int64_t>{4, 4}));
  EXPECT_EQ(cast<vector::TransferWriteOp>(writes[0]).getVectorType().getShape(),
            (ArrayRef<int64_t>{1, 64}));
}

TEST_F(ParallelizeVectorizeUnrollTest, DisabledParts) {
  OwningOpRef<ModuleOp> workload = load("nrm");
  std::unique_ptr<TransformModule> off =
      createParallelizeVectorizeUnrollFromText(
          "max_jobs_per_core=0,max_vectorize_extent=0,unroll_max_steps=");
  ASSERT_TRUE(off);
  std::vector<Schedule> schedules = space(*workload, {off.get()});
  ASSERT_EQ(schedules.size(), 1u);
  EXPECT_TRUE(opsNamed(schedules[0], "scf.forall").empty());
  EXPECT_TRUE(opsNamed(schedules[0], "vector.transfer_read").empty());
  EXPECT_TRUE(
      instructionsNamed(schedules[0], "transform.msched.sample_categorical")
          .empty());
}

TEST_F(ParallelizeVectorizeUnrollTest, ReductionsAreVectorizedAndUnrolled) {
  // nrm: b has extent 1 (nothing to parallelize); the sum of squares is
  // tiled to 64-lane chunks of j (a loop of 4, static: unrolled by a sampled
  // factor), the sqrt op is one element.
  OwningOpRef<ModuleOp> workload = load("nrm");
  std::unique_ptr<TransformModule> pvu = createParallelizeVectorizeUnroll();
  std::vector<Schedule> schedules = space(*workload, {pvu.get()});
  ASSERT_EQ(schedules.size(), 1u);
  const Schedule &sch = schedules[0];
  EXPECT_TRUE(opsNamed(sch, "scf.forall").empty());
  EXPECT_FALSE(opsNamed(sch, "vector.multi_reduction").empty());
  SmallVector<Operation *> samples =
      instructionsNamed(sch, "transform.msched.sample_categorical");
  ASSERT_EQ(samples.size(), 1u);
  EXPECT_EQ(
      samples[0]->getAttrOfType<DenseI64ArrayAttr>("candidates").asArrayRef(),
      (ArrayRef<int64_t>{0, 16, 64, 512}));
  EXPECT_EQ(instructionsNamed(sch, "transform.msched.unroll").size(), 1u);
  expectReplays(*workload, sch);
}

TEST_F(ParallelizeVectorizeUnrollTest, AfterMultiLevelTiling) {
  OwningOpRef<ModuleOp> workload = load("gmm_128");
  // (The peeled variant, whose fill is its own block, aside.)
  std::unique_ptr<TransformModule> mlt =
      createMultiLevelTilingFromText("peel_to_kernels=false,pack_panels=false");
  std::unique_ptr<TransformModule> pvu =
      createParallelizeVectorizeUnrollFromText("cores=2");
  std::vector<Schedule> schedules = space(*workload, {mlt.get(), pvu.get()});
  ASSERT_EQ(schedules.size(), 2u);

  // The fill, fused by multi-level tiling into the matmul's scf.forall, is
  // not parallelized again (one parallel loop) nor vectorized: it stays a
  // linalg.fill inside that loop (lowered to memset-like loops).
  for (const Schedule &sch : schedules) {
    SmallVector<Operation *> fills = opsNamed(sch, "linalg.fill");
    ASSERT_EQ(fills.size(), 1u);
    EXPECT_TRUE(fills[0]->getParentOfType<scf::ForallOp>());
    EXPECT_EQ(opsNamed(sch, "scf.forall").size(), 1u);
  }
  // Without the write cache: the tile inside the k1 loop is vectorized as it
  // is (its extents are sampled: no constant re-tiling); the k1 loop updates
  // the output tile each iteration, so it is not unrolled.
  {
    const Schedule &sch = schedules[0];
    EXPECT_TRUE(opsNamed(sch, "linalg.matmul").empty());
    EXPECT_EQ(opsNamed(sch, "vector.contract").size(), 1u);
    EXPECT_EQ(instructionsNamed(sch, "transform.msched.unroll").size(), 0u);
  }
  // With the write cache: the named k1 loop (vector accumulators only) is
  // unrolled by a sampled factor.
  {
    const Schedule &sch = schedules[1];
    EXPECT_EQ(instructionsNamed(sch, "transform.msched.unroll").size(), 1u);
    EXPECT_EQ(
        instructionsNamed(sch, "transform.msched.sample_categorical").size(),
        1u);
  }
  for (Schedule &sch : schedules)
    expectReplays(*workload, sch);
}

} // namespace
