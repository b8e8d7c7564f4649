//===- FuzzTarget.h - What the fuzz targets share ---------------*- C++ -*-===//
//
// Each target in this folder defines LLVMFuzzerTestOneInput. With
// MSCHED_FUZZ (clang, -fsanitize=fuzzer) it becomes a libFuzzer binary
// (bench/fuzz.sh runs them); in every build it is also linked with
// ReplayMain.cpp into a program that feeds it the seed corpus and the
// regressions (crashes found earlier), which ctest runs.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TEST_FUZZ_FUZZTARGET_H
#define MSCHED_TEST_FUZZ_FUZZTARGET_H

#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace msched::fuzz {

/// One context for the whole run (creating one per input would dominate the
/// time), with msched's extensions, and every diagnostic dropped: bad input
/// is expected to be diagnosed, the target only looks for crashes.
inline mlir::MLIRContext &context() {
  static std::unique_ptr<mlir::MLIRContext> ctx = [] {
    std::unique_ptr<mlir::MLIRContext> c = makeContext();
    loadModuleExtensions(*c);
    c->getDiagEngine().registerHandler(
        [](mlir::Diagnostic &) { return mlir::success(); });
    return c;
  }();
  return *ctx;
}

} // namespace msched::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif // MSCHED_TEST_FUZZ_FUZZTARGET_H
