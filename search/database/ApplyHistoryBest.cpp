//===- ApplyHistoryBest.cpp - Replace tasks by their best schedule --------===//

#include "msched/Search/Database/ApplyHistoryBest.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/FileSystem.h"

#include <mutex>
#include <set>

using namespace mlir;
using namespace msched;

/// The best valid record of `workloadId` for `target` (see the header).
static const TuningRecord *bestRecord(const Database &database,
                                      size_t workloadId, StringRef target) {
  if (!target.empty()) {
    std::vector<const TuningRecord *> top =
        database.getTopK(workloadId, target, 1);
    return top.empty() ? nullptr : top.front();
  }
  // The best schedule of each target of this host's CPU, then the best of
  // those.
  std::string cpu = hostTarget();
  std::set<std::string> targets;
  for (const TuningRecord *r : database.getAllRecords(workloadId))
    if (StringRef(r->target).starts_with(cpu))
      targets.insert(r->target);
  const TuningRecord *best = nullptr;
  std::optional<double> bestSeconds;
  for (const std::string &t : targets)
    for (const TuningRecord *r : database.getTopK(workloadId, t, 1)) {
      std::optional<double> s = database.pooledMedianSeconds(*r);
      if (s && (!best || *s < *bestSeconds)) {
        best = r;
        bestSeconds = s;
      }
    }
  return best;
}

/// Why no record of `workloadId` (none: the function is not in the
/// database) is applied for `target`.
static std::string whyNoRecord(const Database &database,
                               std::optional<size_t> workloadId,
                               StringRef target) {
  std::string note;
  if (!workloadId) {
    note = "no tuning record of this function (its structural hash is not in "
           "the database)";
  } else {
    std::vector<const TuningRecord *> records =
        database.getAllRecords(*workloadId);
    std::set<std::string> otherTargets;
    size_t valid = 0;
    for (const TuningRecord *r : records)
      if (r->medianSeconds()) {
        ++valid;
        otherTargets.insert(r->target);
      }
    if (valid == 0) {
      note = std::to_string(records.size()) +
             " tuning records of this function, none valid (each failed to "
             "build, run or match the reference)";
    } else {
      note = std::to_string(valid) +
             " valid tuning records, none for target '" +
             (target.empty() ? hostTarget() + "*" : target.str()) +
             "' (other target: the records are of";
      for (const std::string &t : otherTargets)
        note += " '" + t + "'";
      note += ")";
    }
  }
  if (!database.loadWarnings().empty())
    note += "; " + std::to_string(database.loadWarnings().size()) +
            " corrupt database lines were skipped, which may have held its "
            "records";
  return note;
}

FailureOr<std::vector<AppliedSchedule>>
msched::applyHistoryBest(ModuleOp module, const Database &database,
                         StringRef target) {
  std::vector<AppliedSchedule> applied;
  SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
  for (func::FuncOp func : funcs) {
    if (func.isExternal() || !func.isPublic())
      continue;
    // A model that calls its extracted tasks is no task: its tasks are
    // scheduled instead.
    if (isModelOfTasks(func) ||
        llvm::none_of(func.getBody().getOps(),
                      [](Operation &op) { return isa<linalg::LinalgOp>(op); }))
      continue;
    AppliedSchedule entry;
    entry.funcName = func.getSymName().str();
    std::optional<size_t> id = database.lookupWorkload(structuralHash(func));
    const TuningRecord *record =
        id ? bestRecord(database, *id, target) : nullptr;
    if (!record) {
      entry.note = whyNoRecord(database, id, target);
      applied.push_back(entry);
      continue;
    }
    FailureOr<Trace> trace = database.decodeTrace(*record, module.getContext());
    if (failed(trace))
      return failure();
    ReplayOptions options;
    options.funcName = entry.funcName;
    FailureOr<OwningOpRef<ModuleOp>> scheduled =
        replayTrace(module, *trace, options);
    if (failed(scheduled))
      return failure();
    auto newFunc = (*scheduled)->lookupSymbol<func::FuncOp>(entry.funcName);
    if (!newFunc)
      return func.emitError()
             << "the replayed schedule lost @" << entry.funcName;
    // Helpers the schedule may have added (e.g. outlined functions) come
    // along; the task itself replaces the original in place.
    newFunc->moveBefore(func);
    func.erase();
    entry.applied = true;
    entry.seconds = *database.pooledMedianSeconds(*record);
    applied.push_back(entry);
  }
  return applied;
}

FailureOr<std::vector<AppliedSchedule>> msched::applyDatabase(ModuleOp module,
                                                              StringRef workDir,
                                                              int threads,
                                                              Location loc) {
  if (!llvm::sys::fs::is_directory(workDir)) {
    emitError(loc) << "no tuning database: '" << workDir
                   << "' is not a directory";
    return failure();
  }
  // Read only: applying a database never writes to it.
  llvm::Expected<std::unique_ptr<Database>> database =
      Database::open(workDir, Database::OpenMode::ReadOnly);
  if (!database) {
    emitError(loc) << "cannot open the tuning database in '" << workDir
                   << "': " << llvm::toString(database.takeError());
    return failure();
  }
  // Skipped lines are warned about, as msched-tune does.
  for (const DatabaseWarning &w : (*database)->loadWarnings())
    emitWarning(loc) << w.str();
  std::string target = threads > 0 ? hostTarget(threads) : "";
  FailureOr<std::vector<AppliedSchedule>> applied =
      applyHistoryBest(module, **database, target);
  if (failed(applied))
    return failure();
  // A function left as it was is no error (a pipeline may schedule only
  // some), but it is never silent: a remark at the function says why.
  for (const AppliedSchedule &entry : *applied) {
    if (entry.applied)
      continue;
    auto func = module.lookupSymbol<func::FuncOp>(entry.funcName);
    emitRemark(func ? func.getLoc() : loc)
        << "msched-apply-database: @" << entry.funcName
        << " left unscheduled: " << entry.note;
  }
  return applied;
}

namespace {

struct ApplyDatabasePass
    : public PassWrapper<ApplyDatabasePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ApplyDatabasePass)

  ApplyDatabasePass() = default;
  ApplyDatabasePass(const ApplyDatabasePass &other) : PassWrapper(other) {}

  StringRef getArgument() const final { return "msched-apply-database"; }
  StringRef getDescription() const final {
    return "Replace each function by its best schedule from an msched "
           "tuning database (MetaSchedule's apply-history-best)";
  }

  Option<std::string> workDir{*this, "work-dir",
                              llvm::cl::desc("msched-tune's work directory")};
  Option<int> threads{
      *this, "threads",
      llvm::cl::desc("Use records measured with this many threads (0: any)"),
      llvm::cl::init(0)};

  void runOnOperation() override {
    // Errors about the database are emitted at the module's location, not on
    // the module op: the latter would print the whole module with them.
    Location loc = getOperation().getLoc();
    if (workDir.empty()) {
      emitError(loc) << "msched-apply-database needs work-dir=DIR";
      return signalPassFailure();
    }
    if (failed(applyDatabase(getOperation(), workDir, threads, loc)))
      return signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> msched::createApplyDatabasePass() {
  return std::make_unique<ApplyDatabasePass>();
}

void msched::registerApplyDatabasePass() {
  static std::once_flag once;
  std::call_once(once, [] { PassRegistration<ApplyDatabasePass>(); });
}
