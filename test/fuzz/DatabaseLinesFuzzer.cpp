//===- DatabaseLinesFuzzer.cpp - Fuzz the database line reader ------------===//
//
// Bytes -> parseRecordLine and parseWorkloadLine
// (search/database/DatabaseLines.cpp), which must never throw, and a line
// they accept must be written back (recordLineText / workloadLineText) into
// a line they accept again with the same fields. Then the whole input as the
// two files of a database directory (Database::open, read-only), which must
// load with warnings, never crash.
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"

#include "msched/Search/Database/Database.h"
#include "msched/Search/Database/DatabaseLines.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace msched;

static void checkRecordRoundTrip(llvm::StringRef line) {
  ParsedRecordLine parsed = parseRecordLine(line);
  if (!parsed.error.empty())
    return;
  llvm::Expected<std::string> written =
      recordLineText(parsed.record, parsed.hash);
  if (!written) {
    llvm::consumeError(written.takeError());
    return; // e.g. a reason that is not UTF-8 and cannot be encoded
  }
  ParsedRecordLine again = parseRecordLine(*written);
  if (!again.error.empty() || again.hash != parsed.hash ||
      again.record.status != parsed.record.status ||
      again.record.runSeconds.size() != parsed.record.runSeconds.size() ||
      again.record.args.size() != parsed.record.args.size())
    std::abort();
}

static void checkWorkloadRoundTrip(llvm::StringRef line) {
  ParsedWorkloadLine parsed = parseWorkloadLine(line);
  if (!parsed.error.empty())
    return;
  ParsedWorkloadLine again = parseWorkloadLine(workloadLineText(parsed.entry));
  if (!again.error.empty() || again.entry.hash != parsed.entry.hash ||
      again.entry.funcName != parsed.entry.funcName)
    std::abort();
}

/// Loads `text` as both files of a fresh directory.
static void checkDatabaseLoads(llvm::StringRef text) {
  static std::string dir = [] {
    llvm::SmallString<128> path;
    if (llvm::sys::fs::createUniqueDirectory("msched-fuzz-db", path))
      std::abort();
    return path.str().str();
  }();
  for (llvm::StringLiteral name :
       {kDatabaseWorkloadFile, kDatabaseTuningRecordFile}) {
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, name);
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      std::abort();
    os << text;
  }
  llvm::Expected<std::unique_ptr<Database>> db =
      Database::open(dir, Database::OpenMode::ReadOnly);
  if (!db)
    llvm::consumeError(db.takeError());
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    checkRecordRoundTrip(line);
    checkWorkloadRoundTrip(line);
  }
  checkDatabaseLoads(text);
  return 0;
}
