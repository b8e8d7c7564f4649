//===- ModuleUtils.h - Helpers shared by transformation modules -*- C++ -*-===//
//
// Payload queries (the MLIR analogues of the TIR analyses MetaSchedule's
// schedule rules ask, apache/tvm src/tir/schedule/analysis/analysis.cc) and
// small traced steps that several modules share: annotations, the closest
// enclosing loop, vectorizing a tile, and the parsing of module options
// ("key=value,key=value").
//
// Decision independence. A trace is replayed with other decisions than the
// ones it was built with (mutators change the decision of one sampling
// instruction, search/), so no step may embed a constant that is only valid
// for the decisions drawn while the trace was built: a constant tile size
// must divide a static extent of the workload, never the extent of a tile
// whose size was sampled. The helpers below keep to that rule.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MODULES_MODULEUTILS_H
#define MSCHED_MODULES_MODULEUTILS_H

#include "msched/Modules/TransformModule.h"
#include "msched/Traces/Schedule.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace msched {
namespace modules {

/// Discardable attribute that MultiLevelTiling puts on the block it tiles
/// (its structure, e.g. "SSRSRS"): TVM's `meta_schedule.tiling_structure`
/// annotation, read by HasBeenMultiLevelTiled. Tiling copies it onto the
/// tiled op.
inline constexpr llvm::StringLiteral kTilingStructureAttr =
    "msched.tiling_structure";

/// A block's request to multi-level tiling: "must" asks for the write-cache
/// variant only (MultiLevelTiling.cpp, requiresWriteCache).
inline constexpr llvm::StringLiteral kReuseWriteAttrName = "msched.reuse_write";
/// The tile group of a block (e.g. pad-peeling's interior and borders):
/// multi-level tiling samples the loops its blocks have alike once, so they
/// take the same tiles (Schedule::samplePerfectTileInGroup).
inline constexpr llvm::StringLiteral kTileGroupAttrName = "msched.tile_group";

/// The number of cores of this machine (std::thread::hardware_concurrency,
/// at least 1): the default of the modules' `cores` option.
int64_t defaultCores();

//===----------------------------------------------------------------------===//
// Payload queries
//===----------------------------------------------------------------------===//

/// Appends transform.msched.compute_inline of `block` to `sch` and releases
/// its result handle (the auto-inline module and random-compute-location's
/// "inline" decision). Fails with the schedule's error.
mlir::LogicalResult applyComputeInline(Schedule &sch, OpHandle block);

/// The scf.for / scf.forall ops enclosing `op` inside its function,
/// outermost first.
llvm::SmallVector<mlir::Operation *> getEnclosingLoops(mlir::Operation *op);

/// Whether `op` was tiled by MultiLevelTiling (TVM HasBeenMultiLevelTiled).
bool hasBeenMultiLevelTiled(mlir::Operation *op);

/// `op` as a linalg op with static loop ranges whose iterators are all
/// parallel or reduction, with exactly one init (DPS output); null otherwise.
mlir::linalg::LinalgOp getStaticLinalgOp(mlir::Operation *op);

/// The products of the extents of the parallel and of the reduction loops
/// (TVM GetCumulativeSpaceAndReductionLength).
std::pair<int64_t, int64_t>
getCumulativeSpaceAndReduction(mlir::linalg::LinalgOp op);

/// TVM NeedsMultiLevelTiling (src/tir/schedule/analysis/analysis.cc) for a
/// linalg op: not tiled yet (neither multi-level tiled nor inside a loop: the
/// "trivial binding" of TVM), one output, at least one input, at least one
/// reduction loop, no input read twice, and *data reuse*: summed over the
/// inputs, at least one parallel loop of extent > 1 does not index an input
/// (e.g. a matmul's j does not index A).
bool needsMultiLevelTiling(mlir::Operation *op);

/// Whether `op` only permutes its one input: a linalg.transpose, or a
/// linalg.generic with all loops parallel, one input, one init, permutation
/// maps and a body that yields the input element.
bool isTranspose(mlir::Operation *op);

/// Whether a linalg op reads the result of `slice` (a tensor.extract_slice,
/// or slices of it) through an index that decreases in one of its loops
/// (e.g. a transposed convolution's flipped kernel, `oh + 3 - kh`).
/// Upstream's tiling takes an operand's slice at the tile's lower bounds,
/// which is wrong for such maps: a producer fused there computes the wrong
/// region (seen on t2d), so modules leave such producers where they are.
bool readsDecreasingly(mlir::Operation *slice);

/// Whether `func` computes no reduction (TVM IsSpatialPrimFunc): no linalg
/// op with a reduction loop and no vector reduction or contraction (what a
/// vectorized reduction became).
bool isSpatialFunc(mlir::Operation *func);

/// Tile sizes (0: not tiled) that parallelize `op`'s outermost parallel
/// loops (up to its first reduction loop) with at most `maxTasks` tasks
/// (TVM RewriteParallel's loop scan, parallelize-vectorize-unroll's step 1):
/// each loop is fully parallel while the task count fits, the first that
/// does not fit gets the largest task count that divides it and fits, and
/// the scan stops there. The innermost loop is split only in whole chunks of
/// `innermostUnit` (its vector tile; its extent keeps it whole), loop
/// `unitDim` in chunks of `unitDimUnit` (a transposed read's square tile).
/// All 0 when there would be one task.
llvm::SmallVector<TileSize> getParallelTileSizes(
    mlir::linalg::LinalgOp op, int64_t maxTasks, int64_t innermostUnit,
    std::optional<unsigned> unitDim = std::nullopt, int64_t unitDimUnit = 1);

/// The product of `factors` as a tile size: 1 for none, the param itself for
/// one, transform.msched.multiply for more (a level's tile size in a
/// multi-level tiling: the product of the factors of the levels inside it).
mlir::FailureOr<TileSize> productTileSize(Schedule &sch,
                                          llvm::ArrayRef<ParamHandle> factors);

/// The largest divisor of `extent` that is <= `bound` (1 when bound < 1).
int64_t largestDivisorAtMost(int64_t extent, int64_t bound);

/// The loops of a 2-D (or 3-D) convolution-like linalg op that must be 1
/// before it can be decomposed to a 1-D one (upstream's
/// transform.structured.decompose; transform.msched.decompose_grouped_conv
/// for a grouped convolution; transform.msched.decompose_conv_3d first for a
/// 3-D one), which upstream vectorizes.
///
/// The removed image loop is the output height, except in a channels-last
/// convolution one column wide and more than one row high (a column border
/// that pad-peeling split off): there it is the width, which is 1 already,
/// so that the rows are the height and the register tile keeps rows of
/// accumulators (upstream decomposes either way).
struct DecomposableConv {
  /// The output image loop the decomposition removes (the height, or the
  /// width, see above).
  unsigned removedOutputLoop;
  /// The filter loop that goes with it.
  unsigned removedFilterLoop;
  /// The group loop of a grouped convolution (linalg.conv_2d_nhwgc_gfhwc).
  std::optional<unsigned> group;
  /// The output and filter depth loops of a 3-D convolution
  /// (linalg.conv_3d_ndhwc_dhwcf).
  std::optional<std::pair<unsigned, unsigned>> depth;

  llvm::SmallVector<unsigned, 4> unitDims() const {
    llvm::SmallVector<unsigned, 4> dims{removedOutputLoop, removedFilterLoop};
    if (group)
      dims.push_back(*group);
    if (depth) {
      dims.push_back(depth->first);
      dims.push_back(depth->second);
    }
    return dims;
  }
  /// Whether `d` is one of the filter loops among unitDims().
  bool isFilterLoop(unsigned d) const {
    return d == removedFilterLoop || (depth && d == depth->second);
  }
};
/// std::nullopt for ops that are no such convolution.
std::optional<DecomposableConv> getDecomposableConv(mlir::linalg::LinalgOp op);

//===----------------------------------------------------------------------===//
// Traced steps
//===----------------------------------------------------------------------===//

/// transform.param.constant + transform.annotate: sets the discardable
/// attribute `name` = `value` on the ops of `target`.
mlir::LogicalResult annotate(Schedule &sch, OpHandle target,
                             llvm::StringRef name, mlir::Attribute value);

/// Names the blocks a primitive created: splits `parts` (consumed) and
/// annotates its i-th op with the block name `<blockName><suffix><i>`, and
/// with msched.reuse_write = "must" when `mustReuseWrite` (multi-level
/// tiling then gives each its write-cache variant only, so that the new
/// blocks do not multiply the design space). E.g. pad-peeling's borders,
/// transposed-conv-phases' phases, split-grouped-conv's groups.
mlir::LogicalResult nameBlocks(Schedule &sch, OpHandle parts,
                               llvm::StringRef blockName,
                               llvm::StringRef suffix, bool mustReuseWrite);

/// Splits `ops` (consumed) and annotates its i-th op with the block name
/// names[i]; fails when `ops` does not hold names.size() ops.
mlir::LogicalResult nameEachBlock(Schedule &sch, OpHandle ops,
                                  llvm::ArrayRef<std::string> names);

/// Gives each op of `parts` (the parts of a split op, whose inits are
/// slices of one fill) a fill of its own
/// (transform.msched.privatize_init_fill), named names[i] for the i-th op,
/// so that multi-level tiling fuses each into its part's parallel loop
/// (fuse_init_fill); the whole fill goes once no element of it is read.
/// Does nothing (success) when some op's init is not of that form, or
/// `parts` does not hold names.size() ops. `parts` is only read.
mlir::LogicalResult privatizeInitFills(Schedule &sch, OpHandle parts,
                                       llvm::ArrayRef<std::string> names);

/// Whether every op of `parts` can get a fill of its own
/// (msched::whyNotPrivatizableInitFill is empty for each).
bool initFillsPrivatizable(Schedule &sch, OpHandle parts);

/// transform.get_parent_op {op_name = opName}: the closest enclosing op
/// named `opName` of the one op of `target`.
mlir::FailureOr<LoopHandle> getParentLoop(Schedule &sch, OpHandle target,
                                          llvm::StringRef opName = "scf.for");

/// Vectorizes the one op of `target` (consumed), which must be small
/// enough to become vectors as it is. A 2-D convolution is first tiled to
/// size 1 on its output and filter heights and its group loop (always
/// valid; skipped for extents already 1) and decomposed to a 1-D one
/// (transform.structured.decompose, or for a grouped convolution
/// transform.msched.decompose_grouped_conv, whose filter transpose is
/// vectorized too), which upstream vectorizes. Linalg
/// contractions become vector.contract (create_named_contraction), which the
/// builder lowers to outer products (FMAs). Fails (getLastError()) when a
/// step fails, leaving the steps before it in the trace.
mlir::LogicalResult vectorizeBlock(Schedule &sch, OpHandle target);

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

/// The factory of a module that takes no options: a ModuleT for "" (or
/// blanks), null for any option text.
template <typename ModuleT>
std::unique_ptr<TransformModule>
createModuleWithoutOptions(llvm::StringRef options) {
  if (!options.trim().empty())
    return nullptr;
  return std::make_unique<ModuleT>();
}

/// Options text "key=value,key=value" (spaces around tokens ignored; a list
/// value is written with `:` between items, e.g.
/// "unroll_max_steps=0:16:64:512").
class OptionParser {
public:
  /// Parses `text`; on failure `getError()` says why.
  explicit OptionParser(llvm::StringRef text);

  bool ok() const { return error.empty(); }
  const std::string &getError() const { return error; }

  /// Reads `key` into `value` when present (removing it).
  void get(llvm::StringRef key, int64_t &value);
  void get(llvm::StringRef key, bool &value);
  void get(llvm::StringRef key, std::string &value);
  void get(llvm::StringRef key, llvm::SmallVectorImpl<int64_t> &value);

  /// Fails (with an error naming them) when keys are left that no get()
  /// asked for. Call it last.
  bool finish();

private:
  llvm::StringMap<std::string> values;
  std::string error;
};

} // namespace modules
} // namespace msched

#endif // MSCHED_MODULES_MODULEUTILS_H
