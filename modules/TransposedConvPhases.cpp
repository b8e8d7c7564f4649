//===- TransposedConvPhases.cpp - The transposed-conv-phases module -------===//
//
// The "transposed-conv-phases" module (msched; MetaSchedule has no rule for
// it, TVM's topi computes conv2d_transpose over the zero-interleaved input,
// multiplying the zeros): a transposed convolution written as a convolution
// over a zero-interleaved input with a flipped kernel index is split into
// its dense stride phases by transform.msched.decompose_transposed_conv
// (dialect/MSchedPrimitiveOps.td), so that the zeros the stride inserts are
// never multiplied and each phase is a linalg.conv_2d_nhwc_hwcf that the
// other modules tile and vectorize like any convolution.
//
// The design space forks, as multi-level tiling does for its write cache:
// the schedule as it is first, then the decomposed one, whose phase
// convolutions are new blocks named "<block>_phase<i>" (phase order of the
// primitive), which the modules after this one schedule; where the output
// started from a fill, each phase's own fill is a block
// "<block>_phase<i>_init", which multi-level tiling fuses into the phase's
// parallel loop. A block the
// primitive does not match is left as it is (one schedule). Put this module
// before the others in a module list: blocks it creates are only seen by
// the modules after it.
//
// Options: none.
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace msched;

namespace {
class TransposedConvPhases : public TransformModule {
public:
  StringRef getName() const override { return "transposed-conv-phases"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;
};
} // namespace

/// Decomposes `block` in `sch` (by phases, or by taps of phases) and names
/// the new blocks; fails where the primitive does not match.
static LogicalResult decompose(Schedule &sch, OpHandle block,
                               StringRef blockName, bool byTaps) {
  MLIRContext *ctx = sch.getContext();
  SmallVector<NamedAttribute> attrs;
  if (byTaps)
    attrs.push_back(
        NamedAttribute(StringAttr::get(ctx, "by_taps"), UnitAttr::get(ctx)));
  FailureOr<SmallVector<Handle>> made =
      sch.apply("transform.msched.decompose_transposed_conv", {block},
                {sch.getAnyOpType(), sch.getAnyOpType()}, attrs);
  if (failed(made))
    return failure(); // not a transposed convolution of that form
  // The phases' own fills (the primitive gives each one where the output
  // started from a fill) become blocks "<block>_phase<i>_init", which
  // multi-level tiling fuses into each phase's parallel loop.
  OpHandle convs((*made)[0]), fills((*made)[1]);
  std::vector<std::string> fillNames;
  for (size_t i = 0; i < sch.getOps(fills).size(); ++i)
    fillNames.push_back((blockName + "_phase" + Twine(i) + "_init").str());
  if (!fillNames.empty() &&
      failed(modules::nameEachBlock(sch, fills, fillNames)))
    return failure();
  // The taps' convolutions come in up to four shapes per phase (a tap on
  // all outputs, on all but a border row, column or both): each keeps only
  // the write-cache variant of multi-level tiling (accumulators in
  // registers across the whole reduction), so that the space is not the
  // product of each shape's variants.
  return modules::nameBlocks(sch, convs, blockName, byTaps ? "_tap" : "_phase",
                             /*mustReuseWrite=*/byTaps);
}

FailureOr<std::vector<Schedule>>
TransposedConvPhases::apply(Schedule sch, OpHandle block, StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  std::vector<Schedule> results;
  // Cheap pre-check; the primitive checks the whole pattern.
  auto generic = dyn_cast<linalg::GenericOp>(*op);
  bool candidate = generic && generic.getNumLoops() == 7 &&
                   generic.getNumDpsInputs() == 2 &&
                   generic.getNumReductionLoops() == 3;
  if (!candidate) {
    results.push_back(std::move(sch));
    return results;
  }
  Schedule byPhases = sch.copy();
  Schedule byTaps = sch.copy();
  results.push_back(std::move(sch));
  if (succeeded(decompose(byPhases, block, blockName, /*byTaps=*/false)))
    results.push_back(std::move(byPhases));
  if (succeeded(decompose(byTaps, block, blockName, /*byTaps=*/true)))
    results.push_back(std::move(byTaps));
  return results;
}

namespace msched {
/// The factory registered as "transposed-conv-phases" (BuiltinModules.cpp);
/// null for any option (it takes none).
std::unique_ptr<TransformModule>
createTransposedConvPhasesModule(StringRef options) {
  return modules::createModuleWithoutOptions<TransposedConvPhases>(options);
}
} // namespace msched
