//===- TraceMlirFuzzer.cpp - Fuzz trace MLIR parsing and replay -----------===//
//
// Bytes -> Trace::parse (the trace's MLIR form, traces/Trace.cpp) -> replay
// on a small fixed matmul (traces/TraceReplay.cpp), diagnostics dropped.
// Whatever the bytes, the result is a replayed payload or a failure.
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"

#include "msched/Traces/Trace.h"
#include "msched/Traces/TraceReplay.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <cstdlib>

using namespace msched;

static const char *kWorkload = R"mlir(
func.func @mm(%A: tensor<16x32xf32>, %B: tensor<32x16xf32>) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = linalg.matmul ins(%A, %B : tensor<16x32xf32>, tensor<32x16xf32>)
                     outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
)mlir";

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::MLIRContext &ctx = fuzz::context();
  static mlir::OwningOpRef<mlir::ModuleOp> workload =
      mlir::parseSourceString<mlir::ModuleOp>(kWorkload, &ctx);
  if (!workload)
    std::abort();
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  mlir::FailureOr<Trace> trace = Trace::parse(text, &ctx, "fuzz.mlir");
  if (mlir::failed(trace))
    return 0;
  ReplayOptions options;
  options.funcName = "mm";
  (void)replayTrace(*workload, *trace, options);
  return 0;
}
