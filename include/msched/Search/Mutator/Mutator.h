//===- Mutator.h - Proposing new decisions for a trace ----------*- C++ -*-===//
//
// MetaSchedule's mutators (apache/tvm src/meta_schedule/mutator/): each
// proposes a new decision for one sampling instruction of a trace, leaving
// every other instruction as it is. A mutated trace is not validated here:
// the search replays it, and a decision that does not fit the payload (e.g. a
// compute location that is no longer legal) is rejected by replay, never
// crashes (DESIGN.md, invariant 4).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MUTATOR_H
#define MSCHED_MUTATOR_H

#include "msched/Sampling.h"
#include "msched/Traces/Trace.h"

#include <memory>
#include <optional>
#include <vector>

namespace msched {

class Mutator {
public:
  virtual ~Mutator();
  /// "mutate-tile-size", "mutate-tile-share", "mutate-compute-location",
  /// "mutate-unroll", "mutate-parallel", "mutate-kernel".
  virtual llvm::StringRef getName() const = 0;
  /// A copy of `trace` with one decision changed, or nullopt when this
  /// mutator finds nothing to change in `trace` (no instruction of its kind,
  /// or no alternative decision).
  virtual std::optional<Trace> apply(const Trace &trace,
                                     RandomEngine &engine) const = 0;
};

/// TVM MutateTileSize: picks a sample_perfect_tile instruction, a part x with
/// a factor > 1, a divisor d > 1 of it and another part y, and moves d from x
/// to y (the product stays the extent); retries while the innermost part
/// would exceed max_innermost_factor.
std::unique_ptr<Mutator> createMutateTileSize();
/// msched (no TVM counterpart): draws a source block of the trace (a handle
/// that sample_perfect_tile instructions tile), with probability
/// proportional to the product of its tiled extents, and copies its
/// decisions onto every other block's instructions of the same loop index,
/// part count and extent, where the target's innermost bound allows; e.g. a
/// convolution interior's register tile onto all its peeled borders at once.
/// nullopt when no two blocks have such a pair with different decisions.
std::unique_ptr<Mutator> createMutateTileShare();
/// TVM MutateComputeLocation: picks a sample_compute_location instruction
/// whose decision is a loop and proposes another of the first few loops;
/// legality is checked by replay. Root and inline decisions stay.
std::unique_ptr<Mutator> createMutateComputeLocation();
/// TVM MutateUnroll: picks a sample_categorical instruction whose param is
/// an unroll factor (used by transform.msched.unroll) and chooses another
/// candidate uniformly.
std::unique_ptr<Mutator> createMutateUnroll();
/// TVM MutateParallel: picks a sample_categorical instruction whose param
/// sets a parallel extent (used by transform.structured.tile_using_forall)
/// and chooses another candidate uniformly.
std::unique_ptr<Mutator> createMutateParallel();
/// msched (no TVM counterpart): picks a sample_categorical instruction whose
/// param sets a transform.msched.data_tile's register kernel (rows or
/// lanes), chooses another candidate uniformly and drops the decisions of
/// every later sample_perfect_tile instruction (their extents count
/// kernels), which the replay then draws afresh. See MutateCategorical.cpp.
std::unique_ptr<Mutator> createMutateKernel();

/// A mutator with the probability of choosing it.
struct WeightedMutator {
  std::unique_ptr<Mutator> mutator;
  double probability = 0;
};

/// MetaSchedule's CPU mutators (tile size 0.9, compute location 0.05,
/// unroll 0.03, parallel 0.02) with msched's tile sharing and kernel
/// mutation taking 0.05 each of the tile size's share: tile size 0.80, tile
/// share 0.05, kernel 0.05. A trace with a single tiled block falls back
/// from tile sharing, one without a data-tiled kernel from the kernel, to
/// the tile size (mutate).
std::vector<WeightedMutator> createDefaultCpuMutators();

/// Mutates `trace` with a mutator drawn by probability; when the drawn
/// mutator does not apply, the others are tried in order of probability (so
/// a trace without e.g. compute locations is still mutated). nullopt when
/// none applies.
std::optional<Trace> mutate(const Trace &trace,
                            llvm::ArrayRef<WeightedMutator> mutators,
                            RandomEngine &engine);

/// The instructions of `trace` that are sampling instructions of op type
/// `OpTy` with a decision, in trace order.
template <typename OpTy>
llvm::SmallVector<OpTy> getDecidedInstructions(const Trace &trace) {
  llvm::SmallVector<OpTy> found;
  for (mlir::Operation *op : trace.getInstructions())
    if (auto typed = llvm::dyn_cast<OpTy>(op))
      if (getDecision(op))
        found.push_back(typed);
  return found;
}

/// Index of `op` among trace.getInstructions() (for Trace::withDecision).
size_t getInstructionIndex(const Trace &trace, mlir::Operation *op);

/// A copy of `trace` whose sampling instruction `op` has the decision
/// `values`; nullopt when the decision is malformed for `op`.
std::optional<Trace> withNewDecision(const Trace &trace, mlir::Operation *op,
                                     llvm::ArrayRef<int64_t> values);

/// Uniform integer in [0, n) (n > 0).
int64_t uniformIndex(RandomEngine &engine, int64_t n);

} // namespace msched

#endif // MSCHED_MUTATOR_H
