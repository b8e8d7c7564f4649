//===- MutateCategorical.cpp - Unroll and parallel knobs ------------------===//
//
// apache/tvm src/meta_schedule/mutator/mutate_unroll.cc and
// mutate_parallel.cc: pick a sampled knob (an unroll factor, a parallel
// extent) and choose another of its candidates uniformly. In msched the knob
// is a sample_categorical instruction; what it controls is read from the
// instructions that use its param: transform.msched.unroll (unroll) or
// transform.structured.tile_using_forall (parallel).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"

using namespace mlir;
using namespace msched;

namespace {

class MutateCategorical : public Mutator {
public:
  MutateCategorical(StringRef name, StringRef userOpName)
      : name(name), userOpName(userOpName) {}

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
    return withNewDecision(trace, op, {pick});
  }

private:
  std::string name;
  std::string userOpName;
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
