//===- WorksharingBalance.h - Static loop shares that even out --*- C++ -*-===//
//
// The pass `msched-balance-worksharing-loops`: every statically scheduled
// omp.wsloop directly in an omp.parallel region becomes a loop over the
// calling thread's own share of the (collapsed) iterations, computed by
// msched instead of libomp, so that the threads that get one iteration
// more than the others take turns from one loop to the next.
//
// Why: with schedule(static), libomp gives a loop's leftover iterations
// (trip count mod threads) to the lowest thread ids, every time. After
// msched-elide-barriers a region runs many loops without a barrier between
// them (GRP at 2 threads: per group a weight packing, a pad and a
// convolution loop), so one thread does the extra iteration of every loop
// and the others wait at the next barrier for all of them together: with 4
// groups of 7 tiles, 16 tiles against 12.
//
// The shares: thread t of T gets n / T iterations, in thread order
// (contiguous, thread 0 first, as libomp's), and one more if it is among
// the n mod T threads from `offset` on (mod T); `offset` is where the last
// loop's extras ended, since the last barrier (0 after one). The same on
// every thread, computed from the trip counts, so no thread waits for
// another. A loop without leftovers is shared out as libomp would: a
// thread keeps the part of a buffer it wrote in an earlier loop of the same
// shape (e.g. a packed panel) in its own caches. (Rotating the whole
// partition instead, so that thread `offset` gets the first share, moved
// that data to the other core: GRP at 2 threads on AMD EPYC znver5 ran up
// to 20% slower.)
// A loop with its barrier keeps it (an omp.barrier after the share).
//
// Left to libomp: loops with another schedule, a chunk size, reductions,
// private, linear or allocate clauses, an ordered or order clause, tiles,
// non-constant or non-positive steps, an inclusive bound or several body
// blocks, and loops nested in other code of the region.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_WORKSHARINGBALANCE_H
#define MSCHED_WORKSHARINGBALANCE_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-balance-worksharing-loops` (on a module: it declares
/// omp_get_thread_num and omp_get_num_threads there).
std::unique_ptr<mlir::Pass> createBalanceWorksharingLoopsPass();

} // namespace msched

#endif // MSCHED_WORKSHARINGBALANCE_H
