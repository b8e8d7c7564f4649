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

#include <string>

namespace msched {

/// Name of the generated entry point. Its signature is
///   void __msched_entry(T *in0, ..., T *inN, T *out0, ..., T *outM)
/// with dense row-major buffers (bare-pointer calling convention): the inputs
/// of the task's function in argument order, then one buffer per result.
inline constexpr llvm::StringLiteral kEntryName = "__msched_entry";

/// Name of the entry point of a task's prepack function
/// (ConstantPrepacking.h), where it has one:
///   void __msched_prepack(T *in0, ..., T *inN, T *packed0, ..., T *packedK)
/// takes the task's original inputs and writes the K values that the task's
/// function takes as its last K arguments; the builder calls it once, before
/// the first call of kEntryName.
inline constexpr llvm::StringLiteral kPrepackEntryName = "__msched_prepack";

/// How far the pass list goes. The builder runs all of it; the feature
/// extractor (search/feature) stops at Loops, so that it reads the IR the
/// builder compiles, from the same list.
enum class LoweringStage {
  /// One-shot bufferized, memrefs; (msched-lower-vectors when asked).
  Bufferized,
  /// Also convert-linalg-to-loops: what no schedule transformed is loops.
  Loops,
  /// The LLVM dialect, with the entry point's callee inlined and buffers
  /// deallocated: what the JIT compiles.
  LLVM,
};

struct LoweringOptions {
  /// Threads for parallel loops (scf.forall / scf.parallel). 1 lowers them to
  /// sequential loops; more lowers them to OpenMP with num_threads set.
  int threads = 1;
  /// Run msched-lower-vectors (1-D transfers, FMAs, polynomial exp/log/...)
  /// after bufferization.
  bool lowerVectors = true;
  /// At more than one thread, share out worksharing loops with
  /// msched-balance-worksharing-loops (WorksharingBalance.h) instead of
  /// libomp's static schedule. Off only to test what the passes before it
  /// make (the omp.wsloops themselves).
  bool balanceWorksharingLoops = true;
  LoweringStage until = LoweringStage::LLVM;
};

/// The comma-separated pass list for `options`, without the builtin.module
/// anchor: the one list both the builder and the feature extractor run.
std::string loweringPassList(const LoweringOptions &options);

/// Parses loweringPassList(options) and runs it on `module`, registering
/// msched's and upstream passes first. Diagnostics go to the context's
/// handler; an unparsable list is reported as an internal error on `module`.
mlir::LogicalResult runLoweringPasses(mlir::ModuleOp module,
                                      const LoweringOptions &options);

/// Adds the entry point for `funcName` to `module` (and kPrepackEntryName
/// for `prepack`, `funcName`'s prepack function, when given) and makes
/// every other function private, so only what the entry points reach is
/// compiled. Fails (with a diagnostic) when `funcName` does not exist.
mlir::LogicalResult addEntryPoint(mlir::ModuleOp module,
                                  llvm::StringRef funcName,
                                  mlir::Operation *prepack = nullptr);

/// Runs the whole pipeline on `module` (which must already have the entry
/// point): runLoweringPasses with `options.until` = LLVM. Diagnostics go to
/// the context's handler.
mlir::LogicalResult lowerToLLVM(mlir::ModuleOp module,
                                const LoweringOptions &options);

/// The textual pass pipeline lowerToLLVM runs, for reproducing it with
/// mlir-opt.
std::string loweringPipeline(const LoweringOptions &options);

} // namespace msched

#endif // MSCHED_LOWERING_H
