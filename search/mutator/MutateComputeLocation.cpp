//===- MutateComputeLocation.cpp - Move a block to another loop -----------===//
//
// apache/tvm src/meta_schedule/mutator/mutate_compute_location.cc picks a
// sample_compute_location decision and replaces it with another legal
// location. TVM replays the trace prefix to enumerate the legal locations;
// msched moves a producer computed at loop i to another of the first
// kMaxProposedLoop loops, and leaves legality to the replay that validates
// every mutated trace (an illegal proposal is a rejected sample). Root (-1)
// and inline (-2) decisions are not mutated: the instructions that follow
// them in the trace (a fusion into the loop, or none) only fit that choice.
//
//===----------------------------------------------------------------------===//

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
      return static_cast<int64_t>(*op.getDecision()) < 0;
    });
    if (locations.empty())
      return std::nullopt;
    SampleComputeLocationOp op =
        locations[uniformIndex(engine, locations.size())];
    int64_t current = static_cast<int64_t>(*op.getDecision());
    // Candidates 0 .. kMaxProposedLoop-1 except the current one.
    int64_t pick = uniformIndex(engine, kMaxProposedLoop - 1);
    if (pick >= current)
      ++pick;
    return withNewDecision(trace, op, {pick});
  }
};

} // namespace

std::unique_ptr<Mutator> msched::createMutateComputeLocation() {
  return std::make_unique<MutateComputeLocation>();
}
