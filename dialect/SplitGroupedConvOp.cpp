//===- SplitGroupedConvOp.cpp - transform.msched.split_grouped_conv -------===//
//
// A linalg.conv_2d_nhwgc_gfhwc rewritten as one linalg.conv_2d_nhwc_hwcf
// per group on a transposed filter (see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace msched;

void SplitGroupedConvOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Why `conv` cannot be split, or "" when it can.
static std::string whyNotSplittable(linalg::Conv2DNhwgcGfhwcOp conv) {
  if (!conv.hasPureTensorSemantics())
    return "it is not on tensors";
  for (Value v : conv->getOperands())
    if (!cast<ShapedType>(v.getType()).hasStaticShape())
      return "its shapes are not static";
  return "";
}

/// Group `group` of `value` along dimension `groupDim` (extent 1 in the
/// slice, dropped from its type).
static Value extractGroup(RewriterBase &rewriter, Location loc, Value value,
                          unsigned groupDim, int64_t group) {
  auto type = cast<RankedTensorType>(value.getType());
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(rank, rewriter.getIndexAttr(1));
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = d == groupDim ? 1 : type.getDimSize(d);
    sizes.push_back(rewriter.getIndexAttr(size));
    if (d != groupDim)
      shape.push_back(size);
  }
  offsets[groupDim] = rewriter.getIndexAttr(group);
  auto sliceType = RankedTensorType::get(shape, type.getElementType());
  return tensor::ExtractSliceOp::create(rewriter, loc, sliceType, value,
                                        offsets, sizes, strides);
}

/// Inserts `tile` (a group with its group dimension dropped) as group
/// `group` of `dest` along `groupDim`.
static Value insertGroup(RewriterBase &rewriter, Location loc, Value tile,
                         Value dest, unsigned groupDim, int64_t group) {
  auto type = cast<RankedTensorType>(dest.getType());
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(rank, rewriter.getIndexAttr(1));
  for (int64_t d = 0; d < rank; ++d)
    sizes.push_back(
        rewriter.getIndexAttr(d == groupDim ? 1 : type.getDimSize(d)));
  offsets[groupDim] = rewriter.getIndexAttr(group);
  return tensor::InsertSliceOp::create(rewriter, loc, tile, dest, offsets,
                                       sizes, strides);
}

namespace {
/// An input that is a constant spatial tensor.pad of an N x H x W x (G * C)
/// tensor, split into groups by a tensor.expand_shape of its channels (the
/// form frontends give a padded grouped convolution).
struct PaddedGroups {
  tensor::ExpandShapeOp expand;
  tensor::PadOp pad;
  Attribute paddingValue;
};
} // namespace

static std::optional<PaddedGroups> matchPaddedGroups(Value input) {
  auto expand = input.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand || expand.getSrcType().getRank() != 4 ||
      expand.getResultType().getRank() != 5)
    return std::nullopt;
  SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
  if (groups.size() != 4 || groups[3] != ReassociationIndices{3, 4})
    return std::nullopt;
  auto pad = expand.getSrc().getDefiningOp<tensor::PadOp>();
  if (!pad || !pad.getLow().empty() || !pad.getHigh().empty() ||
      pad.getStaticLow()[3] != 0 || pad.getStaticHigh()[3] != 0 ||
      !pad.getSourceType().hasStaticShape())
    return std::nullopt;
  Attribute value;
  Value padding = pad.getConstantPaddingValue();
  if (!padding || !matchPattern(padding, m_Constant(&value)))
    return std::nullopt;
  return PaddedGroups{expand, pad, value};
}

/// Group `group` of a padded grouped input, padded on its own: a slice of
/// the pad's source (its channels of group `group`, C of them) padded as
/// the whole was, N x H' x W' x C like the group's slice of the expanded
/// pad. Each group convolution then reads a tensor.pad of its own, which
/// pad-peeling splits into an interior on the unpadded input and borders.
static Value padGroup(RewriterBase &rewriter, Location loc, PaddedGroups padded,
                      int64_t group, int64_t c) {
  auto sourceType = padded.pad.getSourceType();
  SmallVector<int64_t> shape(sourceType.getShape());
  shape[3] = c;
  auto index = [&](int64_t v) -> OpFoldResult {
    return rewriter.getIndexAttr(v);
  };
  SmallVector<OpFoldResult> offsets{index(0), index(0), index(0),
                                    index(group * c)};
  SmallVector<OpFoldResult> sizes, strides(4, index(1)), low, high;
  for (unsigned d = 0; d < 4; ++d) {
    sizes.push_back(index(shape[d]));
    low.push_back(index(padded.pad.getStaticLow()[d]));
    high.push_back(index(padded.pad.getStaticHigh()[d]));
  }
  Value slice = tensor::ExtractSliceOp::create(
      rewriter, loc, RankedTensorType::get(shape, sourceType.getElementType()),
      padded.pad.getSource(), offsets, sizes, strides);
  Value value = arith::ConstantOp::create(rewriter, loc,
                                          cast<TypedAttr>(padded.paddingValue));
  return tensor::PadOp::create(rewriter, loc, Type(), slice, low, high, value);
}

/// The rewrite; appends the per-group convolutions and filter transposes.
static void split(RewriterBase &rewriter, linalg::Conv2DNhwgcGfhwcOp conv,
                  SmallVectorImpl<Operation *> &convs,
                  SmallVectorImpl<Operation *> &transposes) {
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  // Input N x H x W x G x C, filter G x F x KH x KW x C, output
  // N x OH x OW x G x F.
  Value input = conv.getDpsInputOperand(0)->get();
  Value filter = conv.getDpsInputOperand(1)->get();
  Value output = conv.getDpsInitOperand(0)->get();
  auto filterType = cast<RankedTensorType>(filter.getType());
  int64_t groups = filterType.getDimSize(0);
  SmallVector<int64_t> hwcf = {
      filterType.getDimSize(2), filterType.getDimSize(3),
      filterType.getDimSize(4), filterType.getDimSize(1)};
  std::optional<PaddedGroups> padded = matchPaddedGroups(input);
  int64_t groupChannels = filterType.getDimSize(4);
  for (int64_t g = 0; g < groups; ++g) {
    Value groupInput = padded
                           ? padGroup(rewriter, loc, *padded, g, groupChannels)
                           : extractGroup(rewriter, loc, input, 3, g);
    Value groupFilter = extractGroup(rewriter, loc, filter, 0, g);
    Value empty = tensor::EmptyOp::create(rewriter, loc, hwcf,
                                          filterType.getElementType());
    auto transpose = linalg::TransposeOp::create(
        rewriter, loc, groupFilter, empty, ArrayRef<int64_t>{1, 2, 3, 0});
    Value groupOutput = extractGroup(rewriter, loc, output, 3, g);
    auto groupConv = linalg::Conv2DNhwcHwcfOp::create(
        rewriter, loc, groupOutput.getType(),
        ValueRange{groupInput, transpose->getResult(0)},
        ValueRange{groupOutput}, conv.getStrides(), conv.getDilations());
    output = insertGroup(rewriter, loc, groupConv->getResult(0), output, 3, g);
    convs.push_back(groupConv);
    transposes.push_back(transpose);
  }
  rewriter.replaceOp(conv, output);
  if (padded && padded->expand->use_empty()) {
    rewriter.eraseOp(padded->expand);
    if (padded->pad->use_empty())
      rewriter.eraseOp(padded->pad);
  }
}

DiagnosedSilenceableFailure
SplitGroupedConvOp::apply(transform::TransformRewriter &rewriter,
                          transform::TransformResults &results,
                          transform::TransformState &state) {
  SmallVector<linalg::Conv2DNhwgcGfhwcOp> targets;
  for (Operation *op : state.getPayloadOps(getTarget())) {
    auto conv = dyn_cast<linalg::Conv2DNhwgcGfhwcOp>(op);
    std::string why = conv ? whyNotSplittable(conv)
                           : "it is not a linalg.conv_2d_nhwgc_gfhwc";
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "split_grouped_conv: cannot rewrite '"
                                 << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    targets.push_back(conv);
  }
  SmallVector<Operation *> convs, transposes;
  for (linalg::Conv2DNhwgcGfhwcOp conv : targets)
    split(rewriter, conv, convs, transposes);
  results.set(cast<OpResult>(getConvs()), convs);
  results.set(cast<OpResult>(getTransposes()), transposes);
  return DiagnosedSilenceableFailure::success();
}
