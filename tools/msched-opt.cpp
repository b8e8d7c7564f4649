//===- msched-opt.cpp - mlir-opt with the msched extension ----------------===//
//
// An mlir-opt style driver: every upstream dialect, extension and pass, plus
// the msched Transform-dialect extension (transform.msched.*). E.g.
//
//   msched-opt payload.mlir --transform-interpreter
//
// runs the `__transform_main` named sequence of the module on the module;
// sampling ops without a decision draw from an engine seeded by the
// `msched.seed` attribute of their enclosing sequence and record their
// decisions, which the printed output shows.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Search/Database/ApplyHistoryBest.h"
#include "msched/Traces/Trace.h"
#include "msched/VectorLowering.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
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
