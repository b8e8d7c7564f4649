//===- AddRFactor.cpp - MetaSchedule's rfactor rule -----------------------===//
//
// The "add-rfactor" module: MetaSchedule's AddRFactor schedule rule (apache/tvm
// src/meta_schedule/schedule_rule/add_rfactor.cc) on a linalg reduction.
//
// Applicability (TVM NeedsRFactorOrCrossThreadReduction,
// src/tir/schedule/analysis/analysis.cc): an untiled linalg op on static
// shapes, not multi-level tiled, with one output, parallel and reduction
// loops only, at least one reduction loop; with S and R the products of its
// parallel and of its reduction extents:
//  - if the op needs multi-level tiling (ModuleUtils.h), rfactor is tried
//    only when the parallel loops cannot feed the machine: not (S >= R or
//    S > max_jobs_per_core * cores);
//  - otherwise (norms, softmax reductions, ...), whenever R > 1.
// Otherwise the schedule is returned unchanged.
//
// Steps: TVM fuses the reduction loops, splits the fused loop in two with
// Sample-Perfect-Tile (max_innermost_factor) and returns one schedule per
// split loop it can rfactor, then the original. The loops of a linalg op
// cannot be fused, so msched splits the innermost reduction loop r (extent
// E = f0 * f1, f1 <= max_innermost_factor; the other reduction loops stay
// whole) and builds:
//  1. rfactor on the inner split loop: transform.msched.rfactor by f1 (the
//     upstream partial-reduction tiling of tile_reduction_using_for, tile
//     size f1 on r, 1 on the other reduction loops): an scf.for nest
//     accumulates f1 partial results per output element -- a parallel,
//     contiguous, vectorizable dimension -- which a linalg.reduce combines
//     after the loops;
//  2. rfactor on the outer split loop: transform.msched.rfactor by f0
//     `parallel` (that of tile_reduction_using_forall, f0 threads on r): an
//     scf.forall computes f0 partial results per output element, each
//     reducing f1 elements, combined after the loop: the parallelism the
//     spatial loops lack;
//  3. the original schedule (a copy taken first, as TVM's).
// In both variants the partial op -- where the reduction's work is --
// keeps the block's name, so that the modules after this one in the list
// (parallelize-vectorize-unroll) schedule it, as TVM's postprocessor would
// vectorize the rfactor block too. The combining op is a new block named
// "<block>_combine" (TVM's write-back block, which keeps TVM's block_rv),
// which the modules after this one schedule too (the design-space generator
// visits the blocks a module creates, as TVM's PostOrderApply collects the
// blocks again for each rule).
// A variant whose rfactor the op does not support (an unrecognized combiner)
// is dropped, as TVM drops those whose RFactor throws.
//
// The split factors are the params of the sample_perfect_tile instruction
// (transform.msched.rfactor takes a param where upstream's rfactor ops take
// an attribute), so a mutated decision changes the split; both variants are
// built whatever the factors (a factor of 1 gives a one-iteration loop).
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/AddRFactor.h"

#include "ModuleUtils.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace msched;
using namespace msched::modules;

FailureOr<AddRFactorOptions> AddRFactorOptions::parse(StringRef text,
                                                      std::string &error) {
  AddRFactorOptions options;
  OptionParser parser(text);
  parser.get("max_jobs_per_core", options.maxJobsPerCore);
  parser.get("max_innermost_factor", options.maxInnermostFactor);
  parser.get("cores", options.cores);
  if (!parser.finish()) {
    error = parser.getError();
    return failure();
  }
  return options;
}

namespace {

class AddRFactor : public TransformModule {
public:
  explicit AddRFactor(AddRFactorOptions o) : options(std::move(o)) {
    if (options.cores <= 0)
      options.cores = defaultCores();
  }

  StringRef getName() const override { return "add-rfactor"; }

  FailureOr<std::vector<Schedule>> apply(Schedule sch, OpHandle block,
                                         StringRef blockName) override;

  /// TVM NeedsRFactorOrCrossThreadReduction for `op`.
  bool needsRFactor(Operation *op) const;

private:
  /// Builds one rfactor variant on `sch` (transform.msched.rfactor by
  /// `factor`): `useInner` selects the scf.for one, else the scf.forall one.
  LogicalResult rfactor(Schedule &sch, OpHandle block, StringRef blockName,
                        unsigned reductionDim, ParamHandle factor,
                        bool useInner) const;

  AddRFactorOptions options;
};

} // namespace

bool AddRFactor::needsRFactor(Operation *op) const {
  linalg::LinalgOp linalgOp = getStaticLinalgOp(op);
  if (!linalgOp || hasBeenMultiLevelTiled(op) ||
      !getEnclosingLoops(op).empty() || linalgOp.getNumReductionLoops() == 0)
    return false;
  auto [space, reduce] = getCumulativeSpaceAndReduction(linalgOp);
  if (needsMultiLevelTiling(op)) {
    int64_t maxParallel = options.maxJobsPerCore <= 0
                              ? INT64_MAX
                              : options.maxJobsPerCore * options.cores;
    return !(space >= reduce || space > maxParallel);
  }
  return reduce > 1;
}

LogicalResult AddRFactor::rfactor(Schedule &sch, OpHandle block,
                                  StringRef blockName, unsigned reductionDim,
                                  ParamHandle factor, bool useInner) const {
  MLIRContext *ctx = sch.getContext();
  Builder b(ctx);
  SmallVector<NamedAttribute> attrs{
      b.getNamedAttr("reduction_dim",
                     b.getI64IntegerAttr(static_cast<int64_t>(reductionDim)))};
  if (!useInner)
    attrs.push_back(b.getNamedAttr("parallel", b.getUnitAttr()));
  // Results: the fill(s) of the partial results (one per init), the partial
  // op, the combining op, the loop.
  Type any = sch.getAnyOpType();
  FailureOr<SmallVector<Handle>> results = sch.apply(
      "transform.msched.rfactor", {block, factor}, {any, any, any, any}, attrs);
  if (failed(results))
    return failure();
  OpHandle partial((*results)[1]), combining((*results)[2]);
  sch.release((*results)[0]);
  sch.release((*results)[3]);
  if (failed(annotate(sch, partial, kBlockAttrName,
                      StringAttr::get(ctx, blockName))) ||
      failed(annotate(sch, combining, kBlockAttrName,
                      StringAttr::get(ctx, (blockName + "_combine").str()))))
    return failure();
  sch.release(partial);
  sch.release(combining);
  return success();
}

FailureOr<std::vector<Schedule>> AddRFactor::apply(Schedule sch, OpHandle block,
                                                   StringRef blockName) {
  std::vector<Schedule> results;
  FailureOr<Operation *> op = sch.getSingleOp(block);
  if (failed(op))
    return fail("the block", sch);
  if (!needsRFactor(*op)) {
    results.push_back(std::move(sch));
    return results;
  }
  auto linalgOp = cast<linalg::LinalgOp>(*op);
  SmallVector<unsigned> reductionDims;
  linalgOp.getReductionDims(reductionDims);
  SmallVector<int64_t> extents = linalgOp.getStaticLoopRanges();
  // The innermost reduction loop of extent > 1.
  std::optional<unsigned> r;
  for (unsigned d : reductionDims)
    if (extents[d] > 1)
      r = d;
  if (!r) {
    results.push_back(std::move(sch));
    return results;
  }

  // TVM: ori_sch = sch->Copy() before anything is sampled.
  Schedule original = sch.copy();
  FailureOr<SmallVector<ParamHandle>> factors =
      sch.samplePerfectTile(block, *r, 2, options.maxInnermostFactor);
  if (failed(factors))
    return fail("sample_perfect_tile", sch);

  // One schedule per split loop (outer first, as TVM's split_loops order);
  // the factor is a param, so a mutated decision changes the split. A
  // variant that cannot be built is dropped.
  for (bool useInner : {false, true}) {
    Schedule variant = sch.copy();
    if (succeeded(rfactor(variant, block, blockName, *r,
                          (*factors)[useInner ? 1 : 0], useInner)))
      results.push_back(std::move(variant));
  }
  results.push_back(std::move(original));
  return results;
}

std::unique_ptr<TransformModule>
msched::createAddRFactor(const AddRFactorOptions &options) {
  return std::make_unique<AddRFactor>(options);
}

std::unique_ptr<TransformModule>
msched::createAddRFactorFromText(StringRef text) {
  std::string error;
  FailureOr<AddRFactorOptions> options = AddRFactorOptions::parse(text, error);
  if (failed(options))
    return nullptr;
  return createAddRFactor(*options);
}
