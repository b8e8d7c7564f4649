//===- BuiltinModules.cpp - Registering msched's built-in modules ---------===//
//
// ADDING A BUILT-IN MODULE: define, in the module's own file (e.g.
// modules/MultiLevelTiling.cpp), a factory from the options text
// ("key=value,key=value"; "" for the defaults) to a module, returning null
// for options it rejects, e.g.
//
//   std::unique_ptr<msched::TransformModule>
//   msched::createMultiLevelTilingFromText(llvm::StringRef options);
//
// declare it in the "Factories" block below (or include the module's
// header there), and add one line to registerBuiltinTransformModules():
//
//   registerTransformModule("multi-level-tiling",
//                           createMultiLevelTilingFromText);
//
// The default CPU list (defaultCpuModuleNames) already names
// "split-grouped-conv", "pad-peeling", "transposed-conv-phases",
// "transpose-folding", "auto-inline", "add-rfactor", "data-tiling",
// "multi-level-tiling",
// "fuse-producers", "pad-materialization", "random-compute-location" and
// "parallelize-vectorize-unroll"; createModuleList skips, with a note, those
// not registered yet. A module whose traces use a new Transform-dialect
// extension registers it in registerModuleExtensions().
//
// Source of the default list: TVM python/tvm/meta_schedule/schedule_rule/
// schedule_rule.py and src/meta_schedule/schedule_rule/schedule_rule.cc
// (ScheduleRule::DefaultLLVM); see shared/reference/metaschedule.md.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/BuiltinModules.h"

#include "msched/Modules/AddRFactor.h"
#include "msched/Modules/MultiLevelTiling.h"
#include "msched/Modules/ParallelizeVectorizeUnroll.h"

#include "msched/Traces/Trace.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <mutex>

using namespace mlir;
using namespace msched;

//===----------------------------------------------------------------------===//
// Factories (one per built-in module, defined in the module's file)
//===----------------------------------------------------------------------===//

namespace msched {
std::unique_ptr<TransformModule> createAutoInlineModule(StringRef options);
std::unique_ptr<TransformModule>
createRandomComputeLocationModule(StringRef options);
std::unique_ptr<TransformModule>
createTransposedConvPhasesModule(StringRef options);
std::unique_ptr<TransformModule>
createTransposeFoldingModule(StringRef options);
std::unique_ptr<TransformModule> createPadPeelingModule(StringRef options);
std::unique_ptr<TransformModule>
createPadMaterializationModule(StringRef options);
std::unique_ptr<TransformModule> createFuseProducersModule(StringRef options);
std::unique_ptr<TransformModule>
createGroupedConvSplittingModule(StringRef options);
std::unique_ptr<TransformModule>
createMultiLevelTilingWithIntrinsicModule(StringRef options);
std::unique_ptr<TransformModule> createDataTilingModule(StringRef options);
} // namespace msched

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void msched::registerBuiltinTransformModules() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerTransformModule("auto-inline", createAutoInlineModule);
    registerTransformModule("random-compute-location",
                            createRandomComputeLocationModule);
    registerTransformModule("multi-level-tiling",
                            createMultiLevelTilingFromText);
    registerTransformModule("parallelize-vectorize-unroll",
                            createParallelizeVectorizeUnrollFromText);
    registerTransformModule("add-rfactor", createAddRFactorFromText);
    registerTransformModule("transposed-conv-phases",
                            createTransposedConvPhasesModule);
    registerTransformModule("transpose-folding", createTransposeFoldingModule);
    registerTransformModule("pad-peeling", createPadPeelingModule);
    registerTransformModule("pad-materialization",
                            createPadMaterializationModule);
    registerTransformModule("fuse-producers", createFuseProducersModule);
    registerTransformModule("split-grouped-conv",
                            createGroupedConvSplittingModule);
    registerTransformModule("multi-level-tiling-with-intrinsic",
                            createMultiLevelTilingWithIntrinsicModule);
    registerTransformModule("data-tiling", createDataTilingModule);
  });
}

ArrayRef<StringLiteral> msched::defaultCpuModuleNames() {
  // split-grouped-conv, pad-peeling and transposed-conv-phases first: the
  // blocks they create are scheduled by the modules after them (msched;
  // not in TVM's list); split-grouped-conv before pad-peeling, so that the
  // groups are not split once per peeled part.
  // fuse-producers after multi-level-tiling (the blocks that module tiles
  // are no producers at the top level any more) and before
  // parallelize-vectorize-unroll, which vectorizes what it fused.
  // pad-materialization after both (a pad they fused is no candidate) and
  // before parallelize-vectorize-unroll, which parallelizes its fill and
  // copy.
  // transpose-folding before auto-inline and multi-level-tiling, which
  // then tile the contraction that reads the untransposed tensor.
  // multi-level-tiling-with-intrinsic before multi-level-tiling, which
  // tiles the blocks no intrinsic of the host covers (TVM's fallback).
  // data-tiling after the intrinsic module (its f32 contractions are the
  // blocks no intrinsic takes) and before multi-level-tiling, which tiles
  // the packed contraction.
  // random-compute-location before parallelize-vectorize-unroll (TVM's
  // list has it after, but TVM's rule only annotates and its postprocessor
  // rewrites the loops once the space is sampled; msched's tiles at once,
  // and an epilogue it had parallelized is inside a loop that
  // random-compute-location cannot fuse into the contraction's nest: CBR's
  // bias + ReLU stayed a second pass over the output, GMM epilogues too).
  static const StringLiteral names[] = {"split-grouped-conv",
                                        "pad-peeling",
                                        "transposed-conv-phases",
                                        "transpose-folding",
                                        "auto-inline",
                                        "add-rfactor",
                                        "multi-level-tiling-with-intrinsic",
                                        "data-tiling",
                                        "multi-level-tiling",
                                        "fuse-producers",
                                        "pad-materialization",
                                        "random-compute-location",
                                        "parallelize-vectorize-unroll"};
  return names;
}

void msched::registerModuleExtensions(DialectRegistry &registry) {
  // Every op the built-in modules use is in the msched extension
  // (compute_inline included); a module with ops of its own adds its
  // extension here.
  registerTraceExtensions(registry);
}

void msched::loadModuleExtensions(MLIRContext &ctx) {
  loadTraceExtensions(ctx);
}

//===----------------------------------------------------------------------===//
// Module lists
//===----------------------------------------------------------------------===//

FailureOr<ModuleList>
msched::createModuleList(StringRef spec, std::string &error,
                         std::vector<std::string> *notes) {
  registerBuiltinTransformModules();
  ModuleList modules;
  spec = spec.trim();
  if (spec == "default") {
    std::vector<std::string> registered = registeredTransformModules();
    for (StringRef name : defaultCpuModuleNames()) {
      if (!llvm::is_contained(registered, name)) {
        if (notes)
          notes->push_back(
              ("module '" + name + "' is not registered; skipped").str());
        continue;
      }
      std::unique_ptr<TransformModule> module = createTransformModule(name);
      if (!module)
        return error =
                   ("module '" + name + "' rejected its default options").str(),
               failure();
      modules.push_back(std::move(module));
    }
    return modules;
  }
  if (spec.empty())
    return modules;
  // Split at the commas outside braces.
  SmallVector<StringRef> entries;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0, e = spec.size(); i <= e; ++i) {
    if (i == e || (spec[i] == ',' && depth == 0)) {
      entries.push_back(spec.slice(start, i));
      start = i + 1;
    } else if (spec[i] == '{') {
      ++depth;
    } else if (spec[i] == '}') {
      if (--depth < 0)
        return error = ("unbalanced '}' in '" + spec + "'").str(), failure();
    }
  }
  if (depth != 0)
    return error = ("unbalanced '{' in '" + spec + "'").str(), failure();
  std::vector<std::string> registered = registeredTransformModules();
  for (StringRef entry : entries) {
    entry = entry.trim();
    StringRef name = entry, options;
    if (size_t brace = entry.find('{'); brace != StringRef::npos) {
      if (!entry.ends_with("}"))
        return error = ("expected '}' at the end of '" + entry + "'").str(),
               failure();
      name = entry.take_front(brace).trim();
      options = entry.drop_front(brace + 1).drop_back().trim();
    }
    if (name.empty())
      return error = ("empty module name in '" + spec + "'").str(), failure();
    if (!llvm::is_contained(registered, name))
      return error = ("unknown module '" + name +
                      "' (registered: " + llvm::join(registered, ", ") + ")")
                         .str(),
             failure();
    std::unique_ptr<TransformModule> module =
        createTransformModule(name, options);
    if (!module)
      return error = ("module '" + name + "' rejected its options '" + options +
                      "'")
                         .str(),
             failure();
    modules.push_back(std::move(module));
  }
  return modules;
}

std::vector<TransformModule *>
msched::getModulePointers(const ModuleList &list) {
  std::vector<TransformModule *> pointers;
  for (const std::unique_ptr<TransformModule> &module : list)
    pointers.push_back(module.get());
  return pointers;
}
