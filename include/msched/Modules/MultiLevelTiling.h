//===- MultiLevelTiling.h - The multi-level tiling module -------*- C++ -*-===//
//
// MetaSchedule's MultiLevelTiling schedule rule (apache/tvm
// src/meta_schedule/schedule_rule/multi_level_tiling.cc) on linalg ops:
// registered as "multi-level-tiling". See modules/MultiLevelTiling.cpp for
// what it does to the payload.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MODULES_MULTILEVELTILING_H
#define MSCHED_MODULES_MULTILEVELTILING_H

#include "msched/Modules/TransformModule.h"

#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <string>

namespace msched {

/// Whether to fork a write-cache variant (TVM ReuseType for reuse_write).
enum class ReuseWrite { None, May, Must };

/// Options of "multi-level-tiling", with MetaSchedule's CPU defaults
/// (ScheduleRule::DefaultLLVM: MultiLevelTiling("SSRSRS",
/// max_innermost_factor=64, reuse_write may)).
/// Text form: "structure=SSRSRS,max_innermost_factor=64,reuse_write=may,
/// parallel_outer=true,fuse_init_fill=true,register_prior=true,max_reduction_tile=512,
/// pad_to_kernels=true,peel_to_kernels=true,
/// pack_panels=true,pack_min_stride=0,cores=0,
/// vector_lanes=0,vector_registers=0,l1_bytes=0,l1_ways=0,l2_bytes=0".
struct MultiLevelTilingOptions {
  /// Tiling structure, outermost level first: 'S' levels split the parallel
  /// loops, 'R' levels the reduction loops.
  std::string structure = "SSRSRS";
  /// Bound of the innermost factor of every sampled tiling (<= 0: none),
  /// except the reduction loops' under a register prior (below).
  int64_t maxInnermostFactor = 64;
  /// none | may (both variants) | must (only the write-cache one).
  ReuseWrite reuseWrite = ReuseWrite::May;
  /// Make the outermost level (when it is an 'S' level) an scf.forall
  /// (tile_using_forall): the loops TVM's RewriteParallelVectorizeUnroll
  /// would fuse and parallelize. false: an scf.for nest like the others.
  bool parallelOuter = true;
  /// With parallel_outer: fuse the linalg.fill that initializes the output
  /// (when it feeds this op alone) into that scf.forall
  /// (fuse_into_containing_op through its shared_outs), so that each task
  /// zeroes its own tile right before accumulating into it (TVM places the
  /// init block in the loop nest with decompose_reduction) instead of a
  /// separate parallel pass over the whole output.
  bool fuseInitFill = true;
  /// Weight the innermost factors of the output's loops (the register tile,
  /// when the structure ends with 'S') towards outer-product FMA kernels that
  /// fit the vector registers: the output's contiguous loop one or two
  /// vectors wide, the loop before it as many rows as two vectors' worth of
  /// accumulators leave registers for (BLIS/oneDNN microkernel shapes, e.g.
  /// 6x16 on AVX2, 14x32 on AVX-512; when the row loop is shorter than
  /// that, e.g. a 4-wide convolution output, also wider rows of up to as
  /// many vectors as its accumulators leave registers for: 4 x 64 on
  /// AVX-512), other output loops 1, and the
  /// reduction loops around the tile long (max_reduction_tile / 8, / 4 or
  /// / 2) to amortize loading and storing the accumulators. A prior on
  /// sample_perfect_tile (innermost_prior): every tiling stays reachable.
  /// Not in MetaSchedule.
  bool registerPrior = true;
  /// With register_prior, the bound of the innermost factor of the reduction
  /// loops (the loop around the register tile, structure ending in "RS")
  /// instead of max_innermost_factor: the accumulators stay in registers
  /// across that loop, so its length is not a vector or unroll extent, and
  /// MetaSchedule's 64 cuts the best kernels off (GMM 1024 on an AMD EPYC
  /// znver5 host, in one interleaved run: 8x32 tiles reach 161 GFLOP/s with
  /// a k tile of 64, 181-184 with 256; see README, Performance report). <= 0:
  /// max_innermost_factor. Not in MetaSchedule.
  int64_t maxReductionTile = 512;
  /// With register_prior and a write cache, also schedule a contraction
  /// whose extents no register kernel divides padded to extents they divide
  /// (see modules/MultiLevelTiling.cpp, step 5), with packed panels where
  /// the padded inputs qualify (pack_panels). Not in MetaSchedule.
  bool padToKernels = true;
  /// With register_prior and a write cache, also schedule a contraction or
  /// convolution whose output rows (a convolution's output width) the
  /// widest register kernel (the most rows, e.g. 6 x 16 on AVX2, 14 x 32 on
  /// AVX-512) does not divide split in two (transform.structured.split):
  /// the rows that kernel divides, and the remaining rows as their own
  /// block "<block>_rest" (a peeled kernel: GMM 1024 on AVX2 gets 1020 rows
  /// that 6 x 16 kernels can tile and 4 rows of 4 x 16, where perfect tiles
  /// of 1024 allow 4 x 16, 8 accumulators, at most). Not for blocks that
  /// ask for the write cache only. See modules/MultiLevelTiling.cpp, step
  /// 7. Not in MetaSchedule.
  ///
  /// The peeled variant replaces the unpeeled ones (plain and packed) when
  /// the row counts of the prior that divide the rows all give kernels of
  /// fewer accumulators than the FMAs in flight and a quarter
  /// (kMinAccumulators: 10, two vectors a row; on AVX2 a power-of-two row
  /// count allows 4 x 16, 8 accumulators, where 6 x 16 has 12). Such a
  /// kernel keeps the FMA units busy only while no load is late: on Zen 3
  /// (session 46, alternating processes, median GFLOP/s) C1D's 4 x 16
  /// schedules ran at 64-71 where a peeled 6 x 16 one ran at 83, GMM 128's
  /// at 69-77 against 82, though the fastest calls of both were alike; the
  /// tuner, timing in quiet phases, had kept the 4 x 16 ones. Not where a
  /// linalg op consumes the block: only an unpeeled nest can take in an
  /// elementwise epilogue.
  bool peelToKernels = true;
  /// With register_prior and a write cache, also fork a variant with packed
  /// panels (TVM's reuse_read / cache_read, in the layout of the packed
  /// panels of BLIS and oneDNN): each input that the register kernel reads
  /// as vectors (its contiguous loop is the kernel's vector loop) and that
  /// steps through memory by at least pack_min_stride bytes per iteration of
  /// a reduction loop (e.g. a GEMM's K x N right-hand matrix, N * 4 bytes per
  /// k step) is copied, one tile per iteration of the reduction loop around
  /// the register loops, into a contiguous tensor
  /// (transform.msched.cache_read) that the kernel reads instead. Strides of
  /// a page or more put every row of a panel in the same few cache sets and
  /// on its own page. In this variant the loops the packed inputs do not
  /// depend on are not split between the parallel level and the panels'
  /// (one sampled factor less), so that each panel is copied once per task
  /// and panel, not once per block of rows. Packing is timed inside the
  /// call. Not in MetaSchedule's CPU defaults.
  bool packPanels = true;
  /// Bytes per reduction step from which an input is packed (see
  /// pack_panels). 0: from the host's caches, for one column of the longest
  /// panel in the register prior (r = max_reduction_tile / 2 rows, one
  /// cache line each, s bytes apart), packed when
  ///  - it spans more than the L2: s * r > L2 bytes (HostPeak.h
  ///    hostL2CacheBytes), so its rows need more ways than the L2 has (a
  ///    1 MiB L2 and 256-row panels: strides over 4 KiB); or
  ///  - its rows, at most the input's reduction steps n, evict each other
  ///    from the L1 data cache: min(r, n) > rowsThatFitInCache(s, L1)
  ///    (HostPeak.h; a 32 KiB 8-way L1 holds 128 rows 256 bytes apart, 64
  ///    rows 512 bytes apart: C1D's 3 x 64 x 128 filter is packed, a K = 64
  ///    GEMM with 256-byte rows is not). The kernel would reload such a
  ///    panel from the L2 on every pass, which the core's other hardware
  ///    thread can slow down by half (C1D on Zen 3: 90 vs 50 GFLOP/s in
  ///    phases of seconds; packed: 63-84).
  int64_t packMinStride = 0;
  /// With register_prior and parallel_outer, the cores the scf.forall of the
  /// outermost level is for (0: this machine's, ModuleUtils.h
  /// defaultCores()). When there are several, the outermost factor of the
  /// output's first tiled loop that indexes the largest input (the first
  /// tiled loop when none does) is drawn towards c, 2c, 4c and 8c tiles
  /// (sample_perfect_tile's outermost_prior), so that the forall's task
  /// count is a multiple of the cores (without it, half the draws of a
  /// GEMM's forall on 2 cores had one task or an odd count). Not in
  /// MetaSchedule, whose parallel loop is fused by a postprocessor.
  int64_t cores = 0;
  /// fp32 lanes of a vector register and the number of vector registers; 0:
  /// this host's (HostPeak.h hostFmaLanes: 16 and 32 with AVX-512, 8 and 16
  /// with AVX2). Tests pin them to be host-independent.
  int64_t vectorLanes = 0;
  int64_t vectorRegisters = 0;
  /// The caches that pack_panels (with pack_min_stride 0) and the packed
  /// variant's reduction tiles are sized for: the L1 data cache's bytes and
  /// ways and the L2's bytes; 0: this host's (HostPeak.h hostL1DataCache,
  /// hostL2CacheBytes: e.g. 32 KiB 8-way and 512 KiB on Zen 3, 48 KiB
  /// 12-way and 1 MiB on Zen 5; l1_bytes and l1_ways are given together,
  /// with 64-byte lines). Tests pin them with the vector registers to be
  /// host-independent.
  int64_t l1Bytes = 0;
  int64_t l1Ways = 0;
  int64_t l2Bytes = 0;

  /// Parses the text form; unknown keys and bad values are errors.
  static mlir::FailureOr<MultiLevelTilingOptions> parse(llvm::StringRef text,
                                                        std::string &error);
};

std::unique_ptr<TransformModule>
createMultiLevelTiling(const MultiLevelTilingOptions &options = {});

/// Factory for the registry: parses `options`; null when they are invalid.
std::unique_ptr<TransformModule>
createMultiLevelTilingFromText(llvm::StringRef options);

} // namespace msched

#endif // MSCHED_MODULES_MULTILEVELTILING_H
