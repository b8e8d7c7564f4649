//===- Features.cpp - Per-store features of a scheduled candidate ---------===//
//
// MetaSchedule's PerStoreFeature (Apache TVM,
// src/meta_schedule/feature_extractor/per_store_feature.cc) on MLIR's
// scf/vector/memref IR. The layout and the meaning of each field are in
// Features.h; the comments here name the TVM function each step follows.
//
//===----------------------------------------------------------------------===//

#include "msched/Search/Feature/Features.h"
#include "msched/ConstantPrepacking.h"
#include "msched/Context.h"
#include "msched/HostPeak.h"
#include "msched/Lowering.h"
#include "msched/ThreadDiagnosticHandler.h"
#include "msched/VectorLowering.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace msched;

float msched::slog(double x) {
  return static_cast<float>(std::log2(std::fabs(x) + 1.0));
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

static std::vector<std::string> buildNames() {
  std::vector<std::string> names;
  for (const char *n :
       {"float_mad", "float_add_sub", "float_mul", "float_div_mod", "float_cmp",
        "float_math_func", "float_other_func", "int_mad", "int_add_sub",
        "int_mul", "int_div_mod", "int_cmp", "int_math_func", "int_other_func",
        "bool_op", "select_op"})
    names.push_back(n);
  for (const char *kind : {"vectorize", "unroll", "parallel"})
    for (const char *f :
         {"num", "prod", "len", "pos_none", "pos_inner_spatial",
          "pos_middle_spatial", "pos_outer_spatial", "pos_inner_reduce",
          "pos_middle_reduce", "pos_outer_reduce", "pos_mixed"})
      names.push_back(std::string(kind) + "." + f);
  for (const char *n :
       {"serial_num", "serial_prod", "serial_innermost_len",
        "store_vector_bytes", "register_tile_elems", "shuffle_elems",
        "horizontal_reduce_elems", "has_reduce_loop"})
    names.push_back(n);
  for (unsigned b = 0; b < kBuffersPerStore; ++b)
    for (const char *f :
         {"read", "write", "read_write", "bytes", "unique_bytes", "lines",
          "unique_lines", "reuse_loop_multiple_read",
          "reuse_serial_multiple_read_write", "reuse_none", "reuse_dis_iter",
          "reuse_dis_bytes", "reuse_ct", "bytes_d_reuse_ct",
          "unique_bytes_d_reuse_ct", "lines_d_reuse_ct",
          "unique_lines_d_reuse_ct", "stride"})
      names.push_back("B" + std::to_string(b) + "." + f);
  for (unsigned i = 0; i < kIntensitySamples; ++i)
    names.push_back("intensity." + std::to_string(i));
  for (const char *n : {"alloc_size", "alloc_prod", "alloc_outer_prod",
                        "outer_prod_d_alloc_outer_prod", "outer_prod",
                        "num_loops", "outer_parallel_prod"})
    names.push_back(n);
  for (const char *n :
       {"target.threads", "target.vector_lanes", "target.vector_registers"})
    names.push_back(n);
  return names;
}

StringRef msched::featureName(unsigned index) {
  static const std::vector<std::string> names = buildNames();
  if (index >= names.size())
    return "";
  return names[index];
}

//===----------------------------------------------------------------------===//
// Affine forms of index values
//===----------------------------------------------------------------------===//

namespace {

/// An index value as `constant + sum coef * counter(loop)`, where counter(l)
/// is the iteration number (0 .. trip - 1) of loop l; or, when the value is
/// not such a form (affine.min, division, a loaded index, ...), "non-linear"
/// with the set of loops it depends on.
struct Affine {
  bool linear = true;
  int64_t constant = 0;
  /// (loop id, coefficient), sorted by loop id, no zero coefficient; for a
  /// non-linear value, the loops it depends on with coefficient 1.
  SmallVector<std::pair<unsigned, int64_t>, 4> terms;

  static Affine ofConstant(int64_t c) {
    Affine a;
    a.constant = c;
    return a;
  }
  static Affine nonLinear() {
    Affine a;
    a.linear = false;
    return a;
  }
  int64_t coefficient(unsigned loop) const {
    for (auto [l, c] : terms)
      if (l == loop)
        return c;
    return 0;
  }
  bool isConstant() const { return linear && terms.empty(); }
};

/// a + sign * b.
Affine combine(const Affine &a, const Affine &b, int64_t sign) {
  Affine r;
  r.linear = a.linear && b.linear;
  r.constant = r.linear ? a.constant + sign * b.constant : 0;
  auto ia = a.terms.begin(), ea = a.terms.end();
  auto ib = b.terms.begin(), eb = b.terms.end();
  auto push = [&](unsigned l, int64_t c) {
    if (!r.linear)
      c = 1;
    if (c != 0)
      r.terms.push_back({l, c});
  };
  while (ia != ea || ib != eb) {
    if (ib == eb || (ia != ea && ia->first < ib->first)) {
      push(ia->first, ia->second);
      ++ia;
    } else if (ia == ea || ib->first < ia->first) {
      push(ib->first, sign * ib->second);
      ++ib;
    } else {
      push(ia->first, ia->second + sign * ib->second);
      ++ia;
      ++ib;
    }
  }
  return r;
}

Affine scale(const Affine &a, int64_t factor) {
  if (!a.linear)
    return a;
  Affine r;
  r.constant = a.constant * factor;
  if (factor != 0)
    for (auto [l, c] : a.terms)
      r.terms.push_back({l, c * factor});
  return r;
}

/// Non-linear combination of the dependences of `a` and `b`.
Affine opaque(const Affine &a, const Affine &b) {
  Affine na = a, nb = b;
  na.linear = nb.linear = false;
  return combine(na, nb, 1);
}

//===----------------------------------------------------------------------===//
// The extractor
//===----------------------------------------------------------------------===//

/// Keys of lane loops in the touched-bytes map: kLaneKeyBase + group index.
constexpr unsigned kLaneKeyBase = 1u << 30;

struct Loop {
  Operation *op = nullptr;
  int64_t trip = 1; ///< static trip count; 1 when unknown (TVM)
  bool parallel = false;
  Affine iv; ///< the induction variable as an affine form
};

/// A root buffer: function argument, allocation (memref.alloc, alloca,
/// tensor.empty), global, or a view or tensor msched cannot see through.
struct Root {
  Value value;
  SmallVector<int64_t> shape;   ///< static sizes (dynamic: 1)
  SmallVector<int64_t> strides; ///< in elements
  int64_t elementBytes = 4;
  Operation *alloc = nullptr; ///< the allocating op, if any
  bool output = false;        ///< returned by its function: the output
};

/// A view of a root buffer: root index d = base[d] + sum over view dims j
/// mapped to d of stride[j] * index[j].
struct View {
  unsigned root = 0;
  SmallVector<Affine> base;
  SmallVector<unsigned> dimMap;
  SmallVector<int64_t> dimStride;
};

/// One load or store of a root buffer.
struct Access {
  unsigned root = 0;
  bool write = false;
  SmallVector<Affine> index;   ///< per root dim, at the access's origin
  SmallVector<int64_t> extent; ///< per root dim, box size (>= 1)
  int64_t elements = 1;        ///< elements touched per execution
  int64_t laneStride = 0;      ///< root stride of the innermost vector dim
  double executions = 1;       ///< T(op)
};

/// Arithmetic counts of group 1 and the two slice counts of the CPU group.
struct ArithCounts {
  double v[16] = {0};
  double shuffle = 0;
  double horizontal = 0;
  double floatOps() const {
    return v[0] + v[1] + v[2] + v[3] + v[4] + v[5] + v[6];
  }
};

enum ArithIndex {
  kFloatMad,
  kFloatAddSub,
  kFloatMul,
  kFloatDivMod,
  kFloatCmp,
  kFloatMath,
  kFloatOther,
  kIntMad,
  kIntAddSub,
  kIntMul,
  kIntDivMod,
  kIntCmp,
  kIntMath,
  kIntOther,
  kBoolOp,
  kSelectOp
};

struct Group {
  Block *block = nullptr;
  unsigned root = 0;
  /// Loop ids of the nest, outermost first (without the lane loop).
  SmallVector<unsigned> nest;
  /// For a linalg op: the op (its iteration domain ends the nest).
  Operation *linalg = nullptr;
  SmallVector<Operation *> stores;
  SmallVector<Value> storedValues;
  SmallVector<Access> writes;
  /// The shape of the widest stored vector (empty for scalar stores).
  SmallVector<int64_t> vectorShape;
};

int64_t product(ArrayRef<int64_t> xs) {
  int64_t p = 1;
  for (int64_t x : xs)
    p *= x;
  return p;
}

int64_t elementBytes(Type t) {
  unsigned bits = getElementTypeOrSelf(t).getIntOrFloatBitWidth();
  return std::max<int64_t>(1, (bits + 7) / 8);
}

/// The loop nest of one store group as its row sees it, with the group's
/// arithmetic and accesses: what every feature group of the row reads.
struct StoreNest {
  unsigned gi = 0;
  Group *g = nullptr;
  /// The nest: real loops (ids, outer to inner), then the lane loop.
  /// Single-iteration loops are not loops (TVM's
  /// SimplifyForFeatureExtraction drops them; canonicalization folds them).
  SmallVector<unsigned> real;
  int64_t lanes = 1;
  bool hasLane = false;
  unsigned n = 0;                        ///< nest positions, lane loop included
  SmallVector<int64_t> extent;           ///< per nest position
  SmallVector<unsigned> keys;            ///< touched-map key per nest position
  DenseMap<unsigned, unsigned> position; ///< loop id -> nest position
  double nestProduct = 1;
  ArithCounts counts;
  SmallVector<Access> accesses; ///< the group's writes and its reads
  SmallVector<bool> spatial;    ///< per nest position (lane loop: spatial)
};

class Extractor {
public:
  explicit Extractor(const FeatureOptions &options) : options(options) {}

  /// Reads `module` but the ops in `skipped` and everything inside them.
  LogicalResult run(ModuleOp module, FeatureRows &rows,
                    const llvm::DenseSet<Operation *> &skipped = {});

private:
  // Loops and index forms.
  void registerLoops(Operation *root);
  std::optional<unsigned> loopOfIv(Value v) const;
  Affine evalIndex(Value v, unsigned depth = 0);
  Affine evalOpFold(OpFoldResult ofr);
  double executions(Operation *op);
  SmallVector<unsigned> nestOf(Block *block);

  // Buffers and accesses.
  unsigned rootOf(Value v);
  const View &viewOf(Value v, unsigned depth = 0);
  View sliceOf(const View &base, OffsetSizeAndStrideOpInterface slice,
               const llvm::SmallBitVector &dropped);
  Access makeAccess(const View &view, ArrayRef<Affine> indices,
                    ArrayRef<int64_t> shape, ArrayRef<int> vectorToView,
                    bool write, Operation *op);
  Access makeAccess(Value buffer, ValueRange indices, ArrayRef<int64_t> shape,
                    ArrayRef<int> vectorToView, bool write, Operation *op);
  Access makeBoxAccess(const View &view, ArrayRef<int64_t> shape, bool write,
                       Operation *op);
  bool isDead(Operation *op, unsigned depth = 0);
  void collectStore(Operation *op);
  void collectLinalg(linalg::LinalgOp op);
  SmallVector<Affine> registerDomain(Operation *op, ArrayRef<int64_t> ranges,
                                     SmallVectorImpl<unsigned> &ids);
  void collectFill(Operation *op, Value result);
  Group &groupFor(void *scope, Operation *op, unsigned root);
  void addToGroup(Operation *op, const Access &write, Value stored,
                  ArrayRef<int64_t> vectorShape);

  // Slices and rows.
  void walkSlice(Group &group, ArithCounts &counts,
                 SmallVectorImpl<Access> &reads);
  void countOp(Operation *op, ArithCounts &counts);
  std::vector<float> rowOf(unsigned groupIndex);
  StoreNest storeNestOf(unsigned groupIndex);
  // One step per feature group of a row.
  void arithmeticFeatures(const StoreNest &s, std::vector<float> &row);
  void loopKindFeatures(const StoreNest &s, std::vector<float> &row);
  void loopStructureFeatures(const StoreNest &s, std::vector<float> &row);
  /// Group 2; returns the bytes touched under each nest level (group 3's
  /// memory side).
  std::vector<double> bufferFeatures(const StoreNest &s,
                                     std::vector<float> &row);
  void intensityFeatures(const StoreNest &s, ArrayRef<double> touchedBytes,
                         std::vector<float> &row);
  void allocationFeatures(const StoreNest &s, std::vector<float> &row);
  void targetFeatures(std::vector<float> &row);

  const FeatureOptions &options;
  std::vector<Loop> loops;
  DenseMap<Value, unsigned> ivToLoop;
  DenseMap<Operation *, SmallVector<unsigned, 2>> loopsOfOp;
  DenseMap<Value, Affine> indexCache;
  DenseMap<Value, View> viewCache;
  DenseMap<Value, unsigned> rootIds;
  std::vector<Root> roots;
  std::vector<Group> groups;
  DenseMap<std::pair<void *, unsigned>, unsigned> groupIds;
  DenseMap<Operation *, bool> deadCache;
  /// Reads not found through a slice, per group: a linalg op's operands, a
  /// copy's source.
  DenseMap<unsigned, SmallVector<Access>> extraReads;
  /// TVM's buffer_touched_under_loop: per loop key (a loop id, or
  /// kLaneKeyBase + group index for a group's lane loop), per root, the
  /// elements each group processed so far touched under the loop.
  DenseMap<unsigned, llvm::MapVector<unsigned, SmallVector<int64_t, 2>>>
      touched;
};

} // namespace

void Extractor::registerLoops(Operation *root) {
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!isa<scf::ForOp, scf::ForallOp, scf::ParallelOp>(op))
      return;
    auto like = cast<LoopLikeOpInterface>(op);
    std::optional<SmallVector<Value>> ivs = like.getLoopInductionVars();
    std::optional<SmallVector<OpFoldResult>> lbs = like.getLoopLowerBounds();
    std::optional<SmallVector<OpFoldResult>> ubs = like.getLoopUpperBounds();
    std::optional<SmallVector<OpFoldResult>> steps = like.getLoopSteps();
    if (!ivs || !lbs || !ubs || !steps)
      return;
    for (unsigned d = 0; d < ivs->size(); ++d) {
      Loop loop;
      loop.op = op;
      loop.parallel = !isa<scf::ForOp>(op);
      std::optional<int64_t> lb = getConstantIntValue((*lbs)[d]);
      std::optional<int64_t> ub = getConstantIntValue((*ubs)[d]);
      std::optional<int64_t> step = getConstantIntValue((*steps)[d]);
      if (lb && ub && step && *step > 0)
        loop.trip = *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
      unsigned id = loops.size();
      ivToLoop[(*ivs)[d]] = id;
      loopsOfOp[op].push_back(id);
      loops.push_back(loop);
    }
  });
  // Induction variables: lb + step * counter. Lower bounds may use outer
  // induction variables, registered first (pre-order).
  for (unsigned id = 0; id < loops.size(); ++id) {
    auto like = cast<LoopLikeOpInterface>(loops[id].op);
    unsigned d = 0;
    for (unsigned other : loopsOfOp[loops[id].op]) {
      if (other == id)
        break;
      ++d;
    }
    Affine lb = evalOpFold((*like.getLoopLowerBounds())[d]);
    std::optional<int64_t> step =
        getConstantIntValue((*like.getLoopSteps())[d]);
    Affine counter;
    counter.terms.push_back({id, 1});
    if (!step)
      counter.linear = false;
    loops[id].iv = combine(lb, scale(counter, step ? *step : 1), 1);
  }
}

std::optional<unsigned> Extractor::loopOfIv(Value v) const {
  auto it = ivToLoop.find(v);
  if (it == ivToLoop.end())
    return std::nullopt;
  return it->second;
}

Affine Extractor::evalOpFold(OpFoldResult ofr) {
  if (std::optional<int64_t> c = getConstantIntValue(ofr))
    return Affine::ofConstant(*c);
  return evalIndex(cast<Value>(ofr));
}

/// An affine expression of affine.apply with its operands' forms.
static Affine evalAffineExpr(AffineExpr expr, ArrayRef<Affine> dims,
                             ArrayRef<Affine> syms) {
  if (auto c = dyn_cast<AffineConstantExpr>(expr))
    return Affine::ofConstant(c.getValue());
  if (auto d = dyn_cast<AffineDimExpr>(expr))
    return d.getPosition() < dims.size() ? dims[d.getPosition()]
                                         : Affine::nonLinear();
  if (auto s = dyn_cast<AffineSymbolExpr>(expr))
    return s.getPosition() < syms.size() ? syms[s.getPosition()]
                                         : Affine::nonLinear();
  auto bin = cast<AffineBinaryOpExpr>(expr);
  Affine l = evalAffineExpr(bin.getLHS(), dims, syms);
  Affine r = evalAffineExpr(bin.getRHS(), dims, syms);
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return combine(l, r, 1);
  case AffineExprKind::Mul:
    if (r.isConstant())
      return scale(l, r.constant);
    if (l.isConstant())
      return scale(r, l.constant);
    return opaque(l, r);
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
  case AffineExprKind::Mod:
    if (l.isConstant() && r.isConstant() && r.constant != 0) {
      AffineExpr folded = getAffineBinaryOpExpr(
          expr.getKind(), getAffineConstantExpr(l.constant, expr.getContext()),
          getAffineConstantExpr(r.constant, expr.getContext()));
      if (auto c = dyn_cast<AffineConstantExpr>(folded))
        return Affine::ofConstant(c.getValue());
    }
    return opaque(l, r);
  default:
    return opaque(l, r);
  }
}

Affine Extractor::evalIndex(Value v, unsigned depth) {
  auto cached = indexCache.find(v);
  if (cached != indexCache.end())
    return cached->second;
  Affine result = Affine::nonLinear();
  if (depth > 64) // pathological chains: give up, conservatively
    return result;
  if (std::optional<unsigned> loop = loopOfIv(v)) {
    result = loops[*loop].iv;
  } else if (APInt c; matchPattern(v, m_ConstantInt(&c))) {
    result = Affine::ofConstant(c.getSExtValue());
  } else if (Operation *def = v.getDefiningOp()) {
    auto operand = [&](unsigned i) {
      return evalIndex(def->getOperand(i), depth + 1);
    };
    if (isa<arith::AddIOp>(def)) {
      result = combine(operand(0), operand(1), 1);
    } else if (isa<arith::SubIOp>(def)) {
      result = combine(operand(0), operand(1), -1);
    } else if (isa<arith::MulIOp>(def)) {
      Affine a = operand(0), b = operand(1);
      result = b.isConstant()   ? scale(a, b.constant)
               : a.isConstant() ? scale(b, a.constant)
                                : opaque(a, b);
    } else if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(def)) {
      result = operand(0);
    } else if (auto apply = dyn_cast<affine::AffineApplyOp>(def)) {
      AffineMap map = apply.getAffineMap();
      SmallVector<Affine> dims, syms;
      for (unsigned i = 0; i < def->getNumOperands(); ++i)
        (i < map.getNumDims() ? dims : syms).push_back(operand(i));
      result = evalAffineExpr(map.getResult(0), dims, syms);
    } else {
      // affine.min/max (boundary tiles), divisions, loaded indices: keep
      // the loops they depend on.
      for (unsigned i = 0; i < def->getNumOperands(); ++i)
        if (def->getOperand(i).getType().isIntOrIndex())
          result = opaque(result, operand(i));
    }
  }
  indexCache[v] = result;
  return result;
}

double Extractor::executions(Operation *op) {
  double t = 1;
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp()) {
    auto it = loopsOfOp.find(p);
    if (it == loopsOfOp.end())
      continue;
    for (unsigned id : it->second)
      t *= static_cast<double>(loops[id].trip);
  }
  return t;
}

SmallVector<unsigned> Extractor::nestOf(Block *block) {
  SmallVector<unsigned> nest;
  for (Operation *p = block->getParentOp(); p; p = p->getParentOp()) {
    auto it = loopsOfOp.find(p);
    if (it == loopsOfOp.end())
      continue;
    for (unsigned id : llvm::reverse(it->second))
      nest.push_back(id);
  }
  std::reverse(nest.begin(), nest.end());
  return nest;
}

/// The static shape of a shaped value. A dynamic size that a tensor.cast
/// of the value makes static (a padded tile) is that size; other dynamic
/// sizes count 1.
static SmallVector<int64_t> shapeOf(Value v) {
  SmallVector<int64_t> shape;
  auto type = dyn_cast<ShapedType>(v.getType());
  if (!type || !type.hasRank())
    return shape;
  ArrayRef<int64_t> castShape;
  for (Operation *user : v.getUsers())
    if (auto cast = dyn_cast<tensor::CastOp>(user))
      if (auto to = dyn_cast<RankedTensorType>(cast.getType());
          to && to.getRank() == type.getRank())
        castShape = to.getShape();
  for (auto [d, size] : llvm::enumerate(type.getShape())) {
    int64_t s = size;
    if (ShapedType::isDynamic(s) && !castShape.empty())
      s = castShape[d];
    shape.push_back(ShapedType::isDynamic(s) ? 1 : s);
  }
  return shape;
}

unsigned Extractor::rootOf(Value v) {
  auto it = rootIds.find(v);
  if (it != rootIds.end())
    return it->second;
  Root root;
  root.value = v;
  if (auto type = dyn_cast<ShapedType>(v.getType()); type && type.hasRank()) {
    root.shape = shapeOf(v);
    root.elementBytes = elementBytes(type.getElementType());
    SmallVector<int64_t> strides;
    int64_t offset;
    auto memref = dyn_cast<MemRefType>(type);
    if (memref && succeeded(memref.getStridesAndOffset(strides, offset)) &&
        llvm::none_of(strides, ShapedType::isDynamic)) {
      root.strides.assign(strides.begin(), strides.end());
    } else {
      root.strides.assign(root.shape.size(), 1);
      for (int i = static_cast<int>(root.shape.size()) - 2; i >= 0; --i)
        root.strides[i] = root.strides[i + 1] * root.shape[i + 1];
    }
  }
  Operation *def = v.getDefiningOp();
  // tensor.pad and tensor.generate bufferize to a new allocation too.
  if (def && isa<memref::AllocOp, memref::AllocaOp, tensor::EmptyOp,
                 tensor::PadOp, tensor::GenerateOp>(def))
    root.alloc = def;
  if (auto extract = dyn_cast_or_null<tensor::ExtractSliceOp>(def))
    if (isa_and_nonnull<tensor::EmptyOp>(extract.getSource().getDefiningOp()))
      root.alloc = def;
  unsigned id = roots.size();
  roots.push_back(std::move(root));
  rootIds[v] = id;
  return id;
}

View Extractor::sliceOf(const View &src, OffsetSizeAndStrideOpInterface slice,
                        const llvm::SmallBitVector &dropped) {
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> strides = slice.getMixedStrides();
  if (offsets.size() != src.dimMap.size())
    return src;
  View view = src;
  view.dimMap.clear();
  view.dimStride.clear();
  for (unsigned j = 0; j < offsets.size(); ++j) {
    unsigned d = src.dimMap[j];
    view.base[d] = combine(view.base[d],
                           scale(evalOpFold(offsets[j]), src.dimStride[j]), 1);
    if (j < dropped.size() && dropped.test(j))
      continue;
    std::optional<int64_t> s = getConstantIntValue(strides[j]);
    view.dimMap.push_back(d);
    view.dimStride.push_back(src.dimStride[j] * (s ? *s : 1));
  }
  return view;
}

/// The buffer a memref or tensor value lives in, and how its indices map to
/// the root's. Tensors follow bufferization's in-place destinations:
/// slices are views, and a value written into a destination (insert_slice,
/// transfer_write, a destination-style op's result, loop-carried values,
/// scf.forall's shared outputs) lives in the destination's buffer.
const View &Extractor::viewOf(Value v, unsigned depth) {
  auto it = viewCache.find(v);
  if (it != viewCache.end())
    return it->second;
  auto identity = [&](Value root) {
    View view;
    view.root = rootOf(root);
    unsigned rank = roots[view.root].shape.size();
    view.base.assign(rank, Affine::ofConstant(0));
    for (unsigned d = 0; d < rank; ++d) {
      view.dimMap.push_back(d);
      view.dimStride.push_back(1);
    }
    return view;
  };
  auto through = [&](Value source) -> std::optional<View> {
    if (!source || depth > 256 || !isa<ShapedType>(source.getType()))
      return std::nullopt;
    return viewOf(source, depth + 1);
  };
  std::optional<View> view;
  Operation *def = v.getDefiningOp();
  if (auto subview = dyn_cast_or_null<memref::SubViewOp>(def)) {
    if (std::optional<View> src = through(subview.getSource()))
      view = sliceOf(*src, subview, subview.getDroppedDims());
  } else if (auto extract = dyn_cast_or_null<tensor::ExtractSliceOp>(def)) {
    // A slice of a tensor.empty is a new empty tensor of the slice's shape
    // (canonicalization folds it so; bufferization allocates it here).
    if (!isa_and_nonnull<tensor::EmptyOp>(extract.getSource().getDefiningOp()))
      if (std::optional<View> src = through(extract.getSource()))
        view = sliceOf(*src, extract, extract.getDroppedDims());
  } else if (def && isa<memref::CastOp, memref::AssumeAlignmentOp,
                        memref::MemorySpaceCastOp, tensor::CastOp>(def)) {
    view = through(def->getOperand(0));
  } else if (auto insert = dyn_cast_or_null<tensor::InsertSliceOp>(def)) {
    view = through(insert.getDest());
  } else if (auto write = dyn_cast_or_null<vector::TransferWriteOp>(def)) {
    view = through(write.getBase());
  } else if (auto dps = dyn_cast_or_null<DestinationStyleOpInterface>(def)) {
    unsigned i = cast<OpResult>(v).getResultNumber();
    if (i < static_cast<unsigned>(dps.getNumDpsInits()))
      view = through(dps.getDpsInitOperand(i)->get());
  } else if (auto forOp = dyn_cast_or_null<scf::ForOp>(def)) {
    view = through(forOp.getInitArgs()[cast<OpResult>(v).getResultNumber()]);
  } else if (auto forall = dyn_cast_or_null<scf::ForallOp>(def)) {
    view = through(forall.getOutputs()[cast<OpResult>(v).getResultNumber()]);
  } else if (auto ifOp = dyn_cast_or_null<scf::IfOp>(def)) {
    view = through(
        ifOp.thenYield()->getOperand(cast<OpResult>(v).getResultNumber()));
  } else if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *parent = arg.getOwner()->getParentOp();
    if (auto forOp = dyn_cast_or_null<scf::ForOp>(parent)) {
      if (OpOperand *init = forOp.getTiedLoopInit(arg))
        view = through(init->get());
    } else if (auto forall = dyn_cast_or_null<scf::ForallOp>(parent)) {
      if (arg.getArgNumber() >= forall.getRank())
        view = through(forall.getTiedOpOperand(arg)->get());
    }
  }
  return viewCache[v] = view ? std::move(*view) : identity(v);
}

/// `indices` are the access's view indices; `shape` is the shape of the
/// accessed vector (empty: a scalar) and `vectorToView[k]` the view dimension
/// vector dimension k runs along (-1: broadcast).
Access Extractor::makeAccess(const View &view, ArrayRef<Affine> indices,
                             ArrayRef<int64_t> shape,
                             ArrayRef<int> vectorToView, bool write,
                             Operation *op) {
  const Root &root = roots[view.root];
  Access a;
  a.root = view.root;
  a.write = write;
  a.executions = executions(op);
  a.index = view.base;
  a.extent.assign(root.shape.size(), 1);
  for (auto [j, idx] : llvm::enumerate(indices)) {
    if (j >= view.dimMap.size())
      break;
    unsigned d = view.dimMap[j];
    a.index[d] = combine(a.index[d], scale(idx, view.dimStride[j]), 1);
  }
  for (auto [k, size] : llvm::enumerate(shape)) {
    int j = vectorToView[k];
    if (j < 0 || j >= static_cast<int>(view.dimMap.size()))
      continue;
    a.elements *= size;
    unsigned d = view.dimMap[j];
    a.extent[d] = std::max<int64_t>(
        a.extent[d], (size - 1) * std::abs(view.dimStride[j]) + 1);
  }
  for (int k = static_cast<int>(shape.size()) - 1; k >= 0; --k) {
    int j = vectorToView[k];
    if (j < 0 || j >= static_cast<int>(view.dimMap.size()) || shape[k] <= 1)
      continue;
    a.laneStride = root.strides[view.dimMap[j]] * view.dimStride[j];
    break;
  }
  return a;
}

Access Extractor::makeAccess(Value buffer, ValueRange indices,
                             ArrayRef<int64_t> shape,
                             ArrayRef<int> vectorToView, bool write,
                             Operation *op) {
  SmallVector<Affine> forms;
  for (Value i : indices)
    forms.push_back(evalIndex(i));
  return makeAccess(viewOf(buffer), forms, shape, vectorToView, write, op);
}

/// An access to a whole view of shape `shape` (copies).
Access Extractor::makeBoxAccess(const View &view, ArrayRef<int64_t> shape,
                                bool write, Operation *op) {
  SmallVector<int64_t> sizes;
  SmallVector<int> map;
  for (auto [j, s] : llvm::enumerate(shape)) {
    sizes.push_back(ShapedType::isDynamic(s) ? 1 : s);
    map.push_back(j);
  }
  return makeAccess(view, {}, sizes, map, write, op);
}

static SmallVector<int> minorIdentity(unsigned vectorRank, unsigned viewRank) {
  SmallVector<int> map;
  for (unsigned k = 0; k < vectorRank; ++k)
    map.push_back(static_cast<int>(viewRank) - vectorRank + k);
  return map;
}

static SmallVector<int> permutationToView(AffineMap map) {
  SmallVector<int> result;
  for (AffineExpr e : map.getResults())
    result.push_back(
        isa<AffineDimExpr>(e)
            ? static_cast<int>(cast<AffineDimExpr>(e).getPosition())
            : -1);
  return result;
}

Group &Extractor::groupFor(void *scope, Operation *op, unsigned root) {
  auto [it, inserted] =
      groupIds.try_emplace(std::make_pair(scope, root), groups.size());
  if (inserted) {
    groups.emplace_back();
    Group &g = groups.back();
    g.block = op->getBlock();
    g.root = root;
    g.nest = nestOf(op->getBlock());
  }
  return groups[it->second];
}

void Extractor::addToGroup(Operation *op, const Access &write, Value stored,
                           ArrayRef<int64_t> vectorShape) {
  Group &g = groupFor(op->getBlock(), op, write.root);
  g.stores.push_back(op);
  if (stored)
    g.storedValues.push_back(stored);
  g.writes.push_back(write);
  int64_t elems = 1;
  for (int64_t s : vectorShape)
    if (s > 1)
      elems *= s;
  int64_t widest = 1;
  for (int64_t s : g.vectorShape)
    if (s > 1)
      widest *= s;
  if (elems > widest) {
    g.vectorShape.clear();
    for (int64_t s : vectorShape)
      if (s > 1)
        g.vectorShape.push_back(s);
  }
}

/// A linalg op (on tensors or memrefs, as convert-linalg-to-loops would
/// lower it): its iteration domain becomes serial loops at the end of the
/// nest, its indexing maps give the accesses, its body the arithmetic.
/// Serial loops over `ranges` owned by `op` (its body runs in them);
/// returns their induction variables' forms.
SmallVector<Affine> Extractor::registerDomain(Operation *op,
                                              ArrayRef<int64_t> ranges,
                                              SmallVectorImpl<unsigned> &ids) {
  SmallVector<Affine> counters;
  for (int64_t range : ranges) {
    Loop loop;
    loop.op = op;
    loop.trip = ShapedType::isDynamic(range) ? 1 : range;
    unsigned id = loops.size();
    loop.iv.terms.push_back({id, 1});
    counters.push_back(loop.iv);
    ids.push_back(id);
    loopsOfOp[op].push_back(id);
    loops.push_back(loop);
  }
  return counters;
}

/// tensor.generate, and the padding value of tensor.pad: a loop nest over
/// the result writing each element (bufferization: an allocation and a
/// linalg.map / linalg.fill), the body's ops its arithmetic.
void Extractor::collectFill(Operation *op, Value result) {
  SmallVector<unsigned> domain;
  SmallVector<Affine> counters = registerDomain(op, shapeOf(result), domain);
  Access write = makeAccess(viewOf(result), counters, {}, {}, true, op);
  double iterations = 1;
  for (unsigned id : domain)
    iterations *= static_cast<double>(loops[id].trip);
  write.executions *= iterations;
  Group &g = groupFor(op, op, write.root);
  g.linalg = op;
  g.nest.append(domain.begin(), domain.end());
  g.stores.push_back(op);
  g.writes.push_back(write);
}

void Extractor::collectLinalg(linalg::LinalgOp op) {
  SmallVector<unsigned> domain;
  SmallVector<Affine> counters =
      registerDomain(op, op.getStaticLoopRanges(), domain);
  double iterations = 1;
  for (unsigned id : domain)
    iterations *= static_cast<double>(loops[id].trip);
  auto operandAccess = [&](OpOperand &operand, bool write) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    SmallVector<Affine> indices;
    for (AffineExpr e : map.getResults())
      indices.push_back(evalAffineExpr(e, counters, {}));
    Access a = makeAccess(viewOf(operand.get()), indices, {}, {}, write, op);
    a.executions *= iterations; // once per iteration of the domain
    return a;
  };
  for (OpOperand &init : op.getDpsInitsMutable()) {
    if (!isa<ShapedType>(init.get().getType()))
      continue;
    Access write = operandAccess(init, true);
    Group &g = groupFor(op, op, write.root);
    unsigned gi = &g - groups.data();
    if (!g.linalg) {
      g.linalg = op;
      g.nest.append(domain.begin(), domain.end());
    }
    g.stores.push_back(op);
    g.writes.push_back(write);
    SmallVector<Access> &reads = extraReads[gi];
    if (op.payloadUsesValueFromOperand(&init))
      reads.push_back(operandAccess(init, false));
    for (OpOperand *input : op.getDpsInputOperands())
      if (isa<ShapedType>(input->get().getType()))
        reads.push_back(operandAccess(*input, false));
  }
}

/// Whether `op` computes values only dead ops use, without side effects:
/// what canonicalization erases (a fill or matmul left behind by fusion).
bool Extractor::isDead(Operation *op, unsigned depth) {
  if (op->getNumResults() == 0 || !isMemoryEffectFree(op) || depth > 64)
    return false;
  auto cached = deadCache.find(op);
  if (cached != deadCache.end())
    return cached->second;
  bool dead = llvm::all_of(
      op->getUsers(), [&](Operation *user) { return isDead(user, depth + 1); });
  deadCache[op] = dead;
  return dead;
}

void Extractor::collectStore(Operation *op) {
  // Tensor writes whose results nothing live uses are dead
  // (canonicalization would erase them).
  auto dead = [&]() { return isDead(op); };
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (!dead())
      collectLinalg(linalgOp);
  } else if (auto generate = dyn_cast<tensor::GenerateOp>(op)) {
    if (!dead())
      collectFill(op, generate.getResult());
  } else if (auto pad = dyn_cast<tensor::PadOp>(op)) {
    if (dead())
      return;
    // Bufferized: fill the new buffer with the padding value, then copy
    // the source into its interior.
    collectFill(op, pad.getResult());
    const View &padView = viewOf(pad.getResult());
    View interior = padView;
    for (auto [j, low] : llvm::enumerate(pad.getMixedLowPad()))
      if (j < interior.dimMap.size()) {
        unsigned d = interior.dimMap[j];
        interior.base[d] = combine(
            interior.base[d], scale(evalOpFold(low), interior.dimStride[j]), 1);
      }
    SmallVector<int64_t> shape = shapeOf(pad.getSource());
    Access write = makeBoxAccess(interior, shape, true, op);
    // Its own group (a copy, keyed by the block), apart from the fill's.
    addToGroup(op, write, Value(), shape);
    unsigned gi = groupIds.lookup(
        std::make_pair(static_cast<void *>(op->getBlock()), write.root));
    View sourceView = viewOf(pad.getSource());
    extraReads[gi].push_back(makeBoxAccess(sourceView, shape, false, op));
  } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
    Access a = makeAccess(store.getMemRef(), store.getIndices(), {}, {},
                          /*write=*/true, op);
    addToGroup(op, a, store.getValueToStore(), {});
  } else if (auto insert = dyn_cast<tensor::InsertOp>(op)) {
    if (dead())
      return;
    Access a =
        makeAccess(insert.getDest(), insert.getIndices(), {}, {}, true, op);
    addToGroup(op, a, insert.getScalar(), {});
  } else if (auto store = dyn_cast<vector::StoreOp>(op)) {
    auto vt = store.getVectorType();
    unsigned viewRank = store.getMemRefType().getRank();
    Access a = makeAccess(store.getBase(), store.getIndices(), vt.getShape(),
                          minorIdentity(vt.getRank(), viewRank), true, op);
    addToGroup(op, a, store.getValueToStore(), vt.getShape());
  } else if (auto store = dyn_cast<vector::MaskedStoreOp>(op)) {
    auto vt = store.getVectorType();
    unsigned viewRank = store.getMemRefType().getRank();
    Access a = makeAccess(store.getBase(), store.getIndices(), vt.getShape(),
                          minorIdentity(vt.getRank(), viewRank), true, op);
    addToGroup(op, a, store.getValueToStore(), vt.getShape());
  } else if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
    if (dead())
      return;
    auto vt = write.getVectorType();
    Access a =
        makeAccess(write.getBase(), write.getIndices(), vt.getShape(),
                   permutationToView(write.getPermutationMap()), true, op);
    addToGroup(op, a, write.getVector(), vt.getShape());
  } else if (isa<memref::CopyOp, tensor::InsertSliceOp,
                 tensor::ParallelInsertSliceOp>(op)) {
    // A copy, unless source and destination are the same buffer
    // (bufferization's in-place case, and its leftover self-copies).
    Value source, dest;
    View destView;
    if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      source = copy.getSource();
      dest = copy.getTarget();
      destView = viewOf(dest);
    } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
      if (dead())
        return;
      source = insert.getSource();
      destView =
          sliceOf(viewOf(insert.getDest()), insert, insert.getDroppedDims());
    } else {
      auto parallelInsert = cast<tensor::ParallelInsertSliceOp>(op);
      source = parallelInsert.getSource();
      destView = sliceOf(viewOf(parallelInsert.getDest()), parallelInsert,
                         parallelInsert.getDroppedDims());
    }
    View sourceView = viewOf(source);
    if (sourceView.root == destView.root)
      return;
    SmallVector<int64_t> shape = shapeOf(source);
    Access write = makeBoxAccess(destView, shape, true, op);
    addToGroup(op, write, Value(), shape);
    unsigned gi = groupIds.lookup(
        std::make_pair(static_cast<void *>(op->getBlock()), write.root));
    extraReads[gi].push_back(makeBoxAccess(sourceView, shape, false, op));
  }
}

//===----------------------------------------------------------------------===//
// Slices and arithmetic (TVM group 1, ArithOpCounter)
//===----------------------------------------------------------------------===//

static int64_t numElements(Type t) {
  if (auto vt = dyn_cast<VectorType>(t))
    return vt.getNumElements();
  return 1;
}

static void countCombining(vector::CombiningKind kind, bool isFloat,
                           double amount, ArithCounts &c) {
  using K = vector::CombiningKind;
  switch (kind) {
  case K::ADD:
    c.v[isFloat ? kFloatAddSub : kIntAddSub] += amount;
    break;
  case K::MUL:
    c.v[isFloat ? kFloatMul : kIntMul] += amount;
    break;
  case K::AND:
  case K::OR:
  case K::XOR:
    c.v[kBoolOp] += amount;
    break;
  default: // min / max kinds
    c.v[isFloat ? kFloatCmp : kIntCmp] += amount;
    break;
  }
}

void Extractor::countOp(Operation *op, ArithCounts &c) {
  if (op->getNumResults() == 0)
    return;
  double t = executions(op);
  Type resultType = op->getResult(0).getType();
  double n = t * static_cast<double>(numElements(resultType));
  bool isFloat = isa<FloatType>(getElementTypeOrSelf(resultType));
  auto operandIsFloat = [&]() {
    return op->getNumOperands() > 0 &&
           isa<FloatType>(getElementTypeOrSelf(op->getOperand(0).getType()));
  };
  if (isa<math::FmaOp, vector::FMAOp>(op)) {
    c.v[kFloatMad] += n;
  } else if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    // The packed dot products of the tensor intrinsics
    // (VectorLowering.cpp): each lane sums 4 u8 x s8 or 2 bf16 products.
    StringRef name = call.getIntrin();
    if (name.starts_with("llvm.x86.avx512.vpdpbusd")) {
      c.v[kIntMul] += 4 * n;
      c.v[kIntAddSub] += 4 * n;
    } else if (name.starts_with("llvm.x86.avx512bf16.dpbf16ps")) {
      c.v[kFloatMad] += 2 * n;
    }
  } else if (auto outer = dyn_cast<vector::OuterProductOp>(op)) {
    c.v[outer.getAcc() ? (isFloat ? kFloatMad : kIntAddSub)
                       : (isFloat ? kFloatMul : kIntMul)] += n;
  } else if (auto contract = dyn_cast<vector::ContractionOp>(op)) {
    SmallVector<int64_t> bounds;
    contract.getIterationBounds(bounds);
    double m = t * static_cast<double>(product(bounds));
    if (isFloat)
      c.v[kFloatMad] += m;
    else {
      c.v[kIntMul] += m;
      c.v[kIntAddSub] += m;
    }
  } else if (auto red = dyn_cast<vector::ReductionOp>(op)) {
    double m = t * static_cast<double>(numElements(red.getVector().getType()));
    countCombining(red.getKind(), isFloat, m, c);
    c.horizontal += m;
  } else if (auto red = dyn_cast<vector::MultiDimReductionOp>(op)) {
    auto srcType = red.getSourceVectorType();
    double m = t * static_cast<double>(srcType.getNumElements());
    countCombining(red.getKind(), isFloat, m, c);
    ArrayRef<int64_t> dims = red.getReductionDims();
    int64_t inner = srcType.getRank() - 1;
    if (llvm::is_contained(dims, inner) && srcType.getDimSize(inner) > 1)
      c.horizontal += m;
  } else if (isa<arith::AddFOp, arith::SubFOp, arith::NegFOp>(op)) {
    c.v[kFloatAddSub] += n;
  } else if (isa<arith::MulFOp>(op)) {
    c.v[kFloatMul] += n;
  } else if (isa<arith::DivFOp, arith::RemFOp>(op)) {
    c.v[kFloatDivMod] += n;
  } else if (isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
                 arith::MinNumFOp>(op)) {
    c.v[kFloatCmp] += n;
  } else if (isa<arith::CmpFOp>(op)) {
    c.v[kFloatCmp] += n;
  } else if (isa<arith::AddIOp, arith::SubIOp>(op)) {
    c.v[kIntAddSub] += n;
  } else if (isa<arith::MulIOp>(op)) {
    c.v[kIntMul] += n;
  } else if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
                 arith::FloorDivSIOp, arith::CeilDivSIOp, arith::CeilDivUIOp>(
                 op)) {
    c.v[kIntDivMod] += n;
  } else if (isa<arith::CmpIOp, arith::MaxSIOp, arith::MaxUIOp, arith::MinSIOp,
                 arith::MinUIOp>(op)) {
    c.v[kIntCmp] += n;
  } else if (isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op)) {
    if (getElementTypeOrSelf(resultType).isInteger(1))
      c.v[kBoolOp] += n;
    else
      c.v[kIntAddSub] += n; // bitwise ops on integers: cheap ALU ops
  } else if (isa<arith::SelectOp>(op)) {
    c.v[kSelectOp] += n;
  } else if (isa<math::MathDialect>(op->getDialect())) {
    c.v[isFloat || operandIsFloat() ? kFloatMath : kIntMath] += n;
  } else if (isa<func::CallOp>(op)) {
    c.v[isFloat ? kFloatOther : kIntOther] += n;
  } else if (isa<vector::BroadcastOp, vector::TransposeOp, vector::ShuffleOp,
                 vector::ExtractOp, vector::InsertOp,
                 vector::ExtractStridedSliceOp, vector::InsertStridedSliceOp,
                 vector::FromElementsOp>(op)) {
    c.shuffle += n;
  } else if (auto toElements = dyn_cast<vector::ToElementsOp>(op)) {
    c.shuffle +=
        t * static_cast<double>(numElements(toElements.getSource().getType()));
  }
}

static bool isLoad(Operation *op) {
  return isa<memref::LoadOp, vector::LoadOp, vector::MaskedLoadOp,
             vector::TransferReadOp, tensor::ExtractOp>(op);
}

void Extractor::walkSlice(Group &group, ArithCounts &counts,
                          SmallVectorImpl<Access> &reads) {
  SmallVector<Value> work(group.storedValues.begin(), group.storedValues.end());
  DenseSet<Operation *> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    Operation *def = v.getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (def->hasTrait<OpTrait::ConstantLike>())
      continue;
    if (auto forOp = dyn_cast<scf::ForOp>(def)) {
      unsigned i = cast<OpResult>(v).getResultNumber();
      seen.erase(def); // other results may be reached later
      work.push_back(forOp.getBody()->getTerminator()->getOperand(i));
      continue;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(def)) {
      unsigned i = cast<OpResult>(v).getResultNumber();
      seen.erase(def);
      for (Region *r : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
        if (!r->empty())
          work.push_back(r->front().getTerminator()->getOperand(i));
      continue;
    }
    if (isLoad(def)) {
      if (auto load = dyn_cast<memref::LoadOp>(def)) {
        reads.push_back(makeAccess(load.getMemRef(), load.getIndices(), {}, {},
                                   false, def));
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(def)) {
        reads.push_back(makeAccess(extract.getTensor(), extract.getIndices(),
                                   {}, {}, false, def));
      } else if (auto load = dyn_cast<vector::LoadOp>(def)) {
        auto vt = load.getVectorType();
        reads.push_back(makeAccess(
            load.getBase(), load.getIndices(), vt.getShape(),
            minorIdentity(vt.getRank(), load.getMemRefType().getRank()), false,
            def));
      } else if (auto load = dyn_cast<vector::MaskedLoadOp>(def)) {
        auto vt = load.getVectorType();
        reads.push_back(makeAccess(
            load.getBase(), load.getIndices(), vt.getShape(),
            minorIdentity(vt.getRank(), load.getMemRefType().getRank()), false,
            def));
      } else if (auto read = dyn_cast<vector::TransferReadOp>(def)) {
        auto vt = read.getVectorType();
        AffineMap map = read.getPermutationMap();
        reads.push_back(makeAccess(read.getBase(), read.getIndices(),
                                   vt.getShape(), permutationToView(map), false,
                                   def));
        if (!map.isMinorIdentity())
          counts.shuffle += executions(def) * vt.getNumElements();
      }
      continue;
    }
    countOp(def, counts);
    for (Value operand : def->getOperands())
      if (!operand.getType().isIndex())
        work.push_back(operand);
  }
}

//===----------------------------------------------------------------------===//
// Rows (TVM groups 1-5)
//===----------------------------------------------------------------------===//

namespace {
/// TVM's ForKindFeature, with the position computed.
struct LoopKind {
  int64_t num = 0, prod = 0, len = 0;
  int pos = 0; // 0 none .. 7 mixed

  void exportTo(float *out) const {
    out[0] = slog(num);
    out[1] = slog(prod);
    out[2] = slog(len);
    for (int i = 0; i < 8; ++i)
      out[3 + i] = pos == i ? 1.0f : 0.0f;
  }
};

/// The position of the innermost of `members` (nest positions, outer to
/// inner) among the nest's spatial or reduce positions.
int positionOf(ArrayRef<unsigned> members, ArrayRef<bool> spatial) {
  if (members.empty())
    return 0;
  bool anySpatial = false, anyReduce = false;
  for (unsigned p : members)
    (spatial[p] ? anySpatial : anyReduce) = true;
  if (anySpatial && anyReduce)
    return 7;
  SmallVector<unsigned> same;
  for (unsigned p = 0; p < spatial.size(); ++p)
    if (spatial[p] == anySpatial)
      same.push_back(p);
  unsigned inner = members.back();
  int base = anySpatial ? 1 : 4;
  if (inner == same.back())
    return base; // inner
  if (inner == same.front())
    return base + 2; // outer
  return base + 1;   // middle
}

/// Per-buffer features of one group (TVM group2::SubFeature).
struct BufferFeature {
  unsigned root = 0;
  unsigned order = 0;
  bool read = false, write = false;
  double bytes = 0, uniqueBytes = 0, lines = 0, uniqueLines = 0;
  int reuseType = 2; // 0 loop, 1 serial, 2 none
  double reuseDisIter = 0, reuseDisBytes = 0, reuseCt = 0;
  double stride = 0;

  void exportTo(float *out) const {
    out[0] = read && !write;
    out[1] = write && !read;
    out[2] = read && write;
    out[3] = slog(bytes);
    out[4] = slog(uniqueBytes);
    out[5] = slog(lines);
    out[6] = slog(uniqueLines);
    out[7] = reuseType == 0;
    out[8] = reuseType == 1;
    out[9] = reuseType == 2;
    out[10] = slog(reuseDisIter);
    out[11] = slog(reuseDisBytes);
    out[12] = slog(reuseCt);
    double proxy = reuseCt > 0 ? reuseCt : 0.5;
    out[13] = slog(bytes / proxy);
    out[14] = slog(uniqueBytes / proxy);
    out[15] = slog(lines / proxy);
    out[16] = slog(uniqueLines / proxy);
    out[17] = slog(stride);
  }
};
} // namespace

/// Rows follow TVM's per_store_feature (src/meta_schedule/feature_extractor/
/// per_store_feature.cc): the nest of a store group, then one step per
/// feature group.
std::vector<float> Extractor::rowOf(unsigned gi) {
  std::vector<float> row(kFeatureWidth, 0.0f);
  StoreNest s = storeNestOf(gi);
  arithmeticFeatures(s, row);
  loopKindFeatures(s, row);
  loopStructureFeatures(s, row);
  std::vector<double> touchedBytes = bufferFeatures(s, row);
  intensityFeatures(s, touchedBytes, row);
  allocationFeatures(s, row);
  targetFeatures(row);
  return row;
}

StoreNest Extractor::storeNestOf(unsigned gi) {
  // The nest: real loops, then the lane loop. Single-iteration loops are
  // not loops (TVM's SimplifyForFeatureExtraction drops them; MLIR's
  // canonicalization folds them).
  StoreNest s;
  s.gi = gi;
  s.g = &groups[gi];
  Group &g = *s.g;
  SmallVector<unsigned> &real = s.real;
  for (unsigned id : g.nest)
    if (loops[id].trip != 1)
      real.push_back(id);
  s.lanes = product(g.vectorShape);
  s.hasLane = s.lanes > 1;
  s.n = real.size() + (s.hasLane ? 1 : 0);
  for (unsigned id : real) {
    s.extent.push_back(loops[id].trip);
    s.keys.push_back(id);
  }
  if (s.hasLane) {
    s.extent.push_back(s.lanes);
    s.keys.push_back(kLaneKeyBase + gi);
  }
  for (auto [p, id] : llvm::enumerate(real))
    s.position[id] = p;
  for (int64_t e : s.extent)
    s.nestProduct *= static_cast<double>(e);

  // Slice (a linalg op's: its body): arithmetic and reads.
  ArithCounts &counts = s.counts;
  SmallVector<Access> &accesses = s.accesses;
  accesses.assign(g.writes.begin(), g.writes.end());
  if (g.linalg) {
    g.linalg->getRegion(0).walk([&](Operation *op) {
      if (!op->hasTrait<OpTrait::IsTerminator>())
        countOp(op, counts);
    });
  } else {
    walkSlice(g, counts, accesses);
  }
  auto extra = extraReads.find(gi);
  if (extra != extraReads.end())
    accesses.append(extra->second.begin(), extra->second.end());

  // Spatial / reduce loops (the lane loop is spatial).
  SmallVector<bool> &spatial = s.spatial;
  spatial.assign(s.n, false);
  for (const Access &w : g.writes)
    for (const Affine &a : w.index)
      for (auto [l, c] : a.terms) {
        auto it = s.position.find(l);
        if (it != s.position.end() && c != 0)
          spatial[it->second] = true;
      }
  if (s.hasLane)
    spatial[s.n - 1] = true;

  return s;
}

void Extractor::arithmeticFeatures(const StoreNest &s,
                                   std::vector<float> &row) {
  // Group 1: arithmetic.
  for (unsigned i = 0; i < 16; ++i)
    row[kArithOffset + i] = slog(s.counts.v[i]);
}

void Extractor::loopKindFeatures(const StoreNest &s, std::vector<float> &row) {
  const Group &g = *s.g;
  ArrayRef<unsigned> real = s.real;
  ArrayRef<int64_t> extent = s.extent;
  ArrayRef<bool> spatial = s.spatial;
  bool hasLane = s.hasLane;
  // Group 1: loop kinds.
  LoopKind vectorize, unroll, parallel;
  if (hasLane) {
    vectorize.num = g.vectorShape.size();
    vectorize.prod = s.lanes;
    vectorize.len = g.vectorShape.back();
    vectorize.pos = 1;
  }
  if (g.stores.size() > 1) {
    unroll.num = 1;
    unroll.prod = unroll.len = g.stores.size();
    bool distinct = false;
    for (const Access &w : g.writes)
      for (unsigned d = 0; d < w.index.size(); ++d)
        if (w.index[d].constant != g.writes[0].index[d].constant ||
            w.index[d].terms != g.writes[0].index[d].terms)
          distinct = true;
    unroll.pos = distinct ? 1 : 4;
  }
  SmallVector<unsigned> parallelPositions;
  for (auto [p, id] : llvm::enumerate(real))
    if (loops[id].parallel)
      parallelPositions.push_back(p);
  if (!parallelPositions.empty()) {
    parallel.num = parallelPositions.size();
    parallel.prod = 1;
    for (unsigned p : parallelPositions)
      parallel.prod *= extent[p];
    parallel.len = extent[parallelPositions.back()];
    parallel.pos = positionOf(parallelPositions, spatial);
  }
  vectorize.exportTo(&row[kVectorizeOffset]);
  unroll.exportTo(&row[kUnrollOffset]);
  parallel.exportTo(&row[kParallelOffset]);
}

void Extractor::loopStructureFeatures(const StoreNest &s,
                                      std::vector<float> &row) {
  const Group &g = *s.g;
  ArrayRef<unsigned> real = s.real;
  ArrayRef<bool> spatial = s.spatial;
  // Group 1: CPU loop structure.
  {
    int64_t serialNum = 0, serialInner = 0;
    double serialProd = 1;
    for (unsigned id : real)
      if (!loops[id].parallel) {
        ++serialNum;
        serialProd *= loops[id].trip;
        serialInner = loops[id].trip;
      }
    int64_t widestStore = 0, tile = 0;
    for (const Access &w : g.writes) {
      widestStore =
          std::max(widestStore, w.elements * roots[w.root].elementBytes);
      tile += w.elements;
    }
    bool hasReduce = false;
    for (unsigned p = 0; p < real.size(); ++p)
      hasReduce |= !spatial[p];
    float *out = &row[kLoopStructureOffset];
    out[0] = slog(serialNum);
    out[1] = slog(serialNum ? serialProd : 0);
    out[2] = slog(serialInner);
    out[3] = slog(widestStore);
    out[4] = slog(tile);
    out[5] = slog(s.counts.shuffle);
    out[6] = slog(s.counts.horizontal);
    out[7] = hasReduce ? 1.0f : 0.0f;
  }
}

std::vector<double> Extractor::bufferFeatures(const StoreNest &s,
                                              std::vector<float> &row) {
  ArrayRef<unsigned> real = s.real;
  ArrayRef<int64_t> extent = s.extent;
  bool hasLane = s.hasLane;
  unsigned n = s.n;
  // Group 2: buffers, in order of first access.
  llvm::MapVector<unsigned, SmallVector<const Access *>> byRoot;
  for (const Access &a : s.accesses)
    byRoot[a.root].push_back(&a);

  // Boxes per level (TVM SetRegion): at level i, loops at nest positions
  // >= i (and loops outside the nest) run over their range; outer ones sit
  // at their first iteration.
  auto span = [&](const Access &a, unsigned d, unsigned level, int64_t &lo,
                  int64_t &hi) {
    const Affine &f = a.index[d];
    const Root &root = roots[a.root];
    if (!f.linear) {
      lo = 0;
      hi = root.shape[d] - 1;
      return;
    }
    lo = hi = f.constant;
    for (auto [l, c] : f.terms) {
      auto it = s.position.find(l);
      bool relaxed = it == s.position.end() || it->second >= level;
      if (!relaxed)
        continue;
      int64_t range = c * std::max<int64_t>(0, loops[l].trip - 1);
      (range < 0 ? lo : hi) += range;
    }
    hi += a.extent[d] - 1;
  };
  auto boxElements = [&](ArrayRef<const Access *> list, unsigned level,
                         SmallVectorImpl<int64_t> *spans) -> int64_t {
    const Root &root = roots[list.front()->root];
    int64_t numel = 1;
    for (unsigned d = 0; d < root.shape.size(); ++d) {
      int64_t lo = std::numeric_limits<int64_t>::max();
      int64_t hi = std::numeric_limits<int64_t>::min();
      for (const Access *a : list) {
        int64_t l, h;
        span(*a, d, level, l, h);
        lo = std::min(lo, l);
        hi = std::max(hi, h);
      }
      int64_t s = std::clamp<int64_t>(hi - lo + 1, 1,
                                      std::max<int64_t>(1, root.shape[d]));
      if (spans)
        spans->push_back(s);
      numel *= s;
    }
    return numel;
  };

  // numel[level][buffer] and for_touched_bytes[level].
  unsigned numBuffers = byRoot.size();
  std::vector<std::vector<int64_t>> numel(n,
                                          std::vector<int64_t>(numBuffers, 0));
  std::vector<double> touchedBytes(n, 0);
  for (unsigned level = 0; level < n; ++level) {
    for (auto [b, entry] : llvm::enumerate(byRoot)) {
      int64_t e = boxElements(entry.second, level, nullptr);
      numel[level][b] = e;
      touchedBytes[level] +=
          static_cast<double>(e) * roots[entry.first].elementBytes;
      touched[s.keys[level]][entry.first].push_back(e);
    }
  }

  std::vector<BufferFeature> buffers;
  double topLoopTouchBytes = 0;
  if (n > 0)
    for (auto &entry : byRoot)
      topLoopTouchBytes += roots[entry.first].elementBytes;
  for (auto [b, entry] : llvm::enumerate(byRoot)) {
    unsigned rootId = entry.first;
    ArrayRef<const Access *> list = entry.second;
    const Root &root = roots[rootId];
    double eb = root.elementBytes;
    BufferFeature f;
    f.root = rootId;
    f.order = b;
    for (const Access *a : list) {
      (a->write ? f.write : f.read) = true;
      f.bytes += static_cast<double>(a->elements) * eb * a->executions;
    }

    // Stride (TVM SetStride): the innermost loop that moves the access.
    auto strideAt = [&](unsigned p) -> int64_t {
      int64_t best = 0;
      for (const Access *a : list) {
        int64_t s = 0;
        if (hasLane && p == n - 1) {
          s = std::abs(a->laneStride);
        } else {
          unsigned l = real[p];
          for (int d = static_cast<int>(a->index.size()) - 1; d >= 0; --d) {
            int64_t c = a->index[d].coefficient(l);
            if (c != 0) {
              s = std::abs(c) * root.strides[d];
              break;
            }
          }
        }
        if (s != 0)
          best = best == 0 ? s : std::min(best, s);
      }
      return best;
    };
    int64_t minStride = 0;
    int found = -1;
    for (int p = static_cast<int>(n) - 1; p >= 0; --p) {
      minStride = strideAt(p);
      if (minStride != 0) {
        found = p;
        break;
      }
    }
    f.stride = (found == static_cast<int>(n) - 1 && n > 0) ? minStride : 0;
    double prodNonStrided = 1;
    for (int p = static_cast<int>(n) - 1; p > found; --p)
      prodNonStrided *= extent[p];

    // Reuse (TVM SetReuse).
    auto moves = [&](unsigned p) {
      if (hasLane && p == n - 1) {
        for (const Access *a : list)
          if (a->elements > 1)
            return true;
        return false;
      }
      unsigned l = real[p];
      for (const Access *a : list)
        for (const Affine &i : a->index)
          if (i.coefficient(l) != 0)
            return true;
      return false;
    };
    auto bytesUnder = [&](unsigned key) {
      double total = 0;
      for (auto &[r, counts] : touched[key])
        for (int64_t c : counts)
          total += static_cast<double>(c) * roots[r].elementBytes;
      return total;
    };
    for (int p = static_cast<int>(n) - 1; p >= 0; --p) {
      if (!moves(p)) {
        f.reuseType = 0;
        f.reuseCt = extent[p];
        f.reuseDisIter = 1;
        for (int q = static_cast<int>(n) - 1; q > p; --q)
          f.reuseDisIter *= extent[q];
        f.reuseDisBytes = p == static_cast<int>(n) - 1
                              ? topLoopTouchBytes
                              : bytesUnder(s.keys[p + 1]);
        break;
      }
      const SmallVector<int64_t, 2> &under = touched[s.keys[p]][rootId];
      if (under.size() >= 2) {
        double e = std::max<int64_t>(1, extent[p]);
        f.reuseType = 1;
        f.reuseCt = under.size() - 1;
        f.reuseDisIter = *std::min_element(under.begin(), under.end()) / e;
        f.reuseDisBytes = bytesUnder(s.keys[p]) / e;
        break;
      }
    }

    // Bytes and lines (TVM SetFeature).
    SmallVector<int64_t> spans;
    int64_t box = n > 0 ? numel[0][b] : boxElements(list, 0, nullptr);
    boxElements(list, 0, &spans);
    f.uniqueBytes = static_cast<double>(box) * eb;
    double contiguous = eb;
    for (int d = static_cast<int>(spans.size()) - 1; d >= 0; --d) {
      contiguous *= spans[d];
      if (spans[d] != root.shape[d])
        break;
    }
    double cl = static_cast<double>(options.cacheLineBytes);
    f.lines = std::max(
        1.0, s.nestProduct * list.size() / std::max(1.0, prodNonStrided) *
                 std::min(1.0, static_cast<double>(minStride) * eb / cl));
    f.uniqueLines =
        std::max(1.0, f.uniqueBytes / std::min(cl, std::max(1.0, contiguous)));
    buffers.push_back(f);
  }
  std::stable_sort(buffers.begin(), buffers.end(),
                   [](const BufferFeature &a, const BufferFeature &b) {
                     if (a.lines != b.lines)
                       return a.lines > b.lines;
                     if (a.bytes != b.bytes)
                       return a.bytes > b.bytes;
                     return a.order < b.order;
                   });
  for (unsigned b = 0; b < std::min<size_t>(kBuffersPerStore, buffers.size());
       ++b)
    buffers[b].exportTo(&row[kBufferOffset + b * kBufferFieldCount]);
  return touchedBytes;
}

void Extractor::intensityFeatures(const StoreNest &s,
                                  ArrayRef<double> touchedBytes,
                                  std::vector<float> &row) {
  ArrayRef<int64_t> extent = s.extent;
  unsigned n = s.n;
  // Group 3: arithmetic intensity curve (TVM group3::Feature).
  {
    float *out = &row[kIntensityOffset];
    double perIteration = s.counts.floatOps() / std::max(1.0, s.nestProduct);
    std::vector<double> computeOps, memoryBytes(n);
    double total = perIteration;
    for (int p = static_cast<int>(n) - 1; p >= 0; --p) {
      total *= extent[p];
      computeOps.push_back(total);
      memoryBytes[n - 1 - p] = std::max(1.0, touchedBytes[p]);
    }
    if (total > 0 && !computeOps.empty()) {
      unsigned p = 0;
      for (unsigned i = 0; i < kIntensitySamples; ++i) {
        double cur = (i + 1.0) / kIntensitySamples * total;
        while (p < n - 1 && computeOps[p] < cur - 1e-4)
          ++p;
        double value;
        if (p == 0) {
          value = computeOps[0] / memoryBytes[0];
        } else {
          double base = computeOps[p - 1] / memoryBytes[p - 1];
          double slope = (computeOps[p] / memoryBytes[p] - base) /
                         std::max(1e-12, computeOps[p] - computeOps[p - 1]);
          value = base + slope * (cur - computeOps[p - 1]);
        }
        out[i] = slog(value);
      }
    }
  }
}

void Extractor::allocationFeatures(const StoreNest &s,
                                   std::vector<float> &row) {
  // Groups 4 and 5.
  {
    const Root &written = roots[s.g->root];
    double allocSize = 0, allocProd = 0, allocOuterProd = 1;
    if (written.alloc && !written.output) {
      double elems = static_cast<double>(product(written.shape));
      allocSize = elems * written.elementBytes;
      allocOuterProd = executions(written.alloc);
      allocProd = elems * allocOuterProd;
    }
    row[kAllocOffset + 0] = slog(allocSize);
    row[kAllocOffset + 1] = slog(allocProd);
    row[kAllocOffset + 2] = slog(allocOuterProd);
    row[kAllocOffset + 3] = slog(s.nestProduct / std::max(1.0, allocOuterProd));
    double outerParallel = 1;
    for (unsigned id : s.real) {
      if (!loops[id].parallel)
        break;
      outerParallel *= loops[id].trip;
    }
    row[kOuterOffset + 0] = slog(s.nestProduct);
    row[kOuterOffset + 1] = slog(s.n);
    row[kOuterOffset + 2] = slog(outerParallel);
  }
}

void Extractor::targetFeatures(std::vector<float> &row) {
  int64_t lanes = options.vectorLanes > 0   ? options.vectorLanes
                  : options.vectorLanes < 0 ? 0
                                            : hostFmaLanes();
  int64_t registers = options.vectorRegisters > 0 ? options.vectorRegisters
                      : lanes >= 16               ? 32
                      : lanes > 0                 ? 16
                                                  : 0;
  row[kTargetOffset + 0] = slog(options.threads);
  row[kTargetOffset + 1] = slog(lanes);
  row[kTargetOffset + 2] = slog(registers);
}

LogicalResult Extractor::run(ModuleOp module, FeatureRows &rows,
                             const llvm::DenseSet<Operation *> &skipped) {
  registerLoops(module);
  module.walk([&](Operation *op) {
    if (!skipped.contains(op))
      collectStore(op);
  });
  // What a function returns is its output buffer, not an allocation
  // (empty-tensor elimination and the entry point write it in place).
  module.walk([&](func::ReturnOp ret) {
    for (Value v : ret.getOperands())
      if (isa<ShapedType>(v.getType()))
        roots[viewOf(v).root].output = true;
  });
  rows.clear();
  rows.reserve(groups.size());
  for (unsigned gi = 0; gi < groups.size(); ++gi)
    rows.push_back(rowOf(gi));
  return success();
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// The builder's pass list up to the loops, for `options.ir`.
static LoweringOptions featureLowering(const FeatureOptions &options) {
  LoweringOptions lowering;
  lowering.lowerVectors = options.ir == FeatureIR::VectorsLowered;
  lowering.until = LoweringStage::Loops;
  return lowering;
}

std::string msched::featurePipeline(const FeatureOptions &options) {
  if (options.ir == FeatureIR::Tensor)
    return "";
  return loweringPipeline(featureLowering(options));
}

FailureOr<FeatureRows>
msched::extractLoweredFeatures(ModuleOp module, const FeatureOptions &options) {
  Extractor extractor(options);
  FeatureRows rows;
  if (failed(extractor.run(module, rows)))
    return failure();
  return rows;
}

/// Whether a function of `payload` has constant arguments, whose
/// computations the builder moves out of the timed calls.
static bool hasConstantArguments(ModuleOp payload) {
  for (auto func : payload.getOps<func::FuncOp>())
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      if (func.getArgAttr(i, kConstantArgAttr))
        return true;
  return false;
}

/// The ops of `payload` that the builder runs once, ahead of the timed
/// calls (findConstantComputations), and every op inside them.
static llvm::DenseSet<Operation *> untimedOps(ModuleOp payload) {
  llvm::DenseSet<Operation *> untimed;
  if (!hasConstantArguments(payload))
    return untimed;
  for (auto func : payload.getOps<func::FuncOp>())
    for (Operation *op : findConstantComputations(func).ops)
      op->walk([&](Operation *nested) { untimed.insert(nested); });
  return untimed;
}

/// Drops from `module` what the builder runs once, ahead of the timed calls
/// (hoistConstantComputations, then the prepack functions erased).
static void dropUntimedOps(ModuleOp module) {
  if (!hasConstantArguments(module))
    return;
  SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
  for (func::FuncOp func : funcs) {
    FailureOr<func::FuncOp> prepack = hoistConstantComputations(func);
    if (succeeded(prepack) && *prepack)
      prepack->erase();
  }
}

FailureOr<FeatureRows> msched::extractFeatures(ModuleOp payload,
                                               const FeatureOptions &options,
                                               std::string *error) {
  MLIRContext *ctx = payload->getContext();
  // (Candidates are extracted on several threads: ParallelFor.h.)
  std::optional<ThreadDiagnosticHandler> capture;
  if (error)
    capture.emplace(ctx, [error](Diagnostic &diag) {
      llvm::raw_string_ostream os(*error);
      os << diag.getLocation() << ": " << diag << "\n";
      return success();
    });
  // The code that is timed: not what the builder runs once from constant
  // arguments (skipped on the payload itself, which is not copied for it:
  // this runs for every candidate of the search; moved out of the clone that
  // the lowering needs anyway).
  if (options.ir == FeatureIR::Tensor) {
    Extractor extractor(options);
    FeatureRows rows;
    if (failed(extractor.run(payload, rows, untimedOps(payload))))
      return failure();
    return rows;
  }
  OwningOpRef<ModuleOp> clone = payload.clone();
  dropUntimedOps(*clone);
  if (failed(runLoweringPasses(*clone, featureLowering(options))))
    return failure();
  return extractLoweredFeatures(*clone, options);
}
