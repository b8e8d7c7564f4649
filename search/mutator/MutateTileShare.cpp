//===- MutateTileShare.cpp - Copy one block's tiling to another -----------===//
//
// msched (TVM has no such mutator): a schedule with several blocks of one
// kind (a padded convolution's interior and its peeled borders, a split
// operator's parts) samples each block's tiles on its own, so a register
// tile the search found for one block reaches the others only by chance
// (session 42: C3D's borders ran at about 70% of the peak next to an
// interior near it). This mutator draws a source block, weighted by its
// work, and gives every other block the source's decision on each loop
// where both have a sample_perfect_tile instruction of the same loop index,
// part count and extent. Products stay the targets' extents, so the trace
// stays valid; a copy that would break a target's innermost bound is left
// out.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace msched;

namespace {

/// Whether `source`'s decision could replace `target`'s: the same loop of
/// its block, split into as many parts, over the same extent; different
/// today, and within the target's innermost bound.
bool canCopy(SamplePerfectTileOp source, SamplePerfectTileOp target) {
  ArrayRef<int64_t> from = *source.getDecision();
  ArrayRef<int64_t> to = *target.getDecision();
  if (source.getLoop() != target.getLoop() || from.size() != to.size() ||
      computeProduct(from) != computeProduct(to) || from == to)
    return false;
  int64_t bound = target.getMaxInnermostFactor().value_or(0);
  return bound <= 0 || from.back() <= bound;
}

/// The product of the extents of a block's tiled loops: its work, up to
/// the loops that are not tiled.
double workOf(ArrayRef<SamplePerfectTileOp> tiles) {
  double work = 1;
  for (SamplePerfectTileOp op : tiles)
    work *= static_cast<double>(computeProduct(*op.getDecision()));
  return work;
}

class MutateTileShare : public Mutator {
public:
  StringRef getName() const override { return "mutate-tile-share"; }

  std::optional<Trace> apply(const Trace &trace,
                             RandomEngine &engine) const override {
    // Blocks in trace order, each with its tile instructions.
    llvm::MapVector<Value, SmallVector<SamplePerfectTileOp>> blocks;
    for (SamplePerfectTileOp op :
         getDecidedInstructions<SamplePerfectTileOp>(trace))
      blocks[op.getTarget()].push_back(op);
    // Per source block, its copies onto every other block: one move aligns
    // all of them (pairwise copies needed one accepted mutation per border,
    // which the evolutionary search's few iterations did not chain: C3D,
    // session 43).
    using Copy = std::pair<SamplePerfectTileOp, SamplePerfectTileOp>;
    SmallVector<SmallVector<Copy>> moves;
    std::vector<double> weights;
    for (auto &[sourceHandle, sources] : blocks) {
      SmallVector<Copy> copies;
      for (auto &[targetHandle, targets] : blocks) {
        if (sourceHandle == targetHandle)
          continue;
        for (SamplePerfectTileOp target : targets)
          for (SamplePerfectTileOp source : sources)
            if (canCopy(source, target)) {
              copies.push_back({source, target});
              break;
            }
      }
      if (copies.empty())
        continue;
      moves.push_back(std::move(copies));
      weights.push_back(workOf(sources));
    }
    if (moves.empty())
      return std::nullopt;
    // The source is drawn by its work: a padded convolution's interior far
    // more often than a border slab.
    llvm::Expected<int64_t> drawn = sampleCategorical(engine, weights);
    if (!drawn) {
      llvm::consumeError(drawn.takeError());
      return std::nullopt;
    }
    const SmallVector<Copy> &move = moves[*drawn];
    // Indices first: each copy makes a new trace whose ops are new.
    SmallVector<std::pair<size_t, Attribute>> edits;
    for (auto [source, target] : move) {
      FailureOr<Attribute> decision =
          makeDecision(target, *source.getDecision());
      if (failed(decision))
        return std::nullopt;
      edits.push_back({getInstructionIndex(trace, target), *decision});
    }
    FailureOr<Trace> mutated =
        trace.withDecision(edits[0].first, edits[0].second);
    for (size_t i = 1; i < edits.size() && succeeded(mutated); ++i)
      mutated = mutated->withDecision(edits[i].first, edits[i].second);
    if (failed(mutated))
      return std::nullopt;
    return std::move(*mutated);
  }
};

} // namespace

std::unique_ptr<Mutator> msched::createMutateTileShare() {
  return std::make_unique<MutateTileShare>();
}
