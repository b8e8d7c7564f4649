//===- MutateComputeLocation.cpp - Move a block to another loop -----------===//
//
// apache/tvm src/meta_schedule/mutator/mutate_compute_location.cc picks a
// sample_compute_location decision and replaces it with another legal
// location. TVM replays the trace prefix to enumerate the legal locations;
// msched proposes another of inline (-2), root (-1) and the first
// kMaxProposedLoop loops, and leaves legality to the replay that validates
// every mutated trace (an illegal proposal is a rejected sample). A decision
// that transform.msched.compute_at acts on may become any of them (compute_at
// follows the decision: -2 inlines when legal, -1 leaves the producer, i
// computes it in loop i). A decision of an older trace that a fusion into
// the loop follows (transform.structured.fuse_into_containing_op) only moves
// between loops, and is not mutated when it is root or inline: the
// instructions after it only fit that choice.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"

using namespace mlir;
using namespace msched;

namespace {

/// Loops deeper than this are rarely legal or useful compute locations for a
/// producer (multi-level tiling nests have at most 6 levels).
constexpr int64_t kMaxProposedLoop = 6;

class MutateComputeLocation : public Mutator {
public:
  StringRef getName() const override { return "mutate-compute-location"; }

  std::optional<Trace> apply(const Trace &trace,
                             RandomEngine &engine) const override {
    SmallVector<SampleComputeLocationOp> locations =
        getDecidedInstructions<SampleComputeLocationOp>(trace);
    llvm::erase_if(locations, [](SampleComputeLocationOp op) {
      return !feedsComputeAt(op) && static_cast<int64_t>(*op.getDecision()) < 0;
    });
    if (locations.empty())
      return std::nullopt;
    SampleComputeLocationOp op =
        locations[uniformIndex(engine, locations.size())];
    int64_t current = static_cast<int64_t>(*op.getDecision());
    // Candidates lowest .. kMaxProposedLoop-1 except the current one.
    int64_t lowest = feedsComputeAt(op) ? -2 : 0;
    int64_t pick = lowest + static_cast<int64_t>(uniformIndex(
                                engine, kMaxProposedLoop - lowest - 1));
    if (pick >= current)
      ++pick;
    return withNewDecision(trace, op, {pick});
  }

private:
  /// Whether transform.msched.compute_at acts on the decision of `op`.
  static bool feedsComputeAt(SampleComputeLocationOp op) {
    return llvm::any_of(op->getUsers(),
                        [](Operation *user) { return isa<ComputeAtOp>(user); });
  }
};

} // namespace

std::unique_ptr<Mutator> msched::createMutateComputeLocation() {
  return std::make_unique<MutateComputeLocation>();
}
