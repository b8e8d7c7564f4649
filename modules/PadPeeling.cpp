//===- PadPeeling.cpp - The pad-peeling module ----------------------------===//
//
// The "pad-peeling" module (msched; TVM inlines a pad into its consumer as
// a guarded read, which linalg cannot express): an op that reads a
// tensor.pad, directly or through an expand_shape (a padded convolution,
// grouped convolution or pooling) is split by
// transform.msched.peel_padding (dialect/MSchedPrimitiveOps.td) into an
// interior op that reads the unpadded tensor in place and border ops that
// read small pads, so that the padded tensor is never written and read
// again as a whole (DEP, Zen 5: the separate pad took 90 of 160 us). A
// convolution's border slabs are split per output position and skip the
// taps that read padding (`restrict_taps`; the zeros oneDNN does not
// multiply either).
//
// The design space forks, as multi-level tiling does for its write cache:
// the schedule as it is first, then the peeled one, where the interior
// keeps the block's name and the borders are new blocks named
// "<block>_border<i>" (the primitive's order), which the modules after this
// one schedule. All parts are annotated `msched.tile_group = "<block>"`:
// multi-level tiling then samples the loops they have alike (same index,
// extent, levels and priors) once, so the borders take the interior's tiles.
// When multi-level tiling will schedule the parts, each gets a fill of its own
// (transform.msched.privatize_init_fill; "<block>_init",
// "<block>_border<i>_init") for it to fuse, and the whole fill goes. A block
// without a padded input of that form is left as it is (one schedule). Put this
// module before the others in a module list.
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
class PadPeeling : public TransformModule {
public:
  StringRef getName() const override { return "pad-peeling"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;
};
} // namespace

FailureOr<std::vector<Schedule>> PadPeeling::apply(Schedule sch, OpHandle block,
                                                   StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  std::vector<Schedule> results;
  // Cheap pre-check; the primitive checks the whole pattern.
  auto linalgOp = dyn_cast<linalg::LinalgOp>(*op);
  bool candidate =
      linalgOp && modules::getEnclosingLoops(*op).empty() &&
      llvm::any_of(linalgOp.getDpsInputs(), [](Value input) {
        if (auto expand = input.getDefiningOp<tensor::ExpandShapeOp>())
          input = expand.getSrc();
        return input.getDefiningOp<tensor::PadOp>() != nullptr;
      });
  if (!candidate) {
    results.push_back(std::move(sch));
    return results;
  }
  bool multiLevelTiled = modules::needsMultiLevelTiling(*op);
  Schedule peeled = sch.copy();
  results.push_back(std::move(sch));
  // Borders skip the taps that read padding (zeros) where the op allows
  // it: C3D's depth borders multiplied 11% of its FLOPs by zeros.
  MLIRContext *context = peeled.getContext();
  // Innermost first: the outer dimensions' borders span the interior's
  // tileable rows (DIL on Zen 3: top and bottom rows 109 wide, a prime,
  // took 1 x 16 register tiles).
  FailureOr<SmallVector<Handle>> parts =
      peeled.apply("transform.msched.peel_padding", {block},
                   {peeled.getAnyOpType(), peeled.getAnyOpType()},
                   {NamedAttribute(StringAttr::get(context, "restrict_taps"),
                                   UnitAttr::get(context)),
                    NamedAttribute(StringAttr::get(context, "innermost_first"),
                                   UnitAttr::get(context))});
  if (failed(parts))
    return results; // no padded input of that form
  MLIRContext *ctx = peeled.getContext();
  if (failed(modules::annotate(peeled, OpHandle((*parts)[0]), kBlockAttrName,
                               StringAttr::get(ctx, blockName))))
    return results;
  // The interior and the borders form a tile group: multi-level tiling
  // samples the loops they have alike once, so the borders take the
  // interior's tiles by construction (C3D on Zen 3: the best peeled
  // schedule with the interior's tiles copied onto its borders ran 12%
  // faster; sampled apart, 13 blocks' tiles were too many to tune).
  for (Handle part : *parts)
    if (failed(modules::annotate(peeled, OpHandle(part),
                                 modules::kTileGroupAttrName,
                                 StringAttr::get(ctx, blockName))))
      return results;
  // The parts of an op that multi-level tiling schedules get fills of their
  // own ("<block>_init", "<block>_border<i>_init"), which it fuses into
  // each part's parallel loop: the output is then not zeroed in a pass of
  // its own.
  // All parts or none: a part keeping the whole fill keeps it alive, and
  // the others would then be zeroed twice.
  if (multiLevelTiled &&
      modules::initFillsPrivatizable(peeled, OpHandle((*parts)[0])) &&
      modules::initFillsPrivatizable(peeled, OpHandle((*parts)[1]))) {
    SmallVector<std::string> names = {(blockName + "_init").str()};
    if (failed(
            modules::privatizeInitFills(peeled, OpHandle((*parts)[0]), names)))
      return results;
    names.clear();
    for (size_t i = 0, e = peeled.getOps(OpHandle((*parts)[1])).size(); i < e;
         ++i)
      names.push_back((blockName + "_border" + Twine(i) + "_init").str());
    if (failed(
            modules::privatizeInitFills(peeled, OpHandle((*parts)[1]), names)))
      return results;
  }
  // Borders are small: multi-level tiling gives them its write-cache
  // variant only, so that they do not multiply the design spaces.
  if (failed(modules::nameBlocks(peeled, OpHandle((*parts)[1]), blockName,
                                 "_border", /*mustReuseWrite=*/true)))
    return results;
  results.push_back(std::move(peeled));
  return results;
}

namespace msched {
/// The factory registered as "pad-peeling" (BuiltinModules.cpp); null for
/// any option (it takes none).
std::unique_ptr<TransformModule> createPadPeelingModule(StringRef options) {
  return modules::createModuleWithoutOptions<PadPeeling>(options);
}
} // namespace msched
