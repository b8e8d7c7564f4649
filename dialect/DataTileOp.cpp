//===- DataTileOp.cpp - transform.msched.data_tile ------------------------===//
//
// A contraction packed into register-tile panels (mmt4d-style data tiling,
// see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "PrimitiveUtils.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace msched;

void DataTileOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::onlyReadsHandle(getRowsMutable(), effects);
  transform::onlyReadsHandle(getLanesMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// The row and vector loops of `op`: the loops of its output's second last
/// and last dimensions.
static std::optional<std::pair<unsigned, unsigned>>
kernelLoops(linalg::LinalgOp op) {
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (map.getNumResults() < 2)
    return std::nullopt;
  auto row = dyn_cast<AffineDimExpr>(map.getResult(map.getNumResults() - 2));
  auto vector = dyn_cast<AffineDimExpr>(map.getResults().back());
  if (!row || !vector)
    return std::nullopt;
  return std::make_pair(row.getPosition(), vector.getPosition());
}

std::string msched::whyNotDataTileable(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return "it is not a linalg op";
  if (!linalgOp.hasPureTensorSemantics())
    return "it is not on tensors";
  if (linalgOp.getNumDpsInits() != 1 || linalgOp.hasDynamicShape())
    return "it does not have one output and static shapes";
  if (!linalg::isaContractionOpInterface(linalgOp))
    return "it is not a contraction";
  std::optional<std::pair<unsigned, unsigned>> loops = kernelLoops(linalgOp);
  if (!loops)
    return "its output's last two dimensions are not loops";
  SmallVector<int64_t> extents = linalgOp.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = linalgOp.getIteratorTypesArray();
  for (unsigned d : {loops->first, loops->second})
    if (types[d] != utils::IteratorType::parallel || extents[d] <= 1)
      return "its output's last two dimensions are not parallel loops of "
             "extent > 1";
  return "";
}

/// The permutation of `pack`'s outer dimensions (the dimensions of its
/// source, in order) that lists those indexed by parallel loops of `op`
/// first and those indexed by reduction loops last, each in their order;
/// `map` is the operand's indexing map in `op`.
static SmallVector<int64_t> parallelFirst(linalg::LinalgOp op, AffineMap map) {
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  SmallVector<int64_t> parallel, reduction;
  for (auto [i, e] : llvm::enumerate(map.getResults())) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    bool isReduction =
        dim && types[dim.getPosition()] == utils::IteratorType::reduction;
    (isReduction ? reduction : parallel).push_back(static_cast<int64_t>(i));
  }
  llvm::append_range(parallel, reduction);
  return parallel;
}

DiagnosedSilenceableFailure
DataTileOp::apply(transform::TransformRewriter &rewriter,
                  transform::TransformResults &results,
                  transform::TransformState &state) {
  int64_t rows = 0, lanes = 0;
  DiagnosedSilenceableFailure got = detail::getSingleIntParam(
      *this, state, getRows(), "data_tile: rows", rows);
  if (!got.succeeded())
    return got;
  got = detail::getSingleIntParam(*this, state, getLanes(), "data_tile: lanes",
                                  lanes);
  if (!got.succeeded())
    return got;
  if (rows <= 0 || lanes <= 0)
    return emitSilenceableError()
           << "data_tile: rows (" << rows << ") and lanes (" << lanes
           << ") must be positive";
  Operation *target = nullptr;
  got = detail::getSinglePayloadOp(*this, state, getTarget(),
                                   "data_tile: target", target);
  if (!got.succeeded())
    return got;
  std::string why = whyNotDataTileable(target);
  if (!why.empty()) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "data_tile: cannot pack '"
                                       << target->getName() << "': " << why;
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  }
  auto op = cast<linalg::LinalgOp>(target);
  auto [rowLoop, vectorLoop] = *kernelLoops(op);
  SmallVector<AffineMap> inputMaps;
  for (OpOperand *input : op.getDpsInputOperands())
    inputMaps.push_back(op.getMatchingIndexingMap(input));
  SmallVector<NamedAttribute> attrs(op->getDiscardableAttrs());

  SmallVector<OpFoldResult> sizes(op.getNumLoops(), rewriter.getIndexAttr(0));
  sizes[rowLoop] = rewriter.getIndexAttr(rows);
  sizes[vectorLoop] = rewriter.getIndexAttr(lanes);
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::PackResult> packed = linalg::pack(rewriter, op, sizes);
  if (failed(packed))
    return emitSilenceableError() << "data_tile: linalg::pack failed";
  linalg::LinalgOp packedOp = packed->packedLinalgOp;

  // Inputs: parallel outer dimensions first, so that a kernel's panel is
  // contiguous along the reduction.
  unsigned numInputs = packedOp.getNumDpsInputs();
  for (unsigned i = 0; i < numInputs; ++i) {
    auto pack =
        packedOp.getDpsInputOperand(i)->get().getDefiningOp<linalg::PackOp>();
    if (!pack)
      continue;
    SmallVector<int64_t> perm = parallelFirst(op, inputMaps[i]);
    if (llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())))
      continue;
    FailureOr<linalg::PackTransposeResult> transposed = linalg::packTranspose(
        rewriter, pack, packedOp, /*maybeUnPackOp=*/nullptr, perm, {});
    if (failed(transposed))
      return emitDefiniteFailure() << "data_tile: packTranspose failed";
    packedOp = transposed->transposedLinalgOp;
  }
  for (NamedAttribute attr : attrs)
    packedOp->setAttr(attr.getName(), attr.getValue());
  packedOp->setAttr(kDataTiledAttrName, rewriter.getUnitAttr());

  // The output: a fill of the packed tensor instead of a pack of a fill
  // (the padding is never read back), and an unpack into an empty tensor
  // (it writes every element).
  OpOperand *init = packedOp.getDpsInitOperand(0);
  if (auto pack = init->get().getDefiningOp<linalg::PackOp>()) {
    if (auto fill = pack.getSource().getDefiningOp<linalg::FillOp>()) {
      rewriter.setInsertionPoint(pack);
      auto packedFill = linalg::FillOp::create(
          rewriter, fill.getLoc(), fill.getDpsInputOperand(0)->get(),
          pack.getDest());
      rewriter.replaceOp(pack, packedFill.getResult(0));
    }
  }
  linalg::UnPackOp unpack;
  for (Operation *user : packedOp->getResult(0).getUsers())
    if ((unpack = dyn_cast<linalg::UnPackOp>(user)))
      break;

  SmallVector<Operation *> inputCopies;
  for (unsigned i = 0; i < numInputs; ++i) {
    auto pack =
        packedOp.getDpsInputOperand(i)->get().getDefiningOp<linalg::PackOp>();
    if (!pack)
      continue;
    rewriter.setInsertionPoint(pack);
    FailureOr<linalg::LowerPackResult> lowered =
        linalg::lowerPack(rewriter, pack);
    if (failed(lowered))
      return emitDefiniteFailure() << "data_tile: lowerPack failed";
    inputCopies.push_back(lowered->transposeOp);
  }
  SmallVector<Operation *> outputCopy;
  if (unpack) {
    rewriter.setInsertionPoint(unpack);
    auto dest = cast<RankedTensorType>(unpack.getDest().getType());
    Value empty = tensor::EmptyOp::create(
        rewriter, unpack.getLoc(), dest.getShape(), dest.getElementType());
    rewriter.modifyOpInPlace(unpack,
                             [&] { unpack.getDestMutable().assign(empty); });
    FailureOr<linalg::LowerUnPackOpResult> lowered =
        linalg::lowerUnPack(rewriter, unpack);
    if (failed(lowered))
      return emitDefiniteFailure() << "data_tile: lowerUnPack failed";
    outputCopy.push_back(lowered->transposeOp);
  }
  results.set(cast<OpResult>(getPacked()), {packedOp.getOperation()});
  results.set(cast<OpResult>(getInputCopies()), inputCopies);
  results.set(cast<OpResult>(getOutputCopy()), outputCopy);
  return DiagnosedSilenceableFailure::success();
}
