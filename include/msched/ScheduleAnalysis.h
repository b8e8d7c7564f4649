//===- ScheduleAnalysis.h - Payload analysis for modules ---*- C++ -*-===//
//
// What a transformation module asks about the payload between two steps of a
// msched::Schedule: the iteration domain of a structured op (static loop
// ranges, parallel and reduction dimensions), the static trip counts of a
// loop, and the producers and consumers of an op. Pure queries: nothing here
// modifies the IR.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SCHEDULEANALYSIS_H
#define MSCHED_SCHEDULEANALYSIS_H

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace msched {

/// The loops of a structured op (linalg op or TilingInterface op).
struct IterationDomain {
  /// Static extent of each loop; mlir::ShapedType::kDynamic when not static.
  llvm::SmallVector<int64_t> extents;
  llvm::SmallVector<mlir::utils::IteratorType> iteratorTypes;

  size_t getNumLoops() const { return extents.size(); }
  /// Indices of the parallel / reduction loops, in order.
  llvm::SmallVector<unsigned> getParallelDims() const;
  llvm::SmallVector<unsigned> getReductionDims() const;
  /// Whether every extent is static.
  bool isStatic() const;
};

/// The iteration domain of `op`: a linalg op's static loop ranges, or, for
/// another TilingInterface op, its iteration domain (a loop whose offset is
/// not 0, stride not 1 or size not constant is reported dynamic). Emits an
/// error at `op` and fails for any other op.
mlir::FailureOr<IterationDomain> getIterationDomain(mlir::Operation *op);

/// The static trip count of each induction variable of a loop
/// (LoopLikeInterface: scf.for has one, scf.forall one per dimension);
/// std::nullopt for one whose bounds or step are not constant. Emits an error
/// at `op` and fails when `op` is not a loop.
mlir::FailureOr<llvm::SmallVector<std::optional<int64_t>>>
getStaticTripCounts(mlir::Operation *op);

/// The ops defining `op`'s operands, each once, in operand order (block
/// arguments have none).
llvm::SmallVector<mlir::Operation *> getProducers(mlir::Operation *op);

/// The ops using `op`'s results, each once, in IR order (pre-order walk of
/// the nearest isolated-from-above ancestor), so the answer does not depend
/// on use-list order.
llvm::SmallVector<mlir::Operation *> getConsumers(mlir::Operation *op);

} // namespace msched

#endif // MSCHED_SCHEDULEANALYSIS_H
