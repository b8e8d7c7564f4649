//===- TensorIntrinsic.h - The registry of tensor intrinsics ----*- C++ -*-===//
//
// A tensor intrinsic (TVM's TensorIntrin: a description and an
// implementation, apache/tvm python/tvm/tir/tensor_intrin/x86.py and
// src/meta_schedule/schedule_rule/multi_level_tiling_with_intrin.cc) is one
// hardware instruction that computes a small contraction tile:
//
//   acc[n] += sum over g < group of ext(lhs[g]) * ext(rhs[n][g]),  n < lanes
//
// for one row of the left-hand operand (its `group` consecutive k elements
// broadcast to every lane) and `lanes` columns of the right-hand operand
// (each with its `group` k elements next to each other: the VNNI layout).
// The description says what it computes: element kinds, how the body widens
// them (extf, extui, extsi), lanes and group (the M x N x K = 1 x lanes x
// group tile), and the host features it needs. The implementation builds
// the instruction's computation in MLIR. The packed dot products build it
// as pure vector ops (widen, multiply, sum each lane's group:
// vector.multi_reduction), which msched-lower-vectors turns into the
// instruction (llvm.call_intrinsic) after bufferization
// (VectorLowering.cpp, PackedDotProductToIntrinsic): a call before that
// stops buffer deallocation (unknown memory effects), and
// x86vector.avx512.dot computed wrong results in msched's JIT (MLIR/LLVM
// 22; not isolated). On a host without the instruction the ops stay and
// compile to slower code with the same result.
//
// Operand layouts the implementation reads (transform.msched.
// pack_for_intrinsic makes them, for matmuls, batch matmuls and
// convolutions): lhs [..., K/group, group] (a reshape of A, K padded to a
// multiple of the group), rhs [..., N/lanes, ..., K/group, lanes, group] (B
// packed: the VNNI layout, one panel per column vector), acc [..., N] (C as
// it is).
//
// Built in (lib/TensorIntrinsic.cpp), in order of preference:
//   avx512-bf16-dot   bf16 x bf16 -> f32, 16 lanes, group 2: vdpbf16ps zmm;
//                     needs avx512bf16.
//   avx512-vnni-u8s8  u8 x s8 -> i32, 16 lanes, group 4: vpdpbusd zmm;
//                     needs avx512vnni.
//   avx-vnni-u8s8     u8 x s8 -> i32, 8 lanes, group 4: vpdpbusd ymm (VEX);
//                     needs avxvnni.
//   fma-f32-avx512    f32 x f32 -> f32, 16 lanes, group 1: vfmadd zmm
//                     (vector.fma); needs avx512f.
// (the f32 ones are offered by multi-level-tiling-with-intrinsic only with
// its option fma=true: multi-level-tiling schedules f32 by default.)
//   fma-f32-avx2      f32 x f32 -> f32, 8 lanes, group 1: vfmadd ymm; needs
//                     avx2 and fma.
//   amx-bf16          bf16 x bf16 -> f32, tiles of 16 rows x 16 lanes x 32
//                     k (16 steps of pairs): tdpbf16ps; needs amx-tile and
//                     amx-bf16.
//   amx-int8-u8s8     u8 x s8 -> i32, 16 x 16 x 64 (16 steps of groups of
//                     4): tdpbusd; needs amx-tile and amx-int8.
// The AMX ones (listed first, preferred where the host has them) are tile
// intrinsics: their implementation is a vector.contract over whole tiles in
// the VNNI layout (maps (m, k, vnni), (k, n, vnni), (m, n)) on widened
// operands; msched-lower-vectors strips the widening and upstream's
// convert-vector-to-amx patterns make it tile loads, the tile multiply and a
// tile store (amx dialect), then LLVM's AMX intrinsics. A process must ask
// the kernel for the AMX state (arch_prctl ARCH_REQ_XCOMP_PERM) before its
// first AMX instruction: requestAmxPermission() below.
//
// A new intrinsic registers like a module: subclass TensorIntrinsic in its
// own file and MSCHED_REGISTER_TENSOR_INTRINSIC(Class); no core change.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TENSORINTRINSIC_H
#define MSCHED_TENSORINTRINSIC_H

#include "msched/Workload.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Builders.h"
#include "mlir/Support/LLVM.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace msched {

/// How a contraction's body widens an operand before the multiply.
enum class Widening {
  None,     ///< used as it is (f32)
  Float,    ///< arith.extf (bf16 -> f32)
  Signed,   ///< arith.extsi (s8 -> i32)
  Unsigned, ///< arith.extui (u8 -> i32)
};

/// What a contraction's scalar body computes: acc += widen(lhs) *
/// widen(rhs), with the element kinds of its operands.
struct ContractionBody {
  ElementKind lhs, rhs, acc;
  Widening lhsWidening, rhsWidening;
  bool operator==(const ContractionBody &other) const {
    return lhs == other.lhs && rhs == other.rhs && acc == other.acc &&
           lhsWidening == other.lhsWidening && rhsWidening == other.rhsWidening;
  }
};

/// The body of `op` when it is a two-input, one-init linalg op whose body
/// is yield(add(acc, mul(widen(in0), widen(in1)))) with the add and multiply
/// of the accumulator's type (addf/mulf or addi/muli) and at most one
/// widening cast per operand; none otherwise.
std::optional<ContractionBody> matchContractionBody(mlir::linalg::LinalgOp op);

/// What one intrinsic computes (see the file comment).
struct TensorIntrinsicDescription {
  std::string name;     ///< e.g. "avx512-vnni-u8s8"
  ContractionBody body; ///< the contraction it computes
  int64_t lanes = 0;    ///< accumulators per instruction (N)
  int64_t group = 1;    ///< k elements per lane and instruction (K)
  std::vector<std::string> requiredFeatures; ///< LLVM names, e.g. "avx512vnni"
  std::string instruction; ///< for people, e.g. "vpdpbusd zmm"
  /// A tile intrinsic (AMX) computes rows x lanes x (steps * group) per
  /// instruction on tiles loaded from memory; the dot products above have
  /// rows = steps = 1.
  int64_t rows = 1;
  int64_t steps = 1;
  bool isTile() const { return rows > 1 || steps > 1; }
};

class TensorIntrinsic {
public:
  virtual ~TensorIntrinsic();
  virtual const TensorIntrinsicDescription &getDescription() const = 0;
  /// Builds one instruction: returns acc + the products. `acc` is a
  /// vector<lanes x acc>; `lhs` a vector<lanes*group x lhs> holding one row's
  /// group broadcast to every lane; `rhs` a vector<lanes*group x rhs>, lane
  /// n's group at [n*group, (n+1)*group).
  virtual mlir::Value build(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value acc, mlir::Value lhs,
                            mlir::Value rhs) const = 0;
  /// Builds one instruction of a tile intrinsic (isTile()): returns acc +
  /// lhs * rhs with `acc` a vector<rows x lanes x acc> (rows of C), `lhs` a
  /// vector<rows x steps x group x lhs> (rows of A, each a row of the
  /// tile), `rhs` a vector<steps x lanes x group x rhs> (B in the VNNI
  /// layout). Not called for the others.
  virtual mlir::Value buildTile(mlir::OpBuilder &b, mlir::Location loc,
                                mlir::Value acc, mlir::Value lhs,
                                mlir::Value rhs) const;
};

/// Registers `intrinsic` under its description's name. Returns true; a name
/// registered twice keeps the first and returns false.
bool registerTensorIntrinsic(std::unique_ptr<TensorIntrinsic> intrinsic);

/// The registered intrinsic named `name`; null when there is none.
const TensorIntrinsic *lookupTensorIntrinsic(llvm::StringRef name);

/// Every registered intrinsic, in registration order (built-ins first, in
/// the order of the file comment).
std::vector<const TensorIntrinsic *> registeredTensorIntrinsics();

/// Whether the host (llvm::sys::getHostCPUFeatures) has every feature
/// `intrinsic` requires.
bool hostHasIntrinsic(const TensorIntrinsic &intrinsic);

/// Names of the registered intrinsics the host has, comma-separated, in
/// registration order: what a tuning record's target string lists after
/// "intrinsics=".
std::string hostIntrinsicNames();

/// The indexing maps of an AMX tile multiply's vector.contract over (m, n,
/// k, vnni): A (m, k, vnni), B (k, n, vnni), C (m, n) (the VNNI layout
/// upstream's convert-vector-to-amx takes).
llvm::SmallVector<mlir::AffineMap> amxTileMaps(mlir::MLIRContext *ctx);

/// Asks the kernel for permission to use the AMX tile data state
/// (arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA), Linux 5.16+), once
/// per process, when the host has amx-tile. Returns false (with `why`) when
/// the host has AMX and the kernel refused; true otherwise (nothing to do
/// without AMX).
bool requestAmxPermission(std::string &why);

/// Static registration in an intrinsic's own .cpp file.
#define MSCHED_REGISTER_TENSOR_INTRINSIC(Class)                                \
  static const bool msched_registered_intrinsic_##Class =                      \
      ::msched::registerTensorIntrinsic(std::make_unique<Class>())

} // namespace msched

#endif // MSCHED_TENSORINTRINSIC_H
