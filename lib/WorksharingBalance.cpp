//===- WorksharingBalance.cpp - Static loop shares that even out ----------===//
//
// See include/msched/WorksharingBalance.h.
//
//===----------------------------------------------------------------------===//

#include "msched/WorksharingBalance.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace {

constexpr StringLiteral kThreadNum = "omp_get_thread_num";
constexpr StringLiteral kNumThreads = "omp_get_num_threads";

/// The loop nest of `loop` when msched may compute its shares: a plain
/// statically scheduled worksharing loop (see the header for what is not).
static omp::LoopNestOp balanceableNest(omp::WsloopOp loop) {
  if (loop.getScheduleChunk() || loop.getScheduleMod() ||
      loop.getScheduleSimd() || loop.getOrderedAttr() || loop.getOrder() ||
      !loop.getReductionVars().empty() || !loop.getPrivateVars().empty() ||
      !loop.getLinearVars().empty() || !loop.getAllocateVars().empty())
    return nullptr;
  if (std::optional<omp::ClauseScheduleKind> kind = loop.getScheduleKind();
      kind && *kind != omp::ClauseScheduleKind::Static)
    return nullptr;
  auto nest = dyn_cast_or_null<omp::LoopNestOp>(loop.getWrappedLoop());
  if (!nest || nest->getParentOp() != loop.getOperation() ||
      nest.getLoopInclusive() || nest.getTileSizes() ||
      !nest.getRegion().hasOneBlock())
    return nullptr;
  // All of the nest's loops are shared out together (collapsed).
  if (nest.getIVs().size() > 1 &&
      nest.getCollapseNumLoops() != nest.getIVs().size())
    return nullptr;
  for (Value step : nest.getLoopSteps()) {
    APInt value;
    if (!step.getType().isIndex() ||
        !matchPattern(step, m_ConstantInt(&value)) ||
        !value.isStrictlyPositive())
      return nullptr;
  }
  if (!isa<omp::YieldOp>(nest.getRegion().front().getTerminator()) ||
      nest.getRegion().front().getTerminator()->getNumOperands() != 0)
    return nullptr;
  return nest;
}

/// Declares `name` : () -> i32 in `module` unless it is there.
static void declareQuery(ModuleOp module, StringRef name) {
  if (SymbolTable::lookupSymbolIn(module, name))
    return;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto decl = func::FuncOp::create(b, module.getLoc(), name,
                                   b.getFunctionType({}, {b.getI32Type()}));
  decl.setPrivate();
}

/// Calls `name` and casts its i32 result to index.
static Value queryIndex(OpBuilder &b, Location loc, StringRef name) {
  auto call = func::CallOp::create(b, loc, name, TypeRange{b.getI32Type()}, {});
  return arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                    call.getResult(0));
}

/// Replaces `loop` (with `nest`) by the share of thread `tid` of `threads`,
/// the leftover iterations going to the threads from `offset` (< threads)
/// on; returns the next loop's offset.
static Value replaceByShare(IRRewriter &rewriter, omp::WsloopOp loop,
                            omp::LoopNestOp nest, Value tid, Value threads,
                            Value offset) {
  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  auto cst = [&](int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v).getResult();
  };
  Value zero = cst(0), one = cst(1);
  // Trip count of each loop (0 when empty) and of the whole nest.
  SmallVector<Value> trips;
  Value total = one;
  for (auto [lb, ub, step] :
       llvm::zip(nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
                 nest.getLoopSteps())) {
    Value span = arith::SubIOp::create(rewriter, loc, ub, lb);
    Value trip = arith::CeilDivSIOp::create(rewriter, loc, span, step);
    trip = arith::MaxSIOp::create(rewriter, loc, trip, zero);
    trips.push_back(trip);
    total = arith::MulIOp::create(rewriter, loc, total, trip);
  }
  // Threads offset, offset + 1, ... (mod threads) take the `extra`
  // leftover iterations; the shares stay in thread order, so a loop without
  // leftovers is shared out as libomp would, and a thread keeps the part of
  // a buffer it wrote in an earlier loop of the same shape in its caches.
  // Created one by one: the order of the ops is the order of the code.
  Value base = arith::DivUIOp::create(rewriter, loc, total, threads);
  Value extra = arith::RemUIOp::create(rewriter, loc, total, threads);
  Value back = arith::SubIOp::create(rewriter, loc, tid, offset);
  Value shifted = arith::AddIOp::create(rewriter, loc, back, threads);
  Value slot = arith::RemUIOp::create(rewriter, loc, shifted, threads);
  Value takesExtra = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::ult, slot, extra);
  // The threads with an extra iteration are [0, wrapped) and
  // [offset, offset + extra - wrapped); the share begins after the extras
  // of the threads below this one.
  Value extrasEnd = arith::AddIOp::create(rewriter, loc, offset, extra);
  Value atLeastThreads =
      arith::MaxUIOp::create(rewriter, loc, extrasEnd, threads);
  Value wrapped = arith::SubIOp::create(rewriter, loc, atLeastThreads, threads);
  Value lowExtras = arith::MinUIOp::create(rewriter, loc, tid, wrapped);
  Value fromOffset = arith::MaxUIOp::create(rewriter, loc, tid, offset);
  Value pastOffset = arith::SubIOp::create(rewriter, loc, fromOffset, offset);
  Value highCount = arith::SubIOp::create(rewriter, loc, extra, wrapped);
  Value highExtras =
      arith::MinUIOp::create(rewriter, loc, pastOffset, highCount);
  Value before = arith::MulIOp::create(rewriter, loc, tid, base);
  Value withLow = arith::AddIOp::create(rewriter, loc, before, lowExtras);
  Value begin = arith::AddIOp::create(rewriter, loc, withLow, highExtras);
  Value oneMore = arith::SelectOp::create(rewriter, loc, takesExtra, one, zero);
  Value size = arith::AddIOp::create(rewriter, loc, base, oneMore);
  Value end = arith::AddIOp::create(rewriter, loc, begin, size);
  Value nextOffset = arith::RemUIOp::create(rewriter, loc, extrasEnd, threads);

  auto share = scf::ForOp::create(rewriter, loc, begin, end, one);
  rewriter.setInsertionPoint(share.getBody()->getTerminator());
  // The linear iteration back to the nest's induction variables (the last
  // loop varies fastest, as in a collapsed nest).
  SmallVector<Value> ivs(trips.size());
  Value rest = share.getInductionVar();
  for (size_t d = trips.size(); d-- > 0;) {
    Value index = rest;
    if (d > 0) {
      index = arith::RemUIOp::create(rewriter, loc, rest, trips[d]);
      rest = arith::DivUIOp::create(rewriter, loc, rest, trips[d]);
    }
    Value scaled =
        arith::MulIOp::create(rewriter, loc, index, nest.getLoopSteps()[d]);
    ivs[d] = arith::AddIOp::create(rewriter, loc, nest.getLoopLowerBounds()[d],
                                   scaled);
  }
  // The body goes into an scf.execute_region, whose region may become
  // several blocks: convert-scf-to-openmp wraps it in a
  // memref.alloca_scope, which finalize-memref-to-llvm lowers to blocks
  // before convert-scf-to-cf lowers the scf.for.
  auto scope = scf::ExecuteRegionOp::create(rewriter, loc, TypeRange{});
  Block *scopeBlock = rewriter.createBlock(&scope.getRegion());
  Block &bodyBlock = nest.getRegion().front();
  rewriter.eraseOp(bodyBlock.getTerminator());
  rewriter.inlineBlockBefore(&bodyBlock, scopeBlock, scopeBlock->end(), ivs);
  rewriter.setInsertionPointToEnd(scopeBlock);
  scf::YieldOp::create(rewriter, loc);
  // A loop without nowait ends with a barrier; its share keeps it.
  if (!loop.getNowait()) {
    rewriter.setInsertionPointAfter(share);
    omp::BarrierOp::create(rewriter, loc);
  }
  rewriter.eraseOp(loop);
  return nextOffset;
}

/// Whether every thread waits at the end of `op`.
static bool endsWithBarrier(Operation *op) {
  if (auto loop = dyn_cast<omp::WsloopOp>(op))
    return !loop.getNowait();
  if (auto single = dyn_cast<omp::SingleOp>(op))
    return !single.getNowait();
  return isa<omp::BarrierOp>(op);
}

/// Balances the loops directly in `parallel`'s region; whether it changed.
static bool balanceRegion(omp::ParallelOp parallel) {
  if (!parallel.getRegion().hasOneBlock())
    return false;
  Block &body = parallel.getRegion().front();
  if (llvm::none_of(body.getOps<omp::WsloopOp>(),
                    [](omp::WsloopOp loop) { return balanceableNest(loop); }))
    return false;
  IRRewriter rewriter(parallel.getContext());
  rewriter.setInsertionPointToStart(&body);
  Location loc = parallel.getLoc();
  Value tid = queryIndex(rewriter, loc, kThreadNum);
  Value threads = queryIndex(rewriter, loc, kNumThreads);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  // The turns run from one barrier to the next only: across a barrier
  // there is no imbalance to even out, and the first loop after it is
  // shared out as libomp would (its extras to the lowest threads).
  Value offset = zero;
  for (Operation &op : llvm::make_early_inc_range(body.without_terminator())) {
    bool barrier = endsWithBarrier(&op);
    if (auto loop = dyn_cast<omp::WsloopOp>(op))
      if (omp::LoopNestOp nest = balanceableNest(loop))
        offset = replaceByShare(rewriter, loop, nest, tid, threads, offset);
    if (barrier)
      offset = zero;
  }
  return true;
}

struct BalanceWorksharingLoopsPass
    : public PassWrapper<BalanceWorksharingLoopsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(BalanceWorksharingLoopsPass)

  StringRef getArgument() const final {
    return "msched-balance-worksharing-loops";
  }
  StringRef getDescription() const final {
    return "Share out the iterations of statically scheduled omp.wsloops "
           "in msched's code, the threads with one iteration more taking "
           "turns from one loop of a region to the next";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, func::FuncDialect, omp::OpenMPDialect,
                    scf::SCFDialect>();
  }

  void runOnOperation() override {
    bool changed = false;
    getOperation()->walk(
        [&](omp::ParallelOp parallel) { changed |= balanceRegion(parallel); });
    if (changed) {
      declareQuery(getOperation(), kThreadNum);
      declareQuery(getOperation(), kNumThreads);
    }
  }
};

} // namespace

std::unique_ptr<Pass> msched::createBalanceWorksharingLoopsPass() {
  return std::make_unique<BalanceWorksharingLoopsPass>();
}
