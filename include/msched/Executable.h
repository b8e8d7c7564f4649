//===- Executable.h - JIT-compiled tasks ------------------------*- C++ -*-===//
//
// Compiles a module lowered by lowerToLLVM with mlir::ExecutionEngine at O3
// for the host CPU (all its features, e.g. AVX-512) and calls its entry point.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_EXECUTABLE_H
#define MSCHED_EXECUTABLE_H

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"

#include <memory>
#include <string>
#include <vector>

namespace msched {

class Executable {
public:
  /// JIT-compiles `llvmModule` (LLVM dialect, with kEntryName). Loads the
  /// OpenMP runtime when `needsOpenMP`. Returns the LLVM error text on failure.
  static llvm::Expected<Executable> compile(mlir::ModuleOp llvmModule,
                                            bool needsOpenMP);

  /// Calls the entry point with one dense buffer per input then per output
  /// (see kEntryName).
  void call(const std::vector<void *> &buffers) const;

  /// Whether the module had a prepack entry point (kPrepackEntryName).
  bool hasPrepack() const { return prepackEntry != nullptr; }
  /// Calls the prepack entry point with one dense buffer per input of the
  /// task then per prepacked value; a no-op without one.
  void callPrepack(const std::vector<void *> &buffers) const;

private:
  std::unique_ptr<mlir::ExecutionEngine> engine;
  void (*entry)(void **) = nullptr;
  void (*prepackEntry)(void **) = nullptr;
};

/// LLVM code generation options msched sets unless the process's command
/// line already did (e.g. the worker's MSCHED_WORKER_LLVM_ARGS), applied by
/// the first compile:
/// - `-dag-maps-huge-region=100` (LLVM's default: 1000). Fully unrolled tiles
///   make basic blocks of a thousand and more memory operations, and LLVM's
///   instruction schedulers build their dependence graphs in time quadratic
///   in the memory operations they keep track of; this is LLVM's own bound
///   on that. On AMD EPYC znver3 (AVX2), in one bench/codegen_options.sh
///   run, a C3D candidate with four such blocks took 1.34 s of code
///   generation with it and 3.89 s without; in the tuned schedules of 11
///   of the 12 paper workloads and three GEMMs it moves a few instructions
///   at most (bench/results/codegen-bound-s49.md).
void applyCodeGenDefaults();

/// applyCodeGenDefaults's options as llc takes them ("-NAME=VALUE"), also
/// written as the first line of MSCHED_DUMP_OPTIMIZED's file
/// ("; msched codegen defaults: -NAME=VALUE ..."), so that llc can compile
/// the dumped IR as msched does (bench/codegen_options.sh).
std::vector<std::string> codeGenDefaultArguments();

/// Path of the OpenMP runtime JIT'd code links against (libomp5-14).
inline constexpr const char *kOpenMPRuntime =
    "/usr/lib/x86_64-linux-gnu/libomp.so.5";

/// MLIR's C runner utilities (memrefCopy for strided copies, ...).
inline constexpr const char *kCRunnerUtils =
    "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";

} // namespace msched

#endif // MSCHED_EXECUTABLE_H
