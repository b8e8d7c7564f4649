//===- VectorLowering.cpp - Finishing steps for vectorized code -----------===//

#include "msched/VectorLowering.h"

#include "msched/AccumulatorInitFolding.h"
#include "msched/BarrierElision.h"
#include "msched/ConstantPrepacking.h"
#include "msched/ElidedResourceFilling.h"
#include "msched/Lowering.h"
#include "msched/ParallelRegionMerging.h"
#include "msched/ResultInDestination.h"
#include "msched/ResultReshapeFolding.h"
#include "msched/ScratchSliceUntying.h"
#include "msched/TaskExtraction.h"
#include "msched/TensorIntrinsic.h"
#include "msched/WorksharingBalance.h"

#include "mlir/Conversion/VectorToAMX/VectorToAMX.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/TargetParser/Host.h"

#include <functional>
#include <mutex>

using namespace mlir;

namespace {

/// memref.copy between strided (non-contiguous) static buffers becomes
/// linalg.copy, i.e. loops LLVM vectorizes: finalize-memref-to-llvm lowers
/// such a copy to a call of the C runner's generic `memrefCopy`, which walks
/// element by element (~1 ms for a 114x114x32 tensor.pad, more than the
/// depthwise convolution it pads). Contiguous copies stay: they become
/// memcpy.
struct StridedCopyToLinalg : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<MemRefType>(op.getSource().getType());
    auto target = dyn_cast<MemRefType>(op.getTarget().getType());
    if (!source || !target || !source.hasStaticShape() ||
        !target.hasStaticShape())
      return failure();
    if (memref::isStaticShapeAndContiguousRowMajor(source) &&
        memref::isStaticShapeAndContiguousRowMajor(target))
      return failure();
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(op, op.getSource(),
                                                op.getTarget());
    return success();
  }
};

/// The neutral element of a floating-point combining kind, or null for the
/// kinds this file does not split (integer and bitwise kinds).
static TypedAttr getFloatNeutral(vector::CombiningKind kind, FloatType type) {
  const llvm::fltSemantics &sem = type.getFloatSemantics();
  switch (kind) {
  case vector::CombiningKind::ADD:
    return FloatAttr::get(type, llvm::APFloat::getZero(sem));
  case vector::CombiningKind::MUL:
    return FloatAttr::get(type, llvm::APFloat::getOne(sem));
  case vector::CombiningKind::MAXIMUMF:
  case vector::CombiningKind::MAXNUMF:
    return FloatAttr::get(type, llvm::APFloat::getInf(sem, /*Negative=*/true));
  case vector::CombiningKind::MINIMUMF:
  case vector::CombiningKind::MINNUMF:
    return FloatAttr::get(type, llvm::APFloat::getInf(sem));
  default:
    return {};
  }
}

/// A floating-point vector.multi_reduction over the innermost dimension (a
/// row max or sum of softmax or a normalization, vectorized along the row).
/// The InnerParallel lowering used for every other reduction (those across
/// rows, whose innermost dimension stays a vector) transposes the reduced
/// dimension outward and combines one element at a time: a 256-element row
/// max became 255 dependent scalar maximums.
/// Instead:
///  - when nothing else is kept (one output element), the whole source
///    becomes one vector.reduction marked `reassoc`, which LLVM lowers as a
///    tree of full-width vector ops and one horizontal step;
///  - otherwise an innermost extent that is a multiple of 512 bits (and
///    longer) is split into 512-bit chunks: the chunks are combined
///    element-wise (vectors of the chunk's width), then the chunk's lanes
///    are reduced as a small reduction of their own.
/// Both reassociate the reduction, as tiling a reduction does; the output
/// check's tolerance (Buffers.h) grows with the reduction's length.
struct SplitInnermostReduction : OpRewritePattern<vector::MultiDimReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::MultiDimReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType sourceType = op.getSourceVectorType();
    auto elementType = dyn_cast<FloatType>(sourceType.getElementType());
    int64_t rank = sourceType.getRank();
    if (!elementType || sourceType.isScalable() || !op.isReducedDim(rank - 1) ||
        isa_and_nonnull<vector::MaskOp>(op->getParentOp()))
      return failure();
    TypedAttr neutral = getFloatNeutral(op.getKind(), elementType);
    if (!neutral)
      return failure();
    Location loc = op.getLoc();
    int64_t kept = 1;
    for (int64_t d = 0; d < rank; ++d)
      if (!op.isReducedDim(d))
        kept *= sourceType.getDimSize(d);

    if (kept == 1) {
      auto flatType =
          VectorType::get({sourceType.getNumElements()}, elementType);
      Value flat =
          vector::ShapeCastOp::create(rewriter, loc, flatType, op.getSource());
      Value acc = op.getAcc();
      if (isa<VectorType>(acc.getType())) {
        acc = vector::ShapeCastOp::create(
            rewriter, loc, VectorType::get({1}, elementType), acc);
        acc =
            vector::ExtractOp::create(rewriter, loc, acc, ArrayRef<int64_t>{0});
      }
      Value reduced =
          vector::ReductionOp::create(rewriter, loc, elementType, op.getKind(),
                                      flat, acc, arith::FastMathFlags::reassoc);
      if (auto destType = dyn_cast<VectorType>(op.getType()))
        reduced = vector::BroadcastOp::create(rewriter, loc, destType, reduced);
      rewriter.replaceOp(op, reduced);
      return success();
    }

    int64_t chunk = 512 / elementType.getWidth();
    int64_t inner = sourceType.getDimSize(rank - 1);
    if (chunk < 2 || inner <= chunk || inner % chunk != 0)
      return failure();
    SmallVector<int64_t> splitShape(sourceType.getShape());
    splitShape.back() = inner / chunk;
    splitShape.push_back(chunk);
    Value split = vector::ShapeCastOp::create(
        rewriter, loc, VectorType::get(splitShape, elementType),
        op.getSource());
    SmallVector<int64_t> partialShape;
    SmallVector<bool> reducedMask;
    for (int64_t d = 0; d < rank; ++d) {
      reducedMask.push_back(op.isReducedDim(d));
      if (!op.isReducedDim(d))
        partialShape.push_back(sourceType.getDimSize(d));
    }
    reducedMask.push_back(false);
    partialShape.push_back(chunk);
    auto partialType = VectorType::get(partialShape, elementType);
    Value init = arith::ConstantOp::create(
        rewriter, loc, DenseElementsAttr::get(partialType, neutral));
    Value partial = vector::MultiDimReductionOp::create(
        rewriter, loc, split, init, reducedMask, op.getKind());
    SmallVector<bool> lanesMask(partialShape.size(), false);
    lanesMask.back() = true;
    rewriter.replaceOpWithNewOp<vector::MultiDimReductionOp>(
        op, partial, op.getAcc(), lanesMask, op.getKind());
    return success();
  }
};

/// The packed dot products of the tensor intrinsics (TensorIntrinsic.h),
/// which they build as pure vector ops so that bufferization and buffer
/// deallocation see no call:
///   multi_reduction<add>(shape_cast(mul(ext(a), ext(b))) : L x G, acc) [1]
/// with a and b vector<L*G x T>, becomes one instruction when the host has
/// it (llvm.call_intrinsic, LLVM 22's signatures):
///   u8 x s8 -> i32 (extui, extsi, muli), G = 4: vpdpbusd
///     ("llvm.x86.avx512.vpdpbusd.{32L}", the unsigned bytes first;
///     AVX512-VNNI for 16 lanes, AVX-VNNI or AVX512-VNNI+VL for 8);
///   bf16 x bf16 -> f32 (extf, extf, mulf), G = 2, L = 16: vdpbf16ps
///     ("llvm.x86.avx512bf16.dpbf16ps.512"; AVX512-BF16).
/// Otherwise the ops stay and LLVM compiles them as they are (slower, the
/// same result up to the order of the f32 sum).
struct PackedDotProductToIntrinsic
    : public OpRewritePattern<vector::MultiDimReductionOp> {
  /// `features`: the CPU features the instructions may use (the host's in
  /// the builder).
  PackedDotProductToIntrinsic(MLIRContext *ctx, llvm::StringMap<bool> features)
      : OpRewritePattern(ctx), features(std::move(features)) {}
  llvm::StringMap<bool> features;

  LogicalResult matchAndRewrite(vector::MultiDimReductionOp op,
                                PatternRewriter &rewriter) const override {
    auto type = op.getSourceVectorType();
    if (op.getKind() != vector::CombiningKind::ADD || type.getRank() != 2 ||
        op.getReductionDims() != ArrayRef<int64_t>{1})
      return failure();
    int64_t lanes = type.getDimSize(0), group = type.getDimSize(1);
    auto cast = op.getSource().getDefiningOp<vector::ShapeCastOp>();
    Operation *mul = cast ? cast.getSource().getDefiningOp() : nullptr;
    if (!mul || !isa<arith::MulIOp, arith::MulFOp>(mul))
      return failure();
    Operation *a = mul->getOperand(0).getDefiningOp();
    Operation *b = mul->getOperand(1).getDefiningOp();
    if (!a || !b)
      return failure();
    auto elementOf = [](Operation *ext) {
      return getElementTypeOrSelf(ext->getOperand(0).getType());
    };
    std::string name;
    if (isa<arith::ExtUIOp>(a) && isa<arith::ExtSIOp>(b) && group == 4 &&
        elementOf(a).isInteger(8) && elementOf(b).isInteger(8) &&
        type.getElementType().isInteger(32)) {
      bool has = lanes == 16  ? features.lookup("avx512vnni")
                 : lanes == 8 ? features.lookup("avxvnni") ||
                                    (features.lookup("avx512vnni") &&
                                     features.lookup("avx512vl"))
                              : false;
      if (has)
        name = "llvm.x86.avx512.vpdpbusd." + std::to_string(lanes * 32);
    } else if (isa<arith::ExtFOp>(a) && isa<arith::ExtFOp>(b) && group == 2 &&
               lanes == 16 && elementOf(a).isBF16() && elementOf(b).isBF16() &&
               type.getElementType().isF32() && features.lookup("avx512bf16")) {
      name = "llvm.x86.avx512bf16.dpbf16ps.512";
    }
    if (name.empty())
      return failure();
    auto call = LLVM::CallIntrinsicOp::create(
        rewriter, op.getLoc(), op.getDestType(), rewriter.getStringAttr(name),
        ValueRange{op.getAcc(), a->getOperand(0), b->getOperand(0)});
    rewriter.replaceOp(op, call.getResult(0));
    return success();
  }
};

constexpr llvm::StringLiteral kZextLhsLoc = "msched.amx.zext_lhs";

/// Sets the zext flag of the left operand on the tile multiplies
/// WidenedContractToAmx marked (see there).
static void markUnsignedTileMultiplies(Operation *root) {
  root->walk([](amx::TileMulIOp op) {
    if (auto name = dyn_cast<NameLoc>(op.getLoc()))
      if (name.getName() == kZextLhsLoc) {
        op.setIsZextLhs(true);
        op->setLoc(name.getChildLoc());
      }
  });
}

/// An AMX tile multiply as msched's tile intrinsics build it
/// (TensorIntrinsic.cpp, buildAmxTile): a vector.contract in the VNNI layout
/// on widened operands, bf16 -> f32 (extf) or u8/s8 -> i32 (extui/extsi).
/// Where the host has AMX, the contract is rebuilt on the narrow operands,
/// the form upstream's convert-vector-to-amx patterns take (they make it
/// amx.tile_load, tile_mulf/tile_muli, tile_store). Those patterns read
/// integer operands as signed: an unsigned left operand is marked on the
/// contract's location (kZextLhsLoc), which they copy to the tile_muli, and
/// markUnsignedTileMultiplies sets its zext flag (tdpbusd).

struct WidenedContractToAmx : public OpRewritePattern<vector::ContractionOp> {
  WidenedContractToAmx(MLIRContext *ctx, llvm::StringMap<bool> features)
      : OpRewritePattern(ctx), features(std::move(features)) {}
  llvm::StringMap<bool> features;

  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rewriter) const override {
    Operation *a = op.getLhs().getDefiningOp();
    Operation *b = op.getRhs().getDefiningOp();
    if (!a || !b || op.getKind() != vector::CombiningKind::ADD ||
        !features.lookup("amx-tile"))
      return failure();
    auto elementOf = [](Operation *ext) {
      return getElementTypeOrSelf(ext->getOperand(0).getType());
    };
    Type acc = getElementTypeOrSelf(op.getAcc().getType());
    bool bf16 = isa<arith::ExtFOp>(a) && isa<arith::ExtFOp>(b) &&
                elementOf(a).isBF16() && elementOf(b).isBF16() && acc.isF32() &&
                features.lookup("amx-bf16");
    bool u8s8 = isa<arith::ExtUIOp>(a) && isa<arith::ExtSIOp>(b) &&
                elementOf(a).isInteger(8) && elementOf(b).isInteger(8) &&
                acc.isInteger(32) && features.lookup("amx-int8");
    // Only the form buildAmxTile makes, which upstream's patterns take
    // (rows <= 16, 64-byte rows, VNNI maps): a narrowed contract they
    // refused would be lowered with signed operands.
    auto lhs = cast<VectorType>(a->getOperand(0).getType());
    auto accType = dyn_cast<VectorType>(op.getAcc().getType());
    int64_t bits = lhs.getElementTypeBitWidth();
    bool tile =
        accType && lhs.getRank() == 3 &&
        op.getIndexingMapsArray() == msched::amxTileMaps(op.getContext()) &&
        lhs.getDimSize(0) <= 16 &&
        lhs.getDimSize(1) * lhs.getDimSize(2) * bits <= 512 &&
        lhs.getDimSize(2) * bits == 32 && accType.getDimSize(1) * 32 <= 512;
    if ((!bf16 && !u8s8) || !tile)
      return failure();
    Location loc = op.getLoc();
    if (u8s8)
      loc = NameLoc::get(rewriter.getStringAttr(kZextLhsLoc), loc);
    auto narrow = vector::ContractionOp::create(
        rewriter, loc, a->getOperand(0), b->getOperand(0), op.getAcc(),
        op.getIndexingMaps(), op.getIteratorTypes(), op.getKind());
    rewriter.replaceOp(op, narrow.getResult());
    return success();
  }
};

struct LowerVectorsPass
    : public PassWrapper<LowerVectorsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerVectorsPass)

  LowerVectorsPass() = default;
  LowerVectorsPass(const LowerVectorsPass &other) : PassWrapper(other) {}

  Option<std::string> dotFeatures{
      *this, "dot-features",
      llvm::cl::desc("CPU features the packed dot products may use: 'host' "
                     "(llvm::sys::getHostCPUFeatures) or a list such as "
                     "'+avx512vnni,+avx512bf16' (tests that check the "
                     "instructions on any host)"),
      llvm::cl::init("host")};

  /// The features named by the dot-features option.
  llvm::StringMap<bool> dotFeatureMap() const {
    if (dotFeatures == "host")
      return llvm::sys::getHostCPUFeatures();
    llvm::StringMap<bool> map;
    SmallVector<StringRef> items;
    StringRef(dotFeatures).split(items, ',', -1, false);
    for (StringRef item : items)
      map[item.trim().ltrim('+')] = true;
    return map;
  }

  StringRef getArgument() const final { return "msched-lower-vectors"; }
  StringRef getDescription() const final {
    return "Lower vector contractions, transfers, reductions, shape casts and "
           "transposes to 1-D vector ops, transcendental math ops to "
           "polynomial approximations, and strided memref.copy to loops "
           "(msched's finishing steps)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<affine::AffineDialect, amx::AMXDialect, arith::ArithDialect,
                    LLVM::LLVMDialect, linalg::LinalgDialect, math::MathDialect,
                    memref::MemRefDialect, scf::SCFDialect,
                    vector::VectorDialect>();
  }

  void runOnOperation() override {
    using Populate = std::function<void(RewritePatternSet &)>;
    llvm::StringMap<bool> features = dotFeatureMap();
    const Populate steps[] = {
        [&](RewritePatternSet &p) {
          p.add<StridedCopyToLinalg>(p.getContext());
          p.add<PackedDotProductToIntrinsic>(p.getContext(), features);
          if (features.lookup("amx-tile")) {
            p.add<WidenedContractToAmx>(p.getContext(), features);
            populateVectorToAMXConversionPatterns(p);
          }
        },
        [](RewritePatternSet &p) {
          vector::populateVectorContractLoweringPatterns(
              p, vector::VectorContractLowering::OuterProduct);
        },
        [](RewritePatternSet &p) {
          vector::populateVectorTransferPermutationMapLoweringPatterns(p);
        },
        [](RewritePatternSet &p) {
          p.add<SplitInnermostReduction>(p.getContext());
        },
        [](RewritePatternSet &p) {
          vector::populateVectorMultiReductionLoweringPatterns(
              p, vector::VectorMultiReductionLowering::InnerParallel);
        },
        // A transfer read only for its scalars (an outer product's
        // broadcast operand: a data-tiled A panel's row of R floats) becomes
        // scalar loads, which LLVM turns into broadcasts from memory
        // (vbroadcastss m32, a load-port uop), not one vector<Rxf32> load
        // whose elements it partly extracts with shuffles that compete with
        // the FMAs for the vector ports.
        [](RewritePatternSet &p) {
          vector::populateScalarVectorTransferLoweringPatterns(
              p, /*benefit=*/1, /*allowMultipleUses=*/true);
        },
        [](RewritePatternSet &p) {
          populateVectorToSCFConversionPatterns(
              p,
              VectorTransferToSCFOptions().enableFullUnroll().setTargetRank(1));
        },
        [](RewritePatternSet &p) {
          vector::populateVectorTransferLoweringPatterns(p,
                                                         /*maxTransferRank=*/1);
        },
        [](RewritePatternSet &p) {
          vector::populateVectorShapeCastLoweringPatterns(p);
        },
        // A 16x16 f32 transpose (a transpose tile on AVX-512) as the 64
        // unpack/shuffle sequence of vector<16xf32>; other 2-D shapes as one
        // 1-D shuffle, which LLVM lowers for the host's vector width.
        [](RewritePatternSet &p) {
          vector::populateVectorTransposeLoweringPatterns(
              p, vector::VectorTransposeLowering::Shuffle16x16);
        },
        // LLVM has no vector exp/log/tanh/erf: convert-math-to-llvm would
        // scalarize a vectorized softmax or GELU into libm calls. MLIR's
        // polynomial approximations (Cephes-style, f32, within a few ulp)
        // stay in vector registers; applied to scalar code too, so the
        // untransformed reference and the schedules compute the same values.
        [](RewritePatternSet &p) {
          auto approximated = [](StringRef name) {
            return llvm::is_contained({math::ExpOp::getOperationName(),
                                       math::ExpM1Op::getOperationName(),
                                       math::LogOp::getOperationName(),
                                       math::Log1pOp::getOperationName(),
                                       math::Log2Op::getOperationName(),
                                       math::TanhOp::getOperationName(),
                                       math::ErfOp::getOperationName()},
                                      name);
          };
          populateMathF32ExpansionPatterns(p, approximated);
          populateMathPolynomialApproximationPatterns(p, approximated);
        },
    };
    for (const Populate &populate : steps) {
      RewritePatternSet patterns(&getContext());
      populate(patterns);
      if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
        return signalPassFailure();
    }
    markUnsignedTileMultiplies(getOperation());
  }
};

} // namespace

std::unique_ptr<Pass> msched::createLowerVectorsPass() {
  return std::make_unique<LowerVectorsPass>();
}

namespace {
struct LowerToLLVMOptions : public PassPipelineOptions<LowerToLLVMOptions> {
  Option<int> threads{*this, "threads",
                      llvm::cl::desc("Threads for parallel loops (1: "
                                     "sequential loops, more: OpenMP)"),
                      llvm::cl::init(1)};
  Option<bool> balanceLoops{
      *this, "balance-loops",
      llvm::cl::desc("Share out worksharing loops with "
                     "msched-balance-worksharing-loops (false: keep the "
                     "omp.wsloops, to test the passes before it)"),
      llvm::cl::init(true)};
};
} // namespace

void msched::registerMSchedPasses() {
  static std::once_flag once;
  std::call_once(once, [] {
    PassRegistration<LowerVectorsPass>();
    registerPass(createMergeParallelRegionsPass);
    registerPass(createElideBarriersPass);
    registerPass(createBalanceWorksharingLoopsPass);
    registerPass(createFoldResultReshapesPass);
    registerPass(createResultsInDestinationPass);
    registerPass(createUntieScratchSlicesPass);
    registerPass(createFoldAccumulatorInitsPass);
    registerPass(createExtractTasksPass);
    registerPass(createFillElidedResourcesPass);
    registerPass(createHoistConstantComputationsPass);
    // The builder's own pass list (Lowering.h), so that mlir-opt style
    // pipelines and tests compile a schedule exactly as msched measures it.
    PassPipelineRegistration<LowerToLLVMOptions>(
        "msched-lower-to-llvm",
        "msched's builder pipeline from linalg on tensors to the LLVM dialect "
        "(bufferization, msched-lower-vectors, OpenMP or sequential loops, "
        "LLVM conversions; without the builder's entry point)",
        [](OpPassManager &pm, const LowerToLLVMOptions &options) {
          LoweringOptions lowering;
          lowering.threads = options.threads;
          lowering.balanceWorksharingLoops = options.balanceLoops;
          if (failed(parsePassPipeline(loweringPassList(lowering), pm)))
            llvm::report_fatal_error("msched: bad lowering pass list");
        });
  });
}
