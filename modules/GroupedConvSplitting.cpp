//===- GroupedConvSplitting.cpp - The split-grouped-conv module -----------===//
//
// The "split-grouped-conv" module (msched; oneDNN runs a grouped
// convolution as one convolution per group on a reordered filter): a
// linalg.conv_2d_nhwgc_gfhwc is rewritten by
// transform.msched.split_grouped_conv (dialect/MSchedPrimitiveOps.td) into
// one linalg.conv_2d_nhwc_hwcf per group, each on its group's filter
// transposed once per call to KH x KW x C x F (once per build where the
// filter is a constant argument: ConstantPrepacking.h). Multi-level tiling
// then gives each group the register kernel of a plain convolution, whose
// output channels are contiguous in the filter, instead of transposing a
// filter slice in every tile (transform.msched.decompose_grouped_conv).
//
// The design space forks, as multi-level tiling does for its write cache:
// the schedule as it is first, then the split one, whose convolutions are
// new blocks "<block>_g<i>" and whose transposes are "<block>_filter<i>"
// (group i), scheduled by the modules after this one; where the input was
// padded and then split into groups, each group's own pad is a block
// "<block>_g<i>_pad". The convolutions
// carry msched.reuse_write = "must": multi-level tiling gives each its
// write-cache variant only, so that the G groups do not multiply the
// number of schedules. Put this module first in a module list, before
// pad-peeling: where the input was padded and then split into groups, each
// group convolution reads a pad of its own group's channels, which
// pad-peeling then splits into an interior on the unpadded input and
// borders (GRP at 2 threads, znver4, 64 trials each: 172 GFLOP/s against
// 119 with the groups reading slices of one materialized pad, where every
// group's convolution waited for the whole pad; 1 thread unchanged, 97).
// Where multi-level tiling schedules the groups, each group's convolution
// gets a fill of its own, "<block>_g<i>_init"
// (transform.msched.privatize_init_fill), which it fuses into the group's
// parallel loop: the output is not zeroed in a pass of its own and read
// back (GRP's 1-thread best at 2 threads on AMD EPYC znver5: median call
// 258.0 -> 272.4 GFLOP/s, bench/results/grp-init-s55).
//
// Options: none.
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace msched;

namespace {
class GroupedConvSplitting : public TransformModule {
public:
  StringRef getName() const override { return "split-grouped-conv"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;
};
} // namespace

FailureOr<std::vector<Schedule>>
GroupedConvSplitting::apply(Schedule sch, OpHandle block, StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  std::vector<Schedule> results;
  bool candidate = isa<linalg::Conv2DNhwgcGfhwcOp>(*op) &&
                   modules::getEnclosingLoops(*op).empty();
  if (!candidate) {
    results.push_back(std::move(sch));
    return results;
  }
  Schedule split = sch.copy();
  results.push_back(std::move(sch));
  FailureOr<SmallVector<Handle>> parts =
      split.apply("transform.msched.split_grouped_conv", {block},
                  {split.getAnyOpType(), split.getAnyOpType()});
  if (failed(parts))
    return results; // e.g. dynamic shapes
  // Each group's own pad (the primitive pads each group where the input was
  // padded and then split into groups) is a block "<block>_g<i>_pad", so
  // that where pad-peeling leaves the group whole, pad-materialization and
  // parallelize-vectorize-unroll still fill and copy it in parallel loops
  // (an unnamed pad is bufferized as a copy on one thread).
  OpHandle convs((*parts)[0]);
  SmallVector<Operation *> convOps(split.getOps(convs));
  if (!convOps.empty() && llvm::all_of(convOps, [](Operation *conv) {
        return conv->getOperand(0).getDefiningOp<tensor::PadOp>() != nullptr;
      })) {
    std::vector<std::string> padNames;
    for (size_t i = 0; i < convOps.size(); ++i)
      padNames.push_back((blockName + "_g" + Twine(i) + "_pad").str());
    MLIRContext *ctx = split.getContext();
    FailureOr<SmallVector<Handle>> pads = split.apply(
        "transform.get_producer_of_operand", {convs}, {split.getAnyOpType()},
        {NamedAttribute(StringAttr::get(ctx, "operand_number"),
                        IntegerAttr::get(IntegerType::get(ctx, 64), 0))});
    if (failed(pads) ||
        failed(modules::nameEachBlock(split, OpHandle((*pads)[0]), padNames)))
      return results;
  }
  // Each group's convolution gets a fill of its own ("<block>_g<i>_init"),
  // which multi-level tiling fuses into the group's parallel loop, where
  // msched-fold-accumulator-inits makes it the accumulators' first value:
  // otherwise every group's init is a slice of the one fill of the whole
  // output, which is zeroed in a parallel pass of its own and read back by
  // the register kernels (pad-peeling does the same for its parts).
  if (!convOps.empty() && modules::needsMultiLevelTiling(convOps.front())) {
    SmallVector<std::string> initNames;
    for (size_t i = 0; i < convOps.size(); ++i)
      initNames.push_back((blockName + "_g" + Twine(i) + "_init").str());
    if (failed(modules::privatizeInitFills(split, convs, initNames)))
      return results;
  }
  if (failed(modules::nameBlocks(split, OpHandle((*parts)[0]), blockName, "_g",
                                 /*mustReuseWrite=*/true)) ||
      failed(modules::nameBlocks(split, OpHandle((*parts)[1]), blockName,
                                 "_filter", /*mustReuseWrite=*/false)))
    return results;
  results.push_back(std::move(split));
  return results;
}

namespace msched {
/// The factory registered as "split-grouped-conv" (BuiltinModules.cpp);
/// null for any option (it takes none).
std::unique_ptr<TransformModule>
createGroupedConvSplittingModule(StringRef options) {
  return modules::createModuleWithoutOptions<GroupedConvSplitting>(options);
}
} // namespace msched
