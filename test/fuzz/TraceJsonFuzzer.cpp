//===- TraceJsonFuzzer.cpp - Fuzz the trace JSON reader -------------------===//
//
// Bytes -> parseTraceJson (traces/TraceJson.cpp). Any input must come back
// as a trace or a failure with a diagnostic; a trace read back must convert
// to JSON again (the writer accepts what the reader built).
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"

#include "msched/Traces/TraceJson.h"

#include "llvm/ADT/StringRef.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  mlir::FailureOr<msched::Trace> trace =
      msched::parseTraceJson(text, &msched::fuzz::context(), "fuzz.json");
  if (mlir::succeeded(trace) && mlir::failed(msched::traceToJson(*trace)))
    std::abort(); // a trace the reader accepts must be writable
  return 0;
}
