//===- TensorizeOps.cpp - msched.pack_for_intrinsic and msched.tensorize --===//
//
// The two payload steps of tensor-intrinsic use (see
// dialect/MSchedPrimitiveOps.td and msched/TensorIntrinsic.h): bring a
// contraction (matmul, batch matmul, convolution) to an intrinsic's operand
// layouts, then replace its register tile by the intrinsic's kernel (a dot
// product per row of A, or whole AMX tiles).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/TensorIntrinsic.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

#include <functional>

using namespace mlir;
using namespace msched;

/// The intrinsic named `name`, or an error naming it.
static FailureOr<const TensorIntrinsic *> findIntrinsic(StringRef name,
                                                        std::string &why) {
  if (const TensorIntrinsic *intrinsic = lookupTensorIntrinsic(name))
    return intrinsic;
  why = "no tensor intrinsic named '" + name.str() + "' is registered";
  return failure();
}

/// Why `op` does not compute what `intrinsic` does ("" when it does).
static std::string whyNotIntrinsicBody(linalg::LinalgOp op,
                                       const TensorIntrinsic &intrinsic) {
  std::optional<ContractionBody> body = matchContractionBody(op);
  if (!body)
    return "its body is not yield(add(acc, mul(widen(lhs), widen(rhs))))";
  if (!(*body == intrinsic.getDescription().body))
    return "its element types or widenings are not those of '" +
           intrinsic.getDescription().name + "'";
  return "";
}

/// Clones the body of `from` into a new generic's body.
static void cloneBody(linalg::LinalgOp from, OpBuilder &b, ValueRange args) {
  IRMapping map;
  Block &body = *from.getBlock();
  map.map(body.getArguments(), args);
  for (Operation &inner : body.without_terminator())
    b.clone(inner, map);
  linalg::YieldOp::create(b, from.getLoc(),
                          map.lookup(body.getTerminator()->getOperand(0)));
}

//===----------------------------------------------------------------------===//
// PackForIntrinsicOp
//===----------------------------------------------------------------------===//

void PackForIntrinsicOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

namespace {
/// The loops of a contraction C[..., n] += widen(A[..., k]) *
/// widen(B[..., k, n]) that pack_for_intrinsic splits: n (the output's and
/// B's last loop, absent from A) into (nb, nl) and k (A's last index, B's
/// second to last) into (k0, k1).
struct PackableLoops {
  unsigned n, k;
  int64_t N, K;
};
} // namespace

static FailureOr<PackableLoops> getPackableLoops(linalg::LinalgOp op,
                                                 std::string &why) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1) {
    why = "it is not a two-input, one-init linalg op on tensors";
    return failure();
  }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ShapedType::isDynamicShape(ranges)) {
    why = "it has a dynamic extent";
    return failure();
  }
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap a = maps[0], b = maps[1], c = maps[2];
  // The loop of `map`'s result `fromEnd` places before its last, when that
  // result is a loop.
  auto dimFromEnd = [](AffineMap map,
                       unsigned fromEnd) -> std::optional<unsigned> {
    if (map.getNumResults() <= fromEnd)
      return std::nullopt;
    auto dim = dyn_cast<AffineDimExpr>(
        map.getResult(map.getNumResults() - 1 - fromEnd));
    if (!dim)
      return std::nullopt;
    return dim.getPosition();
  };
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  std::optional<unsigned> n = dimFromEnd(c, 0), k = dimFromEnd(a, 0);
  bool ok = n && k && c.isProjectedPermutation() &&
            b.isProjectedPermutation() && dimFromEnd(b, 0) == n &&
            dimFromEnd(b, 1) == k &&
            iterators[*k] == utils::IteratorType::reduction;
  for (AffineExpr e : c.getResults())
    ok = ok && iterators[cast<AffineDimExpr>(e).getPosition()] ==
                   utils::IteratorType::parallel;
  for (unsigned i = 0; ok && i < a.getNumResults(); ++i)
    ok = !a.getResult(i).isFunctionOfDim(*n) &&
         (i + 1 == a.getNumResults() || !a.getResult(i).isFunctionOfDim(*k));
  if (!ok) {
    why = "its maps are not those of a contraction C[..., n] += A[..., k] * "
          "B[..., k, n] (n the last index of C and of B and absent from A; k "
          "a reduction, the last index of A and the second to last of B; B "
          "and C indexed by loops, not expressions)";
    return failure();
  }
  return PackableLoops{*n, *k, ranges[*n], ranges[*k]};
}

/// Whether `e` is `loop` plus an expression of other loops (a unit step:
/// consecutive values of the loop are consecutive indices).
static bool isUnitStepIn(AffineExpr e, unsigned loop) {
  AffineExpr d = getAffineDimExpr(loop, e.getContext());
  if (e == d)
    return true;
  auto sum = dyn_cast<AffineBinaryOpExpr>(e);
  if (!sum || sum.getKind() != AffineExprKind::Add)
    return false;
  return (sum.getLHS() == d && !sum.getRHS().isFunctionOfDim(loop)) ||
         (sum.getRHS() == d && !sum.getLHS().isFunctionOfDim(loop));
}

/// Why a tile intrinsic's kernel cannot take `maps` with the rows at loop
/// `row` ("" when it can): the tiles are read and written as blocks of
/// consecutive rows, so A's index just before its k indices (`kIndices`: 1
/// before packing, 2 after) steps by 1 with the rows and C's second to last
/// is the rows.
static std::string whyNotTileRows(ArrayRef<AffineMap> maps, unsigned row,
                                  unsigned kIndices) {
  AffineMap a = maps[0], c = maps[2];
  if (a.getNumResults() < kIndices + 1 ||
      !isUnitStepIn(a.getResult(a.getNumResults() - kIndices - 1), row) ||
      c.getNumResults() < 2 ||
      c.getResult(c.getNumResults() - 2) !=
          getAffineDimExpr(row, a.getContext()))
    return "its rows are not consecutive rows of A and C (a strided "
           "convolution?), which tiles need";
  return "";
}

std::string msched::whyNotPackableForIntrinsic(Operation *op,
                                               StringRef intrinsicName) {
  std::string why;
  FailureOr<const TensorIntrinsic *> intrinsic =
      findIntrinsic(intrinsicName, why);
  if (failed(intrinsic))
    return why;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return "it is not a linalg op";
  FailureOr<PackableLoops> loops = getPackableLoops(linalgOp, why);
  if (failed(loops))
    return why;
  why = whyNotIntrinsicBody(linalgOp, **intrinsic);
  if (!why.empty())
    return why;
  const TensorIntrinsicDescription &d = (*intrinsic)->getDescription();
  if (loops->N % d.lanes != 0)
    return "its extent N = " + std::to_string(loops->N) +
           " is not a multiple of " + std::to_string(d.lanes) + " lanes";
  // The rows: the innermost parallel loop but n that A indexes and B does
  // not (multi-level-tiling-with-intrinsic's choice; a vector-matrix
  // product has none).
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  SmallVector<utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  std::optional<unsigned> row;
  for (unsigned i = 0; i < iterators.size(); ++i)
    if (i != loops->n && iterators[i] == utils::IteratorType::parallel &&
        maps[0].isFunctionOfDim(i) && !maps[1].isFunctionOfDim(i))
      row = i;
  if (!row)
    return "it has no rows (a parallel loop that A indexes and B does not)";
  if (d.isTile()) {
    int64_t M = linalgOp.getStaticLoopRanges()[*row];
    if (M % d.rows != 0)
      return "its extent M = " + std::to_string(M) + " is not a multiple of " +
             std::to_string(d.rows) + " tile rows";
    return whyNotTileRows(maps, *row, 1);
  }
  return "";
}

/// `v` padded with zeros at the end of dimension `dim` to `size`. A zero pad
/// that produces `v` for this use alone grows instead (one copy, not two),
/// keeping its attributes (its block name); it is returned in `replaced`,
/// for the caller to erase once `v`'s use is gone.
static Value padDimTo(RewriterBase &rewriter, Location loc, Value v,
                      unsigned dim, int64_t size, Operation *&replaced) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getDimSize(dim) == size)
    return v;
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  auto paddedType = RankedTensorType::get(shape, type.getElementType());
  SmallVector<OpFoldResult> low(type.getRank(), rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> high = low;
  Value source = v;
  auto producer = v.getDefiningOp<tensor::PadOp>();
  if (producer && producer->hasOneUse()) {
    Value value = producer.getConstantPaddingValue();
    std::optional<int64_t> before =
        getConstantIntValue(producer.getMixedHighPad()[dim]);
    if (value && before &&
        (matchPattern(value, m_AnyZeroFloat()) ||
         matchPattern(value, m_Zero()))) {
      source = producer.getSource();
      low = producer.getMixedLowPad();
      high = producer.getMixedHighPad();
      high[dim] = rewriter.getIndexAttr(*before);
      replaced = producer;
    }
  }
  std::optional<int64_t> before = getConstantIntValue(high[dim]);
  high[dim] = rewriter.getIndexAttr(*before + size - type.getDimSize(dim));
  Value zero = arith::ConstantOp::create(
      rewriter, loc, rewriter.getZeroAttr(type.getElementType()));
  auto pad =
      tensor::PadOp::create(rewriter, loc, paddedType, source, low, high, zero);
  if (replaced)
    for (NamedAttribute attr : replaced->getDiscardableAttrs())
      pad->setAttr(attr.getName(), attr.getValue());
  return pad;
}

/// The contraction over pack_for_intrinsic's loops, in this order: the
/// parallel loops of `op` but n, nb, nl, the reduction loops but k, k0, k1.
/// `newLoop[i]` is where loop i of `op` (not n or k) goes.
static SmallVector<unsigned> packedLoopOrder(linalg::LinalgOp op,
                                             PackableLoops loops, unsigned &nb,
                                             unsigned &k0) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<unsigned> newLoop(iterators.size(), 0);
  unsigned next = 0;
  for (unsigned i = 0; i < iterators.size(); ++i)
    if (i != loops.n && iterators[i] == utils::IteratorType::parallel)
      newLoop[i] = next++;
  nb = next;
  next += 2;
  for (unsigned i = 0; i < iterators.size(); ++i)
    if (i != loops.k && iterators[i] == utils::IteratorType::reduction)
      newLoop[i] = next++;
  k0 = next;
  return newLoop;
}

DiagnosedSilenceableFailure
PackForIntrinsicOp::apply(transform::TransformRewriter &rewriter,
                          transform::TransformResults &results,
                          transform::TransformState &state) {
  SmallVector<Operation *> packedOps, packOps;
  for (Operation *op : state.getPayloadOps(getTarget())) {
    std::string why = whyNotPackableForIntrinsic(op, getIntrinsic());
    if (!why.empty()) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "pack_for_intrinsic: cannot pack '"
                                         << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    auto linalgOp = cast<linalg::LinalgOp>(op);
    PackableLoops loops = *getPackableLoops(linalgOp, why);
    const TensorIntrinsicDescription &d =
        lookupTensorIntrinsic(getIntrinsic())->getDescription();
    int64_t L = d.lanes, g = d.group;
    // Whole groups; for a tile intrinsic whole tiles of steps groups.
    int64_t paddedK = llvm::alignTo(loops.K, g * d.steps);
    Location loc = op->getLoc();
    MLIRContext *ctx = rewriter.getContext();
    rewriter.setInsertionPoint(op);
    SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
    SmallVector<utils::IteratorType> iterators =
        linalgOp.getIteratorTypesArray();
    unsigned nb, k0;
    SmallVector<unsigned> newLoop = packedLoopOrder(linalgOp, loops, nb, k0);
    unsigned numLoops = iterators.size() + 2;
    auto dim = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
    // Loop i of `op` as an expression of the packed loops.
    SmallVector<AffineExpr> replacement;
    for (unsigned i = 0; i < iterators.size(); ++i)
      replacement.push_back(i == loops.n   ? dim(nb) * L + dim(nb + 1)
                            : i == loops.k ? dim(k0)
                                           : dim(newLoop[i]));
    Value A = linalgOp.getDpsInputs()[0], B = linalgOp.getDpsInputs()[1];
    Value C = linalgOp.getDpsInits()[0];
    auto typeOf = [](Value v) { return cast<RankedTensorType>(v.getType()); };
    // A [..., K] -> (zeros up to a multiple of g) [..., K/g, g].
    Operation *replacedPadA = nullptr, *replacedPadB = nullptr;
    int64_t rankA = typeOf(A).getRank();
    Value paddedA =
        padDimTo(rewriter, loc, A, rankA - 1, paddedK, replacedPadA);
    SmallVector<int64_t> shapeA(typeOf(A).getShape());
    shapeA.back() = paddedK / g;
    shapeA.push_back(g);
    SmallVector<ReassociationIndices> groupsA;
    for (int64_t i = 0; i < rankA; ++i)
      groupsA.push_back(i + 1 < rankA ? ReassociationIndices{i}
                                      : ReassociationIndices{i, i + 1});
    Value packedA = tensor::ExpandShapeOp::create(
        rewriter, loc,
        RankedTensorType::get(shapeA, typeOf(A).getElementType()), paddedA,
        groupsA);
    SmallVector<AffineExpr> resultsA;
    for (AffineExpr e : maps[0].getResults())
      resultsA.push_back(e.replaceDims(replacement));
    resultsA.push_back(dim(k0 + 1));
    // B [..., K, N] -> (zeros) [..., K/g, g, N/L, L] -> (transpose) its
    // batch loops, nb, its other reduction loops, k0, nl, k1: one contiguous
    // panel per column vector, whose k steps are L * g elements apart (a
    // row-major B puts them N elements apart: for N * g bytes of 4 KiB
    // every step lands in the same L1 sets).
    int64_t rankB = typeOf(B).getRank();
    Value paddedB =
        padDimTo(rewriter, loc, B, rankB - 2, paddedK, replacedPadB);
    SmallVector<int64_t> shapeB;
    SmallVector<ReassociationIndices> groupsB;
    SmallVector<int64_t> batchDims, reductionDims; // of the expanded B
    SmallVector<AffineExpr> batchExprs, reductionExprs;
    for (int64_t i = 0; i < rankB; ++i) {
      int64_t first = shapeB.size();
      if (i == rankB - 2) {
        shapeB.append({paddedK / g, g});
        groupsB.push_back({first, first + 1});
        continue;
      }
      if (i == rankB - 1) {
        shapeB.append({loops.N / L, L});
        groupsB.push_back({first, first + 1});
        continue;
      }
      shapeB.push_back(typeOf(B).getDimSize(i));
      groupsB.push_back({first});
      unsigned loop = cast<AffineDimExpr>(maps[1].getResult(i)).getPosition();
      bool batch = iterators[loop] == utils::IteratorType::parallel;
      (batch ? batchDims : reductionDims).push_back(first);
      (batch ? batchExprs : reductionExprs).push_back(dim(newLoop[loop]));
    }
    int64_t kDim = shapeB.size() - 4, nDim = shapeB.size() - 2;
    Value expandedB = tensor::ExpandShapeOp::create(
        rewriter, loc,
        RankedTensorType::get(shapeB, typeOf(B).getElementType()), paddedB,
        groupsB);
    SmallVector<int64_t> permutation(batchDims);
    permutation.push_back(nDim);
    permutation.append(reductionDims);
    permutation.append({kDim, nDim + 1, kDim + 1});
    SmallVector<AffineExpr> resultsB(batchExprs);
    resultsB.push_back(dim(nb));
    resultsB.append(reductionExprs);
    resultsB.append({dim(k0), dim(nb + 1), dim(k0 + 1)});
    SmallVector<int64_t> packedShapeB;
    for (int64_t p : permutation)
      packedShapeB.push_back(shapeB[p]);
    Value empty = tensor::EmptyOp::create(rewriter, loc, packedShapeB,
                                          typeOf(B).getElementType());
    auto pack = linalg::TransposeOp::create(rewriter, loc, expandedB, empty,
                                            permutation);
    // C stays as it is (so the result is written in place), indexed at
    // nb * L + nl.
    SmallVector<AffineExpr> resultsC;
    for (AffineExpr e : maps[2].getResults())
      resultsC.push_back(e.replaceDims(replacement));
    SmallVector<AffineMap> packedMaps = {
        AffineMap::get(numLoops, 0, resultsA, ctx),
        AffineMap::get(numLoops, 0, resultsB, ctx),
        AffineMap::get(numLoops, 0, resultsC, ctx)};
    using IT = utils::IteratorType;
    SmallVector<IT> packedIterators(numLoops, IT::parallel);
    for (unsigned i = 0; i < iterators.size(); ++i)
      if (i != loops.n && i != loops.k && iterators[i] == IT::reduction)
        packedIterators[newLoop[i]] = IT::reduction;
    packedIterators[k0] = packedIterators[k0 + 1] = IT::reduction;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{C.getType()},
        ValueRange{packedA, pack->getResult(0)}, ValueRange{C}, packedMaps,
        packedIterators, [&](OpBuilder &b, Location, ValueRange args) {
          cloneBody(linalgOp, b, args);
        });
    // (Not linalg's own: a named op's memoized indexing maps are not the
    // generic's.)
    for (NamedAttribute attr : op->getDiscardableAttrs())
      if (!attr.getName().getValue().starts_with("linalg."))
        generic->setAttr(attr.getName(), attr.getValue());
    rewriter.replaceOp(op, generic->getResults());
    for (Operation *replaced : {replacedPadA, replacedPadB})
      if (replaced && replaced != op)
        rewriter.eraseOp(replaced);
    packedOps.push_back(generic);
    packOps.push_back(pack);
  }
  results.set(cast<OpResult>(getPacked()), packedOps);
  results.set(cast<OpResult>(getPack()), packOps);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// TensorizeOp
//===----------------------------------------------------------------------===//

void TensorizeOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::modifiesPayload(effects);
}

namespace {
/// A register tile in pack_for_intrinsic's form: its loops are the
/// parallel ones (at most one, `row`, longer than 1), nb and nl (C's last
/// index is nb * L + nl), the reduction loops the kernel iterates, k0 and
/// k1 (the last two).
struct RegisterTile {
  std::optional<unsigned> row;      ///< the loop over the mr rows
  unsigned nb;                      ///< the loop over the nv column vectors
  int64_t rows, vectors;            ///< mr, nv
  SmallVector<unsigned> reductions; ///< loops iterated, outer first; k0 last
  unsigned numLoops;
  SmallVector<int64_t> ranges;
};
} // namespace

static FailureOr<RegisterTile>
getRegisterTile(Operation *op, const TensorIntrinsicDescription &d,
                std::string &why) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumDpsInputs() != 2 || generic.getNumDpsInits() != 1 ||
      generic.getNumLoops() < 4) {
    why = "it is not a linalg.generic on tensors with two inputs, one init "
          "and at least four loops (pack_for_intrinsic's form)";
    return failure();
  }
  SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
  if (ShapedType::isDynamicShape(ranges)) {
    why = "it has a dynamic extent";
    return failure();
  }
  unsigned numLoops = ranges.size(), k0 = numLoops - 2, k1 = numLoops - 1;
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  AffineMap a = maps[0], b = maps[1], c = maps[2];
  MLIRContext *ctx = op->getContext();
  auto dim = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  // C's last index is nb * L + nl: find nb and nl.
  std::optional<unsigned> nb, nl;
  if (c.getNumResults() > 0)
    if (auto sum = dyn_cast<AffineBinaryOpExpr>(c.getResults().back());
        sum && sum.getKind() == AffineExprKind::Add)
      for (unsigned i = 0; i + 1 < numLoops; ++i)
        if (sum == dim(i) * d.lanes + dim(i + 1))
          nb = i, nl = i + 1;
  auto uses = [](AffineMap map, unsigned loop) {
    return llvm::any_of(map.getResults(),
                        [&](AffineExpr e) { return e.isFunctionOfDim(loop); });
  };
  auto lastResultsAre = [](AffineMap map, ArrayRef<AffineExpr> last) {
    return map.getNumResults() >= last.size() &&
           map.getResults().take_back(last.size()) == last;
  };
  bool ok = nb && iterators[k0] == utils::IteratorType::reduction &&
            iterators[k1] == utils::IteratorType::reduction &&
            lastResultsAre(a, {dim(k1)}) &&
            lastResultsAre(b, {dim(*nl), dim(k1)}) && !uses(a, *nb) &&
            !uses(a, *nl);
  RegisterTile tile{std::nullopt, nb.value_or(0), 1, 0, {}, numLoops, ranges};
  for (unsigned i = 0; ok && i < numLoops; ++i) {
    if (i == nb || i == nl || i == k1)
      continue;
    if (iterators[i] == utils::IteratorType::reduction) {
      ok = !uses(c, i);
      tile.reductions.push_back(i);
    } else if (ranges[i] > 1) {
      // The one parallel loop longer than 1 is the rows of A.
      ok = !tile.row && !uses(b, i);
      tile.row = i;
    }
  }
  if (!ok) {
    why = "its maps are not pack_for_intrinsic's for " +
          std::to_string(d.lanes) +
          " lanes (C's last index nb * L + nl; A's last index k1 and B's "
          "last two nl, k1, k0 and k1 the last two loops; A without nb and "
          "nl; at most one other parallel loop longer than 1, absent from B)";
    return failure();
  }
  if (ranges[*nl] != d.lanes || ranges[k1] != d.group) {
    why = "its lane and group extents are " + std::to_string(ranges[*nl]) +
          " and " + std::to_string(ranges[k1]) + ", not " +
          std::to_string(d.lanes) + " and " + std::to_string(d.group);
    return failure();
  }
  // (Element types of the intrinsic's body only: integers and floats.)
  if (!matchContractionBody(generic)) {
    why = "its body is not yield(add(acc, mul(widen(lhs), widen(rhs))))";
    return failure();
  }
  for (Value operand : {generic.getDpsInputs()[0], generic.getDpsInputs()[1]})
    if (getElementTypeOrSelf(operand.getType()).getIntOrFloatBitWidth() *
            d.group !=
        32) {
      why = "a group of its input elements is not 32 bits";
      return failure();
    }
  tile.vectors = ranges[*nb];
  if (tile.row)
    tile.rows = ranges[*tile.row];
  if (d.isTile()) {
    // Tiles are read as blocks: A's last indices (rows, k0, k1), B's (k0,
    // nl, k1), C's (rows, nb * L + nl); the rows nowhere else.
    bool blocks = lastResultsAre(a, {dim(k0), dim(k1)}) &&
                  lastResultsAre(b, {dim(k0), dim(*nl), dim(k1)});
    if (tile.row)
      for (AffineMap map : {a, c})
        for (AffineExpr e : map.getResults().drop_back(map == a ? 3 : 2))
          blocks = blocks && !e.isFunctionOfDim(*tile.row);
    if (!blocks) {
      why = "its maps do not read whole tiles (A's last indices rows, k0, "
            "k1; B's k0, nl, k1; the rows in no other index of A or C)";
      return failure();
    }
    if (tile.rows % d.rows != 0 || ranges[k0] % d.steps != 0) {
      why = "its rows (" + std::to_string(tile.rows) + ") and k groups (" +
            std::to_string(ranges[k0]) + ") are not whole tiles of " +
            std::to_string(d.rows) + " rows and " + std::to_string(d.steps) +
            " groups";
      return failure();
    }
    if (tile.row)
      why = whyNotTileRows(maps, *tile.row, 2);
    if (!why.empty())
      return failure();
  }
  return tile;
}

/// Builds the kernel that replaces `generic` (see TensorizeOp's
/// description) and returns the new accumulator tensor. A tile intrinsic's
/// kernel moves whole tiles: rows x L blocks of C, rows x steps x g of A,
/// steps x L x g of B, k0 stepping by `steps`.
static Value buildKernel(RewriterBase &b, linalg::GenericOp generic,
                         const TensorIntrinsic &intrinsic,
                         const RegisterTile &tile) {
  const TensorIntrinsicDescription &d = intrinsic.getDescription();
  Location loc = generic.getLoc();
  Value A = generic.getDpsInputs()[0], B = generic.getDpsInputs()[1];
  Value C = generic.getDpsInits()[0];
  Type aType = getElementTypeOrSelf(A.getType());
  Type bType = getElementTypeOrSelf(B.getType());
  Type cType = getElementTypeOrSelf(C.getType());
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  int64_t L = d.lanes, g = d.group;
  // Rows of C per accumulator (1, or a tile's), accumulators per column.
  int64_t R = d.isTile() ? d.rows : 1, blocks = tile.rows / R;
  auto zeroOf = [&](Type t) -> Value {
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(t));
  };
  Value aPad = zeroOf(aType), bPad = zeroOf(bType), cPad = zeroOf(cType);
  // B's lanes x group block is contiguous: a dot product reads it as one
  // 1-D vector through [..., L*g] (a 2-D read would be lowered to L small
  // loads).
  Value flatB = B;
  if (!d.isTile()) {
    auto bTensor = cast<RankedTensorType>(B.getType());
    int64_t rankB = bTensor.getRank();
    SmallVector<int64_t> flatShape(bTensor.getShape().drop_back(2));
    flatShape.push_back(L * g);
    SmallVector<ReassociationIndices> flatGroups;
    for (int64_t i = 0; i + 2 < rankB; ++i)
      flatGroups.push_back({i});
    flatGroups.push_back({rankB - 2, rankB - 1});
    flatB = tensor::CollapseShapeOp::create(
        b, loc, RankedTensorType::get(flatShape, bType), B, flatGroups);
  }
  // Index constants, made once before the kernel: rows, vectors, loop
  // extents, and the column offsets j * L of the vectors in C.
  llvm::DenseMap<int64_t, Value> constants;
  auto makeIndex = [&](int64_t i) {
    Value &c = constants[i];
    if (!c)
      c = arith::ConstantIndexOp::create(b, loc, i);
    return c;
  };
  for (int64_t i = 0;
       i <= std::max({tile.rows, tile.vectors, *llvm::max_element(tile.ranges),
                      int64_t(1)});
       ++i)
    makeIndex(i);
  for (int64_t j = 0; j < tile.vectors; ++j)
    makeIndex(j * L);
  // The indices of `map`'s results but the last `drop`, at the loop values
  // `loops` (index attributes or values), then `zeros` zeros.
  auto indicesAt = [&](OpBuilder &nb, AffineMap map,
                       ArrayRef<OpFoldResult> loops, unsigned drop,
                       unsigned zeros) {
    SmallVector<Value> indices;
    for (AffineExpr e : map.getResults().drop_back(drop)) {
      OpFoldResult index = affine::makeComposedFoldedAffineApply(
          nb, loc, AffineMap::get(loops.size(), 0, e), loops);
      if (std::optional<int64_t> c = getConstantIntValue(index))
        indices.push_back(makeIndex(*c));
      else
        indices.push_back(cast<Value>(index));
    }
    indices.append(zeros, makeIndex(0));
    return indices;
  };
  // Loop values: 0 for every loop, the row, the vector and the reduction
  // loops' induction variables set where they vary.
  SmallVector<OpFoldResult> zeros(tile.numLoops, b.getIndexAttr(0));
  auto at = [&](SmallVector<OpFoldResult> loops, unsigned loop, int64_t v) {
    loops[loop] = b.getIndexAttr(v);
    return loops;
  };
  auto rowAt = [&](SmallVector<OpFoldResult> loops, int64_t i) {
    return tile.row ? at(loops, *tile.row, i) : loops;
  };
  // The accumulators, row block i and vector j at i * blocks + j: one
  // vector<L>, or a tile's rows, vector<R x L>.
  VectorType accType =
      d.isTile() ? VectorType::get({R, L}, cType) : VectorType::get({L}, cType);
  SmallVector<bool> inBounds(accType.getRank(), true);
  auto accIndices = [&](int64_t i, int64_t j) {
    return indicesAt(b, maps[2], rowAt(at(zeros, tile.nb, j), i * R), 0, 0);
  };
  // A dot product's accumulators stay in vector registers across the
  // reduction loops (iter_args). AMX tiles cannot be carried: upstream's
  // lowering would round-trip each through a stack buffer (an alloca per
  // step, never freed inside the loops), so a tile kernel carries C itself
  // and reads and writes each tile of it in every step, which
  // convert-vector-to-amx makes tile loads and stores straight from C.
  SmallVector<Value> accs;
  if (d.isTile())
    accs.push_back(C);
  else
    for (int64_t i = 0; i < blocks; ++i)
      for (int64_t j = 0; j < tile.vectors; ++j)
        accs.push_back(vector::TransferReadOp::create(
            b, loc, accType, C, accIndices(i, j), cPad, inBounds));
  // One step: every reduction loop at `ivs` (its values, in tile.reductions'
  // order).
  auto step = [&](OpBuilder &nb, ArrayRef<OpFoldResult> ivs, ValueRange in) {
    SmallVector<Value> out(in.begin(), in.end());
    SmallVector<OpFoldResult> base = zeros;
    for (auto [loop, iv] : llvm::zip(tile.reductions, ivs))
      base[loop] = iv;
    if (d.isTile()) {
      // B's steps x L x g block and A's R x steps x g, whole tiles.
      SmallVector<Value> rhs;
      for (int64_t j = 0; j < tile.vectors; ++j)
        rhs.push_back(vector::TransferReadOp::create(
            nb, loc, VectorType::get({d.steps, L, g}, bType), B,
            indicesAt(nb, maps[1], at(base, tile.nb, j), 2, 2), bPad,
            ArrayRef<bool>{true, true, true}));
      Value c = out[0];
      for (int64_t i = 0; i < blocks; ++i) {
        Value lhs = vector::TransferReadOp::create(
            nb, loc, VectorType::get({R, d.steps, g}, aType), A,
            indicesAt(nb, maps[0], rowAt(base, i * R), 1, 1), aPad,
            ArrayRef<bool>{true, true, true});
        for (int64_t j = 0; j < tile.vectors; ++j) {
          SmallVector<Value> cIndices =
              indicesAt(nb, maps[2], rowAt(at(zeros, tile.nb, j), i * R), 0, 0);
          Value acc = vector::TransferReadOp::create(nb, loc, accType, c,
                                                     cIndices, cPad, inBounds);
          acc = intrinsic.buildTile(nb, loc, acc, lhs, rhs[j]);
          c = vector::TransferWriteOp::create(nb, loc, acc, c, cIndices,
                                              inBounds)
                  ->getResult(0);
        }
      }
      out[0] = c;
      return out;
    }
    SmallVector<Value> rhs;
    for (int64_t j = 0; j < tile.vectors; ++j)
      rhs.push_back(vector::TransferReadOp::create(
          nb, loc, VectorType::get({L * g}, bType), flatB,
          indicesAt(nb, maps[1], at(base, tile.nb, j), 2, 1), bPad,
          ArrayRef<bool>{true}));
    auto i32 = nb.getI32Type();
    for (int64_t i = 0; i < tile.rows; ++i) {
      Value group = vector::TransferReadOp::create(
          nb, loc, VectorType::get({g}, aType), A,
          indicesAt(nb, maps[0], rowAt(base, i), 1, 1), aPad,
          ArrayRef<bool>{true});
      Value word =
          vector::BitCastOp::create(nb, loc, VectorType::get({1}, i32), group);
      Value words =
          vector::BroadcastOp::create(nb, loc, VectorType::get({L}, i32), word);
      Value lhs = vector::BitCastOp::create(
          nb, loc, VectorType::get({L * g}, aType), words);
      for (int64_t j = 0; j < tile.vectors; ++j) {
        Value &acc = out[i * tile.vectors + j];
        acc = intrinsic.build(nb, loc, acc, lhs, rhs[j]);
      }
    }
    return out;
  };
  // scf.for over each reduction loop longer than one step (outer first; k0,
  // the last, by the intrinsic's steps), the accumulators carried as
  // iter_args so that they stay in registers.
  std::function<SmallVector<Value>(OpBuilder &, size_t,
                                   SmallVector<OpFoldResult>, ValueRange)>
      nest = [&](OpBuilder &nb, size_t depth, SmallVector<OpFoldResult> ivs,
                 ValueRange in) -> SmallVector<Value> {
    if (depth == tile.reductions.size())
      return step(nb, ivs, in);
    int64_t extent = tile.ranges[tile.reductions[depth]];
    int64_t stride = depth + 1 == tile.reductions.size() ? d.steps : 1;
    if (extent == stride) {
      ivs.push_back(nb.getIndexAttr(0));
      return nest(nb, depth + 1, ivs, in);
    }
    auto loop = scf::ForOp::create(
        nb, loc, makeIndex(0), makeIndex(extent), makeIndex(stride), in,
        [&](OpBuilder &ib, Location, Value iv, ValueRange args) {
          SmallVector<OpFoldResult> inner = ivs;
          inner.push_back(iv);
          scf::YieldOp::create(ib, loc, nest(ib, depth + 1, inner, args));
        });
    return SmallVector<Value>(loop.getResults());
  };
  accs = nest(b, 0, {}, accs);
  if (d.isTile())
    return accs[0];
  Value result = C;
  for (int64_t i = 0; i < blocks; ++i)
    for (int64_t j = 0; j < tile.vectors; ++j)
      result =
          vector::TransferWriteOp::create(b, loc, accs[i * tile.vectors + j],
                                          result, accIndices(i, j), inBounds)
              ->getResult(0);
  return result;
}

DiagnosedSilenceableFailure
TensorizeOp::apply(transform::TransformRewriter &rewriter,
                   transform::TransformResults &results,
                   transform::TransformState &state) {
  std::string why;
  FailureOr<const TensorIntrinsic *> intrinsic =
      findIntrinsic(getIntrinsic(), why);
  SmallVector<std::pair<Operation *, RegisterTile>> tiles;
  for (Operation *op : state.getPayloadOps(getTarget())) {
    FailureOr<RegisterTile> tile = failure();
    if (succeeded(intrinsic)) {
      tile = getRegisterTile(op, (*intrinsic)->getDescription(), why);
      if (succeeded(tile))
        why = whyNotIntrinsicBody(cast<linalg::LinalgOp>(op), **intrinsic);
    }
    if (failed(tile) || !why.empty()) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "tensorize: cannot tensorize '"
                                         << op->getName() << "': " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    tiles.push_back({op, *tile});
  }
  for (auto [op, tile] : tiles) {
    rewriter.setInsertionPoint(op);
    Value result =
        buildKernel(rewriter, cast<linalg::GenericOp>(op), **intrinsic, tile);
    rewriter.replaceOp(op, result);
  }
  return DiagnosedSilenceableFailure::success();
}
