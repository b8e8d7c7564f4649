//===- DecomposeGroupedConvOp.cpp - transform.msched.decompose_grouped_conv
//===//
//
// A one-group, one-row linalg.conv_2d_nhwgc_gfhwc rewritten as a filter
// transpose and a linalg.conv_1d_nwc_wcf (see dialect/MSchedPrimitiveOps.td),
// in the manner of upstream's DownscaleSizeOneWindowed2DConvolution
// (mlir/lib/Dialect/Linalg/Transforms/Transforms.cpp).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace msched;

void DecomposeGroupedConvOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Why `conv` cannot be decomposed, or "" when it can.
static std::string whyNotDecomposable(linalg::Conv2DNhwgcGfhwcOp conv) {
  if (!conv.hasPureTensorSemantics())
    return "it is not on tensors";
  auto shapeOf = [&](Value v) -> ArrayRef<int64_t> {
    return cast<ShapedType>(v.getType()).getShape();
  };
  for (Value v : conv->getOperands())
    if (!cast<ShapedType>(v.getType()).hasStaticShape())
      return "its shapes are not static";
  // input N x H x W x G x C, filter G x F x KH x KW x C, output N x OH x OW x
  // G x F.
  ArrayRef<int64_t> input = shapeOf(conv.getDpsInputOperand(0)->get());
  ArrayRef<int64_t> filter = shapeOf(conv.getDpsInputOperand(1)->get());
  ArrayRef<int64_t> output = shapeOf(conv.getDpsInitOperand(0)->get());
  if (filter[0] != 1 || output[3] != 1 || input[3] != 1)
    return "its group extent is not 1";
  if (output[1] != 1 || input[1] != 1)
    return "its output height is not 1";
  if (filter[2] != 1)
    return "its filter height is not 1";
  return "";
}

/// The rewrite; returns the 1-D convolution and the filter transpose.
static std::pair<Operation *, Operation *>
decompose(RewriterBase &rewriter, linalg::Conv2DNhwgcGfhwcOp conv) {
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  Value input = conv.getDpsInputOperand(0)->get();
  Value filter = conv.getDpsInputOperand(1)->get();
  Value output = conv.getDpsInitOperand(0)->get();
  auto inputType = cast<RankedTensorType>(input.getType());
  auto filterType = cast<RankedTensorType>(filter.getType());
  auto outputType = cast<RankedTensorType>(output.getType());
  auto reduced = [](RankedTensorType type, ArrayRef<unsigned> dims) {
    SmallVector<int64_t> shape;
    for (unsigned d : dims)
      shape.push_back(type.getDimSize(d));
    return RankedTensorType::get(shape, type.getElementType());
  };
  Value newInput = tensor::createCanonicalRankReducingExtractSliceOp(
      rewriter, loc, input, reduced(inputType, {0, 2, 4}));
  Value newFilter = tensor::createCanonicalRankReducingExtractSliceOp(
      rewriter, loc, filter, reduced(filterType, {1, 3, 4}));
  Value newOutput = tensor::createCanonicalRankReducingExtractSliceOp(
      rewriter, loc, output, reduced(outputType, {0, 2, 4}));
  // F x KW x C -> KW x C x F.
  RankedTensorType wcfType = reduced(filterType, {3, 4, 1});
  Value empty = tensor::EmptyOp::create(rewriter, loc, wcfType.getShape(),
                                        wcfType.getElementType());
  auto transpose = linalg::TransposeOp::create(rewriter, loc, newFilter, empty,
                                               ArrayRef<int64_t>{1, 2, 0});
  int64_t strideW = conv.getStrides().getValues<int64_t>()[1];
  int64_t dilationW = conv.getDilations().getValues<int64_t>()[1];
  auto conv1d = linalg::Conv1DNwcWcfOp::create(
      rewriter, loc, newOutput.getType(),
      ValueRange{newInput, transpose->getResult(0)}, ValueRange{newOutput},
      rewriter.getI64VectorAttr({strideW}),
      rewriter.getI64VectorAttr({dilationW}));
  Value inserted = tensor::createCanonicalRankReducingInsertSliceOp(
      rewriter, loc, conv1d->getResult(0), output);
  rewriter.replaceOp(conv, inserted);
  return {conv1d.getOperation(), transpose.getOperation()};
}

DiagnosedSilenceableFailure
DecomposeGroupedConvOp::apply(transform::TransformRewriter &rewriter,
                              transform::TransformResults &results,
                              transform::TransformState &state) {
  SmallVector<linalg::Conv2DNhwgcGfhwcOp> convs;
  for (Operation *op : state.getPayloadOps(getTarget())) {
    auto conv = dyn_cast<linalg::Conv2DNhwgcGfhwcOp>(op);
    std::string why = conv ? whyNotDecomposable(conv)
                           : "it is not a linalg.conv_2d_nhwgc_gfhwc";
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "decompose_grouped_conv: cannot rewrite '"
                                 << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    convs.push_back(conv);
  }
  SmallVector<Operation *> conv1ds, transposes;
  for (linalg::Conv2DNhwgcGfhwcOp conv : convs) {
    auto [conv1d, transpose] = decompose(rewriter, conv);
    conv1ds.push_back(conv1d);
    transposes.push_back(transpose);
  }
  results.set(cast<OpResult>(getConv()), conv1ds);
  results.set(cast<OpResult>(getTranspose()), transposes);
  return DiagnosedSilenceableFailure::success();
}
