//===- BarrierElision.h - Barriers only where loops depend -------*- C++
//-*-===//
//
// The pass `msched-elide-barriers`: in an omp.parallel region (after
// msched-merge-parallel-regions, one region holds many worksharing loops),
// the implicit barrier at the end of an omp.wsloop or omp.single, and an
// explicit omp.barrier, is removed (`nowait`, or the barrier erased) where
// nothing after it, up to the next barrier that stays, touches memory that
// something before it, back to the last barrier that stays, writes or that
// it reads and the later code writes. A thread that finishes its share of a
// loop then starts the next independent loop (or a single, such as a
// border's pad) instead of waiting, so the load imbalance of one loop is
// absorbed by the next and a region pays one barrier per dependence instead
// of one per loop (a barrier costs about 0.4 us at 2 threads with libomp,
// measured on AMD Zen 4, more with the imbalance it exposes).
//
// Before that, each run of consecutive loops and singles is reordered by
// dependence level (0: conflicts with nothing before it; else one more than
// the highest level it conflicts with; the original order within a level):
// constructs of one level are independent, so barriers are needed between
// levels only. GRP's region (per group: weight packing, interior, two
// borders with their pads in singles) went from 25 barriers to 13 by
// elision alone, and to 1 with the reordering (packing and pads first).
//
// Dependence test, on the memrefs of the memory effects of the ops (read,
// write, free) before lowering to LLVM:
//  - an access is resolved through views (memref.subview, expand_shape,
//    collapse_shape, cast, reinterpret_cast) to its base: a memref.alloc or
//    memref.alloca result, or an argument of the function; bases defined
//    inside the construct are private to one thread and ignored. Distinct
//    bases are assumed not to alias (msched's runner passes each argument
//    its own buffer); any other base may alias anything;
//  - its footprint is the address set of the first memref type on the view
//    chain with a static shape and static strides and offset (a subview
//    with loop-dependent offsets inside a loop is bounded by the static
//    view it is taken from), else the whole base;
//  - two footprints of one base are disjoint when their address intervals
//    are, or when both are boxes in one mixed-radix coordinate system of
//    their strides in which no two points share an address and the boxes
//    do not intersect (e.g. a convolution's interior and its border rows
//    and columns in one output buffer);
//  - an op with unknown effects (a call, a nested parallel construct)
//    conflicts with everything.
// Worksharing loops with reductions and singles with copyprivate keep their
// barrier.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_BARRIERELISION_H
#define MSCHED_BARRIERELISION_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-elide-barriers` (on any op; rewrites every omp.parallel
/// under it).
std::unique_ptr<mlir::Pass> createElideBarriersPass();

} // namespace msched

#endif // MSCHED_BARRIERELISION_H
