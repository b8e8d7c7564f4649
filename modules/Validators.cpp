//===- Validators.cpp - Postprocessors that reject what cannot lower ------===//

#include "msched/Modules/Validators.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static std::string describe(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << op->getName() << " at " << op->getLoc();
  return text;
}

/// A loop whose every bound and step is a constant.
static bool hasStaticTripCount(Operation *op) {
  if (auto loop = dyn_cast<LoopLikeOpInterface>(op)) {
    auto allConstant = [](std::optional<SmallVector<OpFoldResult>> values) {
      return values && llvm::all_of(*values, [](OpFoldResult v) {
               return getConstantIntValue(v).has_value();
             });
    };
    return allConstant(loop.getLoopLowerBounds()) &&
           allConstant(loop.getLoopUpperBounds()) &&
           allConstant(loop.getLoopSteps());
  }
  return true;
}

/// Whether `op` is nested in a forall whose chunks may be uneven.
static bool insideUnevenChunks(Operation *op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
    if (isa<scf::ForallOp>(p) && p->hasAttr(msched::kUnevenChunksAttrName))
      return true;
  return false;
}

static std::optional<std::string> badVectorType(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector)
    return std::nullopt;
  if (vector.isScalable())
    return "scalable vector type";
  if (vector.getRank() == 0)
    return std::nullopt; // 0-D vectors lower to scalars
  if (vector.getNumElements() > msched::kMaxVectorElements)
    return "vector of " + std::to_string(vector.getNumElements()) +
           " elements (more than " +
           std::to_string(msched::kMaxVectorElements) + ")";
  return std::nullopt;
}

LogicalResult msched::validateScheduledPayload(ModuleOp payload,
                                               std::string &reason) {
  WalkResult walk = payload.walk([&](Operation *op) {
    if (isa<scf::ForOp, scf::ForallOp, scf::ParallelOp>(op) &&
        !hasStaticTripCount(op) && !insideUnevenChunks(op)) {
      reason = "loop without a static trip count: " + describe(op);
      return WalkResult::interrupt();
    }
    for (Type t : op->getResultTypes())
      if (std::optional<std::string> bad = badVectorType(t)) {
        reason = "illegal vector shape: " + *bad + " in " + describe(op);
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}
