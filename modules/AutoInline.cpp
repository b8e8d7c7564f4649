//===- AutoInline.cpp - The auto-inline module ----------------------------===//
//
// MetaSchedule's AutoInline rule (TVM src/meta_schedule/schedule_rule/
// auto_inline.cc), CPU defaults (into_consumer, require_injective,
// require_ordered, disallow_op = [exp]; shared/reference/metaschedule.md):
// a cheap producer is inlined into its consumers so that it costs no loop
// nest and no intermediate tensor.
//
// What "inlinable" means on linalg (the decision, documented):
//  - The block is at the top level of the task's function (TVM: a direct
//    child of the root block; a block already tiled or moved is left alone).
//  - Its body holds no disallowed op (default: math.exp, TVM's
//    disallow_op; recomputing a transcendental per consumer, e.g. softmax's
//    exp feeding both its sum and its division, costs more than it saves).
//  - transform.msched.compute_inline can inline it (dialect/
//    ComputeInlineOp.td): an element-wise, broadcast or transpose linalg op
//    (TVM: injective, ordered, one output) whose result is not returned
//    (TVM: not an output block) and feeds only inputs of linalg.generic or
//    all-parallel named ops (linalg's elementwise fusion).
// Consequences:
//  - a bias-add generic feeding a ReLU generic becomes one generic; a
//    broadcast feeding an element-wise op disappears into it; an
//    element-wise producer of a reduction generic is computed inside it;
//  - producers of named ops with reduction loops (matmul, convolutions)
//    are NOT inlined: that would generalize the named op and lose what the
//    tiling and vectorization modules know about it (e.g. conv
//    decomposition); random-compute-location fuses them into a loop of the
//    consumer instead;
//  - nor is a transpose feeding a contraction (generic or named): folding
//    it is the transpose-folding module's choice;
//  - tensor.pad and linalg.fill are not inlined either (TVM CPU:
//    disallow_if_then_else keeps padding out; a fill feeds an init):
//    they are left to compute locations;
//  - TVM's into_producer (reverse compute-inline, used on GPUs) is not
//    implemented: an element-wise consumer of a matmul is fused into the
//    matmul's tiles by multi-level tiling or random-compute-location
//    (transform.msched.fuse_consumer).
//
// Options: `disallow_op=NAME[:NAME...]` (default `math.exp`; empty: none).
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"
#include "msched/Dialect/ComputeInlineOp.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/OperationSupport.h"

using namespace mlir;
using namespace msched;

namespace {
class AutoInline : public TransformModule {
public:
  explicit AutoInline(std::vector<std::string> disallowedOps)
      : disallowedOps(std::move(disallowedOps)) {}

  StringRef getName() const override { return "auto-inline"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

private:
  /// Whether the body of `op` holds a disallowed op.
  bool hasDisallowedOp(Operation *op) const;

  std::vector<std::string> disallowedOps;
};
} // namespace

bool AutoInline::hasDisallowedOp(Operation *op) const {
  bool found = false;
  op->walk([&](Operation *nested) {
    if (nested != op &&
        llvm::is_contained(disallowedOps, nested->getName().getStringRef()))
      found = true;
  });
  return found;
}

FailureOr<std::vector<Schedule>> AutoInline::apply(Schedule sch, OpHandle block,
                                                   StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  auto unchanged = [&] {
    std::vector<Schedule> result;
    result.push_back(std::move(sch));
    return result;
  };
  // Only blocks at the top level of the function.
  if (!isa_and_nonnull<func::FuncOp>((*op)->getParentOp()))
    return unchanged();
  if (hasDisallowedOp(*op) || !canComputeInline(*op))
    return unchanged();
  // Folding a transpose into a contraction is transpose-folding's choice,
  // which checks that the contraction still reads its vectors contiguously.
  if (modules::isTranspose(*op) &&
      llvm::any_of((*op)->getUsers(), [](Operation *user) {
        auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
        return linalgOp && linalg::isaContractionOpInterface(linalgOp);
      }))
    return unchanged();

  if (failed(modules::applyComputeInline(sch, block)))
    return fail("compute_inline of block '" + blockName + "'", sch);
  return unchanged();
}

namespace msched {
/// The factory registered as "auto-inline" (BuiltinModules.cpp); null for
/// unknown options.
std::unique_ptr<TransformModule> createAutoInlineModule(StringRef options) {
  std::vector<std::string> disallowed = {"math.exp"};
  SmallVector<StringRef> entries;
  options.split(entries, ',', -1, /*KeepEmpty=*/false);
  for (StringRef entry : entries) {
    auto [key, value] = entry.split('=');
    if (key.trim() != "disallow_op")
      return nullptr;
    disallowed.clear();
    SmallVector<StringRef> names;
    value.split(names, ':', -1, /*KeepEmpty=*/false);
    for (StringRef name : names)
      disallowed.push_back(name.trim().str());
  }
  return std::make_unique<AutoInline>(std::move(disallowed));
}
} // namespace msched
