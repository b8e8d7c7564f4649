//===- TransposeFolding.cpp - The transpose-folding module ----------------===//
//
// The "transpose-folding" module (msched; the MLIR form of TVM's layout
// freedom: a TIR block reads its operands through any index expression, so
// a transpose feeding a matmul costs no pass over memory there): a
// transpose (linalg.transpose, or a linalg op that only permutes its one
// input) whose result feeds only inputs of one contraction (matmul, batch
// matmul, any linalg op that linalg::isaContractionOpInterface accepts) is
// folded into the contraction's indexing maps: the contraction is
// generalized (transform.structured.generalize) and the transpose inlined
// into it (transform.msched.compute_inline), so the contraction reads the
// untransposed tensor directly and no transposed copy is made.
//
// Whether that pays depends on the access it creates (e.g. a batch matmul
// whose right-hand operand is then read across its contiguous dimension
// along the vectorized loop), so it is a choice of the search: the design
// space forks into the schedule as it is, first, and the one with the
// transpose folded, as multi-level tiling forks for its write cache. The
// contraction keeps its block name. Put this module before
// multi-level-tiling, e.g.
//   --modules transposed-conv-phases,transpose-folding,auto-inline,...
//
// A transpose is only folded when the contraction then still reads its
// vector operand contiguously (keepsVectorReadContiguous): on TBG
// (bench/workloads/tbg.mlir, Zen 5, 192 trials) the best schedule with both
// transposes folded took 1.3 ms against 0.25 ms without, because the folded
// batch matmul read K across its contiguous dimension along the vectorized
// loop. Q's transpose (the broadcast left-hand side) is folded; K's stays a
// transpose pass of its own.
//
// Options: none.
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"
#include "msched/Dialect/ComputeInlineOp.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace msched;

namespace {
class TransposeFolding : public TransformModule {
public:
  StringRef getName() const override { return "transpose-folding"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;
};
} // namespace

/// The one contraction that every use of `op`'s result feeds as an input,
/// or null.
static linalg::LinalgOp getContractionUser(Operation *op) {
  if (op->getNumResults() != 1 || op->getResult(0).use_empty())
    return nullptr;
  linalg::LinalgOp consumer;
  for (OpOperand &use : op->getResult(0).getUses()) {
    auto user = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!user || (consumer && user != consumer) || !user.isDpsInput(&use) ||
        !linalg::isaContractionOpInterface(user))
      return nullptr;
    consumer = user;
  }
  return consumer;
}

/// Whether the contraction `consumer`, once `transpose` is folded into it,
/// still reads the vector operand contiguously: the loop of the output's
/// innermost dimension (the vector lanes of a register tile) either does not
/// index the untransposed tensor (the operand is broadcast, e.g. the
/// left-hand side of a matmul) or indexes its last (contiguous) dimension.
/// Folding K^T into TBG's batch matmul breaks it (the right-hand side would
/// be read across its contiguous dimension: 5x slower); folding Q's does not.
static bool keepsVectorReadContiguous(linalg::LinalgOp transpose,
                                      linalg::LinalgOp consumer) {
  AffineMap inputMap =
      transpose.getMatchingIndexingMap(transpose.getDpsInputOperand(0));
  AffineMap outputMap =
      transpose.getMatchingIndexingMap(transpose.getDpsInitOperand(0));
  AffineMap initMap =
      consumer.getMatchingIndexingMap(consumer.getDpsInitOperand(0));
  if (initMap.getNumResults() == 0)
    return false;
  auto vectorLoop = dyn_cast<AffineDimExpr>(initMap.getResults().back());
  if (!vectorLoop)
    return false;
  for (OpOperand *input : consumer.getDpsInputOperands()) {
    if (input->get() != transpose->getResult(0))
      continue;
    // Consumer loops -> transposed dims -> transpose loops -> source dims.
    AffineMap folded = inputMap.compose(inversePermutation(outputMap).compose(
        consumer.getMatchingIndexingMap(input)));
    if (folded.getNumResults() == 0)
      return false;
    bool indexed = llvm::any_of(folded.getResults(), [&](AffineExpr e) {
      return e.isFunctionOfDim(vectorLoop.getPosition());
    });
    if (indexed && folded.getResults().back() != vectorLoop)
      return false;
  }
  return true;
}

FailureOr<std::vector<Schedule>>
TransposeFolding::apply(Schedule sch, OpHandle block, StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  std::vector<Schedule> results;
  linalg::LinalgOp consumer;
  if (isa_and_nonnull<func::FuncOp>((*op)->getParentOp()) &&
      modules::isTranspose(*op))
    consumer = getContractionUser(*op);
  if (consumer &&
      !keepsVectorReadContiguous(cast<linalg::LinalgOp>(*op), consumer))
    consumer = nullptr;
  auto name = consumer ? consumer->getAttrOfType<StringAttr>(kBlockAttrName)
                       : StringAttr();
  if (!name) {
    results.push_back(std::move(sch));
    return results;
  }
  bool generalize = !isa<linalg::GenericOp>(consumer.getOperation());
  Schedule folded = sch.copy();
  results.push_back(std::move(sch));
  // A failed step leaves `folded` unusable: the variant is dropped.
  FailureOr<OpHandle> contraction = getBlock(folded, name.getValue());
  if (failed(contraction))
    return results;
  if (generalize) {
    // The generic does not keep the named op's attributes: it is named
    // again.
    FailureOr<SmallVector<Handle>> generic =
        folded.apply("transform.structured.generalize", {*contraction},
                     {folded.getAnyOpType()});
    if (failed(generic) ||
        failed(modules::annotate(folded, OpHandle((*generic)[0]),
                                 kBlockAttrName, name)))
      return results;
  }
  if (failed(modules::applyComputeInline(folded, block)))
    return results;
  results.push_back(std::move(folded));
  return results;
}

namespace msched {
/// The factory registered as "transpose-folding" (BuiltinModules.cpp); null
/// for any option (it takes none).
std::unique_ptr<TransformModule>
createTransposeFoldingModule(StringRef options) {
  return modules::createModuleWithoutOptions<TransposeFolding>(options);
}
} // namespace msched
