//===- ScratchSliceUntying.cpp - Scratch tiles off the output's slice -----===//
//
// See include/msched/ScratchSliceUntying.h.
//
//===----------------------------------------------------------------------===//
#include "msched/ScratchSliceUntying.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;

namespace {

/// Whether `value` holds nothing defined: a tensor.empty, a slice of such a
/// value, or a shared output of an scf.forall whose init is such a value
/// (each iteration sees the init).
bool isUndefined(Value value) {
  if (value.getDefiningOp<tensor::EmptyOp>())
    return true;
  if (auto slice = value.getDefiningOp<tensor::ExtractSliceOp>())
    return isUndefined(slice.getSource());
  if (auto arg = dyn_cast<BlockArgument>(value))
    if (auto forall = dyn_cast<scf::ForallOp>(arg.getOwner()->getParentOp()))
      if (arg.getArgNumber() >= static_cast<unsigned>(forall.getRank()))
        return isUndefined(forall.getTiedOpOperand(arg)->get());
  return false;
}

/// The result `use` is written in place of (a destination-style init, an
/// scf.for iteration argument's init), or null when `use` only reads.
Value writtenBy(OpOperand &use) {
  Operation *owner = use.getOwner();
  if (auto loop = dyn_cast<scf::ForOp>(owner)) {
    if (use.getOperandNumber() < loop.getNumControlOperands())
      return Value();
    return loop.getTiedLoopResult(&use);
  }
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(owner))
    if (dps.isDpsInit(&use))
      return dps.getTiedOpResult(&use);
  return Value();
}

/// Whether a value written in place of `use` (followed through further
/// in-place writes) is the source of a parallel_insert_slice.
bool reachesParallelInsert(OpOperand &use) {
  Value written = writtenBy(use);
  if (!written)
    return false;
  for (OpOperand &next : written.getUses()) {
    if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(next.getOwner()))
      if (next.get() == insert.getSource())
        return true;
    if (reachesParallelInsert(next))
      return true;
  }
  return false;
}

/// Unties the scratch writers of the slices of `sharedOut` (see the header).
void untieScratchWriters(BlockArgument sharedOut) {
  SmallVector<tensor::ExtractSliceOp> slices;
  for (Operation *user : sharedOut.getUsers())
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(user))
      if (slice.getType().hasStaticShape())
        slices.push_back(slice);
  SmallVector<OpOperand *> scratch;
  bool someReachInsert = false;
  for (tensor::ExtractSliceOp slice : slices)
    for (OpOperand &use : slice.getResult().getUses()) {
      if (!writtenBy(use))
        continue;
      if (reachesParallelInsert(use))
        someReachInsert = true;
      else
        scratch.push_back(&use);
    }
  // A slice no writer of which reaches the output is left as it is: a
  // single scratch writer there conflicts with nothing.
  if (!someReachInsert)
    return;
  for (OpOperand *use : scratch) {
    auto type = cast<RankedTensorType>(use->get().getType());
    OpBuilder b(use->getOwner());
    use->set(tensor::EmptyOp::create(b, use->getOwner()->getLoc(),
                                     type.getShape(), type.getElementType()));
  }
}

struct UntieScratchSlicesPass
    : public PassWrapper<UntieScratchSlicesPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(UntieScratchSlicesPass)

  StringRef getArgument() const final { return "msched-untie-scratch-slices"; }
  StringRef getDescription() const final {
    return "Give a scratch tile written in place of an undefined scf.forall "
           "output's slice, which the output's own writer writes too, a "
           "tensor.empty of its own (no copy at bufferization)";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<tensor::TensorDialect>();
  }

  void runOnOperation() override {
    getOperation()->walk([](scf::ForallOp forall) {
      for (BlockArgument sharedOut : forall.getRegionIterArgs())
        if (isUndefined(forall.getTiedOpOperand(sharedOut)->get()))
          untieScratchWriters(sharedOut);
    });
  }
};

} // namespace

std::unique_ptr<Pass> msched::createUntieScratchSlicesPass() {
  return std::make_unique<UntieScratchSlicesPass>();
}
