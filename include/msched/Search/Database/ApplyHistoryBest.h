//===- ApplyHistoryBest.h - Replace tasks by their best schedule -*- C++
//-*-===//
//
// MetaSchedule's ApplyHistoryBest: each function of a module that has tuning
// records in a database is replaced by the payload of its fastest valid
// record (replayed from the record's trace). Functions without records are
// left as they are. Exposed as the msched-opt pass
// `--msched-apply-database="work-dir=DIR [threads=T]"`, so it composes into
// mlir-opt style pipelines, and used by msched-tune for its scheduled module.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_APPLYHISTORYBEST_H
#define MSCHED_APPLYHISTORYBEST_H

#include "msched/Search/Database/Database.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <memory>
#include <string>
#include <vector>

namespace msched {

/// What applyHistoryBest did to one function.
struct AppliedSchedule {
  std::string funcName;
  bool applied = false;
  double seconds = 0; ///< the record's median run time when applied
  std::string note;   ///< why not applied ("no tuning record", ...)
};

/// Replaces, in place, every public function of `module` that has valid
/// records in `database` for `target` by its best schedule. A function
/// without a linalg op at its top level (a model calling its extracted
/// tasks) is no task and is skipped without an entry. `target` empty:
/// records of any thread count on this CPU (hostTarget() is a prefix of the
/// record's target). Fails (with a diagnostic at the function) only when a
/// best record's trace no longer replays on its function.
mlir::FailureOr<std::vector<AppliedSchedule>>
applyHistoryBest(mlir::ModuleOp module, const Database &database,
                 llvm::StringRef target = "");

/// applyHistoryBest with the database of msched-tune's work directory
/// `workDir`, opened read only, and the records of `threads` threads on this
/// CPU (0: any thread count). Errors (not a directory, a database that does
/// not open) and the database's skipped lines (warnings) are emitted at
/// `loc`; a function left as it was gets a remark at its location saying
/// why.
mlir::FailureOr<std::vector<AppliedSchedule>>
applyDatabase(mlir::ModuleOp module, llvm::StringRef workDir, int threads,
              mlir::Location loc);

/// The pass `msched-apply-database` (options work-dir, threads).
std::unique_ptr<mlir::Pass> createApplyDatabasePass();
/// Registers it for msched-opt. Idempotent.
void registerApplyDatabasePass();

} // namespace msched

#endif // MSCHED_APPLYHISTORYBEST_H
