//===- Database.h - The tuning database: append-only JSON lines -*- C++ -*-===//
//
// MetaSchedule's JSON database: a work directory holding two JSON-lines files.
//
//   database_workload.json       one line per workload (task):
//     {"hash": "<structural hash>", "func": "<name>", "ir": "<module text>"}
//   database_tuning_record.json  one line per measured candidate:
//     {"workload": "<structural hash>",
//      "trace": TRACE,                  // TraceJson.h form
//      "run_seconds": [float, ...],     // per repeat; null when it failed
//      "status": "ok" | "build error" | ... (statusName in Runner.h),
//      "reason": "<why it failed>",     // "" when ok
//      "target": "llvm -mtriple=... -mcpu=... -mattr=+avx2,...",
//      "args": [{"shape": [128, 128], "dtype": "f32"}, ...],
//      "timestamp": <Unix seconds, float>}
//
// Records name their workload by structural hash, not by position, so a
// corrupt workload line cannot shift the workload of other records.
//
// Durability (DESIGN.md, invariant 5): the files are append-only. Every commit
// appends one full line with a single write() on an O_APPEND descriptor, then
// fsync()s it; nothing is ever rewritten. A process killed mid-write leaves at
// most one partial last line, which the next open reports and skips (and the
// next append starts on a fresh line, so it does not glue onto it).
//
// Bad data (invariant 6): a line that is not JSON, lacks a field, has a field
// of the wrong type, or names an unknown workload is reported as a warning
// "FILE:LINE: REASON" (loadWarnings()) and skipped; every other line loads.
// A run time of 0 or less seconds (MetaSchedule's "zero run time" crash,
// apache/tvm#13354) is not a valid measurement: such a record loads (and
// is reported) but is never valid, never ranked and never divided by.
//
// Loading is fast (MetaSchedule's slow-loading complaint, apache/tvm PR
// #11680): a record's trace is validated (nlohmann::json::accept) and kept as
// JSON text, neither as a JSON tree nor as MLIR; decodeTrace builds the MLIR
// only for the records a caller uses. Lines are parsed on up to 8 threads
// that end with open().
//
// Not thread-safe; several processes may append to the same files (each line
// is one O_APPEND write), but a Database only sees lines that were there when
// it was opened, plus its own commits.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_DATABASE_H
#define MSCHED_DATABASE_H

#include "msched/Runner.h"
#include "msched/StructuralHash.h"
#include "msched/Traces/Trace.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace msched {

/// File names inside a database's work directory.
inline constexpr llvm::StringLiteral kDatabaseWorkloadFile =
    "database_workload.json";
inline constexpr llvm::StringLiteral kDatabaseTuningRecordFile =
    "database_tuning_record.json";

/// The target string of this machine, e.g. "llvm -mtriple=x86_64-pc-linux-gnu
/// -mcpu=znver5 -mattr=+adx,+aes,+avx,...", features enabled on the host
/// sorted by name (llvm::sys::getHostCPUName / getHostCPUFeatures). With
/// `numThreads` > 0, " -num-cores=N" is appended (MetaSchedule's target key for
/// the thread count: timings with different thread counts do not compare).
std::string hostTarget(int numThreads = 0);

/// A workload (task) of the database.
struct WorkloadEntry {
  std::string hash;     ///< structuralHash of the function
  std::string funcName; ///< the function's name in `ir`
  std::string ir;       ///< a module holding just the function (printOp)
};

/// One measured candidate.
struct TuningRecord {
  size_t workload = 0; ///< workload id (Database::getWorkload)
  /// The trace in its JSON form (TraceJson.h), as JSON text. Kept as text:
  /// building the JSON tree (or the MLIR) of every loaded trace would cost
  /// most of the load time and memory; see traceJson() and decodeTrace().
  std::string trace;
  MeasureStatus status = MeasureStatus::Ok;
  std::string reason; ///< why it failed; "" when ok
  /// Mean seconds per call, per repeat (Runner's repeatSeconds); empty for a
  /// failed candidate (stored as null).
  std::vector<double> runSeconds;
  std::string target;           ///< hostTarget() of the measuring machine
  std::vector<TensorInfo> args; ///< the task's arguments: shapes and dtypes
  double timestamp = 0;         ///< Unix seconds; 0 at commit: now
  /// 1-based line in database_tuning_record.json it was loaded from or
  /// appended to (assuming no other process appended meanwhile); 0 if unknown.
  size_t line = 0;

  /// `trace` parsed; a JSON value of type "discarded" if it is not JSON
  /// (never for a loaded or committed record).
  nlohmann::json traceJson() const;
  /// Ok, at least one repeat, and every repeat a finite time > 0 seconds.
  bool isValid() const;
  /// Median of runSeconds in seconds when isValid(), else none.
  std::optional<double> medianSeconds() const;
};

/// A problem found while loading; the line it names was skipped (or, for a
/// run time <= 0, loaded as an invalid record).
struct DatabaseWarning {
  std::string file; ///< path of the file
  size_t line = 0;  ///< 1-based line number
  std::string message;
  /// "FILE:LINE: MESSAGE".
  std::string str() const;
};

/// One schedule of a workload as the database holds it: the records of one
/// trace (the same trace text) on one target, e.g. a candidate and its
/// re-measurements by the tuner's confirmation (TunerOptions::confirmTop).
struct StoredSchedule {
  const TuningRecord *first = nullptr;      ///< its first record
  const TuningRecord *firstValid = nullptr; ///< its first valid one, if any
  /// The median, in seconds, of the repeats of all its valid records.
  std::optional<double> medianSeconds;
  size_t measurements = 0; ///< its records, valid or not
};

class Database {
public:
  enum class OpenMode {
    /// Creates the directory and its files when missing; commits append.
    ReadWrite,
    /// For readers (msched-replay, apply-database): creates and writes
    /// nothing; the directory must exist, a missing file reads as empty, and
    /// every commit fails.
    ReadOnly,
  };

  /// Opens the database in `workDir` and loads every well-formed line; the
  /// others are reported in loadWarnings(). Errors: the directory cannot be
  /// created (ReadOnly: does not exist) or is not a directory, or a file
  /// cannot be opened, read, or created (message names the path and errno).
  static llvm::Expected<std::unique_ptr<Database>>
  open(llvm::StringRef workDir, OpenMode mode = OpenMode::ReadWrite);

  ~Database();
  Database(const Database &) = delete;
  Database &operator=(const Database &) = delete;

  llvm::StringRef getWorkDir() const { return workDir; }
  /// Problems found by open(), in file order (workloads first).
  llvm::ArrayRef<DatabaseWarning> loadWarnings() const { return warnings; }

  /// Adds workload `entry` unless one with its hash exists; returns its id.
  /// Errors: an empty hash, a database opened ReadOnly, or the line cannot
  /// be written and synced (the workload then is not added).
  llvm::Expected<size_t> commitWorkload(const WorkloadEntry &entry);
  /// commitWorkload for `func`: its structuralHash, its name, and a module
  /// holding only a copy of it. Same errors.
  llvm::Expected<size_t> commitWorkload(mlir::func::FuncOp func);
  /// The id of the workload with structural hash `hash`, if any.
  std::optional<size_t> lookupWorkload(llvm::StringRef hash) const;
  size_t numWorkloads() const { return workloads.size(); }
  /// Workload `id`; `id` must be < numWorkloads().
  const WorkloadEntry &getWorkload(size_t id) const { return workloads[id]; }

  /// Appends `record` (timestamp 0: now) and keeps it. A failed candidate
  /// (status != Ok) is stored with run_seconds null. A trace spread over
  /// several lines is stored compacted onto one. An Ok record with a run
  /// time <= 0 is stored as measured but is never valid (never ranked).
  /// Errors, with nothing kept: a database opened ReadOnly; an unknown
  /// workload id; a trace that is not the JSON text of an object; a run time
  /// or timestamp that is not finite (JSON cannot hold it); an Ok record
  /// without run times; the line cannot be written and synced (the file may
  /// then end in a partial line, which the next append terminates).
  llvm::Error commitTuningRecord(TuningRecord record);
  /// commitTuningRecord from a measurement: `trace` in JSON form (traceToJson;
  /// its error is returned), `result`'s status, reason and repeatSeconds.
  llvm::Error commitTuningRecord(size_t workload, const Trace &trace,
                                 const MeasureResult &result,
                                 llvm::StringRef target,
                                 llvm::ArrayRef<TensorInfo> args);

  /// Up to `k` schedules of `workload` measured on exactly `target`, fastest
  /// first (ties: earlier record first). Records of the same trace (the
  /// same trace text, e.g. a candidate re-measured by the tuner's
  /// confirmation, TunerOptions::confirmTop) are one schedule measured
  /// several times: it is ranked by the median of all their repeats
  /// (pooledMedianSeconds) and returned once, as its first valid record. Failed
  /// and invalid records, and records of other targets, are excluded.
  /// Pointers stay valid as long as the Database.
  std::vector<const TuningRecord *>
  getTopK(size_t workload, llvm::StringRef target, size_t k) const;
  /// Every schedule of `workload` (any target), in the order of their first
  /// records. One pass over the records.
  std::vector<StoredSchedule> getSchedules(size_t workload) const;
  /// The median, in seconds, of the repeats of every valid record of
  /// `record`'s workload, target and trace; none if `record` is not valid.
  std::optional<double> pooledMedianSeconds(const TuningRecord &record) const;
  /// Every record of `workload` (failed and invalid ones included, any
  /// target), in file order.
  std::vector<const TuningRecord *> getAllRecords(size_t workload) const;
  /// Number of tuning records held (loaded and committed).
  size_t size() const { return records.size(); }

  /// Decodes `record`'s trace into `ctx` (parseTraceJson); errors are
  /// emitted in `ctx` located at "database_tuning_record.json:LINE".
  mlir::FailureOr<Trace> decodeTrace(const TuningRecord &record,
                                     mlir::MLIRContext *ctx) const;

private:
  Database() = default;
  llvm::Error load();
  void loadWorkloads(llvm::StringRef text, llvm::StringRef path);
  void loadRecords(llvm::StringRef text, llvm::StringRef path);
  llvm::Error append(int fd, bool &needsNewline, size_t &lines,
                     const std::string &line, llvm::StringRef path);

  llvm::Error readOnlyError() const;

  std::string workDir;
  bool readOnly = false;
  std::string workloadPath, recordPath;
  int workloadFd = -1, recordFd = -1;
  /// The file does not end in '\n' (e.g. a killed writer's partial line):
  /// the next append starts with one.
  bool workloadNeedsNewline = false, recordNeedsNewline = false;
  size_t workloadLines = 0, recordLines = 0; ///< lines in each file
  std::vector<DatabaseWarning> warnings;
  std::vector<WorkloadEntry> workloads;
  llvm::StringMap<size_t> workloadByHash;
  std::deque<TuningRecord> records; ///< deque: pointers stay valid
  std::vector<std::vector<size_t>> recordsByWorkload;
};

} // namespace msched

#endif // MSCHED_DATABASE_H
