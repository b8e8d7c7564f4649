//===- Database.cpp - The tuning database (append-only JSON lines) --------===//
//
// The store: two append-only files in a work directory, each line written
// with one write() and fsynced (invariant 5: a run killed at any moment loses
// no completed record), loaded back with bad lines skipped and warned about
// (invariant 6). The text of one line, both ways, is DatabaseLines.cpp.
//

#include "msched/Search/Database/Database.h"
#include "msched/Measurement.h"
#include "msched/Search/Database/DatabaseLines.h"
#include "msched/Traces/TraceJson.h"
#include "msched/Traces/TraceReplay.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>

using namespace mlir;
using namespace msched;
using json = nlohmann::json;

//===----------------------------------------------------------------------===//
// Target
//===----------------------------------------------------------------------===//

std::string msched::hostTarget(int numThreads) {
  std::vector<std::string> features;
  for (const auto &entry : llvm::sys::getHostCPUFeatures())
    if (entry.second)
      features.push_back(entry.first().str());
  std::sort(features.begin(), features.end());
  std::string target = "llvm -mtriple=" + llvm::sys::getProcessTriple() +
                       " -mcpu=" + llvm::sys::getHostCPUName().str();
  if (!features.empty()) {
    target += " -mattr=";
    for (size_t i = 0; i < features.size(); ++i)
      target += (i ? ",+" : "+") + features[i];
  }
  if (numThreads > 0)
    target += " -num-cores=" + std::to_string(numThreads);
  return target;
}

//===----------------------------------------------------------------------===//
// Records
//===----------------------------------------------------------------------===//

bool TuningRecord::isValid() const {
  if (status != MeasureStatus::Ok || runSeconds.empty())
    return false;
  return llvm::all_of(runSeconds,
                      [](double s) { return std::isfinite(s) && s > 0; });
}

nlohmann::json TuningRecord::traceJson() const {
  return json::parse(trace.begin(), trace.end(), nullptr,
                     /*allow_exceptions=*/false);
}

std::optional<double> TuningRecord::medianSeconds() const {
  if (!isValid())
    return std::nullopt;
  return median(runSeconds);
}

std::string DatabaseWarning::str() const {
  return file + ":" + std::to_string(line) + ": " + message;
}

static double nowSeconds() {
  using namespace std::chrono;
  return duration<double>(system_clock::now().time_since_epoch()).count();
}

static llvm::Error errnoError(const llvm::Twine &what) {
  return llvm::createStringError(
      std::error_code(errno, std::generic_category()),
      what + ": " + std::strerror(errno));
}

//===----------------------------------------------------------------------===//
// Database
//===----------------------------------------------------------------------===//

/// Opens `path` for appending, creating it (0644) when missing.
static llvm::Expected<int> openForAppend(const std::string &path,
                                         bool &created) {
  created = !llvm::sys::fs::exists(path);
  int fd =
      ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    return errnoError("cannot open '" + path + "' for appending");
  return fd;
}

llvm::Expected<std::unique_ptr<Database>>
Database::open(llvm::StringRef workDir, OpenMode mode) {
  std::unique_ptr<Database> db(new Database());
  db->workDir = workDir.str();
  db->readOnly = mode == OpenMode::ReadOnly;
  if (db->readOnly) {
    if (!llvm::sys::fs::exists(workDir))
      return llvm::createStringError(
          std::make_error_code(std::errc::no_such_file_or_directory),
          "no tuning database: directory '" + workDir + "' does not exist");
  } else if (std::error_code ec = llvm::sys::fs::create_directories(workDir)) {
    return llvm::createStringError(ec, "cannot create database directory '" +
                                           workDir + "': " + ec.message());
  }
  if (!llvm::sys::fs::is_directory(workDir))
    return llvm::createStringError(
        std::make_error_code(std::errc::not_a_directory),
        "database path '" + workDir + "' is not a directory");
  llvm::SmallString<256> path(workDir);
  llvm::sys::path::append(path, kDatabaseWorkloadFile);
  db->workloadPath = path.str().str();
  path = workDir;
  llvm::sys::path::append(path, kDatabaseTuningRecordFile);
  db->recordPath = path.str().str();

  if (!db->readOnly) {
    bool createdWorkloads = false, createdRecords = false;
    llvm::Expected<int> wfd = openForAppend(db->workloadPath, createdWorkloads);
    if (!wfd)
      return wfd.takeError();
    db->workloadFd = *wfd;
    llvm::Expected<int> rfd = openForAppend(db->recordPath, createdRecords);
    if (!rfd)
      return rfd.takeError();
    db->recordFd = *rfd;
    // Make new files' directory entries durable, not only their contents.
    if (createdWorkloads || createdRecords) {
      int dirFd =
          ::open(db->workDir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
      }
    }
  }
  if (llvm::Error err = db->load())
    return err;
  return db;
}

llvm::Error Database::readOnlyError() const {
  return llvm::createStringError(
      std::make_error_code(std::errc::read_only_file_system),
      "the tuning database in '" + workDir + "' is open read-only");
}

Database::~Database() {
  if (workloadFd >= 0)
    ::close(workloadFd);
  if (recordFd >= 0)
    ::close(recordFd);
}

/// Reads all of `path`; `needsNewline` tells whether it ends in a partial
/// line, `lines` how many lines (complete or not) it has. With
/// `missingIsEmpty`, a file that does not exist reads as empty.
static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readWhole(const std::string &path, bool &needsNewline, size_t &lines,
          bool missingIsEmpty) {
  if (missingIsEmpty && !llvm::sys::fs::exists(path)) {
    needsNewline = false;
    lines = 0;
    return llvm::MemoryBuffer::getMemBuffer("", path);
  }
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return llvm::createStringError(buffer.getError(),
                                   "cannot read '" + path +
                                       "': " + buffer.getError().message());
  llvm::StringRef text = (*buffer)->getBuffer();
  needsNewline = !text.empty() && text.back() != '\n';
  lines = text.count('\n') + (needsNewline ? 1 : 0);
  return std::move(*buffer);
}

/// Calls `fn(lineText, lineNumber)` for each non-blank line of `text`.
template <typename Fn> static void forEachLine(llvm::StringRef text, Fn fn) {
  size_t number = 0;
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    text = rest;
    ++number;
    if (!line.trim().empty())
      fn(line, number);
  }
}

llvm::Error Database::load() {
  auto workloadText =
      readWhole(workloadPath, workloadNeedsNewline, workloadLines, readOnly);
  if (!workloadText)
    return workloadText.takeError();
  loadWorkloads((*workloadText)->getBuffer(), workloadPath);
  auto recordText =
      readWhole(recordPath, recordNeedsNewline, recordLines, readOnly);
  if (!recordText)
    return recordText.takeError();
  loadRecords((*recordText)->getBuffer(), recordPath);
  return llvm::Error::success();
}

void Database::loadWorkloads(llvm::StringRef text, llvm::StringRef path) {
  forEachLine(text, [&](llvm::StringRef line, size_t number) {
    ParsedWorkloadLine parsed = parseWorkloadLine(line);
    if (!parsed.error.empty()) {
      warnings.push_back(
          {path.str(), number, parsed.error + " (workload skipped)"});
      return;
    }
    WorkloadEntry &entry = parsed.entry;
    // The same workload committed twice (e.g. by two processes): keep the
    // first.
    if (workloadByHash.count(entry.hash))
      return;
    workloadByHash[entry.hash] = workloads.size();
    workloads.push_back(std::move(entry));
    recordsByWorkload.emplace_back();
  });
}

void Database::loadRecords(llvm::StringRef text, llvm::StringRef path) {
  std::vector<std::pair<llvm::StringRef, size_t>> lines;
  forEachLine(text, [&](llvm::StringRef line, size_t number) {
    lines.emplace_back(line, number);
  });
  // Lines parse independently: spread them over a few short-lived threads
  // (no pool survives open(), so a later fork() stays safe), then merge in
  // file order.
  std::vector<ParsedRecordLine> parsed(lines.size());
  auto parseRange = [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      parsed[i] = parseRecordLine(lines[i].first);
  };
  constexpr size_t kLinesPerThread = 256;
  size_t threads = std::max<size_t>(
      1, std::min<size_t>({std::thread::hardware_concurrency(), 8,
                           lines.size() / kLinesPerThread}));
  size_t chunk = (lines.size() + threads - 1) / threads;
  std::vector<std::thread> workers;
  for (size_t t = 1; t < threads; ++t) {
    size_t begin = t * chunk, end = std::min(lines.size(), begin + chunk);
    try {
      workers.emplace_back(parseRange, begin, end);
    } catch (const std::system_error &) {
      parseRange(begin, end); // no thread to be had: parse it here
    }
  }
  parseRange(0, std::min(lines.size(), chunk));
  for (std::thread &worker : workers)
    worker.join();

  for (size_t i = 0; i < lines.size(); ++i) {
    ParsedRecordLine &line = parsed[i];
    size_t number = lines[i].second;
    if (!line.error.empty()) {
      warnings.push_back(
          {path.str(), number, line.error + " (record skipped)"});
      continue;
    }
    TuningRecord &record = line.record;
    record.line = number;
    auto it = workloadByHash.find(line.hash);
    if (it == workloadByHash.end()) {
      warnings.push_back(
          {path.str(), number,
           "unknown workload '" + line.hash + "' (record skipped)"});
      continue;
    }
    if (record.status == MeasureStatus::Ok && !record.isValid())
      warnings.push_back(
          {path.str(), number,
           "run time of 0 seconds or less is not a valid measurement "
           "(record loaded, never ranked)"});
    record.workload = it->second;
    recordsByWorkload[record.workload].push_back(records.size());
    records.push_back(std::move(record));
  }
}

llvm::Error Database::append(int fd, bool &needsNewline, size_t &lines,
                             const std::string &line, llvm::StringRef path) {
  // One write() of the whole line (plus a '\n' ending a partial line left by
  // a killed writer), then fsync.
  std::string data;
  data.reserve(line.size() + 2);
  if (needsNewline)
    data += '\n';
  data += line;
  data += '\n';
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      // Whatever part went out is a partial line: start the next on a new one.
      if (done > 0 || n < 0)
        needsNewline = true;
      return errnoError("cannot append to '" + path + "'");
    }
    done += static_cast<size_t>(n);
  }
  needsNewline = false;
  ++lines;
  if (::fsync(fd) != 0)
    return errnoError("cannot sync '" + path + "'");
  return llvm::Error::success();
}

llvm::Expected<size_t> Database::commitWorkload(const WorkloadEntry &entry) {
  if (entry.hash.empty())
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "workload without a structural hash");
  if (std::optional<size_t> id = lookupWorkload(entry.hash))
    return *id;
  if (readOnly)
    return readOnlyError();
  if (llvm::Error err = append(workloadFd, workloadNeedsNewline, workloadLines,
                               workloadLineText(entry), workloadPath))
    return err;
  size_t id = workloads.size();
  workloadByHash[entry.hash] = id;
  workloads.push_back(entry);
  recordsByWorkload.emplace_back();
  return id;
}

llvm::Expected<size_t> Database::commitWorkload(func::FuncOp func) {
  WorkloadEntry entry;
  entry.hash = structuralHash(func);
  entry.funcName = func.getSymName().str();
  // The function's module without the other functions (extractTask); a
  // detached function gets a module of its own.
  std::optional<std::string> ir;
  if (auto module = func->getParentOfType<ModuleOp>()) {
    FailureOr<OwningOpRef<ModuleOp>> task = extractTask(module, entry.funcName);
    if (succeeded(task))
      ir = printOp(task->get());
  }
  if (ir) {
    entry.ir = std::move(*ir);
  } else {
    OwningOpRef<ModuleOp> holder = ModuleOp::create(func.getLoc());
    holder->push_back(func->clone());
    entry.ir = printOp(holder.get());
  }
  return commitWorkload(entry);
}

std::optional<size_t> Database::lookupWorkload(llvm::StringRef hash) const {
  auto it = workloadByHash.find(hash);
  if (it == workloadByHash.end())
    return std::nullopt;
  return it->second;
}

llvm::Error Database::commitTuningRecord(TuningRecord record) {
  if (readOnly)
    return readOnlyError();
  auto invalid = [](const llvm::Twine &message) {
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument), message);
  };
  if (record.workload >= workloads.size())
    return invalid("tuning record of unknown workload id " +
                   llvm::Twine(record.workload) + " (the database has " +
                   llvm::Twine(workloads.size()) + ")");
  {
    llvm::StringRef trace = llvm::StringRef(record.trace).ltrim(" \t\r\n");
    if (!trace.starts_with("{") ||
        !json::accept(record.trace.begin(), record.trace.end()))
      return invalid("tuning record whose trace is not a JSON object");
    // One record, one line: a pretty-printed trace is compacted (it was
    // accepted above, so parse does not throw).
    if (trace.find_first_of("\r\n") != llvm::StringRef::npos)
      record.trace = dumpJsonLine(json::parse(record.trace, nullptr,
                                              /*allow_exceptions=*/false));
  }
  for (double s : record.runSeconds)
    if (!std::isfinite(s))
      return invalid("tuning record with a run time that is not finite");
  if (record.status == MeasureStatus::Ok && record.runSeconds.empty())
    return invalid("tuning record with status ok but no run time");
  if (record.status != MeasureStatus::Ok)
    record.runSeconds.clear();
  if (!std::isfinite(record.timestamp))
    return invalid("tuning record with a timestamp that is not finite");
  if (record.timestamp == 0)
    record.timestamp = nowSeconds();

  llvm::Expected<std::string> text =
      recordLineText(record, workloads[record.workload].hash);
  if (!text)
    return text.takeError();
  if (llvm::Error err =
          append(recordFd, recordNeedsNewline, recordLines, *text, recordPath))
    return err;
  record.line = recordLines;
  recordsByWorkload[record.workload].push_back(records.size());
  records.push_back(std::move(record));
  return llvm::Error::success();
}

llvm::Error Database::commitTuningRecord(size_t workload, const Trace &trace,
                                         const MeasureResult &result,
                                         llvm::StringRef target,
                                         llvm::ArrayRef<TensorInfo> args) {
  FailureOr<json> traceJson = traceToJson(trace);
  if (failed(traceJson))
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "cannot convert the trace to JSON (see the diagnostics)");
  TuningRecord record;
  record.workload = workload;
  record.trace = dumpJsonLine(*traceJson);
  record.status = result.status;
  record.reason = result.reason;
  record.runSeconds = result.repeatSeconds;
  record.target = target.str();
  record.args.assign(args.begin(), args.end());
  return commitTuningRecord(std::move(record));
}

std::vector<StoredSchedule> Database::getSchedules(size_t workload) const {
  std::vector<StoredSchedule> schedules;
  if (workload >= recordsByWorkload.size())
    return schedules;
  std::vector<std::vector<double>> repeats;
  llvm::DenseMap<std::pair<llvm::StringRef, llvm::StringRef>, size_t> indexOf;
  for (size_t index : recordsByWorkload[workload]) {
    const TuningRecord &record = records[index];
    auto [it, inserted] =
        indexOf.try_emplace(std::make_pair(llvm::StringRef(record.target),
                                           llvm::StringRef(record.trace)),
                            schedules.size());
    if (inserted) {
      schedules.push_back(StoredSchedule{&record, nullptr, std::nullopt, 0});
      repeats.emplace_back();
    }
    StoredSchedule &schedule = schedules[it->second];
    ++schedule.measurements;
    if (!record.isValid())
      continue;
    if (!schedule.firstValid)
      schedule.firstValid = &record;
    std::vector<double> &all = repeats[it->second];
    all.insert(all.end(), record.runSeconds.begin(), record.runSeconds.end());
  }
  for (auto [schedule, all] : llvm::zip(schedules, repeats))
    if (!all.empty())
      schedule.medianSeconds = median(all);
  return schedules;
}

std::vector<const TuningRecord *>
Database::getTopK(size_t workload, llvm::StringRef target, size_t k) const {
  if (k == 0)
    return {};
  std::vector<std::pair<double, const TuningRecord *>> ranked;
  for (const StoredSchedule &schedule : getSchedules(workload))
    if (schedule.first->target == target && schedule.medianSeconds)
      ranked.emplace_back(*schedule.medianSeconds, schedule.firstValid);
  // Stable: equal medians keep their record order.
  std::stable_sort(
      ranked.begin(), ranked.end(),
      [](const auto &a, const auto &b) { return a.first < b.first; });
  std::vector<const TuningRecord *> top;
  for (size_t i = 0; i < ranked.size() && i < k; ++i)
    top.push_back(ranked[i].second);
  return top;
}

std::optional<double>
Database::pooledMedianSeconds(const TuningRecord &record) const {
  if (!record.isValid() || record.workload >= recordsByWorkload.size())
    return std::nullopt;
  std::vector<double> all;
  for (size_t index : recordsByWorkload[record.workload]) {
    const TuningRecord &other = records[index];
    if (other.isValid() && other.target == record.target &&
        other.trace == record.trace)
      all.insert(all.end(), other.runSeconds.begin(), other.runSeconds.end());
  }
  return median(all);
}

std::vector<const TuningRecord *>
Database::getAllRecords(size_t workload) const {
  std::vector<const TuningRecord *> all;
  if (workload >= recordsByWorkload.size())
    return all;
  for (size_t index : recordsByWorkload[workload])
    all.push_back(&records[index]);
  return all;
}

FailureOr<Trace> Database::decodeTrace(const TuningRecord &record,
                                       MLIRContext *ctx) const {
  std::string source = std::string(kDatabaseTuningRecordFile) + ":" +
                       std::to_string(record.line);
  return parseTraceJson(record.trace, ctx, source);
}
