//===- ScheduleAnalysis.cpp - Payload analysis for schedule modules -------===//

#include "msched/ScheduleAnalysis.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace msched;

static SmallVector<unsigned> dimsOf(const IterationDomain &domain,
                                    utils::IteratorType kind) {
  SmallVector<unsigned> result;
  for (auto [i, t] : llvm::enumerate(domain.iteratorTypes))
    if (t == kind)
      result.push_back(i);
  return result;
}

SmallVector<unsigned> IterationDomain::getParallelDims() const {
  return dimsOf(*this, utils::IteratorType::parallel);
}

SmallVector<unsigned> IterationDomain::getReductionDims() const {
  return dimsOf(*this, utils::IteratorType::reduction);
}

bool IterationDomain::isStatic() const {
  return llvm::none_of(extents, ShapedType::isDynamic);
}

FailureOr<IterationDomain> msched::getIterationDomain(Operation *op) {
  IterationDomain domain;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    domain.extents = linalgOp.getStaticLoopRanges();
    domain.iteratorTypes = linalgOp.getIteratorTypesArray();
    return domain;
  }
  if (auto tiling = dyn_cast<TilingInterface>(op)) {
    // getIterationDomain may create ops (e.g. tensor.dim): build them in a
    // detached scratch block, destroyed on return.
    Block scratch;
    OpBuilder builder(op->getContext());
    builder.setInsertionPointToStart(&scratch);
    for (Range range : tiling.getIterationDomain(builder)) {
      std::optional<int64_t> offset = getConstantIntValue(range.offset);
      std::optional<int64_t> size = getConstantIntValue(range.size);
      std::optional<int64_t> stride = getConstantIntValue(range.stride);
      bool isStatic = offset == 0 && stride == 1 && size.has_value();
      domain.extents.push_back(isStatic ? *size : ShapedType::kDynamic);
    }
    domain.iteratorTypes = tiling.getLoopIteratorTypes();
    return domain;
  }
  return op->emitError() << "'" << op->getName()
                         << "' has no iteration domain (not a linalg or "
                            "TilingInterface op)",
         failure();
}

FailureOr<SmallVector<std::optional<int64_t>>>
msched::getStaticTripCounts(Operation *op) {
  auto loop = dyn_cast<LoopLikeOpInterface>(op);
  if (!loop)
    return op->emitError() << "'" << op->getName() << "' is not a loop",
           failure();
  std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds();
  std::optional<SmallVector<OpFoldResult>> ubs = loop.getLoopUpperBounds();
  std::optional<SmallVector<OpFoldResult>> steps = loop.getLoopSteps();
  SmallVector<std::optional<int64_t>> result;
  if (!lbs || !ubs || !steps) {
    std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
    result.assign(ivs ? ivs->size() : 1, std::nullopt);
    return result;
  }
  for (auto [lb, ub, step] : llvm::zip(*lbs, *ubs, *steps)) {
    std::optional<int64_t> l = getConstantIntValue(lb);
    std::optional<int64_t> u = getConstantIntValue(ub);
    std::optional<int64_t> s = getConstantIntValue(step);
    if (!l || !u || !s || *s <= 0) {
      result.push_back(std::nullopt);
      continue;
    }
    result.push_back(*u <= *l ? 0 : llvm::divideCeil(*u - *l, *s));
  }
  return result;
}

SmallVector<Operation *> msched::getProducers(Operation *op) {
  llvm::SetVector<Operation *> result;
  for (Value v : op->getOperands())
    if (Operation *def = v.getDefiningOp())
      result.insert(def);
  return result.takeVector();
}

SmallVector<Operation *> msched::getConsumers(Operation *op) {
  llvm::SmallPtrSet<Operation *, 8> users;
  for (Value v : op->getResults())
    users.insert(v.getUsers().begin(), v.getUsers().end());
  SmallVector<Operation *> result;
  if (users.empty())
    return result;
  Operation *scope = op->getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
  if (!scope)
    scope = op->getParentOp() ? op->getParentOp() : op;
  scope->walk<WalkOrder::PreOrder>([&](Operation *nested) {
    if (users.contains(nested))
      result.push_back(nested);
  });
  return result;
}
