//===- SearchTest.cpp - Search strategies: dedup, eps-greedy, determinism -===//

#include "msched/Context.h"
#include "msched/HostPeak.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/DesignSpace.h"
#include "msched/Search/CostModel/CostModel.h"
#include "msched/Search/Database/Database.h"
#include "msched/Search/Strategy/SearchStrategy.h"
#include "msched/Search/TrainingData.h"
#include "msched/Search/Tuner.h"

#include "msched/Search/Measurer.h"

#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <map>
#include <set>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

using namespace mlir;
using namespace msched;

namespace {

const char *kWorkload = R"mlir(
func.func @mm(%A: tensor<60x128xf32>, %B: tensor<128x64xf32>) -> tensor<60x64xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<60x64xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<60x64xf32>) -> tensor<60x64xf32>
  %r = linalg.matmul ins(%A, %B : tensor<60x128xf32>, tensor<128x64xf32>)
                     outs(%f : tensor<60x64xf32>) -> tensor<60x64xf32>
  return %r : tensor<60x64xf32>
}
)mlir";

class SearchTest : public ::testing::Test {
protected:
  void SetUp() override {
    ctx = makeContext();
    loadModuleExtensions(*ctx);
    workload = parseSourceString<ModuleOp>(kWorkload, ctx.get());
    ASSERT_TRUE(workload);
    std::string error;
    FailureOr<ModuleList> list = createModuleList("default", error);
    ASSERT_TRUE(succeeded(list)) << error;
    modules = std::move(*list);
  }

  TuneContext context(uint64_t seed) {
    TuneContext c;
    c.workload = *workload;
    c.funcName = "mm";
    c.modules = getModulePointers(modules);
    c.seed = seed;
    return c;
  }

  /// A deterministic stand-in for the runner: a time derived from the hash.
  static std::vector<MeasureResult> fakeMeasure(ArrayRef<Candidate> batch) {
    std::vector<MeasureResult> results;
    for (const Candidate &c : batch) {
      MeasureResult r;
      r.medianSeconds = 1e-4 * (1 + std::hash<std::string>()(c.hash) % 97);
      r.repeatSeconds = {r.medianSeconds};
      results.push_back(r);
    }
    return results;
  }

  /// Hashes of `rounds` batches of `count` from a fresh evolutionary search.
  std::vector<std::string> evolutionaryRun(uint64_t seed, unsigned rounds,
                                           unsigned count) {
    TuneContext c = context(seed);
    MeasuredSet measured;
    std::unique_ptr<CostModel> model = createRandomCostModel(seed);
    EvolutionaryOptions options;
    options.population = 48;
    options.initMinUnmeasured = 16;
    std::unique_ptr<SearchStrategy> s = createEvolutionaryStrategy(
        c, measured, *model, nullptr, 0, "", options);
    std::vector<std::string> hashes;
    for (unsigned r = 0; r < rounds; ++r) {
      std::vector<Candidate> batch = s->nextBatch(count);
      for (const Candidate &cand : batch)
        hashes.push_back(cand.hash);
      s->notifyMeasured(batch, fakeMeasure(batch));
    }
    return hashes;
  }

  /// The number of design spaces (schedules of the default module list).
  size_t designSpaceCount(const TuneContext &c) {
    FailureOr<std::vector<Trace>> space =
        getDesignSpaceTraces(c.workload, c.funcName, c.modules, c.seed);
    return succeeded(space) ? space->size() : 0;
  }

  std::unique_ptr<MLIRContext> ctx;
  OwningOpRef<ModuleOp> workload;
  ModuleList modules;
};

TEST_F(SearchTest, ReplayTraceNeverProposesAMeasuredCandidateTwice) {
  TuneContext c = context(1);
  MeasuredSet measured;
  std::unique_ptr<SearchStrategy> s = createReplayTraceStrategy(c, measured);
  std::set<std::string> seen;
  for (int round = 0; round < 3; ++round) {
    std::vector<Candidate> batch = s->nextBatch(8);
    ASSERT_FALSE(batch.empty());
    for (const Candidate &cand : batch) {
      EXPECT_TRUE(seen.insert(cand.hash).second) << "proposed twice";
      EXPECT_EQ(structuralHash(cand.payload.get().getOperation()), cand.hash);
    }
    s->notifyMeasured(batch, fakeMeasure(batch));
  }
  EXPECT_EQ(measured.size(), seen.size());
}

TEST_F(SearchTest, EvolutionarySkipsWhatTheDatabaseOrEarlierRoundsMeasured) {
  TuneContext c = context(2);
  MeasuredSet measured;
  // Pretend a candidate was measured by an earlier run.
  std::unique_ptr<SearchStrategy> probe =
      createReplayTraceStrategy(c, measured);
  std::vector<Candidate> earlier = probe->nextBatch(4);
  ASSERT_FALSE(earlier.empty());
  probe->notifyMeasured(earlier, fakeMeasure(earlier));
  std::set<std::string> before(measured.begin(), measured.end());

  std::unique_ptr<CostModel> model = createRandomCostModel(2);
  EvolutionaryOptions options;
  options.population = 48;
  options.initMinUnmeasured = 16;
  std::unique_ptr<SearchStrategy> s =
      createEvolutionaryStrategy(c, measured, *model, nullptr, 0, "", options);
  std::set<std::string> proposed;
  for (int round = 0; round < 2; ++round) {
    std::vector<Candidate> batch = s->nextBatch(10);
    ASSERT_FALSE(batch.empty());
    for (const Candidate &cand : batch) {
      EXPECT_FALSE(before.count(cand.hash));
      EXPECT_TRUE(proposed.insert(cand.hash).second);
    }
    s->notifyMeasured(batch, fakeMeasure(batch));
  }
}

TEST_F(SearchTest, EpsGreedyShareIsFivePercentOfTheBatch) {
  TuneContext c = context(3);
  MeasuredSet measured;
  std::unique_ptr<CostModel> model = createRandomCostModel(3);
  EvolutionaryOptions options;
  options.population = 96;
  options.initMinUnmeasured = 64;
  std::unique_ptr<SearchStrategy> s =
      createEvolutionaryStrategy(c, measured, *model, nullptr, 0, "", options);
  std::vector<Candidate> batch = s->nextBatch(40);
  ASSERT_EQ(batch.size(), 40u);
  // The first batch also measures the default schedule and one sample of
  // each design space (multi-level tiling's variants of the matmul: plain
  // and write cache on any host, as 6- and 5-row kernels divide the 60 rows
  // on AVX2 and 10- and 12-row ones on AVX-512, where 14-row ones do not:
  // a peeled variant too).
  size_t spaces = designSpaceCount(c);
  ASSERT_GE(spaces, 2u);
  auto [ranked, random] = s->lastBatchComposition();
  EXPECT_EQ(random, 2u); // round(40 * 0.05)
  EXPECT_EQ(ranked, 37u - spaces);
  s->notifyMeasured(batch, fakeMeasure(batch));
  batch = s->nextBatch(40);
  ASSERT_EQ(batch.size(), 40u);
  std::tie(ranked, random) = s->lastBatchComposition();
  EXPECT_EQ(random, 2u);
  EXPECT_EQ(ranked, 38u);
}

TEST_F(SearchTest, DefaultScheduleIsMeasuredInTheFirstBatchOnly) {
  TuneContext c = context(4);
  MeasuredSet measured;
  std::unique_ptr<CostModel> model = createRandomCostModel(4);
  EvolutionaryOptions options;
  options.population = 32;
  options.initMinUnmeasured = 16;
  std::unique_ptr<SearchStrategy> s =
      createEvolutionaryStrategy(c, measured, *model, nullptr, 0, "", options);
  // The untransformed task: an empty trace, the workload's own payload.
  std::string untransformed = structuralHash(workload->getOperation());
  std::vector<Candidate> batch = s->nextBatch(8);
  ASSERT_FALSE(batch.empty());
  EXPECT_EQ(batch.front().trace.size(), 0u);
  EXPECT_EQ(batch.front().hash, untransformed);
  s->notifyMeasured(batch, fakeMeasure(batch));
  for (const Candidate &cand : s->nextBatch(8))
    EXPECT_NE(cand.hash, untransformed);

  // Without includeDefault it is never forced into a batch.
  MeasuredSet measured2;
  options.includeDefault = false;
  std::unique_ptr<SearchStrategy> plain =
      createEvolutionaryStrategy(c, measured2, *model, nullptr, 0, "", options);
  for (const Candidate &cand : plain->nextBatch(8))
    EXPECT_NE(cand.trace.size(), 0u);
}

TEST_F(SearchTest, EachDesignSpaceIsSampledInTheFirstBatch) {
  TuneContext c = context(5);
  FailureOr<std::vector<Trace>> space =
      getDesignSpaceTraces(c.workload, c.funcName, c.modules, c.seed);
  ASSERT_TRUE(succeeded(space));
  ASSERT_GE(space->size(), 2u);
  auto printed = [](const Trace &t) {
    std::string text;
    llvm::raw_string_ostream os(text);
    t.getModule()->print(os);
    return text;
  };
  auto spaceOf = [&](const Candidate &cand) {
    for (size_t i = 0; i < space->size(); ++i)
      if (printed(withoutDecisions(cand.trace)) == printed((*space)[i]))
        return static_cast<int>(i);
    return -1;
  };
  // Batches of 2: the default schedule and a sample of space 0 (the first
  // fresh sample drawn), then a sample of space 1 and one model pick. The
  // forced picks are not the model's: no ranked pick in the first batch.
  MeasuredSet measured;
  std::unique_ptr<CostModel> model = createRandomCostModel(5);
  EvolutionaryOptions options;
  options.population = 32;
  options.initMinUnmeasured = 16;
  std::unique_ptr<SearchStrategy> s =
      createEvolutionaryStrategy(c, measured, *model, nullptr, 0, "", options);
  std::vector<Candidate> batch = s->nextBatch(2);
  ASSERT_EQ(batch.size(), 2u);
  EXPECT_EQ(batch[0].trace.size(), 0u);
  EXPECT_EQ(spaceOf(batch[1]), 0);
  EXPECT_EQ(s->lastBatchComposition().first, 0u);
  s->notifyMeasured(batch, fakeMeasure(batch));
  batch = s->nextBatch(2);
  ASSERT_EQ(batch.size(), 2u);
  EXPECT_EQ(spaceOf(batch[0]), 1);
  EXPECT_EQ(s->lastBatchComposition().first, 1u);
}

/// An informed stand-in for a trained model: a candidate's score is the sum
/// of its features, so that scores differ and the test can recompute them.
class FeatureSumModel : public CostModel {
public:
  llvm::StringRef name() const override { return "feature-sum"; }
  static double scoreOf(const FeatureRows &rows) {
    double sum = 0;
    for (const std::vector<float> &row : rows)
      for (float v : row)
        sum += v;
    return sum;
  }
  llvm::Expected<std::vector<double>>
  predict(llvm::ArrayRef<FeatureRows> candidates) override {
    std::vector<double> scores;
    for (const FeatureRows &rows : candidates)
      scores.push_back(scoreOf(rows));
    return scores;
  }
  llvm::Error update(llvm::ArrayRef<MeasuredCandidate>) override {
    return llvm::Error::success();
  }
  llvm::Error save(llvm::StringRef) const override {
    return llvm::Error::success();
  }
  llvm::Error load(llvm::StringRef) override { return llvm::Error::success(); }
};

// With an informed model a batch is measured most promising first: the
// default schedule, then the model's picks and the design spaces' samples
// in descending score, the eps-greedy random picks last. An uninformed
// model keeps the forced samples first (EachDesignSpaceIsSampledInThe-
// FirstBatch).
TEST_F(SearchTest, AnInformedModelsBatchIsInScoreOrder) {
  TuneContext c = context(6);
  size_t spaces = designSpaceCount(c);
  ASSERT_GE(spaces, 2u);
  MeasuredSet measured;
  FeatureSumModel model;
  EvolutionaryOptions options;
  options.population = 48;
  options.initMinUnmeasured = 32;
  options.epsGreedy = 0.25;
  std::unique_ptr<SearchStrategy> s =
      createEvolutionaryStrategy(c, measured, model, nullptr, 0, "", options);
  std::vector<Candidate> batch = s->nextBatch(16);
  ASSERT_EQ(batch.size(), 16u);
  auto [ranked, random] = s->lastBatchComposition();
  EXPECT_EQ(random, 4u);
  EXPECT_EQ(ranked, 16u - 1 - 4 - spaces);
  EXPECT_EQ(batch[0].trace.size(), 0u) << "the default schedule first";
  std::vector<double> scores;
  for (const Candidate &cand : batch)
    scores.push_back(FeatureSumModel::scoreOf(cand.features(c.features)));
  for (size_t i = 2; i < 16 - random; ++i)
    EXPECT_GE(scores[i - 1], scores[i]) << "position " << i;
  // The random picks were not among the model's top picks.
  for (size_t i = 16 - random; i < 16; ++i)
    EXPECT_GE(scores[1], scores[i]) << "random pick " << i;
}

// Candidates are replayed on several threads (fresh samples, mutated
// children); each child mutates on a random stream of its own, so the
// batches are the same whatever the thread count.
TEST_F(SearchTest, TheCandidatesDoNotDependOnTheThreadCount) {
  auto run = [&](unsigned threads) {
    TuneContext c = context(9);
    MeasuredSet measured;
    FeatureSumModel model;
    EvolutionaryOptions options;
    options.population = 48;
    options.initMinUnmeasured = 24;
    options.threads = threads;
    std::unique_ptr<SearchStrategy> s =
        createEvolutionaryStrategy(c, measured, model, nullptr, 0, "", options);
    std::vector<std::string> traces;
    for (unsigned round = 0; round < 2; ++round) {
      std::vector<Candidate> batch = s->nextBatch(8);
      for (const Candidate &cand : batch)
        traces.push_back(cand.hash + "\n" + cand.trace.str());
      s->notifyMeasured(batch, fakeMeasure(batch));
    }
    return traces;
  };
  std::vector<std::string> one = run(1);
  ASSERT_EQ(one.size(), 16u);
  EXPECT_EQ(run(2), one);
  EXPECT_EQ(run(3), one);
}

TEST_F(SearchTest, SameSeedSameCandidateSequence) {
  std::vector<std::string> a = evolutionaryRun(7, 2, 6);
  std::vector<std::string> b = evolutionaryRun(7, 2, 6);
  ASSERT_EQ(a.size(), 12u);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, evolutionaryRun(8, 2, 6));
}

} // namespace

/// Whether `path` could be locked exclusively right now (then unlocked).
static bool lockIsFree(const std::string &path) {
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0)
    return false;
  bool free = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
  ::close(fd); // releases it
  return free;
}

/// Times every candidate from its hash; checks that the tuner left the
/// timing lock free for the workers to time.
/// Tuner options for a test run of `trials` trials in two rounds, under
/// `dir`, measured by `measurer`, without timing the untuned function.
static TunerOptions measuredBy(Measurer &measurer, llvm::StringRef dir,
                               unsigned trials) {
  TunerOptions options;
  options.workDir = (dir + "/work").str();
  options.trials = trials;
  options.trialsPerRound = trials / 2;
  options.measureUntuned = false;
  options.measurer = &measurer;
  return options;
}

class LockCheckingMeasurer : public Measurer {
public:
  explicit LockCheckingMeasurer(std::string lock) : lock(std::move(lock)) {}
  size_t measure(const WorkloadRef &,
                 llvm::ArrayRef<std::optional<std::string>> candidates,
                 const TimingFor &timingFor,
                 const OnResult &onResult) override {
    ++calls;
    if (!lockIsFree(lock))
      ++callsWithLockTaken;
    for (size_t i = 0; i < candidates.size(); ++i) {
      timingFor(i);
      MeasureResult r;
      r.medianSeconds =
          1e-4 *
          (1 + std::hash<std::string>()(candidates[i].value_or("")) % 97);
      r.repeatSeconds = {r.medianSeconds};
      if (!onResult(i, r))
        return i + 1;
    }
    return candidates.size();
  }
  std::string lock;
  std::atomic<int> calls{0}, callsWithLockTaken{0};
};

// With a named timing lock (two runs, or MPI ranks, on one host) the tuner
// holds it shared while it searches and trains its model, so another
// process never times on the other core meanwhile, and releases it before
// measuring, so that its own workers can time.
TEST_F(SearchTest, TheTunerSearchesUnderTheTimingLockAndMeasuresWithout) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("msched-tuner-lock", dir));
  std::string lock = (dir + "/lock").str();
  {
    int fd = ::open(lock.c_str(), O_CREAT | O_RDWR, 0644);
    ASSERT_GE(fd, 0);
    ::close(fd);
  }
  LockCheckingMeasurer measurer(lock);
  TunerOptions options = measuredBy(measurer, dir, /*trials=*/8);
  options.runner.timingLockPath = lock;
  std::string log;
  llvm::raw_string_ostream logStream(log);
  options.log = &logStream;

  // Polls the lock until the first measurement: the first batch's search
  // (design spaces, evolution) takes far longer than a poll.
  std::atomic<bool> seenTaken{false};
  std::thread poller([&] {
    while (measurer.calls == 0) {
      if (!lockIsFree(lock))
        seenTaken = true;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  });
  FailureOr<std::vector<TaskOutcome>> outcome = tune(*workload, options);
  measurer.calls += 1; // stops the poller even if nothing was measured
  poller.join();
  ASSERT_TRUE(succeeded(outcome)) << log;
  ASSERT_EQ(outcome->size(), 1u);
  EXPECT_EQ((*outcome)[0].trials, 8u) << log;
  EXPECT_TRUE(seenTaken) << "the search ran without the timing lock";
  EXPECT_EQ(measurer.callsWithLockTaken, 0)
      << "the tuner held the timing lock while its candidates were measured";
  EXPECT_TRUE(lockIsFree(lock)) << "the lock outlived the run";
  llvm::sys::fs::remove_directories(dir);
}

/// A measurer whose schedules are ten times slower when measured again: the
/// first measurement of each is lucky, as the search's best ones are.
class RegressingMeasurer : public Measurer {
public:
  size_t measure(const WorkloadRef &,
                 llvm::ArrayRef<std::optional<std::string>> candidates,
                 const TimingFor &timingFor,
                 const OnResult &onResult) override {
    for (size_t i = 0; i < candidates.size(); ++i) {
      timingFor(i);
      std::string text = candidates[i].value_or("");
      MeasureResult r;
      r.medianSeconds = 1e-4 * (1 + std::hash<std::string>()(text) % 97) *
                        (seen[text]++ ? 10 : 1);
      r.repeatSeconds = {r.medianSeconds};
      if (!onResult(i, r))
        return i + 1;
    }
    return candidates.size();
  }
  std::map<std::string, int> seen;
};

// Confirmation measures the search's top again; a schedule that then ranks
// first on its one measurement is confirmed in turn, so the best schedule
// the database keeps has been measured again.
TEST_F(SearchTest, TheBestScheduleAfterConfirmationWasMeasuredAgain) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("msched-confirm", dir));
  RegressingMeasurer measurer;
  TunerOptions options = measuredBy(measurer, dir, /*trials=*/16);
  options.confirmTop = 4;
  options.confirmRounds = 2;
  std::string log;
  llvm::raw_string_ostream logStream(log);
  options.log = &logStream;
  FailureOr<std::vector<TaskOutcome>> outcome = tune(*workload, options);
  ASSERT_TRUE(succeeded(outcome)) << log;
  EXPECT_NE(log.find("that overtook them"), std::string::npos) << log;
  EXPECT_EQ(log.find("not confirmed"), std::string::npos) << log;
  llvm::Expected<std::unique_ptr<Database>> db =
      Database::open(options.workDir);
  ASSERT_TRUE(bool(db)) << llvm::toString(db.takeError());
  ASSERT_EQ((*db)->numWorkloads(), 1u);
  std::vector<const TuningRecord *> all = (*db)->getAllRecords(0);
  ASSERT_FALSE(all.empty());
  std::vector<const TuningRecord *> best =
      (*db)->getTopK(0, all.front()->target, 1);
  ASSERT_EQ(best.size(), 1u);
  size_t measurements = llvm::count_if(all, [&](const TuningRecord *r) {
    return r->trace == best.front()->trace;
  });
  EXPECT_EQ(measurements, 1u + options.confirmRounds) << log;
  llvm::sys::fs::remove_directories(dir);
}

TEST(TrainingData, TargetFamilyAndFeatureOptionsComeFromTheRecordsTarget) {
  std::string zen5 = "llvm -mtriple=x86_64-pc-linux-gnu -mcpu=znver5 "
                     "-mattr=+avx,+avx2,+avx512f,+fma -num-cores=2";
  EXPECT_EQ(targetFamily(zen5),
            "llvm -mtriple=x86_64-pc-linux-gnu -mcpu=znver5");
  FeatureOptions o = featureOptionsForTarget(zen5);
  EXPECT_EQ(o.threads, 2);
  EXPECT_EQ(o.vectorLanes, 16);
  EXPECT_EQ(o.vectorRegisters, 32);
  std::string zen3 = "llvm -mtriple=x86_64-pc-linux-gnu -mcpu=znver3 "
                     "-mattr=+avx,+avx2,+fma";
  // This host's records get the target features the tuner gives its own
  // candidates (Features.h: 0 means this host's, by hostFmaLanes()).
  FeatureOptions here = featureOptionsForTarget(hostTarget(3));
  EXPECT_EQ(here.threads, 3);
  EXPECT_EQ(std::max<int64_t>(here.vectorLanes, 0), hostFmaLanes());
  EXPECT_EQ(targetFamily(zen3),
            "llvm -mtriple=x86_64-pc-linux-gnu -mcpu=znver3");
  o = featureOptionsForTarget(zen3);
  EXPECT_EQ(o.threads, 1); // no -num-cores
  EXPECT_EQ(o.vectorLanes, 8);
  EXPECT_EQ(o.vectorRegisters, 16);
  o = featureOptionsForTarget("llvm -mtriple=x86_64 -mcpu=x86-64 "
                              "-mattr=+sse2 -num-cores=4");
  EXPECT_EQ(o.threads, 4);
  EXPECT_EQ(o.vectorLanes, -1); // no FMA vectors
  o = featureOptionsForTarget("llvm -mtriple=x86_64 -mcpu=x "
                              "-mattr=+avx,+avx2"); // AVX2 without FMA
  EXPECT_EQ(o.vectorLanes, -1);
  // The thread count never changes the family.
  EXPECT_EQ(targetFamily(hostTarget(1)), targetFamily(hostTarget(2)));
}

// A candidate's timing follows its task's best so far: none before the
// first valid one; then a warm-up slower than 5x the best is the only call,
// a warm-up still running at 5x the best (at least 1 s) is cut short, and
// once the best call lasts min_repeat_ms a repeat is one call.
TEST(CandidateTiming, FollowsTheTasksBestSoFar) {
  TunerOptions options;
  options.runner.timing.number = 3;
  options.runner.timing.minRepeatMs = 100;
  TimingSettings first = candidateTiming(options, std::nullopt);
  EXPECT_EQ(first.stopSlowerThanSeconds, 0);
  EXPECT_EQ(first.cutShortAfterSeconds, 0);
  EXPECT_EQ(first.number, 3);

  TimingSettings fast = candidateTiming(options, 0.001);
  EXPECT_DOUBLE_EQ(fast.stopSlowerThanSeconds,
                   TunerOptions::kMinStopSlowerThanSeconds);
  EXPECT_DOUBLE_EQ(fast.cutShortAfterSeconds,
                   TunerOptions::kMinCutShortSeconds);
  EXPECT_EQ(fast.number, 3);

  TimingSettings slow = candidateTiming(options, 0.3);
  EXPECT_DOUBLE_EQ(slow.stopSlowerThanSeconds, 0.6);
  EXPECT_DOUBLE_EQ(slow.cutShortAfterSeconds, 1.5);
  EXPECT_EQ(slow.number, 1);

  options.cutShortSlowerThanBest = 0;
  options.stopSlowerThanBest = 0;
  TimingSettings off = candidateTiming(options, 0.3);
  EXPECT_EQ(off.stopSlowerThanSeconds, 0);
  EXPECT_EQ(off.cutShortAfterSeconds, 0);
}
