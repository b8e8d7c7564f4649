// See include/msched/ResultReshapeFolding.h.
#include "msched/ResultReshapeFolding.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

namespace {

/// The view of `buffer` (a memref with the identity layout) that `reshape`'s
/// source would be stored into, made at the start of the buffer's block;
/// null when `reshape` is not a static tensor reshape.
Value viewForSource(Operation *reshape, Value buffer) {
  auto memrefType = dyn_cast<MemRefType>(buffer.getType());
  if (!memrefType || !memrefType.getLayout().isIdentity())
    return Value();
  OpBuilder b(reshape->getContext());
  b.setInsertionPointAfterValue(buffer);
  Location loc = reshape->getLoc();
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reshape)) {
    RankedTensorType source = collapse.getSrcType();
    if (!source.hasStaticShape())
      return Value();
    return memref::ExpandShapeOp::create(
        b, loc, MemRefType::get(source.getShape(), source.getElementType()),
        buffer, collapse.getReassociationIndices());
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(reshape)) {
    if (!expand.getSrcType().hasStaticShape())
      return Value();
    return memref::CollapseShapeOp::create(b, loc, buffer,
                                           expand.getReassociationIndices());
  }
  return Value();
}

struct FoldResultReshapesPass
    : public PassWrapper<FoldResultReshapesPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FoldResultReshapesPass)

  StringRef getArgument() const final { return "msched-fold-result-reshapes"; }
  StringRef getDescription() const final {
    return "Store a reshaped result as the computed tensor into a reshaped "
           "view of its destination buffer, so that it is written in place";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<memref::MemRefDialect>();
  }

  void runOnOperation() override {
    getOperation()->walk([](bufferization::MaterializeInDestinationOp store) {
      Value buffer = store.getDest();
      // Only the caller's buffer: a block argument, so that the view made
      // at the start of its block dominates the whole computation.
      while (isa<BlockArgument>(buffer) ||
             buffer.getDefiningOp<memref::ExpandShapeOp>() ||
             buffer.getDefiningOp<memref::CollapseShapeOp>()) {
        Operation *reshape = store.getSource().getDefiningOp();
        if (!reshape)
          return;
        Value view = viewForSource(reshape, buffer);
        if (!view)
          return;
        store.getSourceMutable().assign(reshape->getOperand(0));
        store.getDestMutable().assign(view);
        buffer = view;
        if (reshape->use_empty())
          reshape->erase();
      }
    });
  }
};

} // namespace

std::unique_ptr<Pass> msched::createFoldResultReshapesPass() {
  return std::make_unique<FoldResultReshapesPass>();
}
