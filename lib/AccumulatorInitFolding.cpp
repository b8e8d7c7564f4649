//===- AccumulatorInitFolding.cpp - Accumulators start from the fill value ===//
//
// See include/msched/AccumulatorInitFolding.h.
//
//===----------------------------------------------------------------------===//
#include "msched/AccumulatorInitFolding.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

namespace {

bool isConstant(OpFoldResult value, int64_t expected) {
  std::optional<int64_t> constant = getConstantIntValue(value);
  return constant && *constant == expected;
}

bool sameSlice(tensor::ExtractSliceOp extract, tensor::InsertSliceOp insert) {
  return isEqualConstantIntOrValueArray(extract.getMixedOffsets(),
                                        insert.getMixedOffsets()) &&
         isEqualConstantIntOrValueArray(extract.getMixedSizes(),
                                        insert.getMixedSizes()) &&
         isEqualConstantIntOrValueArray(extract.getMixedStrides(),
                                        insert.getMixedStrides());
}

/// The insert_slice that `loop` yields for its iteration argument `arg`
/// into `arg` itself, or null.
tensor::InsertSliceOp yieldedInsert(scf::ForOp loop, BlockArgument arg) {
  auto insert = loop.getTiedLoopYieldedValue(arg)
                    ->get()
                    .getDefiningOp<tensor::InsertSliceOp>();
  if (!insert || insert.getDest() != arg)
    return {};
  return insert;
}

/// Whether each iteration of `loop` writes `arg` only at the slice of
/// `insert`, which no other iteration writes: unit strides and one
/// dimension whose offset is the induction variable, with a static size no
/// larger than the constant, positive step.
bool ownsSlicePerIteration(scf::ForOp loop, tensor::InsertSliceOp insert) {
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!step || *step <= 0 ||
      !llvm::all_of(insert.getMixedStrides(),
                    [](OpFoldResult s) { return isConstant(s, 1); }))
    return false;
  Value iv = loop.getInductionVar();
  for (auto [offset, size] :
       llvm::zip_equal(insert.getMixedOffsets(), insert.getMixedSizes())) {
    std::optional<int64_t> staticSize = getConstantIntValue(size);
    if (dyn_cast<Value>(offset) == iv && staticSize && *staticSize <= *step)
      return true;
  }
  return false;
}

/// Whether `loop` runs exactly once (static bounds, scf.for's signed or
/// unsigned comparison): its one iteration reads what the loop started from.
bool runsOnce(scf::ForOp loop) {
  std::optional<APInt> trips = loop.getStaticTripCount();
  return trips && *trips == 1;
}

/// The loop around `inner` that hands it the tensor whole: the iteration
/// argument tied to `innerArg`'s init is that init's only use and the loop
/// yields `inner`'s tied result (the loops tile_using_for makes outside the
/// one that extracts the tile). Null otherwise.
scf::ForOp handingLoop(scf::ForOp inner, BlockArgument innerArg) {
  OpOperand *init = inner.getTiedLoopInit(innerArg);
  auto arg = dyn_cast<BlockArgument>(init->get());
  if (!arg || !arg.hasOneUse())
    return {};
  auto outer = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
  if (!outer || inner->getParentOp() != outer.getOperation() ||
      arg == outer.getInductionVar() ||
      outer.getTiedLoopYieldedValue(arg)->get() !=
          inner.getTiedLoopResult(init))
    return {};
  return outer;
}

/// The scalar that every element of `value` equals, as a linalg.fill wrote
/// it, or null: see the header for the forms followed.
Value fillValueHeldBy(Value value) {
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    return fill.hasPureTensorSemantics() ? fill.getInputs()[0] : Value();
  auto slice = value.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice)
    return Value();
  if (Value held = fillValueHeldBy(slice.getSource()))
    return held;
  // The slice this iteration owns still holds what the loop started from.
  auto arg = dyn_cast<BlockArgument>(slice.getSource());
  if (!arg)
    return Value();
  auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
  if (!loop || arg == loop.getInductionVar())
    return Value();
  tensor::InsertSliceOp insert = yieldedInsert(loop, arg);
  if (!insert || !sameSlice(slice, insert))
    return Value();
  // Up through the loops that hand this one the tensor whole: each either
  // runs once or owns its slice (a tile loop with one dimension of the
  // slice), so no earlier iteration of any of them wrote this slice.
  while (true) {
    if (!ownsSlicePerIteration(loop, insert) && !runsOnce(loop))
      return Value();
    scf::ForOp outer = handingLoop(loop, arg);
    if (!outer)
      break;
    arg = cast<BlockArgument>(loop.getTiedLoopInit(arg)->get());
    loop = outer;
  }
  return fillValueHeldBy(loop.getTiedLoopInit(arg)->get());
}

/// The loop nested in `loop` that `loop`'s iteration argument `arg` is
/// handed to whole: `arg`'s one use is that loop's init, and its tied result
/// goes nowhere but to `loop`'s yield at `arg`'s position (no read). Null
/// otherwise; `innerArg` is then the nested loop's iteration argument.
scf::ForOp handedDownTo(scf::ForOp loop, BlockArgument arg,
                        BlockArgument &innerArg) {
  Value yielded = loop.getTiedLoopYieldedValue(arg)->get();
  auto inner = yielded.getDefiningOp<scf::ForOp>();
  if (!inner || inner->getParentOp() != loop.getOperation() ||
      !arg.hasOneUse() || !yielded.hasOneUse())
    return {};
  OpOperand *init = inner.getTiedLoopInit(cast<OpResult>(yielded));
  if (init->get() != arg)
    return {};
  innerArg = inner.getTiedLoopRegionIterArg(init);
  return inner;
}

/// Whether `loop` hands its iteration argument `arg` on unread: the
/// argument's one use is the yield, or it is handed down whole to a nested
/// loop that hands it on (a register kernel's loops carry the output tile
/// they write after them).
bool handsOn(scf::ForOp loop, BlockArgument arg) {
  if (loop.getTiedLoopYieldedValue(arg)->get() == arg)
    return arg.hasOneUse();
  BlockArgument innerArg;
  scf::ForOp inner = handedDownTo(loop, arg, innerArg);
  return inner && handsOn(inner, innerArg);
}

/// `value`, seen through the results of loops that hand it on unread.
Value handedOn(Value value) {
  while (auto result = dyn_cast<OpResult>(value)) {
    auto loop = dyn_cast<scf::ForOp>(result.getOwner());
    if (!loop || !result.hasOneUse() ||
        !handsOn(loop, loop.getTiedLoopRegionIterArg(result)))
      break;
    value = loop.getTiedLoopInit(result)->get();
  }
  return value;
}

/// Whether `read` returns only elements of its source (no mask, no
/// out-of-bounds lane, same element type).
bool readsOnlyElements(vector::TransferReadOp read) {
  auto type = dyn_cast<RankedTensorType>(read.getBase().getType());
  return type && !read.getMask() &&
         type.getElementType() == read.getVectorType().getElementType() &&
         llvm::all_of(read.getInBoundsValues(), [](bool b) { return b; });
}

bool loopOverwrites(scf::ForOp loop, BlockArgument arg);

/// Whether `value` is `base` with every element overwritten, and nothing
/// reads `base`'s elements: `base` has one use, a full-size transfer_write
/// into it, a fill of it, or the init of a loop that overwrites it.
bool overwritesWhole(Value value, Value base) {
  if (!base.hasOneUse())
    return false;
  auto type = dyn_cast<RankedTensorType>(base.getType());
  if (!type || !type.hasStaticShape())
    return false;
  if (auto write = value.getDefiningOp<vector::TransferWriteOp>()) {
    // The vector has the tensor's shape, less leading unit dimensions.
    VectorType vectorType = write.getVectorType();
    ArrayRef<int64_t> shape = type.getShape(), lanes = vectorType.getShape();
    return handedOn(write.getBase()) == base && !write.getMask() &&
           !vectorType.isScalable() && shape.size() >= lanes.size() &&
           shape.take_back(lanes.size()) == lanes &&
           llvm::all_of(shape.drop_back(lanes.size()),
                        [](int64_t d) { return d == 1; }) &&
           write.getPermutationMap().isMinorIdentity() &&
           llvm::all_of(write.getIndices(),
                        [](Value i) { return isConstant(i, 0); }) &&
           llvm::all_of(write.getInBoundsValues(), [](bool b) { return b; });
  }
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    return fill.hasPureTensorSemantics() && fill.getOutputs()[0] == base;
  if (auto loop = value.getDefiningOp<scf::ForOp>()) {
    OpOperand *init = loop.getTiedLoopInit(cast<OpResult>(value));
    return init->get() == base &&
           loopOverwrites(loop, loop.getTiedLoopRegionIterArg(init));
  }
  return false;
}

/// Whether `loop` overwrites every element of its iteration argument `arg`
/// before reading it. The loop hands the tensor whole down a nest of loops
/// (itself alone, or tile loops that extract nothing) to the innermost,
/// which inserts into it a slice that each iteration of the nest owns: each
/// loop of the nest either runs once or runs from 0 to the extent of the one
/// dimension that follows it, the slice as wide as its step there, and the
/// slice spans the other dimensions whole; the slice is extracted at most
/// once, and only to be overwritten.
bool loopOverwrites(scf::ForOp loop, BlockArgument arg) {
  SmallVector<scf::ForOp> nest;
  tensor::InsertSliceOp insert;
  while (true) {
    nest.push_back(loop);
    Value yielded = loop.getTiedLoopYieldedValue(arg)->get();
    insert = yielded.getDefiningOp<tensor::InsertSliceOp>();
    if (insert && insert.getDest() == arg)
      break;
    // The partly written tensor goes nowhere but down the nest and back up.
    BlockArgument innerArg;
    scf::ForOp inner = handedDownTo(loop, arg, innerArg);
    if (!inner)
      return false;
    loop = inner;
    arg = innerArg;
  }
  // The partly written tensor goes nowhere but to the next iteration.
  RankedTensorType whole = insert.getDestType();
  if (!insert->hasOneUse() || !whole.hasStaticShape() ||
      !llvm::all_of(insert.getMixedStrides(),
                    [](OpFoldResult s) { return isConstant(s, 1); }))
    return false;
  // Each loop follows one dimension at most, and each dimension one loop
  // (a loop in two dimensions would write a diagonal).
  SmallVector<bool> follows(nest.size(), false);
  for (auto [offset, size, extent] :
       llvm::zip_equal(insert.getMixedOffsets(), insert.getMixedSizes(),
                       whole.getShape())) {
    auto offsetValue = dyn_cast<Value>(offset);
    auto *it = llvm::find_if(nest, [&](scf::ForOp l) {
      return offsetValue && l.getInductionVar() == offsetValue;
    });
    if (it == nest.end()) {
      if (!isConstant(offset, 0) || !isConstant(size, extent))
        return false;
      continue;
    }
    size_t i = it - nest.begin();
    std::optional<int64_t> step = getConstantIntValue(it->getStep());
    std::optional<int64_t> upper = getConstantIntValue(it->getUpperBound());
    if (follows[i] || !isConstant(it->getLowerBound(), 0) || !step ||
        *step <= 0 || !upper || !isConstant(size, *step) || *upper != extent ||
        extent % *step != 0)
      return false;
    follows[i] = true;
  }
  for (auto [l, followsDim] : llvm::zip_equal(nest, follows))
    if (!followsDim && !runsOnce(l))
      return false;
  // The slice it extracts (if any) is only overwritten.
  tensor::ExtractSliceOp extract;
  for (Operation *user : arg.getUsers()) {
    if (user == insert.getOperation())
      continue;
    auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
    if (!slice || extract || !sameSlice(slice, insert))
      return false;
    extract = slice;
  }
  if (!extract)
    return true; // the insert alone: arg's elements are not read
  return overwritesWhole(insert.getSource(), extract.getResult());
}

struct FoldAccumulatorInitsPass
    : public PassWrapper<FoldAccumulatorInitsPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FoldAccumulatorInitsPass)

  StringRef getArgument() const final {
    return "msched-fold-accumulator-inits";
  }
  StringRef getDescription() const final {
    return "Start register accumulators from the fill value where their "
           "output slice still holds it, and drop the fill that only they "
           "read";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vector::VectorDialect>();
  }

  void runOnOperation() override {
    SmallVector<std::pair<vector::TransferReadOp, Value>> reads;
    getOperation()->walk([&](vector::TransferReadOp read) {
      // (linalg.fill's verifier gives the scalar the element type.)
      if (!readsOnlyElements(read))
        return;
      if (Value scalar = fillValueHeldBy(read.getBase()))
        reads.push_back({read, scalar});
    });
    for (auto [read, scalar] : reads) {
      OpBuilder b(read);
      Value splat = vector::BroadcastOp::create(b, read.getLoc(),
                                                read.getVectorType(), scalar);
      read.getResult().replaceAllUsesWith(splat);
      read.erase();
    }
    SmallVector<linalg::FillOp> fills;
    getOperation()->walk([&](linalg::FillOp fill) {
      if (!fill.hasPureTensorSemantics() || fill->getNumResults() != 1 ||
          !fill->getResult(0).hasOneUse())
        return;
      OpOperand &use = *fill->getResult(0).use_begin();
      auto loop = dyn_cast<scf::ForOp>(use.getOwner());
      if (!loop || use.getOperandNumber() < loop.getNumControlOperands())
        return;
      if (loopOverwrites(loop, loop.getTiedLoopRegionIterArg(&use)))
        fills.push_back(fill);
    });
    for (linalg::FillOp fill : fills) {
      fill->getResult(0).replaceAllUsesWith(fill.getOutputs()[0]);
      fill.erase();
    }
  }
};

} // namespace

std::unique_ptr<Pass> msched::createFoldAccumulatorInitsPass() {
  return std::make_unique<FoldAccumulatorInitsPass>();
}
