//===- MutateCategorical.cpp - Unroll, parallel and kernel knobs ----------===//
//
// apache/tvm src/meta_schedule/mutator/mutate_unroll.cc and
// mutate_parallel.cc: pick a sampled knob (an unroll factor, a parallel
// extent) and choose another of its candidates uniformly. In msched the knob
// is a sample_categorical instruction; what it controls is read from the
// instructions that use its param: transform.msched.unroll (unroll) or
// transform.structured.tile_using_forall (parallel).
//
// mutate-kernel (msched; TVM's tensorized kernels come from fixed
// intrinsics) does the same for the rows R or lanes L of a
// transform.msched.data_tile's register kernel, and also drops the
// decisions of the sample_perfect_tile instructions after the knob: they
// tile loops counted in kernels (M / R, N / L), so the old factors would not
// fit, and the replay draws them afresh from their priors (with the seed
// the search passes). Without it a candidate keeps the kernel of the sample
// it descends from, and a kernel that the prior makes rare is hardly tried:
// in a 256-trial run of GMM 1024 on Zen 5 (AMD EPYC, session 52), 2 of 213
// data-tiled candidates had 8 x 32 kernels, the one row count that divides
// 1024.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"

using namespace mlir;
using namespace msched;

namespace {

class MutateCategorical : public Mutator {
public:
  MutateCategorical(StringRef name, StringRef userOpName,
                    bool redrawLaterTiles = false)
      : name(name), userOpName(userOpName), redrawLaterTiles(redrawLaterTiles) {
  }

  StringRef getName() const override { return name; }

  std::optional<Trace> apply(const Trace &trace,
                             RandomEngine &engine) const override {
    SmallVector<SampleCategoricalOp> knobs =
        getDecidedInstructions<SampleCategoricalOp>(trace);
    llvm::erase_if(knobs, [&](SampleCategoricalOp op) {
      bool controlsKind = llvm::any_of(op->getUsers(), [&](Operation *user) {
        return user->getName().getStringRef() == userOpName;
      });
      return !controlsKind || op.getCandidates().size() < 2;
    });
    if (knobs.empty())
      return std::nullopt;
    SampleCategoricalOp op = knobs[uniformIndex(engine, knobs.size())];
    int64_t current = static_cast<int64_t>(*op.getDecision());
    int64_t count = op.getCandidates().size();
    int64_t pick = uniformIndex(engine, count - 1);
    if (pick >= current)
      ++pick;
    std::optional<Trace> mutated = withNewDecision(trace, op, {pick});
    if (!mutated || !redrawLaterTiles)
      return mutated;
    SmallVector<Operation *> instructions = trace.getInstructions();
    for (size_t i = getInstructionIndex(trace, op) + 1; i < instructions.size();
         ++i) {
      if (!isa<SamplePerfectTileOp>(instructions[i]) ||
          !getDecision(instructions[i]))
        continue;
      FailureOr<Trace> redrawn = mutated->withDecision(i, Attribute());
      if (failed(redrawn))
        return std::nullopt;
      mutated.emplace(std::move(*redrawn));
    }
    return mutated;
  }

private:
  std::string name;
  std::string userOpName;
  bool redrawLaterTiles;
};

} // namespace

std::unique_ptr<Mutator> msched::createMutateUnroll() {
  return std::make_unique<MutateCategorical>("mutate-unroll",
                                             "transform.msched.unroll");
}

std::unique_ptr<Mutator> msched::createMutateParallel() {
  return std::make_unique<MutateCategorical>(
      "mutate-parallel", "transform.structured.tile_using_forall");
}

std::unique_ptr<Mutator> msched::createMutateKernel() {
  return std::make_unique<MutateCategorical>(
      "mutate-kernel", "transform.msched.data_tile", /*redrawLaterTiles=*/true);
}
