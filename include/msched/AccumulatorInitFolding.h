//===- AccumulatorInitFolding.h - Accumulators start from the fill value -===//
//
// The pass `msched-fold-accumulator-inits`: a register accumulator that a
// vectorized tile reads from its output slice (the read that multi-level
// tiling's write cache hoists out of the reduction loops) starts from the
// fill's value when that slice still holds it, and the fill that only
// those reads read goes.
//
// Why: multi-level tiling fuses the output's linalg.fill into the parallel
// loop (TVM's decompose_reduction), so each task zeroes its tile and the
// register kernel then loads the zeros back: a pass of stores (memset) and
// one of loads over the whole output. TVM's init block sits right above
// the first reduction loop, where its zeros are the accumulators' first
// values; this is the same, found after the schedule (A/B on AMD EPYC
// znver4: bench/results/fold-accumulator-ab-s34).
//
// On tensors, before bufferization. A `vector.transfer_read` (no mask, all
// lanes in bounds, the source's element type) becomes a
// `vector.broadcast` of the fill's scalar when its source holds the fill's
// value everywhere: the result of a `linalg.fill`, a `tensor.extract_slice`
// of such a value, or an `extract_slice` of an scf.for iteration argument
// at the slice the iteration owns (the loop's yield inserts into the
// argument at the same offsets, and one dimension's offset is the
// induction variable with a static size no larger than the constant step,
// or the loop runs once: no earlier iteration wrote there) whose loop init
// holds the value. The loops that hand such a loop the tensor whole (their
// iteration argument's only use is its init, and they yield its result:
// tile_using_for's loops outside the one that extracts the tile) count as
// one nest: each of them must own the slice or run once (a convolution's
// reduction tiles that span the filter whole run once).
//
// A linalg.fill whose one use is such a loop's init is then replaced by its
// own init when the loop overwrites every element before any is read: the
// loop, or each loop of the nest that hands the tensor down whole, runs
// once or from 0 to one dimension's extent with the step as the slice's
// size in that dimension (the only one whose offset is its induction
// variable), the slice spans the other dimensions whole, the inserted
// tensor is only yielded, and what it inserts overwrites the whole slice it
// extracted (a transfer_write of the slice's shape into it, or into the
// result of loops that only carry it on, a fill of it, or such a loop over
// it), with no other reader of the slice.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_ACCUMULATORINITFOLDING_H
#define MSCHED_ACCUMULATORINITFOLDING_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-fold-accumulator-inits` (on any op).
std::unique_ptr<mlir::Pass> createFoldAccumulatorInitsPass();

} // namespace msched

#endif // MSCHED_ACCUMULATORINITFOLDING_H
