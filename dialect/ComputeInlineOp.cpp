//===- ComputeInlineOp.cpp - transform.msched.compute_inline --------------===//
//
// MetaSchedule's Compute-Inline (TVM src/tir/schedule/primitive/
// compute_inline.cc) with linalg's elementwise fusion
// (mlir/lib/Dialect/Linalg/Transforms/ElementwiseOpFusion.cpp:
// areElementwiseOpsFusable, fuseElementwiseOps). See ComputeInlineOp.td.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/ComputeInlineOp.h"
#include "msched/ScheduleAnalysis.h"
#include "msched/ThreadDiagnosticHandler.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/OwningOpRef.h"

#include <algorithm>

using namespace mlir;
using namespace msched;

#define GET_OP_CLASSES
#include "msched/Dialect/ComputeInlineOp.cpp.inc"

//===----------------------------------------------------------------------===//
// The transformation
//===----------------------------------------------------------------------===//

/// "'linalg.matmul'" for messages.
static std::string quoted(Operation *op) {
  return "'" + op->getName().getStringRef().str() + "'";
}

/// Checks the producer alone (conditions that do not need a rewrite).
static LogicalResult checkProducer(Operation *producer, std::string &reason) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(producer);
  if (!linalgOp)
    return reason = "the producer " + quoted(producer) + " is not a linalg op",
           failure();
  if (!linalgOp.hasPureTensorSemantics())
    return reason = "the producer does not work on tensors only", failure();
  if (producer->getNumResults() != 1)
    return reason = "the producer has " +
                    std::to_string(producer->getNumResults()) +
                    " results (one is supported)",
           failure();
  if (linalgOp.getNumParallelLoops() != linalgOp.getNumLoops())
    return reason = "the producer has reduction loops", failure();
  OpResult result = producer->getResult(0);
  if (!linalgOp.getIndexingMapMatchingResult(result).isPermutation())
    return reason = "the producer's result indexing map is not a permutation",
           failure();
  if (linalgOp.payloadUsesValueFromOperand(linalgOp.getDpsInitOperand(0)))
    return reason = "the producer's body reads its init", failure();
  if (result.use_empty())
    return reason = "the producer has no consumer", failure();
  for (OpOperand &use : result.getUses()) {
    Operation *user = use.getOwner();
    auto consumer = dyn_cast<linalg::LinalgOp>(user);
    if (!consumer)
      return reason = "the producer is used by " + quoted(user) +
                      ", not by a linalg op",
             failure();
    if (!consumer.isDpsInput(&use))
      return reason = "the producer is used as an init of " + quoted(user),
             failure();
    if (!isa<linalg::GenericOp>(user) &&
        consumer.getNumParallelLoops() != consumer.getNumLoops())
      return reason = "the consumer " + quoted(user) +
                      " is a named op with reduction loops",
             failure();
  }
  return success();
}

/// Copies the discardable attributes of `from` that `to` lacks.
static void copyDiscardableAttrs(Operation *from, Operation *to) {
  for (NamedAttribute attr : from->getDiscardableAttrs())
    if (!to->hasAttr(attr.getName()))
      to->setDiscardableAttr(attr.getName(), attr.getValue());
}

/// A linalg.generic for `op`: `op` itself or its generalization (which keeps
/// its discardable attributes).
static FailureOr<linalg::GenericOp>
generalize(RewriterBase &rewriter, Operation *op, std::string &reason) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return generic;
  SmallVector<NamedAttribute> attrs(op->getDiscardableAttrs());
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, cast<linalg::LinalgOp>(op));
  if (failed(generic))
    return reason = "cannot generalize " + quoted(op), failure();
  for (NamedAttribute attr : attrs)
    if (!(*generic)->hasAttr(attr.getName()))
      (*generic)->setDiscardableAttr(attr.getName(), attr.getValue());
  return generic;
}

FailureOr<SmallVector<Operation *>>
msched::computeInline(RewriterBase &rewriter, Operation *producer,
                      std::string &reason) {
  if (failed(checkProducer(producer, reason)))
    return failure();
  FailureOr<linalg::GenericOp> generic = generalize(rewriter, producer, reason);
  if (failed(generic))
    return failure();
  linalg::GenericOp source = *generic;
  Value result = source->getResult(0);

  // The replacement consumers, in the order they were made; a consumer that
  // uses the producer twice is replaced twice.
  SmallVector<Operation *> fusedOps;
  while (!result.use_empty()) {
    // The first consumer in IR order (use lists are not in IR order), and
    // its first operand using the producer.
    Operation *consumer = getConsumers(source).front();
    int64_t operandNumber = -1;
    for (OpOperand &operand : consumer->getOpOperands())
      if (operand.get() == result) {
        operandNumber = operand.getOperandNumber();
        break;
      }
    FailureOr<linalg::GenericOp> genericConsumer =
        generalize(rewriter, consumer, reason);
    if (failed(genericConsumer))
      return failure();
    if (genericConsumer->getOperation() != consumer)
      std::replace(fusedOps.begin(), fusedOps.end(), consumer,
                   genericConsumer->getOperation());
    consumer = *genericConsumer;
    OpOperand *operand = &consumer->getOpOperand(operandNumber);

    // Each use but the last gets its own copy of the producer.
    Operation *copy = nullptr;
    if (!result.hasOneUse()) {
      rewriter.setInsertionPointAfter(source);
      copy = rewriter.clone(*source);
      rewriter.modifyOpInPlace(consumer,
                               [&] { operand->set(copy->getResult(0)); });
    }
    if (!linalg::areElementwiseOpsFusable(operand)) {
      reason = "linalg cannot fuse the producer into operand #" +
               std::to_string(operandNumber) + " of " + quoted(consumer) +
               " (areElementwiseOpsFusable)";
      return failure();
    }
    rewriter.setInsertionPoint(consumer);
    FailureOr<linalg::ElementwiseOpFusionResult> fused =
        linalg::fuseElementwiseOps(rewriter, operand);
    if (failed(fused)) {
      reason = "linalg::fuseElementwiseOps failed on operand #" +
               std::to_string(operandNumber) + " of " + quoted(consumer);
      return failure();
    }
    copyDiscardableAttrs(consumer, fused->fusedOp);
    SmallVector<Value> replacements;
    for (Value v : consumer->getResults())
      replacements.push_back(fused->replacements.lookup(v));
    if (llvm::is_contained(replacements, Value())) {
      reason = "linalg::fuseElementwiseOps did not replace every result of " +
               quoted(consumer);
      return failure();
    }
    rewriter.replaceOp(consumer, replacements);
    if (copy && copy->use_empty())
      rewriter.eraseOp(copy);
    if (llvm::is_contained(fusedOps, consumer))
      std::replace(fusedOps.begin(), fusedOps.end(), consumer, fused->fusedOp);
    else
      fusedOps.push_back(fused->fusedOp);
  }
  rewriter.eraseOp(source);

  // In IR order.
  Operation *scope =
      fusedOps.front()->getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
  llvm::DenseMap<Operation *, unsigned> position;
  scope->walk<WalkOrder::PreOrder>(
      [&](Operation *op) { position.try_emplace(op, position.size()); });
  llvm::sort(fusedOps, [&](Operation *a, Operation *b) {
    return position.lookup(a) < position.lookup(b);
  });
  return fusedOps;
}

bool msched::canComputeInline(Operation *producer, std::string *reason) {
  std::string why;
  auto no = [&] {
    if (reason)
      *reason = why;
    return false;
  };
  if (failed(checkProducer(producer, why)))
    return no();
  Operation *scope =
      producer->getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
  if (!scope)
    return why = "the producer has no isolated-from-above ancestor", no();
  // The copy lives in a scratch module (some rewrites look at parents),
  // destroyed on return. Diagnostics about it are dropped.
  IRMapping mapping;
  OwningOpRef<ModuleOp> scratch =
      ModuleOp::create(UnknownLoc::get(producer->getContext()));
  scratch->getBody()->push_back(scope->clone(mapping));
  msched::ThreadDiagnosticHandler silence(
      producer->getContext(), [](Diagnostic &) { return success(); });
  IRRewriter rewriter(producer->getContext());
  if (failed(computeInline(rewriter, mapping.lookup(producer), why)))
    return no();
  return true;
}

//===----------------------------------------------------------------------===//
// ComputeInlineOp
//===----------------------------------------------------------------------===//

void ComputeInlineOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getProducerMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

DiagnosedSilenceableFailure
ComputeInlineOp::apply(transform::TransformRewriter &rewriter,
                       transform::TransformResults &results,
                       transform::TransformState &state) {
  auto ops = state.getPayloadOps(getProducer());
  int64_t count = llvm::range_size(ops);
  if (count != 1)
    return emitSilenceableError()
           << "compute_inline: the producer must be associated with exactly "
              "one payload op, got "
           << count;
  Operation *producer = *ops.begin();
  std::string reason;
  if (!canComputeInline(producer, &reason)) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "compute_inline: cannot inline the "
                                       << quoted(producer) << ": " << reason;
    diag.attachNote(producer->getLoc()) << "producer";
    return diag;
  }
  FailureOr<SmallVector<Operation *>> fused =
      computeInline(rewriter, producer, reason);
  if (failed(fused))
    return emitDefiniteFailure()
           << "compute_inline: inlining failed after it succeeded on a copy "
              "of the payload (the payload may be modified): "
           << reason;
  results.set(cast<OpResult>(getConsumers()), *fused);
  return DiagnosedSilenceableFailure::success();
}
