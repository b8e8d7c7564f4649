//===- ConstantFolding.cpp - Linalg ops on constants folded ---------------===//

#include "msched/ConstantFolding.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace msched;

namespace {
/// A copy, transpose or broadcast of a splat or elided constant: its result
/// is the same kind of constant of the result type, whatever the maps.
struct FoldDataMovementOfUniformConstant
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
        op.getNumDpsInputs() != 1 || op.getNumReductionLoops() != 0 ||
        !linalg::allIndexingsAreProjectedPermutation(op))
      return failure();
    // The body yields the input's element and does nothing else.
    Block *body = op.getBlock();
    if (!body || !llvm::hasSingleElement(*body))
      return failure();
    auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
    if (!yield || yield->getNumOperands() != 1 ||
        yield->getOperand(0) != body->getArgument(0))
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape())
      return failure();
    Attribute value;
    if (!matchPattern(op.getDpsInputOperand(0)->get(), m_Constant(&value)))
      return failure();
    TypedAttr folded;
    if (auto dense = dyn_cast<DenseElementsAttr>(value);
        dense && dense.isSplat() &&
        dense.getElementType() == resultType.getElementType()) {
      folded =
          DenseElementsAttr::get(resultType, dense.getSplatValue<Attribute>());
    } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(value);
               resource && !resource.getRawHandle().getBlob() &&
               resource.getElementType() == resultType.getElementType()) {
      folded =
          DenseResourceElementsAttr::get(resultType, resource.getRawHandle());
    } else {
      return failure();
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, resultType, folded);
    return success();
  }
};

/// A generic without inputs whose body yields a constant (a fill written as
/// a generic, as torch-mlir makes scalars and splat tensors): a splat.
struct FoldConstantYield : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 0 ||
        op->getNumResults() != 1)
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape())
      return failure();
    auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
    Attribute value;
    if (yield->getNumOperands() != 1 ||
        !matchPattern(yield->getOperand(0), m_Constant(&value)))
      return failure();
    auto typed = dyn_cast<TypedAttr>(value);
    if (!typed || typed.getType() != resultType.getElementType())
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, resultType, DenseElementsAttr::get(resultType, typed));
    return success();
  }
};
} // namespace

LogicalResult msched::foldConstantLinalgOps(Operation *root) {
  MLIRContext *context = root->getContext();
  RewritePatternSet patterns(context);
  patterns.add<FoldDataMovementOfUniformConstant, FoldConstantYield>(context);
  // A reshaped constant (torch-mlir's depthwise filters: 32x1x3x3 collapsed
  // to 32x3x3) is a constant of the new shape, so its users fold too.
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
  linalg::populateConstantFoldLinalgOperations(
      patterns, [](OpOperand *operand) {
        auto type = dyn_cast<ShapedType>(operand->get().getType());
        return type && type.hasStaticShape() &&
               type.getNumElements() <= kMaxFoldedElements;
      });
  // Only the ops the patterns match change (and what they leave dead): no
  // other folding, no constant deduplication, no region simplification.
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  config.enableFolding(false);
  config.enableConstantCSE(false);
  return applyPatternsGreedily(root, std::move(patterns), config);
}
