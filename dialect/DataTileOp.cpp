//===- DataTileOp.cpp - transform.msched.data_tile ------------------------===//
//
// A contraction packed into register-tile panels (mmt4d-style data tiling,
// see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "PrimitiveUtils.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace msched;

void DataTileOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(getTargetMutable(), effects);
  transform::onlyReadsHandle(getRowsMutable(), effects);
  transform::onlyReadsHandle(getLanesMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// The row and vector loops of `op`: the loops of its output's second last
/// and last dimensions.
static std::optional<std::pair<unsigned, unsigned>>
kernelLoops(linalg::LinalgOp op) {
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (map.getNumResults() < 2)
    return std::nullopt;
  auto row = dyn_cast<AffineDimExpr>(map.getResult(map.getNumResults() - 2));
  auto vector = dyn_cast<AffineDimExpr>(map.getResults().back());
  if (!row || !vector)
    return std::nullopt;
  return std::make_pair(row.getPosition(), vector.getPosition());
}

std::string msched::whyNotDataTileable(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return "it is not a linalg op";
  if (!linalgOp.hasPureTensorSemantics())
    return "it is not on tensors";
  if (linalgOp.getNumDpsInits() != 1 || linalgOp.hasDynamicShape())
    return "it does not have one output and static shapes";
  if (!linalg::isaContractionOpInterface(linalgOp))
    return "it is not a contraction";
  std::optional<std::pair<unsigned, unsigned>> loops = kernelLoops(linalgOp);
  if (!loops)
    return "its output's last two dimensions are not loops";
  SmallVector<int64_t> extents = linalgOp.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = linalgOp.getIteratorTypesArray();
  for (unsigned d : {loops->first, loops->second})
    if (types[d] != utils::IteratorType::parallel || extents[d] <= 1)
      return "its output's last two dimensions are not parallel loops of "
             "extent > 1";
  return "";
}

/// The permutation of `pack`'s outer dimensions (the dimensions of its
/// source, in order) that lists those indexed by parallel loops of `op`
/// first and those indexed by reduction loops last, each in their order;
/// `map` is the operand's indexing map in `op`.
static SmallVector<int64_t> parallelFirst(linalg::LinalgOp op, AffineMap map) {
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  SmallVector<int64_t> parallel, reduction;
  for (auto [i, e] : llvm::enumerate(map.getResults())) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    bool isReduction =
        dim && types[dim.getPosition()] == utils::IteratorType::reduction;
    (isReduction ? reduction : parallel).push_back(static_cast<int64_t>(i));
  }
  llvm::append_range(parallel, reduction);
  return parallel;
}

/// Rewrites `packedOp` (linalg::pack's contraction, output [.., M/R, N/L, R,
/// L] packed from a linalg.fill) to write its output in place, as BLIS's
/// kernels update C where it is: into the output viewed as [.., M/R, R,
/// N/L, L] (the same generic with its output map permuted; a
/// tensor.collapse_shape gives back [.., M, N]). No packed copy of C is
/// filled, and none is unpacked: the kernel's R rows of L lanes are R rows
/// of the output. The new fill takes the old one's discardable attributes
/// (its block name), so multi-level tiling fuses it into the contraction's
/// tiles. Only where R and L divide the output: with padding, the copy that
/// drops it cost more than the unpacking it saved (GMM 1024, R = 6, Zen 3).
/// Returns the new contraction; fails, rewriting nothing, when the output
/// is not packed from a fill, R or L does not divide it, the packed op is
/// not a linalg.generic or the pack is not the plain one of the output's
/// last two dimensions.
static FailureOr<linalg::LinalgOp>
writeOutputInPlace(RewriterBase &rewriter, linalg::LinalgOp packedOp) {
  auto generic = dyn_cast<linalg::GenericOp>(packedOp.getOperation());
  OpOperand *init = packedOp.getDpsInitOperand(0);
  auto pack = init->get().getDefiningOp<linalg::PackOp>();
  if (!generic || !pack)
    return failure();
  auto fill = pack.getSource().getDefiningOp<linalg::FillOp>();
  RankedTensorType source = pack.getSourceType();
  int64_t rank = source.getRank();
  if (!fill || rank < 2 ||
      !llvm::all_of(generic->getUsers(), llvm::IsaPred<linalg::UnPackOp>) ||
      !llvm::equal(pack.getInnerDimsPos(),
                   ArrayRef<int64_t>{rank - 2, rank - 1}) ||
      !llvm::equal(pack.getOuterDimsPerm(),
                   pack.getOuterDimsPerm().empty()
                       ? SmallVector<int64_t>{}
                       : llvm::to_vector(llvm::seq<int64_t>(0, rank))))
    return failure();
  auto packedType = cast<RankedTensorType>(pack.getDestType());
  ArrayRef<int64_t> packedShape = packedType.getShape();
  if (packedShape[rank - 2] * packedShape[rank] !=
          source.getDimSize(rank - 2) ||
      packedShape[rank - 1] * packedShape[rank + 1] !=
          source.getDimSize(rank - 1))
    return failure();
  // Packed dims [.., M/R, N/L, R, L] in the order [.., M/R, R, N/L, L].
  SmallVector<int64_t> order = llvm::to_vector(llvm::seq<int64_t>(0, rank - 2));
  llvm::append_values(order, rank - 2, rank, rank - 1, rank + 1);
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> results;
  AffineMap outMap = packedOp.getMatchingIndexingMap(init);
  for (int64_t d : order) {
    shape.push_back(packedType.getDimSize(d));
    results.push_back(outMap.getResult(d));
  }
  SmallVector<AffineMap> maps = packedOp.getIndexingMapsArray();
  maps.back() =
      AffineMap::get(outMap.getNumDims(), 0, results, rewriter.getContext());

  Location loc = packedOp.getLoc();
  rewriter.setInsertionPoint(packedOp);
  Value empty = tensor::EmptyOp::create(rewriter, fill.getLoc(), shape,
                                        source.getElementType());
  auto newFill = linalg::FillOp::create(
      rewriter, fill.getLoc(), fill.getDpsInputOperand(0)->get(), empty);
  // (A fill that also feeds other ops keeps its name: two ops named alike
  // would be one block.)
  if (llvm::all_of(fill->getUsers(),
                   llvm::IsaPred<linalg::PackOp, linalg::UnPackOp>))
    newFill->setDiscardableAttrs(fill->getDiscardableAttrDictionary());
  auto inPlace = linalg::GenericOp::create(
      rewriter, loc, TypeRange{empty.getType()}, generic.getDpsInputs(),
      ValueRange{newFill.getResult(0)}, maps, generic.getIteratorTypesArray());
  rewriter.inlineRegionBefore(generic.getRegion(), inPlace.getRegion(),
                              inPlace.getRegion().begin());
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < rank - 2; ++d)
    groups.push_back({d});
  groups.push_back({rank - 2, rank - 1});
  groups.push_back({rank, rank + 1});
  Value result = tensor::CollapseShapeOp::create(rewriter, loc,
                                                 inPlace.getResult(0), groups);
  for (Operation *user : llvm::make_early_inc_range(generic->getUsers()))
    rewriter.replaceOp(user, result);
  rewriter.eraseOp(generic);
  rewriter.eraseOp(pack);
  if (fill->use_empty())
    rewriter.eraseOp(fill);
  return cast<linalg::LinalgOp>(inPlace.getOperation());
}

/// The output packed: a fill of the packed tensor instead of a pack of a
/// fill (the padding is never read back). It takes the old fill's
/// discardable attributes, as in writeOutputInPlace, so that both forms
/// schedule alike (a trace replays with any R and L).
static void packOutput(RewriterBase &rewriter, linalg::LinalgOp packedOp) {
  // The unpack writes every element: into an empty tensor, not the init.
  for (Operation *user : packedOp->getResult(0).getUsers()) {
    auto unpack = dyn_cast<linalg::UnPackOp>(user);
    if (!unpack)
      continue;
    rewriter.setInsertionPoint(unpack);
    auto dest = cast<RankedTensorType>(unpack.getDest().getType());
    Value empty = tensor::EmptyOp::create(
        rewriter, unpack.getLoc(), dest.getShape(), dest.getElementType());
    rewriter.modifyOpInPlace(unpack,
                             [&] { unpack.getDestMutable().assign(empty); });
  }
  auto pack =
      packedOp.getDpsInitOperand(0)->get().getDefiningOp<linalg::PackOp>();
  auto fill = pack ? pack.getSource().getDefiningOp<linalg::FillOp>() : nullptr;
  if (!fill)
    return;
  rewriter.setInsertionPoint(pack);
  auto packedFill =
      linalg::FillOp::create(rewriter, fill.getLoc(),
                             fill.getDpsInputOperand(0)->get(), pack.getDest());
  if (fill->hasOneUse())
    packedFill->setDiscardableAttrs(fill->getDiscardableAttrDictionary());
  rewriter.replaceOp(pack, packedFill.getResult(0));
  if (fill->use_empty())
    rewriter.eraseOp(fill);
}

/// Makes `packedOp` read its input `index` (packed by `pack` along one
/// dimension only, with no padding) from the unpacked source instead,
/// viewed by a tensor.expand_shape that splits the packed dimension into
/// (outer, tile) where it is: the operand's indexing map lists the packed
/// map's results in the source's dimension order, each tiled dimension's
/// outer result followed by its tile's. The pack is erased; nothing is
/// copied. Fails, rewriting nothing, when the pack pads or tiles several
/// dimensions, or `packedOp` is not a linalg.generic.
static LogicalResult readInPlace(RewriterBase &rewriter,
                                 linalg::LinalgOp packedOp, unsigned index,
                                 linalg::PackOp pack) {
  auto generic = dyn_cast<linalg::GenericOp>(packedOp.getOperation());
  RankedTensorType source = pack.getSourceType();
  int64_t rank = source.getRank();
  ArrayRef<int64_t> innerPos = pack.getInnerDimsPos();
  SmallVector<int64_t> tiles(pack.getStaticInnerTiles());
  if (!generic || innerPos.size() != 1 || tiles.size() != 1 || tiles[0] <= 0 ||
      source.getDimSize(innerPos[0]) % tiles[0] != 0)
    return failure();
  SmallVector<int64_t> outerPerm(pack.getOuterDimsPerm());
  if (outerPerm.empty())
    outerPerm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  OpOperand *operand = packedOp.getDpsInputOperand(index);
  AffineMap packedMap = packedOp.getMatchingIndexingMap(operand);
  SmallVector<AffineExpr> results;
  SmallVector<int64_t> shape;
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t outer = llvm::find(outerPerm, d) - outerPerm.begin();
    results.push_back(packedMap.getResult(outer));
    ReassociationIndices group = {static_cast<int64_t>(shape.size())};
    if (d == innerPos[0]) {
      shape.push_back(source.getDimSize(d) / tiles[0]);
      shape.push_back(tiles[0]);
      results.push_back(packedMap.getResult(rank));
      group.push_back(group.front() + 1);
    } else {
      shape.push_back(source.getDimSize(d));
    }
    groups.push_back(group);
  }
  rewriter.setInsertionPoint(packedOp);
  Value view = tensor::ExpandShapeOp::create(
      rewriter, pack.getLoc(),
      RankedTensorType::get(shape, source.getElementType()), pack.getSource(),
      groups);
  SmallVector<AffineMap> maps = packedOp.getIndexingMapsArray();
  maps[operand->getOperandNumber()] =
      AffineMap::get(packedMap.getNumDims(), 0, results, rewriter.getContext());
  rewriter.modifyOpInPlace(generic, [&] {
    operand->set(view);
    generic.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
  });
  if (pack->use_empty())
    rewriter.eraseOp(pack);
  return success();
}

/// One piece of a packed dimension of `extent` elements in tiles of `tile`:
/// elements [offset, offset + size) and outer (tile) indices [outerOffset,
/// outerOffset + outerSize).
struct Piece {
  int64_t offset, size, outerOffset, outerSize;
  bool isPartial(int64_t tile) const { return size != outerSize * tile; }
};

/// The pieces of a dimension of `extent` packed by `tile`: the whole tiles,
/// then the partial last one (each only where there is one).
static SmallVector<Piece, 2> splitExtent(int64_t extent, int64_t tile) {
  int64_t whole = extent / tile;
  SmallVector<Piece, 2> pieces;
  if (whole > 0)
    pieces.push_back({0, whole * tile, 0, whole});
  if (extent % tile != 0)
    pieces.push_back({whole * tile, extent - whole * tile, whole, 1});
  return pieces;
}

/// Every combination of one piece per dimension, the first pieces first.
static SmallVector<SmallVector<Piece>>
combinations(ArrayRef<SmallVector<Piece, 2>> perDim) {
  SmallVector<SmallVector<Piece>> result = {{}};
  for (ArrayRef<Piece> pieces : perDim) {
    SmallVector<SmallVector<Piece>> next;
    for (const SmallVector<Piece> &prefix : result)
      for (const Piece &piece : pieces) {
        next.push_back(prefix);
        next.back().push_back(piece);
      }
    result = std::move(next);
  }
  return result;
}

/// Lowers `pack` (linalg::lowerPack) piece by piece where its tiles do not
/// divide its source: the whole tiles of each padded dimension are packed
/// straight from a slice of the source, and only the partial last tile
/// goes through a `tensor.pad` (of that tile alone), each piece's transpose
/// writing its slice of the packed tensor. Without pieces the padding would
/// copy the whole source first (GMM 1024 with a 13-row kernel: a 4 MiB
/// pad of A, filled with zeros and copied into, in every call). Returns
/// the transpose of the whole tiles (the pack's copy to schedule; the
/// partial tiles' few elements stay scalar loops), or of the only piece.
static FailureOr<linalg::TransposeOp> lowerPackByPieces(RewriterBase &rewriter,
                                                        linalg::PackOp pack) {
  ArrayRef<int64_t> source = pack.getSourceType().getShape();
  SmallVector<int64_t> tiles(pack.getStaticInnerTiles());
  ArrayRef<int64_t> innerPos = pack.getInnerDimsPos();
  SmallVector<SmallVector<Piece, 2>> perDim;
  for (int64_t extent : source)
    perDim.push_back({{0, extent, 0, extent}});
  bool split = false;
  for (auto [pos, tile] : llvm::zip_equal(innerPos, tiles)) {
    if (ShapedType::isDynamic(tile) || tile <= 0)
      return failure();
    perDim[pos] = splitExtent(source[pos], tile);
    split |= perDim[pos].size() > 1;
  }
  if (!split) {
    FailureOr<linalg::LowerPackResult> lowered =
        linalg::lowerPack(rewriter, pack);
    if (failed(lowered) || !lowered->transposeOp)
      return failure();
    return lowered->transposeOp;
  }
  Location loc = pack.getLoc();
  int64_t rank = static_cast<int64_t>(source.size());
  SmallVector<int64_t> outerPerm(pack.getOuterDimsPerm());
  if (outerPerm.empty())
    outerPerm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  SmallVector<OpFoldResult> tileSizes =
      getAsIndexOpFoldResult(rewriter.getContext(), tiles);
  Value packed = pack.getDest();
  linalg::TransposeOp first;
  rewriter.setInsertionPoint(pack);
  for (const SmallVector<Piece> &pieces : combinations(perDim)) {
    SmallVector<int64_t> offsets, sizes, outerOffsets, outerSizes;
    bool partial = false;
    for (const Piece &piece : pieces) {
      offsets.push_back(piece.offset);
      sizes.push_back(piece.size);
    }
    for (auto [pos, tile] : llvm::zip_equal(innerPos, tiles))
      partial |= pieces[pos].isPartial(tile);
    for (int64_t d : outerPerm) {
      outerOffsets.push_back(pieces[d].outerOffset);
      outerSizes.push_back(pieces[d].outerSize);
    }
    llvm::append_range(outerOffsets, SmallVector<int64_t>(tiles.size(), 0));
    llvm::append_range(outerSizes, tiles);
    SmallVector<OpFoldResult> ones(sizes.size(), rewriter.getIndexAttr(1));
    SmallVector<OpFoldResult> packedOnes(outerSizes.size(),
                                         rewriter.getIndexAttr(1));
    Value sourceSlice = tensor::ExtractSliceOp::create(
        rewriter, loc, pack.getSource(),
        getAsIndexOpFoldResult(rewriter.getContext(), offsets),
        getAsIndexOpFoldResult(rewriter.getContext(), sizes), ones);
    Value packedSlice = tensor::ExtractSliceOp::create(
        rewriter, loc, packed,
        getAsIndexOpFoldResult(rewriter.getContext(), outerOffsets),
        getAsIndexOpFoldResult(rewriter.getContext(), outerSizes), packedOnes);
    auto piecePack = linalg::PackOp::create(
        rewriter, loc, sourceSlice, packedSlice, innerPos, tileSizes,
        partial ? std::optional<Value>(pack.getPaddingValue()) : std::nullopt,
        pack.getOuterDimsPerm());
    FailureOr<linalg::LowerPackResult> lowered = linalg::lowerPack(
        rewriter, piecePack, /*lowerPadLikeWithInsertSlice=*/false);
    if (failed(lowered) || !lowered->transposeOp)
      return failure();
    if (!first)
      first = lowered->transposeOp;
    rewriter.setInsertionPointAfter(lowered->transposeOp);
    packed = tensor::InsertSliceOp::create(
        rewriter, loc, lowered->transposeOp->getResult(0), packed,
        getAsIndexOpFoldResult(rewriter.getContext(), outerOffsets),
        getAsIndexOpFoldResult(rewriter.getContext(), outerSizes), packedOnes);
  }
  rewriter.replaceOp(pack, packed);
  return first;
}

/// Lowers `unpack` (the output [.., M/R, N/L, R, L] back to [.., M, N]) piece
/// by piece, as lowerPackByPieces: the whole tiles are transposed straight
/// into the output (its slice viewed as [.., M'/R, R, N'/L, L]), the
/// partial last tiles through a small temporary; linalg::lowerUnPack would
/// transpose everything into a padded temporary and copy the result out of
/// it (two passes over the output instead of one). Other unpacks are
/// lowered by linalg::lowerUnPack. Returns the first piece's transpose.
static FailureOr<linalg::TransposeOp>
lowerUnPackByPieces(RewriterBase &rewriter, linalg::UnPackOp unpack) {
  RankedTensorType destType = unpack.getDestType();
  int64_t rank = destType.getRank();
  SmallVector<int64_t> tiles(unpack.getStaticInnerTiles());
  bool plain =
      rank >= 2 &&
      llvm::equal(unpack.getInnerDimsPos(),
                  ArrayRef<int64_t>{rank - 2, rank - 1}) &&
      llvm::all_of(tiles, [](int64_t t) { return t > 0; }) &&
      (unpack.getOuterDimsPerm().empty() ||
       llvm::equal(unpack.getOuterDimsPerm(), llvm::seq<int64_t>(0, rank)));
  if (!plain) {
    FailureOr<linalg::LowerUnPackOpResult> lowered =
        linalg::lowerUnPack(rewriter, unpack);
    if (failed(lowered))
      return failure();
    return lowered->transposeOp;
  }
  Location loc = unpack.getLoc();
  ArrayRef<int64_t> dest = destType.getShape();
  int64_t batch = rank - 2;
  SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, batch));
  llvm::append_values(perm, batch, batch + 2, batch + 1, batch + 3);
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < batch; ++d)
    groups.push_back({d});
  groups.push_back({batch, batch + 1});
  groups.push_back({batch + 2, batch + 3});
  Value result = unpack.getDest();
  linalg::TransposeOp first;
  rewriter.setInsertionPoint(unpack);
  for (const Piece &r : splitExtent(dest[batch], tiles[0]))
    for (const Piece &c : splitExtent(dest[batch + 1], tiles[1])) {
      SmallVector<int64_t> zeros(batch, 0);
      SmallVector<int64_t> batchSizes(dest.take_front(batch));
      SmallVector<int64_t> packedOffsets = zeros, packedSizes = batchSizes;
      llvm::append_values(packedOffsets, r.outerOffset, c.outerOffset, 0, 0);
      llvm::append_values(packedSizes, r.outerSize, c.outerSize, tiles[0],
                          tiles[1]);
      SmallVector<int64_t> offsets = zeros, sizes = batchSizes;
      llvm::append_values(offsets, r.offset, c.offset);
      llvm::append_values(sizes, r.size, c.size);
      SmallVector<int64_t> transposed = batchSizes;
      llvm::append_values(transposed, r.outerSize, tiles[0], c.outerSize,
                          tiles[1]);
      auto transposedType =
          RankedTensorType::get(transposed, destType.getElementType());
      SmallVector<OpFoldResult> ones(rank, rewriter.getIndexAttr(1));
      SmallVector<OpFoldResult> packedOnes(rank + 2, rewriter.getIndexAttr(1));
      Value packedSlice = tensor::ExtractSliceOp::create(
          rewriter, loc, unpack.getSource(),
          getAsIndexOpFoldResult(rewriter.getContext(), packedOffsets),
          getAsIndexOpFoldResult(rewriter.getContext(), packedSizes),
          packedOnes);
      bool whole = !r.isPartial(tiles[0]) && !c.isPartial(tiles[1]);
      Value init;
      if (whole) {
        Value destSlice = tensor::ExtractSliceOp::create(
            rewriter, loc, result,
            getAsIndexOpFoldResult(rewriter.getContext(), offsets),
            getAsIndexOpFoldResult(rewriter.getContext(), sizes), ones);
        init = tensor::ExpandShapeOp::create(rewriter, loc, transposedType,
                                             destSlice, groups);
      } else {
        init = tensor::EmptyOp::create(rewriter, loc, transposed,
                                       destType.getElementType());
      }
      auto transpose =
          linalg::TransposeOp::create(rewriter, loc, packedSlice, init, perm);
      if (!first)
        first = transpose;
      Value piece = tensor::CollapseShapeOp::create(
          rewriter, loc, transpose->getResult(0), groups);
      if (!whole)
        piece = tensor::ExtractSliceOp::create(
            rewriter, loc, piece,
            getAsIndexOpFoldResult(rewriter.getContext(),
                                   SmallVector<int64_t>(rank, 0)),
            getAsIndexOpFoldResult(rewriter.getContext(), sizes), ones);
      result = tensor::InsertSliceOp::create(
          rewriter, loc, piece, result,
          getAsIndexOpFoldResult(rewriter.getContext(), offsets),
          getAsIndexOpFoldResult(rewriter.getContext(), sizes), ones);
    }
  rewriter.replaceOp(unpack, result);
  return first;
}

DiagnosedSilenceableFailure
DataTileOp::apply(transform::TransformRewriter &rewriter,
                  transform::TransformResults &results,
                  transform::TransformState &state) {
  int64_t rows = 0, lanes = 0;
  DiagnosedSilenceableFailure got = detail::getSingleIntParam(
      *this, state, getRows(), "data_tile: rows", rows);
  if (!got.succeeded())
    return got;
  got = detail::getSingleIntParam(*this, state, getLanes(), "data_tile: lanes",
                                  lanes);
  if (!got.succeeded())
    return got;
  if (rows <= 0 || lanes <= 0)
    return emitSilenceableError()
           << "data_tile: rows (" << rows << ") and lanes (" << lanes
           << ") must be positive";
  Operation *target = nullptr;
  got = detail::getSinglePayloadOp(*this, state, getTarget(),
                                   "data_tile: target", target);
  if (!got.succeeded())
    return got;
  std::string why = whyNotDataTileable(target);
  if (!why.empty()) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "data_tile: cannot pack '"
                                       << target->getName() << "': " << why;
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  }
  auto op = cast<linalg::LinalgOp>(target);
  auto [rowLoop, vectorLoop] = *kernelLoops(op);
  SmallVector<AffineMap> inputMaps;
  for (OpOperand *input : op.getDpsInputOperands())
    inputMaps.push_back(op.getMatchingIndexingMap(input));
  // The inputs read in place (rows_in_place): those of the row loop alone.
  SmallVector<bool> inPlaceInputs;
  for (AffineMap map : inputMaps)
    inPlaceInputs.push_back(getRowsInPlace() && map.isFunctionOfDim(rowLoop) &&
                            !map.isFunctionOfDim(vectorLoop));
  if (getRowsInPlace() && op.getStaticLoopRanges()[rowLoop] % rows != 0) {
    DiagnosedSilenceableFailure diag =
        emitSilenceableError() << "data_tile: rows_in_place needs the rows ("
                               << rows << ") to divide the row extent ("
                               << op.getStaticLoopRanges()[rowLoop] << ")";
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  }
  SmallVector<NamedAttribute> attrs(op->getDiscardableAttrs());

  SmallVector<OpFoldResult> sizes(op.getNumLoops(), rewriter.getIndexAttr(0));
  sizes[rowLoop] = rewriter.getIndexAttr(rows);
  sizes[vectorLoop] = rewriter.getIndexAttr(lanes);
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::PackResult> packed = linalg::pack(rewriter, op, sizes);
  if (failed(packed))
    return emitSilenceableError() << "data_tile: linalg::pack failed";
  linalg::LinalgOp packedOp = packed->packedLinalgOp;

  // Inputs: parallel outer dimensions first, so that a kernel's panel is
  // contiguous along the reduction.
  unsigned numInputs = packedOp.getNumDpsInputs();
  for (unsigned i = 0; i < numInputs; ++i) {
    auto pack =
        packedOp.getDpsInputOperand(i)->get().getDefiningOp<linalg::PackOp>();
    if (!pack)
      continue;
    SmallVector<int64_t> perm = parallelFirst(op, inputMaps[i]);
    if (llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())))
      continue;
    FailureOr<linalg::PackTransposeResult> transposed = linalg::packTranspose(
        rewriter, pack, packedOp, /*maybeUnPackOp=*/nullptr, perm, {});
    if (failed(transposed))
      return emitDefiniteFailure() << "data_tile: packTranspose failed";
    packedOp = transposed->transposedLinalgOp;
  }
  // The kernel's loops in the packed op: those of its packed output's inner
  // tiles (its last two dimensions).
  SmallVector<int64_t, 2> kernelDims;
  for (AffineExpr e :
       packedOp.getMatchingIndexingMap(packedOp.getDpsInitOperand(0))
           .getResults()
           .take_back(2))
    kernelDims.push_back(cast<AffineDimExpr>(e).getPosition());
  // The output: written in place when a fill initializes it and R and L
  // divide it (writeOutputInPlace); otherwise packed and unpacked.
  SmallVector<Operation *> outputCopy;
  FailureOr<linalg::LinalgOp> inPlace = writeOutputInPlace(rewriter, packedOp);
  if (succeeded(inPlace))
    packedOp = *inPlace;
  else
    packOutput(rewriter, packedOp);
  for (NamedAttribute attr : attrs)
    packedOp->setAttr(attr.getName(), attr.getValue());
  packedOp->setAttr(kDataTiledAttrName,
                    rewriter.getDenseI64ArrayAttr(kernelDims));
  linalg::UnPackOp unpack;
  for (Operation *user : packedOp->getResult(0).getUsers())
    if ((unpack = dyn_cast<linalg::UnPackOp>(user)))
      break;

  SmallVector<Operation *> inputCopies;
  for (unsigned i = 0; i < numInputs; ++i) {
    auto pack =
        packedOp.getDpsInputOperand(i)->get().getDefiningOp<linalg::PackOp>();
    if (!pack)
      continue;
    if (inPlaceInputs[i]) {
      if (failed(readInPlace(rewriter, packedOp, i, pack)))
        return emitDefiniteFailure()
               << "data_tile: reading input " << i << " in place failed";
      continue;
    }
    rewriter.setInsertionPoint(pack);
    FailureOr<linalg::TransposeOp> copy = lowerPackByPieces(rewriter, pack);
    if (failed(copy))
      return emitDefiniteFailure() << "data_tile: lowering a pack failed";
    inputCopies.push_back(*copy);
  }
  if (unpack) {
    rewriter.setInsertionPoint(unpack);
    FailureOr<linalg::TransposeOp> copy = lowerUnPackByPieces(rewriter, unpack);
    if (failed(copy))
      return emitDefiniteFailure() << "data_tile: lowering the unpack failed";
    outputCopy.push_back(*copy);
  }
  results.set(cast<OpResult>(getPacked()), {packedOp.getOperation()});
  results.set(cast<OpResult>(getInputCopies()), inputCopies);
  results.set(cast<OpResult>(getOutputCopy()), outputCopy);
  return DiagnosedSilenceableFailure::success();
}
