//===- ExampleUserModule.cpp - A transformation module outside the core ---===//
//
// How a user adds a module to msched without touching its core: subclass
// msched::TransformModule in your own file, register it with
// MSCHED_REGISTER_MODULE, compile the file into your executable, and name the
// module in a module list ("auto-inline,tile-outer-by-two,...";
// msched::createModuleList). DesignSpaceTest composes it with the built-in
// modules through the registry.
//
// "tile-outer-by-two" tiles the outermost parallel loop of a block that has
// reduction loops (e.g. a matmul) with tile size 2 or 4, drawn by
// Sample-Categorical: transform.msched.sample_categorical +
// transform.structured.tile_using_for with the sampled param as tile size.
// Not applicable (the schedule is returned unchanged) to blocks that are not
// at the top level of the function, have no reduction loop, or whose
// outermost parallel extent is not static or not a multiple of 4.
//
// Options: none (MSCHED_REGISTER_MODULE's factory always constructs the
// module, so a module that takes options validates them in apply() and
// fails there).
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/TransformModule.h"
#include "msched/ScheduleAnalysis.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace msched;

namespace {
class TileOuterByTwo : public TransformModule {
public:
  explicit TileOuterByTwo(StringRef options) : options(options.trim().str()) {}

  StringRef getName() const override { return "tile-outer-by-two"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override {
    if (!options.empty())
      return fail("tile-outer-by-two takes no options, got '" + options + "'");
    FailureOr<Operation *> op = sch.getSingleOp(block);
    if (failed(op))
      return fail("block '" + blockName + "'", sch);
    std::vector<Schedule> result;
    if (!isa_and_nonnull<func::FuncOp>((*op)->getParentOp())) {
      result.push_back(std::move(sch));
      return result;
    }
    FailureOr<IterationDomain> domain = getIterationDomain(*op);
    if (failed(domain) || domain->getReductionDims().empty() ||
        domain->getParallelDims().empty()) {
      result.push_back(std::move(sch));
      return result;
    }
    unsigned dim = domain->getParallelDims().front();
    int64_t extent = domain->extents[dim];
    if (ShapedType::isDynamic(extent) || extent % 4 != 0) {
      result.push_back(std::move(sch));
      return result;
    }

    FailureOr<ParamHandle> size = sch.sampleCategorical({2, 4}, {0.5, 0.5});
    if (failed(size))
      return fail("sample_categorical", sch);
    SmallVector<TileSize> sizes(domain->getNumLoops(), TileSize(0));
    sizes[dim] = *size;
    FailureOr<TileResult> tiled = sch.tile(block, sizes);
    if (failed(tiled))
      return fail("tile_using_for of block '" + blockName + "'", sch);
    sch.release(tiled->tiled);
    for (LoopHandle loop : tiled->loops)
      sch.release(loop);
    result.push_back(std::move(sch));
    return result;
  }

private:
  std::string options;
};

} // namespace

// Registration as a user would write it (the module then exists for every
// module list of this executable).
MSCHED_REGISTER_MODULE(TileOuterByTwo, "tile-outer-by-two");
