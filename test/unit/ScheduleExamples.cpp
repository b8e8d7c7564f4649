//===- ScheduleExamples.cpp - Example schedules for the tests -------------===//

#include "ScheduleExamples.h"

#include "msched/ScheduleAnalysis.h"

#include "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.h"

using namespace mlir;
using namespace msched;

ArrayRef<StringLiteral> test::exampleNames() {
  static const StringLiteral names[] = {"matmul", "conv2d", "dense"};
  return names;
}

std::string test::exampleWorkload(StringRef name) {
  std::string root = MSCHED_SOURCE_DIR;
  if (name == "matmul")
    return root + "/bench/workloads/gmm_128.mlir";
  if (name == "conv2d")
    return root + "/test/lit/traces/Inputs/conv2d_small.mlir";
  return root + "/test/lit/traces/Inputs/dense_small.mlir";
}

namespace {
/// Records the first failing step.
struct Steps {
  Schedule &s;
  std::string &message;

  template <typename T> bool ok(const FailureOr<T> &result, const char *step) {
    if (succeeded(result))
      return true;
    message = std::string(step) + ": " + s.getLastError();
    return false;
  }
  bool ok(LogicalResult result, const char *step) {
    if (succeeded(result))
      return true;
    message = std::string(step) + ": " + s.getLastError();
    return false;
  }
  bool check(bool condition, const std::string &what) {
    if (!condition)
      message = what;
    return condition;
  }
};
} // namespace

static LogicalResult buildMatmul(Schedule &s, std::string &message) {
  Steps st{s, message};
  auto f = s.getFunc();
  if (!st.ok(f, "getFunc"))
    return failure();
  auto mm = s.matchOps(*f, {"linalg.matmul"});
  auto fill = s.matchOps(*f, {"linalg.fill"});
  if (!st.ok(mm, "match matmul") || !st.ok(fill, "match fill"))
    return failure();
  // Outer (thread-level) tiles of i and j.
  auto i = s.samplePerfectTile(*mm, 0, 2, 64);
  auto j = s.samplePerfectTile(*mm, 1, 2, 64);
  if (!st.ok(i, "sample i") || !st.ok(j, "sample j"))
    return failure();
  auto forall = s.tileUsingForall(*mm, {(*i)[1], (*j)[1], 0});
  if (!st.ok(forall, "tile_using_forall"))
    return failure();
  auto fused = s.fuseIntoContainingOp(*fill, forall->forall);
  if (!st.ok(fused, "fuse fill"))
    return failure();
  // The tiled matmul's loop ranges are the sampled inner factors.
  auto tiledOp = s.getSingleOp(forall->tiled);
  if (!st.ok(tiledOp, "tiled op"))
    return failure();
  FailureOr<IterationDomain> domain = getIterationDomain(*tiledOp);
  if (!st.check(succeeded(domain) &&
                    domain->extents[0] == s.getInts((*i)[1])[0] &&
                    domain->extents[1] == s.getInts((*j)[1])[0],
                "the tiled matmul's extents are not the sampled tile sizes"))
    return failure();
  // Register tiles, sampled on the tiled op.
  auto i2 = s.samplePerfectTile(forall->tiled, 0, 2, 4);
  auto j2 = s.samplePerfectTile(forall->tiled, 1, 2, 16);
  auto k = s.samplePerfectTile(forall->tiled, 2, 2, 8);
  if (!st.ok(i2, "sample i2") || !st.ok(j2, "sample j2") ||
      !st.ok(k, "sample k"))
    return failure();
  auto tiled = s.tile(forall->tiled, {(*i2)[1], (*j2)[1], (*k)[1]});
  if (!st.ok(tiled, "tile_using_for"))
    return failure();
  // Each loop runs the outer factor of its dimension.
  ParamHandle outer[] = {(*i2)[0], (*j2)[0], (*k)[0]};
  for (auto [loop, factor] : llvm::zip(tiled->loops, outer)) {
    auto op = s.getSingleOp(loop);
    if (!st.ok(op, "loop"))
      return failure();
    auto trips = getStaticTripCounts(*op);
    if (!st.check(succeeded(trips) && (*trips)[0] == s.getInts(factor)[0],
                  "a loop's trip count is not the sampled outer factor"))
      return failure();
  }
  if (!st.ok(s.vectorize(tiled->tiled), "vectorize matmul") ||
      !st.ok(s.vectorize(fused->fused), "vectorize fill"))
    return failure();
  return success();
}

static LogicalResult buildConv2d(Schedule &s, std::string &message) {
  Steps st{s, message};
  auto f = s.getFunc();
  if (!st.ok(f, "getFunc"))
    return failure();
  auto conv = s.matchOps(*f, {"linalg.conv_2d_nhwc_hwcf"});
  auto fill = s.matchOps(*f, {"linalg.fill"});
  if (!st.ok(conv, "match conv") || !st.ok(fill, "match fill"))
    return failure();
  // Loops: n, oh, ow, f, kh, kw, c. Thread tiles over oh and f.
  auto convOp = s.getSingleOp(*conv);
  if (!st.ok(convOp, "conv op"))
    return failure();
  FailureOr<IterationDomain> domain = getIterationDomain(*convOp);
  if (!st.check(succeeded(domain) && domain->getNumLoops() == 7 &&
                    domain->getReductionDims().size() == 3,
                "unexpected conv iteration domain"))
    return failure();
  auto oh = s.samplePerfectTile(*conv, 1, 2, 4);
  auto fo = s.samplePerfectTile(*conv, 3, 2, 16);
  if (!st.ok(oh, "sample oh") || !st.ok(fo, "sample f"))
    return failure();
  auto forall = s.tileUsingForall(*conv, {0, (*oh)[1], 0, (*fo)[1]});
  if (!st.ok(forall, "tile_using_forall"))
    return failure();
  auto fused = s.fuseIntoContainingOp(*fill, forall->forall);
  if (!st.ok(fused, "fuse fill"))
    return failure();
  // A size-1 window row and output row so that it decomposes to a 1-D
  // convolution; ow and c by sampled sizes.
  auto ow = s.samplePerfectTile(forall->tiled, 2, 2, 8);
  auto c = s.samplePerfectTile(forall->tiled, 6, 2, 8);
  if (!st.ok(ow, "sample ow") || !st.ok(c, "sample c"))
    return failure();
  auto tiled = s.tile(forall->tiled, {1, 1, (*ow)[1], 0, 1, 0, (*c)[1]});
  if (!st.ok(tiled, "tile_using_for"))
    return failure();
  auto decomposed = s.apply("transform.structured.decompose", {tiled->tiled},
                            {s.getAnyOpType()});
  if (!st.ok(decomposed, "decompose"))
    return failure();
  if (!st.ok(s.vectorize(OpHandle((*decomposed)[0])), "vectorize conv"))
    return failure();
  if (!st.ok(s.vectorize(fused->fused), "vectorize fill"))
    return failure();
  return success();
}

static LogicalResult buildDense(Schedule &s, std::string &message) {
  Steps st{s, message};
  auto f = s.getFunc();
  if (!st.ok(f, "getFunc"))
    return failure();
  auto mm = s.matchOps(*f, {"linalg.matmul"});
  auto fill = s.matchOps(*f, {"linalg.fill"});
  auto relu = s.matchOps(*f, {"linalg.generic"});
  if (!st.ok(mm, "match matmul") || !st.ok(fill, "match fill") ||
      !st.ok(relu, "match generic"))
    return failure();
  // The matmul is the producer of the epilogue's first operand.
  auto reluOp = s.getSingleOp(*relu);
  auto mmOp = s.getSingleOp(*mm);
  if (!st.ok(reluOp, "relu op") || !st.ok(mmOp, "matmul op"))
    return failure();
  if (!st.check(getProducers(*reluOp).front() == *mmOp &&
                    getConsumers(*mmOp) == SmallVector<Operation *>{*reluOp},
                "unexpected producers/consumers"))
    return failure();
  auto i = s.samplePerfectTile(*relu, 0, 2, 16);
  auto j = s.samplePerfectTile(*relu, 1, 2, 16);
  if (!st.ok(i, "sample i") || !st.ok(j, "sample j"))
    return failure();
  auto forall = s.tileUsingForall(*relu, {(*i)[1], (*j)[1]});
  if (!st.ok(forall, "tile_using_forall"))
    return failure();
  auto fusedMm = s.fuseIntoContainingOp(*mm, forall->forall);
  if (!st.ok(fusedMm, "fuse matmul"))
    return failure();
  auto fusedFill = s.fuseIntoContainingOp(*fill, fusedMm->containing);
  if (!st.ok(fusedFill, "fuse fill"))
    return failure();
  auto k = s.samplePerfectTile(fusedMm->fused, 2, 2, 16);
  if (!st.ok(k, "sample k"))
    return failure();
  auto tiled = s.tile(fusedMm->fused, {0, 0, (*k)[1]});
  if (!st.ok(tiled, "tile k"))
    return failure();
  if (!st.ok(s.vectorize(tiled->tiled), "vectorize matmul") ||
      !st.ok(s.vectorize(fusedFill->fused), "vectorize fill"))
    return failure();
  // The epilogue tile: re-matched in the forall (fusion may have
  // invalidated the handle from tiling).
  auto epilogue = s.isLive(forall->tiled)
                      ? FailureOr<OpHandle>(forall->tiled)
                      : s.matchOps(fusedFill->containing, {"linalg.generic"});
  if (!st.ok(epilogue, "epilogue") ||
      !st.ok(s.vectorize(*epilogue), "vectorize epilogue"))
    return failure();
  return success();
}

LogicalResult test::buildExample(Schedule &schedule, StringRef name,
                                 std::string &message) {
  if (name == "matmul")
    return buildMatmul(schedule, message);
  if (name == "conv2d")
    return buildConv2d(schedule, message);
  if (name == "dense")
    return buildDense(schedule, message);
  message = "unknown example '" + name.str() + "'";
  return failure();
}
