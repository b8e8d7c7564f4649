//===- TensorizeOps.cpp - msched.pack_for_intrinsic and msched.tensorize --===//
//
// The two payload steps of tensor-intrinsic use (see
// dialect/MSchedPrimitiveOps.td and msched/TensorIntrinsic.h): bring a
// matmul to an intrinsic's operand layouts, then replace its register tile
// by the intrinsic's kernel.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"
#include "msched/TensorIntrinsic.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

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

/// The maps of pack_for_intrinsic's contraction over (m, nb, nl, k0, k1):
/// A [m, k0, k1], B [nb, k0, nl, k1], C [m, nb * L + nl].
static SmallVector<AffineMap> packedMaps(MLIRContext *ctx, int64_t lanes) {
  auto dim = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  return {AffineMap::get(5, 0, {dim(0), dim(3), dim(4)}, ctx),
          AffineMap::get(5, 0, {dim(1), dim(3), dim(2), dim(4)}, ctx),
          AffineMap::get(5, 0, {dim(0), dim(1) * lanes + dim(2)}, ctx)};
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
/// The loops of a row-major matmul C[m, n] += A[m, k] * B[k, n].
struct MatmulDims {
  unsigned m, n, k;
  int64_t M, N, K;
};
} // namespace

static FailureOr<MatmulDims> getMatmulDims(linalg::LinalgOp op,
                                           std::string &why) {
  if (!op.hasPureTensorSemantics() || op.getNumLoops() != 3 ||
      op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1) {
    why = "it is not a two-input, one-init linalg op on tensors with three "
          "loops";
    return failure();
  }
  // linalg's own classification of the loops, then the row-major layout
  // the packing assumes: A[m, k], B[k, n], C[m, n].
  FailureOr<linalg::ContractionDimensions> found =
      linalg::inferContractionDims(op);
  MLIRContext *ctx = op.getContext();
  auto map = [&](unsigned a, unsigned b) {
    return AffineMap::get(
        3, 0, {getAffineDimExpr(a, ctx), getAffineDimExpr(b, ctx)}, ctx);
  };
  if (failed(found) || !found->batch.empty() || found->m.size() != 1 ||
      found->n.size() != 1 || found->k.size() != 1 ||
      op.getIndexingMapsArray() !=
          SmallVector<AffineMap>{map(found->m[0], found->k[0]),
                                 map(found->k[0], found->n[0]),
                                 map(found->m[0], found->n[0])}) {
    why = "its maps are not those of a row-major matmul "
          "(A[m, k], B[k, n], C[m, n])";
    return failure();
  }
  MatmulDims dims{found->m[0], found->n[0], found->k[0], 0, 0, 0};
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ShapedType::isDynamicShape(ranges)) {
    why = "it has a dynamic extent";
    return failure();
  }
  dims.M = ranges[dims.m];
  dims.N = ranges[dims.n];
  dims.K = ranges[dims.k];
  return dims;
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
  FailureOr<MatmulDims> dims = getMatmulDims(linalgOp, why);
  if (failed(dims))
    return why;
  why = whyNotIntrinsicBody(linalgOp, **intrinsic);
  if (!why.empty())
    return why;
  const TensorIntrinsicDescription &d = (*intrinsic)->getDescription();
  if (dims->N % d.lanes != 0 || dims->K % d.group != 0)
    return "its extents N = " + std::to_string(dims->N) +
           " and K = " + std::to_string(dims->K) + " are not multiples of " +
           std::to_string(d.lanes) + " and " + std::to_string(d.group);
  return "";
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
    std::string ignored;
    MatmulDims dims = *getMatmulDims(linalgOp, ignored);
    const TensorIntrinsicDescription &d =
        lookupTensorIntrinsic(getIntrinsic())->getDescription();
    int64_t L = d.lanes, g = d.group;
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    Value A = linalgOp.getDpsInputs()[0], B = linalgOp.getDpsInputs()[1];
    Value C = linalgOp.getDpsInits()[0];
    auto typeOf = [](Value v) { return cast<RankedTensorType>(v.getType()); };
    auto shaped = [&](Value like, ArrayRef<int64_t> shape) {
      return RankedTensorType::get(shape, typeOf(like).getElementType());
    };
    // A [M, K] -> [M, K/g, g].
    Value packedA = tensor::ExpandShapeOp::create(
        rewriter, loc, shaped(A, {dims.M, dims.K / g, g}), A,
        SmallVector<ReassociationIndices>{{0}, {1, 2}});
    // B [K, N] -> [K/g, g, N/L, L] -> (transpose) [N/L, K/g, L, g]: one
    // contiguous panel per column vector, whose k steps are L * g elements
    // apart (a row-major B puts them N elements apart: for N * g bytes of
    // 4 KiB every step lands in the same L1 sets).
    Value expanded = tensor::ExpandShapeOp::create(
        rewriter, loc, shaped(B, {dims.K / g, g, dims.N / L, L}), B,
        SmallVector<ReassociationIndices>{{0, 1}, {2, 3}});
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, ArrayRef<int64_t>{dims.N / L, dims.K / g, L, g},
        typeOf(B).getElementType());
    auto pack = linalg::TransposeOp::create(rewriter, loc, expanded, empty,
                                            ArrayRef<int64_t>{2, 0, 3, 1});
    // (m, nb, nl, k0, k1); C stays as it is (so the result is written in
    // place), indexed at nb * L + nl.
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineMap> maps = packedMaps(ctx, L);
    using IT = utils::IteratorType;
    SmallVector<IT> iterators = {IT::parallel, IT::parallel, IT::parallel,
                                 IT::reduction, IT::reduction};
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{C.getType()},
        ValueRange{packedA, pack->getResult(0)}, ValueRange{C}, maps, iterators,
        [&](OpBuilder &b, Location, ValueRange args) {
          cloneBody(linalgOp, b, args);
        });
    for (NamedAttribute attr : op->getDiscardableAttrs())
      generic->setAttr(attr.getName(), attr.getValue());
    rewriter.replaceOp(op, generic->getResults());
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
/// A register tile in pack_for_intrinsic's form.
struct RegisterTile {
  int64_t rows, vectors, reduction; // mr, nv, kt
};
} // namespace

static FailureOr<RegisterTile>
getRegisterTile(Operation *op, const TensorIntrinsicDescription &d,
                std::string &why) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumDpsInputs() != 2 || generic.getNumDpsInits() != 1 ||
      generic.getNumLoops() != 5) {
    why = "it is not a five-loop linalg.generic on tensors with two inputs "
          "and one init (pack_for_intrinsic's form)";
    return failure();
  }
  if (generic.getIndexingMapsArray() != packedMaps(op->getContext(), d.lanes)) {
    why = "its maps are not (m, k0, k1), (nb, k0, nl, k1), (m, nb * " +
          std::to_string(d.lanes) + " + nl)";
    return failure();
  }
  SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
  if (ShapedType::isDynamicShape(ranges)) {
    why = "it has a dynamic extent";
    return failure();
  }
  if (ranges[2] != d.lanes || ranges[4] != d.group) {
    why = "its lane and group extents are " + std::to_string(ranges[2]) +
          " and " + std::to_string(ranges[4]) + ", not " +
          std::to_string(d.lanes) + " and " + std::to_string(d.group);
    return failure();
  }
  for (Value operand : {generic.getDpsInputs()[0], generic.getDpsInputs()[1]})
    if (getElementTypeOrSelf(operand.getType()).getIntOrFloatBitWidth() *
            d.group !=
        32) {
      why = "a group of its input elements is not 32 bits";
      return failure();
    }
  return RegisterTile{ranges[0], ranges[1], ranges[3]};
}

/// Builds the kernel that replaces `generic` (see TensorizeOp's
/// description) and returns the new accumulator tensor.
static Value buildKernel(RewriterBase &b, linalg::GenericOp generic,
                         const TensorIntrinsic &intrinsic, RegisterTile tile) {
  const TensorIntrinsicDescription &d = intrinsic.getDescription();
  Location loc = generic.getLoc();
  Value A = generic.getDpsInputs()[0], B = generic.getDpsInputs()[1];
  Value C = generic.getDpsInits()[0];
  Type aType = getElementTypeOrSelf(A.getType());
  Type bType = getElementTypeOrSelf(B.getType());
  Type cType = getElementTypeOrSelf(C.getType());
  int64_t L = d.lanes, g = d.group;
  auto zeroOf = [&](Type t) -> Value {
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(t));
  };
  Value aPad = zeroOf(aType), bPad = zeroOf(bType), cPad = zeroOf(cType);
  // B's lanes x group block is contiguous: read it as one 1-D vector
  // through [nv, kt, L*g] (a 2-D read would be lowered to L small loads).
  auto bTensor = cast<RankedTensorType>(B.getType());
  Value flatB = tensor::CollapseShapeOp::create(
      b, loc,
      RankedTensorType::get(
          {bTensor.getDimSize(0), bTensor.getDimSize(1), L * g}, bType),
      B, SmallVector<ReassociationIndices>{{0}, {1}, {2, 3}});
  // Index constants, made once before the kernel: rows, vectors and k
  // steps, and the column offsets j * L of the vectors in C.
  SmallVector<Value> indices;
  for (int64_t i = 0;
       i <= std::max({tile.rows, tile.vectors, tile.reduction, int64_t(1)});
       ++i)
    indices.push_back(arith::ConstantIndexOp::create(b, loc, i));
  auto index = [&](int64_t i) { return indices[i]; };
  Value c0 = index(0);
  llvm::DenseMap<int64_t, Value> offsets;
  for (int64_t j = 0; j < tile.vectors; ++j)
    offsets[j * L] = j * L < int64_t(indices.size())
                         ? indices[j * L]
                         : arith::ConstantIndexOp::create(b, loc, j * L);
  auto offset = [&](int64_t o) { return offsets.lookup(o); };
  auto accVector = VectorType::get({L}, cType);
  SmallVector<Value> accs;
  for (int64_t i = 0; i < tile.rows; ++i)
    for (int64_t j = 0; j < tile.vectors; ++j)
      accs.push_back(vector::TransferReadOp::create(
          b, loc, accVector, C, ValueRange{index(i), offset(j * L)}, cPad,
          ArrayRef<bool>{true}));
  auto step = [&](OpBuilder &nb, Value k, ValueRange in) {
    SmallVector<Value> out(in.begin(), in.end());
    SmallVector<Value> rhs;
    for (int64_t j = 0; j < tile.vectors; ++j) {
      rhs.push_back(vector::TransferReadOp::create(
          nb, loc, VectorType::get({L * g}, bType), flatB,
          ValueRange{index(j), k, c0}, bPad, ArrayRef<bool>{true}));
    }
    auto i32 = nb.getI32Type();
    for (int64_t i = 0; i < tile.rows; ++i) {
      Value group = vector::TransferReadOp::create(
          nb, loc, VectorType::get({g}, aType), A, ValueRange{index(i), k, c0},
          aPad, ArrayRef<bool>{true});
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
  if (tile.reduction == 1) {
    accs = step(b, c0, accs);
  } else {
    auto loop = scf::ForOp::create(
        b, loc, c0, index(tile.reduction), index(1), accs,
        [&](OpBuilder &nb, Location, Value k, ValueRange in) {
          scf::YieldOp::create(nb, loc, step(nb, k, in));
        });
    accs.assign(loop.getResults().begin(), loop.getResults().end());
  }
  Value result = C;
  for (int64_t i = 0; i < tile.rows; ++i)
    for (int64_t j = 0; j < tile.vectors; ++j)
      result = vector::TransferWriteOp::create(
                   b, loc, accs[i * tile.vectors + j], result,
                   ValueRange{index(i), offset(j * L)}, ArrayRef<bool>{true})
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
