//===- TaskExtraction.cpp - Whole models split into tuning tasks ----------===//
//
// See TaskExtraction.h: groups of linalg ops (an anchor and the injective ops
// after it) are outlined into public functions, and identical ones merged
// with a weight.
//
//===----------------------------------------------------------------------===//
#include "msched/TaskExtraction.h"

#include "msched/ConstantFolding.h"
#include "msched/ConvLayoutConversion.h"
#include "msched/Flops.h"
#include "msched/StructuralHash.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Inliner.h"
#include "mlir/Transforms/InliningUtils.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace msched;

int64_t msched::taskWeight(Operation *func) {
  if (auto weight = func->getAttrOfType<IntegerAttr>(kTaskWeightAttr))
    return weight.getInt();
  return 1;
}

/// Ops a task copies instead of taking their result as an argument: they only
/// make a tensor (or a scalar) that the task would otherwise have to be
/// given, and copying them keeps what is computed inside the task.
static bool isCopiedProducer(Operation *op) {
  if (isa<tensor::EmptyOp, linalg::FillOp, tensor::PadOp>(op))
    return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return !isa<ShapedType>(constant.getType());
  return false;
}

/// An op that may start or join a group: a linalg-dialect op at the top of
/// the function (linalg.fill only as a copied producer).
static bool isGroupable(Operation &op) {
  return isa_and_nonnull<linalg::LinalgDialect>(op.getDialect()) &&
         !isa<linalg::FillOp>(op);
}

/// TVM's injective ops: only parallel loops, each operand read through a
/// projected permutation (elementwise, broadcast, transpose).
static bool isInjective(Operation &op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() == 0 &&
         linalg::allIndexingsAreProjectedPermutation(linalgOp);
}

/// Whether every use of every result of `producer` is in `user`.
static bool onlyUsedBy(Operation *producer, Operation *user) {
  for (Operation *u : producer->getUsers())
    if (u != user)
      return false;
  return !producer->use_empty();
}

/// Partitions the groupable ops of `block` (file comment, step 1).
static std::vector<SmallVector<Operation *>> formGroups(Block &block) {
  std::vector<SmallVector<Operation *>> groups;
  DenseMap<Operation *, size_t> groupOfTail;
  for (Operation &op : block) {
    if (!isGroupable(op))
      continue;
    std::optional<size_t> joined;
    if (isInjective(op)) {
      for (Value operand : op.getOperands()) {
        Operation *def = operand.getDefiningOp();
        auto it = def ? groupOfTail.find(def) : groupOfTail.end();
        if (it != groupOfTail.end() && onlyUsedBy(def, &op)) {
          joined = it->second;
          groupOfTail.erase(it);
          break;
        }
      }
    }
    if (!joined) {
      joined = groups.size();
      groups.emplace_back();
    }
    groups[*joined].push_back(&op);
    groupOfTail[&op] = *joined;
  }
  return groups;
}

/// The short name of a group: its first op with a reduction loop (else its
/// first op), without the dialect prefix: "conv_2d_nchw_fchw", "generic".
static std::string anchorName(ArrayRef<Operation *> group) {
  Operation *anchor = group.front();
  for (Operation *op : group)
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
        linalgOp && linalgOp.getNumReductionLoops() > 0) {
      anchor = op;
      break;
    }
  return anchor->getName().stripDialect().str();
}

static Location anchorLoc(ArrayRef<Operation *> group) {
  for (Operation *op : group)
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
        linalgOp && linalgOp.getNumReductionLoops() > 0)
      return op->getLoc();
  return group.front()->getLoc();
}

namespace {
/// One outlined group before merging.
struct Outlined {
  func::FuncOp func;
  SmallVector<func::CallOp> calls;
};
} // namespace

/// Outlines `group` (ops of one block, in program order; only the last op's
/// results may be used outside it) into a public function named after
/// `baseName`, placed after `after` (which then becomes the new function),
/// and replaces the group by a call at its last op.
static FailureOr<Outlined> outlineGroup(ArrayRef<Operation *> group,
                                        Operation *&after, StringRef baseName,
                                        SymbolTable &symbols) {
  llvm::SmallPtrSet<Operation *, 16> inGroup(group.begin(), group.end());
  SmallVector<Operation *> body; // copied producers and group ops, in order
  llvm::SmallPtrSet<Operation *, 16> copied;
  llvm::SetVector<Value> args;
  std::function<void(Operation *)> visitOperands;
  auto visitValue = [&](Value value) {
    Operation *def = value.getDefiningOp();
    if (def && inGroup.contains(def))
      return;
    if (def && isCopiedProducer(def)) {
      if (copied.insert(def).second) {
        visitOperands(def);
        body.push_back(def);
      }
      return;
    }
    args.insert(value);
  };
  visitOperands = [&](Operation *op) {
    for (Value operand : op->getOperands())
      visitValue(operand);
    llvm::SetVector<Value> above;
    getUsedValuesDefinedAbove(op->getRegions(), above);
    for (Value value : above)
      visitValue(value);
  };
  for (Operation *op : group) {
    visitOperands(op);
    body.push_back(op);
  }

  Operation *last = group.back();
  SmallVector<Value> escaping;
  for (Operation *op : group)
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (!inGroup.contains(user)) {
          if (op != last)
            return op->emitError("msched task extraction: a value of a fused "
                                 "group is used outside it before its end");
          escaping.push_back(result);
          break;
        }

  Location loc = anchorLoc(group);
  OpBuilder builder(last->getContext());
  auto type = builder.getFunctionType(ValueRange(args.getArrayRef()).getTypes(),
                                      ValueRange(escaping).getTypes());
  auto task = func::FuncOp::create(loc, baseName, type);
  Block *entry = task.addEntryBlock();
  IRMapping mapping;
  for (auto [value, arg] : llvm::zip(args, entry->getArguments()))
    mapping.map(value, arg);
  builder.setInsertionPointToEnd(entry);
  for (Operation *op : body)
    builder.clone(*op, mapping);
  SmallVector<Value> returned;
  for (Value value : escaping)
    returned.push_back(mapping.lookup(value));
  func::ReturnOp::create(builder, loc, returned);
  // After its model function, in program order; a taken name gets a unique
  // suffix.
  symbols.insert(task, std::next(Block::iterator(after)));
  after = task;

  builder.setInsertionPoint(last);
  auto call = func::CallOp::create(builder, loc, task, args.getArrayRef());
  for (auto [value, result] : llvm::zip(escaping, call.getResults()))
    value.replaceAllUsesWith(result);
  for (Operation *op : llvm::reverse(group))
    op->erase();
  return Outlined{task, {call}};
}

/// Erases the ops of `block` left without a use (the copied producers).
static void eraseDeadOps(Block &block) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
      if (isOpTriviallyDead(&op)) {
        op.erase();
        changed = true;
      }
  }
}

/// The functions with a body that other functions of `module` call (task
/// functions of an earlier extraction aside).
static SmallVector<func::FuncOp> calledFunctions(ModuleOp module) {
  llvm::SetVector<func::FuncOp> callees;
  module.walk([&](func::CallOp call) {
    auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
    if (callee && !callee.isExternal() && !callee->hasAttr(kTaskWeightAttr))
      callees.insert(callee);
  });
  return callees.takeVector();
}

/// Inlines the calls between functions with a body (a model written as
/// several functions, as tpp-mlir's ResNet-50 bottleneck block is) and
/// makes the callees private, so that only the roots are models. `run` runs
/// a pass pipeline on the module (a PassManager, or Pass::runPipeline inside
/// a pass). The inliner runs without its canonicalization.
static LogicalResult
inlineModelCalls(ModuleOp module,
                 function_ref<LogicalResult(OpPassManager &)> run) {
  SmallVector<func::FuncOp> callees = calledFunctions(module);
  if (callees.empty())
    return success();
  OpPassManager pm(ModuleOp::getOperationName());
  pm.addPass(createInlinerPass({}, [](OpPassManager &) {}));
  if (failed(run(pm)))
    return failure();
  for (func::FuncOp callee : callees)
    callee.setPrivate();
  return success();
}

/// Marks with kConstantArgAttr each task argument that every call of the
/// task passes a constant.
static void markConstantArguments(ModuleOp module, SymbolTable &symbols) {
  llvm::MapVector<func::FuncOp, llvm::BitVector> constantArgs;
  module.walk([&](func::CallOp call) {
    auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
    if (!callee || !callee->hasAttr(kTaskWeightAttr))
      return;
    auto [it, inserted] = constantArgs.try_emplace(
        callee, llvm::BitVector(callee.getNumArguments(), true));
    for (auto [i, operand] : llvm::enumerate(call.getOperands()))
      if (i < it->second.size() && !matchPattern(operand, m_Constant()))
        it->second.reset(i);
  });
  UnitAttr unit = UnitAttr::get(module.getContext());
  for (auto &[callee, constant] : constantArgs)
    for (unsigned i : constant.set_bits())
      callee.setArgAttr(i, kConstantArgAttr, unit);
}

/// extractTasks after inlining.
static FailureOr<std::vector<ExtractedTask>> outlineTasks(ModuleOp module) {
  SymbolTable symbols(module);
  std::vector<Outlined> outlined;
  SmallVector<func::FuncOp> models;
  for (auto func : module.getOps<func::FuncOp>())
    if (func.isPublic() && !func.isExternal() &&
        !func->hasAttr(kTaskWeightAttr) && func.getBody().hasOneBlock())
      models.push_back(func);
  for (func::FuncOp func : models) {
    Block &block = func.getBody().front();
    unsigned index = 0;
    Operation *after = func;
    // Round 2 takes a linalg.fill left with a user outside every group (for
    // example a returned zero tensor) as a task of its own.
    for (int round = 0; round < 2; ++round) {
      std::vector<SmallVector<Operation *>> groups;
      if (round == 0) {
        groups = formGroups(block);
      } else {
        for (Operation &op : block)
          if (isa_and_nonnull<linalg::LinalgDialect>(op.getDialect()))
            groups.push_back({&op});
      }
      for (ArrayRef<Operation *> group : groups) {
        std::string name = (func.getSymName() + "_" + anchorName(group) + "_" +
                            llvm::Twine(index++))
                               .str();
        FailureOr<Outlined> task = outlineGroup(group, after, name, symbols);
        if (failed(task))
          return failure();
        outlined.push_back(std::move(*task));
      }
      eraseDeadOps(block);
    }
  }

  // Merge structurally identical tasks into the first of them.
  std::vector<ExtractedTask> tasks;
  llvm::StringMap<size_t> byHash;
  for (Outlined &o : outlined) {
    auto [it, inserted] =
        byHash.try_emplace(structuralHash(o.func), tasks.size());
    if (inserted) {
      tasks.push_back({o.func.getSymName().str(), 0, {}});
    } else {
      StringRef keep = tasks[it->second].funcName;
      for (func::CallOp call : o.calls)
        call.setCallee(keep);
      symbols.erase(o.func);
    }
    ExtractedTask &task = tasks[it->second];
    for (func::CallOp call : o.calls) {
      ++task.weight;
      task.sites.push_back(call.getLoc());
    }
  }
  Builder builder(module.getContext());
  for (const ExtractedTask &task : tasks)
    symbols.lookup(task.funcName)
        ->setAttr(kTaskWeightAttr, builder.getI64IntegerAttr(task.weight));
  markConstantArguments(module, symbols);
  return tasks;
}

FailureOr<std::vector<ExtractedTask>> msched::extractTasks(ModuleOp module) {
  auto run = [&](OpPassManager &pipeline) {
    PassManager pm(module.getContext());
    static_cast<OpPassManager &>(pm) = pipeline;
    return pm.run(module);
  };
  if (failed(inlineModelCalls(module, run)))
    return failure();
  convertConvolutionsToChannelsLast(module);
  // Not converging leaves valid IR with fewer ops folded: no failure.
  (void)foldConstantLinalgOps(module);
  return outlineTasks(module);
}

/// Inlines every call of `callee` in `module` back into its caller, so that
/// the model runs the task's ops untuned instead of calling a function the
/// model validation refuses (a task with an i1 argument is fine inside a
/// model). `callee` itself stays, private and uncalled, for --list-tasks.
static void inlineCallsOf(ModuleOp module, func::FuncOp callee) {
  SmallVector<func::CallOp> calls;
  module.walk([&](func::CallOp call) {
    if (call.getCallee() == callee.getSymName())
      calls.push_back(call);
  });
  InlinerInterface interface(module.getContext());
  InlinerConfig config;
  for (func::CallOp call : calls) {
    // Fails only for a callee the func dialect cannot inline (none of
    // extraction's tasks); the call then stays and validation reports it.
    if (succeeded(inlineCall(interface, config.getCloneCallback(), call, callee,
                             &callee.getBody())))
      call.erase();
  }
}

size_t msched::setAsideUnsupportedTasks(ModuleOp module,
                                        std::vector<ExtractedTask> &tasks) {
  size_t setAside = 0;
  for (ExtractedTask &task : tasks) {
    auto func = module.lookupSymbol<func::FuncOp>(task.funcName);
    if (!func)
      continue;
    std::string reason;
    {
      ScopedDiagnosticHandler capture(module.getContext(),
                                      [&](Diagnostic &diag) {
                                        if (reason.empty())
                                          reason = diag.str();
                                        return success();
                                      });
      if (succeeded(validateTask(func)))
        continue;
    }
    task.supported = false;
    func.setPrivate();
    inlineCallsOf(module, func);
    ++setAside;
    func.emitWarning() << "task @" << task.funcName
                       << " is not tuned (it stays in the model as it is): "
                       << reason;
  }
  return setAside;
}

/// "file:line:col" of the first file location in `loc`, else its printed
/// form.
static std::string siteText(Location loc) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto file = loc->findInstanceOf<FileLineColLoc>())
    os << file.getFilename().getValue() << ":" << file.getLine() << ":"
       << file.getColumn();
  else
    os << loc;
  return text;
}

void msched::printExtractedTasks(llvm::raw_ostream &os, ModuleOp module,
                                 ArrayRef<ExtractedTask> tasks) {
  int64_t groups = 0;
  double modelFlops = 0;
  for (const ExtractedTask &task : tasks) {
    auto func = module.lookupSymbol<func::FuncOp>(task.funcName);
    double flops = func ? countFlops(func) : 0;
    groups += task.weight;
    modelFlops += task.weight * flops;
    os << "task @" << task.funcName << ": weight " << task.weight << ", "
       << llvm::format("%.6g", flops / 1e9) << " GFLOP, at";
    for (Location site : task.sites)
      os << " " << siteText(site);
    if (!task.supported)
      os << " (not tuned: it does not validate)";
    os << "\n";
  }
  os << groups << " fused groups, " << tasks.size()
     << " tasks after merging identical ones, "
     << llvm::format("%.6g", modelFlops / 1e9) << " GFLOP per model call\n";
}

namespace {
struct ExtractTasksPass
    : public PassWrapper<ExtractTasksPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ExtractTasksPass)

  StringRef getArgument() const final { return "msched-extract-tasks"; }
  StringRef getDescription() const final {
    return "Outline each fused group of linalg ops (an anchor and the "
           "injective ops after it) into a public task function called from "
           "the model; merge identical tasks with a weight "
           "(msched.task_weight)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, func::FuncDialect>();
  }
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(inlineModelCalls(module, [&](OpPassManager &pipeline) {
          return runPipeline(pipeline, module);
        }))) {
      signalPassFailure();
      return;
    }
    convertConvolutionsToChannelsLast(module); // as in extractTasks
    (void)foldConstantLinalgOps(module);
    if (failed(outlineTasks(module)))
      signalPassFailure();
  }
};
} // namespace

std::unique_ptr<Pass> msched::createExtractTasksPass() {
  return std::make_unique<ExtractTasksPass>();
}
