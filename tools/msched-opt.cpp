//===- msched-opt.cpp - mlir-opt with the msched extension ----------------===//
//
// An mlir-opt style driver: every upstream dialect, extension and pass, plus
// the msched Transform-dialect extension (transform.msched.*). E.g.
//
//   msched-opt payload.mlir --transform-interpreter
//
// --load-module-plugin=PATH loads a module plugin's transform ops
// (Modules/ModulePlugin.h), so that traces using them run here too.
//
// runs the `__transform_main` named sequence of the module on the module;
// sampling ops without a decision draw from an engine seeded by the
// `msched.seed` attribute of their enclosing sequence and record their
// decisions, which the printed output shows.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/ModulePlugin.h"
#include "msched/Search/Database/ApplyHistoryBest.h"
#include "msched/Traces/Trace.h"
#include "msched/VectorLowering.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  // Plugins first: their transform-op extensions go into the registry that
  // MlirOptMain is given (it parses the command line itself, and accepts
  // --load-module-plugin as an option of the modules library).
  for (const std::string &path : msched::findModulePluginArgs(argc, argv))
    if (llvm::Error e = msched::loadModulePlugin(path)) {
      llvm::errs() << "msched-opt: " << llvm::toString(std::move(e)) << "\n";
      return 1;
    }
  mlir::registerAllPasses();
  msched::registerMSchedPasses();
  msched::registerApplyDatabasePass();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  msched::registerTransformExtension(registry);
  msched::registerTraceExtensions(registry);
  msched::registerModuleExtensions(registry);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "msched optimizer driver (mlir-opt + msched)\n", registry));
}
