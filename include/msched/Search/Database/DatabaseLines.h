//===- DatabaseLines.h - One database line, parsed and written --*- C++ -*-===//
//
// The line format of the two database files (Database.h), separate from the
// store so that it can be read, tested and fuzzed on its own:
//  - database_workload.json: {"hash": HEX, "func": NAME, "ir": MODULE}
//  - database_tuning_record.json: {"workload": HEX, "status": NAME,
//    "reason": TEXT|null, "run_seconds": [SECONDS...]|null, "target": TEXT,
//    "args": [{"shape": [N...], "dtype": "f32"|"f64"}...], "timestamp":
//    SECONDS since the epoch, "trace": TRACE-JSON}
// Parsing never throws: a bad line yields an `error` text (what is missing or
// mistyped) and the caller skips it with a warning naming file and line.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SEARCH_DATABASE_DATABASELINES_H
#define MSCHED_SEARCH_DATABASE_DATABASELINES_H

#include "msched/Search/Database/Database.h"

#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <string>

namespace msched {

/// One line of database_tuning_record.json, parsed.
struct ParsedRecordLine {
  TuningRecord record; ///< all but `workload` and `line`
  std::string hash;    ///< the workload it names
  std::string error;   ///< why the line is skipped; "" when it is not
};

/// Parses one record line. Only validates the trace's JSON (json::accept,
/// no tree built) and keeps its text: the tree of every trace would cost
/// most of the load time and memory, for records nobody decodes. Pure and
/// thread-safe.
ParsedRecordLine parseRecordLine(llvm::StringRef line);

/// One line of database_workload.json, parsed.
struct ParsedWorkloadLine {
  WorkloadEntry entry;
  std::string error; ///< why the line is skipped; "" when it is not
};
ParsedWorkloadLine parseWorkloadLine(llvm::StringRef line);

/// The line (without '\n') of `entry` / of `record` naming `workloadHash`,
/// keys in a fixed order, the (large) trace last. `record.trace` must be
/// compact JSON text; recordLineText fails only on text it cannot encode.
std::string workloadLineText(const WorkloadEntry &entry);
llvm::Expected<std::string> recordLineText(const TuningRecord &record,
                                           llvm::StringRef workloadHash);

/// JSON text of `j` on one line; invalid UTF-8 (e.g. in a crash reason) is
/// replaced rather than thrown about.
std::string dumpJsonLine(const nlohmann::json &j);

/// "what" of a nlohmann exception without its "[json.exception.X.N] " tag.
std::string jsonErrorText(const nlohmann::json::exception &e);

} // namespace msched

#endif // MSCHED_SEARCH_DATABASE_DATABASELINES_H
