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

#include <string>

namespace msched {

/// Whether `path` names a JSON trace (ends in ".json").
bool isJsonTracePath(llvm::StringRef path);

/// Reads the trace in `path` ("-": stdin, MLIR form). Errors go to the
/// context's diagnostic handler: an unreadable file ("cannot read 'PATH':
/// REASON"), syntax errors located in the file, and the errors of
/// Trace::fromModule / traceFromJson. With `ioError` given, an unreadable
/// file is not emitted (it has no location in any file): its message is
/// stored there instead, for the caller to report as a tool error; `ioError`
/// stays empty for the other failures, which are emitted.
mlir::FailureOr<Trace> readTraceFile(llvm::StringRef path,
                                     mlir::MLIRContext *ctx,
                                     std::string *ioError = nullptr);

/// Writes `trace` to `path` ("-": stdout) in the form its extension selects,
/// ending with a newline. Fails on an I/O error, emitting "cannot write
/// 'PATH': REASON" (or, with `ioError` given, storing it there instead), and
/// fails as traceToJson for the JSON form (emitted; `ioError` stays empty).
mlir::LogicalResult writeTraceFile(const Trace &trace, llvm::StringRef path,
                                   std::string *ioError = nullptr);

} // namespace msched

#endif // MSCHED_TRACEFILE_H
