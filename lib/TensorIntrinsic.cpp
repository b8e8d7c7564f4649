//===- TensorIntrinsic.cpp - The registry and the built-in intrinsics -----===//

#include "msched/TensorIntrinsic.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/TargetParser/Host.h"

#include <cerrno>
#include <cstring>
#include <mutex>

#include <sys/syscall.h>
#include <unistd.h>

using namespace mlir;
using namespace msched;

TensorIntrinsic::~TensorIntrinsic() = default;

Value TensorIntrinsic::buildTile(OpBuilder &, Location, Value, Value,
                                 Value) const {
  llvm_unreachable("buildTile of an intrinsic that is not a tile intrinsic");
}

//===----------------------------------------------------------------------===//
// Matching a contraction's body
//===----------------------------------------------------------------------===//

/// The block argument `v` is, seen through at most one widening cast.
static std::optional<std::pair<unsigned, Widening>> widenedArg(Value v,
                                                               Block &body) {
  Widening widening = Widening::None;
  if (Operation *def = v.getDefiningOp()) {
    if (isa<arith::ExtFOp>(def))
      widening = Widening::Float;
    else if (isa<arith::ExtSIOp>(def))
      widening = Widening::Signed;
    else if (isa<arith::ExtUIOp>(def))
      widening = Widening::Unsigned;
    else
      return std::nullopt;
    v = def->getOperand(0);
  }
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner() != &body)
    return std::nullopt;
  return std::make_pair(arg.getArgNumber(), widening);
}

std::optional<ContractionBody>
msched::matchContractionBody(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 || !op.getBlock())
    return std::nullopt;
  Block &body = *op.getBlock();
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  Operation *add = yield.getOperand(0).getDefiningOp();
  if (!add || !isa<arith::AddFOp, arith::AddIOp>(add))
    return std::nullopt;
  bool isFloat = isa<arith::AddFOp>(add);
  auto isAcc = [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == &body && arg.getArgNumber() == 2;
  };
  Value product = isAcc(add->getOperand(0))   ? add->getOperand(1)
                  : isAcc(add->getOperand(1)) ? add->getOperand(0)
                                              : Value();
  Operation *mul = product ? product.getDefiningOp() : nullptr;
  if (!mul || !(isFloat ? isa<arith::MulFOp>(mul) : isa<arith::MulIOp>(mul)))
    return std::nullopt;
  auto a = widenedArg(mul->getOperand(0), body);
  auto b = widenedArg(mul->getOperand(1), body);
  if (!a || !b || a->first == b->first || a->first > 1 || b->first > 1)
    return std::nullopt;
  if (a->first == 1)
    std::swap(a, b);
  // Only the cast ops, the multiply, the add and the yield.
  size_t expected =
      3 + (a->second != Widening::None) + (b->second != Widening::None);
  if (body.getOperations().size() != expected)
    return std::nullopt;
  auto kindOf = [&](unsigned operand) {
    return elementKindOf(
        getElementTypeOrSelf(op->getOperand(operand).getType()));
  };
  std::optional<ElementKind> lhs = kindOf(0), rhs = kindOf(1), acc = kindOf(2);
  if (!lhs || !rhs || !acc)
    return std::nullopt;
  return ContractionBody{*lhs, *rhs, *acc, a->second, b->second};
}

//===----------------------------------------------------------------------===//
// Built-in intrinsics
//===----------------------------------------------------------------------===//

namespace {

/// An intrinsic given by its description and a build function.
class SimpleIntrinsic : public TensorIntrinsic {
public:
  using BuildFn = Value (*)(OpBuilder &, Location, Value, Value, Value);
  /// `buildFn` builds the instruction: one row of a dot product, or whole
  /// tiles for a tile intrinsic.
  SimpleIntrinsic(TensorIntrinsicDescription description, BuildFn buildFn)
      : description(std::move(description)), buildFn(buildFn) {}
  const TensorIntrinsicDescription &getDescription() const override {
    return description;
  }
  Value build(OpBuilder &b, Location loc, Value acc, Value lhs,
              Value rhs) const override {
    return buildFn(b, loc, acc, lhs, rhs);
  }
  Value buildTile(OpBuilder &b, Location loc, Value acc, Value lhs,
                  Value rhs) const override {
    return buildFn(b, loc, acc, lhs, rhs);
  }

private:
  TensorIntrinsicDescription description;
  BuildFn buildFn;
};

/// A packed dot product as pure vector ops (a call would stop buffer
/// deallocation, which refuses ops of unknown memory effects): each lane's
/// group of `group` widened products summed into the accumulator.
/// msched-lower-vectors (VectorLowering.cpp, PackedDotProductToIntrinsic)
/// makes them the instruction (vpdpbusd, vdpbf16ps) after bufferization.
Value buildPackedDot(OpBuilder &b, Location loc, Value acc, Value lhs,
                     Value rhs, int64_t group) {
  auto accType = cast<VectorType>(acc.getType());
  int64_t lanes = accType.getNumElements();
  Type element = accType.getElementType();
  auto wide = VectorType::get({lanes * group}, element);
  Value products;
  if (isa<FloatType>(element)) {
    Value x = arith::ExtFOp::create(b, loc, wide, lhs);
    Value y = arith::ExtFOp::create(b, loc, wide, rhs);
    products = arith::MulFOp::create(b, loc, x, y);
  } else {
    Value x = arith::ExtUIOp::create(b, loc, wide, lhs);
    Value y = arith::ExtSIOp::create(b, loc, wide, rhs);
    products = arith::MulIOp::create(b, loc, x, y);
  }
  Value groups = vector::ShapeCastOp::create(
      b, loc, VectorType::get({lanes, group}, element), products);
  return vector::MultiDimReductionOp::create(b, loc, groups, acc,
                                             ArrayRef<bool>{false, true},
                                             vector::CombiningKind::ADD);
}

Value buildBf16Dot(OpBuilder &b, Location loc, Value acc, Value lhs,
                   Value rhs) {
  return buildPackedDot(b, loc, acc, lhs, rhs, 2);
}

Value buildVpdpbusd(OpBuilder &b, Location loc, Value acc, Value lhs,
                    Value rhs) {
  return buildPackedDot(b, loc, acc, lhs, rhs, 4);
}

/// An AMX tile multiply as a vector.contract in the VNNI layout on widened
/// operands (bf16 -> f32; u8 -> i32 by extui, s8 -> i32 by extsi), so that
/// it computes the same on a host without AMX; msched-lower-vectors strips
/// the widening where the host has AMX and upstream's convert-vector-to-amx
/// makes it tdpbf16ps / tdpbusd (VectorLowering.cpp).
Value buildAmxTile(OpBuilder &b, Location loc, Value acc, Value lhs,
                   Value rhs) {
  auto accType = cast<VectorType>(acc.getType());
  Type element = accType.getElementType();
  auto widen = [&](Value v, bool isLhs) -> Value {
    auto type = cast<VectorType>(v.getType()).clone(element);
    if (isa<FloatType>(element))
      return arith::ExtFOp::create(b, loc, type, v);
    if (isLhs)
      return arith::ExtUIOp::create(b, loc, type, v);
    return arith::ExtSIOp::create(b, loc, type, v);
  };
  MLIRContext *ctx = b.getContext();
  SmallVector<AffineMap> maps = amxTileMaps(ctx);
  using IT = vector::IteratorType;
  SmallVector<Attribute> iterators;
  for (IT it : {IT::parallel, IT::parallel, IT::reduction, IT::reduction})
    iterators.push_back(vector::IteratorTypeAttr::get(ctx, it));
  return vector::ContractionOp::create(
      b, loc, widen(lhs, true), widen(rhs, false), acc,
      b.getAffineMapArrayAttr(maps), b.getArrayAttr(iterators));
}

Value buildFma(OpBuilder &b, Location loc, Value acc, Value lhs, Value rhs) {
  return vector::FMAOp::create(b, loc, lhs, rhs, acc);
}

bool insertIntrinsic(std::unique_ptr<TensorIntrinsic> intrinsic);

void registerBuiltins() {
  using K = ElementKind;
  using W = Widening;
  ContractionBody bf16{K::BF16, K::BF16, K::F32, W::Float, W::Float};
  ContractionBody u8s8{K::I8, K::I8, K::I32, W::Unsigned, W::Signed};
  ContractionBody f32{K::F32, K::F32, K::F32, W::None, W::None};
  auto add = [](TensorIntrinsicDescription d, SimpleIntrinsic::BuildFn fn) {
    insertIntrinsic(std::make_unique<SimpleIntrinsic>(std::move(d), fn));
  };
  add({"amx-bf16", bf16, 16, 2, {"amx-tile", "amx-bf16"}, "tdpbf16ps", 16, 16},
      buildAmxTile);
  add({"amx-int8-u8s8",
       u8s8,
       16,
       4,
       {"amx-tile", "amx-int8"},
       "tdpbusd",
       16,
       16},
      buildAmxTile);
  add({"avx512-bf16-dot", bf16, 16, 2, {"avx512bf16"}, "vdpbf16ps zmm"},
      buildBf16Dot);
  add({"avx512-vnni-u8s8", u8s8, 16, 4, {"avx512vnni"}, "vpdpbusd zmm"},
      buildVpdpbusd);
  add({"avx-vnni-u8s8", u8s8, 8, 4, {"avxvnni"}, "vpdpbusd ymm (VEX)"},
      buildVpdpbusd);
  add({"fma-f32-avx512", f32, 16, 1, {"avx512f"}, "vfmadd231ps zmm"}, buildFma);
  add({"fma-f32-avx2", f32, 8, 1, {"avx2", "fma"}, "vfmadd231ps ymm"},
      buildFma);
}

struct Registry {
  std::mutex mutex;
  std::vector<std::unique_ptr<TensorIntrinsic>> intrinsics;
};

Registry &registry() {
  static Registry r;
  return r;
}

/// The built-ins are registered before the first lookup (not by static
/// initializers, which a static link may drop).
void ensureBuiltins() {
  static std::once_flag once;
  std::call_once(once, registerBuiltins);
}

bool insertIntrinsic(std::unique_ptr<TensorIntrinsic> intrinsic) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  for (const auto &existing : r.intrinsics)
    if (existing->getDescription().name == intrinsic->getDescription().name)
      return false;
  r.intrinsics.push_back(std::move(intrinsic));
  return true;
}

} // namespace

bool msched::registerTensorIntrinsic(
    std::unique_ptr<TensorIntrinsic> intrinsic) {
  ensureBuiltins(); // built-ins come first in the order of preference
  return insertIntrinsic(std::move(intrinsic));
}

std::vector<const TensorIntrinsic *> msched::registeredTensorIntrinsics() {
  ensureBuiltins();
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::vector<const TensorIntrinsic *> all;
  for (const auto &intrinsic : r.intrinsics)
    all.push_back(intrinsic.get());
  return all;
}

const TensorIntrinsic *msched::lookupTensorIntrinsic(StringRef name) {
  for (const TensorIntrinsic *intrinsic : registeredTensorIntrinsics())
    if (intrinsic->getDescription().name == name)
      return intrinsic;
  return nullptr;
}

bool msched::hostHasIntrinsic(const TensorIntrinsic &intrinsic) {
  static const llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  for (const std::string &feature : intrinsic.getDescription().requiredFeatures)
    if (!features.lookup(feature))
      return false;
  return true;
}

std::string msched::hostIntrinsicNames() {
  std::string names;
  for (const TensorIntrinsic *intrinsic : registeredTensorIntrinsics())
    if (hostHasIntrinsic(*intrinsic))
      names += (names.empty() ? "" : ",") + intrinsic->getDescription().name;
  return names;
}

bool msched::requestAmxPermission(std::string &why) {
  static const llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (!features.lookup("amx-tile"))
    return true;
  static std::once_flag once;
  static long result = 0;
  static int error = 0;
  std::call_once(once, [] {
    // ARCH_REQ_XCOMP_PERM = 0x1023, XFEATURE_XTILEDATA = 18 (Linux
    // arch/x86/include/uapi/asm/prctl.h; glibc has no wrapper).
    result = syscall(SYS_arch_prctl, 0x1023, 18);
    error = errno;
  });
  if (result == 0)
    return true;
  why = std::string("arch_prctl(ARCH_REQ_XCOMP_PERM, XTILEDATA) failed: ") +
        std::strerror(error);
  return false;
}

SmallVector<AffineMap> msched::amxTileMaps(MLIRContext *ctx) {
  auto dim = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  return {AffineMap::get(4, 0, {dim(0), dim(2), dim(3)}, ctx),
          AffineMap::get(4, 0, {dim(2), dim(1), dim(3)}, ctx),
          AffineMap::get(4, 0, {dim(0), dim(1)}, ctx)};
}
