//===- MutateKernel.cpp - The data-tiled register kernel ------------------===//
//
// msched (no TVM counterpart: TVM's tensorized kernels come from fixed
// intrinsics): picks a sample_categorical instruction whose param sets the
// register kernel of a transform.msched.data_tile (its rows R or lanes L),
// chooses another candidate uniformly, as mutate-unroll does, and drops the
// decisions of the sample_perfect_tile instructions after it: they tile
// loops counted in kernels (M / R, N / L), so the old factors would not fit,
// and the replay draws them afresh from their priors (with the seed the
// search passes). Without it a candidate keeps the kernel of the sample it
// descends from, and a kernel that the prior makes rare is hardly tried:
// in a 256-trial run of GMM 1024 on Zen 5 (session 52), 2 of 213 data-tiled
// candidates had 8 x 32 kernels, the one row count that divides 1024.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"

using namespace mlir;
using namespace msched;

namespace {

class MutateKernel : public Mutator {
public:
  StringRef getName() const override { return "mutate-kernel"; }

  std::optional<Trace> apply(const Trace &trace,
                             RandomEngine &engine) const override {
    SmallVector<SampleCategoricalOp> knobs =
        getDecidedInstructions<SampleCategoricalOp>(trace);
    llvm::erase_if(knobs, [](SampleCategoricalOp op) {
      return op.getCandidates().size() < 2 ||
             !llvm::any_of(op->getUsers(), llvm::IsaPred<DataTileOp>);
    });
    if (knobs.empty())
      return std::nullopt;
    SampleCategoricalOp op = knobs[uniformIndex(engine, knobs.size())];
    int64_t current = static_cast<int64_t>(*op.getDecision());
    int64_t pick = uniformIndex(engine, op.getCandidates().size() - 1);
    if (pick >= current)
      ++pick;
    std::optional<Trace> mutated = withNewDecision(trace, op, {pick});
    if (!mutated)
      return std::nullopt;
    SmallVector<size_t> later;
    SmallVector<Operation *> instructions = trace.getInstructions();
    for (size_t i = getInstructionIndex(trace, op) + 1; i < instructions.size();
         ++i)
      if (isa<SamplePerfectTileOp>(instructions[i]) &&
          getDecision(instructions[i]))
        later.push_back(i);
    for (size_t i : later) {
      FailureOr<Trace> redrawn = mutated->withDecision(i, Attribute());
      if (failed(redrawn))
        return std::nullopt;
      mutated.emplace(std::move(*redrawn));
    }
    return mutated;
  }
};

} // namespace

std::unique_ptr<Mutator> msched::createMutateKernel() {
  return std::make_unique<MutateKernel>();
}
