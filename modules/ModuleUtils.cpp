//===- ModuleUtils.cpp - Helpers shared by transformation modules ---------===//

#include "ModuleUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "msched/Dialect/ComputeInlineOp.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/TransformModule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

#include <atomic>
#include <thread>

using namespace mlir;

static std::atomic<int64_t> targetCores{0};

void msched::setTargetCores(int64_t cores) {
  targetCores = std::max<int64_t>(0, cores);
}

int64_t msched::getTargetCores() { return targetCores; }

namespace msched {
namespace modules {

int64_t defaultCores() {
  if (int64_t cores = getTargetCores(); cores > 0)
    return cores;
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : static_cast<int64_t>(n);
}

LogicalResult applyComputeInline(Schedule &sch, OpHandle block) {
  FailureOr<SmallVector<Handle>> fused = sch.apply(
      ComputeInlineOp::getOperationName(), {block}, {sch.getAnyOpType()});
  if (failed(fused))
    return failure();
  sch.release(fused->front());
  return success();
}

//===----------------------------------------------------------------------===//
// Payload queries
//===----------------------------------------------------------------------===//

SmallVector<Operation *> getEnclosingLoops(Operation *op) {
  SmallVector<Operation *> loops;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<func::FuncOp>(parent) ||
        parent->hasTrait<OpTrait::IsIsolatedFromAbove>())
      break;
    if (isa<scf::ForOp, scf::ForallOp>(parent))
      loops.push_back(parent);
  }
  std::reverse(loops.begin(), loops.end());
  return loops;
}

bool hasBeenMultiLevelTiled(Operation *op) {
  return op->hasAttr(kTilingStructureAttr);
}

linalg::LinalgOp getStaticLinalgOp(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumDpsInits() != 1)
    return nullptr;
  if (llvm::any_of(linalgOp.getStaticLoopRanges(), ShapedType::isDynamic))
    return nullptr;
  for (utils::IteratorType t : linalgOp.getIteratorTypesArray())
    if (t != utils::IteratorType::parallel &&
        t != utils::IteratorType::reduction)
      return nullptr;
  return linalgOp;
}

std::pair<int64_t, int64_t>
getCumulativeSpaceAndReduction(linalg::LinalgOp op) {
  int64_t space = 1, reduce = 1;
  for (auto [extent, type] :
       llvm::zip(op.getStaticLoopRanges(), op.getIteratorTypesArray()))
    (type == utils::IteratorType::parallel ? space : reduce) *= extent;
  return {space, reduce};
}

bool needsMultiLevelTiling(Operation *op) {
  linalg::LinalgOp linalgOp = getStaticLinalgOp(op);
  if (!linalgOp || hasBeenMultiLevelTiled(op) || !getEnclosingLoops(op).empty())
    return false;
  if (linalgOp.getNumDpsInputs() == 0 || linalgOp.getNumReductionLoops() == 0)
    return false;
  SmallVector<int64_t> extents = linalgOp.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = linalgOp.getIteratorTypesArray();
  // Step 1: the parallel loops, leaving out those of extent 1 (TVM skips
  // block iterators of domain [0, 1)).
  SmallVector<unsigned> spatial;
  for (unsigned d = 0; d < extents.size(); ++d)
    if (types[d] == utils::IteratorType::parallel && extents[d] != 1)
      spatial.push_back(d);
  // Step 2: per input, the parallel loops that do not index it.
  int64_t unused = 0;
  llvm::SmallPtrSet<void *, 4> seen;
  for (OpOperand *input : linalgOp.getDpsInputOperands()) {
    // TVM: reading one buffer twice disqualifies the block.
    if (!seen.insert(input->get().getAsOpaquePointer()).second)
      return false;
    auto shaped = dyn_cast<ShapedType>(input->get().getType());
    if (!shaped || shaped.getRank() == 0)
      continue; // a scalar is no buffer read
    llvm::SmallDenseSet<unsigned> used;
    linalgOp.getMatchingIndexingMap(input).walkExprs([&](AffineExpr e) {
      if (auto dim = dyn_cast<AffineDimExpr>(e))
        used.insert(dim.getPosition());
    });
    for (unsigned d : spatial)
      if (!used.contains(d))
        ++unused;
  }
  return unused >= 1;
}

bool isTranspose(Operation *op) {
  if (isa<linalg::TransposeOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return false;
  for (AffineMap map : generic.getIndexingMapsArray())
    if (!map.isPermutation())
      return false;
  Block &body = generic.getRegion().front();
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  return body.getOperations().size() == 1 && yield &&
         yield.getNumOperands() == 1 &&
         yield.getOperand(0) == body.getArgument(0);
}

bool readsDecreasingly(Operation *slice) {
  // Follow slices of slices (the nested levels of a tiled nest).
  SmallVector<Value> worklist = {slice->getResult(0)};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      if (auto next = dyn_cast<tensor::ExtractSliceOp>(use.getOwner())) {
        worklist.push_back(next.getResult());
        continue;
      }
      auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
      if (!linalgOp)
        continue;
      bool decreasing = false;
      for (AffineExpr expr : linalgOp.getMatchingIndexingMap(&use).getResults())
        expr.walk([&](AffineExpr e) {
          auto mul = dyn_cast<AffineBinaryOpExpr>(e);
          if (!mul || mul.getKind() != AffineExprKind::Mul)
            return;
          if (auto c = dyn_cast<AffineConstantExpr>(mul.getRHS()))
            decreasing |= c.getValue() < 0;
        });
      if (decreasing)
        return true;
    }
  }
  return false;
}

bool isSpatialFunc(Operation *func) {
  WalkResult result = func->walk([&](Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      if (linalgOp.getNumReductionLoops() != 0)
        return WalkResult::interrupt();
    // Reductions already vectorized.
    if (isa<vector::ContractionOp, vector::MultiDimReductionOp,
            vector::ReductionOp, vector::OuterProductOp>(op))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

SmallVector<TileSize> getParallelTileSizes(linalg::LinalgOp op,
                                           int64_t maxTasks,
                                           int64_t innermostUnit,
                                           std::optional<unsigned> unitDim,
                                           int64_t unitDimUnit) {
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> types = op.getIteratorTypesArray();
  unsigned n = extents.size();
  SmallVector<TileSize> sizes(n, TileSize(0));
  int64_t tasks = 1;
  for (unsigned d = 0; d < n; ++d) {
    if (types[d] != utils::IteratorType::parallel)
      break;
    int64_t unit = 1;
    if (d + 1 == n)
      unit = std::max<int64_t>(1, innermostUnit);
    if (unitDim && d == *unitDim)
      unit = std::max<int64_t>(1, unitDimUnit);
    int64_t chunks = extents[d] / unit;
    if (chunks == 1)
      continue;
    if (tasks * chunks <= maxTasks) {
      sizes[d] = unit;
      tasks *= chunks;
      continue;
    }
    int64_t parallel = largestDivisorAtMost(chunks, maxTasks / tasks);
    if (parallel > 1) {
      sizes[d] = chunks / parallel * unit;
      tasks *= parallel;
    }
    break;
  }
  if (tasks == 1)
    return SmallVector<TileSize>(n, TileSize(0));
  return sizes;
}

FailureOr<TileSize> productTileSize(Schedule &sch,
                                    ArrayRef<ParamHandle> factors) {
  if (factors.empty())
    return TileSize(1);
  if (factors.size() == 1)
    return TileSize(factors.front());
  SmallVector<Handle> operands(factors.begin(), factors.end());
  FailureOr<SmallVector<Handle>> result =
      sch.apply("transform.msched.multiply", operands, {sch.getParamType()});
  if (failed(result))
    return failure();
  return TileSize(ParamHandle((*result)[0]));
}

int64_t largestDivisorAtMost(int64_t extent, int64_t bound) {
  for (int64_t d = std::min(extent, bound); d > 1; --d)
    if (extent % d == 0)
      return d;
  return 1;
}

/// Whether a convolution whose output height and width are loops `height`
/// and `width` removes the width (see DecomposableConv): it is one column of
/// a channels-last output with more than one row.
static bool removedImageLoop(linalg::LinalgOp op, unsigned height,
                             unsigned width) {
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  ArrayRef<AffineExpr> output =
      op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getResults();
  bool widthContiguous =
      !output.empty() && output.back().isFunctionOfDim(width);
  return extents[width] == 1 && extents[height] != 1 && !widthContiguous;
}

std::optional<DecomposableConv> getDecomposableConv(linalg::LinalgOp op) {
  // The ops upstream's decomposition patterns rewrite (LinalgOps
  // populateDecomposeConvolutionPatterns): 2-D convolutions and poolings
  // with a size-1 output and filter height (or width) become 1-D ones; and
  // grouped convolutions, which transform.msched.decompose_grouped_conv
  // rewrites once their group extent is 1 too.
  bool grouped = isa<linalg::Conv2DNhwgcGfhwcOp>(op.getOperation());
  if (isa<linalg::Conv3DNdhwcDhwcfOp>(op.getOperation())) {
    // One deep, a 3-D convolution is a 2-D one
    // (transform.msched.decompose_conv_3d).
    FailureOr<linalg::ConvolutionDimensions> dims =
        linalg::inferConvolutionDims(op);
    if (failed(dims) || dims->outputImage.size() != 3 ||
        dims->filterLoop.size() != 3)
      return std::nullopt;
    unsigned image =
        removedImageLoop(op, dims->outputImage[1], dims->outputImage[2]) ? 2
                                                                         : 1;
    return DecomposableConv{
        dims->outputImage[image], dims->filterLoop[image], std::nullopt,
        std::make_pair(dims->outputImage[0], dims->filterLoop[0])};
  }
  if (!grouped &&
      !isa<linalg::Conv2DNhwcHwcfOp, linalg::Conv2DNchwFchwOp,
           linalg::DepthwiseConv2DNhwcHwcOp, linalg::Conv2DOp,
           linalg::PoolingNhwcSumOp, linalg::PoolingNhwcMaxOp,
           linalg::PoolingNhwcMaxUnsignedOp, linalg::PoolingNhwcMinOp,
           linalg::PoolingNhwcMinUnsignedOp, linalg::PoolingNchwSumOp,
           linalg::PoolingNchwMaxOp>(op.getOperation()))
    return std::nullopt;
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  if (failed(dims) || dims->outputImage.size() != 2 ||
      dims->filterLoop.size() != 2)
    return std::nullopt;
  unsigned image = !grouped && removedImageLoop(op, dims->outputImage[0],
                                                dims->outputImage[1])
                       ? 1
                       : 0;
  DecomposableConv conv{dims->outputImage[image], dims->filterLoop[image],
                        std::nullopt, std::nullopt};
  if (grouped) {
    // The group loop indexes the input, the filter and the output (the
    // convolution's "depth" loop).
    if (dims->depth.size() != 1)
      return std::nullopt;
    conv.group = dims->depth[0];
  }
  return conv;
}

//===----------------------------------------------------------------------===//
// Traced steps
//===----------------------------------------------------------------------===//

LogicalResult annotate(Schedule &sch, OpHandle target, StringRef name,
                       Attribute value) {
  MLIRContext *ctx = sch.getContext();
  SmallVector<Handle> operands{target};
  if (!isa<UnitAttr>(value)) {
    FailureOr<SmallVector<Handle>> param = sch.apply(
        "transform.param.constant", {}, {transform::AnyParamType::get(ctx)},
        {NamedAttribute(StringAttr::get(ctx, "value"), value)});
    if (failed(param))
      return failure();
    operands.push_back((*param)[0]);
  }
  return sch.apply("transform.annotate", operands, {},
                   {NamedAttribute(StringAttr::get(ctx, "name"),
                                   StringAttr::get(ctx, name))});
}

bool initFillsPrivatizable(Schedule &sch, OpHandle parts) {
  return llvm::all_of(sch.getOps(parts), [](Operation *op) {
    return whyNotPrivatizableInitFill(op).empty();
  });
}

LogicalResult privatizeInitFills(Schedule &sch, OpHandle parts,
                                 ArrayRef<std::string> names) {
  if (sch.getOps(parts).size() != names.size() ||
      !initFillsPrivatizable(sch, parts))
    return success();
  FailureOr<SmallVector<Handle>> fills = sch.apply(
      PrivatizeInitFillOp::getOperationName(), {parts}, {sch.getAnyOpType()});
  if (failed(fills))
    return failure();
  return nameEachBlock(sch, OpHandle((*fills)[0]), names);
}

LogicalResult nameEachBlock(Schedule &sch, OpHandle ops,
                            ArrayRef<std::string> names) {
  if (sch.getOps(ops).size() != names.size())
    return failure();
  FailureOr<SmallVector<OpHandle>> each = sch.splitHandle(ops);
  if (failed(each))
    return failure();
  MLIRContext *ctx = sch.getContext();
  for (auto [op, name] : llvm::zip_equal(*each, names)) {
    if (failed(annotate(sch, op, kBlockAttrName, StringAttr::get(ctx, name))))
      return failure();
    sch.release(op);
  }
  return success();
}

LogicalResult nameBlocks(Schedule &sch, OpHandle parts, StringRef blockName,
                         StringRef suffix, bool mustReuseWrite) {
  FailureOr<SmallVector<OpHandle>> each = sch.splitHandle(parts);
  if (failed(each))
    return failure();
  MLIRContext *ctx = sch.getContext();
  for (auto [i, part] : llvm::enumerate(*each)) {
    std::string name = (blockName + suffix + Twine(i)).str();
    if (failed(annotate(sch, part, kBlockAttrName, StringAttr::get(ctx, name))))
      return failure();
    if (mustReuseWrite && failed(annotate(sch, part, kReuseWriteAttrName,
                                          StringAttr::get(ctx, "must"))))
      return failure();
    sch.release(part);
  }
  return success();
}

FailureOr<LoopHandle> getParentLoop(Schedule &sch, OpHandle target,
                                    StringRef opName) {
  MLIRContext *ctx = sch.getContext();
  FailureOr<SmallVector<Handle>> parent =
      sch.apply("transform.get_parent_op", {target}, {sch.getAnyOpType()},
                {NamedAttribute(StringAttr::get(ctx, "op_name"),
                                StringAttr::get(ctx, opName))});
  if (failed(parent))
    return failure();
  return LoopHandle((*parent)[0]);
}

LogicalResult vectorizeBlock(Schedule &sch, OpHandle target) {
  FailureOr<Operation *> op = sch.getSingleOp(target);
  if (failed(op))
    return failure();
  auto linalgOp = dyn_cast<linalg::LinalgOp>(*op);

  OpHandle toVectorize = target;
  std::optional<DecomposableConv> conv;
  if (linalgOp)
    conv = getDecomposableConv(linalgOp);
  if (conv) {
    // Size 1 divides any extent: valid for all decisions. Extents already
    // 1 (e.g. multi-level tiling keeps them at 1 for all decisions) are left.
    SmallVector<int64_t> extents = linalgOp.getStaticLoopRanges();
    SmallVector<TileSize> sizes(extents.size(), TileSize(0));
    bool tile = false;
    for (unsigned d : conv->unitDims())
      if (extents[d] != 1) {
        sizes[d] = 1;
        tile = true;
      }
    if (tile) {
      FailureOr<TileResult> tiled = sch.tile(target, sizes);
      if (failed(tiled))
        return failure();
      toVectorize = tiled->tiled;
    }
    if (conv->depth) {
      FailureOr<SmallVector<Handle>> conv2d =
          sch.apply("transform.msched.decompose_conv_3d", {toVectorize},
                    {sch.getAnyOpType()});
      if (failed(conv2d))
        return failure();
      toVectorize = OpHandle((*conv2d)[0]);
    }
    if (conv->group) {
      // The filter transpose of the tile is vectorized too.
      Type anyOp = sch.getAnyOpType();
      FailureOr<SmallVector<Handle>> decomposed =
          sch.apply("transform.msched.decompose_grouped_conv", {toVectorize},
                    {anyOp, anyOp});
      if (failed(decomposed) ||
          failed(sch.vectorize(OpHandle((*decomposed)[1]), {},
                               /*createNamedContraction=*/false)))
        return failure();
      toVectorize = OpHandle((*decomposed)[0]);
    } else {
      FailureOr<SmallVector<Handle>> decomposed =
          sch.apply("transform.structured.decompose", {toVectorize},
                    {sch.getAnyOpType()});
      if (failed(decomposed))
        return failure();
      toVectorize = OpHandle((*decomposed)[0]);
    }
  }
  // A generic contraction (e.g. a transpose folded into a batch matmul)
  // becomes a linalg.contract, which vectorizes to one vector.contract (FMAs)
  // instead of a multiply and a multi_reduction per reduction step.
  if (!conv && whyNotSpecializableContraction(*op).empty()) {
    FailureOr<SmallVector<Handle>> contract =
        sch.apply("transform.msched.specialize_contraction", {toVectorize},
                  {sch.getAnyOpType()});
    if (failed(contract))
      return failure();
    toVectorize = OpHandle((*contract)[0]);
  }
  return sch.vectorize(toVectorize, {},
                       /*createNamedContraction=*/bool(linalgOp));
}

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

OptionParser::OptionParser(StringRef text) {
  SmallVector<StringRef> items;
  text.split(items, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef item : items) {
    item = item.trim();
    if (item.empty())
      continue;
    auto [key, value] = item.split('=');
    key = key.trim();
    value = value.trim();
    if (key.empty() || !item.contains('=')) {
      error = ("expected 'key=value', got '" + item + "'").str();
      return;
    }
    if (!values.try_emplace(key, value.str()).second) {
      error = ("option '" + key + "' given twice").str();
      return;
    }
  }
}

void OptionParser::get(StringRef key, int64_t &value) {
  auto it = values.find(key);
  if (it == values.end() || !ok())
    return;
  if (StringRef(it->second).getAsInteger(10, value))
    error =
        ("option '" + key + "': expected an integer, got '" + it->second + "'")
            .str();
  values.erase(it);
}

void OptionParser::get(StringRef key, bool &value) {
  auto it = values.find(key);
  if (it == values.end() || !ok())
    return;
  StringRef v = it->second;
  if (v == "true" || v == "1")
    value = true;
  else if (v == "false" || v == "0")
    value = false;
  else
    error =
        ("option '" + key + "': expected true or false, got '" + v + "'").str();
  values.erase(it);
}

void OptionParser::get(StringRef key, std::string &value) {
  auto it = values.find(key);
  if (it == values.end() || !ok())
    return;
  value = it->second;
  values.erase(it);
}

void OptionParser::get(StringRef key, SmallVectorImpl<int64_t> &value) {
  auto it = values.find(key);
  if (it == values.end() || !ok())
    return;
  SmallVector<StringRef> items;
  if (!StringRef(it->second).trim().empty())
    StringRef(it->second).split(items, ':');
  value.clear();
  for (StringRef item : items) {
    int64_t v;
    if (item.trim().getAsInteger(10, v)) {
      error = ("option '" + key + "': expected integers separated by ':', " +
               "got '" + it->second + "'")
                  .str();
      return;
    }
    value.push_back(v);
  }
  values.erase(it);
}

bool OptionParser::finish() {
  if (!ok())
    return false;
  if (values.empty())
    return true;
  SmallVector<std::string> keys;
  for (const auto &entry : values)
    keys.push_back(entry.getKey().str());
  llvm::sort(keys);
  error = "unknown option(s): " + llvm::join(keys, ", ");
  return false;
}

} // namespace modules
} // namespace msched
