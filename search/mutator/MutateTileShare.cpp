//===- MutateTileShare.cpp - Copy one block's tiling to another -----------===//
//
// msched (TVM has no such mutator): a schedule with several blocks of one
// kind (a padded convolution's interior and its peeled borders, a split
// operator's parts) samples each block's tiles on its own, so a register
// tile the search found for one block reaches the others only by chance
// (session 42: C3D's borders ran at about 70% of the peak next to an
// interior near it). This mutator picks two blocks and gives the target the
// source's decision on every loop where both have a sample_perfect_tile
// instruction of the same loop index, part count and extent. Products stay
// the target's extents, so the trace stays valid; a copy that would break
// the target's innermost bound is left out.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"

#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace msched;

namespace {

int64_t extentOf(ArrayRef<int64_t> decision) {
  int64_t product = 1;
  for (int64_t f : decision)
    product *= f;
  return product;
}

/// Whether `source`'s decision could replace `target`'s: the same loop of
/// its block, split into as many parts, over the same extent; different
/// today, and within the target's innermost bound.
bool canCopy(SamplePerfectTileOp source, SamplePerfectTileOp target) {
  ArrayRef<int64_t> from = *source.getDecision();
  ArrayRef<int64_t> to = *target.getDecision();
  if (source.getLoop() != target.getLoop() || from.size() != to.size() ||
      extentOf(from) != extentOf(to) || from == to)
    return false;
  int64_t bound = target.getMaxInnermostFactor().value_or(0);
  return bound <= 0 || from.back() <= bound;
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
    using Copy = std::pair<SamplePerfectTileOp, SamplePerfectTileOp>;
    SmallVector<SmallVector<Copy>> moves; // one per (source, target) pair
    for (auto &[sourceHandle, sources] : blocks)
      for (auto &[targetHandle, targets] : blocks) {
        if (sourceHandle == targetHandle)
          continue;
        SmallVector<Copy> copies;
        for (SamplePerfectTileOp target : targets)
          for (SamplePerfectTileOp source : sources)
            if (canCopy(source, target)) {
              copies.push_back({source, target});
              break;
            }
        if (!copies.empty())
          moves.push_back(std::move(copies));
      }
    if (moves.empty())
      return std::nullopt;
    const SmallVector<Copy> &move = moves[uniformIndex(engine, moves.size())];
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
