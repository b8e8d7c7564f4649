//===- cost_model_quality.cpp - Cost-model quality on held-out records ----===//
//
//   build/bench/bench-cost-model-quality [--database DIR] [--seed S]
//       [--train-fraction 0.7] [--candidates N] [--workloads W]
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
//  - top-k recall (k = 1, 10, 32): of the k fastest held-out candidates, the
//    fraction among the model's k best-scored.
// Figures are means over workloads. The data:
//  - --database DIR: the tuning records of a msched database (Database.h).
//    Each record's trace is replayed on its workload and its features
//    extracted (Features.h); failed candidates count as failures (label 0).
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
bool loadDatabase(const std::string &dir, MLIRContext &ctx,
                  std::vector<WorkloadRecords> &out) {
  auto db = Database::open(dir);
  if (!db) {
    std::fprintf(stderr, "error: %s\n", llvm::toString(db.takeError()).c_str());
    return false;
  }
  for (const DatabaseWarning &w : (*db)->loadWarnings())
    std::fprintf(stderr, "warning: %s\n", w.str().c_str());
  ScopedDiagnosticHandler quiet(&ctx, [](Diagnostic &) { return success(); });
  for (size_t id = 0; id < (*db)->numWorkloads(); ++id) {
    const WorkloadEntry &entry = (*db)->getWorkload(id);
    OwningOpRef<ModuleOp> workload =
        parseSourceString<ModuleOp>(entry.ir, &ctx);
    if (!workload)
      continue;
    WorkloadRecords r;
    r.name = entry.funcName;
    unsigned skipped = 0;
    for (const TuningRecord *record : (*db)->getAllRecords(id)) {
      FailureOr<Trace> trace = (*db)->decodeTrace(*record, &ctx);
      if (failed(trace)) {
        ++skipped;
        continue;
      }
      ReplayOptions options;
      options.funcName = entry.funcName;
      auto payload = replayTrace(*workload, *trace, options);
      if (failed(payload)) {
        ++skipped;
        continue;
      }
      FailureOr<FeatureRows> rows = extractFeatures(**payload);
      if (failed(rows) || rows->empty()) {
        ++skipped;
        continue;
      }
      MeasuredCandidate c;
      c.workload = entry.hash;
      c.features = std::move(*rows);
      c.runSeconds = record->medianSeconds();
      r.records.push_back(std::move(c));
    }
    if (skipped)
      std::fprintf(stderr, "note: %s: %u records could not be replayed\n",
                   r.name.c_str(), skipped);
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
  double accuracy = 0, recall1 = 0, recall10 = 0, recall32 = 0;
  double trainSeconds = 0;
  unsigned workloads = 0;
};

/// Trains `model` on the first `fraction` of each workload's records, in
/// batches of 64, then scores the rest.
Figures evaluate(CostModel &model, const std::vector<WorkloadRecords> &set,
                 double fraction) {
  Figures f;
  std::vector<std::pair<size_t, size_t>> split;
  std::vector<MeasuredCandidate> train;
  for (const WorkloadRecords &w : set) {
    size_t cut = static_cast<size_t>(fraction * w.records.size());
    split.push_back({cut, w.records.size()});
    train.insert(train.end(), w.records.begin(), w.records.begin() + cut);
  }
  // Interleave workloads as a task scheduler would: batch i of each.
  Clock::time_point start = Clock::now();
  for (size_t begin = 0;; begin += 64) {
    bool any = false;
    for (auto [w, range] : llvm::enumerate(split)) {
      if (begin >= range.first)
        continue;
      any = true;
      auto first = set[w].records.begin() + begin;
      auto last = set[w].records.begin() + std::min(range.first, begin + 64);
      std::vector<MeasuredCandidate> batch(first, last);
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

  for (auto [w, range] : llvm::enumerate(split)) {
    std::vector<FeatureRows> rows;
    std::vector<double> seconds;
    unsigned valid = 0;
    for (size_t i = range.first; i < range.second; ++i) {
      const MeasuredCandidate &c = set[w].records[i];
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
    f.recall1 += topKRecall(*scores, seconds, 1);
    f.recall10 += topKRecall(*scores, seconds, 10);
    f.recall32 += topKRecall(*scores, seconds, 32);
    ++f.workloads;
  }
  if (f.workloads) {
    f.accuracy /= f.workloads;
    f.recall1 /= f.workloads;
    f.recall10 /= f.workloads;
    f.recall32 /= f.workloads;
  }
  return f;
}

int runQuality(const std::vector<WorkloadRecords> &set, double fraction,
               uint64_t seed) {
  std::printf("%-28s %9s %9s %9s %9s %10s %7s\n", "model", "pair acc",
              "recall@1", "recall@10", "recall@32", "train s", "rounds");
  struct Entry {
    const char *name;
    std::function<std::unique_ptr<CostModel>()> make;
  };
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
  Entry entries[] = {
      {"xgboost pack-sum sq. error", xgb(XGBObjective::PackSumSquaredError)},
      {"xgboost pack-sum rank", xgb(XGBObjective::PackSumRank)},
      {"random", [seed] { return createRandomCostModel(seed); }},
  };
  for (Entry &e : entries) {
    std::unique_ptr<CostModel> model = e.make();
    if (!model)
      return 1;
    Figures f = evaluate(*model, set, fraction);
    auto *x = dynamic_cast<XGBoostCostModel *>(model.get());
    std::printf("%-28s %9.3f %9.3f %9.3f %9.3f %10.2f %7s\n", e.name,
                f.accuracy, f.recall1, f.recall10, f.recall32, f.trainSeconds,
                x ? std::to_string(x->rounds()).c_str() : "-");
    if (f.workloads == 0)
      std::printf("  (no workload with 20 valid held-out records)\n");
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
  std::string database, features, extraction;
  bool extractionMode = false;
  uint64_t seed = 0;
  double fraction = 0.7;
  unsigned candidates = 1000, workloads = 4, samples = 50;
  for (int i = 1; i < argc; ++i) {
    auto next = [&] { return i + 1 < argc ? argv[++i] : ""; };
    if (!std::strcmp(argv[i], "--database"))
      database = next();
    else if (!std::strcmp(argv[i], "--features"))
      features = next();
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
  if (!database.empty()) {
    auto ctx = makeContext();
#ifdef MSCHED_HAVE_SEARCH
    loadModuleExtensions(*ctx);
#endif
    if (!loadDatabase(database, *ctx, set))
      return 1;
    size_t n = 0;
    for (const WorkloadRecords &w : set)
      n += w.records.size();
    std::printf("data: tuning database %s: %zu records of %zu workloads; "
                "first %.0f%% of each workload's records train, the rest are "
                "held out\n",
                database.c_str(), n, set.size(), 100 * fraction);
  } else {
    set = syntheticSet(seed, workloads, candidates);
    std::printf("data: SYNTHETIC (no --database given): %u matmul-like "
                "workloads x %u candidates, roofline times from schedule "
                "parameters written into the feature layout, +-5%% noise; "
                "first %.0f%% train, the rest are held out\n",
                workloads, candidates, 100 * fraction);
  }
  return runQuality(set, fraction, seed);
}
