//===- Flops.cpp - FLOP counts of workloads -------------------------------===//

#include "msched/Flops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

static bool isCountedArithmetic(Operation &op) {
  Dialect *dialect = op.getDialect();
  if (!dialect || !isa<arith::ArithDialect, math::MathDialect>(dialect))
    return false;
  if (isa<arith::ConstantOp, arith::SelectOp>(op) ||
      op.hasTrait<OpTrait::ConstantLike>())
    return false;
  // Casts between types are data movement, not arithmetic.
  if (isa<CastOpInterface>(op))
    return false;
  if (op.getNumResults() != 1)
    return false;
  // Integer arithmetic on data (an int8 GEMM's i32 multiply-adds) counts as
  // operations too; masks (i1) and index computations do not.
  Type type = getElementTypeOrSelf(op.getResult(0).getType());
  return isa<FloatType>(type) ||
         (type.isSignlessInteger() && type.getIntOrFloatBitWidth() >= 8);
}

int64_t msched::bodyFlops(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  if (!body)
    return 0;
  int64_t count = 0;
  body->walk([&](Operation *inner) {
    if (isCountedArithmetic(*inner))
      ++count;
  });
  return count;
}

/// Product of the static loop ranges of `op` selected by `keep`; nullopt when
/// one of them is dynamic.
template <typename Pred>
static std::optional<int64_t> loopProduct(linalg::LinalgOp op, Pred keep) {
  int64_t product = 1;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> kinds = op.getIteratorTypesArray();
  for (auto [range, kind] : llvm::zip(ranges, kinds)) {
    if (!keep(kind))
      continue;
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    product *= range;
  }
  return product;
}

/// The function a func.call in a module calls, when it has a body there.
static func::FuncOp calleeOf(func::CallOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  return callee && !callee.isExternal() ? callee : func::FuncOp();
}

double msched::countFlops(func::FuncOp func) {
  double flops = 0;
  func.walk([&](Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (std::optional<int64_t> domain =
              loopProduct(linalgOp, [](utils::IteratorType) { return true; }))
        flops += static_cast<double>(*domain) * bodyFlops(linalgOp);
    } else if (auto call = dyn_cast<func::CallOp>(op)) {
      if (func::FuncOp callee = calleeOf(call); callee && callee != func)
        flops += countFlops(callee);
    }
  });
  return flops;
}

int64_t msched::maxReductionLength(func::FuncOp func) {
  int64_t longest = 1;
  func.walk([&](Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (std::optional<int64_t> r =
              loopProduct(linalgOp, [](utils::IteratorType k) {
                return k == utils::IteratorType::reduction;
              }))
        longest = std::max(longest, *r);
    } else if (auto call = dyn_cast<func::CallOp>(op)) {
      if (func::FuncOp callee = calleeOf(call); callee && callee != func)
        longest = std::max(longest, maxReductionLength(callee));
    }
  });
  return longest;
}
