//===- ReorderOp.cpp - transform.msched.reorder ---------------------------===//
//
// Reordering of a perfectly nested scf.for band (see
// dialect/MSchedPrimitiveOps.td). The band is rebuilt with new loops, each
// iterating the range of the loop that moves to its position, and the
// innermost body is moved into the new innermost loop; handles to the old
// loops are redirected to the new loop of the same range.
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

#include <string>

using namespace mlir;
using namespace msched;

LogicalResult ReorderOp::verify() {
  if (getLoops().empty())
    return emitOpError() << "expects at least one loop";
  if (getReordered().size() != getLoops().size())
    return emitOpError() << "expects as many results as loops ("
                         << getLoops().size() << "), got "
                         << getReordered().size();
  return success();
}

void ReorderOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::onlyReadsHandle(getLoopsMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Why `loop`'s body does not hold a perfectly nested `scf.for` passing the
/// loop-carried values along (empty when it does); sets `inner`.
static std::string whyNotPerfectlyNested(scf::ForOp loop, scf::ForOp &inner) {
  Block *body = loop.getBody();
  inner = dyn_cast<scf::ForOp>(&body->front());
  if (!inner || &body->front() != &*std::prev(body->end(), 2))
    return "its body holds other ops than one nested scf.for and the "
           "terminator";
  if (inner.getInitArgs() != ValueRange(loop.getRegionIterArgs()))
    return "it does not pass its iteration arguments to the nested loop as "
           "initial values";
  if (llvm::any_of(loop.getRegionIterArgs(),
                   [](BlockArgument arg) { return !arg.hasOneUse(); }))
    return "its iteration arguments have other uses than the initial values "
           "of the nested loop";
  if (body->getTerminator()->getOperands() != inner.getResults())
    return "it does not yield the results of the nested loop";
  return "";
}

DiagnosedSilenceableFailure
ReorderOp::apply(transform::TransformRewriter &rewriter,
                 transform::TransformResults &results,
                 transform::TransformState &state) {
  // The listed loops, in their new order.
  SmallVector<scf::ForOp> listed;
  for (auto [index, handle] : llvm::enumerate(getLoops())) {
    Operation *op = nullptr;
    std::string what = "reorder: loop #" + std::to_string(index);
    DiagnosedSilenceableFailure found =
        detail::getSinglePayloadOp(*this, state, handle, what, op);
    if (!found.succeeded())
      return found;
    auto forOp = dyn_cast<scf::ForOp>(op);
    if (!forOp) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << what << " is a '" << op->getName()
                                         << "', not an scf.for";
      diag.attachNote(op->getLoc()) << "loop #" << index;
      return diag;
    }
    auto *it = llvm::find(listed, forOp);
    if (it != listed.end()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << what << " is listed twice (also as loop #"
                                 << (it - listed.begin()) << ")";
      diag.attachNote(op->getLoc()) << "loop #" << index;
      return diag;
    }
    listed.push_back(forOp);
  }

  // The band: from the listed loop that encloses all others down to the
  // innermost listed loop, through perfectly nested loops.
  scf::ForOp outermost;
  for (scf::ForOp loop : listed)
    if (llvm::all_of(listed,
                     [&](scf::ForOp other) { return loop->isAncestor(other); }))
      outermost = loop;
  if (!outermost)
    return emitSilenceableError()
           << "reorder: the loops are not on one chain of nested loops";
  SmallVector<scf::ForOp> band = {outermost};
  for (size_t seen = 1; seen < listed.size();) {
    scf::ForOp inner;
    std::string why = whyNotPerfectlyNested(band.back(), inner);
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "reorder: the loops are not a perfectly nested band: " << why;
      diag.attachNote(band.back().getLoc())
          << "loop at depth " << band.size() - 1 << " of the band";
      return diag;
    }
    band.push_back(inner);
    seen += llvm::is_contained(listed, inner);
  }
  for (auto [depth, loop] : llvm::enumerate(band)) {
    for (Value bound :
         {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()}) {
      auto arg = dyn_cast<BlockArgument>(bound);
      if (!arg || llvm::none_of(band, [&](scf::ForOp other) {
            return arg.getOwner() == other.getBody();
          }))
        continue;
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "reorder: the bounds of the loop at depth " << depth
          << " of the band depend on a loop of the band";
      diag.attachNote(loop.getLoc()) << "loop at depth " << depth;
      return diag;
    }
  }

  // source[d]: the loop whose range goes to depth d. The listed loops take
  // the depths of the listed loops, in operand order.
  SmallVector<int64_t> listedDepths;
  for (auto [depth, loop] : llvm::enumerate(band))
    if (llvm::is_contained(listed, loop))
      listedDepths.push_back(depth);
  SmallVector<scf::ForOp> source(band);
  for (auto [depth, loop] : llvm::zip_equal(listedDepths, listed))
    source[depth] = loop;
  if (source == band) {
    for (auto [result, loop] : llvm::zip_equal(getReordered(), listed))
      results.set(cast<OpResult>(result), {loop.getOperation()});
    return DiagnosedSilenceableFailure::success();
  }

  // Build the new band in front of the old one.
  SmallVector<scf::ForOp> rebuilt;
  rewriter.setInsertionPoint(band.front());
  ValueRange inits = band.front().getInitArgs();
  for (scf::ForOp from : source) {
    if (!rebuilt.empty())
      rewriter.setInsertionPointToStart(rebuilt.back().getBody());
    auto loop = scf::ForOp::create(
        rewriter, from.getLoc(), from.getLowerBound(), from.getUpperBound(),
        from.getStep(), inits, /*bodyBuilder=*/nullptr, from.getUnsignedCmp());
    loop->setDiscardableAttrs(from->getDiscardableAttrDictionary());
    // Drop the terminator the builder may have added: the body of a loop
    // gets the next loop and a yield of its results, the innermost body the
    // old innermost body.
    Block *body = loop.getBody();
    if (!body->empty())
      rewriter.eraseOp(&body->back());
    if (!rebuilt.empty()) {
      rewriter.setInsertionPointAfter(loop);
      scf::YieldOp::create(rewriter, loop.getLoc(), loop.getResults());
    }
    rebuilt.push_back(loop);
    inits = loop.getRegionIterArgs();
  }

  // Each induction variable now belongs to the new loop of its range.
  DenseMap<Operation *, scf::ForOp> newLoopOf;
  for (auto [from, loop] : llvm::zip_equal(source, rebuilt))
    newLoopOf[from] = loop;
  for (scf::ForOp old : band)
    rewriter.replaceAllUsesWith(old.getInductionVar(),
                                newLoopOf[old].getInductionVar());
  scf::ForOp oldInner = band.back(), newInner = rebuilt.back();
  // (The old innermost induction variable has no uses left.)
  SmallVector<Value> blockArgs = {newLoopOf[oldInner].getInductionVar()};
  llvm::append_range(blockArgs, newInner.getRegionIterArgs());
  rewriter.mergeBlocks(oldInner.getBody(), newInner.getBody(), blockArgs);

  // Redirect handles to the old loops, then replace the old band.
  for (scf::ForOp old : band)
    (void)rewriter.notifyPayloadOperationReplaced(old, newLoopOf[old]);
  rewriter.replaceAllUsesWith(band.front()->getResults(),
                              rebuilt.front()->getResults());
  rewriter.eraseOp(band.front());

  for (auto [result, loop] : llvm::zip_equal(getReordered(), listed))
    results.set(cast<OpResult>(result), {newLoopOf[loop].getOperation()});
  return DiagnosedSilenceableFailure::success();
}
