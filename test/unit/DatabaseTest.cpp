//===- DatabaseTest.cpp - The tuning database: records, top-k, durability -===//

#include "msched/Search/Database/Database.h"
#include "msched/Context.h"
#include "msched/Traces/Trace.h"
#include "msched/Traces/TraceJson.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir;
using namespace msched;

namespace {

const char *kWorkload = R"mlir(
func.func @mm(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
func.func @mm_again(%A: tensor<64x128xf32>, %B: tensor<128x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
func.func @mm_small(%A: tensor<32x128xf32>, %B: tensor<128x48xf32>, %C: tensor<32x48xf32>) -> tensor<32x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x128xf32>, tensor<128x48xf32>) outs(%C : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}
)mlir";

const char *kTrace = R"mlir(
module attributes {msched.func = "mm", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %i:2 = transform.msched.sample_perfect_tile %mm loop = 0 n = 2 decision = [4, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %j:2 = transform.msched.sample_perfect_tile %mm loop = 1 n = 2 max_innermost_factor = 16 decision = [6, 8] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %t, %l:2 = transform.structured.tile_using_for %mm tile_sizes [%i#1, %j#1, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
)mlir";

const std::vector<TensorInfo> kArgs = {{{64, 128}, ElementKind::F32},
                                       {{128, 48}, ElementKind::F32},
                                       {{64, 48}, ElementKind::F32}};

/// A fresh temporary directory, removed at the end of the test.
struct TempDir {
  TempDir() {
    llvm::SmallString<128> dir;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("msched-db", dir));
    path = dir.str().str();
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
  std::string file(llvm::StringRef name) const {
    llvm::SmallString<128> p(path);
    llvm::sys::path::append(p, name);
    return p.str().str();
  }
  std::string path;
};

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void writeFile(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

std::vector<std::string> splitLines(const std::string &text) {
  llvm::SmallVector<llvm::StringRef> parts;
  llvm::StringRef(text).split(parts, '\n', -1, /*KeepEmpty=*/false);
  std::vector<std::string> lines;
  for (llvm::StringRef p : parts)
    lines.push_back(p.str());
  return lines;
}

std::string joinWarnings(const Database &db) {
  std::string all;
  for (const DatabaseWarning &w : db.loadWarnings())
    all += w.str() + "\n";
  return all;
}

/// A small stand-in trace (the database does not decode traces on load).
nlohmann::json fakeTrace(int id) {
  return {{"format", "msched-trace"},
          {"version", 1},
          {"instructions", nlohmann::json::array()},
          {"id", id}};
}

TuningRecord okRecord(size_t workload, std::vector<double> seconds,
                      std::string target, int id = 0) {
  TuningRecord r;
  r.workload = workload;
  r.trace = fakeTrace(id).dump();
  r.runSeconds = std::move(seconds);
  r.target = std::move(target);
  r.args = kArgs;
  return r;
}

/// The "id" of each record's fake trace, in order.
std::vector<int> ids(const std::vector<const TuningRecord *> &records) {
  std::vector<int> out;
  for (const TuningRecord *r : records)
    out.push_back(r->traceJson()["id"].get<int>());
  return out;
}

std::unique_ptr<Database> openOrFail(const std::string &dir) {
  auto db = Database::open(dir);
  if (!db) {
    ADD_FAILURE() << llvm::toString(db.takeError());
    return nullptr;
  }
  return std::move(*db);
}

class DatabaseTest : public ::testing::Test {
protected:
  DatabaseTest() : ctx(makeContext()) {
    loadTraceExtensions(*ctx);
    module = parseSourceString<ModuleOp>(kWorkload, ctx.get());
  }
  func::FuncOp func(llvm::StringRef name) {
    return module->lookupSymbol<func::FuncOp>(name);
  }

  std::unique_ptr<MLIRContext> ctx;
  OwningOpRef<ModuleOp> module;
  TempDir dir;
};

} // namespace

TEST_F(DatabaseTest, StructuralHashIgnoresNameAndDedupsWorkloads) {
  ASSERT_TRUE(module);
  std::string h = structuralHash(func("mm"));
  EXPECT_EQ(h.size(), 64u);
  EXPECT_EQ(h, structuralHash(func("mm_again")));
  EXPECT_NE(h, structuralHash(func("mm_small")));
  // The original function is untouched.
  EXPECT_TRUE(func("mm"));

  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  auto a = db->commitWorkload(func("mm"));
  ASSERT_TRUE(bool(a)) << llvm::toString(a.takeError());
  auto b = db->commitWorkload(func("mm_again"));
  ASSERT_TRUE(bool(b));
  auto c = db->commitWorkload(func("mm_small"));
  ASSERT_TRUE(bool(c));
  EXPECT_EQ(*a, *b);
  EXPECT_NE(*a, *c);
  EXPECT_EQ(db->numWorkloads(), 2u);
  EXPECT_EQ(db->getWorkload(*a).funcName, "mm");
  EXPECT_EQ(db->getWorkload(*a).hash, h);
  // The stored IR is a module with just that function, and parses back.
  const std::string &ir = db->getWorkload(*c).ir;
  EXPECT_NE(ir.find("@mm_small"), std::string::npos);
  EXPECT_EQ(ir.find("@mm("), std::string::npos);
  EXPECT_TRUE(parseSourceString<ModuleOp>(ir, ctx.get()));
  EXPECT_EQ(splitLines(readFile(dir.file(kDatabaseWorkloadFile))).size(), 2u);

  // Reopening finds them by hash.
  db.reset();
  db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  EXPECT_EQ(db->numWorkloads(), 2u);
  EXPECT_EQ(db->lookupWorkload(h), std::optional<size_t>(0));
  EXPECT_TRUE(db->loadWarnings().empty()) << joinWarnings(*db);
}

TEST_F(DatabaseTest, RecordsRoundTrip) {
  std::string target = hostTarget(4);
  EXPECT_TRUE(llvm::StringRef(target).starts_with("llvm -mtriple="));
  EXPECT_NE(target.find(" -mcpu="), std::string::npos);
  EXPECT_TRUE(llvm::StringRef(target).ends_with(" -num-cores=4"));

  FailureOr<Trace> trace = Trace::parse(kTrace, ctx.get());
  ASSERT_TRUE(succeeded(trace));
  {
    auto db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    auto wl = db->commitWorkload(func("mm"));
    ASSERT_TRUE(bool(wl));
    MeasureResult ok;
    ok.repeatSeconds = {2.5e-4, 2.25e-4, 3e-4};
    ok.medianSeconds = 2.5e-4;
    ASSERT_FALSE(db->commitTuningRecord(*wl, *trace, ok, target, kArgs));
    MeasureResult bad;
    bad.status = MeasureStatus::WrongResult;
    bad.reason = "output #0: max abs error 0.5 at element 12 \xff";
    bad.repeatSeconds = {1e-4}; // times of a wrong result do not count
    ASSERT_FALSE(db->commitTuningRecord(*wl, *trace, bad, target, kArgs));
    EXPECT_EQ(db->size(), 2u);
  }
  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  EXPECT_TRUE(db->loadWarnings().empty()) << joinWarnings(*db);
  ASSERT_EQ(db->size(), 2u);
  std::vector<const TuningRecord *> all = db->getAllRecords(0);
  ASSERT_EQ(all.size(), 2u);

  const TuningRecord &ok = *all[0];
  EXPECT_EQ(ok.status, MeasureStatus::Ok);
  EXPECT_EQ(ok.runSeconds, (std::vector<double>{2.5e-4, 2.25e-4, 3e-4}));
  EXPECT_EQ(ok.medianSeconds(), std::optional<double>(2.5e-4));
  EXPECT_EQ(ok.target, target);
  ASSERT_EQ(ok.args.size(), 3u);
  EXPECT_EQ(ok.args[1].str(), "128x48xf32");
  EXPECT_GT(ok.timestamp, 1.6e9);
  EXPECT_EQ(ok.line, 1u);
  EXPECT_EQ(ok.traceJson(), *traceToJson(*trace));
  FailureOr<Trace> decoded = db->decodeTrace(ok, ctx.get());
  ASSERT_TRUE(succeeded(decoded));
  EXPECT_EQ(decoded->str(), trace->str());

  const TuningRecord &failed = *all[1];
  EXPECT_EQ(failed.status, MeasureStatus::WrongResult);
  EXPECT_TRUE(failed.runSeconds.empty());
  EXPECT_FALSE(failed.isValid());
  EXPECT_EQ(failed.medianSeconds(), std::nullopt);
  // Invalid UTF-8 was replaced, not thrown about.
  EXPECT_TRUE(llvm::StringRef(failed.reason)
                  .starts_with("output #0: max abs error 0.5 at element 12 "));
  EXPECT_EQ(failed.line, 2u);
  // A stored trace that does not decode names its record's line.
  {
    TuningRecord notATrace = okRecord(0, {1.0}, "t", 3);
    ASSERT_FALSE(db->commitTuningRecord(notATrace));
    std::string diagnostics;
    ScopedDiagnosticHandler handler(ctx.get(), [&](Diagnostic &d) {
      llvm::raw_string_ostream os(diagnostics);
      os << d.getLocation() << ": " << d.str() << "\n";
      return success();
    });
    EXPECT_TRUE(
        mlir::failed(db->decodeTrace(*db->getAllRecords(0).back(), ctx.get())));
    EXPECT_NE(diagnostics.find("database_tuning_record.json:3"),
              std::string::npos)
        << diagnostics;
  }
  // The failed candidate is on disk with null run seconds.
  std::vector<std::string> lines =
      splitLines(readFile(dir.file(kDatabaseTuningRecordFile)));
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_NE(lines[1].find("\"run_seconds\":null"), std::string::npos);
  EXPECT_NE(lines[1].find("\"status\":\"wrong result\""), std::string::npos);
}

TEST_F(DatabaseTest, TopKOrderAndTargetFiltering) {
  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  size_t wl = *db->commitWorkload(func("mm"));
  size_t other = *db->commitWorkload(func("mm_small"));
  const std::string a = "llvm -mcpu=znver5 -mattr=+avx512f";
  const std::string b = "llvm -mcpu=znver5 -mattr=+avx2";
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {3.0, 3.1, 2.9}, a, 1)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {1.0}, a, 2)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {0.5}, b, 3)));
  TuningRecord failed = okRecord(wl, {}, a, 4);
  failed.status = MeasureStatus::Crash;
  failed.reason = "SIGSEGV (Segmentation fault) (running)";
  ASSERT_FALSE(db->commitTuningRecord(failed));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {2.0, 9.0, 1.5}, a, 5)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {1.0}, a, 6))); // tie
  ASSERT_FALSE(db->commitTuningRecord(okRecord(other, {0.1}, a, 7)));

  for (int pass = 0; pass < 2; ++pass) {
    SCOPED_TRACE(pass ? "after reopening" : "as committed");
    EXPECT_EQ(ids(db->getTopK(wl, a, 10)), (std::vector<int>{2, 6, 5, 1}));
    EXPECT_EQ(ids(db->getTopK(wl, a, 2)), (std::vector<int>{2, 6}));
    EXPECT_EQ(ids(db->getTopK(wl, b, 10)), (std::vector<int>{3}));
    EXPECT_TRUE(db->getTopK(wl, "llvm -mcpu=other", 10).empty());
    EXPECT_TRUE(db->getTopK(wl, a, 0).empty());
    EXPECT_TRUE(db->getTopK(99, a, 10).empty());
    EXPECT_EQ(ids(db->getTopK(other, a, 10)), (std::vector<int>{7}));
    EXPECT_EQ(ids(db->getAllRecords(wl)), (std::vector<int>{1, 2, 3, 4, 5, 6}));
    EXPECT_EQ(db->size(), 7u);
    db.reset();
    db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    EXPECT_TRUE(db->loadWarnings().empty()) << joinWarnings(*db);
  }
}

// Records of one trace are one schedule measured several times (the tuner's
// confirmation): ranked once, by the median of all their repeats.
TEST_F(DatabaseTest, RecordsOfOneTracePoolTheirRepeats) {
  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  size_t wl = *db->commitWorkload(func("mm"));
  const std::string t = "t", other = "other";
  // Trace 1 measured lucky once (1.0), then slow twice: pooled median 3.0.
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {1.0}, t, 1)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {2.0}, t, 2)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {3.0, 3.5}, t, 1)));
  TuningRecord failedAgain = okRecord(wl, {}, t, 1);
  failedAgain.status = MeasureStatus::RunTimeout;
  ASSERT_FALSE(db->commitTuningRecord(failedAgain));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {3.0}, t, 1)));
  // The same trace on another target is another schedule.
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {0.5}, other, 1)));
  // Trace 3 crashed once, then ran in 4.0.
  TuningRecord crashed = okRecord(wl, {}, t, 3);
  crashed.status = MeasureStatus::Crash;
  ASSERT_FALSE(db->commitTuningRecord(crashed));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {4.0}, t, 3)));
  for (int pass = 0; pass < 2; ++pass) {
    SCOPED_TRACE(pass ? "after reopening" : "as committed");
    std::vector<const TuningRecord *> top = db->getTopK(wl, t, 10);
    EXPECT_EQ(ids(top), (std::vector<int>{2, 1, 3}));
    ASSERT_EQ(top.size(), 3u);
    // Trace 1 is returned as its first record; its repeats 1, 3, 3.5, 3.
    EXPECT_EQ(top[1]->line, 1u);
    EXPECT_EQ(top[1]->medianSeconds(), 1.0);
    EXPECT_EQ(db->pooledMedianSeconds(*top[1]), 3.0);
    EXPECT_EQ(db->pooledMedianSeconds(*top[0]), 2.0);
    EXPECT_EQ(ids(db->getTopK(wl, other, 10)), (std::vector<int>{1}));
    EXPECT_EQ(db->pooledMedianSeconds(*db->getTopK(wl, other, 1).front()), 0.5);
    // A failed record has no median, pooled or not.
    EXPECT_EQ(db->pooledMedianSeconds(*db->getAllRecords(wl)[3]), std::nullopt);
    // The schedules in one pass: trace 1 on t (4 records, the first line 1),
    // trace 2, trace 1 on the other target; trace 3 crashed first, then was
    // measured: its first valid record is its second (line 8), median 4.
    std::vector<StoredSchedule> schedules = db->getSchedules(wl);
    ASSERT_EQ(schedules.size(), 4u);
    EXPECT_EQ(schedules[0].first->line, 1u);
    EXPECT_EQ(schedules[0].measurements, 4u);
    EXPECT_EQ(schedules[0].medianSeconds, 3.0);
    EXPECT_EQ(schedules[1].medianSeconds, 2.0);
    EXPECT_EQ(schedules[2].first->target, other);
    EXPECT_EQ(schedules[3].first->status, MeasureStatus::Crash);
    ASSERT_TRUE(schedules[3].firstValid);
    EXPECT_EQ(schedules[3].firstValid->line, 8u);
    EXPECT_EQ(schedules[3].medianSeconds, 4.0);
    EXPECT_EQ(top[2]->line, 8u);
    db.reset();
    db = openOrFail(dir.path);
    ASSERT_TRUE(db);
  }
}

TEST_F(DatabaseTest, CommitErrors) {
  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  size_t wl = *db->commitWorkload(func("mm"));
  auto message = [](llvm::Error err) {
    return err ? llvm::toString(std::move(err)) : std::string("no error");
  };
  EXPECT_NE(message(db->commitTuningRecord(okRecord(7, {1.0}, "t")))
                .find("unknown workload id 7"),
            std::string::npos);
  for (const char *bad : {"[]", "{\"a\": tru}", "", "{\"a\": 1"}) {
    TuningRecord noTrace = okRecord(wl, {1.0}, "t");
    noTrace.trace = bad;
    EXPECT_NE(
        message(db->commitTuningRecord(noTrace)).find("not a JSON object"),
        std::string::npos)
        << bad;
  }
  EXPECT_NE(message(db->commitTuningRecord(okRecord(wl, {}, "t")))
                .find("status ok but no run time"),
            std::string::npos);
  EXPECT_NE(
      message(db->commitTuningRecord(okRecord(wl, {1.0, std::nan("")}, "t")))
          .find("not finite"),
      std::string::npos);
  EXPECT_NE(message(db->commitTuningRecord(okRecord(
                        wl, {std::numeric_limits<double>::infinity()}, "t")))
                .find("not finite"),
            std::string::npos);
  TuningRecord badTime = okRecord(wl, {1.0}, "t");
  badTime.timestamp = std::numeric_limits<double>::infinity();
  EXPECT_NE(message(db->commitTuningRecord(badTime)).find("timestamp"),
            std::string::npos);
  WorkloadEntry noHash;
  auto id = db->commitWorkload(noHash);
  ASSERT_FALSE(bool(id));
  EXPECT_NE(llvm::toString(id.takeError()).find("structural hash"),
            std::string::npos);
  // Nothing was written.
  EXPECT_EQ(db->size(), 0u);
  EXPECT_EQ(readFile(dir.file(kDatabaseTuningRecordFile)), "");

  // A work directory that is a file.
  std::string file = dir.file("plain");
  writeFile(file, "x");
  auto notDir = Database::open(file);
  ASSERT_FALSE(bool(notDir));
  EXPECT_NE(llvm::toString(notDir.takeError()).find(file), std::string::npos);
}

TEST_F(DatabaseTest, ReadOnlyCreatesAndWritesNothing) {
  // A missing directory is an error, and is not created.
  std::string missing = dir.file("nope");
  auto none = Database::open(missing, Database::OpenMode::ReadOnly);
  ASSERT_FALSE(bool(none));
  EXPECT_NE(llvm::toString(none.takeError()).find(missing), std::string::npos);
  EXPECT_FALSE(llvm::sys::fs::exists(missing));

  // An existing directory without files reads as empty, and stays empty.
  auto empty = Database::open(dir.path, Database::OpenMode::ReadOnly);
  ASSERT_TRUE(bool(empty)) << llvm::toString(empty.takeError());
  EXPECT_EQ((*empty)->numWorkloads(), 0u);
  EXPECT_FALSE(llvm::sys::fs::exists(dir.file(kDatabaseWorkloadFile)));
  EXPECT_FALSE(llvm::sys::fs::exists(dir.file(kDatabaseTuningRecordFile)));

  // Records written by a writer load; commits fail and write nothing.
  {
    auto db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    size_t wl = *db->commitWorkload(func("mm"));
    ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {1.0}, "t")));
  }
  std::string records = readFile(dir.file(kDatabaseTuningRecordFile));
  auto reader = Database::open(dir.path, Database::OpenMode::ReadOnly);
  ASSERT_TRUE(bool(reader)) << llvm::toString(reader.takeError());
  Database &db = **reader;
  EXPECT_EQ(db.size(), 1u);
  llvm::Error err = db.commitTuningRecord(okRecord(0, {2.0}, "t"));
  ASSERT_TRUE(bool(err));
  EXPECT_NE(llvm::toString(std::move(err)).find("read-only"),
            std::string::npos);
  auto id = db.commitWorkload(func("mm_small"));
  ASSERT_FALSE(bool(id));
  llvm::consumeError(id.takeError());
  EXPECT_EQ(db.size(), 1u);
  EXPECT_EQ(readFile(dir.file(kDatabaseTuningRecordFile)), records);
  EXPECT_EQ(splitLines(readFile(dir.file(kDatabaseWorkloadFile))).size(), 1u);
}

TEST_F(DatabaseTest, MultiLineTraceIsStoredOnOneLine) {
  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  size_t wl = *db->commitWorkload(func("mm"));
  TuningRecord r = okRecord(wl, {1.0}, "t", 5);
  r.trace = fakeTrace(5).dump(2);
  ASSERT_NE(r.trace.find('\n'), std::string::npos);
  ASSERT_FALSE(db->commitTuningRecord(r));
  db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  EXPECT_TRUE(db->loadWarnings().empty()) << joinWarnings(*db);
  ASSERT_EQ(db->size(), 1u);
  EXPECT_EQ(db->getAllRecords(wl)[0]->traceJson(), fakeTrace(5));
  EXPECT_EQ(splitLines(readFile(dir.file(kDatabaseTuningRecordFile))).size(),
            1u);
}

TEST_F(DatabaseTest, ZeroAndNegativeRunTimesAreInvalid) {
  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  size_t wl = *db->commitWorkload(func("mm"));
  const std::string t = "llvm";
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {0.0}, t, 1)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {-1e-3}, t, 2)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {1e-3, 0.0, 2e-3}, t, 3)));
  ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {5e-3}, t, 4)));
  for (int pass = 0; pass < 2; ++pass) {
    std::vector<const TuningRecord *> all = db->getAllRecords(wl);
    ASSERT_EQ(all.size(), 4u);
    for (int i = 0; i < 3; ++i) {
      EXPECT_FALSE(all[i]->isValid());
      EXPECT_EQ(all[i]->medianSeconds(), std::nullopt);
    }
    std::vector<const TuningRecord *> top = db->getTopK(wl, t, 10);
    ASSERT_EQ(top.size(), 1u);
    EXPECT_EQ(top[0]->traceJson()["id"], 4);
    db.reset();
    db = openOrFail(dir.path);
    ASSERT_TRUE(db);
  }
  // Reported on load, with their lines.
  std::string warnings = joinWarnings(*db);
  for (int line = 1; line <= 3; ++line)
    EXPECT_NE(warnings.find(kDatabaseTuningRecordFile.str() + ":" +
                            std::to_string(line) +
                            ": run time of 0 seconds or less"),
              std::string::npos)
        << warnings;
  EXPECT_EQ(db->loadWarnings().size(), 3u) << warnings;
}

TEST_F(DatabaseTest, CorruptLinesAreReportedAndSkipped) {
  {
    auto db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    size_t wl = *db->commitWorkload(func("mm"));
    ASSERT_EQ(*db->commitWorkload(func("mm_small")), 1u);
    for (int i = 0; i < 6; ++i)
      ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {1.0 + i}, "t", i)));
  }
  // Corrupt the files by hand: records 0..5 are lines 1..6.
  std::string recordPath = dir.file(kDatabaseTuningRecordFile);
  std::vector<std::string> lines = splitLines(readFile(recordPath));
  ASSERT_EQ(lines.size(), 6u);
  std::string missingTarget = lines[0];
  size_t at = missingTarget.find("\"target\":\"t\",");
  ASSERT_NE(at, std::string::npos);
  missingTarget.erase(at, strlen("\"target\":\"t\","));
  std::string unknownWorkload = lines[0];
  unknownWorkload.replace(unknownWorkload.find("\"workload\":\"") + 12, 8,
                          "deadbeef");
  std::string badStatus = lines[0];
  badStatus.replace(badStatus.find("\"status\":\"ok\""), 13,
                    "\"status\":\"fast\"");
  std::string badSeconds = lines[0];
  badSeconds.replace(badSeconds.find("\"run_seconds\":[1.0]"), 19,
                     "\"run_seconds\":[\"1\"]");
  std::string badTrace = lines[0];
  badTrace.replace(badTrace.find("\"instructions\":[]"), 17,
                   "\"instructions\":[tru]");
  std::string traceNotObject = lines[0];
  traceNotObject.replace(traceNotObject.find("\"trace\":{"), 9,
                         "\"trace\":[1],\"x\":{");
  std::string corrupted = lines[0] + "\n" +                        // 1: id 0
                          lines[1] + "\n" +                        // 2: id 1
                          "{\"workload\": \"abc\", \"trace\n" +    // 3
                          missingTarget + "\n" +                   // 4
                          "\n" +                                   // 5: blank
                          "[1, 2, 3]\n" +                          // 6
                          unknownWorkload + "\n" +                 // 7
                          badStatus + "\n" +                       // 8
                          badSeconds + "\n" +                      // 9
                          badTrace + "\n" +                        // 10
                          traceNotObject + "\n" +                  // 11
                          lines[2] + "\n" +                        // 12: id 2
                          lines[3] + "\n" +                        // 13: id 3
                          lines[4] + "\n" +                        // 14: id 4
                          lines[5].substr(0, lines[5].size() / 2); // 15
  writeFile(recordPath, corrupted);
  // And a corrupt workload line between the two workloads.
  std::string workloadPath = dir.file(kDatabaseWorkloadFile);
  std::vector<std::string> wlines = splitLines(readFile(workloadPath));
  ASSERT_EQ(wlines.size(), 2u);
  writeFile(workloadPath, wlines[0] + "\n{\"hash\": 12}\n" + wlines[1] + "\n");

  auto db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  std::string warnings = joinWarnings(*db);
  auto expectWarning = [&](const std::string &file, int line,
                           const std::string &text) {
    std::string prefix = file + ":" + std::to_string(line) + ": ";
    size_t pos = warnings.find(prefix);
    ASSERT_NE(pos, std::string::npos) << prefix << " in\n" << warnings;
    EXPECT_NE(warnings.substr(pos, warnings.find('\n', pos) - pos).find(text),
              std::string::npos)
        << text << " in\n"
        << warnings;
  };
  expectWarning(workloadPath, 2, "field 'hash' is not a string");
  expectWarning(recordPath, 3, "invalid JSON: parse error");
  expectWarning(recordPath, 4, "missing field 'target'");
  expectWarning(recordPath, 6, "not a JSON object");
  expectWarning(recordPath, 7, "unknown workload 'deadbeef");
  expectWarning(recordPath, 8, "unknown status 'fast'");
  expectWarning(recordPath, 9, "'run_seconds' is not an array of numbers");
  expectWarning(recordPath, 10, "invalid JSON");
  expectWarning(recordPath, 11, "field 'trace' is not an object");
  expectWarning(recordPath, 15, "invalid JSON");
  EXPECT_EQ(db->loadWarnings().size(), 10u) << warnings;
  EXPECT_NE(warnings.find("(record skipped)"), std::string::npos);

  // Every other record loaded, whole.
  EXPECT_EQ(db->numWorkloads(), 2u);
  ASSERT_EQ(db->size(), 5u);
  std::vector<const TuningRecord *> all = db->getAllRecords(0);
  ASSERT_EQ(all.size(), 5u);
  std::vector<size_t> expectedLines = {1, 2, 12, 13, 14};
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(all[i]->traceJson()["id"], i);
    EXPECT_EQ(all[i]->runSeconds, std::vector<double>{1.0 + i});
    EXPECT_EQ(all[i]->line, expectedLines[i]);
  }

  // Appending after a truncated last line starts a new line: the new record
  // and all the old ones load; the truncated one is still reported.
  ASSERT_FALSE(db->commitTuningRecord(okRecord(0, {0.5}, "t", 42)));
  EXPECT_EQ(db->getAllRecords(0).back()->line, 16u);
  ASSERT_FALSE(db->commitWorkload(WorkloadEntry{"hash3", "f3", "module {}"})
                   .takeError());
  db.reset();
  db = openOrFail(dir.path);
  ASSERT_TRUE(db);
  EXPECT_EQ(db->size(), 6u);
  EXPECT_EQ(db->numWorkloads(), 3u);
  EXPECT_EQ(db->loadWarnings().size(), 10u) << joinWarnings(*db);
  std::vector<const TuningRecord *> top = db->getTopK(0, "t", 1);
  ASSERT_EQ(top.size(), 1u);
  EXPECT_EQ(top[0]->traceJson()["id"], 42);
  EXPECT_EQ(top[0]->line, 16u);
}

// DESIGN.md, invariant 5: a writer killed at any moment loses no completed
// record, and the database stays loadable and appendable.
TEST_F(DatabaseTest, KilledWriterLosesNoCompletedRecord) {
  size_t wl;
  {
    auto db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    wl = *db->commitWorkload(func("mm"));
  }
  std::mt19937 rng(std::random_device{}());
  std::uniform_int_distribution<int> delayUs(1000, 60000);
  int nextId = 0;
  long totalDelayUs = 0;
  const int kRounds = 8;
  for (int round = 0; round < kRounds; ++round) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    int firstId = nextId;
    pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      // The child appends records as fast as it can and reports each id
      // after its commit returned.
      ::close(fds[0]);
      auto opened = Database::open(dir.path);
      if (!opened)
        ::_exit(3);
      std::unique_ptr<Database> db = std::move(*opened);
      for (int id = firstId;; ++id) {
        TuningRecord r = okRecord(wl, {1e-3 * (id + 1)}, "t", id);
        r.reason = std::string(id % 7 * 300, 'x'); // lines of varied length
        if (db->commitTuningRecord(std::move(r)))
          ::_exit(4);
        if (::write(fds[1], &id, sizeof(id)) != sizeof(id))
          ::_exit(5);
      }
    }
    ::close(fds[1]);
    int delay = delayUs(rng);
    totalDelayUs += delay;
    ::usleep(delay);
    ASSERT_EQ(::kill(child, SIGKILL), 0);
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status))
        << "child exited with " << WEXITSTATUS(status);
    int lastCommitted = firstId - 1, id;
    while (::read(fds[0], &id, sizeof(id)) == sizeof(id))
      lastCommitted = id;
    ::close(fds[0]);

    auto db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    // Each kill leaves at most one partial line (later rounds append after
    // it); nothing else is reported.
    for (const DatabaseWarning &w : db->loadWarnings())
      EXPECT_NE(w.message.find("invalid JSON"), std::string::npos) << w.str();
    EXPECT_LE(db->loadWarnings().size(), static_cast<size_t>(round + 1))
        << joinWarnings(*db);
    // Records are whole and in order: ids 0, 1, 2, ... with their times.
    std::vector<const TuningRecord *> all = db->getAllRecords(wl);
    for (size_t i = 0; i < all.size(); ++i) {
      ASSERT_EQ(all[i]->traceJson()["id"], static_cast<int>(i));
      ASSERT_EQ(all[i]->runSeconds, std::vector<double>{1e-3 * (i + 1)});
      ASSERT_EQ(all[i]->reason.size(), i % 7 * 300);
    }
    // Every commit that returned before the kill is there.
    EXPECT_GE(static_cast<int>(all.size()), lastCommitted + 1);
    nextId = static_cast<int>(all.size());
  }
  EXPECT_GT(nextId, 0);
  std::printf("[ kill     ] %d rounds: %d records survived, writers ran "
              "%.1f ms in all (open + commit with fsync)\n",
              kRounds, nextId, totalDelayUs / 1e3);
}

// A kill can stop a write anywhere: cut the file at many byte offsets; every
// line complete before the cut loads, the partial one is reported, and the
// next commit still lands on a line of its own.
TEST_F(DatabaseTest, FileCutAnywhereLoadsEveryCompleteLine) {
  std::string recordFile;
  {
    auto db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    size_t wl = *db->commitWorkload(func("mm"));
    for (int i = 0; i < 12; ++i)
      ASSERT_FALSE(db->commitTuningRecord(okRecord(wl, {1.0 + i}, "t", i)));
    recordFile = readFile(dir.file(kDatabaseTuningRecordFile));
  }
  std::string workloadFile = readFile(dir.file(kDatabaseWorkloadFile));
  std::vector<size_t> cuts;
  for (size_t i = 0; i < recordFile.size(); i += 37)
    cuts.push_back(i);
  for (size_t i = 0; i < recordFile.size(); ++i)
    if (recordFile[i] == '\n')
      for (size_t c : {i - 1, i, i + 1})
        cuts.push_back(c);
  for (size_t cut : cuts) {
    SCOPED_TRACE("cut at byte " + std::to_string(cut));
    TempDir copy;
    writeFile(copy.file(kDatabaseWorkloadFile), workloadFile);
    std::string kept = recordFile.substr(0, cut);
    writeFile(copy.file(kDatabaseTuningRecordFile), kept);
    // Complete lines: those whose JSON text ends before the cut.
    size_t complete = std::count(kept.begin(), kept.end(), '\n');
    bool partial = !kept.empty() && kept.back() != '\n';
    bool onlyNewlineLost = partial && recordFile[cut] == '\n';
    if (onlyNewlineLost)
      ++complete;
    auto db = openOrFail(copy.path);
    ASSERT_TRUE(db);
    ASSERT_EQ(db->size(), complete);
    EXPECT_EQ(db->loadWarnings().size(), partial && !onlyNewlineLost ? 1u : 0u)
        << joinWarnings(*db);
    ASSERT_FALSE(db->commitTuningRecord(okRecord(0, {0.5}, "t", 99)));
    db = openOrFail(copy.path);
    ASSERT_TRUE(db);
    ASSERT_EQ(db->size(), complete + 1);
    EXPECT_EQ(db->getTopK(0, "t", 1)[0]->traceJson()["id"], 99);
  }
}

// Loading thousands of records with realistic traces must be fast; prints
// the measured time.
TEST_F(DatabaseTest, LoadsThousandsOfRecordsQuickly) {
  FailureOr<Trace> trace = Trace::parse(kTrace, ctx.get());
  ASSERT_TRUE(succeeded(trace));
  nlohmann::json traceJson = *traceToJson(*trace);
  // Grow the trace to a typical tuned size (~60 instructions).
  nlohmann::json &insts = traceJson["instructions"];
  nlohmann::json copy = insts;
  for (int i = 0; i < 11; ++i)
    for (const nlohmann::json &inst : copy)
      insts.push_back(inst);
  const int kRecords = 5000;
  std::string target = hostTarget(16);
  {
    // Write the lines directly (committing 5000 records would time fsync).
    auto db = openOrFail(dir.path);
    ASSERT_TRUE(db);
    size_t wl = *db->commitWorkload(func("mm"));
    std::string hash = db->getWorkload(wl).hash;
    std::string text;
    for (int i = 0; i < kRecords; ++i) {
      traceJson["instructions"][2]["decision"] = {i, 16};
      nlohmann::json line = {
          {"workload", hash},       {"status", "ok"},
          {"reason", ""},           {"run_seconds", {1e-3 + i * 1e-7, 1.1e-3}},
          {"target", target},       {"args", nlohmann::json::array()},
          {"timestamp", 1.7e9 + i}, {"trace", traceJson}};
      text += line.dump() + "\n";
    }
    std::ofstream(dir.file(kDatabaseTuningRecordFile), std::ios::app) << text;
  }
  uint64_t bytes = 0;
  llvm::sys::fs::file_size(dir.file(kDatabaseTuningRecordFile), bytes);
  auto start = std::chrono::steady_clock::now();
  auto db = openOrFail(dir.path);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  ASSERT_TRUE(db);
  EXPECT_EQ(db->size(), static_cast<size_t>(kRecords));
  EXPECT_TRUE(db->loadWarnings().empty()) << joinWarnings(*db);
  start = std::chrono::steady_clock::now();
  std::vector<const TuningRecord *> top = db->getTopK(0, target, 64);
  double topSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  ASSERT_EQ(top.size(), 64u);
  EXPECT_EQ(top[0]->traceJson()["instructions"][2]["decision"][0], 0);
  std::printf("[ load     ] %d records, %.1f MB: open %.3f s (%.1f us/record), "
              "top-64 %.4f s\n",
              kRecords, bytes / 1e6, seconds, seconds / kRecords * 1e6,
              topSeconds);
  // Generous bound for a loaded 2-core machine; typically far less.
  EXPECT_LT(seconds, 10.0);
}
