//===- TransformModule.cpp - Module registry and block lookup -------------===//
//
// The registry of transformation modules (name -> factory) and getBlock, the
// way a module re-finds a block by its `msched.block` name (see
// include/msched/Modules/TransformModule.h). MetaSchedule keeps its rules in Python
// lists built by `ScheduleRule.create("llvm")`
// (python/tvm/meta_schedule/schedule_rule/schedule_rule.py); msched names
// them in a registry so that a module list can be written on a command line
// and user modules need no change to the core.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/TransformModule.h"

#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringMap.h"

#include <mutex>

using namespace mlir;
using namespace msched;

TransformModule::~TransformModule() = default;

FailureOr<std::vector<Schedule>>
TransformModule::fail(const llvm::Twine &reason) {
  lastError = reason.str();
  return failure();
}

FailureOr<std::vector<Schedule>> TransformModule::fail(const llvm::Twine &what,
                                                       const Schedule &sch) {
  return fail(what + ": " + sch.getLastError());
}

//===----------------------------------------------------------------------===//
// Registry
//===----------------------------------------------------------------------===//

namespace {
/// The registry. Function-local static so that static registration objects
/// of other translation units (MSCHED_REGISTER_MODULE) find it constructed
/// whatever the order of static initialization.
struct Registry {
  std::mutex mutex;
  llvm::StringMap<TransformModuleFactory> factories;
};
} // namespace

static Registry &getRegistry() {
  static Registry registry;
  return registry;
}

bool msched::registerTransformModule(StringRef name,
                                     TransformModuleFactory factory) {
  if (name.empty() || !factory)
    return false;
  Registry &registry = getRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  return registry.factories.try_emplace(name, std::move(factory)).second;
}

std::unique_ptr<TransformModule>
msched::createTransformModule(StringRef name, StringRef options) {
  TransformModuleFactory factory;
  {
    Registry &registry = getRegistry();
    std::lock_guard<std::mutex> lock(registry.mutex);
    auto it = registry.factories.find(name);
    if (it == registry.factories.end())
      return nullptr;
    factory = it->second;
  }
  return factory(options);
}

std::vector<std::string> msched::registeredTransformModules() {
  std::vector<std::string> names;
  {
    Registry &registry = getRegistry();
    std::lock_guard<std::mutex> lock(registry.mutex);
    for (const auto &entry : registry.factories)
      names.push_back(entry.getKey().str());
  }
  llvm::sort(names);
  return names;
}

//===----------------------------------------------------------------------===//
// Blocks
//===----------------------------------------------------------------------===//

/// The payload ops named `name` in the task's function of `sch`.
static SmallVector<Operation *> findBlocks(const Schedule &sch,
                                           StringRef name) {
  SmallVector<Operation *> found;
  if (func::FuncOp f = sch.getPayloadFunc())
    f->walk([&](Operation *op) {
      if (auto attr = op->getAttrOfType<StringAttr>(kBlockAttrName))
        if (attr.getValue() == name)
          found.push_back(op);
    });
  return found;
}

bool msched::hasBlock(const Schedule &sch, StringRef name) {
  return findBlocks(sch, name).size() == 1;
}

FailureOr<OpHandle> msched::getBlock(Schedule &sch, StringRef name) {
  // Check the payload first, so that a missing block leaves no instruction
  // in the trace.
  if (!hasBlock(sch, name))
    return failure();
  FailureOr<OpHandle> func = sch.getFunc();
  if (failed(func))
    return failure();
  Builder b(sch.getContext());
  NamedAttribute attrs(b.getStringAttr("op_attrs"),
                       b.getDictionaryAttr(b.getNamedAttr(
                           kBlockAttrName, b.getStringAttr(name))));
  FailureOr<SmallVector<Handle>> results = sch.apply(
      "transform.structured.match", {*func}, {sch.getAnyOpType()}, {attrs});
  if (failed(results))
    return failure();
  return OpHandle(results->front());
}
