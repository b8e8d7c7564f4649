//===- TraceFile.cpp - Reading and writing trace files --------------------===//

#include "msched/Traces/TraceFile.h"

#include "msched/Traces/TraceJson.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace msched;

bool msched::isJsonTracePath(StringRef path) { return path.ends_with(".json"); }

/// Reports an I/O error: into `ioError` when given, else emitted.
static LogicalResult ioFailure(MLIRContext *ctx, std::string *ioError,
                               const Twine &message) {
  if (ioError)
    *ioError = message.str();
  else
    emitError(UnknownLoc::get(ctx)) << message;
  return failure();
}

FailureOr<Trace> msched::readTraceFile(StringRef path, MLIRContext *ctx,
                                       std::string *ioError) {
  if (ioError)
    ioError->clear();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return ioFailure(ctx, ioError,
                     "cannot read '" + path +
                         "': " + buffer.getError().message());
  if (isJsonTracePath(path))
    return parseTraceJson((*buffer)->getBuffer(), ctx, path);
  return Trace::parse((*buffer)->getBuffer(), ctx, path);
}

LogicalResult msched::writeTraceFile(const Trace &trace, StringRef path,
                                     std::string *ioError) {
  if (ioError)
    ioError->clear();
  std::string text;
  if (isJsonTracePath(path)) {
    FailureOr<nlohmann::json> json = traceToJson(trace);
    if (failed(json))
      return failure();
    text = json->dump(2);
  } else {
    text = trace.str();
  }
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return ioFailure(trace.getContext(), ioError,
                     "cannot write '" + path + "': " + ec.message());
  out.os() << text << "\n";
  out.os().flush();
  if (out.os().has_error()) {
    std::string reason = out.os().error().message();
    out.os().clear_error();
    return ioFailure(trace.getContext(), ioError,
                     "cannot write '" + path + "': " + reason);
  }
  out.keep();
  return success();
}
