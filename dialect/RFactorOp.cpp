//===- RFactorOp.cpp - transform.msched.rfactor ---------------------------===//
//
// Rfactor with the split factor as a parameter (see
// dialect/MSchedPrimitiveOps.td): upstream's partial-reduction tiling
// (mlir::scf::tileUsingSCF with a partial ReductionTilingStrategy), as
// transform.structured.tile_reduction_using_for / _using_forall call it.
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;
using namespace msched;

void RFactorOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::onlyReadsHandle(getFactorMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

SmallVector<int64_t> msched::rfactorTileSizes(TilingInterface op, OpBuilder &b,
                                              int64_t dim, int64_t factor,
                                              bool parallel) {
  SmallVector<utils::IteratorType> types = op.getLoopIteratorTypes();
  SmallVector<int64_t> sizes(types.size(), 0);
  if (!parallel) {
    // The other reduction loops by 1, as the rfactor module's
    // tile_reduction_using_for did.
    SmallVector<Range> domain = op.getIterationDomain(b);
    for (auto [d, type] : llvm::enumerate(types)) {
      std::optional<int64_t> extent = getConstantIntValue(domain[d].size);
      if (type == utils::IteratorType::reduction && (!extent || *extent > 1))
        sizes[d] = 1;
    }
  }
  sizes[dim] = factor;
  return sizes;
}

/// What upstream's partial-reduction tiling (MLIR 22) assumes without
/// checking, and crashes on: each output is indexed by loop dimensions only
/// (a keep-dim reduction's `(d0, d1, d2, 0)` is not: ConvNeXt's layer norm)
/// and reduced by one combiner with a neutral element, which starts each
/// partial result. Empty when the op has both.
static std::string whyNoNeutralElement(linalg::LinalgOp op) {
  if (op.getBlock() == nullptr)
    return "it has no body";
  for (OpOperand &init : op.getDpsInitsMutable())
    if (!op.getMatchingIndexingMap(&init).isProjectedPermutation())
      return "output " +
             std::to_string(init.getOperandNumber() - op.getNumDpsInputs()) +
             " is not indexed by loop dimensions only";
  for (unsigned i = 0, e = op.getNumDpsInits(); i < e; ++i) {
    SmallVector<Operation *> combiners;
    if (!matchReduction(op.getRegionOutputArgs(), i, combiners) ||
        combiners.size() != 1 || !arith::getNeutralElement(combiners[0]))
      return "output " + std::to_string(i) +
             " is not reduced by one combiner with a neutral element";
  }
  return "";
}

DiagnosedSilenceableFailure
RFactorOp::apply(transform::TransformRewriter &rewriter,
                 transform::TransformResults &results,
                 transform::TransformState &state) {
  int64_t factor = 0;
  DiagnosedSilenceableFailure got = detail::getSingleIntParam(
      *this, state, getFactor(), "rfactor: factor", factor);
  if (!got.succeeded())
    return got;
  if (factor < 1)
    return emitSilenceableError()
           << "rfactor: factor " << factor << " is not positive";
  int64_t dim = getReductionDim();

  // Check every target before rewriting any.
  SmallVector<Operation *> targets;
  for (Operation *op : state.getPayloadOps(getTarget())) {
    auto partial = dyn_cast<PartialReductionOpInterface>(op);
    auto tiling = dyn_cast<TilingInterface>(op);
    std::string why;
    if (!partial || !tiling)
      why = "it does not implement PartialReductionOpInterface";
    else if (dim < 0 ||
             dim >=
                 static_cast<int64_t>(tiling.getLoopIteratorTypes().size()) ||
             tiling.getLoopIteratorTypes()[dim] !=
                 utils::IteratorType::reduction)
      why = "loop " + std::to_string(dim) + " is not a reduction loop";
    else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      why = whyNoNeutralElement(linalgOp);
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "rfactor: cannot rewrite '"
                                         << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    targets.push_back(op);
  }

  SmallVector<Operation *> fills, partials, combinings, loops;
  for (Operation *op : targets) {
    auto tiling = cast<TilingInterface>(op);
    scf::SCFTilingOptions options;
    options.setReductionDims({static_cast<unsigned>(dim)});
    SmallVector<OpFoldResult> sizes = getAsIndexOpFoldResult(
        rewriter.getContext(),
        rfactorTileSizes(tiling, rewriter, dim, factor, getParallel()));
    if (getParallel()) {
      options.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
      options.setReductionTilingStrategy(
          ReductionTilingStrategy::PartialReductionOuterParallel);
      options.setNumThreads(sizes);
    } else {
      options.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
      options.setReductionTilingStrategy(
          ReductionTilingStrategy::PartialReductionOuterReduction);
      options.setTileSizes(sizes);
    }
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTilingResult> result =
        scf::tileUsingSCF(rewriter, tiling, options);
    if (failed(result) || result->loops.empty() || result->mergeOps.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "rfactor: upstream's partial-reduction "
                                    "tiling failed on '"
                                 << op->getName() << "'";
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    rewriter.replaceOp(op, result->replacements);
    for (Value init : result->initialValues)
      if (Operation *def = init.getDefiningOp())
        fills.push_back(def);
    llvm::append_range(partials, result->tiledOps);
    llvm::append_range(combinings, result->mergeOps);
    loops.push_back(result->loops.front());
  }
  results.set(cast<OpResult>(getFill()), fills);
  results.set(cast<OpResult>(getPartial()), partials);
  results.set(cast<OpResult>(getCombining()), combinings);
  results.set(cast<OpResult>(getLoop()), loops);
  return DiagnosedSilenceableFailure::success();
}
