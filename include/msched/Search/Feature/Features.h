//===- Features.h - Per-store features of a scheduled candidate -*- C++ -*-===//
//
// The features the cost model (CostModel.h) learns from: MetaSchedule's
// PerStoreFeature (Apache TVM, src/meta_schedule/feature_extractor/
// per_store_feature.cc, groups 1-5, 164 values per store with the default
// buffers_per_store = 5 and arith_intensity_curve_num_samples = 10), adapted
// from TVM's TIR to MLIR's scf/vector/memref IR.
//
// Input. A scheduled payload (linalg/scf/vector on tensors, as a Schedule
// holds it). By default (FeatureIR::Tensor) it is read as it is, without
// running any pass: a tensor lives in the buffer bufferization would give it
// in place (a slice is a view of its source; the result of insert_slice,
// transfer_write, a destination-style op, a loop-carried value or an
// scf.forall shared output lives in its destination's buffer), and linalg ops
// are read as the loop nests convert-linalg-to-loops makes of them. One-shot
// bufferization of unrolled tensor code costs tens of milliseconds, more than
// the whole budget of feature extraction. FeatureIR::Bufferized and
// VectorsLowered instead clone the payload and run the front of the CPU
// lowering pipeline (featurePipeline(): empty-tensor elimination, one-shot
// bufferization, canonicalization, for VectorsLowered msched-lower-vectors,
// and convert-linalg-to-loops; never the LLVM conversions) and read the
// scf/vector/memref IR, as the builder compiles it. extractLoweredFeatures
// reads any of these levels as it is.
//
// Rows. One row per *store group*: the store-like ops of one block writing
// the same root buffer (memref.store, vector.store, vector.transfer_write,
// vector.maskedstore, tensor.insert; a copy: memref.copy, or an insert_slice /
// parallel_insert_slice whose source is not already in the destination's
// buffer), or one linalg op (its writes to one init operand). Tensor writes
// whose result is unused are dead and skipped. TVM keeps one row per written
// buffer (a later store to the buffer replaces the earlier one's row); MLIR
// code has no unrolled loop kind, so an unrolled loop or an unrolled n-D
// vector appears as several stores in one block, and grouping them makes one
// row out of what TVM would see as one store in an unrolled loop. Rows are in
// program order (post-order: a linalg op after the ops in its body, which are
// never stores). Unlike TVM, stores of constants (a fill) are kept: in MLIR a
// fill is its own loop nest whose memory traffic differs between schedules.
//
// Terms used below.
//  - loop nest of a group: the scf.for / scf.forall / scf.parallel loops
//    enclosing the group's block, outermost first, then for a linalg op its
//    iteration domain (serial loops, as convert-linalg-to-loops makes); one
//    loop per induction variable (a 2-D scf.forall is two loops). Trip counts
//    are static (ceil((ub - lb) / step)); a loop with a dynamic bound counts 1
//    (TVM). parallel loops = scf.forall and scf.parallel dimensions; serial =
//    scf.for.
//  - lane loop: when the group stores vectors of more than one element, a
//    virtual innermost loop over the vector's elements (TVM's vectorized
//    loop), of extent V = elements of the widest stored vector.
//  - nest product P = product of the trip counts of the loop nest times V.
//  - T(op) = product of the trip counts of all loops enclosing op: how many
//    times op executes.
//  - slice: the ops that compute the stored value(s), found by walking
//    operands backwards from the stored values through arith/math/vector ops,
//    stopping at loads (memref.load, vector.load, transfer_read,
//    tensor.extract, ...), constants and block arguments, and going through
//    scf.for / scf.if results to their yields. A linalg op's slice is its
//    body; its reads are its input operands (and the init, when the body
//    uses it).
//  - lanes(op) = elements of op's vector result (1 for scalars).
//  - spatial / reduce loop (of a group): spatial when the index of some store
//    of the group depends on its induction variable, reduce otherwise (the
//    store rewrites the same location at each iteration). The lane loop is
//    spatial.
//  - root buffer: the buffer a memref or tensor lives in (through
//    memref.subview / tensor.extract_slice chains, casts, loop-carried values
//    and destinations, see Input): a function argument, an allocation
//    (memref.alloc, alloca, tensor.empty), a global, or a value msched cannot
//    see through (a reshape, a pad). Accesses are mapped to root indices
//    through the slices' offsets and strides, as affine expressions of the
//    loops' normalized counters (iteration numbers 0..trip-1).
//  - slog(x) = log2(1 + |x|) (TVM's slog). Every value below is slog-scaled
//    unless it is a 0/1 flag (one-hot).
//
// Layout (kFeatureWidth = 167 floats). Index: name: meaning.
//
// Group 1, arithmetic (16): counts over the slice of the group, each op
// counted lanes(op) * T(op) times (so a vector<8xf32> add in a loop of 4
// iterations counts 32).
//   0 float_mad: math.fma, vector.fma, vector.outerproduct with accumulator,
//     vector.contract (counts the product of its iteration bounds).
//   1 float_add_sub: arith.addf, subf, negf; add reductions
//     (vector.reduction / multi_reduction <add>, counting source elements).
//   2 float_mul: arith.mulf, outerproduct without accumulator, mul reductions.
//   3 float_div_mod: arith.divf, remf.
//   4 float_cmp: arith.cmpf, maximumf, minimumf, maxnumf, minnumf, min/max
//     reductions.
//   5 float_math_func: math dialect ops on floats except math.fma (exp, tanh,
//     erf, sqrt, ...).
//   6 float_other_func: func.call returning a float.
//   7 int_mad: always 0 (arith has no integer multiply-add); kept so the
//     layout matches TVM's.
//   8 int_add_sub, 9 int_mul, 10 int_div_mod (divsi, divui, remsi, remui,
//     floordivsi, ceildivsi, ceildivui), 11 int_cmp (cmpi, max/min si/ui),
//     12 int_math_func (math ops on integers), 13 int_other_func (func.call
//     returning an integer): the same on integer and index values of the slice
//     (index arithmetic of addresses is not in the slice, as in TVM).
//   14 bool_op: arith.andi, ori, xori on i1.
//   15 select_op: arith.select.
// Group 1, loop kinds (3 x 11): for each kind K, in the order vectorize
// (16-26), unroll (27-37), parallel (38-48):
//   +0 num: number of loops of kind K, +1 prod: product of their extents,
//   +2 len: extent of the innermost one, +3..+10 pos one-hot: none, inner
//   spatial, middle spatial, outer spatial, inner reduce, middle reduce, outer
//   reduce, mixed: where the innermost loop of kind K sits among the spatial
//   (or reduce) loops of the nest; mixed when the loops of kind K are both
//   spatial and reduce. (TVM declares these positions but always exports
//   "mixed"; here they are computed.)
//   vectorize: the dimensions of the widest stored vector with more than one
//     element (num = their count, prod = V, len = the innermost one's size);
//     position inner spatial.
//   unroll: one virtual loop whose extent is the number of store ops in the
//     group, when it is more than 1 (loops unrolled by a schedule and n-D
//     vectors unrolled by msched-lower-vectors); position inner spatial when
//     the stores write different locations, inner reduce otherwise.
//   parallel: the parallel loops of the nest.
// Group 1, CPU loop structure (8; TVM has the GPU thread extents here, which
// have no meaning on a CPU):
//   49 serial_num: number of serial loops in the nest.
//   50 serial_prod: product of their trip counts.
//   51 serial_innermost_len: trip count of the innermost serial loop (0 if
//      none).
//   52 store_vector_bytes: bytes written by one execution of the group's
//      widest store op.
//   53 register_tile_elems: elements written by the group's store ops in one
//      iteration of the innermost enclosing loop (sum over its stores).
//   54 shuffle_elems: vector data movement in the slice, counted elements *
//      T: vector.broadcast, transpose, shuffle, extract, insert,
//      extract_strided_slice, insert_strided_slice, to_elements,
//      from_elements, and transfer_reads whose permutation map broadcasts or
//      transposes.
//   55 horizontal_reduce_elems: source elements * T of vector.reduction and of
//      vector.multi_reduction reducing the innermost vector dimension.
//   56 has_reduce_loop (flag): some loop of the nest is a reduce loop.
//
// Group 2, buffer accesses (5 buffers x 18 = 90, indices 57 + 18 * b + f):
// the buffers the group accesses (the written root buffer and those read by
// loads in the slice), sorted by lines, then bytes (descending), then order of
// first access; the first 5, zero-padded. Fields f:
//   0 read, 1 write, 2 read_write (one-hot access type; TVM's "unknown" is
//     not exported).
//   3 bytes: bytes moved: sum over the group's accesses to the buffer of
//     elements per execution * element bytes * T(access). (TVM: element bytes
//     * P, one access per iteration.)
//   4 unique_bytes: bytes of the box the accesses touch over the whole nest
//     (per root dimension, the range of the index over all loops of the nest
//     plus the access's extent along that dimension).
//   5 lines: cache lines touched, TVM's estimate: P * (number of access ops
//     to the buffer) / prod_non_strided * min(1, min_stride * element bytes /
//     64), at least 1, where min_stride is the smallest stride (in elements)
//     of the innermost loop whose counter moves the access, and
//     prod_non_strided the product of the extents of the loops inside it.
//   6 unique_lines: unique_bytes / min(64, contiguous bytes), at least 1,
//     contiguous bytes being the longest contiguous run of the touched box
//     (the innermost dimension's extent, times the next dimension's while the
//     inner one is whole). (TVM uses the innermost dimension whose extent is
//     the whole buffer's.)
//   7 reuse_loop_multiple_read, 8 reuse_serial_multiple_read_write,
//     9 reuse_none (one-hot reuse type): TVM's SetReuse, scanning loops from
//     the innermost (lane loop first): the first loop whose counter no access
//     to the buffer depends on gives loop reuse (reuse count = its extent,
//     distance in iterations = product of the extents inside it, distance in
//     bytes = bytes the groups so far touched under the next inner loop); a
//     loop under which earlier groups also touched the buffer gives serial
//     reuse.
//   10 reuse_dis_iter, 11 reuse_dis_bytes, 12 reuse_ct.
//   13 bytes_d_reuse_ct, 14 unique_bytes_d_reuse_ct, 15 lines_d_reuse_ct,
//   16 unique_lines_d_reuse_ct: fields 3-6 divided by reuse_ct (0.5 when it
//     is 0).
//   17 stride: the stride (elements) of the innermost loop of the nest on the
//     buffer (0 when the innermost loop does not move the access).
//
// Group 3, arithmetic intensity curve (10, indices 147-156): TVM's group 3.
// For k = 1..n (n loops of the nest, lane loop included), FLOPs of the k
// innermost loops (group 1's float counts / P * the product of their
// extents) over the bytes of the boxes they touch; the curve of intensity
// against FLOPs is sampled at 10 evenly spaced FLOP levels (linear
// interpolation), slog-scaled. All zero without float ops.
//
// Group 4, allocation (4, indices 157-160), when the group writes a
// memref.alloc / alloca / tensor.empty that the function does not return (a
// returned one is the output buffer, which the real build writes in place):
//   157 alloc_size: bytes of the allocation.
//   158 alloc_prod: elements * T(alloc): elements allocated over the run.
//   159 alloc_outer_prod: T(alloc) (1 when there is no allocation).
//   160 outer_prod / alloc_outer_prod (field 161 over field 159, before
//       scaling).
//
// Group 5, outer loops (3, indices 161-163):
//   161 outer_prod: P.
//   162 num_loops: loops of the nest, lane loop included.
//   163 outer_parallel_prod: product of the extents of the parallel loops at
//       the outermost positions of the nest (before any serial loop): the
//       parallelism available without nested parallel regions. (TVM has the
//       auto_unroll_max_step pragma here, which MLIR has no analog of.)
//
// Group 6, target (3, indices 164-166; not in TVM, whose model is trained per
// target): the same for every row of a candidate, so that one model can
// learn from records of several thread counts and hosts.
//   164 target.threads: threads the candidate runs with.
//   165 target.vector_lanes: fp32 lanes of the host's widest FMA vector.
//   166 target.vector_registers: vector registers of that width.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_FEATURES_H
#define MSCHED_FEATURES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace msched {

/// Floats per row (store group).
inline constexpr unsigned kFeatureWidth = 167;

// Field offsets of the layout above.
inline constexpr unsigned kArithOffset = 0;          ///< 16 arithmetic counts
inline constexpr unsigned kVectorizeOffset = 16;     ///< 11 loop-kind fields
inline constexpr unsigned kUnrollOffset = 27;        ///< 11 loop-kind fields
inline constexpr unsigned kParallelOffset = 38;      ///< 11 loop-kind fields
inline constexpr unsigned kLoopStructureOffset = 49; ///< 8 CPU loop fields
inline constexpr unsigned kBufferOffset = 57;        ///< 5 x 18 buffer fields
inline constexpr unsigned kBuffersPerStore = 5;
inline constexpr unsigned kBufferFieldCount = 18;
inline constexpr unsigned kIntensityOffset = 147; ///< 10 curve samples
inline constexpr unsigned kIntensitySamples = 10;
inline constexpr unsigned kAllocOffset = 157;  ///< 4 allocation fields
inline constexpr unsigned kOuterOffset = 161;  ///< 3 outer-loop fields
inline constexpr unsigned kTargetOffset = 164; ///< 3 target fields
static_assert(kTargetOffset + 3 == kFeatureWidth, "layout");

/// One row per store group, each kFeatureWidth floats.
using FeatureRows = std::vector<std::vector<float>>;

/// Which IR the features are read from. Measured on 50 samples of the
/// default design space of GMM 512 (bench-cost-model-quality --extraction):
/// Tensor 0.09 ms median (0.3 ms max); Bufferized 18-38 ms and
/// VectorsLowered 20-42 ms median (two runs on a busy 2-core machine). Tensor
/// and Bufferized give identical rows on the example schedules (test) and on 47
/// of 63 design-space samples of 14 workloads; the others differ in
/// shuffle_elems (canonicalization folds some vector data movement before
/// bufferizing) or around reshapes and pads of dynamic size.
enum class FeatureIR {
  /// The scheduled payload as it is (tensors, no pass; see Input above).
  /// The default.
  Tensor,
  /// Bufferized (featurePipeline()): n-D vector transfers, contractions and
  /// reductions as the schedule left them, on memrefs. Bufferizing unrolled
  /// tensor code costs 10-40 ms.
  Bufferized,
  /// Also msched-lower-vectors (1-D loads and stores, FMAs, shuffles), as the
  /// builder compiles it; a little slower than Bufferized.
  VectorsLowered,
};

struct FeatureOptions {
  FeatureIR ir = FeatureIR::Tensor;
  /// Cache line size in bytes (TVM's cache_line_bytes).
  int64_t cacheLineBytes = 64;
  /// The target group: threads, and the vector registers (0: this host's,
  /// HostPeak.h: 16 lanes and 32 registers with AVX-512, 8 and 16 with AVX2
  /// and FMA, none otherwise; < 0: none).
  int64_t threads = 1;
  int64_t vectorLanes = 0;
  int64_t vectorRegisters = 0;
};

/// The name of feature `index` (e.g. "float_mad", "parallel.prod",
/// "B2.unique_lines", "intensity.3", "alloc_size"); "" out of range.
llvm::StringRef featureName(unsigned index);

/// The pass pipeline (textual, anchored on builtin.module) that brings a
/// scheduled payload to the IR features are read from: "" for
/// FeatureIR::Tensor; otherwise the front of loweringPipeline() (Lowering.h)
/// up to convert-linalg-to-loops, without the entry point and inlining (a
/// returned allocation stands for the output buffer), and without
/// msched-lower-vectors for FeatureIR::Bufferized.
std::string featurePipeline(const FeatureOptions &options = {});

/// Features of `scheduledPayload` (not modified): for FeatureIR::Tensor,
/// extractLoweredFeatures() on it; otherwise on a clone that went through
/// featurePipeline(). Where a function has constant arguments, without what
/// the builder computes from them once, untimed (ConstantPrepacking.h): for
/// FeatureIR::Tensor those ops are skipped (their results stay buffers of
/// the function), otherwise moved out of the clone before it is lowered.
/// The features then describe the code that is timed. Fails when the pipeline
/// fails. Diagnostics go to the context's handler, or into `*error` (one
/// message per line) when `error` is non-null.
mlir::FailureOr<FeatureRows> extractFeatures(mlir::ModuleOp scheduledPayload,
                                             const FeatureOptions &options = {},
                                             std::string *error = nullptr);

/// Features of `module` as it is, tensors or memrefs (every function body is
/// read). Ops it does not know are ignored (they count no arithmetic and no
/// memory). Does not fail today; FailureOr leaves room for IR it will
/// reject.
mlir::FailureOr<FeatureRows>
extractLoweredFeatures(mlir::ModuleOp module,
                       const FeatureOptions &options = {});

/// TVM's slog: log2(1 + |x|).
float slog(double x);

} // namespace msched

#endif // MSCHED_FEATURES_H
