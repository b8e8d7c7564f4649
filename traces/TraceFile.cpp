//===- TraceFile.cpp - Reading and writing trace files --------------------===//

#include "msched/Traces/TraceFile.h"

#include "msched/Traces/TraceJson.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace msched;

bool msched::isJsonTracePath(StringRef path) { return path.ends_with(".json"); }

FailureOr<Trace> msched::readTraceFile(StringRef path, MLIRContext *ctx) {
  std::string message;
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(path, &message);
  if (!buffer)
    return emitError(UnknownLoc::get(ctx))
               << "cannot read '" << path << "': " << message,
           failure();
  if (isJsonTracePath(path))
    return parseTraceJson(buffer->getBuffer(), ctx, path);
  loadTraceExtensions(*ctx);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  ParserConfig config(ctx);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, config);
  if (!module)
    return failure();
  return Trace::fromModule(std::move(module));
}

LogicalResult msched::writeTraceFile(const Trace &trace, StringRef path) {
  std::string text;
  if (isJsonTracePath(path)) {
    FailureOr<nlohmann::json> json = traceToJson(trace);
    if (failed(json))
      return failure();
    text = json->dump(2);
  } else {
    text = trace.str();
  }
  std::string message;
  std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(path, &message);
  if (!out)
    return emitError(UnknownLoc::get(trace.getContext()))
               << "cannot write '" << path << "': " << message,
           failure();
  out->os() << text << "\n";
  out->keep();
  return success();
}
