//===- ParallelRegionMerging.cpp - One OpenMP region for many loops -------===//
//
// See include/msched/ParallelRegionMerging.h.
//
//===----------------------------------------------------------------------===//

#include "msched/ParallelRegionMerging.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

namespace {

/// The constant thread count of a region with no clause but num_threads.
static std::optional<int64_t> simpleThreadCount(omp::ParallelOp op) {
  if (op.getIfExpr() || !op.getPrivateVars().empty() ||
      !op.getReductionVars().empty() || !op.getAllocateVars().empty() ||
      op.getProcBindKind() || !op.getRegion().hasOneBlock() ||
      op.getRegion().front().getNumArguments() != 0)
    return std::nullopt;
  APInt threads;
  if (!op.getNumThreads() ||
      !matchPattern(op.getNumThreads(), m_ConstantInt(&threads)))
    return std::nullopt;
  return threads.getSExtValue();
}

/// Whether the code of `block` so far ends with a barrier every thread
/// passes: a worksharing loop or single without nowait, or a barrier.
static bool endsWithBarrier(Block &block) {
  Operation *last = block.getTerminator()->getPrevNode();
  if (!last)
    return false;
  if (auto loop = dyn_cast<omp::WsloopOp>(last))
    return !loop.getNowait();
  if (auto single = dyn_cast<omp::SingleOp>(last))
    return !single.getNowait();
  return isa<omp::BarrierOp>(last);
}

/// Merges `next` into `into`, with `between` (the ops between them) hoisted
/// or run by one thread; false (nothing changed) when that is not legal.
static bool tryMerge(omp::ParallelOp into, omp::ParallelOp next,
                     ArrayRef<Operation *> between) {
  std::optional<int64_t> a = simpleThreadCount(into);
  std::optional<int64_t> b = simpleThreadCount(next);
  if (!a || !b || *a != *b)
    return false;
  SmallVector<Operation *> hoisted, sequential;
  llvm::SmallPtrSet<Operation *, 16> sequentialSet;
  for (Operation *op : between) {
    bool nestsParallel = false;
    op->walk([&](omp::ParallelOp) { nestsParallel = true; });
    if (nestsParallel || op->hasTrait<OpTrait::IsTerminator>())
      return false;
    // Whether the op (or an op nested in it) reads a value of the code
    // that runs in the single.
    bool dependsOnSequential = false;
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *def = operand.getDefiningOp())
          dependsOnSequential |= sequentialSet.contains(def);
    });
    if (!dependsOnSequential &&
        (isMemoryEffectFree(op) || isa<memref::AllocOp, memref::AllocaOp>(op)))
      hoisted.push_back(op);
    else {
      sequential.push_back(op);
      sequentialSet.insert(op);
    }
  }
  // A value defined in the single cannot be used outside it.
  for (Operation *op : sequential)
    for (Operation *user : op->getUsers()) {
      Operation *top = op->getBlock()->findAncestorOpInBlock(*user);
      if (!top || !sequentialSet.contains(top))
        return false;
    }

  for (Operation *op : hoisted)
    op->moveBefore(into);
  Block &body = into.getRegion().front();
  Operation *terminator = body.getTerminator();
  OpBuilder builder(terminator);
  Location loc = next.getLoc();
  if (!sequential.empty()) {
    if (!endsWithBarrier(body))
      omp::BarrierOp::create(builder, loc);
    auto single = omp::SingleOp::create(builder, loc, omp::SingleOperands{});
    Block *singleBody = builder.createBlock(&single.getRegion());
    for (Operation *op : sequential)
      op->moveBefore(singleBody, singleBody->end());
    builder.setInsertionPointToEnd(singleBody);
    omp::TerminatorOp::create(builder, loc);
    builder.setInsertionPoint(terminator);
  } else if (!endsWithBarrier(body)) {
    omp::BarrierOp::create(builder, loc);
  }
  Block &nextBody = next.getRegion().front();
  body.getOperations().splice(Block::iterator(terminator),
                              nextBody.getOperations(), nextBody.begin(),
                              Block::iterator(nextBody.getTerminator()));
  next.erase();
  return true;
}

static void mergeInBlock(Block &block) {
  omp::ParallelOp current;
  SmallVector<Operation *> between;
  for (Operation *op = block.empty() ? nullptr : &block.front(); op;) {
    Operation *following = op->getNextNode();
    if (auto parallel = dyn_cast<omp::ParallelOp>(op)) {
      if (!current || !tryMerge(current, parallel, between))
        current = parallel;
      between.clear();
    } else if (current) {
      between.push_back(op);
    }
    op = following;
  }
}

struct MergeParallelRegionsPass
    : public PassWrapper<MergeParallelRegionsPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MergeParallelRegionsPass)

  StringRef getArgument() const final {
    return "msched-merge-parallel-regions";
  }
  StringRef getDescription() const final {
    return "Merge consecutive omp.parallel regions of a block into one (one "
           "fork/join), hoisting or single-threading the code between";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<omp::OpenMPDialect>();
  }

  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) {
      if (llvm::count_if(*block, [](Operation &op) {
            return isa<omp::ParallelOp>(op);
          }) >= 2)
        blocks.push_back(block);
    });
    for (Block *block : blocks)
      mergeInBlock(*block);
  }
};

} // namespace

std::unique_ptr<Pass> msched::createMergeParallelRegionsPass() {
  return std::make_unique<MergeParallelRegionsPass>();
}
