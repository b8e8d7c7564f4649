//===- Mutator.cpp - Choosing among mutators ------------------------------===//

#include "msched/Search/Mutator/Mutator.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace msched;

Mutator::~Mutator() = default;

size_t msched::getInstructionIndex(const Trace &trace, Operation *op) {
  SmallVector<Operation *> instructions = trace.getInstructions();
  return std::find(instructions.begin(), instructions.end(), op) -
         instructions.begin();
}

std::optional<Trace> msched::withNewDecision(const Trace &trace, Operation *op,
                                             ArrayRef<int64_t> values) {
  FailureOr<Attribute> decision = makeDecision(op, values);
  if (failed(decision))
    return std::nullopt;
  FailureOr<Trace> mutated =
      trace.withDecision(getInstructionIndex(trace, op), *decision);
  if (failed(mutated))
    return std::nullopt;
  return std::move(*mutated);
}

int64_t msched::uniformIndex(RandomEngine &engine, int64_t n) {
  // Rejection sampling keeps it exactly uniform (modulo bias otherwise).
  uint64_t range = static_cast<uint64_t>(n);
  uint64_t limit = RandomEngine::max() - RandomEngine::max() % range;
  uint64_t x;
  do
    x = engine();
  while (x >= limit);
  return static_cast<int64_t>(x % range);
}

std::vector<WeightedMutator> msched::createDefaultCpuMutators() {
  std::vector<WeightedMutator> mutators;
  mutators.push_back({createMutateTileSize(), 0.80});
  mutators.push_back({createMutateTileShare(), 0.05});
  mutators.push_back({createMutateKernel(), 0.05});
  mutators.push_back({createMutateComputeLocation(), 0.05});
  mutators.push_back({createMutateUnroll(), 0.03});
  mutators.push_back({createMutateParallel(), 0.02});
  return mutators;
}

std::optional<Trace> msched::mutate(const Trace &trace,
                                    ArrayRef<WeightedMutator> mutators,
                                    RandomEngine &engine) {
  if (mutators.empty())
    return std::nullopt;
  std::vector<double> probs;
  for (const WeightedMutator &m : mutators)
    probs.push_back(m.probability);
  llvm::Expected<int64_t> first = sampleCategorical(engine, probs);
  if (!first) {
    llvm::consumeError(first.takeError());
    return std::nullopt;
  }
  if (std::optional<Trace> mutated =
          mutators[*first].mutator->apply(trace, engine))
    return mutated;
  // The drawn mutator found nothing to change: fall back to the others,
  // most probable first.
  std::vector<size_t> order(mutators.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return mutators[a].probability > mutators[b].probability;
  });
  for (size_t i : order)
    if (i != static_cast<size_t>(*first))
      if (std::optional<Trace> mutated =
              mutators[i].mutator->apply(trace, engine))
        return mutated;
  return std::nullopt;
}
