//===- DecomposeConv3DOp.cpp - transform.msched.decompose_conv_3d ---------===//
//
// A one-deep linalg.conv_3d_ndhwc_dhwcf rewritten as a
// linalg.conv_2d_nhwc_hwcf (see dialect/MSchedPrimitiveOps.td), in the manner
// of upstream's DownscaleSizeOneWindowed2DConvolution
// (mlir/lib/Dialect/Linalg/Transforms/Transforms.cpp).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace msched;

void DecomposeConv3DOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Why `conv` cannot be decomposed, or "" when it can.
static std::string whyNotDecomposable(linalg::Conv3DNdhwcDhwcfOp conv) {
  if (!conv.hasPureTensorSemantics())
    return "it is not on tensors";
  for (Value v : conv->getOperands())
    if (!cast<ShapedType>(v.getType()).hasStaticShape())
      return "its shapes are not static";
  // input N x D x H x W x C, filter KD x KH x KW x C x F, output N x OD x OH
  // x OW x F.
  auto shapeOf = [&](Value v) {
    return cast<ShapedType>(v.getType()).getShape();
  };
  if (shapeOf(conv.getDpsInitOperand(0)->get())[1] != 1)
    return "its output depth is not 1";
  if (shapeOf(conv.getDpsInputOperand(1)->get())[0] != 1)
    return "its filter depth is not 1";
  if (shapeOf(conv.getDpsInputOperand(0)->get())[1] != 1)
    return "its input depth is not 1";
  return "";
}

/// The rewrite; returns the 2-D convolution.
static Operation *decompose(RewriterBase &rewriter,
                            linalg::Conv3DNdhwcDhwcfOp conv) {
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  // Drops dimension `dim` (of extent 1) of `v`'s type.
  auto dropDim = [&](Value v, unsigned dim) {
    auto type = cast<RankedTensorType>(v.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape.erase(shape.begin() + dim);
    return tensor::createCanonicalRankReducingExtractSliceOp(
        rewriter, loc, v, RankedTensorType::get(shape, type.getElementType()));
  };
  Value output = conv.getDpsInitOperand(0)->get();
  Value newInput = dropDim(conv.getDpsInputOperand(0)->get(), 1);
  Value newFilter = dropDim(conv.getDpsInputOperand(1)->get(), 0);
  Value newOutput = dropDim(output, 1);
  auto strides = conv.getStrides().getValues<int64_t>();
  auto dilations = conv.getDilations().getValues<int64_t>();
  auto conv2d = linalg::Conv2DNhwcHwcfOp::create(
      rewriter, loc, newOutput.getType(), ValueRange{newInput, newFilter},
      ValueRange{newOutput},
      rewriter.getI64VectorAttr({strides[1], strides[2]}),
      rewriter.getI64VectorAttr({dilations[1], dilations[2]}));
  Value inserted = tensor::createCanonicalRankReducingInsertSliceOp(
      rewriter, loc, conv2d->getResult(0), output);
  rewriter.replaceOp(conv, inserted);
  return conv2d.getOperation();
}

DiagnosedSilenceableFailure
DecomposeConv3DOp::apply(transform::TransformRewriter &rewriter,
                         transform::TransformResults &results,
                         transform::TransformState &state) {
  // A handle may list an op twice; it is rewritten once.
  llvm::SetVector<Operation *> targets;
  for (Operation *op : state.getPayloadOps(getTarget()))
    targets.insert(op);
  SmallVector<linalg::Conv3DNdhwcDhwcfOp> convs;
  for (Operation *op : targets) {
    auto conv = dyn_cast<linalg::Conv3DNdhwcDhwcfOp>(op);
    std::string why = conv ? whyNotDecomposable(conv)
                           : "it is not a linalg.conv_3d_ndhwc_dhwcf";
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "decompose_conv_3d: cannot rewrite '"
                                 << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    convs.push_back(conv);
  }
  SmallVector<Operation *> conv2ds;
  for (linalg::Conv3DNdhwcDhwcfOp conv : convs)
    conv2ds.push_back(decompose(rewriter, conv));
  results.set(cast<OpResult>(getConv()), conv2ds);
  return DiagnosedSilenceableFailure::success();
}
