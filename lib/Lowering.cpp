//===- Lowering.cpp - The CPU pipeline from linalg to LLVM ----------------===//

#include "msched/Lowering.h"
#include "msched/Context.h"
#include "msched/VectorLowering.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

/// Adds a public function `entryName` that takes one memref per input and
/// per result of `callee` and calls it, its results stored into the result
/// memrefs.
static LogicalResult addEntryFor(ModuleOp module, func::FuncOp callee,
                                 StringRef entryName) {
  FunctionType calleeType = callee.getFunctionType();
  SmallVector<Type> entryArgs;
  auto toMemRef = [&](Type t) -> FailureOr<Type> {
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor || !tensor.hasStaticShape())
      return callee.emitError()
             << "entry point: only static ranked tensors are supported, got "
             << t;
    return Type(MemRefType::get(tensor.getShape(), tensor.getElementType()));
  };
  for (Type t : llvm::concat<const Type>(calleeType.getInputs(),
                                         calleeType.getResults())) {
    FailureOr<Type> m = toMemRef(t);
    if (failed(m))
      return failure();
    entryArgs.push_back(*m);
  }

  Location loc = callee.getLoc();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto entry =
      func::FuncOp::create(b, loc, entryName, b.getFunctionType(entryArgs, {}));
  Block *body = entry.addEntryBlock();
  b.setInsertionPointToStart(body);
  unsigned numInputs = calleeType.getNumInputs();
  SmallVector<Value> inputs;
  for (unsigned i = 0; i < numInputs; ++i)
    inputs.push_back(bufferization::ToTensorOp::create(
        b, loc, calleeType.getInput(i), body->getArgument(i),
        /*restrict=*/true, /*writable=*/false));
  auto call = func::CallOp::create(b, loc, callee, inputs);
  for (auto [i, result] : llvm::enumerate(call.getResults())) {
    // Writing straight into the caller's buffer lets empty-tensor elimination
    // remove the copy a returned tensor would otherwise cost.
    auto store = bufferization::MaterializeInDestinationOp::create(
        b, loc, result, body->getArgument(numInputs + i));
    store.setRestrict(true);
    store.setWritable(true);
  }
  func::ReturnOp::create(b, loc);
  return success();
}

LogicalResult msched::addEntryPoint(ModuleOp module, StringRef funcName,
                                    Operation *prepack) {
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<bufferization::BufferizationDialect>();
  ctx->getOrLoadDialect<memref::MemRefDialect>();
  auto callee = module.lookupSymbol<func::FuncOp>(funcName);
  if (!callee)
    return module.emitError()
           << "no function @" << funcName << " in this module";
  for (StringRef reserved : {kEntryName, kPrepackEntryName})
    if (module.lookupSymbol(reserved))
      return module.emitError() << "the symbol @" << reserved
                                << " is reserved for msched's entry points";

  // Only the entry points stay public: symbol-dce drops the rest once
  // inlined.
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal())
      func.setPrivate();

  if (failed(addEntryFor(module, callee, kEntryName)))
    return failure();
  if (auto prepackFunc = dyn_cast_or_null<func::FuncOp>(prepack))
    return addEntryFor(module, prepackFunc, kPrepackEntryName);
  return success();
}

/// Whether the host has AMX tiles (llvm::sys::getHostCPUFeatures).
static bool hostHasAmx() {
  static const bool has = llvm::sys::getHostCPUFeatures().lookup("amx-tile");
  return has;
}

std::string msched::loweringPassList(const LoweringOptions &options) {
  bool toLLVM = options.until == LoweringStage::LLVM;
  // Elided weights get values first (ElidedResourceFilling.h).
  std::string list = "msched-fill-elided-resources,";
  // Only the builder has an entry point: inline the task into it and drop
  // the rest.
  if (toLLVM)
    list += "inline,symbol-dce,msched-fold-result-reshapes,";
  // Before the empty an scf.forall starts from becomes the caller's buffer
  // (ScratchSliceUntying.h).
  list += "msched-untie-scratch-slices,";
  if (toLLVM)
    list += "msched-results-in-destination,";
  // Register accumulators start from the fill value, not from a zeroed
  // output read back (AccumulatorInitFolding.h).
  list += "msched-fold-accumulator-inits,";
  list += "canonicalize,eliminate-empty-tensors,"
          "one-shot-bufferize{bufferize-function-boundaries "
          "function-boundary-type-conversion=identity-layout-map},";
  // Deallocation matters to code that runs, not to the features of it.
  if (toLLVM)
    list += "buffer-deallocation-pipeline,";
  list += "convert-bufferization-to-memref,canonicalize,cse";
  if (options.lowerVectors)
    list += ",msched-lower-vectors,canonicalize";
  if (options.until == LoweringStage::Bufferized)
    return list;
  list += ",convert-linalg-to-loops";
  if (!toLLVM)
    return list;
  if (options.threads > 1) {
    list += ",scf-forall-to-parallel,convert-scf-to-openmp{num-threads=" +
            std::to_string(options.threads) +
            "},msched-merge-parallel-regions,msched-elide-barriers";
    // libomp would give every loop's leftover iterations to the same
    // threads (WorksharingBalance.h).
    if (options.balanceWorksharingLoops)
      list += ",msched-balance-worksharing-loops";
  } else {
    list += ",scf-forall-to-for";
  }
  list +=
      // Whatever msched-lower-vectors left (e.g. transfers it could not
      // unroll) still lowers, if more slowly.
      ",convert-vector-to-scf{full-unroll target-rank=1},"
      "expand-strided-metadata,lower-affine,"
      "finalize-memref-to-llvm,convert-scf-to-cf,"
      "convert-vector-to-llvm{vector-contract-lowering=outerproduct "
      "vector-transpose-lowering=shuffle1d" +
      // The AMX ops msched-lower-vectors made where the host has AMX.
      std::string(hostHasAmx() ? " enable-amx" : "") +
      "},"
      // Intrinsics first; what has none (msched-lower-vectors already
      // approximated exp/log/tanh/erf) becomes a libm call.
      "convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,"
      "convert-index-to-llvm,"
      "convert-ub-to-llvm,convert-cf-to-llvm,"
      // Before convert-openmp-to-llvm, which would convert func.func
      // itself and ignore the bare-pointer convention.
      "convert-func-to-llvm{use-bare-ptr-memref-call-conv},"
      "convert-openmp-to-llvm,reconcile-unrealized-casts";
  return list;
}

std::string msched::loweringPipeline(const LoweringOptions &options) {
  return "builtin.module(" + loweringPassList(options) + ")";
}

LogicalResult msched::runLoweringPasses(ModuleOp module,
                                        const LoweringOptions &options) {
  registerAllUpstreamPasses();
  registerMSchedPasses();
  // Anchored on builtin.module, and given the pass list without the anchor:
  // otherwise the parsed pipeline nests under another builtin.module and
  // silently does nothing (shared/reference/mlir22.md).
  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  if (failed(parsePassPipeline(loweringPassList(options), pm, errorStream)))
    return module.emitError()
           << "internal error: bad lowering pipeline: " << errors;
  return pm.run(module);
}

LogicalResult msched::lowerToLLVM(ModuleOp module,
                                  const LoweringOptions &options) {
  LoweringOptions all = options;
  all.until = LoweringStage::LLVM;
  return runLoweringPasses(module, all);
}
