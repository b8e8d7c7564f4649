//===- ResultInDestination.cpp - Results computed in the caller's buffer --===//
//
// See include/msched/ResultInDestination.h.
//
//===----------------------------------------------------------------------===//
#include "msched/ResultInDestination.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

namespace {

/// The tensor that `value` is computed in place of, one op back, or null.
Value writtenInPlaceOf(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return Value();
  Operation *op = result.getOwner();
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return insert.getDest();
  if (auto forall = dyn_cast<scf::ForallOp>(op))
    return forall.getTiedOpOperand(result)->get();
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return loop.getInitArgs()[result.getResultNumber()];
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    if (dps.hasPureTensorSemantics())
      return dps.getTiedOpOperand(result)->get();
  return Value();
}

/// Whether the values computed from `empty` reach anything but `store`: a
/// second stored result (also one storeAsCopy rewrote) or the terminator of the
/// empty's block (a returned value). Then the empty is shared (after CSE, say),
/// and giving it one result's buffer would make the other results alias that
/// buffer. Ops nested in a region count through their ancestor in the empty's
/// block, whose results carry what the nested ops wrote.
bool reachesOtherThan(tensor::EmptyOp empty,
                      bufferization::MaterializeInDestinationOp store) {
  Block *block = empty->getBlock();
  SmallVector<Value> worklist{empty.getResult()};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      Operation *top = block->findAncestorOpInBlock(*user);
      if (!top)
        return true; // used outside the block: escapes the analysis.
      for (Operation *op : {user, top}) {
        if (op == store.getOperation())
          continue;
        // A store already made a copy (storeAsCopy) still reads a result.
        if (isa<bufferization::MaterializeInDestinationOp,
                bufferization::ToBufferOp>(op) ||
            (op->hasTrait<OpTrait::IsTerminator>() && op->getBlock() == block))
          return true;
        if (seen.insert(op).second)
          llvm::append_range(worklist, op->getResults());
      }
    }
  }
  return false;
}

/// Replaces `store` by a read of its source's buffer and a memref.copy into
/// the destination, which upstream's empty-tensor elimination does not
/// treat as a subset insertion. Why: when other stored results come from
/// the same empty, that pass may still give the empty this store's buffer;
/// one-shot bufferization does not see the memref destination as an alias,
/// so a result copied there (its computation having gone out of place)
/// overwrites a value that a later store still reads: `return %conv, %fill`
/// with %fill the convolution's init stored the convolution's values twice.
void storeAsCopy(bufferization::MaterializeInDestinationOp store) {
  OpBuilder b(store);
  Value source = store.getSource();
  auto type = cast<MemRefType>(store.getDest().getType());
  Value buffer = bufferization::ToBufferOp::create(
      b, store.getLoc(),
      MemRefType::get(type.getShape(), type.getElementType()), source,
      /*read_only=*/true);
  memref::CopyOp::create(b, store.getLoc(), buffer, store.getDest());
  store.erase();
}

struct ResultsInDestinationPass
    : public PassWrapper<ResultsInDestinationPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ResultsInDestinationPass)

  StringRef getArgument() const final {
    return "msched-results-in-destination";
  }
  StringRef getDescription() const final {
    return "Compute a stored result in its destination buffer: every use of "
           "the tensor.empty it starts from reads the buffer instead";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    // storeAsCopy makes bufferization.to_buffer and memref.copy.
    registry
        .insert<bufferization::BufferizationDialect, memref::MemRefDialect>();
  }

  void runOnOperation() override {
    getOperation()->walk([](bufferization::MaterializeInDestinationOp store) {
      Value buffer = store.getDest();
      auto bufferType = dyn_cast<MemRefType>(buffer.getType());
      auto resultType = dyn_cast<RankedTensorType>(store.getSource().getType());
      if (!bufferType || !resultType || !resultType.hasStaticShape() ||
          !bufferType.getLayout().isIdentity() ||
          bufferType.getShape() != resultType.getShape())
        return;
      Value value = store.getSource();
      while (Value before = writtenInPlaceOf(value))
        value = before;
      auto empty = value.getDefiningOp<tensor::EmptyOp>();
      if (!empty || empty.getType() != resultType ||
          empty->getBlock() != store->getBlock())
        return;
      if (reachesOtherThan(empty, store)) {
        storeAsCopy(store);
        return;
      }
      // The buffer must be available where the empty is.
      if (Operation *def = buffer.getDefiningOp())
        if (def->getBlock() != empty->getBlock() ||
            !def->isBeforeInBlock(empty))
          return;
      if (auto arg = dyn_cast<BlockArgument>(buffer))
        if (arg.getOwner() != empty->getBlock())
          return;
      OpBuilder b(empty);
      auto tensor = bufferization::ToTensorOp::create(
          b, empty.getLoc(), resultType, buffer, /*restrict=*/true,
          /*writable=*/true);
      empty.getResult().replaceAllUsesWith(tensor.getResult());
      empty.erase();
    });
  }
};

} // namespace

std::unique_ptr<Pass> msched::createResultsInDestinationPass() {
  return std::make_unique<ResultsInDestinationPass>();
}
