//===- Lowering.h - The CPU pipeline from linalg to LLVM --------*- C++ -*-===//
//
// Lowers a task (scheduled or not) from linalg on tensors to the LLVM dialect:
// an entry point taking every input and output as a bare pointer, inlining,
// empty-tensor elimination, one-shot bufferization, buffer deallocation,
// linalg-to-loops for what is left untransformed, vector lowering, OpenMP for
// parallel loops, and the conversions to LLVM (pipeline of
// shared/reference/mlir22.md).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_LOWERING_H
#define MSCHED_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace msched {

/// Name of the generated entry point. Its signature is
///   void __msched_entry(T *in0, ..., T *inN, T *out0, ..., T *outM)
/// with dense row-major buffers (bare-pointer calling convention): the inputs
/// of the task's function in argument order, then one buffer per result.
inline constexpr llvm::StringLiteral kEntryName = "__msched_entry";

struct LoweringOptions {
  /// Threads for parallel loops (scf.forall / scf.parallel). 1 lowers them to
  /// sequential loops; more lowers them to OpenMP with num_threads set.
  int threads = 1;
};

/// Adds the entry point for `funcName` to `module` and makes every other
/// function private, so only what the entry point reaches is compiled.
/// Fails (with a diagnostic) when `funcName` does not exist.
mlir::LogicalResult addEntryPoint(mlir::ModuleOp module,
                                  llvm::StringRef funcName);

/// Runs the whole pipeline on `module` (which must already have the entry
/// point). Diagnostics go to the context's handler.
mlir::LogicalResult lowerToLLVM(mlir::ModuleOp module,
                                const LoweringOptions &options);

/// The textual pass pipeline lowerToLLVM runs, for reproducing it with
/// mlir-opt.
std::string loweringPipeline(const LoweringOptions &options);

} // namespace msched

#endif // MSCHED_LOWERING_H
