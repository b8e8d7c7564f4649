// See include/msched/ConstantPrepacking.h.
#include "msched/ConstantPrepacking.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;

std::string msched::prepackFunctionName(StringRef funcName) {
  return (funcName + "__prepack").str();
}

namespace {

/// A tensor constant with data of its own: a weight, not a splat.
bool isConstantData(Value v) {
  auto constant = v.getDefiningOp<arith::ConstantOp>();
  if (!constant || !isa<RankedTensorType>(v.getType()))
    return false;
  if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()))
    return !dense.isSplat();
  return isa<DenseResourceElementsAttr>(constant.getValue());
}

/// A value the prepack function can make again by copying its op: the
/// result of an op without operands and effects (tensor.empty, a constant).
bool isFreeValue(Value v) {
  Operation *def = v.getDefiningOp();
  return def && def->getNumOperands() == 0 && def->getNumRegions() == 0 &&
         isMemoryEffectFree(def);
}

/// Ops that only view their source: moving them alone saves nothing.
bool isView(Operation *op) {
  return isa<tensor::ExtractSliceOp, tensor::ExpandShapeOp,
             tensor::CollapseShapeOp, tensor::CastOp, ViewLikeOpInterface>(op);
}

/// The values `op` reads: its operands and those its regions read from
/// above it.
llvm::SetVector<Value> valuesRead(Operation *op) {
  llvm::SetVector<Value> read(op->operand_begin(), op->operand_end());
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, read);
  return read;
}

/// The top-level ops of `body` that move (see the header), in order,
/// leaving out `kept`.
llvm::SetVector<Operation *>
movableOps(func::FuncOp func, const llvm::SmallPtrSetImpl<Operation *> &kept) {
  Block &body = func.getBody().front();
  auto isSource = [&](Value v) {
    if (auto arg = dyn_cast<BlockArgument>(v))
      return arg.getOwner() == &body &&
             func.getArgAttr(arg.getArgNumber(), msched::kConstantArgAttr);
    return isConstantData(v);
  };
  llvm::SetVector<Operation *> moved;
  for (Operation &op : body.without_terminator()) {
    if (kept.contains(&op) || op.getNumResults() == 0 ||
        !isMemoryEffectFree(&op))
      continue;
    bool readsConstant = false, readsOther = false;
    for (Value v : valuesRead(&op)) {
      if (isSource(v) || moved.contains(v.getDefiningOp()))
        readsConstant = true;
      else if (!isFreeValue(v))
        readsOther = true;
    }
    if (readsConstant && !readsOther)
      moved.insert(&op);
  }
  return moved;
}

/// The results of `moved` ops (top-level ops of `body`) that ops staying in
/// `body` read, also from inside their regions.
SmallVector<Value> crossingValues(Block &body,
                                  const llvm::SetVector<Operation *> &moved) {
  SmallVector<Value> crossing;
  for (Operation *op : moved)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !moved.contains(body.findAncestorOpInBlock(*user));
          }))
        crossing.push_back(result);
  return crossing;
}

/// A value the builder can allocate a buffer for.
bool isStaticTensor(Value v) {
  auto tensor = dyn_cast<RankedTensorType>(v.getType());
  return tensor && tensor.hasStaticShape();
}

} // namespace

msched::ConstantComputations
msched::findConstantComputations(func::FuncOp func) {
  ConstantComputations found;
  if (func.isExternal() || !func.getBody().hasOneBlock())
    return found;
  // Leave out, until none is left: ops whose results the function returns
  // (the call would only copy them), and views that cross (nothing saved).
  llvm::SmallPtrSet<Operation *, 8> kept;
  while (true) {
    found.ops = movableOps(func, kept);
    found.crossing = crossingValues(func.getBody().front(), found.ops);
    bool changed = false;
    for (Value v : found.crossing) {
      Operation *def = v.getDefiningOp();
      bool returned = llvm::any_of(v.getUsers(), [](Operation *user) {
        return isa<func::ReturnOp>(user);
      });
      if (returned || isView(def) || !isStaticTensor(v))
        changed |= kept.insert(def).second;
    }
    if (!changed)
      break;
  }
  if (found.crossing.empty())
    found.ops.clear();
  return found;
}

FailureOr<func::FuncOp> msched::hoistConstantComputations(func::FuncOp func) {
  ConstantComputations found = findConstantComputations(func);
  if (found.crossing.empty())
    return func::FuncOp();
  const llvm::SetVector<Operation *> &moved = found.ops;
  SmallVector<Value> &crossing = found.crossing;

  auto module = func->getParentOfType<ModuleOp>();
  std::string name = prepackFunctionName(func.getSymName());
  if (module && module.lookupSymbol(name))
    return func.emitError()
           << "cannot prepack the constants of @" << func.getSymName()
           << ": the symbol @" << name << " is taken";

  // The prepack function: the original arguments in, the crossing values
  // out.
  OpBuilder b(func);
  b.setInsertionPointAfter(func);
  SmallVector<Type> crossingTypes =
      llvm::map_to_vector(crossing, [](Value v) { return v.getType(); });
  auto prepack = func::FuncOp::create(
      b, func.getLoc(), name,
      b.getFunctionType(func.getArgumentTypes(), crossingTypes));
  prepack.setPrivate();
  Block *prepackBody = prepack.addEntryBlock();
  IRMapping mapping;
  Block &body = func.getBody().front();
  mapping.map(body.getArguments(), prepackBody->getArguments());
  b.setInsertionPointToStart(prepackBody);
  for (Operation *op : moved) {
    for (Value v : valuesRead(op))
      if (!mapping.contains(v) && isFreeValue(v))
        b.clone(*v.getDefiningOp(), mapping);
    b.clone(*op, mapping);
  }
  func::ReturnOp::create(b, func.getLoc(),
                         llvm::map_to_vector(crossing, [&](Value v) {
                           return mapping.lookup(v);
                         }));

  // The function reads them as new arguments, after the others.
  unsigned first = func.getNumArguments();
  for (auto [i, v] : llvm::enumerate(crossing)) {
    if (failed(func.insertArgument(first + i, v.getType(), {}, v.getLoc())))
      return func.emitError() << "cannot add a prepacked argument";
    v.replaceAllUsesWith(func.getArgument(first + i));
  }
  for (Operation *op : llvm::reverse(moved))
    if (op->use_empty())
      op->erase();
  return prepack;
}

namespace {
struct HoistConstantComputationsPass
    : public PassWrapper<HoistConstantComputationsPass,
                         OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(HoistConstantComputationsPass)

  StringRef getArgument() const final {
    return "msched-hoist-constant-computations";
  }
  StringRef getDescription() const final {
    return "Move what each public function computes from its constant "
           "arguments (msched.constant) and tensor constants alone into a "
           "prepack function called once, ahead of the calls (MetaSchedule's "
           "RewriteLayout of layout-free buffers)";
  }

  void runOnOperation() override {
    SmallVector<func::FuncOp> funcs;
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal())
        funcs.push_back(func);
    for (func::FuncOp func : funcs)
      if (failed(msched::hoistConstantComputations(func)))
        return signalPassFailure();
  }
};
} // namespace

std::unique_ptr<Pass> msched::createHoistConstantComputationsPass() {
  return std::make_unique<HoistConstantComputationsPass>();
}
