//===- PrivatizeInitFillOp.cpp - transform.msched.privatize_init_fill -----===//
//
// A part of a split op gets a fill of its own init, so that multi-level
// tiling can fuse it into the part's parallel loop (see
// dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace msched;

void PrivatizeInitFillOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::onlyReadsHandle(getTargetMutable(), effects);
  transform::producesHandle(getOperation()->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

namespace {
/// A static box of a tensor: offsets and sizes per dimension.
struct Box {
  SmallVector<int64_t> offsets, sizes;

  bool intersects(const Box &other) const {
    for (auto [o, s, oo, os] :
         llvm::zip_equal(offsets, sizes, other.offsets, other.sizes))
      if (o + s <= oo || oo + os <= o)
        return false;
    return true;
  }
};

/// Where the slice that an op's init reads comes from.
struct InitSource {
  tensor::ExtractSliceOp slice;
  linalg::FillOp fill;
};
} // namespace

/// The box of a slice-like op with static offsets and sizes and unit
/// strides, in the coordinates of the whole tensor (an extract's source, an
/// insert's destination; a rank-reducing slice's box has size 1 in the
/// dimensions it drops), or nothing.
template <typename SliceOp> static std::optional<Box> staticBox(SliceOp op) {
  if (ShapedType::isDynamicShape(op.getStaticOffsets()) ||
      ShapedType::isDynamicShape(op.getStaticSizes()) ||
      !llvm::all_of(op.getStaticStrides(), [](int64_t s) { return s == 1; }))
    return std::nullopt;
  return Box{llvm::to_vector(op.getStaticOffsets()),
             llvm::to_vector(op.getStaticSizes())};
}

/// Whether an extract_slice keeps its source's rank.
static bool keepsRank(tensor::ExtractSliceOp op) {
  return op.getSourceType().getRank() == op.getType().getRank();
}

/// The slice and the fill under the init of `op`, or the reason why there
/// are none of the form the op takes.
static FailureOr<InitSource> findInitSource(Operation *op, std::string &why) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInits() != 1) {
    why = "it is not a linalg op with one init";
    return failure();
  }
  auto slice = linalgOp.getDpsInitOperand(0)
                   ->get()
                   .getDefiningOp<tensor::ExtractSliceOp>();
  std::optional<Box> box;
  if (slice)
    box = staticBox(slice);
  if (!box) {
    why = "its init is not a static slice with unit strides";
    return failure();
  }
  // The box in the coordinates of each value up to the fill: a slice of a
  // slice reads the sum of their offsets.
  Value source = slice.getSource();
  while (true) {
    if (auto insert = source.getDefiningOp<tensor::InsertSliceOp>()) {
      std::optional<Box> inserted = staticBox(insert);
      if (!inserted || inserted->intersects(*box)) {
        why = "its slice reads a box that an insert_slice wrote";
        return failure();
      }
      source = insert.getDest();
      continue;
    }
    if (auto outer = source.getDefiningOp<tensor::ExtractSliceOp>()) {
      // (A rank-reducing outer slice would need the box's dimensions
      // mapped; only the op's own slice may drop dimensions.)
      std::optional<Box> outerBox = staticBox(outer);
      if (!outerBox || !keepsRank(outer)) {
        why = "its init is a slice of a slice that is not static or drops "
              "dimensions";
        return failure();
      }
      for (auto [offset, outerOffset] :
           llvm::zip_equal(box->offsets, outerBox->offsets))
        offset += outerOffset;
      source = outer.getSource();
      continue;
    }
    break;
  }
  auto fill = source.getDefiningOp<linalg::FillOp>();
  if (!fill || fill.getNumDpsInits() != 1) {
    why = "its slice is not of a linalg.fill";
    return failure();
  }
  return InitSource{slice, fill};
}

std::string msched::whyNotPrivatizableInitFill(Operation *op) {
  std::string why;
  if (failed(findInitSource(op, why)))
    return why;
  return "";
}

/// `box` minus `cut`: up to two slabs per dimension (the parts below and
/// above `cut` along it, within `cut`'s extent in the dimensions before).
static SmallVector<Box> subtract(const Box &box, const Box &cut) {
  if (!box.intersects(cut))
    return {box};
  SmallVector<Box> pieces;
  Box rest = box;
  for (size_t d = 0; d < box.offsets.size(); ++d) {
    int64_t lo = std::max(rest.offsets[d], cut.offsets[d]);
    int64_t hi = std::min(rest.offsets[d] + rest.sizes[d],
                          cut.offsets[d] + cut.sizes[d]);
    if (lo > rest.offsets[d]) {
      Box below = rest;
      below.sizes[d] = lo - rest.offsets[d];
      pieces.push_back(below);
    }
    if (hi < rest.offsets[d] + rest.sizes[d]) {
      Box above = rest;
      above.offsets[d] = hi;
      above.sizes[d] = rest.offsets[d] + rest.sizes[d] - hi;
      pieces.push_back(above);
    }
    rest.offsets[d] = lo;
    rest.sizes[d] = hi - lo;
  }
  return pieces;
}

/// Whether the elements of `value` in the boxes `live` (the ones that may
/// still hold a dropped fill's value) are never read: every use of `value`
/// either overwrites them (the init of a linalg.fill; the destination of a
/// static insert_slice, whose result keeps the live boxes outside the
/// inserted one) or passes them on to a value of which the same holds (a
/// static extract_slice keeps the live boxes inside it). Any other use,
/// while a box is live, is a read.
static bool neverRead(Value value, SmallVector<Box> live) {
  if (live.empty())
    return true;
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (auto fill = dyn_cast<linalg::FillOp>(user))
      if (fill.isDpsInit(&use))
        continue;
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(user)) {
      std::optional<Box> box = staticBox(slice);
      if (!box)
        return false;
      SmallVector<Box> inside;
      for (const Box &l : live) {
        if (!l.intersects(*box))
          continue;
        Box part = l;
        for (size_t d = 0; d < part.offsets.size(); ++d) {
          int64_t lo = std::max(l.offsets[d], box->offsets[d]);
          int64_t hi = std::min(l.offsets[d] + l.sizes[d],
                                box->offsets[d] + box->sizes[d]);
          part.offsets[d] = lo - box->offsets[d];
          part.sizes[d] = hi - lo;
        }
        // In the slice's coordinates: without the dimensions it drops
        // (size 1 in the box).
        llvm::SmallBitVector dropped = slice.getDroppedDims();
        Box projected;
        for (size_t d = 0; d < part.offsets.size(); ++d) {
          if (dropped.test(d))
            continue;
          projected.offsets.push_back(part.offsets[d]);
          projected.sizes.push_back(part.sizes[d]);
        }
        inside.push_back(projected);
      }
      if (!neverRead(slice.getResult(), std::move(inside)))
        return false;
      continue;
    }
    if (auto insert = dyn_cast<tensor::InsertSliceOp>(user)) {
      std::optional<Box> box = staticBox(insert);
      if (!box || &use != &insert.getDestMutable())
        return false;
      SmallVector<Box> outside;
      for (const Box &l : live)
        llvm::append_range(outside, subtract(l, *box));
      if (!neverRead(insert.getResult(), std::move(outside)))
        return false;
      continue;
    }
    return false;
  }
  return true;
}

/// When no element of `fill`'s result is ever read (every part of the
/// tensor is overwritten first: each part of a split op has a fill of its
/// own, and the parts' results are inserted over the whole tensor), the
/// fill goes and its init replaces its result.
static void dropOverwrittenFill(RewriterBase &rewriter, linalg::FillOp fill) {
  Value value = fill.getResult(0);
  auto type = cast<RankedTensorType>(value.getType());
  if (!type.hasStaticShape())
    return;
  Box whole{SmallVector<int64_t>(type.getRank(), 0),
            llvm::to_vector(type.getShape())};
  if (!neverRead(value, {whole}))
    return;
  rewriter.replaceAllUsesWith(value, fill.getDpsInitOperand(0)->get());
  rewriter.eraseOp(fill);
}

DiagnosedSilenceableFailure
PrivatizeInitFillOp::apply(transform::TransformRewriter &rewriter,
                           transform::TransformResults &results,
                           transform::TransformState &state) {
  // An op listed twice gets one fill (a second pass would read the whole
  // fill that the first one may have dropped).
  llvm::SetVector<Operation *> targets;
  for (Operation *op : state.getPayloadOps(getTarget()))
    targets.insert(op);
  SmallVector<std::optional<InitSource>> sources;
  for (Operation *op : targets) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (linalgOp && linalgOp.getNumDpsInits() == 1) {
      auto fill =
          linalgOp.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
      if (fill && fill->hasOneUse()) {
        sources.push_back(std::nullopt); // already its own
        continue;
      }
    }
    std::string why;
    FailureOr<InitSource> source = findInitSource(op, why);
    if (failed(source)) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "privatize_init_fill: cannot give '"
                                         << op->getName()
                                         << "' a fill of its own: " << why;
      diag.attachNote(op->getLoc()) << "payload op";
      return diag;
    }
    sources.push_back(*source);
  }
  SmallVector<Operation *> fills;
  for (auto [op, source] : llvm::zip_equal(targets, sources)) {
    OpOperand *init = cast<linalg::LinalgOp>(op).getDpsInitOperand(0);
    if (!source) {
      fills.push_back(init->get().getDefiningOp());
      continue;
    }
    // The fill's init is the slice itself (what it reads is overwritten),
    // so that bufferization writes the part in place of the slice it is
    // inserted back into.
    tensor::ExtractSliceOp slice = source->slice;
    linalg::FillOp whole = source->fill;
    rewriter.setInsertionPoint(op);
    auto fill = linalg::FillOp::create(rewriter, whole.getLoc(),
                                       whole.getDpsInputOperand(0)->get(),
                                       slice.getResult());
    rewriter.modifyOpInPlace(op, [&] { init->set(fill.getResult(0)); });
    dropOverwrittenFill(rewriter, whole);
    fills.push_back(fill);
  }
  results.set(cast<OpResult>(getFill()), fills);
  return DiagnosedSilenceableFailure::success();
}
