//===- ConvLayoutConversion.cpp - Models' convolutions in NHWC ------------===//
//
// See ConvLayoutConversion.h.
//
//===----------------------------------------------------------------------===//
#include "msched/ConvLayoutConversion.h"

#include "msched/ConstantFolding.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace msched;

static constexpr int64_t kToNhwc[] = {0, 2, 3, 1}; // NCHW -> NHWC
static constexpr int64_t kToNchw[] = {0, 3, 1, 2}; // NHWC -> NCHW
static constexpr int64_t kToHwcf[] = {2, 3, 1, 0}; // FCHW -> HWCF
static constexpr int64_t kToHwc[] = {1, 2, 0};     // CHW -> HWC

/// `type` with its dims permuted (dim i is type's dim perm[i]).
static RankedTensorType permuted(RankedTensorType type,
                                 ArrayRef<int64_t> perm) {
  SmallVector<int64_t> shape(type.getShape());
  applyPermutationToVector(shape, perm);
  return RankedTensorType::get(shape, type.getElementType());
}

static Value permutedEmpty(RewriterBase &rewriter, Location loc,
                           RankedTensorType type, ArrayRef<int64_t> perm) {
  RankedTensorType result = permuted(type, perm);
  return tensor::EmptyOp::create(rewriter, loc, result.getShape(),
                                 result.getElementType());
}

/// `value` transposed (linalg.transpose's convention: result dim i is
/// source dim perm[i]), as a linalg.generic copy, which elementwise fusion
/// can merge into its neighbours.
static Value transposed(RewriterBase &rewriter, Location loc, Value value,
                        ArrayRef<int64_t> perm) {
  Value empty = permutedEmpty(rewriter, loc,
                              cast<RankedTensorType>(value.getType()), perm);
  auto transpose =
      linalg::TransposeOp::create(rewriter, loc, value, empty, perm);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, transpose);
  return succeeded(generic) ? (*generic)->getResult(0)
                            : transpose->getResult(0);
}

/// The convolution's input in NHWC: a constant-padded input is transposed
/// before its pad (the pad is then made in NHWC, where pad-peeling finds it).
static Value inputToNhwc(RewriterBase &rewriter, Location loc, Value input) {
  auto pad = input.getDefiningOp<tensor::PadOp>();
  if (!pad || !pad.getConstantPaddingValue() ||
      !pad.getResultType().hasStaticShape())
    return transposed(rewriter, loc, input, kToNhwc);
  SmallVector<OpFoldResult> low = pad.getMixedLowPad();
  SmallVector<OpFoldResult> high = pad.getMixedHighPad();
  SmallVector<OpFoldResult> lowNhwc, highNhwc;
  for (int64_t p : kToNhwc) {
    lowNhwc.push_back(low[p]);
    highNhwc.push_back(high[p]);
  }
  Value source = transposed(rewriter, loc, pad.getSource(), kToNhwc);
  // A constant yielded from inside the pad's body is cloned out of it.
  Value padValue = pad.getConstantPaddingValue();
  if (padValue.getParentRegion() == &pad.getRegion())
    padValue = rewriter.clone(*padValue.getDefiningOp())->getResult(0);
  RankedTensorType type = permuted(pad.getResultType(), kToNhwc);
  return tensor::PadOp::create(rewriter, loc, type, source, lowNhwc, highNhwc,
                               padValue, pad.getNofold());
}

/// The convolution's init in NHWC: a fill of an empty tensor is made anew.
static Value initToNhwc(RewriterBase &rewriter, Location loc, Value init) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
    return transposed(rewriter, loc, init, kToNhwc);
  Value empty = permutedEmpty(rewriter, loc,
                              cast<RankedTensorType>(init.getType()), kToNhwc);
  return linalg::FillOp::create(rewriter, loc, fill.getInputs()[0], empty)
      ->getResult(0);
}

static bool hasStaticTensors(linalg::LinalgOp op) {
  return op.hasPureTensorSemantics() &&
         llvm::all_of(op->getOperandTypes(), [](Type type) {
           auto tensor = dyn_cast<RankedTensorType>(type);
           return tensor && tensor.hasStaticShape();
         });
}

/// Rewrites one NCHW convolution or pooling (ConvOp) as NewOp between
/// transposes; `filterPerm` empty: a pooling's window, kept.
template <typename NewOp, typename ConvOp>
static void rewriteConv(RewriterBase &rewriter, ConvOp conv,
                        ArrayRef<int64_t> filterPerm) {
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  Value input = inputToNhwc(rewriter, loc, conv.getDpsInputOperand(0)->get());
  // A pooling's window operand only gives the window's shape: it stays.
  Value filter = conv.getDpsInputOperand(1)->get();
  if (!filterPerm.empty())
    filter = transposed(rewriter, loc, filter, filterPerm);
  Value init = initToNhwc(rewriter, loc, conv.getDpsInitOperand(0)->get());
  auto nhwc = NewOp::create(rewriter, loc, TypeRange{init.getType()},
                            ValueRange{input, filter}, ValueRange{init},
                            conv.getStrides(), conv.getDilations());
  Operation *oldInput = conv.getDpsInputOperand(0)->get().getDefiningOp();
  Operation *oldInit = conv.getDpsInitOperand(0)->get().getDefiningOp();
  rewriter.replaceOp(conv,
                     transposed(rewriter, loc, nhwc->getResult(0), kToNchw));
  // The NCHW pad and fill go now, so that the fusion sees their sources'
  // true users.
  for (Operation *old : {oldInput, oldInit})
    if (isa_and_nonnull<tensor::PadOp, linalg::FillOp>(old) &&
        old->use_empty()) {
      Operation *source =
          old->getOperand(isa<linalg::FillOp>(old) ? 1 : 0).getDefiningOp();
      rewriter.eraseOp(old);
      if (isa_and_nonnull<tensor::EmptyOp>(source) && source->use_empty())
        rewriter.eraseOp(source);
    }
}

/// A linalg.generic that only permutes its one input.
static bool isPureTranspose(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return false;
  Block *body = generic.getBody();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return llvm::hasSingleElement(*body) && yield->getNumOperands() == 1 &&
         yield->getOperand(0) == body->getArgument(0) &&
         llvm::all_of(generic.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isPermutation(); });
}

/// The result positions of a permutation map: (d0, d1, d2, d3) ->
/// (d0, d3, d1, d2) gives [0, 3, 1, 2].
static SmallVector<int64_t> positions(AffineMap map) {
  SmallVector<int64_t> result;
  for (AffineExpr expr : map.getResults())
    result.push_back(cast<AffineDimExpr>(expr).getPosition());
  return result;
}

namespace {
/// A transpose to NHWC of an elementwise op's result that has other users
/// too (a residual block's output: the next block's first convolution and
/// its residual add) cannot be fused into that op, which would compute the
/// op twice. Instead the op writes NHWC (its output map permuted, so the
/// transpose's users read it directly) and each other user gets a transpose
/// back to NCHW of its own, which fuses into it when it is elementwise. So
/// the tensors that pass between blocks are NHWC too. Only NCHW -> NHWC
/// transposes are sunk, so the transposes back never match.
struct SinkTransposeToNhwc : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp transpose,
                                PatternRewriter &rewriter) const override {
    if (!isPureTranspose(transpose))
      return failure();
    AffineMap inputMap = transpose.getIndexingMapsArray()[0];
    if (!transpose.getIndexingMapsArray()[1].isIdentity() ||
        inputMap.getNumResults() != 4)
      return failure();
    // result dim i = source dim perm[i]: the NHWC transpose is {0, 2, 3, 1}.
    SmallVector<int64_t> perm = positions(inversePermutation(inputMap));
    if (perm != ArrayRef<int64_t>(kToNhwc))
      return failure();
    Value source = transpose.getDpsInputOperand(0)->get();
    auto op = source.getDefiningOp<linalg::GenericOp>();
    if (!op || op->getNumResults() != 1 || op.getNumDpsInits() != 1 ||
        op.getNumReductionLoops() != 0 || source.hasOneUse() ||
        !op.getIndexingMapsArray().back().isIdentity() ||
        op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
      return failure();
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    auto resultType = cast<RankedTensorType>(transpose->getResult(0).getType());
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          resultType.getElementType());
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps.back() = inversePermutation(inputMap);
    auto nhwc = linalg::GenericOp::create(rewriter, loc, TypeRange{resultType},
                                          llvm::to_vector(op.getDpsInputs()),
                                          ValueRange{empty}, maps,
                                          op.getIteratorTypesArray());
    rewriter.cloneRegionBefore(op.getRegion(), nhwc.getRegion(),
                               nhwc.getRegion().begin());
    Value nhwcResult = nhwc->getResult(0);
    rewriter.replaceOp(transpose, nhwcResult);
    // Every other user reads a transpose back of its own.
    for (OpOperand &use : llvm::make_early_inc_range(source.getUses())) {
      rewriter.setInsertionPoint(use.getOwner());
      Value back = transposed(rewriter, loc, nhwcResult, kToNchw);
      rewriter.modifyOpInPlace(use.getOwner(), [&] { use.set(back); });
    }
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

/// Elementwise fusion only where it moves data less: a producer with one
/// user (no result of it is kept for others, no work repeated) that is a
/// transpose, or that feeds a transpose, or an elementwise chain (both
/// without reductions: reductions keep their groups).
static bool shouldFuse(OpOperand *fused) {
  Operation *producer = fused->get().getDefiningOp();
  Operation *consumer = fused->getOwner();
  if (!producer || !producer->hasOneUse())
    return false;
  if (isPureTranspose(producer) || isPureTranspose(consumer))
    return true;
  auto p = dyn_cast<linalg::LinalgOp>(producer);
  auto c = dyn_cast<linalg::LinalgOp>(consumer);
  return p && c && p.getNumReductionLoops() == 0 &&
         c.getNumReductionLoops() == 0;
}

int64_t msched::convertConvolutionsToChannelsLast(Operation *root) {
  SmallVector<Operation *> convs;
  root->walk([&](Operation *op) {
    if (isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp,
            linalg::PoolingNchwMaxOp, linalg::PoolingNchwSumOp>(op) &&
        hasStaticTensors(cast<linalg::LinalgOp>(op)))
      convs.push_back(op);
  });
  if (convs.empty())
    return 0;
  IRRewriter rewriter(root->getContext());
  for (Operation *op : convs) {
    if (auto conv = dyn_cast<linalg::Conv2DNchwFchwOp>(op))
      rewriteConv<linalg::Conv2DNhwcHwcfOp>(rewriter, conv, kToHwcf);
    else if (auto depthwise = dyn_cast<linalg::DepthwiseConv2DNchwChwOp>(op))
      rewriteConv<linalg::DepthwiseConv2DNhwcHwcOp>(rewriter, depthwise,
                                                    kToHwc);
    else if (auto max = dyn_cast<linalg::PoolingNchwMaxOp>(op))
      rewriteConv<linalg::PoolingNhwcMaxOp>(rewriter, max, {});
    else
      rewriteConv<linalg::PoolingNhwcSumOp>(
          rewriter, cast<linalg::PoolingNchwSumOp>(op), {});
  }
  // The filters' transposes fold into constants first: the fusion patterns
  // would otherwise turn a transpose of a splat into a fill-like generic.
  (void)foldConstantLinalgOps(root);
  RewritePatternSet patterns(root->getContext());
  linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
  patterns.add<SinkTransposeToNhwc>(root->getContext());
  // A transpose of a transpose fused is an identity copy: erased.
  linalg::GenericOp::getCanonicalizationPatterns(patterns, root->getContext());
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  config.enableConstantCSE(false);
  (void)applyPatternsGreedily(root, std::move(patterns), config);
  // Fused and sunk ops iterate in NCHW order while writing NHWC: their loops
  // are interchanged so that the output is written in loop order (the
  // innermost loop the channels), which is what vectorization needs.
  SmallVector<linalg::GenericOp> permuted;
  root->walk([&](linalg::GenericOp op) {
    if (op.getNumDpsInits() != 1 ||
        op.getNumParallelLoops() != op.getNumLoops())
      return;
    AffineMap out = op.getIndexingMapsArray().back();
    if (out.isPermutation() && !out.isIdentity())
      permuted.push_back(op);
  });
  for (linalg::GenericOp op : permuted) {
    SmallVector<unsigned> interchange;
    for (int64_t p : positions(op.getIndexingMapsArray().back()))
      interchange.push_back(p);
    rewriter.setInsertionPoint(op);
    (void)linalg::interchangeGenericOp(rewriter, op, interchange);
  }
  return convs.size();
}
