//===- PeelPaddingOp.cpp - transform.msched.peel_padding ------------------===//
//
// An op reading a tensor.pad split into an interior part that reads the
// pad's source and border parts that read small pads (see
// dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorTilingInterfaceImpl.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>

using namespace mlir;
using namespace msched;

void PeelPaddingOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

namespace {
/// A box of the iteration domain: per loop, offset and size.
struct Box {
  SmallVector<int64_t> offsets, sizes;
};

/// What peeling `op` needs: its padded input and the boxes to compute.
struct PeelPlan {
  unsigned operand = 0; ///< operand number of the padded input
  tensor::PadOp pad;
  /// A tensor.expand_shape of the pad between it and the op (e.g. channels
  /// split into groups), swapped with the pad before the split.
  tensor::ExpandShapeOp expand;
  /// The padding and source shape as the op sees them (after the swap).
  SmallVector<int64_t> low, high, source;
  Box interior;
  SmallVector<Box> borders;
};
} // namespace

/// Adds the loops of `expr` with their coefficients to `terms`, when `expr`
/// is a sum of `coefficient * loop` terms with positive constant
/// coefficients.
static bool collectTerms(AffineExpr expr,
                         SmallVectorImpl<std::pair<unsigned, int64_t>> &terms) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
    terms.push_back({dim.getPosition(), 1});
    return true;
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return false;
  if (binary.getKind() == AffineExprKind::Add)
    return collectTerms(binary.getLHS(), terms) &&
           collectTerms(binary.getRHS(), terms);
  if (binary.getKind() != AffineExprKind::Mul)
    return false;
  AffineExpr lhs = binary.getLHS(), rhs = binary.getRHS();
  if (isa<AffineConstantExpr>(lhs))
    std::swap(lhs, rhs);
  auto dim = dyn_cast<AffineDimExpr>(lhs);
  auto coefficient = dyn_cast<AffineConstantExpr>(rhs);
  if (!dim || !coefficient || coefficient.getValue() <= 0)
    return false;
  terms.push_back({dim.getPosition(), coefficient.getValue()});
  return true;
}

/// The largest extent <= `extent` with a divisor in [4, 16] (register tiles
/// of 4 to 16 rows then divide it); `extent` itself when it is below 4.
static int64_t shortenToTileable(int64_t extent) {
  for (int64_t e = extent; e >= 4; --e)
    for (int64_t d = 4; d <= 16 && d <= e; ++d)
      if (e % d == 0)
        return e;
  return extent;
}

namespace {
/// One padded dimension: the output loop whose positions [lo, hi) read no
/// padding along it, the stride, and the tap loop of its window (when the
/// window has one reduction loop) with its dilation; the padding before
/// the source and the source's extent.
struct Split {
  unsigned loop;
  int64_t lo, hi, stride;
  std::optional<unsigned> tapLoop;
  int64_t dilation;
  int64_t low, source;
};
} // namespace

/// Whether skipping the taps of `op` that read its operand `operand`'s
/// padding leaves the result unchanged: the padding is zero and the body
/// adds to the accumulator the padded value or a product with it (a
/// convolution or a sum pooling; not a max pooling).
static bool tapsReadingPaddingAreZero(linalg::LinalgOp op, unsigned operand,
                                      tensor::PadOp pad) {
  Value value = pad.getConstantPaddingValue();
  if (!value ||
      !(matchPattern(value, m_AnyZeroFloat()) || matchPattern(value, m_Zero())))
    return false;
  Block *body = op.getBlock();
  Value padded = body->getArgument(operand);
  Value acc = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  // A block argument, through element type extensions.
  auto argumentOf = [](Value v) -> Value {
    while (Operation *def = v.getDefiningOp()) {
      if (!isa<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp>(def))
        return nullptr;
      v = def->getOperand(0);
    }
    return v;
  };
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *add = yield.getNumOperands() == 1
                       ? yield.getOperand(0).getDefiningOp()
                       : nullptr;
  if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(add))
    return false;
  Value term = add->getOperand(0) == acc   ? add->getOperand(1)
               : add->getOperand(1) == acc ? add->getOperand(0)
                                           : Value();
  if (!term)
    return false;
  if (argumentOf(term) == padded)
    return true;
  Operation *mul = term.getDefiningOp();
  return isa_and_nonnull<arith::MulFOp, arith::MulIOp>(mul) &&
         (argumentOf(mul->getOperand(0)) == padded ||
          argumentOf(mul->getOperand(1)) == padded);
}

/// The plan for `op`, or a reason in `why`. With `restrictTaps`, border
/// slabs are split per position and restricted to the taps that read the
/// unpadded tensor (when the op allows it).
static std::optional<PeelPlan> planPeeling(linalg::LinalgOp op,
                                           bool restrictTaps,
                                           bool innermostFirst,
                                           std::string &why) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1) {
    why = "it is not a linalg op on tensors with one init";
    return std::nullopt;
  }
  if (op.hasDynamicShape()) {
    why = "its shapes are not static";
    return std::nullopt;
  }
  PeelPlan plan;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto expand = input->get().getDefiningOp<tensor::ExpandShapeOp>();
    Value padded = expand ? expand.getSrc() : input->get();
    auto pad = padded.getDefiningOp<tensor::PadOp>();
    if (!pad || !pad.getConstantPaddingValue() ||
        ShapedType::isDynamicShape(pad.getStaticLow()) ||
        ShapedType::isDynamicShape(pad.getStaticHigh()) ||
        !pad.getSourceType().hasStaticShape())
      continue;
    SmallVector<int64_t> low(pad.getStaticLow()), high(pad.getStaticHigh());
    SmallVector<int64_t> source(pad.getSourceType().getShape());
    if (expand) {
      // Swappable when no dimension that the reshape splits is padded.
      ArrayRef<int64_t> expanded = expand.getResultType().getShape();
      SmallVector<int64_t> newLow, newHigh, newSource;
      bool swappable = true;
      for (auto [dim, group] :
           llvm::enumerate(expand.getReassociationIndices())) {
        if (group.size() > 1 && (low[dim] != 0 || high[dim] != 0))
          swappable = false;
        for (int64_t e : group) {
          newLow.push_back(group.size() > 1 ? 0 : low[dim]);
          newHigh.push_back(group.size() > 1 ? 0 : high[dim]);
          newSource.push_back(group.size() > 1 ? expanded[e] : source[dim]);
        }
      }
      if (!swappable)
        continue;
      low = std::move(newLow);
      high = std::move(newHigh);
      source = std::move(newSource);
    }
    plan.operand = input->getOperandNumber();
    plan.pad = pad;
    plan.expand = expand;
    plan.low = std::move(low);
    plan.high = std::move(high);
    plan.source = std::move(source);
    break;
  }
  if (!plan.pad) {
    why = "no input is a tensor.pad with a constant value and static padding "
          "(or an expand_shape of one that splits no padded dimension)";
    return std::nullopt;
  }
  restrictTaps =
      restrictTaps && tapsReadingPaddingAreZero(op, plan.operand, plan.pad);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  AffineMap map = op.getMatchingIndexingMap(&op->getOpOperand(plan.operand));
  ArrayRef<int64_t> low = plan.low, high = plan.high, source = plan.source;
  // Per parallel loop, the interior range [lo, hi).
  SmallVector<Split> splits;
  for (unsigned dim = 0; dim < map.getNumResults(); ++dim) {
    if (low[dim] == 0 && high[dim] == 0)
      continue;
    SmallVector<std::pair<unsigned, int64_t>> terms;
    if (!collectTerms(map.getResult(dim), terms)) {
      why = "the index of padded dimension " + std::to_string(dim) +
            " is not a sum of loops with positive constant coefficients";
      return std::nullopt;
    }
    std::optional<std::pair<unsigned, int64_t>> output;
    int64_t windowEnd = 0; // largest offset the reduction loops add
    for (auto [loop, coefficient] : terms) {
      if (types[loop] == utils::IteratorType::parallel) {
        if (output) {
          output.reset();
          break;
        }
        output = std::make_pair(loop, coefficient);
        continue;
      }
      windowEnd += coefficient * (ranges[loop] - 1);
    }
    if (!output || llvm::any_of(splits, [&](const Split &split) {
          return split.loop == output->first;
        })) {
      why = "the index of padded dimension " + std::to_string(dim) +
            " does not have exactly one parallel loop of its own";
      return std::nullopt;
    }
    auto [loop, stride] = *output;
    // The tap loop of a window of one reduction loop.
    std::optional<std::pair<unsigned, int64_t>> tap;
    if (terms.size() == 2)
      for (auto [term, coefficient] : terms)
        if (term != loop)
          tap = std::make_pair(term, coefficient);
    // Positions o with o * stride >= low and o * stride + windowEnd <= low +
    // source - 1.
    int64_t lo = llvm::divideCeil(low[dim], stride);
    int64_t hi = llvm::divideFloorSigned(low[dim] + source[dim] - 1 - windowEnd,
                                         stride) +
                 1;
    lo = std::max<int64_t>(lo, 0);
    hi = std::min(hi, ranges[loop]);
    if (hi <= lo) {
      why = "no output position along loop " + std::to_string(loop) +
            " reads only the unpadded input";
      return std::nullopt;
    }
    hi = lo + shortenToTileable(hi - lo);
    Split split{loop, lo, hi, stride, std::nullopt, 0, low[dim], source[dim]};
    if (tap) {
      split.tapLoop = tap->first;
      split.dilation = tap->second;
    }
    splits.push_back(split);
  }
  // The onion: the slabs before and after the interior range of each split
  // loop, within the ranges of the loops split before it. Innermost first:
  // the slabs of the outer dimensions then span the inner ones' interior
  // ranges, which register tiles divide, rather than their whole extents
  // (DIL: top and bottom rows 105 wide, not a prime 109).
  if (innermostFirst)
    std::reverse(splits.begin(), splits.end());
  Box box{SmallVector<int64_t>(ranges.size(), 0), ranges};
  for (const Split &split : splits) {
    unsigned loop = split.loop;
    auto addSlab = [&](int64_t begin, int64_t end) {
      if (begin >= end)
        return;
      if (!restrictTaps || !split.tapLoop || end - begin > 8) {
        Box slab = box;
        slab.offsets[loop] = begin;
        slab.sizes[loop] = end - begin;
        plan.borders.push_back(slab);
        return;
      }
      // One slab per position, with the taps whose input index
      // o * stride + t * dilation lies in [low, low + source).
      unsigned tapLoop = *split.tapLoop;
      for (int64_t o = begin; o < end; ++o) {
        Box slab = box;
        slab.offsets[loop] = o;
        slab.sizes[loop] = 1;
        int64_t first = std::max<int64_t>(
            0, llvm::divideCeilSigned(split.low - o * split.stride,
                                      split.dilation));
        int64_t last =
            std::min<int64_t>(ranges[tapLoop] - 1,
                              llvm::divideFloorSigned(split.low + split.source -
                                                          1 - o * split.stride,
                                                      split.dilation));
        if (first <= last) {
          slab.offsets[tapLoop] = first;
          slab.sizes[tapLoop] = last - first + 1;
        }
        plan.borders.push_back(slab);
      }
    };
    addSlab(0, split.lo);
    addSlab(split.hi, ranges[loop]);
    box.offsets[loop] = split.lo;
    box.sizes[loop] = split.hi - split.lo;
  }
  plan.interior = box;
  return plan;
}

/// Replaces `op`'s input expand_shape(pad(x)) by pad(expand_shape(x)) (the
/// plan checked that no split dimension is padded); `plan.pad` becomes the
/// new pad.
static void swapExpandAndPad(RewriterBase &rewriter, linalg::LinalgOp op,
                             PeelPlan &plan) {
  Location loc = plan.expand.getLoc();
  auto resultType = plan.expand.getResultType();
  auto sourceType =
      RankedTensorType::get(plan.source, resultType.getElementType());
  MLIRContext *ctx = rewriter.getContext();
  Value expanded = tensor::ExpandShapeOp::create(
      rewriter, loc, sourceType, plan.pad.getSource(),
      plan.expand.getReassociationIndices(),
      getAsIndexOpFoldResult(ctx, plan.source));
  // The padding value, defined outside the new pad (it may be a constant
  // inside the old pad's region).
  Value value = plan.pad.getConstantPaddingValue();
  if (value.getParentRegion() == &plan.pad.getRegion())
    value = rewriter.clone(*value.getDefiningOp())->getResult(0);
  auto pad =
      tensor::PadOp::create(rewriter, loc, resultType, expanded,
                            getAsIndexOpFoldResult(ctx, plan.low),
                            getAsIndexOpFoldResult(ctx, plan.high), value);
  rewriter.modifyOpInPlace(
      op, [&] { op->setOperand(plan.operand, pad.getResult()); });
  tensor::ExpandShapeOp oldExpand = plan.expand;
  tensor::PadOp oldPad = plan.pad;
  if (oldExpand->use_empty())
    rewriter.eraseOp(oldExpand);
  if (oldPad->use_empty())
    rewriter.eraseOp(oldPad);
  plan.pad = pad;
  plan.expand = nullptr;
}

/// Computes `op` on `box`: its tile, reading the padded input through a pad
/// of a slice of the pad's source (or the slice itself when the box reads
/// no padding), inserted into `acc`. Returns the tile op and the new `acc`.
static FailureOr<Operation *> computeBox(RewriterBase &rewriter,
                                         linalg::LinalgOp op, PeelPlan &plan,
                                         const Box &box, Value &acc) {
  Location loc = op.getLoc();
  SmallVector<OpFoldResult> offsets =
      getAsIndexOpFoldResult(rewriter.getContext(), box.offsets);
  SmallVector<OpFoldResult> sizes =
      getAsIndexOpFoldResult(rewriter.getContext(), box.sizes);
  auto tilingOp = cast<TilingInterface>(op.getOperation());
  FailureOr<TilingResult> tiled =
      tilingOp.getTiledImplementation(rewriter, offsets, sizes);
  if (failed(tiled) || tiled->tiledOps.size() != 1)
    return failure();
  Operation *tile = tiled->tiledOps.front();
  auto slice =
      tile->getOperand(plan.operand).getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || slice.getSource() != plan.pad.getResult() ||
      !llvm::all_of(slice.getStaticStrides(), [](int64_t s) { return s == 1; }))
    return failure();
  rewriter.setInsertionPoint(tile);
  FailureOr<TilingResult> padTile = tensor::bubbleUpPadSlice(
      rewriter, plan.pad, slice.getMixedOffsets(), slice.getMixedSizes(),
      /*generateZeroSliceGuard=*/false);
  if (failed(padTile) || padTile->tiledValues.size() != 1)
    return failure();
  Value input = padTile->tiledValues.front();
  if (auto smallPad = input.getDefiningOp<tensor::PadOp>()) {
    // A clone of the big pad: it does not inherit its annotations (e.g. a
    // block name that would then name several ops).
    smallPad->setDiscardableAttrs(DictionaryAttr::get(rewriter.getContext()));
    // A pad that pads nothing: read the slice of the source directly.
    auto isZero = [](int64_t v) { return v == 0; };
    if (llvm::all_of(smallPad.getStaticLow(), isZero) &&
        llvm::all_of(smallPad.getStaticHigh(), isZero) &&
        smallPad.getSourceType() == smallPad.getResultType()) {
      input = smallPad.getSource();
      rewriter.eraseOp(smallPad);
    }
  }
  if (input.getType() != slice.getType())
    input = tensor::CastOp::create(rewriter, loc, slice.getType(), input);
  rewriter.modifyOpInPlace(tile,
                           [&] { tile->setOperand(plan.operand, input); });
  rewriter.eraseOp(slice);
  // The tile's init: a slice of `acc`, the init with the parts before it
  // inserted (the same values: the boxes are disjoint), so that the chain
  // of inserts updates one buffer in place (a slice of the original init
  // would keep it alive and make bufferization copy it).
  OpOperand *init = cast<linalg::LinalgOp>(tile).getDpsInitOperand(0);
  auto initSlice = init->get().getDefiningOp<tensor::ExtractSliceOp>();
  if (!initSlice)
    return failure();
  rewriter.setInsertionPoint(tile);
  Value accSlice = tensor::ExtractSliceOp::create(
      rewriter, loc, initSlice.getType(), acc, initSlice.getMixedOffsets(),
      initSlice.getMixedSizes(), initSlice.getMixedStrides());
  rewriter.modifyOpInPlace(tile, [&] { init->set(accSlice); });
  if (initSlice->use_empty())
    rewriter.eraseOp(initSlice);
  SmallVector<OpFoldResult> resultOffsets, resultSizes;
  if (failed(tilingOp.getResultTilePosition(rewriter, 0, offsets, sizes,
                                            resultOffsets, resultSizes)))
    return failure();
  rewriter.setInsertionPointAfter(tile);
  SmallVector<OpFoldResult> strides(resultOffsets.size(),
                                    rewriter.getIndexAttr(1));
  acc = tensor::InsertSliceOp::create(rewriter, loc, tile->getResult(0), acc,
                                      resultOffsets, resultSizes, strides);
  return tile;
}

DiagnosedSilenceableFailure
PeelPaddingOp::apply(transform::TransformRewriter &rewriter,
                     transform::TransformResults &results,
                     transform::TransformState &state) {
  // A handle may list an op twice; it is rewritten once.
  llvm::SetVector<Operation *> targets;
  for (Operation *op : state.getPayloadOps(getTarget()))
    targets.insert(op);
  std::vector<std::pair<linalg::LinalgOp, PeelPlan>> plans;
  for (Operation *op : targets) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    std::string why = "it is not a linalg op";
    std::optional<PeelPlan> plan;
    if (linalgOp)
      plan = planPeeling(linalgOp, getRestrictTaps(), getInnermostFirst(), why);
    if (!plan) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "peel_padding: cannot split '"
                                         << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    plans.push_back({linalgOp, std::move(*plan)});
  }
  SmallVector<Operation *> interiors, borders;
  for (auto &[op, plan] : plans) {
    rewriter.setInsertionPoint(op);
    if (plan.expand)
      swapExpandAndPad(rewriter, op, plan);
    Value acc = op.getDpsInitOperand(0)->get();
    FailureOr<Operation *> interior =
        computeBox(rewriter, op, plan, plan.interior, acc);
    if (failed(interior))
      return emitDefiniteFailure() << "peel_padding: tiling the interior of '"
                                   << op->getName() << "' failed";
    interiors.push_back(*interior);
    for (const Box &box : plan.borders) {
      rewriter.setInsertionPointAfter(acc.getDefiningOp());
      FailureOr<Operation *> border = computeBox(rewriter, op, plan, box, acc);
      if (failed(border))
        return emitDefiniteFailure() << "peel_padding: tiling a border of '"
                                     << op->getName() << "' failed";
      borders.push_back(*border);
    }
    rewriter.replaceOp(op, acc);
    if (plan.pad->use_empty())
      rewriter.eraseOp(plan.pad);
  }
  results.set(cast<OpResult>(getInterior()), interiors);
  results.set(cast<OpResult>(getBorders()), borders);
  return DiagnosedSilenceableFailure::success();
}
