//===- PadMaterialization.cpp - The pad-materialization module -----------===//
//
// The "pad-materialization" module (msched): a tensor.pad left at the top
// level of a task is a pass over the padded tensor that nothing
// parallelizes or vectorizes (it bufferizes to a memset and row memmoves on
// the calling thread: at 2 threads, the best GRP, C1D, C2D, C3D, CBR and
// T2D schedules of session 16 all ran their pad sequentially). This module
// rewrites it, with upstream transform ops, as the two linalg ops it is:
//
//   transform.structured.rewrite_in_destination_passing_style  (pad ->
//       tensor.empty + linalg.fill of the padding value + insert_slice)
//   transform.structured.insert_slice_to_copy  (insert_slice -> linalg.copy
//       of the source into the interior of the fill's result)
//
// The fill and the copy become blocks "<block>_fill" and "<block>_copy",
// which parallelize-vectorize-unroll then tiles with scf.forall and
// vectorizes like any element-wise op; bufferization writes the copy in
// place into the filled buffer.
//
// Whether that pays depends on the alternatives (a pad fused into the
// consumer's loops by random-compute-location, or peeled), so the design
// space forks, as multi-level tiling does for its write cache: the
// schedule as it is first, then the materialized one. Only a pad at the
// top level of the function with a statically shaped result, whose result
// is used, is a candidate. Put this module after multi-level-tiling and
// fuse-producers (a pad they fused is no candidate) and before
// parallelize-vectorize-unroll.
//
// Options: none.
//
//===----------------------------------------------------------------------===//

#include "ModuleUtils.h"

#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace msched;

namespace {
class PadMaterialization : public TransformModule {
public:
  StringRef getName() const override { return "pad-materialization"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;
};
} // namespace

FailureOr<std::vector<Schedule>>
PadMaterialization::apply(Schedule sch, OpHandle block, StringRef blockName) {
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("block '" + blockName + "'", sch);
  std::vector<Schedule> results;
  auto pad = dyn_cast<tensor::PadOp>(*op);
  bool candidate = pad && isa<func::FuncOp>(pad->getParentOp()) &&
                   pad.getResultType().hasStaticShape() && !pad->use_empty();
  if (!candidate) {
    results.push_back(std::move(sch));
    return results;
  }
  Schedule materialized = sch.copy();
  results.push_back(std::move(sch));
  // A failed step leaves `materialized` unusable: the variant is dropped.
  Type anyOp = materialized.getAnyOpType();
  FailureOr<SmallVector<Handle>> inserted = materialized.apply(
      "transform.structured.rewrite_in_destination_passing_style", {block},
      {anyOp});
  if (failed(inserted))
    return results;
  FailureOr<SmallVector<Handle>> copy = materialized.apply(
      "transform.structured.insert_slice_to_copy", {(*inserted)[0]}, {anyOp});
  if (failed(copy))
    return results;
  // copy outs(extract_slice of the fill's result).
  FailureOr<OpHandle> slice =
      materialized.getProducerOfOperand(OpHandle((*copy)[0]), 1);
  if (failed(slice))
    return results;
  FailureOr<OpHandle> fill = materialized.getProducerOfOperand(*slice, 0);
  if (failed(fill))
    return results;
  materialized.release(*slice);
  // The ops must be the ones the rewrite made: insert_slice_to_copy returns
  // the source's own linalg.copy when the pad's source already is one, and
  // the producers walked from it are then other ops.
  FailureOr<Operation *> copyOp =
      materialized.getSingleOp(OpHandle((*copy)[0]));
  FailureOr<Operation *> fillOp = materialized.getSingleOp(*fill);
  if (failed(copyOp) || failed(fillOp) || !isa<linalg::CopyOp>(*copyOp) ||
      !isa<linalg::FillOp, linalg::GenericOp>(*fillOp))
    return results;
  auto into = cast<linalg::CopyOp>(*copyOp)
                  .getDpsInitOperand(0)
                  ->get()
                  .getDefiningOp<tensor::ExtractSliceOp>();
  if (!into || into.getSource().getDefiningOp() != *fillOp)
    return results;
  MLIRContext *ctx = materialized.getContext();
  if (failed(modules::annotate(materialized, *fill, kBlockAttrName,
                               StringAttr::get(ctx, blockName + "_fill"))) ||
      failed(modules::annotate(materialized, OpHandle((*copy)[0]),
                               kBlockAttrName,
                               StringAttr::get(ctx, blockName + "_copy"))))
    return results;
  results.push_back(std::move(materialized));
  return results;
}

namespace msched {
/// The factory registered as "pad-materialization" (BuiltinModules.cpp);
/// null for any option (it takes none).
std::unique_ptr<TransformModule>
createPadMaterializationModule(StringRef options) {
  return modules::createModuleWithoutOptions<PadMaterialization>(options);
}
} // namespace msched
