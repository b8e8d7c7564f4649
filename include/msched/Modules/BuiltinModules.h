//===- BuiltinModules.h - msched's built-in transformation modules -*- C++
//-*-===//
//
// The transformation modules msched ships (modules/*.cpp), the default CPU
// module list, the Transform-dialect extensions their traces use, and the
// parsing of module lists written on a command line.
//
// Built-in modules are registered explicitly by
// registerBuiltinTransformModules(), so that registration does not depend
// on how the library is linked (static registration objects in a static
// library are dropped by the linker when nothing references their object
// file). MSCHED_REGISTER_MODULE (TransformModule.h) is for user modules
// compiled into the user's own executable; a module in a shared library
// of its own is a plugin (ModulePlugin.h).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_BUILTINMODULES_H
#define MSCHED_BUILTINMODULES_H

#include "msched/Modules/TransformModule.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LLVM.h"

#include <memory>
#include <string>
#include <vector>

namespace msched {

/// Registers every built-in module under its name. Idempotent and
/// thread-safe; the design-space generator and the tools call it.
void registerBuiltinTransformModules();

/// MetaSchedule's default CPU (llvm) module list, in its order
/// (shared/reference/metaschedule.md; TVM
/// python/tvm/meta_schedule/schedule_rule/schedule_rule.py, "llvm" defaults):
/// auto-inline, add-rfactor, multi-level-tiling,
/// parallelize-vectorize-unroll, random-compute-location (msched runs the
/// last two in the other order: its parallelize-vectorize-unroll rewrites
/// loops at once, TVM's after sampling); with msched's own
/// modules around them (modules/BuiltinModules.cpp says where and why), e.g.
/// multi-level-tiling-with-intrinsic before multi-level-tiling (TVM puts
/// MultiLevelTilingWithIntrin there on targets with VNNI), then data-tiling
/// (packed register-tile panels of large f32/f64 contractions).
llvm::ArrayRef<llvm::StringLiteral> defaultCpuModuleNames();

/// Adds the Transform-dialect extensions that traces of the built-in modules
/// use: today registerTraceExtensions (Traces/Trace.h), whose msched
/// extension holds every msched op, compute_inline included. A tool that
/// parses or replays such traces must register them.
void registerModuleExtensions(mlir::DialectRegistry &registry);

/// Appends registerModuleExtensions to `ctx`'s registry. Idempotent; not
/// thread-safe (call it before other threads use `ctx`).
void loadModuleExtensions(mlir::MLIRContext &ctx);

/// The cores the design space targets (MetaSchedule: the target's
/// num-cores): the default of the built-in modules' `cores` option (the
/// forall task counts multi-level tiling prefers, the parallel extent of
/// parallelize-vectorize-unroll, rfactor's split). 0, the initial value:
/// this machine's cores (std::thread::hardware_concurrency). msched-tune sets
/// it to its --threads, so a 1-thread run does not split its loops into
/// tasks for cores it will not use. Read when a module is created (and by
/// multi-level tiling when it applies); the trace records what it decided.
void setTargetCores(int64_t cores);
int64_t getTargetCores();

/// An ordered list of module instances.
using ModuleList = std::vector<std::unique_ptr<TransformModule>>;

/// Creates the modules of `spec`: comma-separated entries `NAME` or
/// `NAME{OPTIONS}` (the options text the module's factory parses, e.g.
/// `multi-level-tiling{structure=SSRSRS,max_innermost_factor=64}`), or the
/// single word `default` for defaultCpuModuleNames() with their default
/// options. Calls registerBuiltinTransformModules first. An unregistered
/// name of the default list is skipped with a note appended to `notes`
/// ("module 'multi-level-tiling' is not registered; skipped"); an
/// unregistered name written out, an empty entry, unbalanced braces, or
/// options a module rejects (its factory returned null) fail with `error`
/// set.
mlir::FailureOr<ModuleList>
createModuleList(llvm::StringRef spec, std::string &error,
                 std::vector<std::string> *notes = nullptr);

/// Views of the modules of `list`, for generateDesignSpace.
std::vector<TransformModule *> getModulePointers(const ModuleList &list);

} // namespace msched

#endif // MSCHED_BUILTINMODULES_H
