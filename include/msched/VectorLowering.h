//===- VectorLowering.h - Finishing steps for vectorized code ---*- C++ -*-===//
//
// The deterministic vector lowering the builder runs after bufferization, the
// same pattern sets, in the same order, as the verified hand schedule of
// shared/reference/mlir22-example/matmul-schedule.mlir: contractions to outer
// products (FMAs on broadcasts), transfer permutation maps to broadcasts and
// transposes, multi-reductions to inner-parallel arithmetic, n-D transfers
// unrolled to 1-D loads and stores, shape casts and transposes to shuffles.
// Each set runs in its own greedy rewrite (one combined set with
// canonicalization ran out of memory, mlir22.md).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_VECTORLOWERING_H
#define MSCHED_VECTORLOWERING_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace msched {

/// The pass `msched-lower-vectors` (on builtin.module).
std::unique_ptr<mlir::Pass> createLowerVectorsPass();

/// Registers msched's passes (msched-lower-vectors,
/// msched-merge-parallel-regions) and the builder's
/// pipeline (msched-lower-to-llvm{threads=N}, Lowering.h's pass list) for
/// textual pipelines and msched-opt. Idempotent.
void registerMSchedPasses();

} // namespace msched

#endif // MSCHED_VECTORLOWERING_H
