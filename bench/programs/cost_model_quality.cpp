//===- cost_model_quality.cpp - Cost-model quality on held-out records ----===//
//
//   build/bench/bench-cost-model-quality [--database DIR] [--seed S]
//       [--train-fraction 0.7] [--candidates N] [--workloads W]
//       [--leave-one-out]
//   build/bench/bench-cost-model-quality --extraction [WORKLOAD.mlir]
//       [--samples N]
//   build/bench/bench-cost-model-quality --features PAYLOAD.mlir
//
// Quality (issue "Learning-driven search", benchmark (b)): how well each cost
// model (CostModel.h: XGBoost with MetaSchedule's pack-sum squared error,
// XGBoost with AutoTVM's rank objective, the random model) ranks held-out
// candidates, per workload:
//  - pairwise accuracy: fraction of pairs of held-out candidates (different
//    times) ordered as measured (0.5 = chance);
//  - Kendall's tau over the same pairs (1: the measured order, 0: chance);
//  - top-k recall (k = 1, 10, 32): of the k fastest held-out candidates, the
//    fraction among the model's k best-scored.
// Figures are means over workloads. Held out are either the last records of
// each workload (default), or, with --leave-one-out, whole workloads: each in
// turn is scored by models trained only on the others (what a pretrained
// model, msched-train-cost-model, knows about a new workload). The data:
//  - --database DIR (repeatable): the tuning records of msched databases
//    (Database.h).
//    Each record's trace is replayed on its workload and its features
//    extracted with the record's target (TrainingData.h); failed candidates
//    count as failures (label 0). A workload measured at several thread
//    counts is one workload per thread count.
//    Per workload, records in file order: the first --train-fraction train
//    the models (in batches of 64, as the tuner feeds them), the rest are
//    held out. Only workloads with at least 20 valid held-out records count.
//  - otherwise a synthetic set (said in the output): W matmul-like workloads
//    with N candidates each, whose times come from a roofline model of the
//    candidates' schedule parameters (parallel extent, vector width,
//    register tile, unroll, transposed access, fused fill) and whose feature
//    rows hold the same quantities in the fields Features.h documents, with
//    +-5% timing noise. It checks that the models learn from the layout; it
//    says nothing about real hardware.
//
// --extraction: feature-extraction time per candidate (the target of section
// 1 is well under 5 ms for a GMM 512 schedule): samples N schedules of the
// default CPU design space of WORKLOAD (default bench/workloads/gmm_512.mlir)
// and times extractFeatures on each, for FeatureIR::Tensor (the default),
// Bufferized and VectorsLowered.
//
// --features: prints the rows of one scheduled payload (e.g. written by
// `msched-schedule-example matmul WORKLOAD --payload OUT.mlir`), non-zero
// fields by name.
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/Measurement.h"
#include "msched/Search/CostModel/CostModel.h"
#include "msched/Search/Feature/Features.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"
// The database and the design space (for --database and --extraction) come
// with the search libraries; without them only the synthetic set and
// --features are available.
#ifdef MSCHED_HAVE_SEARCH
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/DesignSpace.h"
#include "msched/Search/Database/Database.h"
#include "msched/Search/TrainingData.h"
#endif

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include <boost/random/uniform_int_distribution.hpp>
#include <boost/random/uniform_real_distribution.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>

using namespace mlir;
using namespace msched;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// One workload's records: in order, features and time (HUGE_VAL: failed).
struct WorkloadRecords {
  std::string name;
  std::string hash; ///< the workload's structural hash ("" if synthetic)
  std::vector<MeasuredCandidate> records;
};

//===----------------------------------------------------------------------===//
// Synthetic set
//===----------------------------------------------------------------------===//

/// A matmul-like candidate: schedule parameters, a roofline time, and the
/// feature rows a schedule with those parameters would have.
MeasuredCandidate syntheticCandidate(RandomEngine &engine,
                                     const std::string &workload, int64_t n) {
  auto pick = [&](int lo, int hi) {
    return boost::random::uniform_int_distribution<int>(lo, hi)(engine);
  };
  auto uniform = [&](double lo, double hi) {
    return boost::random::uniform_real_distribution<double>(lo, hi)(engine);
  };
  double parallel = std::exp2(pick(0, 6)); // 1 .. 64 parallel iterations
  double vector = std::exp2(pick(0, 4));   // 1 .. 16 lanes
  double tileRows = std::exp2(pick(0, 3)); // register tile 1 .. 8 rows
  double tileK = std::exp2(pick(0, 6));    // reduction tile 1 .. 64
  bool transposed = pick(0, 3) == 0;       // B read along the wrong dim
  bool fusedFill = pick(0, 1) == 1;
  double flops = 2.0 * n * n * n;
  double cores = 8, ghzPerLane = 1.0;

  // Compute: lanes * FMA throughput, helped by a register tile (independent
  // accumulators), on min(parallel, cores) cores.
  double ilp = std::min(1.0, 0.35 + 0.2 * std::log2(2 * tileRows));
  double compute = flops / (std::min(parallel, cores) * std::min(vector, 16.0) *
                            2 * ghzPerLane * 1e9 * ilp);
  // Memory: each loaded element feeds 2 * tileRows * vector / (tileRows +
  // vector) flops; a transposed B costs a cache line per element; a working
  // set beyond 32 KiB streams from L2 at half the bandwidth.
  double intensity = 2 * tileRows * vector / (tileRows + vector);
  double bytes = flops / intensity * 4 * (transposed ? 4 : 1);
  double workingSet = (tileRows + vector) * tileK * 4;
  double bandwidth = (workingSet > 32768 ? 50e9 : 100e9) *
                     std::min(parallel, cores) / cores * 2;
  double memory = bytes / bandwidth;
  double overhead = parallel * 3e-6;
  double fill = fusedFill ? 0 : n * n * 4 / 20e9;
  double seconds =
      (std::max(compute, memory) + overhead + fill) * uniform(0.95, 1.05);

  MeasuredCandidate c;
  c.workload = workload;
  c.runSeconds = seconds;
  std::vector<float> row(kFeatureWidth, 0.0f);
  auto set = [&](unsigned i, double v) { row[i] = slog(v); };
  double iterations = n * n * n / vector;
  set(0, flops / 2);                     // float_mad
  set(kVectorizeOffset + 0, vector > 1); // num
  set(kVectorizeOffset + 1, vector);     // prod
  set(kVectorizeOffset + 2, vector);     // len
  row[kVectorizeOffset + 3 + (vector > 1 ? 1 : 0)] = 1;
  set(kUnrollOffset + 0, tileRows > 1);
  set(kUnrollOffset + 1, tileRows);
  set(kUnrollOffset + 2, tileRows);
  row[kUnrollOffset + 3 + (tileRows > 1 ? 1 : 0)] = 1;
  set(kParallelOffset + 0, 1);
  set(kParallelOffset + 1, parallel);
  set(kParallelOffset + 2, parallel);
  row[kParallelOffset + 6] = 1; // outer spatial
  set(kLoopStructureOffset + 0, 3);
  set(kLoopStructureOffset + 1, iterations / parallel);
  set(kLoopStructureOffset + 2, tileK);
  set(kLoopStructureOffset + 3, vector * 4);
  set(kLoopStructureOffset + 4, vector * tileRows);
  set(kLoopStructureOffset + 5, transposed ? flops / 2 : 0);
  row[kLoopStructureOffset + 7] = 1;
  // B0 = B (read), B1 = A (read), B2 = C (read-write).
  double strides[3] = {transposed ? double(n) : 1, 0, 1};
  for (int b = 0; b < 3; ++b) {
    unsigned o = kBufferOffset + b * kBufferFieldCount;
    row[o + (b == 2 ? 2 : 0)] = 1;
    set(o + 3, bytes / 3);
    set(o + 4, n * n * 4);
    set(o + 5, bytes / 3 / 64);
    set(o + 6, n * n * 4 / 64);
    row[o + 7] = 1;
    set(o + 10, b == 2 ? tileK : vector);
    set(o + 11, workingSet);
    set(o + 12, b == 1 ? vector : tileRows);
    set(o + 17, strides[b]);
  }
  for (unsigned i = 0; i < kIntensitySamples; ++i)
    set(kIntensityOffset + i, intensity * (i + 1) / kIntensitySamples);
  set(kAllocOffset + 2, 1);
  set(kAllocOffset + 3, iterations * vector);
  set(kOuterOffset + 0, iterations * vector);
  set(kOuterOffset + 1, 5);
  set(kOuterOffset + 2, parallel);
  c.features.push_back(std::move(row));
  if (!fusedFill) {
    std::vector<float> fillRow(kFeatureWidth, 0.0f);
    fillRow[kVectorizeOffset + 3] = 1;
    fillRow[kUnrollOffset + 3] = 1;
    fillRow[kParallelOffset + 3] = 1;
    fillRow[kLoopStructureOffset + 0] = slog(2);
    fillRow[kLoopStructureOffset + 1] = slog(n * n);
    unsigned o = kBufferOffset;
    fillRow[o + 1] = 1;
    fillRow[o + 3] = fillRow[o + 4] = slog(n * n * 4);
    fillRow[o + 5] = fillRow[o + 6] = slog(n * n * 4 / 64);
    fillRow[o + 9] = 1;
    fillRow[o + 17] = 1;
    fillRow[kOuterOffset + 0] = slog(n * n);
    fillRow[kOuterOffset + 1] = slog(2);
    fillRow[kOuterOffset + 2] = 1;
    c.features.push_back(std::move(fillRow));
  }
  return c;
}

std::vector<WorkloadRecords> syntheticSet(uint64_t seed, unsigned workloads,
                                          unsigned candidates) {
  RandomEngine engine(seed);
  std::vector<WorkloadRecords> set;
  for (unsigned w = 0; w < workloads; ++w) {
    int64_t n = int64_t(128) << (w % 4);
    WorkloadRecords r;
    r.name = "synthetic_gmm_" + std::to_string(n) + "_" + std::to_string(w);
    for (unsigned i = 0; i < candidates; ++i)
      r.records.push_back(syntheticCandidate(engine, r.name, n));
    set.push_back(std::move(r));
  }
  return set;
}

//===----------------------------------------------------------------------===//
// Database
//===----------------------------------------------------------------------===//

#ifdef MSCHED_HAVE_SEARCH
/// The records of every workload of the database, one set per workload and
/// thread count (TrainingData.h: replayed as the tuner replays them, the
/// features with the record's target).
bool loadDatabase(const std::string &dir, MLIRContext &ctx,
                  std::vector<WorkloadRecords> &out) {
  auto db = Database::open(dir, Database::OpenMode::ReadOnly);
  if (!db) {
    std::fprintf(stderr, "error: %s\n", llvm::toString(db.takeError()).c_str());
    return false;
  }
  for (const DatabaseWarning &w : (*db)->loadWarnings())
    std::fprintf(stderr, "warning: %s\n", w.str().c_str());
  auto data = collectTrainingData(**db, ctx);
  if (!data) {
    std::fprintf(stderr, "error: %s\n",
                 llvm::toString(data.takeError()).c_str());
    return false;
  }
  for (TrainingWorkload &w : *data) {
    if (w.skippedReplay)
      std::fprintf(stderr, "note: %s: %u records could not be replayed\n",
                   w.funcName.c_str(), w.skippedReplay);
    std::map<std::string, WorkloadRecords> byTarget;
    for (MeasuredCandidate &c : w.candidates) {
      WorkloadRecords &r = byTarget[c.workload];
      if (r.name.empty()) {
        std::string target = c.workload.substr(c.workload.find(' ') + 1);
        r.hash = w.hash;
        r.name = w.funcName + " (" +
                 std::to_string(featureOptionsForTarget(target).threads) + "T)";
      }
      r.records.push_back(std::move(c));
    }
    for (auto &[key, r] : byTarget)
      out.push_back(std::move(r));
  }
  return true;
}
#else
bool loadDatabase(const std::string &, MLIRContext &,
                  std::vector<WorkloadRecords> &) {
  std::fprintf(stderr, "error: --database needs the search libraries "
                       "(MSchedDatabase), absent from this build\n");
  return false;
}
#endif

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

struct Figures {
  double accuracy = 0, tau = 0, recall1 = 0, recall10 = 0, recall32 = 0;
  double trainSeconds = 0;
  unsigned workloads = 0;
};

/// Which records of workload i train the model ([0, trainEnd[i])) and which
/// are scored ([testBegin[i], records)).
struct Split {
  std::vector<size_t> trainEnd, testBegin;
};

/// Trains `model` on the split's training records, in batches of 64,
/// interleaving workloads as a task scheduler would, then scores the held-out
/// records of each workload with at least 20 valid ones.
Figures evaluate(CostModel &model, const std::vector<WorkloadRecords> &set,
                 const Split &split) {
  Figures f;
  Clock::time_point start = Clock::now();
  for (size_t begin = 0;; begin += 64) {
    bool any = false;
    for (auto [w, records] : llvm::enumerate(set)) {
      size_t end = split.trainEnd[w];
      if (begin >= end)
        continue;
      any = true;
      std::vector<MeasuredCandidate> batch(records.records.begin() + begin,
                                           records.records.begin() +
                                               std::min(end, begin + 64));
      if (llvm::Error e = model.update(batch)) {
        std::fprintf(stderr, "error: %s\n",
                     llvm::toString(std::move(e)).c_str());
        return f;
      }
    }
    if (!any)
      break;
  }
  if (auto *xgb = dynamic_cast<XGBoostCostModel *>(&model))
    if (xgb->lastTrainSize() != xgb->dataSize())
      if (llvm::Error e = xgb->retrain())
        std::fprintf(stderr, "error: %s\n",
                     llvm::toString(std::move(e)).c_str());
  f.trainSeconds = secondsSince(start);

  for (auto [w, records] : llvm::enumerate(set)) {
    std::vector<FeatureRows> rows;
    std::vector<double> seconds;
    unsigned valid = 0;
    for (size_t i = split.testBegin[w]; i < records.records.size(); ++i) {
      const MeasuredCandidate &c = records.records[i];
      rows.push_back(c.features);
      bool ok =
          c.runSeconds && std::isfinite(*c.runSeconds) && *c.runSeconds > 0;
      seconds.push_back(ok ? *c.runSeconds : HUGE_VAL);
      valid += ok;
    }
    if (valid < 20)
      continue;
    auto scores = model.predict(rows);
    if (!scores) {
      std::fprintf(stderr, "error: %s\n",
                   llvm::toString(scores.takeError()).c_str());
      continue;
    }
    f.accuracy += pairwiseAccuracy(*scores, seconds);
    f.tau += kendallTau(*scores, seconds);
    f.recall1 += topKRecall(*scores, seconds, 1);
    f.recall10 += topKRecall(*scores, seconds, 10);
    f.recall32 += topKRecall(*scores, seconds, 32);
    ++f.workloads;
  }
  if (f.workloads) {
    f.accuracy /= f.workloads;
    f.tau /= f.workloads;
    f.recall1 /= f.workloads;
    f.recall10 /= f.workloads;
    f.recall32 /= f.workloads;
  }
  return f;
}

struct ModelEntry {
  const char *name;
  std::function<std::unique_ptr<CostModel>()> make;
};

std::vector<ModelEntry> modelEntries(uint64_t seed) {
  auto xgb = [seed](XGBObjective objective) {
    return [seed, objective]() -> std::unique_ptr<CostModel> {
      XGBoostOptions options;
      options.objective = objective;
      options.seed = seed;
      auto model = createXGBoostCostModel(options);
      if (!model) {
        std::fprintf(stderr, "error: %s\n",
                     llvm::toString(model.takeError()).c_str());
        return nullptr;
      }
      return std::move(*model);
    };
  };
  return {
      {"xgboost reg (pack-sum sq.)", xgb(XGBObjective::PackSumSquaredError)},
      {"xgboost rank (pack-sum)", xgb(XGBObjective::PackSumRank)},
      {"random", [seed] { return createRandomCostModel(seed); }},
  };
}

void printHeader() {
  std::printf("%-28s %8s %8s %9s %9s %9s %9s %7s\n", "model", "pair acc", "tau",
              "recall@1", "recall@10", "recall@32", "train s", "rounds");
}

void printFigures(const char *name, const Figures &f, const CostModel &model) {
  auto *x = dynamic_cast<const XGBoostCostModel *>(&model);
  std::printf("%-28s %8.3f %8.3f %9.3f %9.3f %9.3f %9.2f %7s\n", name,
              f.accuracy, f.tau, f.recall1, f.recall10, f.recall32,
              f.trainSeconds, x ? std::to_string(x->rounds()).c_str() : "-");
}

/// Held-out records of each workload: the first `fraction` train.
int runQuality(const std::vector<WorkloadRecords> &set, double fraction,
               uint64_t seed) {
  Split split;
  for (const WorkloadRecords &w : set) {
    size_t cut = static_cast<size_t>(fraction * w.records.size());
    split.trainEnd.push_back(cut);
    split.testBegin.push_back(cut);
  }
  printHeader();
  for (ModelEntry &e : modelEntries(seed)) {
    std::unique_ptr<CostModel> model = e.make();
    if (!model)
      return 1;
    Figures f = evaluate(*model, set, split);
    printFigures(e.name, f, *model);
    if (f.workloads == 0)
      std::printf("  (no workload with 20 valid held-out records)\n");
  }
  return 0;
}

/// Held-out workloads: each workload in turn is scored by models trained on
/// all the other workloads' records (none of its own), as a pretrained model
/// scores the first candidates of a new workload.
int runLeaveOneOut(const std::vector<WorkloadRecords> &set, uint64_t seed) {
  std::vector<ModelEntry> entries = modelEntries(seed);
  std::vector<Figures> sums(entries.size());
  unsigned heldOut = 0;
  for (size_t h = 0; h < set.size(); ++h) {
    // The held-out workload trains nothing, at any thread count or from any
    // database (same structural hash); only set h is scored.
    auto same = [&](size_t w) {
      return w == h || (!set[h].hash.empty() && set[w].hash == set[h].hash);
    };
    Split split;
    size_t others = 0;
    for (size_t w = 0; w < set.size(); ++w) {
      split.trainEnd.push_back(same(w) ? 0 : set[w].records.size());
      split.testBegin.push_back(w == h ? 0 : set[w].records.size());
      others += !same(w);
    }
    bool printed = false;
    for (auto [i, e] : llvm::enumerate(entries)) {
      std::unique_ptr<CostModel> model = e.make();
      if (!model)
        return 1;
      Figures f = evaluate(*model, set, split);
      if (f.workloads == 0)
        break; // fewer than 20 valid records
      if (!printed) {
        std::printf("\nheld out: %s (%zu records), trained on the other "
                    "%zu workload sets\n",
                    set[h].name.c_str(), set[h].records.size(), others);
        printHeader();
        printed = true;
        ++heldOut;
      }
      printFigures(e.name, f, *model);
      sums[i].accuracy += f.accuracy;
      sums[i].tau += f.tau;
      sums[i].recall1 += f.recall1;
      sums[i].recall10 += f.recall10;
      sums[i].recall32 += f.recall32;
      sums[i].trainSeconds += f.trainSeconds;
    }
  }
  if (heldOut == 0) {
    std::printf("no workload with 20 valid records\n");
    return 1;
  }
  std::printf("\nmean over %u held-out workloads\n", heldOut);
  printHeader();
  for (auto [i, e] : llvm::enumerate(entries)) {
    Figures m = sums[i];
    for (double *v : {&m.accuracy, &m.tau, &m.recall1, &m.recall10, &m.recall32,
                      &m.trainSeconds})
      *v /= heldOut;
    std::printf("%-28s %8.3f %8.3f %9.3f %9.3f %9.3f %9.2f %7s\n", e.name,
                m.accuracy, m.tau, m.recall1, m.recall10, m.recall32,
                m.trainSeconds, "-");
  }
  return 0;
}

//===----------------------------------------------------------------------===//
// Extraction time and dumps
//===----------------------------------------------------------------------===//

const char *irName(FeatureIR ir) {
  switch (ir) {
  case FeatureIR::Tensor:
    return "tensor";
  case FeatureIR::Bufferized:
    return "bufferized";
  case FeatureIR::VectorsLowered:
    return "vectors-lowered";
  }
  return "?";
}

int runExtraction(const std::string &path, unsigned samples, uint64_t seed) {
#ifndef MSCHED_HAVE_SEARCH
  std::fprintf(stderr, "error: --extraction needs the design space "
                       "(MSchedSearch), absent from this build\n");
  return 1;
#else
  auto ctx = makeContext();
  loadModuleExtensions(*ctx);
  OwningOpRef<ModuleOp> workload = parseWorkloadFile(path, *ctx);
  if (!workload)
    return 1;
  FailureOr<std::vector<Task>> tasks = collectTasks(*workload);
  if (failed(tasks) || tasks->size() != 1) {
    std::fprintf(stderr, "error: %s: expected one task\n", path.c_str());
    return 1;
  }
  std::string error;
  FailureOr<ModuleList> modules = createModuleList("default", error);
  if (failed(modules)) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }
  std::vector<std::vector<Schedule>> drawn;
  {
    ScopedDiagnosticHandler quiet(ctx.get(),
                                  [](Diagnostic &) { return success(); });
    auto space = sampleDesignSpace(*workload, tasks->front().funcName,
                                   getModulePointers(*modules), seed, samples);
    if (succeeded(space))
      drawn = std::move(*space);
  }
  std::printf("feature extraction, %s (@%s), %zu sampled schedules of the "
              "default design space\n",
              path.c_str(), tasks->front().funcName.c_str(), drawn.size());
  std::printf("%-16s %10s %10s %10s %8s %8s\n", "IR", "median ms", "mean ms",
              "max ms", "rows", "failed");
  for (FeatureIR ir :
       {FeatureIR::Tensor, FeatureIR::Bufferized, FeatureIR::VectorsLowered}) {
    std::vector<double> ms;
    size_t rows = 0;
    unsigned failures = 0;
    FeatureOptions options;
    options.ir = ir;
    for (std::vector<Schedule> &schedules : drawn) {
      if (schedules.empty())
        continue;
      Schedule &s = schedules.front();
      Clock::time_point start = Clock::now();
      std::string message;
      FailureOr<FeatureRows> f =
          extractFeatures(s.getPayload(), options, &message);
      ms.push_back(1e3 * secondsSince(start));
      if (failed(f))
        ++failures;
      else
        rows += f->size();
    }
    double mean = 0;
    for (double m : ms)
      mean += m;
    mean /= std::max<size_t>(1, ms.size());
    std::printf("%-16s %10.2f %10.2f %10.2f %8.1f %8u\n", irName(ir),
                median(ms), mean,
                ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()),
                ms.empty() ? 0.0 : double(rows) / ms.size(), failures);
  }
  return 0;
#endif
}

int runDump(const std::string &path) {
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> payload = parseSourceFile<ModuleOp>(path, ctx.get());
  if (!payload)
    return 1;
  for (FeatureIR ir :
       {FeatureIR::Tensor, FeatureIR::Bufferized, FeatureIR::VectorsLowered}) {
    FeatureOptions options;
    options.ir = ir;
    FailureOr<FeatureRows> rows = extractFeatures(*payload, options);
    if (failed(rows))
      return 1;
    std::printf("== %s: %zu rows\n", irName(ir), rows->size());
    for (auto [r, row] : llvm::enumerate(*rows)) {
      std::printf("row %zu:", r);
      for (unsigned i = 0; i < kFeatureWidth; ++i)
        if (row[i] != 0)
          std::printf(" %s=%.3g", featureName(i).str().c_str(), row[i]);
      std::printf("\n");
    }
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> databases;
  std::string features, extraction;
  bool extractionMode = false, leaveOneOut = false;
  uint64_t seed = 0;
  double fraction = 0.7;
  unsigned candidates = 1000, workloads = 4, samples = 50;
  for (int i = 1; i < argc; ++i) {
    auto next = [&] { return i + 1 < argc ? argv[++i] : ""; };
    if (!std::strcmp(argv[i], "--database"))
      databases.push_back(next());
    else if (!std::strcmp(argv[i], "--features"))
      features = next();
    else if (!std::strcmp(argv[i], "--leave-one-out"))
      leaveOneOut = true;
    else if (!std::strcmp(argv[i], "--extraction"))
      extractionMode = true;
    else if (!std::strcmp(argv[i], "--samples"))
      samples = std::atoi(next());
    else if (!std::strcmp(argv[i], "--seed"))
      seed = std::strtoull(next(), nullptr, 10);
    else if (!std::strcmp(argv[i], "--train-fraction"))
      fraction = std::atof(next());
    else if (!std::strcmp(argv[i], "--candidates"))
      candidates = std::atoi(next());
    else if (!std::strcmp(argv[i], "--workloads"))
      workloads = std::atoi(next());
    else if (extractionMode && argv[i][0] != '-')
      extraction = argv[i];
    else {
      std::fprintf(stderr, "error: unknown argument '%s'\n", argv[i]);
      return 1;
    }
  }
  if (!features.empty())
    return runDump(features);
  if (extractionMode)
    return runExtraction(extraction.empty() ? MSCHED_SOURCE_DIR
                             "/bench/workloads/gmm_512.mlir"
                                            : extraction,
                         samples, seed);

  std::vector<WorkloadRecords> set;
  if (!databases.empty()) {
    auto ctx = makeContext();
#ifdef MSCHED_HAVE_SEARCH
    loadModuleExtensions(*ctx);
#endif
    for (const std::string &database : databases)
      if (!loadDatabase(database, *ctx, set))
        return 1;
    size_t n = 0;
    for (const WorkloadRecords &w : set)
      n += w.records.size();
    std::printf("data: %zu tuning database(s): %zu records of %zu workloads; "
                "%s\n",
                databases.size(), n, set.size(),
                leaveOneOut ? "each workload in turn is held out"
                            : ("first " + std::to_string(int(100 * fraction)) +
                               "% of each workload's records train, the "
                               "rest are held out")
                                  .c_str());
  } else {
    set = syntheticSet(seed, workloads, candidates);
    std::printf("data: SYNTHETIC (no --database given): %u matmul-like "
                "workloads x %u candidates, roofline times from schedule "
                "parameters written into the feature layout, +-5%% noise; "
                "first %.0f%% train, the rest are held out\n",
                workloads, candidates, 100 * fraction);
  }
  if (leaveOneOut) {
    std::printf("held-out workloads: each scored by models trained on the "
                "others only\n");
    return runLeaveOneOut(set, seed);
  }
  return runQuality(set, fraction, seed);
}
