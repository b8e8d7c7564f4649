//===- TraceFile.h - Reading and writing trace files ------------*- C++ -*-===//
//
// Trace files in either form, chosen by extension: `.json` is the JSON form
// (TraceJson.h), anything else the MLIR form (Trace.h).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TRACEFILE_H
#define MSCHED_TRACEFILE_H

#include "msched/Traces/Trace.h"

#include "mlir/Support/LLVM.h"

namespace msched {

/// Whether `path` names a JSON trace (ends in ".json").
bool isJsonTracePath(llvm::StringRef path);

/// Reads the trace in `path` ("-": stdin, MLIR form). Errors go to the
/// context's diagnostic handler: an unreadable file ("cannot read 'PATH':
/// REASON"), syntax errors located in the file, and the errors of
/// Trace::fromModule / traceFromJson.
mlir::FailureOr<Trace> readTraceFile(llvm::StringRef path,
                                     mlir::MLIRContext *ctx);

/// Writes `trace` to `path` ("-": stdout) in the form its extension selects,
/// ending with a newline. Emits "cannot write 'PATH': REASON" and fails on an
/// I/O error, and fails as traceToJson for the JSON form.
mlir::LogicalResult writeTraceFile(const Trace &trace, llvm::StringRef path);

} // namespace msched

#endif // MSCHED_TRACEFILE_H
