//===- Context.cpp - The MLIR context msched works in ---------------------===//

#include "msched/Context.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include <mutex>

using namespace mlir;

void msched::registerAllUpstream(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
}

void msched::registerAllUpstreamPasses() {
  static std::once_flag once;
  std::call_once(once, [] { registerAllPasses(); });
}

std::unique_ptr<MLIRContext> msched::makeContext() {
  DialectRegistry registry;
  registerAllUpstream(registry);
  auto ctx =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  // Diagnostics name the op and its location; dumping the whole op in
  // generic form buries the message.
  ctx->printOpOnDiagnostic(false);
  return ctx;
}
