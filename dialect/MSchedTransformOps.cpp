//===- MSchedTransformOps.cpp - msched Transform-dialect extension --------===//
//
// The sampling ops of the msched Transform-dialect extension (see
// dialect/MSchedTransformOps.td for their semantics and
// include/msched/Sampling.h for the algorithms).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Dialect/ComputeInlineOp.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <optional>
#include <string>

using namespace mlir;
using namespace msched;

#define GET_OP_CLASSES
#include "msched/Dialect/MSchedTransformOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Random engine of an interpretation
//===----------------------------------------------------------------------===//

void msched::installRandomEngine(transform::TransformState &state,
                                 RandomEngine &engine) {
  if (state.getExtension<SamplingStateExtension>())
    state.removeExtension<SamplingStateExtension>();
  state.addExtension<SamplingStateExtension>(engine);
}

RandomEngine &msched::getOrCreateRandomEngine(transform::TransformState &state,
                                              Operation *transformOp) {
  if (auto *ext = state.getExtension<SamplingStateExtension>())
    return ext->getEngine();
  uint64_t seed = 0;
  for (Operation *op = transformOp->getParentOp(); op; op = op->getParentOp()) {
    if (auto attr = op->getAttrOfType<IntegerAttr>(kSeedAttrName)) {
      APInt value = attr.getValue();
      seed = value.getBitWidth() <= 64
                 ? static_cast<uint64_t>(value.getSExtValue())
                 : value.trunc(64).getZExtValue();
      break;
    }
  }
  return state.addExtension<SamplingStateExtension>(seed).getEngine();
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Prints `[a, b, c]`.
static std::string listStr(ArrayRef<int64_t> values) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << '[';
  llvm::interleaveComma(values, os);
  os << ']';
  return s;
}

/// Returns the single payload op of `handle`, or emits a silenceable error.
static DiagnosedSilenceableFailure
getSinglePayloadOp(transform::TransformOpInterface transformOp,
                   transform::TransformState &state, Value handle,
                   StringRef opName, Operation *&result) {
  auto ops = state.getPayloadOps(handle);
  int64_t count = llvm::range_size(ops);
  if (count != 1)
    return transformOp.emitSilenceableError()
           << opName << " expects one payload op, got " << count;
  result = *ops.begin();
  return DiagnosedSilenceableFailure::success();
}

/// The static extent of iteration dimension `dim` of `op` (see the
/// description of sample_perfect_tile), or std::nullopt with the reason
/// written to `why` (as a predicate: "<why>").
static std::optional<int64_t> getStaticExtent(Operation *op, int64_t dim,
                                              llvm::raw_ostream &why) {
  auto outOfRange = [&](size_t rank) {
    why << "does not exist: the payload op '" << op->getName() << "' has "
        << rank << " iteration dimension(s)";
    return std::nullopt;
  };
  auto notStatic = [&]() {
    why << "of the payload op '" << op->getName()
        << "' does not have a static extent";
    return std::nullopt;
  };

  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    if (dim >= static_cast<int64_t>(ranges.size()))
      return outOfRange(ranges.size());
    if (ShapedType::isDynamic(ranges[dim]))
      return notStatic();
    return ranges[dim];
  }

  if (auto loop = dyn_cast<LoopLikeOpInterface>(op)) {
    std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds();
    std::optional<SmallVector<OpFoldResult>> ubs = loop.getLoopUpperBounds();
    std::optional<SmallVector<OpFoldResult>> steps = loop.getLoopSteps();
    if (!lbs || !ubs || !steps)
      return notStatic();
    if (dim >= static_cast<int64_t>(lbs->size()))
      return outOfRange(lbs->size());
    std::optional<int64_t> lb = getConstantIntValue((*lbs)[dim]);
    std::optional<int64_t> ub = getConstantIntValue((*ubs)[dim]);
    std::optional<int64_t> step = getConstantIntValue((*steps)[dim]);
    if (!lb || !ub || !step || *step <= 0)
      return notStatic();
    return *ub <= *lb ? 0 : llvm::divideCeil(*ub - *lb, *step);
  }

  if (auto tiling = dyn_cast<TilingInterface>(op)) {
    // getIterationDomain may create ops (e.g. tensor.dim for dynamic sizes):
    // build them in a detached scratch block, destroyed on return, so that
    // the payload is left untouched.
    Block scratch;
    OpBuilder builder(op->getContext());
    builder.setInsertionPointToStart(&scratch);
    SmallVector<Range> domain = tiling.getIterationDomain(builder);
    if (dim >= static_cast<int64_t>(domain.size()))
      return outOfRange(domain.size());
    std::optional<int64_t> offset = getConstantIntValue(domain[dim].offset);
    std::optional<int64_t> size = getConstantIntValue(domain[dim].size);
    std::optional<int64_t> stride = getConstantIntValue(domain[dim].stride);
    if (!offset || !size || !stride || *offset != 0 || *stride != 1)
      return notStatic();
    return *size;
  }

  why << "cannot be read: the payload op '" << op->getName()
      << "' is not a linalg op, a loop, or a TilingInterface op";
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// SamplePerfectTileOp
//===----------------------------------------------------------------------===//

LogicalResult SamplePerfectTileOp::verify() {
  if (static_cast<int64_t>(getFactors().size()) != static_cast<int64_t>(getN()))
    return emitOpError() << "expects n = " << getN() << " results, got "
                         << getFactors().size();
  return success();
}

DiagnosedSilenceableFailure
SamplePerfectTileOp::apply(transform::TransformRewriter &rewriter,
                           transform::TransformResults &results,
                           transform::TransformState &state) {
  Operation *target = nullptr;
  DiagnosedSilenceableFailure found = getSinglePayloadOp(
      *this, state, getTarget(), "sample_perfect_tile", target);
  if (!found.succeeded())
    return found;

  int64_t loop = static_cast<int64_t>(getLoop());
  int64_t n = static_cast<int64_t>(getN());
  std::optional<int64_t> bound;
  if (auto attr = getMaxInnermostFactorAttr())
    bound = attr.getInt();

  std::string why;
  llvm::raw_string_ostream whyOs(why);
  std::optional<int64_t> extent = getStaticExtent(target, loop, whyOs);
  if (!extent) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "sample_perfect_tile: loop " << loop
                                       << " " << why;
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  }

  SmallVector<int64_t> factors;
  if (std::optional<ArrayRef<int64_t>> decision = getDecision()) {
    // Replay: validate the recorded decision against the current payload.
    factors.assign(decision->begin(), decision->end());
    std::string list = listStr(factors);
    if (static_cast<int64_t>(factors.size()) != n)
      return emitSilenceableError()
             << "decision " << list
             << " of sample_perfect_tile: " << factors.size()
             << " factors, expected n = " << n;
    int64_t product = 1;
    for (int64_t f : factors) {
      if (f < 1)
        return emitSilenceableError()
               << "decision " << list << " of sample_perfect_tile: factor " << f
               << " is not positive";
      if (llvm::MulOverflow(product, f, product))
        return emitSilenceableError()
               << "decision " << list
               << " of sample_perfect_tile: product overflows, != extent "
               << *extent << " of loop " << loop;
    }
    if (product != *extent)
      return emitSilenceableError()
             << "decision " << list << " of sample_perfect_tile: product "
             << product << " != extent " << *extent << " of loop " << loop;
    if (bound && factors.back() > *bound)
      return emitSilenceableError()
             << "decision " << list << " of sample_perfect_tile: innermost "
             << factors.back() << " > max_innermost_factor " << *bound;
  } else {
    RandomEngine &engine = getOrCreateRandomEngine(state, getOperation());
    llvm::Expected<std::vector<int64_t>> sampled =
        getOutermostPrior()
            ? samplePerfectTileWithPriors(
                  engine, *extent, n, bound.value_or(-1),
                  getInnermostPrior().value_or(ArrayRef<int64_t>()),
                  *getOutermostPrior())
        : getInnermostPrior()
            ? samplePerfectTileWithPrior(engine, *extent, n, bound.value_or(-1),
                                         *getInnermostPrior())
            : samplePerfectTile(engine, *extent, n, bound.value_or(-1));
    if (!sampled)
      return emitSilenceableError()
             << "sample_perfect_tile: loop " << loop << ": "
             << llvm::toString(sampled.takeError());
    factors.assign(sampled->begin(), sampled->end());
    setDecision(factors);
  }

  Builder b(getContext());
  for (auto [result, factor] : llvm::zip_equal(getFactors(), factors))
    results.setParams(cast<OpResult>(result), {b.getI64IntegerAttr(factor)});
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// SampleCategoricalOp
//===----------------------------------------------------------------------===//

LogicalResult SampleCategoricalOp::verify() {
  ArrayRef<int64_t> candidates = getCandidates();
  ArrayRef<double> probs = getProbs();
  if (candidates.empty())
    return emitOpError() << "expects at least one candidate";
  if (candidates.size() != probs.size())
    return emitOpError() << "expects as many probs as candidates, got "
                         << probs.size() << " and " << candidates.size();
  double sum = 0;
  for (double p : probs) {
    if (!std::isfinite(p) || p < 0)
      return emitOpError() << "expects finite non-negative probs, got " << p;
    sum += p;
  }
  if (!(sum > 0))
    return emitOpError() << "expects probs with a positive sum";
  return success();
}

DiagnosedSilenceableFailure
SampleCategoricalOp::apply(transform::TransformRewriter &rewriter,
                           transform::TransformResults &results,
                           transform::TransformState &state) {
  ArrayRef<int64_t> candidates = getCandidates();
  int64_t index;
  if (IntegerAttr decision = getDecisionAttr()) {
    index = decision.getInt();
    if (index < 0 || index >= static_cast<int64_t>(candidates.size()))
      return emitSilenceableError()
             << "decision " << index
             << " of sample_categorical: not an index into the "
             << candidates.size() << " candidates";
  } else {
    RandomEngine &engine = getOrCreateRandomEngine(state, getOperation());
    llvm::Expected<int64_t> sampled = sampleCategorical(engine, getProbs());
    if (!sampled)
      return emitSilenceableError() << llvm::toString(sampled.takeError());
    index = *sampled;
    setDecision(index);
  }
  Builder b(getContext());
  results.setParams(cast<OpResult>(getResult()),
                    {b.getI64IntegerAttr(candidates[index])});
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// SampleComputeLocationOp
//===----------------------------------------------------------------------===//

void SampleComputeLocationOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::onlyReadsHandle(getProducerMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::onlyReadsPayload(effects);
}

namespace {
/// The compute locations of one producer (see the op description).
struct ComputeLocations {
  /// Legal loops, outermost first; decision i >= 0 names loops[i].
  SmallVector<Operation *> loops;
  /// Whether decision -2 (inline) is legal.
  bool inlinable = false;

  /// All legal decisions in increasing order: [-2,] -1, 0, ..., k-1.
  SmallVector<int64_t> decisions() const {
    SmallVector<int64_t> result;
    if (inlinable)
      result.push_back(-2);
    result.push_back(-1);
    for (int64_t i = 0, e = loops.size(); i < e; ++i)
      result.push_back(i);
    return result;
  }
  bool isLegal(int64_t d) const {
    return d == -1 || (d == -2 && inlinable) ||
           (d >= 0 && d < static_cast<int64_t>(loops.size()));
  }
};
} // namespace

static ComputeLocations collectComputeLocations(Operation *producer) {
  ComputeLocations result;
  llvm::SetVector<Operation *> users;
  for (Value v : producer->getResults())
    users.insert(v.getUsers().begin(), v.getUsers().end());
  if (users.empty())
    return result;

  // Loops enclosing every user but not the producer, innermost first.
  for (Operation *op = users.front()->getParentOp(); op;
       op = op->getParentOp()) {
    if (!isa<scf::ForOp, scf::ForallOp>(op))
      continue;
    if (op->isAncestor(producer))
      break; // This loop and all outer ones enclose the producer.
    if (llvm::all_of(users,
                     [&](Operation *u) { return op->isProperAncestor(u); }))
      result.loops.push_back(op);
  }
  std::reverse(result.loops.begin(), result.loops.end());

  auto linalgOp = dyn_cast<linalg::LinalgOp>(producer);
  result.inlinable = linalgOp && producer->getNumResults() == 1 &&
                     linalg::isElementwise(linalgOp) &&
                     llvm::none_of(users, [](Operation *u) {
                       return u->hasTrait<OpTrait::IsTerminator>();
                     });
  return result;
}

DiagnosedSilenceableFailure
SampleComputeLocationOp::apply(transform::TransformRewriter &rewriter,
                               transform::TransformResults &results,
                               transform::TransformState &state) {
  Operation *producer = nullptr;
  DiagnosedSilenceableFailure found = getSinglePayloadOp(
      *this, state, getProducer(), "sample_compute_location", producer);
  if (!found.succeeded())
    return found;
  if (producer->getNumResults() == 0) {
    DiagnosedSilenceableFailure diag =
        emitSilenceableError()
        << "sample_compute_location: the producer has no result";
    diag.attachNote(producer->getLoc()) << "producer";
    return diag;
  }

  ComputeLocations locations = collectComputeLocations(producer);
  int64_t decision;
  if (IntegerAttr attr = getDecisionAttr()) {
    decision = attr.getInt();
    if (!locations.isLegal(decision)) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "decision " << decision
          << " of sample_compute_location: not a legal location (legal: "
          << llvm::join(
                 llvm::map_range(locations.decisions(),
                                 [](int64_t d) { return std::to_string(d); }),
                 ", ")
          << ")";
      diag.attachNote(producer->getLoc()) << "producer";
      return diag;
    }
  } else {
    SmallVector<int64_t> candidates = locations.decisions();
    RandomEngine &engine = getOrCreateRandomEngine(state, getOperation());
    llvm::Expected<int64_t> index = sampleUniform(engine, candidates.size());
    if (!index)
      return emitSilenceableError() << llvm::toString(index.takeError());
    decision = candidates[*index];
    setDecision(decision);
  }

  SmallVector<Operation *> loop;
  if (decision >= 0)
    loop.push_back(locations.loops[decision]);
  results.set(cast<OpResult>(getLoop()), loop);
  Builder b(getContext());
  results.setParams(cast<OpResult>(getIndex()),
                    {b.getI64IntegerAttr(decision)});
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// Extension registration
//===----------------------------------------------------------------------===//

namespace {
class MSchedTransformDialectExtension
    : public transform::TransformDialectExtension<
          MSchedTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MSchedTransformDialectExtension)
  using Base::Base;

  void init() {
    // Dialects whose ops the primitives create in the payload.
    declareGeneratedDialect<affine::AffineDialect>();
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<linalg::LinalgDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<tensor::TensorDialect>();

    registerTransformOps<
#define GET_OP_LIST
#include "msched/Dialect/MSchedTransformOps.cpp.inc"
        >();
    registerTransformOps<
#define GET_OP_LIST
#include "msched/Dialect/MSchedPrimitiveOps.cpp.inc"
        >();
    registerTransformOps<ComputeInlineOp>();
  }
};
} // namespace

void msched::registerTransformExtension(DialectRegistry &registry) {
  registry.addExtensions<MSchedTransformDialectExtension>();
}
