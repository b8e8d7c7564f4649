//===- DesignSpace.cpp - Design-space generation --------------------------===//
//
// MetaSchedule's PostOrderApply (TVM src/meta_schedule/space_generator/
// post_order_apply.cc) over msched's Schedule API; see
// include/msched/Modules/DesignSpace.h.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/DesignSpace.h"

#include "ModuleUtils.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Sampling.h"

#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace msched;

std::string DesignSpaceNote::str() const {
  std::string text = "module '" + module + "' ";
  text +=
      kind == Kind::ModuleFailed ? "failed on" : "gave an invalid schedule for";
  text += " block '" + block + "'";
  if (kind == Kind::ModuleFailed)
    text += " (the schedule continues without it)";
  else
    text += " (dropped)";
  if (!reason.empty())
    text += ": " + reason;
  return text;
}

//===----------------------------------------------------------------------===//
// Blocks
//===----------------------------------------------------------------------===//

namespace {
/// The blocks of a task function, in program order, with their names.
struct Blocks {
  SmallVector<Operation *> ops;
  std::vector<std::string> names;
  /// Whether ops[i] still needs its `msched.block` attribute.
  SmallVector<bool> needsTag;
};
} // namespace

static FailureOr<Blocks> collectBlocks(func::FuncOp func) {
  Blocks blocks;
  if (func.isExternal())
    return blocks;
  llvm::StringSet<> taken;
  // User-given names first, so generated names avoid them.
  for (Operation &op : func.getBody().front()) {
    if (!isa<TilingInterface>(op))
      continue;
    if (auto attr = op.getAttrOfType<StringAttr>(kBlockAttrName))
      if (!taken.insert(attr.getValue()).second)
        return op.emitError() << "two ops are named '" << attr.getValue()
                              << "' (" << kBlockAttrName << ")",
               failure();
  }
  llvm::StringMap<unsigned> counters;
  for (Operation &op : func.getBody().front()) {
    if (!isa<TilingInterface>(op))
      continue;
    blocks.ops.push_back(&op);
    if (auto attr = op.getAttrOfType<StringAttr>(kBlockAttrName)) {
      blocks.names.push_back(attr.getValue().str());
      blocks.needsTag.push_back(false);
      continue;
    }
    StringRef base = op.getName().stripDialect();
    std::string name;
    do {
      name = (base + "_" + Twine(counters[base]++)).str();
    } while (taken.contains(name));
    taken.insert(name);
    blocks.names.push_back(name);
    blocks.needsTag.push_back(true);
  }
  return blocks;
}

FailureOr<std::vector<std::string>> msched::getBlockNames(ModuleOp workload,
                                                          StringRef funcName) {
  func::FuncOp func;
  if (funcName.empty()) {
    auto funcs = llvm::to_vector(workload.getOps<func::FuncOp>());
    if (funcs.size() != 1)
      return workload.emitError() << "the workload has " << funcs.size()
                                  << " functions; name the one to schedule",
             failure();
    func = funcs.front();
  } else {
    func = workload.lookupSymbol<func::FuncOp>(funcName);
    if (!func)
      return workload.emitError()
                 << "no function @" << funcName << " in the workload",
             failure();
  }
  FailureOr<Blocks> blocks = collectBlocks(func);
  if (failed(blocks))
    return failure();
  return blocks->names;
}

/// Tags the blocks of `sch`; `handles` receives a live handle per tagged
/// block (by name).
static FailureOr<std::vector<std::string>>
tagBlocks(Schedule &sch, llvm::StringMap<OpHandle> &handles) {
  func::FuncOp payloadFunc = sch.getPayloadFunc();
  if (!payloadFunc)
    return failure();
  FailureOr<Blocks> blocks = collectBlocks(payloadFunc);
  if (failed(blocks))
    return failure();
  if (llvm::none_of(blocks->needsTag, [](bool b) { return b; }))
    return blocks->names;

  FailureOr<OpHandle> func = sch.getFunc();
  if (failed(func))
    return failure();
  FailureOr<OpHandle> all =
      sch.matchInterface(*func, MatchInterface::TilingInterface);
  if (failed(all))
    return failure();
  SmallVector<Operation *> matched(sch.getOps(*all));
  FailureOr<SmallVector<OpHandle>> split = sch.splitHandle(*all);
  if (failed(split))
    return failure();

  MLIRContext *ctx = sch.getContext();
  Builder b(ctx);
  Type anyParam = transform::AnyParamType::get(ctx);
  for (auto [op, handle] : llvm::zip_equal(matched, *split)) {
    auto *it = llvm::find(blocks->ops, op);
    size_t index = it - blocks->ops.begin();
    if (it == blocks->ops.end() || !blocks->needsTag[index]) {
      sch.release(handle);
      continue;
    }
    const std::string &name = blocks->names[index];
    FailureOr<SmallVector<Handle>> param =
        sch.apply("transform.param.constant", {}, {anyParam},
                  {b.getNamedAttr("value", b.getStringAttr(name))});
    if (failed(param))
      return failure();
    FailureOr<SmallVector<Handle>> annotated =
        sch.apply("transform.annotate", {handle, param->front()}, {},
                  {b.getNamedAttr("name", b.getStringAttr(kBlockAttrName))});
    if (failed(annotated))
      return failure();
    handles[name] = handle;
  }
  return blocks->names;
}

FailureOr<std::vector<std::string>> msched::tagBlocks(Schedule &sch) {
  llvm::StringMap<OpHandle> handles;
  FailureOr<std::vector<std::string>> names = ::tagBlocks(sch, handles);
  for (auto &entry : handles)
    sch.release(entry.second);
  return names;
}

//===----------------------------------------------------------------------===//
// Composition
//===----------------------------------------------------------------------===//

namespace {
/// A schedule of the space being built, with the handles of its blocks that
/// may still be live (reused instead of matching the block again).
struct Entry {
  Schedule sch;
  llvm::StringMap<OpHandle> blocks;
};
} // namespace

/// A live handle to block `name` of `entry`: the remembered one when it
/// still holds exactly that block, else a new getBlock.
static FailureOr<OpHandle> getBlockHandle(Entry &entry, StringRef name) {
  auto it = entry.blocks.find(name);
  if (it != entry.blocks.end() && entry.sch.isLive(it->second)) {
    ArrayRef<Operation *> ops = entry.sch.getOps(it->second);
    if (ops.size() == 1)
      if (auto attr = ops.front()->getAttrOfType<StringAttr>(kBlockAttrName))
        if (attr.getValue() == name)
          return it->second;
  }
  FailureOr<OpHandle> handle = getBlock(entry.sch, name);
  if (failed(handle))
    return failure();
  entry.blocks[name] = *handle;
  return *handle;
}

/// Appends to `names` the names of the blocks of `sch`'s task function
/// that it does not hold yet, in program order. Nested ones too: a block a
/// module created and already tiled (multi-level tiling's peeled
/// `<block>_rest`, named on its innermost loop) is still scheduled by the
/// modules after it (its unrolling).
static void appendNewBlocks(const Schedule &sch,
                            std::vector<std::string> &names) {
  func::FuncOp func = sch.getPayloadFunc();
  if (!func || func.isExternal())
    return;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto attr = op->getAttrOfType<StringAttr>(kBlockAttrName))
      if (!llvm::is_contained(names, attr.getValue()))
        names.push_back(attr.getValue().str());
  });
}

/// The structure of a block: its op in generic form without its block and
/// tile-group names and with its operands unnamed (two phases of a
/// transposed convolution, reading different slices, print the same).
static std::string blockStructure(Operation *op) {
  Operation *copy = op->clone();
  // Names, not structure: the block's, and its tile group's (each group of
  // a split grouped convolution peels into a tile group of its own).
  copy->removeAttr(kBlockAttrName);
  copy->removeAttr(modules::kTileGroupAttrName);
  std::string text;
  llvm::raw_string_ostream os(text);
  copy->print(os, OpPrintingFlags().printGenericOpForm().useLocalScope());
  copy->destroy();
  return text;
}

FailureOr<std::vector<Schedule>>
msched::generateDesignSpace(ModuleOp workload, StringRef func,
                            ArrayRef<TransformModule *> modules, uint64_t seed,
                            DesignSpaceReport *report,
                            const DesignSpaceOptions &options) {
  MLIRContext *ctx = workload.getContext();
  loadModuleExtensions(*ctx);
  ScheduleOptions scheduleOptions = options.schedule;
  scheduleOptions.seed = seed;
  FailureOr<Schedule> initial =
      Schedule::create(workload, func, scheduleOptions);
  if (failed(initial))
    return failure();

  DesignSpaceReport localReport;
  DesignSpaceReport &out = report ? *report : localReport;
  out = DesignSpaceReport();

  std::vector<Entry> space;
  space.push_back(Entry{std::move(*initial), {}});
  FailureOr<std::vector<std::string>> names =
      ::tagBlocks(space.front().sch, space.front().blocks);
  if (failed(names)) {
    if (!space.front().sch.getLastError().empty())
      emitError(workload.getLoc()) << "cannot tag the blocks of the task: "
                                   << space.front().sch.getLastError();
    return failure();
  }
  out.blocks = *names;

  for (auto [moduleIndex, module] : llvm::enumerate(modules)) {
    if (!module)
      continue;
    std::string moduleName = module->getName().str();
    for (const std::string &block : llvm::reverse(out.blocks)) {
      auto note = [&](DesignSpaceNote::Kind kind, std::string reason) {
        out.notes.push_back(
            DesignSpaceNote{kind, moduleName, block, std::move(reason)});
      };
      std::vector<Entry> next;
      for (Entry &entry : space) {
        if (!hasBlock(entry.sch, block)) {
          next.push_back(std::move(entry));
          continue;
        }
        FailureOr<OpHandle> handle = getBlockHandle(entry, block);
        if (failed(handle)) {
          note(DesignSpaceNote::Kind::ModuleFailed,
               "no handle to the block: " + entry.sch.getLastError());
          next.push_back(std::move(entry));
          continue;
        }

        // The module gets the schedule; a copy is kept in case it fails.
        Schedule backup = entry.sch.copy();
        // A block structurally identical to one this module scheduled
        // before shares its decisions (Schedule::beginSharedDecisions).
        bool shares = false;
        if (options.shareDecisions) {
          FailureOr<Operation *> op = entry.sch.getSingleOp(*handle);
          if (succeeded(op))
            shares = entry.sch.beginSharedDecisions(
                std::to_string(moduleIndex) + " " + moduleName + "\n" +
                blockStructure(*op));
        }
        std::string diagnostics;
        FailureOr<std::vector<Schedule>> results = failure();
        {
          ScopedDiagnosticHandler capture(ctx, [&](Diagnostic &diag) {
            if (diagnostics.empty() &&
                diag.getSeverity() == DiagnosticSeverity::Error)
              diagnostics = diag.str();
            return success();
          });
          module->clearLastError();
          results = module->apply(std::move(entry.sch), *handle, block);
        }
        if (failed(results) || results->empty()) {
          std::string reason = module->getLastError();
          if (failed(results) && reason.empty())
            reason = diagnostics;
          if (failed(results) && reason.empty())
            reason = "no reason given";
          if (succeeded(results))
            reason = "it returned no schedule";
          note(DesignSpaceNote::Kind::ModuleFailed, reason);
          next.push_back(Entry{std::move(backup), entry.blocks});
          continue;
        }

        // Of the results of a block that shares, the one that is the
        // recorded variant (the same fork of the module) and took the
        // recorded decisions; the others only when none is, so that
        // identical blocks do not multiply the variants.
        SmallVector<bool> complete;
        for (auto [index, result] : llvm::enumerate(*results))
          complete.push_back(
              result.endSharedDecisions(index, results->size()) &&
              result.isUsable());
        bool anyComplete = llvm::is_contained(complete, true);
        bool kept = false;
        for (auto [index, result] : llvm::enumerate(*results)) {
          if (shares && anyComplete && !complete[index])
            continue;
          if (!result.isUsable()) {
            note(DesignSpaceNote::Kind::ScheduleDropped,
                 "unusable schedule: " + result.getLastError());
            continue;
          }
          if (options.verify) {
            std::string error;
            ScopedDiagnosticHandler capture(ctx, [&](Diagnostic &diag) {
              if (error.empty())
                error = diag.str();
              return success();
            });
            if (failed(mlir::verify(result.getPayload()))) {
              note(DesignSpaceNote::Kind::ScheduleDropped,
                   "the payload does not verify: " + error);
              continue;
            }
          }
          next.push_back(Entry{std::move(result), entry.blocks});
          kept = true;
        }
        if (!kept)
          next.push_back(Entry{std::move(backup), entry.blocks});
      }
      space = std::move(next);
    }
    // Blocks a module created (e.g. transposed-conv-phases' phase
    // convolutions, named by the module) are scheduled by the modules after
    // it.
    for (Entry &entry : space)
      appendNewBlocks(entry.sch, out.blocks);
  }

  std::vector<Schedule> schedules;
  for (Entry &entry : space)
    schedules.push_back(std::move(entry.sch));
  return schedules;
}

uint64_t msched::getSampleSeed(uint64_t seed, uint64_t index) {
  return RandomEngine::streamSeed(seed, index);
}

FailureOr<std::vector<std::vector<Schedule>>> msched::sampleDesignSpace(
    ModuleOp workload, StringRef func, ArrayRef<TransformModule *> modules,
    uint64_t seed, unsigned numSamples, std::vector<DesignSpaceReport> *reports,
    const DesignSpaceOptions &options) {
  std::vector<std::vector<Schedule>> samples;
  if (reports)
    reports->clear();
  for (unsigned i = 0; i < numSamples; ++i) {
    DesignSpaceReport report;
    FailureOr<std::vector<Schedule>> sample = generateDesignSpace(
        workload, func, modules, getSampleSeed(seed, i), &report, options);
    if (failed(sample))
      return failure();
    samples.push_back(std::move(*sample));
    if (reports)
      reports->push_back(std::move(report));
  }
  return samples;
}

//===----------------------------------------------------------------------===//
// The space as traces
//===----------------------------------------------------------------------===//

Trace msched::withoutDecisions(const Trace &trace) {
  Trace result = trace.clone();
  result.getModule()->walk([](Operation *op) {
    if (isSamplingInstruction(op))
      op->removeAttr(kDecisionAttrName);
  });
  return result;
}

FailureOr<std::vector<Trace>>
msched::getDesignSpaceTraces(ModuleOp workload, StringRef func,
                             ArrayRef<TransformModule *> modules, uint64_t seed,
                             DesignSpaceReport *report,
                             const DesignSpaceOptions &options) {
  FailureOr<std::vector<Schedule>> schedules =
      generateDesignSpace(workload, func, modules, seed, report, options);
  if (failed(schedules))
    return failure();
  std::vector<Trace> traces;
  for (const Schedule &sch : *schedules)
    traces.push_back(withoutDecisions(sch.getTrace()));
  return traces;
}
