//===- ParallelRegionMerging.h - One OpenMP region for many loops -*- C++
//-*-===//
//
// The pass `msched-merge-parallel-regions`: consecutive omp.parallel ops of
// a block (each scf.forall of a schedule becomes one after
// convert-scf-to-openmp) are merged into one parallel region, so that a
// task with several parallel loops forks and joins its threads once instead
// of once per loop (a fork/join costs microseconds, as much as a whole small
// loop; the merging of LLVM's OpenMPOpt, -openmp-opt-enable-merging, does not
// apply to the regions MLIR emits). Between the merged loops:
//  - the worksharing loop's implicit barrier (omp.wsloop without nowait)
//    keeps the order of the loops; an omp.barrier is added where the region
//    so far does not end with one;
//  - ops without memory effects and buffer allocations (memref.alloc,
//    memref.alloca) that do not depend on the code between are hoisted
//    before the merged region, executed once as before;
//  - the remaining code (sequential loops, copies, deallocations) runs in
//    an omp.single (one thread, the others wait at its implicit barrier).
// Regions are not merged when one has clauses other than num_threads (if,
// private, reduction, allocate, proc_bind), their thread counts differ or
// are not constants, the code between contains a parallel region, or a
// value that code defines is used after it.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_PARALLELREGIONMERGING_H
#define MSCHED_PARALLELREGIONMERGING_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-merge-parallel-regions` (on any op; merges in every
/// block under it).
std::unique_ptr<mlir::Pass> createMergeParallelRegionsPass();

} // namespace msched

#endif // MSCHED_PARALLELREGIONMERGING_H
