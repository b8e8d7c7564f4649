//===- MultiLevelTilingTest.cpp - The multi-level-tiling module -----------===//
//
// Applicability (TVM NeedsMultiLevelTiling), the SSRSRS loop nest and its
// sampled factors, the fork into the variants without and with the write
// cache, convolutions, options, and invariant 1 for the traces, including
// replays with other decisions.
//
//===----------------------------------------------------------------------===//

#include "ModuleTestUtils.h"

#include "msched/HostPeak.h"
#include "msched/Modules/MultiLevelTiling.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <array>

using namespace mlir;
using namespace msched;
using namespace msched::test;

namespace {

/// The decision of a sample_perfect_tile instruction.
SmallVector<int64_t> decisionOf(Operation *sample) {
  auto decision = sample->getAttrOfType<DenseI64ArrayAttr>("decision");
  if (!decision)
    return {};
  return SmallVector<int64_t>(decision.asArrayRef());
}

class MultiLevelTilingTest : public ModuleTest {
protected:
  /// The innermost factors of a matmul's (i, j, k) loops in every schedule
  /// `mlt` makes of `workload` with seeds 1..`seeds`.
  std::vector<std::array<int64_t, 3>>
  innermostFactors(ModuleOp workload, TransformModule &mlt, int seeds) {
    std::vector<std::array<int64_t, 3>> factors;
    for (int seed = 1; seed <= seeds; ++seed)
      for (Schedule &sch : space(workload, {&mlt}, seed)) {
        SmallVector<Operation *> sampled =
            instructionsNamed(sch, "transform.msched.sample_perfect_tile");
        EXPECT_EQ(sampled.size(), 3u);
        if (sampled.size() == 3)
          factors.push_back({decisionOf(sampled[0]).back(),
                             decisionOf(sampled[1]).back(),
                             decisionOf(sampled[2]).back()});
      }
    return factors;
  }
};

/// `func.func @mm(A: MxK, B: KxN, C: MxN) -> MxN`: one linalg.matmul into C.
std::string matmulText(int64_t m, int64_t k, int64_t n) {
  auto type = [](int64_t rows, int64_t cols) {
    return "tensor<" + std::to_string(rows) + "x" + std::to_string(cols) +
           "xf32>";
  };
  std::string a = type(m, k), b = type(k, n), c = type(m, n);
  return "func.func @mm(%A: " + a + ", %B: " + b + ", %C: " + c + ") -> " + c +
         " {\n  %r = linalg.matmul ins(%A, %B : " + a + ", " + b +
         ") outs(%C : " + c + ") -> " + c + "\n  return %r : " + c + "\n}\n";
}

TEST_F(MultiLevelTilingTest, DefaultOptionsAreMetaSchedules) {
  MultiLevelTilingOptions options;
  EXPECT_EQ(options.structure, "SSRSRS");
  EXPECT_EQ(options.maxInnermostFactor, 64);
  EXPECT_EQ(options.reuseWrite, ReuseWrite::May);
  EXPECT_TRUE(options.parallelOuter);

  std::string error;
  FailureOr<MultiLevelTilingOptions> parsed = MultiLevelTilingOptions::parse(
      "structure=SSSRRSRS, max_innermost_factor=16,reuse_write=none,"
      "parallel_outer=false",
      error);
  ASSERT_TRUE(succeeded(parsed)) << error;
  EXPECT_EQ(parsed->structure, "SSSRRSRS");
  EXPECT_EQ(parsed->maxInnermostFactor, 16);
  EXPECT_EQ(parsed->reuseWrite, ReuseWrite::None);
  EXPECT_FALSE(parsed->parallelOuter);

  for (const char *bad : {"structure=SXR", "structure=RS", "reuse_write=maybe",
                          "max_innermost_factor=x", "unknown=1", "structure"}) {
    EXPECT_TRUE(failed(MultiLevelTilingOptions::parse(bad, error))) << bad;
    EXPECT_FALSE(error.empty()) << bad;
    EXPECT_EQ(createMultiLevelTilingFromText(bad), nullptr) << bad;
  }
  std::unique_ptr<TransformModule> module =
      createTransformModule("multi-level-tiling");
  ASSERT_TRUE(module);
  EXPECT_EQ(module->getName(), "multi-level-tiling");
}

TEST_F(MultiLevelTilingTest, MatmulForksIntoPlainAndWriteCache) {
  OwningOpRef<ModuleOp> workload = load("gmm_128");
  std::unique_ptr<TransformModule> mlt =
      createMultiLevelTilingFromText("peel_to_kernels=false,pack_panels=false");
  std::vector<Schedule> schedules = space(*workload, {mlt.get()});
  ASSERT_EQ(schedules.size(), 2u);

  for (Schedule &sch : schedules) {
    // Step 1: i and j in four levels, k in two, max_innermost_factor 64 for
    // the parallel loops, max_reduction_tile 512 for the reduction loop
    // around the register tile.
    SmallVector<Operation *> samples =
        instructionsNamed(sch, "transform.msched.sample_perfect_tile");
    ASSERT_EQ(samples.size(), 3u);
    SmallVector<int64_t> i = decisionOf(samples[0]), j = decisionOf(samples[1]),
                         k = decisionOf(samples[2]);
    ASSERT_EQ(i.size(), 4u);
    ASSERT_EQ(j.size(), 4u);
    ASSERT_EQ(k.size(), 2u);
    EXPECT_LE(i.back(), 64);
    EXPECT_LE(j.back(), 64);
    EXPECT_LE(k.back(), 128); // gmm_128's k extent
    // The fill is no block multi-level tiling tiles, but the one
    // initializing the output: it is fused into the scf.forall, one tile per
    // task (option fuse_init_fill).
    Operation *fill = blockOp(sch, "fill_0");
    ASSERT_TRUE(fill);
    EXPECT_TRUE(isa<scf::ForallOp>(fill->getParentOp()));
    EXPECT_FALSE(fill->hasAttr("msched.tiling_structure"));
    expectReplays(*workload, sch);
  }

  // The variant without the cache: forall(i0, j0) { i1 { j1 { k0 { i2 { j2 {
  // k1 { matmul i3 x j3 x 1 }}}}}}}, each loop running its level's factor.
  {
    Schedule &sch = schedules[0];
    SmallVector<Operation *> samples =
        instructionsNamed(sch, "transform.msched.sample_perfect_tile");
    SmallVector<int64_t> i = decisionOf(samples[0]), j = decisionOf(samples[1]),
                         k = decisionOf(samples[2]);
    Operation *matmul = blockOp(sch, "matmul_0");
    ASSERT_TRUE(matmul);
    ASSERT_TRUE(isa<linalg::MatmulOp>(matmul));
    EXPECT_EQ(
        matmul->getAttrOfType<StringAttr>("msched.tiling_structure").getValue(),
        "SSRSRS");
    EXPECT_EQ(cast<linalg::LinalgOp>(matmul).getStaticLoopRanges(),
              (SmallVector<int64_t>{i[3], j[3], 1}));
    SmallVector<Operation *> loops = loopsAround(matmul);
    ASSERT_EQ(loops.size(), 7u);
    auto forall = dyn_cast<scf::ForallOp>(loops[0]);
    ASSERT_TRUE(forall);
    EXPECT_EQ(SmallVector<int64_t>(forall.getStaticUpperBound()),
              (SmallVector<int64_t>{i[0], j[0]}));
    SmallVector<int64_t> trips;
    for (Operation *loop : ArrayRef<Operation *>(loops).drop_front())
      trips.push_back(tripCount(loop));
    EXPECT_EQ(trips,
              (SmallVector<int64_t>{i[1], j[1], k[0], i[2], j[2], k[1]}));
    EXPECT_TRUE(opsNamed(sch, "vector.contract").empty());
  }

  // The write cache: the innermost tile is a vector.contract whose
  // accumulator is carried in registers by the k1 loop (a vector iteration
  // argument) and written back after it; the loop carries the block's name.
  {
    Schedule &sch = schedules[1];
    EXPECT_TRUE(opsNamed(sch, "linalg.matmul").empty());
    SmallVector<Operation *> contracts = opsNamed(sch, "vector.contract");
    ASSERT_EQ(contracts.size(), 1u);
    Operation *named = blockOp(sch, "matmul_0");
    ASSERT_TRUE(named);
    auto k1 = dyn_cast<scf::ForOp>(named);
    ASSERT_TRUE(k1);
    EXPECT_EQ(contracts[0]->getParentOp(), k1.getOperation());
    EXPECT_TRUE(llvm::any_of(k1.getResultTypes(), llvm::IsaPred<VectorType>));
    bool writesInside = false;
    k1.getBody()->walk([&](vector::TransferWriteOp) { writesInside = true; });
    EXPECT_FALSE(writesInside);
    EXPECT_EQ(loopsAround(contracts[0]).size(), 7u);
  }
}

TEST_F(MultiLevelTilingTest, NotApplicableWithoutReductionOrReuse) {
  // sfm: reductions without data reuse (every parallel loop indexes the
  // input) and element-wise ops; nrm: a norm; the fill of gmm_128.
  std::unique_ptr<TransformModule> mlt =
      createMultiLevelTilingFromText("peel_to_kernels=false");
  for (const char *name : {"sfm", "nrm"}) {
    OwningOpRef<ModuleOp> workload = load(name);
    std::vector<Schedule> schedules = space(*workload, {mlt.get()});
    ASSERT_EQ(schedules.size(), 1u) << name;
    EXPECT_TRUE(
        instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile")
            .empty())
        << name;
    EXPECT_TRUE(opsNamed(schedules[0], "scf.for").empty()) << name;
  }
}

TEST_F(MultiLevelTilingTest, NotAppliedTwice) {
  OwningOpRef<ModuleOp> workload = load("gmm_128");
  std::unique_ptr<TransformModule> mlt =
      createMultiLevelTilingFromText("peel_to_kernels=false,pack_panels=false");
  std::vector<Schedule> schedules = space(*workload, {mlt.get(), mlt.get()});
  // The second application finds the block tiled (or vectorized): no fork.
  ASSERT_EQ(schedules.size(), 2u);
  EXPECT_EQ(
      instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile")
          .size(),
      3u);
}

TEST_F(MultiLevelTilingTest, FailureSaysWhichStepFailed) {
  OwningOpRef<ModuleOp> workload = load("gmm_128");
  FailureOr<std::vector<Schedule>> untouched =
      generateDesignSpace(*workload, "", {}, 0);
  ASSERT_TRUE(succeeded(untouched));
  Schedule &sch = untouched->front();
  std::unique_ptr<TransformModule> mlt =
      createMultiLevelTilingFromText("peel_to_kernels=false,pack_panels=false");

  // A block handle that is no longer live: the schedule's reason.
  Schedule released = sch.copy();
  FailureOr<OpHandle> gone = getBlock(released, "matmul_0");
  ASSERT_TRUE(succeeded(gone));
  released.release(*gone);
  EXPECT_TRUE(failed(mlt->apply(std::move(released), *gone, "matmul_0")));
  EXPECT_EQ(mlt->getLastError().rfind("the block handle: ", 0), 0u)
      << mlt->getLastError();
  EXPECT_GT(mlt->getLastError().size(), strlen("the block handle: "));

  // The init fill's name is the matmul's too, so the fill cannot be found
  // for its fusion into the parallel loop: the tiling step says so.
  FailureOr<OpHandle> matmul = getBlock(sch, "matmul_0");
  ASSERT_TRUE(succeeded(matmul));
  FailureOr<Operation *> matmulOp = sch.getSingleOp(*matmul);
  ASSERT_TRUE(succeeded(matmulOp));
  (*matmulOp)->setAttr(kBlockAttrName, StringAttr::get(ctx.get(), "fill_0"));
  mlt->clearLastError();
  EXPECT_TRUE(failed(mlt->apply(std::move(sch), *matmul, "matmul_0")));
  EXPECT_EQ(mlt->getLastError(),
            "tiling matmul_0: no single op is the init fill 'fill_0'");
}

TEST_F(MultiLevelTilingTest, ConvolutionsDecomposeAndVectorize) {
  std::unique_ptr<TransformModule> mlt =
      createMultiLevelTilingFromText("peel_to_kernels=false,pack_panels=false");
  for (const char *name : {"c2d", "dep"}) {
    OwningOpRef<ModuleOp> workload = load(name);
    std::vector<Schedule> schedules = space(*workload, {mlt.get()});
    ASSERT_EQ(schedules.size(), 2u) << name;
    SmallVector<Operation *> samples =
        instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile");
    // n has extent 1; oh gets three levels (its innermost tile is 1), ow and
    // f/c four; kh, kw (and c) two.
    SmallVector<size_t> levels;
    for (Operation *sample : samples)
      levels.push_back(decisionOf(sample).size());
    if (StringRef(name) == "c2d")
      EXPECT_EQ(levels, (SmallVector<size_t>{3, 4, 4, 2, 2, 2})) << name;
    else
      EXPECT_EQ(levels, (SmallVector<size_t>{3, 4, 4, 2, 2})) << name;
    // The write cache decomposed the 2-D tile and vectorized it.
    const Schedule &cached = schedules[1];
    EXPECT_TRUE(opsNamed(cached, "linalg.conv_2d_nhwc_hwcf").empty());
    EXPECT_TRUE(opsNamed(cached, "linalg.depthwise_conv_2d_nhwc_hwc").empty());
    EXPECT_FALSE(opsNamed(cached, "vector.contract").empty() &&
                 opsNamed(cached, "vector.fma").empty())
        << name;
    Operation *named = blockOp(cached, StringRef(name) == "c2d"
                                           ? "conv_2d_nhwc_hwcf_0"
                                           : "depthwise_conv_2d_nhwc_hwc_0");
    ASSERT_TRUE(named) << name;
    EXPECT_TRUE(isa<scf::ForOp>(named)) << name;
    for (Schedule &sch : schedules)
      expectReplays(*workload, sch, {7});
  }
}

TEST_F(MultiLevelTilingTest, Options) {
  OwningOpRef<ModuleOp> workload = load("gmm_128");
  // No write cache: one schedule. No forall: the outermost level is a for.
  std::unique_ptr<TransformModule> none = createMultiLevelTilingFromText(
      "reuse_write=none,parallel_outer=false,peel_to_kernels=false");
  ASSERT_TRUE(none);
  std::vector<Schedule> plain = space(*workload, {none.get()});
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_TRUE(opsNamed(plain[0], "scf.forall").empty());
  Operation *matmul = blockOp(plain[0], "matmul_0");
  ASSERT_TRUE(matmul && isa<linalg::MatmulOp>(matmul));
  // i0, j0 are two scf.for instead of one scf.forall.
  EXPECT_EQ(loopsAround(matmul).size(), 8u);

  // Only the write cache.
  std::unique_ptr<TransformModule> must = createMultiLevelTilingFromText(
      "reuse_write=must,peel_to_kernels=false,pack_panels=false");
  std::vector<Schedule> cached = space(*workload, {must.get()});
  ASSERT_EQ(cached.size(), 1u);
  EXPECT_EQ(opsNamed(cached[0], "vector.contract").size(), 1u);

  // GPU-like "SSSRRSRS": i, j in five levels, k in three; the innermost
  // factors bounded by 16 (the reduction's too: max_reduction_tile=0).
  std::unique_ptr<TransformModule> deep = createMultiLevelTilingFromText(
      "structure=SSSRRSRS,max_innermost_factor=16,reuse_write=none,"
      "max_reduction_tile=0,peel_to_kernels=false");
  std::vector<Schedule> deeper = space(*workload, {deep.get()});
  ASSERT_EQ(deeper.size(), 1u);
  SmallVector<Operation *> samples =
      instructionsNamed(deeper[0], "transform.msched.sample_perfect_tile");
  ASSERT_EQ(samples.size(), 3u);
  EXPECT_EQ(decisionOf(samples[0]).size(), 5u);
  EXPECT_EQ(decisionOf(samples[2]).size(), 3u);
  for (Operation *sample : samples)
    EXPECT_LE(decisionOf(sample).back(), 16);
  matmul = blockOp(deeper[0], "matmul_0");
  ASSERT_TRUE(matmul);
  // forall + (S S) + R + R + (S S) + R, the last S being the op.
  EXPECT_EQ(loopsAround(matmul).size(), 1u + 4u + 1u + 1u + 2u + 1u);
  expectReplays(*workload, deeper[0]);
}

TEST_F(MultiLevelTilingTest, BatchMatmulAndSmallOps) {
  // A batch matmul (reuse: b and j do not index A ... ) and a matmul with a
  // unit dimension, which gets no sampling for it.
  OwningOpRef<ModuleOp> workload = parse(R"mlir(
func.func @bmm(%A: tensor<4x32x16xf32>, %B: tensor<4x16x1xf32>,
               %C: tensor<4x32x1xf32>) -> tensor<4x32x1xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x32x16xf32>, tensor<4x16x1xf32>)
                           outs(%C : tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
  return %0 : tensor<4x32x1xf32>
}
)mlir");
  std::unique_ptr<TransformModule> mlt =
      createMultiLevelTilingFromText("peel_to_kernels=false");
  std::vector<Schedule> schedules = space(*workload, {mlt.get()});
  ASSERT_EQ(schedules.size(), 2u);
  // b, i, k are sampled; j (extent 1) is not.
  EXPECT_EQ(
      instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile")
          .size(),
      3u);
  for (Schedule &sch : schedules)
    expectReplays(*workload, sch);
}

TEST_F(MultiLevelTilingTest, RegisterPriorDrawsKernelsThatFitTheRegisters) {
  // 96 = 6 x 16 rows, 64 columns, 64 deep.
  OwningOpRef<ModuleOp> workload = parse(matmulText(96, 64, 64));
  ASSERT_TRUE(workload);
  // Register tiles (rows x columns of the innermost matmul) drawn for a
  // vector register file of `lanes` x `registers`.
  auto registerTiles = [&](ModuleOp workload, int64_t lanes, int64_t registers,
                           bool prior, int samples) {
    MultiLevelTilingOptions options;
    options.vectorLanes = lanes;
    options.vectorRegisters = registers;
    options.registerPrior = prior;
    options.reuseWrite = ReuseWrite::Must;
    options.peelToKernels = false;
    std::unique_ptr<TransformModule> mlt = createMultiLevelTiling(options);
    std::vector<std::pair<int64_t, int64_t>> tiles;
    for (auto [rows, cols, k] : innermostFactors(workload, *mlt, samples))
      tiles.push_back({rows, cols});
    return tiles;
  };
  // AVX2 (8 lanes, 16 registers) and AVX-512 (16 lanes, 32 registers): rows
  // x vectors accumulators + vectors of B + 1 broadcast of A must fit.
  for (auto [lanes, registers] :
       {std::pair<int64_t, int64_t>{8, 16}, {16, 32}}) {
    std::vector<std::pair<int64_t, int64_t>> tiles =
        registerTiles(*workload, lanes, registers, true, 40);
    ASSERT_EQ(tiles.size(), 40u);
    int fitting = 0;
    for (auto [rows, cols] : tiles) {
      int64_t vectors = cols / lanes;
      fitting += cols % lanes == 0 && vectors >= 1 &&
                 rows * vectors + vectors + 1 <= registers &&
                 rows >= (registers - 3) / 4;
    }
    // 0.8 x 0.8 of the draws come from both priors.
    EXPECT_GE(fitting, 20) << lanes << " lanes";
    // Without the prior, such tiles are rare (uniform factorizations).
    int uniform = 0;
    for (auto [rows, cols] :
         registerTiles(*workload, lanes, registers, false, 40)) {
      int64_t vectors = cols / lanes;
      uniform += cols % lanes == 0 && vectors >= 1 &&
                 rows * vectors + vectors + 1 <= registers &&
                 rows >= (registers - 3) / 4;
    }
    EXPECT_LT(uniform, fitting) << lanes << " lanes";
  }
}

TEST_F(MultiLevelTilingTest, ReductionAroundTheRegisterTileMayBeLong) {
  // k = 1024: with the register prior the k loop around the register tile
  // is bounded by max_reduction_tile (512) and drawn towards 64-256, not by
  // max_innermost_factor (64).
  OwningOpRef<ModuleOp> workload = parse(matmulText(64, 1024, 64));
  ASSERT_TRUE(workload);
  auto reductionTiles = [&](StringRef options) {
    std::unique_ptr<TransformModule> mlt = createMultiLevelTilingFromText(
        ("reuse_write=must,vector_lanes=16,vector_registers=32,"
         "peel_to_kernels=false,pack_panels=false," +
         options)
            .str());
    EXPECT_TRUE(mlt) << options.str();
    std::vector<int64_t> tiles;
    if (mlt)
      for (auto [rows, cols, k] : innermostFactors(*workload, *mlt, 30))
        tiles.push_back(k);
    return tiles;
    for (int seed = 1; seed <= 30; ++seed)
      for (Schedule &sch : space(*workload, {mlt.get()}, seed)) {
        SmallVector<Operation *> sampled =
            instructionsNamed(sch, "transform.msched.sample_perfect_tile");
        EXPECT_EQ(sampled.size(), 3u);
        if (sampled.size() == 3)
          tiles.push_back(decisionOf(sampled[2]).back());
      }
    return tiles;
  };
  std::vector<int64_t> longTiles = reductionTiles("max_reduction_tile=512");
  ASSERT_EQ(longTiles.size(), 30u);
  int overMetaSchedulesBound = 0;
  for (int64_t k : longTiles) {
    EXPECT_LE(k, 512);
    overMetaSchedulesBound += k > 64;
  }
  // Two of the three prior values (128, 256) are over 64, drawn with
  // probability 0.8 x 2/3.
  EXPECT_GE(overMetaSchedulesBound, 10);
  for (int64_t k : reductionTiles("max_reduction_tile=0"))
    EXPECT_LE(k, 64);
  for (int64_t k :
       reductionTiles("max_reduction_tile=512,register_prior=false"))
    EXPECT_LE(k, 64);
}

TEST_F(MultiLevelTilingTest, ExtentsTheKernelsDoNotDivideGetAPaddedVariant) {
  // 97 rows (prime) and 100 columns (not whole vectors of 16): the register
  // kernels of a 16-lane, 32-register host divide neither.
  OwningOpRef<ModuleOp> workload = parse(matmulText(97, 64, 100));
  ASSERT_TRUE(workload);
  std::unique_ptr<TransformModule> mlt = createMultiLevelTilingFromText(
      "vector_lanes=16,vector_registers=32,peel_to_kernels=false,"
      "pack_panels=false");
  ASSERT_TRUE(mlt);
  for (int seed = 1; seed <= 5; ++seed) {
    std::vector<Schedule> schedules = space(*workload, {mlt.get()}, seed);
    // Plain, write cache, and the padded write cache.
    ASSERT_EQ(schedules.size(), 3u) << "seed " << seed;
    EXPECT_TRUE(opsNamed(schedules[0], "tensor.pad").empty());
    EXPECT_TRUE(opsNamed(schedules[1], "tensor.pad").empty());
    const Schedule &padded = schedules[2];
    // Rows to a multiple of 14 (the most rows of 2 x 16-lane accumulators
    // that 32 registers hold), columns to whole vectors: A, B and the
    // output's init are padded.
    EXPECT_EQ(opsNamed(padded, "tensor.pad").size(), 3u);
    SmallVector<Operation *> samples =
        instructionsNamed(padded, "transform.msched.sample_perfect_tile");
    ASSERT_EQ(samples.size(), 3u);
    int64_t rows = 1, cols = 1;
    for (int64_t f : decisionOf(samples[0]))
      rows *= f;
    for (int64_t f : decisionOf(samples[1]))
      cols *= f;
    EXPECT_EQ(rows, 98);
    EXPECT_EQ(cols, 112);
    EXPECT_EQ(opsNamed(padded, "vector.contract").size(), 1u);
    expectReplays(*workload, padded);
  }
  // Without pad_to_kernels, no padded variant.
  std::unique_ptr<TransformModule> unpadded =
      createMultiLevelTilingFromText("vector_lanes=16,vector_registers=32,"
                                     "pad_to_kernels=false,"
                                     "peel_to_kernels=false,"
                                     "pack_panels=false");
  ASSERT_TRUE(unpadded);
  EXPECT_EQ(space(*workload, {unpadded.get()}, 1).size(), 2u);
  // Extents the kernels divide get no padded variant.
  OwningOpRef<ModuleOp> gmm128 = load("gmm_128");
  std::vector<Schedule> divisible = space(*gmm128, {mlt.get()}, 1);
  EXPECT_EQ(divisible.size(), 2u);
}

TEST_F(MultiLevelTilingTest,
       RowsTheWidestKernelDoesNotDivideGetAPeeledVariant) {
  // GMM 128: 6-row kernels on AVX2 (8 lanes, 16 registers) and 14-row ones
  // on AVX-512 (16 lanes, 32 registers) do not divide 128 rows; both split
  // at row 126, the first part tiled by the widest kernel's rows, the last
  // 2 rows a block of their own. On AVX-512, 8-row kernels (16
  // accumulators) divide 128 and the unpeeled variants (no write cache,
  // write cache) come first; on AVX2 only 4-row ones do (8 accumulators,
  // too few), and the peeled variant replaces them.
  OwningOpRef<ModuleOp> gmm128 = load("gmm_128");
  ASSERT_TRUE(gmm128);
  for (auto [lanes, registers, rows, count] :
       {std::tuple<int64_t, int64_t, int64_t, size_t>{8, 16, 6, 1},
        {16, 32, 14, 3}}) {
    std::string text = "vector_lanes=" + std::to_string(lanes) +
                       ",vector_registers=" + std::to_string(registers) +
                       ",pack_panels=false";
    std::unique_ptr<TransformModule> mlt = createMultiLevelTilingFromText(text);
    ASSERT_TRUE(mlt) << text;
    for (int seed = 1; seed <= 4; ++seed) {
      std::vector<Schedule> schedules = space(*gmm128, {mlt.get()}, seed);
      ASSERT_EQ(schedules.size(), count) << text;
      const Schedule &peeled = schedules.back();
      SmallVector<Operation *> split =
          instructionsNamed(peeled, "transform.structured.split");
      ASSERT_EQ(split.size(), 1u) << text;
      auto chunk = split[0]->getAttrOfType<IntegerAttr>("static_chunk_sizes");
      ASSERT_TRUE(chunk);
      EXPECT_EQ(chunk.getInt(), 126) << text;
      // Each part has its own row tiles (i of the 126 rows, then of the 2);
      // the parts form a tile group, so k (same extent, levels and prior)
      // is sampled once for both. j is sampled per part here: the 2-row
      // rest's column prior (vector tiles up to the registers less its
      // rows' accumulators) is not the first part's. The first part's rows
      // are a multiple of the widest kernel.
      SmallVector<Operation *> samples =
          instructionsNamed(peeled, "transform.msched.sample_perfect_tile");
      SmallVector<Operation *> rowSamples, columnSamples, kSamples;
      for (Operation *sample : samples) {
        int64_t loop = sample->getAttrOfType<IntegerAttr>("loop").getInt();
        if (loop == 0)
          rowSamples.push_back(sample);
        if (loop == 1)
          columnSamples.push_back(sample);
        if (loop == 2)
          kSamples.push_back(sample);
      }
      ASSERT_EQ(rowSamples.size(), 2u) << text;
      ASSERT_EQ(columnSamples.size(), 2u) << text;
      EXPECT_NE(columnSamples[0]->getAttr("innermost_prior"),
                columnSamples[1]->getAttr("innermost_prior"))
          << text;
      EXPECT_EQ(kSamples.size(), 1u) << text;
      EXPECT_EQ(samples.size(), 5u) << text;
      int64_t product = 1;
      for (int64_t f : decisionOf(rowSamples[0]))
        product *= f;
      EXPECT_EQ(product, 126) << text;
      product = 1;
      for (int64_t f : decisionOf(rowSamples[1]))
        product *= f;
      EXPECT_EQ(product, 2) << text;
      // The first part's row prior offers the widest kernel's rows.
      auto prior =
          rowSamples[0]->getAttrOfType<DenseI64ArrayAttr>("innermost_prior");
      ASSERT_TRUE(prior) << text;
      EXPECT_TRUE(llvm::is_contained(prior.asArrayRef(), rows)) << text;
      // Both parts vectorized with their accumulators in registers; the
      // rest named after the block.
      EXPECT_EQ(opsNamed(peeled, "vector.contract").size(), 2u) << text;
      EXPECT_TRUE(opsNamed(peeled, "tensor.pad").empty()) << text;
      EXPECT_TRUE(blockOp(peeled, "matmul_0_rest")) << text;
      expectReplays(*gmm128, peeled);
    }
  }
  // Rows the widest kernel divides (96 = 16 x 6 on AVX2) and
  // peel_to_kernels=false: no peeled variant (nor one that replaces).
  OwningOpRef<ModuleOp> rows96 = parse(matmulText(96, 64, 64));
  ASSERT_TRUE(rows96);
  std::unique_ptr<TransformModule> avx2 = createMultiLevelTilingFromText(
      "vector_lanes=8,vector_registers=16,pack_panels=false");
  std::unique_ptr<TransformModule> off = createMultiLevelTilingFromText(
      "vector_lanes=8,vector_registers=16,pack_panels=false,"
      "peel_to_kernels=false");
  ASSERT_TRUE(avx2 && off);
  EXPECT_EQ(space(*rows96, {avx2.get()}, 1).size(), 2u);
  EXPECT_EQ(space(*gmm128, {off.get()}, 1).size(), 2u);
  // A convolution's rows are its output width: C2D's 112 columns split at
  // 108 (loop 2 of n, oh, ow, f, kh, kw, c), the input windows with them
  // (4 x 16 kernels divide 112: the peeled variant alone).
  OwningOpRef<ModuleOp> c2d = load("c2d");
  ASSERT_TRUE(c2d);
  std::vector<Schedule> convs = space(*c2d, {avx2.get()}, 1);
  ASSERT_EQ(convs.size(), 1u);
  SmallVector<Operation *> split =
      instructionsNamed(convs[0], "transform.structured.split");
  ASSERT_EQ(split.size(), 1u);
  EXPECT_EQ(split[0]->getAttrOfType<IntegerAttr>("dimension").getInt(), 2);
  EXPECT_EQ(split[0]->getAttrOfType<IntegerAttr>("static_chunk_sizes").getInt(),
            108);
  EXPECT_TRUE(opsNamed(convs[0], "linalg.conv_2d_nhwc_hwcf").empty());
  EXPECT_TRUE(blockOp(convs[0], "conv_2d_nhwc_hwcf_0_rest"));
  expectReplays(*c2d, convs[0]);
  // A 1-D convolution: C1D's 128 output columns split at 126 (loop 1 of n,
  // w, f, kw, c).
  OwningOpRef<ModuleOp> c1d = load("c1d");
  ASSERT_TRUE(c1d);
  bool c1dPeeled = false;
  for (Schedule &sch : space(*c1d, {avx2.get()}, 1)) {
    SmallVector<Operation *> parts =
        instructionsNamed(sch, "transform.structured.split");
    if (parts.empty())
      continue;
    c1dPeeled = true;
    EXPECT_EQ(parts[0]->getAttrOfType<IntegerAttr>("dimension").getInt(), 1);
    EXPECT_EQ(
        parts[0]->getAttrOfType<IntegerAttr>("static_chunk_sizes").getInt(),
        126);
    expectReplays(*c1d, sch);
  }
  EXPECT_TRUE(c1dPeeled);
  // GRP: the group loop (a unit loop of the tiling) is never split, only
  // the output width (28 columns: 24 + 4).
  OwningOpRef<ModuleOp> grp = load("grp");
  ASSERT_TRUE(grp);
  for (Schedule &sch : space(*grp, {avx2.get()}, 1))
    for (Operation *part : instructionsNamed(sch, "transform.structured.split"))
      EXPECT_EQ(part->getAttrOfType<IntegerAttr>("static_chunk_sizes").getInt(),
                24);
}

TEST_F(MultiLevelTilingTest, PanelsThatDoNotStayInTheCachesArePacked) {
  // By default an input is packed when a column of the longest panel of the
  // register prior (max_reduction_tile / 2 = 256 rows) spans more than the
  // host's L2 (B rows over L2 / 256 bytes apart), or when its rows evict
  // each other from the L1.
  int64_t threshold = hostL2CacheBytes() / 256; // bytes
  std::unique_ptr<TransformModule> mlt = createMultiLevelTilingFromText(
      "vector_lanes=16,vector_registers=32,peel_to_kernels=false");
  ASSERT_TRUE(mlt);
  // n * 4 = 2 * threshold: packed; n * 4 = threshold: not packed (K = 8
  // rows stay in any L1).
  for (auto [n, packed] : {std::pair<int64_t, bool>{threshold / 2, true},
                           {threshold / 4, false}}) {
    OwningOpRef<ModuleOp> workload = parse(matmulText(16, 8, n));
    ASSERT_TRUE(workload) << n;
    std::vector<Schedule> schedules = space(*workload, {mlt.get()}, 1);
    ASSERT_EQ(schedules.size(), packed ? 3u : 2u) << "n = " << n;
    for (size_t i = 0; i < 2; ++i)
      EXPECT_TRUE(opsNamed(schedules[i], "linalg.copy").empty());
    if (!packed)
      continue;
    // The packed panel: B's tile copied row by row (vectorized: no
    // linalg.copy is left), in the k loop, read by the register kernel.
    const Schedule &sch = schedules[2];
    EXPECT_EQ(instructionsNamed(sch, "transform.msched.cache_read").size(), 1u);
    EXPECT_TRUE(opsNamed(sch, "linalg.copy").empty());
    EXPECT_EQ(opsNamed(sch, "vector.contract").size(), 1u);
    expectReplays(*workload, sch);
  }
  // Rows that evict each other from the L1 are packed too: 512-byte rows map
  // to 8 of the 64 sets of a 32 KiB 8-way or 48 KiB 12-way L1, 64 or 96
  // rows; a panel of 256 steps does not fit, one of 64 steps does (whatever
  // the L2, which would want strides over L2 / 256 >= 512 bytes).
  if (hostL1DataCache().sets() == 64 && hostL1DataCache().ways <= 16 &&
      hostL2CacheBytes() >= (256 << 10)) {
    for (auto [k, packed] :
         {std::pair<int64_t, bool>{256, true}, {64, false}}) {
      OwningOpRef<ModuleOp> workload = parse(matmulText(16, k, 128));
      ASSERT_TRUE(workload) << k;
      EXPECT_EQ(space(*workload, {mlt.get()}, 1).size(), packed ? 3u : 2u)
          << "k = " << k;
    }
  }
  // An explicit threshold overrides the host's; pack_panels=false: none.
  OwningOpRef<ModuleOp> narrow = parse(matmulText(16, 64, 64)); // 256-byte rows
  ASSERT_TRUE(narrow);
  std::unique_ptr<TransformModule> explicitly =
      createMultiLevelTilingFromText("vector_lanes=16,vector_registers=32,"
                                     "pack_min_stride=256,"
                                     "peel_to_kernels=false");
  std::unique_ptr<TransformModule> off = createMultiLevelTilingFromText(
      "vector_lanes=16,vector_registers=32,pack_panels=false,"
      "pack_min_stride=256,peel_to_kernels=false");
  ASSERT_TRUE(explicitly && off);
  EXPECT_EQ(space(*narrow, {explicitly.get()}, 1).size(), 3u);
  EXPECT_EQ(space(*narrow, {off.get()}, 1).size(), 2u);
  std::string error;
  EXPECT_TRUE(
      failed(MultiLevelTilingOptions::parse("pack_min_stride=-1", error)));
  EXPECT_NE(error.find("pack_min_stride"), std::string::npos) << error;
}

// Pinned caches replace the host's in the packing rule: a K = 80 panel of
// 512-byte rows (8 of the 64 sets) fits in a 48 KiB 12-way L1 (96 rows) but
// not in a 32 KiB 8-way one (64 rows); a K = 64 one fits in both, and is
// packed only when its 256-row column (rows of max_reduction_tile / 2)
// spans more than the L2 (512-byte stride > 64 KiB / 256, not 128 KiB).
TEST_F(MultiLevelTilingTest, PinnedCachesDecidePacking) {
  auto schedules = [&](int64_t k, StringRef caches) {
    OwningOpRef<ModuleOp> workload = parse(matmulText(16, k, 128));
    EXPECT_TRUE(workload) << k;
    std::unique_ptr<TransformModule> mlt = createMultiLevelTilingFromText(
        ("vector_lanes=16,vector_registers=32,peel_to_kernels=false," + caches)
            .str());
    EXPECT_TRUE(mlt) << caches.str();
    if (!workload || !mlt)
      return size_t(0);
    return space(*workload, {mlt.get()}, 1).size();
  };
  EXPECT_EQ(schedules(80, "l1_bytes=32768,l1_ways=8,l2_bytes=1048576"), 3u);
  EXPECT_EQ(schedules(80, "l1_bytes=49152,l1_ways=12,l2_bytes=1048576"), 2u);
  EXPECT_EQ(schedules(64, "l1_bytes=32768,l1_ways=8,l2_bytes=131072"), 2u);
  EXPECT_EQ(schedules(64, "l1_bytes=32768,l1_ways=8,l2_bytes=65536"), 3u);
  std::string error;
  EXPECT_TRUE(failed(MultiLevelTilingOptions::parse("l2_bytes=-1", error)));
  EXPECT_NE(error.find("l2_bytes"), std::string::npos) << error;
  EXPECT_TRUE(
      failed(MultiLevelTilingOptions::parse("l1_bytes=1000,l1_ways=8", error)));
  EXPECT_NE(error.find("l1_bytes"), std::string::npos) << error;
  EXPECT_TRUE(failed(MultiLevelTilingOptions::parse("l1_bytes=32768", error)));
  EXPECT_NE(error.find("l1_ways"), std::string::npos) << error;
}

TEST_F(MultiLevelTilingTest, ParallelTileCountDrawnTowardsMultiplesOfTheCores) {
  OwningOpRef<ModuleOp> gmm = load("gmm_512");
  ASSERT_TRUE(gmm);
  std::unique_ptr<TransformModule> twoCores = createMultiLevelTilingFromText(
      "vector_lanes=16,vector_registers=32,cores=2,peel_to_kernels=false,"
      "pack_panels=false");
  std::unique_ptr<TransformModule> oneCore = createMultiLevelTilingFromText(
      "vector_lanes=16,vector_registers=32,cores=1,peel_to_kernels=false,"
      "pack_panels=false");
  ASSERT_TRUE(twoCores && oneCore);
  auto inPrior = [](int64_t f) {
    return f == 2 || f == 4 || f == 8 || f == 16;
  };
  int withPrior = 0, withoutPrior = 0, total = 0;
  for (int seed = 1; seed <= 40; ++seed) {
    std::vector<Schedule> schedules = space(*gmm, {twoCores.get()}, seed);
    ASSERT_FALSE(schedules.empty());
    SmallVector<Operation *> samples =
        instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile");
    ASSERT_EQ(samples.size(), 3u);
    // The rows (the output's first loop) carry the prior, the others not.
    auto prior =
        samples[0]->getAttrOfType<DenseI64ArrayAttr>("outermost_prior");
    ASSERT_TRUE(prior);
    EXPECT_EQ(prior.asArrayRef(), ArrayRef<int64_t>({2, 4, 8, 16}));
    EXPECT_FALSE(samples[1]->hasAttr("outermost_prior"));
    EXPECT_FALSE(samples[2]->hasAttr("outermost_prior"));
    withPrior += inPrior(decisionOf(samples[0]).front());
    ++total;
    expectReplays(*gmm, schedules[0]);
    SmallVector<Operation *> plain =
        instructionsNamed(space(*gmm, {oneCore.get()}, seed)[0],
                          "transform.msched.sample_perfect_tile");
    withoutPrior += inPrior(decisionOf(plain[0]).front());
  }
  // 0.8 from the prior plus the uniform draws that land there anyway; well
  // above the share of the draws without the prior.
  EXPECT_GT(withPrior, total * 4 / 5) << withPrior << " of " << total;
  EXPECT_GT(withPrior, withoutPrior + total / 5)
      << withPrior << " vs " << withoutPrior << " of " << total;
  // One core: no prior.
  std::vector<Schedule> single = space(*gmm, {oneCore.get()}, 1);
  for (Operation *sample :
       instructionsNamed(single[0], "transform.msched.sample_perfect_tile"))
    EXPECT_FALSE(sample->hasAttr("outermost_prior"));
  std::string error;
  EXPECT_TRUE(failed(MultiLevelTilingOptions::parse("cores=-2", error)));
}

TEST_F(MultiLevelTilingTest, OddRowsParallelizeAnotherLoopOrByDivisors) {
  // 55 rows (odd, as a peeled border's): no count of 2, 4, 8 or 16 tasks
  // divides them. With 64 columns, the columns take the prior, with counts
  // that leave whole register tiles; with 48 columns, which no count does
  // either, the rows take their divisors from 2 to 16 tasks (5 and 11), so
  // that the loop is not left to one core.
  std::unique_ptr<TransformModule> mlt = createMultiLevelTilingFromText(
      "vector_lanes=16,vector_registers=32,cores=2,peel_to_kernels=false,"
      "pack_panels=false");
  ASSERT_TRUE(mlt);
  OwningOpRef<ModuleOp> wide = parse(matmulText(55, 128, 64));
  ASSERT_TRUE(wide);
  std::vector<Schedule> schedules = space(*wide, {mlt.get()}, 1);
  ASSERT_FALSE(schedules.empty());
  SmallVector<Operation *> samples =
      instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile");
  ASSERT_EQ(samples.size(), 3u);
  EXPECT_FALSE(samples[0]->hasAttr("outermost_prior"));
  auto columns =
      samples[1]->getAttrOfType<DenseI64ArrayAttr>("outermost_prior");
  ASSERT_TRUE(columns);
  ASSERT_FALSE(columns.empty());
  for (int64_t count : columns.asArrayRef())
    EXPECT_EQ(64 % (count * 16), 0) << count;
  expectReplays(*wide, schedules[0]);

  OwningOpRef<ModuleOp> narrow = parse(matmulText(55, 128, 48));
  ASSERT_TRUE(narrow);
  schedules = space(*narrow, {mlt.get()}, 1);
  ASSERT_FALSE(schedules.empty());
  samples =
      instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile");
  ASSERT_EQ(samples.size(), 3u);
  auto rows = samples[0]->getAttrOfType<DenseI64ArrayAttr>("outermost_prior");
  ASSERT_TRUE(rows);
  EXPECT_EQ(rows.asArrayRef(), ArrayRef<int64_t>({5, 11}));
  EXPECT_FALSE(samples[1]->hasAttr("outermost_prior"));
  expectReplays(*narrow, schedules[0]);
}

TEST_F(MultiLevelTilingTest, SmallImageLargeFilterConvolution) {
  // A 4 x 4 image with a 2 x 2 x 512 x 256 filter (a stride phase of T2D, a
  // late ResNet layer): the filter (2 MiB) is the largest input.
  OwningOpRef<ModuleOp> conv = parse(R"mlir(
func.func @conv(%I: tensor<1x5x5x512xf32>, %K: tensor<2x2x512x256xf32>,
                %O: tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%I, %K : tensor<1x5x5x512xf32>, tensor<2x2x512x256xf32>)
         outs(%O : tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
  return %r : tensor<1x4x4x256xf32>
}
)mlir");
  ASSERT_TRUE(conv);
  std::unique_ptr<TransformModule> mlt = createMultiLevelTilingFromText(
      "vector_lanes=16,vector_registers=32,cores=2,peel_to_kernels=false");
  ASSERT_TRUE(mlt);
  int allRows = 0, wideRows = 0, total = 0;
  for (int seed = 1; seed <= 20; ++seed) {
    std::vector<Schedule> schedules = space(*conv, {mlt.get()}, seed);
    ASSERT_FALSE(schedules.empty());
    // Loops n, oh, ow, f, kh, kw, c; n has extent 1 and is not sampled.
    SmallVector<Operation *> samples =
        instructionsNamed(schedules[0], "transform.msched.sample_perfect_tile");
    ASSERT_EQ(samples.size(), 6u);
    // The rows (ow, 4 wide, fewer than the 7-14 of the range): the prior
    // also offers all 4.
    auto rows = samples[1]->getAttrOfType<DenseI64ArrayAttr>("innermost_prior");
    ASSERT_TRUE(rows);
    EXPECT_TRUE(llvm::is_contained(rows.asArrayRef(), 4));
    allRows += decisionOf(samples[1]).back() == 4;
    // Short rows get rows of more vectors too (powers of two): R * V
    // accumulators + V loads + 1 broadcast fit 32 registers up to V = 6, the
    // bound of 64 lanes (max_innermost_factor) stops at 4 vectors of 16.
    auto vectors =
        samples[2]->getAttrOfType<DenseI64ArrayAttr>("innermost_prior");
    ASSERT_TRUE(vectors);
    EXPECT_EQ(vectors.asArrayRef(), ArrayRef<int64_t>({16, 32, 64}));
    wideRows += decisionOf(samples[2]).back() == 64;
    // The parallel task count is drawn on the output channels, which index
    // the filter, not on the rows: each task then reads its part of it.
    EXPECT_FALSE(samples[0]->hasAttr("outermost_prior"));
    auto parallel =
        samples[2]->getAttrOfType<DenseI64ArrayAttr>("outermost_prior");
    ASSERT_TRUE(parallel);
    // Only the counts that leave the widest register tile (64 lanes) whole:
    // 256 = 4 * 64, so at most 4 tasks on the channels.
    EXPECT_EQ(parallel.asArrayRef(), ArrayRef<int64_t>({2, 4}));
    ++total;
    expectReplays(*conv, schedules[0]);
  }
  // 0.8 from the prior (4 is the only value of it that divides 4), plus
  // uniform draws of 4 among 1, 2, 4.
  EXPECT_GT(allRows, total * 3 / 4) << allRows << " of " << total;
  // 64 is one of the 3 prior values (all divide 256).
  EXPECT_GT(wideRows, total / 8) << wideRows << " of " << total;
}

} // namespace
