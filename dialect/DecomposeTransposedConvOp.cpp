//===- DecomposeTransposedConvOp.cpp - Stride phases of a transposed conv -===//
//
// transform.msched.decompose_transposed_conv (see
// dialect/MSchedPrimitiveOps.td): sub-pixel decomposition of a transposed
// convolution written as a convolution over a zero-interleaved input with a
// flipped kernel index (the form of bench/workloads/t2d.mlir; TOSA's
// TosaDecomposeTransposeConv splits strided transposed convolutions into
// phases the same way).
//
// Per spatial dimension, with stride s, map constant A (oh - kh + A), low
// padding pl of the interleaved tensor, kernel extent KH, output extent OH
// and input extent H: output row oh = s * a + r meets the padded interleaved
// tensor at p = s * a + r - kh + A, which holds X[(p - pl) / s] when s
// divides p - pl and zero otherwise; so only the taps kh = s * j + k0 with
// k0 = (r + A - pl) mod s contribute, reading X at row a - j + q with
// q = (r - k0 + A - pl) / s. By taps (`by_taps`), tap j of phase r meets
// the outputs a with 0 <= a - j + q < H: a range, so each tap is one 1 x 1
// convolution on a rectangle of the phase's outputs that reads X in place.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Matchers.h"

#include <algorithm>

using namespace mlir;
using namespace msched;

void DecomposeTransposedConvOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

namespace {
/// One spatial dimension of a matched transposed convolution.
struct SpatialDim {
  int64_t stride = 1;      ///< of the interleaving insert_slice
  int64_t mapConstant = 0; ///< A in oh - kh + A
  int64_t padLow = 0;      ///< of the tensor.pad
  int64_t kernel = 0;      ///< KH
  int64_t output = 0;      ///< OH
  int64_t input = 0;       ///< H of X

  /// Phase r: the first tap k0, the number of taps, the input offset q and
  /// the number of outputs.
  struct Phase {
    int64_t firstTap = 0, taps = 0, offset = 0, outputs = 0;
  };
  Phase phase(int64_t r) const {
    Phase p;
    p.outputs = output > r ? (output - r + stride - 1) / stride : 0;
    p.firstTap = ((r + mapConstant - padLow) % stride + stride) % stride;
    p.taps =
        p.firstTap < kernel ? (kernel - p.firstTap + stride - 1) / stride : 0;
    p.offset = (r - p.firstTap + mapConstant - padLow) / stride; // exact
    return p;
  }
  /// Zero padding of X (low, high) that keeps every phase's reads in range.
  std::pair<int64_t, int64_t> inputPadding() const {
    int64_t low = 0, high = 0;
    for (int64_t r = 0; r < stride; ++r) {
      Phase p = phase(r);
      if (p.outputs == 0 || p.taps == 0)
        continue;
      low = std::max(low, -(p.offset - p.taps + 1));
      high = std::max(high, p.offset + p.outputs - 1 - (input - 1));
    }
    return {low, high};
  }
};

/// A matched transposed convolution.
struct TransposedConv {
  linalg::GenericOp op;
  Value input;  ///< X: N x H x W x C
  Value kernel; ///< K: KH x KW x C x F
  Value init;   ///< N x OH x OW x F
  SpatialDim dims[2];
  /// The zero-interleaving producers, erased when left unused.
  SmallVector<Operation *> producers;
};
} // namespace

static bool isZero(Value v) {
  return matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero());
}

static bool allStatic(ArrayRef<int64_t> values) {
  return llvm::none_of(values, ShapedType::isDynamic);
}

/// Whether the body of `op` is acc + x * w (in either operand order).
static bool isMultiplyAccumulate(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  if (body.getNumArguments() != 3 || body.getOperations().size() != 3)
    return false;
  auto mul = dyn_cast<arith::MulFOp>(body.front());
  auto add = dyn_cast<arith::AddFOp>(*std::next(body.begin()));
  auto yield = dyn_cast<linalg::YieldOp>(body.back());
  if (!mul || !add || !yield || yield.getNumOperands() != 1 ||
      yield.getOperand(0) != add.getResult())
    return false;
  Value x = body.getArgument(0), w = body.getArgument(1),
        acc = body.getArgument(2);
  auto isPair = [](Value a, Value b, Value p, Value q) {
    return (a == p && b == q) || (a == q && b == p);
  };
  return isPair(mul.getLhs(), mul.getRhs(), x, w) &&
         isPair(add.getLhs(), add.getRhs(), acc, mul.getResult());
}

/// Matches `op`; returns why it does not match ("" when it does).
static std::string match(Operation *target, TransposedConv &conv) {
  auto op = dyn_cast<linalg::GenericOp>(target);
  if (!op)
    return "it is not a linalg.generic";
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op.getNumLoops() != 7)
    return "it is not a 7-loop op on tensors with 2 inputs and 1 init";
  for (Value v : op->getOperands())
    if (!cast<ShapedType>(v.getType()).hasStaticShape())
      return "its shapes are not static";
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned d = 0; d < 7; ++d)
    if (iterators[d] != (d < 4 ? utils::IteratorType::parallel
                               : utils::IteratorType::reduction))
      return "its loops are not (n, oh, ow, f) parallel and (kh, kw, c) "
             "reduction";
  if (!isMultiplyAccumulate(op))
    return "its body is not acc + x * w";
  MLIRContext *ctx = op.getContext();
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[1] != AffineMap::get(7, 0, {d(4), d(5), d(6), d(3)}, ctx) ||
      maps[2] != AffineMap::get(7, 0, {d(0), d(1), d(2), d(3)}, ctx))
    return "its kernel map is not (kh, kw, c, f) or its output map not "
           "(n, oh, ow, f)";
  AffineMap in = maps[0];
  if (in.getNumResults() != 4 || in.getResult(0) != d(0) ||
      in.getResult(3) != d(6))
    return "its input map is not (n, oh - kh + A, ow - kw + B, c)";
  for (unsigned i = 0; i < 2; ++i) {
    AffineExpr rest =
        simplifyAffineExpr(in.getResult(1 + i) - (d(1 + i) - d(4 + i)), 7, 0);
    auto constant = dyn_cast<AffineConstantExpr>(rest);
    if (!constant)
      return "its input map is not (n, oh - kh + A, ow - kw + B, c)";
    conv.dims[i].mapConstant = constant.getValue();
  }

  auto pad = op.getDpsInputOperand(0)->get().getDefiningOp<tensor::PadOp>();
  if (!pad || !pad.getLow().empty() || !pad.getHigh().empty() ||
      !pad.getConstantPaddingValue() || !isZero(pad.getConstantPaddingValue()))
    return "its input is not a static zero tensor.pad";
  ArrayRef<int64_t> low = pad.getStaticLow(), high = pad.getStaticHigh();
  if (low[0] || low[3] || high[0] || high[3])
    return "its input's padding is not on height and width only";
  auto insert = pad.getSource().getDefiningOp<tensor::InsertSliceOp>();
  if (!insert || !allStatic(insert.getStaticOffsets()) ||
      !allStatic(insert.getStaticStrides()) ||
      insert.getSourceType().getRank() != 4)
    return "the padded tensor is not a static tensor.insert_slice";
  if (llvm::any_of(insert.getStaticOffsets(), [](int64_t o) { return o; }))
    return "the interleaving insert_slice is not at offset 0";
  ArrayRef<int64_t> strides = insert.getStaticStrides();
  if (strides[0] != 1 || strides[3] != 1)
    return "the interleaving strides are not on height and width only";
  auto fill = insert.getDest().getDefiningOp<linalg::FillOp>();
  if (!fill || !isZero(fill.getInputs()[0]))
    return "the interleaved tensor is not a zero linalg.fill";

  conv.op = op;
  conv.input = insert.getSource();
  conv.kernel = op.getDpsInputOperand(1)->get();
  conv.init = op.getDpsInitOperand(0)->get();
  auto shape = [](Value v) { return cast<ShapedType>(v.getType()).getShape(); };
  for (unsigned i = 0; i < 2; ++i) {
    SpatialDim &dim = conv.dims[i];
    dim.stride = strides[1 + i];
    dim.padLow = low[1 + i];
    dim.kernel = shape(conv.kernel)[i];
    dim.output = shape(conv.init)[1 + i];
    dim.input = shape(conv.input)[1 + i];
    if (dim.stride < 1)
      return "an interleaving stride is not positive";
  }
  conv.producers = {pad, insert, fill};
  return "";
}

/// A linalg.generic copying `src` (N x H x W x C) with height and width
/// reversed.
static Value flipHeightWidth(RewriterBase &rewriter, Location loc, Value src) {
  auto type = cast<RankedTensorType>(src.getType());
  MLIRContext *ctx = rewriter.getContext();
  AffineExpr n, h, w, c;
  bindDims(ctx, n, h, w, c);
  AffineMap in = AffineMap::get(
      4, 0, {n, type.getDimSize(1) - 1 - h, type.getDimSize(2) - 1 - w, c},
      ctx);
  AffineMap out = AffineMap::getMultiDimIdentityMap(4, ctx);
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                        type.getElementType());
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{type}, ValueRange{src}, ValueRange{empty},
      ArrayRef<AffineMap>{in, out},
      SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
      [](OpBuilder &b, Location l, ValueRange args) {
        linalg::YieldOp::create(b, l, args[0]);
      });
  return generic.getResult(0);
}

/// Phase (ph, pw) by taps: tap (jh, jw) meets output (a, b) where X row
/// a - jh + qh and column b - jw + qw exist, a rectangle of the phase's
/// outputs, computed as a 1 x 1 convolution of X's matching rectangle with
/// the tap and accumulated into `acc` (the phase's outputs so far). Appends
/// the convolutions to `convs`; returns the phase's outputs.
static Value accumulateTaps(RewriterBase &rewriter, Location loc,
                            const TransposedConv &conv,
                            const SpatialDim::Phase &ph,
                            const SpatialDim::Phase &pw, Value acc,
                            SmallVectorImpl<Operation *> &convs) {
  Type elementType = cast<RankedTensorType>(acc.getType()).getElementType();
  auto inputType = cast<RankedTensorType>(conv.input.getType());
  int64_t n = inputType.getDimSize(0), c = inputType.getDimSize(3),
          f = cast<RankedTensorType>(conv.kernel.getType()).getDimSize(3);
  const SpatialDim &dh = conv.dims[0], &dw = conv.dims[1];
  auto indices = [&](ArrayRef<int64_t> values) {
    return llvm::map_to_vector(values, [&](int64_t v) -> OpFoldResult {
      return rewriter.getIndexAttr(v);
    });
  };
  auto unitStrides = indices({1, 1, 1, 1});
  auto validRange = [](const SpatialDim::Phase &p, int64_t input, int64_t j) {
    return std::make_pair(std::max<int64_t>(0, j - p.offset),
                          std::min(p.outputs, input + j - p.offset));
  };
  for (int64_t jh = 0; jh < ph.taps; ++jh) {
    for (int64_t jw = 0; jw < pw.taps; ++jw) {
      auto [aLo, aHi] = validRange(ph, dh.input, jh);
      auto [bLo, bHi] = validRange(pw, dw.input, jw);
      if (aHi <= aLo || bHi <= bLo)
        continue;
      int64_t rows = aHi - aLo, cols = bHi - bLo;
      Value window = tensor::ExtractSliceOp::create(
          rewriter, loc, RankedTensorType::get({n, rows, cols, c}, elementType),
          conv.input,
          indices({0, aLo - jh + ph.offset, bLo - jw + pw.offset, 0}),
          indices({n, rows, cols, c}), unitStrides);
      Value tap = tensor::ExtractSliceOp::create(
          rewriter, loc, RankedTensorType::get({1, 1, c, f}, elementType),
          conv.kernel,
          indices({ph.firstTap + dh.stride * jh, pw.firstTap + dw.stride * jw,
                   0, 0}),
          indices({1, 1, c, f}), unitStrides);
      auto part = RankedTensorType::get({n, rows, cols, f}, elementType);
      SmallVector<OpFoldResult> offsets = indices({0, aLo, bLo, 0});
      SmallVector<OpFoldResult> sizes = indices({n, rows, cols, f});
      Value partInit = tensor::ExtractSliceOp::create(
          rewriter, loc, part, acc, offsets, sizes, unitStrides);
      auto tapConv = linalg::Conv2DNhwcHwcfOp::create(
          rewriter, loc, part, ValueRange{window, tap}, ValueRange{partInit},
          rewriter.getI64TensorAttr({1, 1}), rewriter.getI64TensorAttr({1, 1}));
      convs.push_back(tapConv);
      acc = tensor::InsertSliceOp::create(rewriter, loc, tapConv->getResult(0),
                                          acc, offsets, sizes, unitStrides);
    }
  }
  return acc;
}

/// What the rewrite made: the convolutions (phases, or taps of phases) and
/// the phases' own fills, in phase order.
struct Decomposition {
  SmallVector<Operation *> convs, fills;
};

/// The rewrite. With `byTaps`, each phase is one 1 x 1 convolution per tap
/// on the output positions where that tap reads X (no flip, no padding);
/// otherwise one convolution per phase over the padded, flipped X.
static Decomposition decompose(RewriterBase &rewriter, TransposedConv conv,
                               bool byTaps) {
  Location loc = conv.op.getLoc();
  rewriter.setInsertionPoint(conv.op);
  auto inputType = cast<RankedTensorType>(conv.input.getType());
  auto kernelType = cast<RankedTensorType>(conv.kernel.getType());
  auto initType = cast<RankedTensorType>(conv.init.getType());
  Type elementType = initType.getElementType();
  int64_t n = inputType.getDimSize(0), c = inputType.getDimSize(3),
          f = kernelType.getDimSize(3);
  const SpatialDim &dh = conv.dims[0], &dw = conv.dims[1];
  auto index = [&](int64_t v) -> OpFoldResult {
    return rewriter.getIndexAttr(v);
  };
  auto indices = [&](ArrayRef<int64_t> values) {
    return llvm::map_to_vector(values, index);
  };
  auto unitStrides = indices({1, 1, 1, 1});

  // A fill reads the same flipped or sliced: each phase then starts from a
  // fill of its own (which multi-level tiling fuses into the phase's
  // parallel loop) instead of a copy of its slice of the output; and where
  // the phases write every output element, the whole output's fill is never
  // read, so the phases insert into an empty tensor.
  auto initFill = conv.init.getDefiningOp<linalg::FillOp>();
  bool phasesCoverOutput = true;
  for (int64_t rh = 0; rh < dh.stride; ++rh)
    for (int64_t rw = 0; rw < dw.stride; ++rw) {
      SpatialDim::Phase ph = dh.phase(rh), pw = dw.phase(rw);
      if (ph.outputs && pw.outputs && (!ph.taps || !pw.taps))
        phasesCoverOutput = false;
    }
  Value result = conv.init;
  if (initFill && phasesCoverOutput)
    result = tensor::EmptyOp::create(rewriter, loc, initType.getShape(),
                                     elementType);

  // Only the per-phase form reads X padded and flipped: X, zero-padded so
  // that every phase reads in range, then flipped.
  auto [lowH, highH] = dh.inputPadding();
  auto [lowW, highW] = dw.inputPadding();
  Value flipped;
  if (!byTaps) {
    Value x = conv.input;
    if (lowH || highH || lowW || highW) {
      Value zero = arith::ConstantOp::create(rewriter, loc, elementType,
                                             rewriter.getZeroAttr(elementType));
      x = tensor::PadOp::create(rewriter, loc, Type(), x,
                                indices({0, lowH, lowW, 0}),
                                indices({0, highH, highW, 0}), zero);
    }
    flipped = flipHeightWidth(rewriter, loc, x);
  }
  int64_t paddedH = dh.input + lowH + highH, paddedW = dw.input + lowW + highW;

  Decomposition made;
  for (int64_t rh = 0; rh < dh.stride; ++rh) {
    for (int64_t rw = 0; rw < dw.stride; ++rw) {
      SpatialDim::Phase ph = dh.phase(rh), pw = dw.phase(rw);
      // No output, or no tap: the phase's outputs keep their init.
      if (!ph.outputs || !pw.outputs || !ph.taps || !pw.taps)
        continue;
      // The phase's outputs: rows rh, rh + sh, ... of the result.
      auto phaseType =
          RankedTensorType::get({n, ph.outputs, pw.outputs, f}, elementType);
      SmallVector<OpFoldResult> offsets = indices({0, rh, rw, 0});
      SmallVector<OpFoldResult> sizes = indices({n, ph.outputs, pw.outputs, f});
      SmallVector<OpFoldResult> strides = indices({1, dh.stride, dw.stride, 1});
      Value phaseInit;
      if (initFill) {
        Value empty = tensor::EmptyOp::create(
            rewriter, loc, phaseType.getShape(), elementType);
        auto fill = linalg::FillOp::create(rewriter, loc,
                                           initFill.getInputs()[0], empty);
        made.fills.push_back(fill);
        phaseInit = fill.getResult(0);
      } else {
        phaseInit = tensor::ExtractSliceOp::create(
            rewriter, loc, phaseType, conv.init, offsets, sizes, strides);
        if (!byTaps)
          phaseInit = flipHeightWidth(rewriter, loc, phaseInit);
      }

      Value phaseResult;
      if (byTaps) {
        phaseResult =
            accumulateTaps(rewriter, loc, conv, ph, pw, phaseInit, made.convs);
      } else {
        // The taps: a strided view of K.
        auto tapsType =
            RankedTensorType::get({ph.taps, pw.taps, c, f}, elementType);
        Value taps = tensor::ExtractSliceOp::create(
            rewriter, loc, tapsType, conv.kernel,
            indices({ph.firstTap, pw.firstTap, 0, 0}),
            indices({ph.taps, pw.taps, c, f}),
            indices({dh.stride, dw.stride, 1, 1}));
        // Flipped output t = outputs - 1 - a reads flipped X rows base + t +
        // j.
        int64_t baseH = paddedH - lowH - ph.offset - ph.outputs;
        int64_t baseW = paddedW - lowW - pw.offset - pw.outputs;
        auto windowType = RankedTensorType::get(
            {n, ph.outputs + ph.taps - 1, pw.outputs + pw.taps - 1, c},
            elementType);
        Value window = tensor::ExtractSliceOp::create(
            rewriter, loc, windowType, flipped, indices({0, baseH, baseW, 0}),
            indices({n, windowType.getDimSize(1), windowType.getDimSize(2), c}),
            unitStrides);
        auto phaseConv = linalg::Conv2DNhwcHwcfOp::create(
            rewriter, loc, phaseType, ValueRange{window, taps},
            ValueRange{phaseInit}, rewriter.getI64TensorAttr({1, 1}),
            rewriter.getI64TensorAttr({1, 1}));
        made.convs.push_back(phaseConv);
        phaseResult = flipHeightWidth(rewriter, loc, phaseConv->getResult(0));
      }
      result = tensor::InsertSliceOp::create(rewriter, loc, phaseResult, result,
                                             offsets, sizes, strides);
    }
  }
  rewriter.replaceOp(conv.op, result);
  for (Operation *producer : conv.producers)
    if (producer->use_empty())
      rewriter.eraseOp(producer);
  if (initFill && initFill->use_empty())
    rewriter.eraseOp(initFill);
  return made;
}

DiagnosedSilenceableFailure
DecomposeTransposedConvOp::apply(transform::TransformRewriter &rewriter,
                                 transform::TransformResults &results,
                                 transform::TransformState &state) {
  SmallVector<TransposedConv> convs;
  for (Operation *op : state.getPayloadOps(getTarget())) {
    TransposedConv conv;
    std::string why = match(op, conv);
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "decompose_transposed_conv: cannot "
                                            "rewrite '"
                                         << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    convs.push_back(conv);
  }
  SmallVector<Operation *> phases, fills;
  for (TransposedConv &conv : convs) {
    Decomposition made = decompose(rewriter, conv, getByTaps());
    llvm::append_range(phases, made.convs);
    llvm::append_range(fills, made.fills);
  }
  results.set(cast<OpResult>(getConvs()), phases);
  results.set(cast<OpResult>(getFills()), fills);
  return DiagnosedSilenceableFailure::success();
}
