//===- DesignSpace.h - Design-space generation ------------------*- C++ -*-===//
//
// The design space of a task (MetaSchedule's SpaceGenerator PostOrderApply,
// TVM src/meta_schedule/space_generator/post_order_apply.cc; NeurIPS 2022
// paper, sec. 3.2 "Modular Search Space Composition"): the composition of a
// list of transformation modules (TransformModule.h) over the blocks of the
// task.
//
// Algorithm (generateDesignSpace):
//  1. Blocks. Every op implementing TilingInterface directly in the body of
//     the task's function, in program order, is a block. Each is named
//     `<op>_<i>` (op name without dialect, i counting ops of that name: e.g.
//     fill_0, matmul_0, generic_0, generic_1) and tagged, through traced
//     instructions (transform.structured.match + split_handle,
//     transform.param.constant + transform.annotate per block), with the
//     discardable attribute `msched.block`. An op that already carries a
//     `msched.block` string keeps it as its name (it must be unique).
//  2. Composition. For each module in list order, for each block in reverse
//     program order (consumers before producers, TVM's post order), each
//     schedule of the space so far is replaced by the module's results for
//     that block (a module may fork the schedule into several). A block that
//     no longer exists in a schedule (hasBlock: e.g. inlined) is skipped for
//     that schedule. Blocks a module creates and names (ops at the top level
//     of the function with a new `msched.block` name, e.g. rfactor's
//     combining op, the phases of a transposed convolution) are appended to
//     the block list after that module, so the modules after it schedule
//     them (TVM's PostOrderApply collects the blocks again for each rule).
//     Shared decisions (DesignSpaceOptions::shareDecisions, not in
//     MetaSchedule): a block structurally identical to one the same module
//     scheduled before in that schedule (same op, attributes, types and
//     body, whatever values it reads and whatever its block and tile-group
//     names: the phases of a transposed convolution, the groups of a
//     grouped one, also when each group is peeled) reuses that block's
//     sampled params instead of sampling its own, and of the module's
//     results for it only the same variant (result index) is kept. The
//     search then moves the identical blocks together, as TVM's task
//     extraction tunes identical subgraphs as one task: T2D's design space
//     has 6 tile decisions and 4 schedules per sample instead of 24 and 18.
//  3. Errors. A module that fails on a schedule (apply() returns failure) is
//     noted with its reason and the schedule continues as it was before the
//     module (the generator hands the module a copy); a result schedule that
//     is unusable (Schedule::isUsable) or whose payload does not verify is
//     dropped with a note (the schedule before the module is kept when none
//     of the results survives). Modules therefore never stop generation.
//
// Each returned schedule is one *sample* of the space: its trace holds the
// decisions its sampling instructions drew. The *space* itself, for a
// search, is the set of those traces without their decisions
// (getDesignSpaceTraces): replaying one with a fresh seed (TraceReplay.h)
// draws a new sample of the same structure (MetaSchedule's replay-trace).
// Caveat: a module may have chosen its next steps after looking at a
// sampled value, so a redrawn decision can make a later instruction
// inapplicable (replay then fails: an invalid candidate, never a crash), or
// leave it without effect (e.g. random-compute-location's -1/-2 vs loop
// decisions; see modules/RandomComputeLocation.cpp).
//
// Reproducibility: the schedules depend only on the workload, the module
// list and the seed (DESIGN.md, invariant 2). Sample i of sampleDesignSpace
// uses seed RandomEngine::streamSeed(seed, i), so it is the same whichever
// other samples are drawn, in whichever order or thread; generating in
// parallel needs one MLIRContext per thread (Schedule.h, "Threads").
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_DESIGNSPACE_H
#define MSCHED_DESIGNSPACE_H

#include "msched/Modules/TransformModule.h"
#include "msched/Traces/Schedule.h"
#include "msched/Traces/Trace.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>
#include <vector>

namespace msched {

/// Something worth reporting that happened while composing the modules.
struct DesignSpaceNote {
  enum class Kind {
    ModuleFailed,    ///< apply() failed; the schedule before it was kept
    ScheduleDropped, ///< a result was unusable or invalid and was dropped
  };
  Kind kind = Kind::ModuleFailed;
  std::string module; ///< the module's name
  std::string block;  ///< the block it was applied to
  std::string reason;

  /// E.g. "module 'auto-inline' failed on block 'generic_0': ...".
  std::string str() const;
};

/// What generateDesignSpace reports besides the schedules.
struct DesignSpaceReport {
  /// The block names, in program order.
  std::vector<std::string> blocks;
  std::vector<DesignSpaceNote> notes;
};

struct DesignSpaceOptions {
  /// Options of the schedules (ScheduleOptions::seed is overridden by the
  /// seed argument).
  ScheduleOptions schedule;
  /// Verify each result payload (mlir::verify) after each module.
  bool verify = true;
  /// Structurally identical blocks (same op, attributes, types and body,
  /// whatever they read) share the decisions a module samples for them
  /// (Schedule::beginSharedDecisions): one decision per identical block
  /// group, as TVM's task extraction gives identical subgraphs one task.
  bool shareDecisions = true;
};

/// The block names generateDesignSpace gives the blocks of `func` of
/// `workload` (step 1 above), in program order, without building anything.
/// Fails, emitting an error at the workload, like Schedule::create, and
/// when two ops carry the same `msched.block` name.
mlir::FailureOr<std::vector<std::string>>
getBlockNames(mlir::ModuleOp workload, llvm::StringRef func = "");

/// Tags the blocks of the task of `sch` (step 1 above: traced instructions)
/// and returns their names in program order. Fails when `sch` cannot take a
/// step (sch.getLastError()) or a `msched.block` name is duplicated (emits
/// an error at the op).
mlir::FailureOr<std::vector<std::string>> tagBlocks(Schedule &sch);

/// One sample of the design space of task `func` of `workload` (empty: its
/// only function) under `modules` (step 2 above), with seed `seed`. Calls
/// loadModuleExtensions on the workload's context. Fails only when no
/// schedule can be created (errors emitted at the workload) or the blocks
/// cannot be tagged; module failures are notes in `report`.
mlir::FailureOr<std::vector<Schedule>>
generateDesignSpace(mlir::ModuleOp workload, llvm::StringRef func,
                    llvm::ArrayRef<TransformModule *> modules, uint64_t seed,
                    DesignSpaceReport *report = nullptr,
                    const DesignSpaceOptions &options = {});

/// The seed of sample `index` drawn with user seed `seed`:
/// RandomEngine::streamSeed(seed, index).
uint64_t getSampleSeed(uint64_t seed, uint64_t index);

/// `numSamples` samples: sample i is generateDesignSpace with seed
/// getSampleSeed(seed, i). `reports`, when non-null, receives one report per
/// sample.
mlir::FailureOr<std::vector<std::vector<Schedule>>>
sampleDesignSpace(mlir::ModuleOp workload, llvm::StringRef func,
                  llvm::ArrayRef<TransformModule *> modules, uint64_t seed,
                  unsigned numSamples,
                  std::vector<DesignSpaceReport> *reports = nullptr,
                  const DesignSpaceOptions &options = {});

/// A copy of `trace` whose sampling instructions have no decision: replaying
/// it (TraceReplay.h) draws them anew from the replay's seed.
Trace withoutDecisions(const Trace &trace);

/// The design space as traces without decisions: withoutDecisions of the
/// traces of generateDesignSpace(workload, func, modules, seed).
mlir::FailureOr<std::vector<Trace>>
getDesignSpaceTraces(mlir::ModuleOp workload, llvm::StringRef func,
                     llvm::ArrayRef<TransformModule *> modules, uint64_t seed,
                     DesignSpaceReport *report = nullptr,
                     const DesignSpaceOptions &options = {});

} // namespace msched

#endif // MSCHED_DESIGNSPACE_H
