//===- MutateKernelTest.cpp - Mutating a data-tiled register kernel -------===//
//
// mutate-kernel on a design space's data-tiled GEMM: the kernel's rows or
// lanes change, the tiles after it lose their decisions (nothing else
// does), and the mutated trace replays, drawing tiles that fit the new
// kernel's loop extents.
//
//===----------------------------------------------------------------------===//

#include "ModuleTestUtils.h"

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"
#include "msched/Traces/TraceReplay.h"

#include <gtest/gtest.h>

#include <set>

using namespace mlir;
using namespace msched;
using namespace msched::test;

namespace {

class MutateKernelTest : public ModuleTest {};

/// The kernel knobs' decisions (rows, lanes) of a data-tiled trace.
std::vector<uint64_t> kernelDecisions(const Trace &trace) {
  std::vector<uint64_t> decisions;
  for (SampleCategoricalOp op :
       getDecidedInstructions<SampleCategoricalOp>(trace))
    if (llvm::any_of(op->getUsers(), llvm::IsaPred<DataTileOp>))
      decisions.push_back(*op.getDecision());
  return decisions;
}

TEST_F(MutateKernelTest, ChangesTheKernelAndRedrawsTheTilesAfterIt) {
  OwningOpRef<ModuleOp> gmm = load("gmm_512");
  ASSERT_TRUE(gmm);
  std::unique_ptr<TransformModule> dataTiling = createTransformModule(
      "data-tiling", "vector_lanes=16,vector_registers=32,cores=1");
  std::unique_ptr<TransformModule> tiling = createTransformModule(
      "multi-level-tiling",
      "vector_lanes=16,vector_registers=32,cores=1,l1_bytes=32768,l1_ways=8,"
      "l2_bytes=524288");
  ASSERT_TRUE(dataTiling && tiling);
  std::vector<Schedule> schedules =
      space(*gmm, {dataTiling.get(), tiling.get()}, 3);
  // The first data-tiled schedule packs A; the second reads it in place,
  // its row counts only those that divide the 512 rows (8 of 7..14).
  const Trace *packed = nullptr, *rowsInPlace = nullptr;
  for (const Schedule &sch : schedules)
    if (kernelDecisions(sch.getTrace()).size() == 2)
      (packed ? rowsInPlace : packed) = &sch.getTrace();
  ASSERT_TRUE(rowsInPlace) << "no data-tiled schedule reading A in place";
  int rowDecisions = 0;
  for (SampleCategoricalOp op :
       getDecidedInstructions<SampleCategoricalOp>(*rowsInPlace))
    for (Operation *user : op->getUsers())
      if (auto dataTile = dyn_cast<DataTileOp>(user)) {
        EXPECT_TRUE(dataTile.getRowsInPlace());
        if (dataTile.getRows() == op.getResult()) {
          ++rowDecisions;
          EXPECT_EQ(llvm::to_vector(op.getCandidates()),
                    SmallVector<int64_t>{8});
        }
      }
  EXPECT_EQ(rowDecisions, 1);
  ASSERT_TRUE(packed) << "no data-tiled schedule in the space";
  size_t tiles = getDecidedInstructions<SamplePerfectTileOp>(*packed).size();
  ASSERT_GE(tiles, 3u);

  std::unique_ptr<Mutator> m = createMutateKernel();
  EXPECT_EQ(m->getName(), "mutate-kernel");
  RandomEngine engine(11);
  std::set<std::vector<uint64_t>> kernels;
  for (int i = 0; i < 40; ++i) {
    std::optional<Trace> mutated = m->apply(*packed, engine);
    ASSERT_TRUE(mutated);
    std::vector<uint64_t> before = kernelDecisions(*packed);
    std::vector<uint64_t> after = kernelDecisions(*mutated);
    ASSERT_EQ(after.size(), 2u);
    // Exactly one of rows and lanes changed.
    EXPECT_EQ((before[0] != after[0]) + (before[1] != after[1]), 1);
    kernels.insert(after);
    // Every tile after the kernel lost its decision; every other decision
    // stayed.
    EXPECT_TRUE(getDecidedInstructions<SamplePerfectTileOp>(*mutated).empty());
    EXPECT_EQ(mutated->getDecisions().size(),
              packed->getDecisions().size() - tiles);
    // The replay draws tiles for the new kernel's extents.
    Trace replayed = Trace::create(ctx.get());
    ReplayOptions options;
    options.seed = i;
    FailureOr<OwningOpRef<ModuleOp>> payload =
        replayTrace(*gmm, *mutated, options, &replayed);
    ASSERT_TRUE(succeeded(payload)) << mutated->str();
    EXPECT_EQ(getDecidedInstructions<SamplePerfectTileOp>(replayed).size(),
              tiles);
    EXPECT_EQ(kernelDecisions(replayed), after);
  }
  // Several kernels proposed (7 row counts and 2 lane counts on AVX-512).
  EXPECT_GE(kernels.size(), 5u);
  // A trace without a data-tiled kernel has nothing to mutate.
  EXPECT_FALSE(m->apply(schedules.front().getTrace(), engine));
}

} // namespace
