//===- TraceReplay.cpp - Applying a trace to a workload -------------------===//

#include "msched/Traces/TraceReplay.h"

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Sampling.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace msched;

static SmallVector<func::FuncOp> functionsOf(ModuleOp module) {
  return llvm::to_vector(module.getOps<func::FuncOp>());
}

FailureOr<OwningOpRef<ModuleOp>> msched::extractTask(ModuleOp workload,
                                                     StringRef funcName) {
  if (!SymbolTable::lookupSymbolIn(workload, funcName) ||
      !isa<func::FuncOp>(SymbolTable::lookupSymbolIn(workload, funcName)))
    return emitError(moduleStartLoc(workload))
               << "no function @" << funcName << " in the workload",
           failure();
  OwningOpRef<ModuleOp> task(workload.clone());
  // The function and the ones it calls (a model's extracted tasks).
  llvm::StringSet<> keep;
  SmallVector<StringRef> worklist = {funcName};
  while (!worklist.empty()) {
    StringRef name = worklist.pop_back_val();
    if (!keep.insert(name).second)
      continue;
    if (auto f = task->lookupSymbol<func::FuncOp>(name))
      f.walk([&](func::CallOp call) { worklist.push_back(call.getCallee()); });
  }
  for (func::FuncOp f : functionsOf(*task))
    if (!keep.contains(f.getSymName()))
      f.erase();
  return task;
}

FailureOr<std::string> msched::resolveTaskName(ModuleOp workload,
                                               const Trace &trace,
                                               StringRef requested) {
  auto hasFunc = [&](StringRef name) {
    return isa_and_nonnull<func::FuncOp>(
        SymbolTable::lookupSymbolIn(workload, name));
  };
  if (!requested.empty()) {
    if (!hasFunc(requested))
      return emitError(moduleStartLoc(workload))
                 << "no function @" << requested << " in the workload",
             failure();
    return requested.str();
  }
  StringRef recorded = trace.getFuncName();
  if (!recorded.empty() && hasFunc(recorded))
    return recorded.str();
  SmallVector<func::FuncOp> funcs = functionsOf(workload);
  if (funcs.size() == 1)
    return funcs.front().getSymName().str();
  InFlightDiagnostic diag = emitError(moduleStartLoc(workload));
  diag << "cannot choose the function to replay on: the workload has "
       << funcs.size() << " functions";
  if (!recorded.empty())
    diag << " and none is @" << recorded << " (the trace's)";
  diag << "; name one";
  return failure();
}

LogicalResult msched::applyTrace(Operation *payload, Trace &trace,
                                 const ReplayOptions &options) {
  RandomEngine engine(options.seed);
  transform::TransformOptions transformOptions;
  transformOptions.enableExpensiveChecks(options.expensiveChecks);
  // As transform::applyTransformNamedSequence, with the engine installed.
  return transform::applyTransforms(
      payload, cast<transform::TransformOpInterface>(*trace.getEntry()), {},
      transformOptions, /*enforceToplevelTransformOp=*/false,
      [&](transform::TransformState &state) {
        installRandomEngine(state, engine);
      });
}

FailureOr<OwningOpRef<ModuleOp>>
msched::replayTrace(ModuleOp workload, const Trace &trace,
                    const ReplayOptions &options, Trace *replayed) {
  if (options.loadExtensions)
    loadTraceExtensions(*workload.getContext());
  FailureOr<std::string> funcName =
      resolveTaskName(workload, trace, options.funcName);
  if (failed(funcName))
    return failure();
  FailureOr<OwningOpRef<ModuleOp>> task = extractTask(workload, *funcName);
  if (failed(task))
    return failure();
  Trace copy = trace.clone();
  if (failed(applyTrace(**task, copy, options))) {
    Operation *func = SymbolTable::lookupSymbolIn(workload, *funcName);
    return func->emitError() << "the trace does not fit function @" << *funcName
                             << " of the workload",
           failure();
  }
  if (replayed)
    *replayed = std::move(copy);
  return std::move(*task);
}
