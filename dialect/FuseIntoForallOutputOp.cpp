//===- FuseIntoForallOutputOp.cpp - msched.fuse_into_forall_output --------===//
//
// The producer of an scf.forall's shared output computed per iteration on
// the iteration's slice (see dialect/MSchedPrimitiveOps.td): the payload of
// upstream's fuse_into_containing_op through the containing op's block
// argument (mlir/lib/Dialect/Linalg/TransformOps/LinalgTransformOps.cpp,
// tileAndFuseFirstExtractUseThroughContainingOpBlockArgument), without its
// diagnostic, whose printing verifies the whole function on every call.
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;
using namespace msched;

void FuseIntoForallOutputOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getProducerMutable(), effects);
  transform::onlyReadsHandle(getForallMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

DiagnosedSilenceableFailure
FuseIntoForallOutputOp::apply(transform::TransformRewriter &rewriter,
                              transform::TransformResults &results,
                              transform::TransformState &state) {
  Operation *producer = nullptr, *loop = nullptr;
  DiagnosedSilenceableFailure got =
      detail::getSinglePayloadOp(*this, state, getProducer(),
                                 "fuse_into_forall_output: producer", producer);
  if (!got.succeeded())
    return got;
  got = detail::getSinglePayloadOp(*this, state, getForall(),
                                   "fuse_into_forall_output: forall", loop);
  if (!got.succeeded())
    return got;

  auto fail = [&](const Twine &reason) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "fuse_into_forall_output: " << reason;
    diag.attachNote(producer->getLoc()) << "producer";
    return diag;
  };
  auto forall = dyn_cast<scf::ForallOp>(loop);
  if (!forall)
    return fail("the loop is a '" + loop->getName().getStringRef() +
                "', not an scf.forall");
  auto tileable = dyn_cast<TilingInterface>(producer);
  auto dps = dyn_cast<DestinationStyleOpInterface>(producer);
  if (!tileable || !dps)
    return fail("the producer does not implement TilingInterface and "
                "DestinationStyleOpInterface");

  // The first use of the producer as an init of the forall.
  OpOperand *init = nullptr;
  for (OpOperand &use : producer->getUses())
    if (use.getOwner() == loop && forall.isDpsInit(&use)) {
      init = &use;
      break;
    }
  if (!init)
    return fail("no result of the producer is a shared output of the forall");
  BlockArgument shared = forall.getTiedBlockArgument(init);
  tensor::ExtractSliceOp slice;
  for (Operation *user : shared.getUsers())
    if (auto s = dyn_cast<tensor::ExtractSliceOp>(user);
        s && loop->isProperAncestor(s)) {
      slice = s;
      break;
    }
  if (!slice)
    return fail("no tensor.extract_slice in the forall reads its shared "
                "output");

  unsigned resultNumber = cast<OpResult>(init->get()).getResultNumber();
  Value destination =
      dps.getTiedOpOperand(producer->getResult(resultNumber))->get();
  // The producer computed into the shared output, tiled at the slice.
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(slice);
  IRMapping mapping;
  mapping.map(destination, shared);
  auto clone = cast<TilingInterface>(rewriter.clone(*producer, mapping));
  FailureOr<SmallVector<Operation *>> tiled =
      detail::replaceSliceWithTile(rewriter, clone, resultNumber, slice);
  rewriter.eraseOp(clone);
  if (failed(tiled)) {
    DiagnosedSilenceableFailure diag =
        emitDefiniteFailure()
        << "fuse_into_forall_output: could not tile the producer";
    diag.attachNote(slice.getLoc()) << "slice";
    return diag;
  }
  rewriter.modifyOpInPlace(
      loop, [&] { loop->setOperand(init->getOperandNumber(), destination); });
  results.set(cast<OpResult>(getFused()), *tiled);
  return DiagnosedSilenceableFailure::success();
}
