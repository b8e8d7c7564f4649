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
  if (!insert || !sameSlice(slice, insert) ||
      !ownsSlicePerIteration(loop, insert))
    return Value();
  return fillValueHeldBy(loop.getTiedLoopInit(arg)->get());
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
    return write.getBase() == base && !write.getMask() &&
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
/// before reading it: from 0 to the extent of one dimension, each
/// iteration overwrites the whole slice it owns of that dimension (the
/// step wide, the other dimensions whole), extracted at most once.
bool loopOverwrites(scf::ForOp loop, BlockArgument arg) {
  // The partly written tensor goes nowhere but to the next iteration.
  tensor::InsertSliceOp insert = yieldedInsert(loop, arg);
  if (!insert || !insert->hasOneUse() || !ownsSlicePerIteration(loop, insert))
    return false;
  RankedTensorType whole = insert.getDestType();
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  if (!whole.hasStaticShape() || !isConstant(loop.getLowerBound(), 0) || !upper)
    return false;
  // Exactly one dimension follows the loop (two would write a diagonal).
  Value iv = loop.getInductionVar();
  int byLoopDims = 0;
  for (auto [offset, size, extent] :
       llvm::zip_equal(insert.getMixedOffsets(), insert.getMixedSizes(),
                       whole.getShape())) {
    bool byLoop = dyn_cast<Value>(offset) == iv;
    byLoopDims += byLoop;
    bool covered = byLoop ? isConstant(size, *step) && *upper == extent &&
                                extent % *step == 0
                          : isConstant(offset, 0) && isConstant(size, extent);
    if (!covered)
      return false;
  }
  if (byLoopDims != 1)
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
