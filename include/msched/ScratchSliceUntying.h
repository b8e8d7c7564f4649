//===- ScratchSliceUntying.h - Scratch tiles off the output -----*- C++ -*-===//
//
// The pass `msched-untie-scratch-slices`: inside an scf.forall whose shared
// output starts undefined (a tensor.empty, or a slice of one), a slice of
// the shared output that several ops write in place (as their init, or an
// scf.for's iteration argument) keeps only the writers whose values reach
// the forall's parallel_insert_slice; every other writer gets a
// tensor.empty of the slice's type instead.
//
// Why: transform.apply_cse merges a workload's identical tensor.empty ops
// (softmax's exponentials and its output are both N x M empties), so fusing
// the exponentials into the output's forall makes them a scratch tile
// written in place of the output's own slice, which the division then
// writes too while still reading them. Bufferization resolves the conflict
// by copying the output's slice (undefined data) into a new buffer each
// task: a memcpy of the whole output per call (SFM: 256 KB). An iteration
// of an scf.forall sees the shared output's init (writes land only at its
// terminator), so a slice of it holds nothing defined and an empty
// is the same value; bufferization then allocates the scratch tile without
// a copy. In alternating processes on AMD EPYC znver3 (AVX2), SFM's best
// 2-thread schedule of session 46 ran at a median call of 8.3 GFLOP/s
// untied and 7.6 before (fastest 13.1 and 12.4; 1 thread: 5.1 and 4.9;
// bench/results/untie-scratch-s51/ab.txt).
//
// On tensors, before bufferization and msched-results-in-destination (which
// replaces the empty by the caller's buffer). Slices whose type is not
// static are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SCRATCHSLICEUNTYING_H
#define MSCHED_SCRATCHSLICEUNTYING_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-untie-scratch-slices` (on any op).
std::unique_ptr<mlir::Pass> createUntieScratchSlicesPass();

} // namespace msched

#endif // MSCHED_SCRATCHSLICEUNTYING_H
