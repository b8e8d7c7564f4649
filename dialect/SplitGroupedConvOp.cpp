//===- SplitGroupedConvOp.cpp - transform.msched.split_grouped_conv -------===//
//
// A linalg.conv_2d_nhwgc_gfhwc rewritten as one linalg.conv_2d_nhwc_hwcf
// per group on a transposed filter (see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

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
  for (int64_t g = 0; g < groups; ++g) {
    Value groupInput = extractGroup(rewriter, loc, input, 3, g);
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
