//===- CostModelTest.cpp - Random and XGBoost cost models -----------------===//
//
// The random model's reproducibility; the XGBoost model's warm-up, adaptive
// retraining schedule, learning of a synthetic ranking (both objectives),
// determinism, save/load round trip (identical predictions, training
// resumes), failure handling and errors; the quality metrics.
//
//===----------------------------------------------------------------------===//

#include "msched/Search/CostModel/CostModel.h"
#include "msched/Sampling.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <boost/random/uniform_int_distribution.hpp>
#include <boost/random/uniform_real_distribution.hpp>
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <string>

using namespace msched;

namespace {

/// A fresh temporary directory, removed at the end of the test.
struct TempDir {
  std::string path;
  TempDir() {
    llvm::SmallString<128> p;
    std::error_code ec =
        llvm::sys::fs::createUniqueDirectory("msched-costmodel", p);
    EXPECT_FALSE(ec);
    path = std::string(p);
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
  std::string file(llvm::StringRef name) const {
    llvm::SmallString<128> p(path);
    llvm::sys::path::append(p, name);
    return std::string(p);
  }
};

std::string errorText(llvm::Error e) { return llvm::toString(std::move(e)); }

/// A synthetic candidate: one row whose first 24 fields are uniform noise
/// in [0, 8], except three informative fields (parallel.prod,
/// vectorize.prod, B0.stride, also uniform in [0, 8]); its time is a known
/// function of them, 1 ms * 2^(0.5 * (-0.6 par - 0.4 vec + 0.3 stride)) (a
/// 30x range), times +-5% noise.
struct Synthetic {
  RandomEngine engine;
  explicit Synthetic(uint64_t seed) : engine(seed) {}

  static constexpr unsigned kPar = kParallelOffset + 1;
  static constexpr unsigned kVec = kVectorizeOffset + 1;
  static constexpr unsigned kStride = kBufferOffset + 17;

  static double timeOf(const std::vector<float> &row) {
    return 1e-3 * std::exp2(0.5 * (-0.6 * row[kPar] - 0.4 * row[kVec] +
                                   0.3 * row[kStride]));
  }

  MeasuredCandidate next(const std::string &workload) {
    boost::random::uniform_real_distribution<double> u(0.0, 8.0);
    MeasuredCandidate c;
    c.workload = workload;
    std::vector<float> row(kFeatureWidth, 0.0f);
    for (unsigned i = 0; i < 24; ++i)
      row[i] = static_cast<float>(u(engine));
    for (unsigned i : {kPar, kVec, kStride})
      row[i] = static_cast<float>(u(engine));
    double noise =
        0.95 + 0.1 * boost::random::uniform_real_distribution<double>(0.0, 1.0)(
                         engine);
    c.runSeconds = timeOf(row) * noise;
    c.features.push_back(std::move(row));
    return c;
  }
};

std::vector<FeatureRows> featuresOf(const std::vector<MeasuredCandidate> &v) {
  std::vector<FeatureRows> out;
  for (const MeasuredCandidate &c : v)
    out.push_back(c.features);
  return out;
}

std::vector<double> secondsOf(const std::vector<MeasuredCandidate> &v) {
  std::vector<double> out;
  for (const MeasuredCandidate &c : v)
    out.push_back(c.runSeconds ? *c.runSeconds : HUGE_VAL);
  return out;
}

std::unique_ptr<XGBoostCostModel> makeXGB(XGBoostOptions options = {}) {
  auto model = XGBoostCostModel::create(options);
  EXPECT_TRUE(static_cast<bool>(model)) << errorText(model.takeError());
  return std::move(*model);
}

/// Feeds `data` to `model` in batches of 64 (a tuner's measurement rounds).
void feed(CostModel &model, const std::vector<MeasuredCandidate> &data) {
  for (size_t i = 0; i < data.size(); i += 64) {
    size_t end = std::min(data.size(), i + 64);
    std::vector<MeasuredCandidate> batch(data.begin() + i, data.begin() + end);
    llvm::Error e = model.update(batch);
    ASSERT_FALSE(e) << errorText(std::move(e));
  }
}

TEST(CostModelMetrics, PairwiseAccuracyAndTopKRecall) {
  std::vector<double> seconds = {1, 2, 3, 4};
  EXPECT_DOUBLE_EQ(pairwiseAccuracy({4, 3, 2, 1}, seconds), 1.0);
  EXPECT_DOUBLE_EQ(pairwiseAccuracy({1, 2, 3, 4}, seconds), 0.0);
  EXPECT_DOUBLE_EQ(pairwiseAccuracy({1, 1, 1, 1}, seconds), 0.5);
  // One discordant pair of six.
  EXPECT_DOUBLE_EQ(pairwiseAccuracy({4, 3, 1, 2}, seconds), 5.0 / 6.0);
  // Failures (infinite times) are not paired.
  EXPECT_DOUBLE_EQ(pairwiseAccuracy({4, 3, 9}, {1, 2, HUGE_VAL}), 1.0);
  EXPECT_DOUBLE_EQ(kendallTau({4, 3, 2, 1}, seconds), 1.0);
  EXPECT_DOUBLE_EQ(kendallTau({1, 2, 3, 4}, seconds), -1.0);
  EXPECT_DOUBLE_EQ(kendallTau({1, 1, 1, 1}, seconds), 0.0);
  EXPECT_DOUBLE_EQ(kendallTau({4, 3, 1, 2}, seconds), 4.0 / 6.0);
  EXPECT_DOUBLE_EQ(topKRecall({4, 3, 2, 1}, seconds, 1), 1.0);
  EXPECT_DOUBLE_EQ(topKRecall({1, 3, 2, 4}, seconds, 2), 0.5);
  EXPECT_DOUBLE_EQ(topKRecall({1, 3, 2, 4}, seconds, 10), 1.0);
}

TEST(RandomCostModel, ReproducibleWithSeedAndResumesAfterLoad) {
  Synthetic gen(1);
  std::vector<FeatureRows> candidates;
  for (int i = 0; i < 20; ++i)
    candidates.push_back(gen.next("w").features);
  auto a = createRandomCostModel(7), b = createRandomCostModel(7),
       c = createRandomCostModel(8);
  auto sa = a->predict(candidates), sb = b->predict(candidates),
       sc = c->predict(candidates);
  ASSERT_TRUE(sa && sb && sc);
  EXPECT_EQ(*sa, *sb);
  EXPECT_NE(*sa, *sc);
  for (double s : *sa) {
    EXPECT_GE(s, 0.0);
    EXPECT_LT(s, 1.0);
  }
  // After save/load, the stream continues where it was.
  TempDir dir;
  ASSERT_FALSE(a->save(dir.path));
  ASSERT_FALSE(c->load(dir.path));
  auto next = a->predict(candidates), loaded = c->predict(candidates);
  ASSERT_TRUE(next && loaded);
  EXPECT_EQ(*next, *loaded);
  EXPECT_NE(*next, *sa);
  // Width errors.
  std::vector<FeatureRows> bad = {{std::vector<float>(3, 0.0f)}};
  auto err = a->predict(bad);
  ASSERT_FALSE(err);
  EXPECT_NE(errorText(err.takeError()).find("3 features, expected 167"),
            std::string::npos);
}

TEST(XGBoostCostModel, WarmupGivesRandomScoresBelowItsSampleCount) {
  Synthetic gen(2);
  std::vector<MeasuredCandidate> data;
  for (int i = 0; i < 99; ++i)
    data.push_back(gen.next("w"));
  XGBoostOptions tvm; // MetaSchedule's num_warmup_samples
  tvm.warmupSamples = 100;
  auto model = makeXGB(tvm);
  feed(*model, data);
  EXPECT_EQ(model->dataSize(), 99u);
  // TVM trains during warm-up too, but predicts randomly.
  EXPECT_GE(model->trainCount(), 1u);
  EXPECT_FALSE(model->usesBooster());
  auto scores = model->predict(featuresOf(data));
  ASSERT_TRUE(static_cast<bool>(scores)) << errorText(scores.takeError());
  // The warm-up stream: uniform [0, 1) from stream(seed, 0).
  RandomEngine engine = RandomEngine::stream(0, 0);
  boost::random::uniform_real_distribution<double> uniform(0.0, 1.0);
  for (double s : *scores)
    EXPECT_EQ(s, uniform(engine));
  // Batches of 64 and 35 trained at 64 and 99 samples; the 100th sample
  // ends the warm-up without retraining (1 < 99 / 5): the booster trained
  // on 99 samples takes over.
  llvm::Error e = model->update({gen.next("w")});
  ASSERT_FALSE(e) << errorText(std::move(e));
  EXPECT_TRUE(model->usesBooster());
  auto first = model->predict(featuresOf(data));
  auto second = model->predict(featuresOf(data));
  ASSERT_TRUE(first && second);
  EXPECT_EQ(*first, *second);
}

TEST(XGBoostCostModel, RetrainsWhenNewDataReachesAFifthOfTheLastTraining) {
  Synthetic gen(3);
  auto model = makeXGB();
  auto add = [&](int n) {
    std::vector<MeasuredCandidate> batch;
    for (int i = 0; i < n; ++i)
      batch.push_back(gen.next("w"));
    llvm::Error e = model->update(batch);
    ASSERT_FALSE(e) << errorText(std::move(e));
  };
  add(100);
  EXPECT_EQ(model->trainCount(), 1u);
  EXPECT_EQ(model->lastTrainSize(), 100u);
  add(19); // 19 < 100 / 5
  EXPECT_EQ(model->trainCount(), 1u);
  EXPECT_EQ(model->lastTrainSize(), 100u);
  add(1); // 20 >= 20
  EXPECT_EQ(model->trainCount(), 2u);
  EXPECT_EQ(model->lastTrainSize(), 120u);
  add(23); // 23 < 24
  EXPECT_EQ(model->trainCount(), 2u);
  add(1); // 24 >= 24
  EXPECT_EQ(model->trainCount(), 3u);
  EXPECT_EQ(model->lastTrainSize(), 144u);
  // Candidates without rows are not data (TVM filters them).
  MeasuredCandidate empty;
  empty.workload = "w";
  empty.runSeconds = 1.0;
  ASSERT_FALSE(model->update({empty}));
  EXPECT_EQ(model->dataSize(), 144u);
}

void expectLearnsSyntheticRanking(XGBObjective objective) {
  Synthetic gen(4);
  std::vector<MeasuredCandidate> train, test;
  for (int i = 0; i < 500; ++i)
    train.push_back(gen.next(i % 2 ? "a" : "b"));
  for (int i = 0; i < 200; ++i)
    test.push_back(gen.next("a"));
  XGBoostOptions options;
  options.objective = objective;
  auto model = makeXGB(options);
  llvm::Error e = model->update(train);
  ASSERT_FALSE(e) << errorText(std::move(e));
  ASSERT_TRUE(model->usesBooster());
  auto scores = model->predict(featuresOf(test));
  ASSERT_TRUE(static_cast<bool>(scores)) << errorText(scores.takeError());
  double accuracy = pairwiseAccuracy(*scores, secondsOf(test));
  double recall = topKRecall(*scores, secondsOf(test), 20);
  EXPECT_GT(accuracy, 0.9) << "rounds " << model->rounds();
  EXPECT_GT(recall, 0.6);
  // A random model is at chance.
  auto random = createRandomCostModel(0);
  auto randomScores = random->predict(featuresOf(test));
  ASSERT_TRUE(static_cast<bool>(randomScores));
  EXPECT_LT(pairwiseAccuracy(*randomScores, secondsOf(test)), 0.6);
  // Pack-sum: a candidate's score is the sum of its rows' scores.
  FeatureRows pair = {test[0].features[0], test[1].features[0]};
  auto packed = model->predict({pair, {pair[0]}, {pair[1]}});
  ASSERT_TRUE(static_cast<bool>(packed));
  EXPECT_DOUBLE_EQ((*packed)[0], (*packed)[1] + (*packed)[2]);
}

TEST(XGBoostCostModel, LearnsASyntheticRankingSquaredError) {
  expectLearnsSyntheticRanking(XGBObjective::PackSumSquaredError);
}

TEST(XGBoostCostModel, LearnsASyntheticRankingRankObjective) {
  expectLearnsSyntheticRanking(XGBObjective::PackSumRank);
}

TEST(XGBoostCostModel, DeterministicGivenSeedAndData) {
  Synthetic gen(5);
  std::vector<MeasuredCandidate> data;
  for (int i = 0; i < 150; ++i)
    data.push_back(gen.next("w"));
  auto a = makeXGB(), b = makeXGB();
  feed(*a, data);
  feed(*b, data);
  auto sa = a->predict(featuresOf(data)), sb = b->predict(featuresOf(data));
  ASSERT_TRUE(sa && sb);
  EXPECT_EQ(*sa, *sb);
  EXPECT_EQ(a->rounds(), b->rounds());
}

TEST(XGBoostCostModel, SaveLoadRoundTripAndResume) {
  Synthetic gen(6);
  std::vector<MeasuredCandidate> data, more, probe;
  for (int i = 0; i < 130; ++i)
    data.push_back(gen.next(i % 3 ? "x" : "y"));
  data[5].runSeconds.reset(); // a failure survives the round trip
  for (int i = 0; i < 40; ++i)
    more.push_back(gen.next("x"));
  for (int i = 0; i < 50; ++i)
    probe.push_back(gen.next("x"));
  auto a = makeXGB();
  feed(*a, data);
  TempDir dir;
  llvm::Error saved = a->save(dir.path);
  ASSERT_FALSE(saved) << errorText(std::move(saved));
  auto b = makeXGB();
  llvm::Error loaded = b->load(dir.path);
  ASSERT_FALSE(loaded) << errorText(std::move(loaded));
  EXPECT_EQ(b->dataSize(), a->dataSize());
  EXPECT_EQ(b->lastTrainSize(), a->lastTrainSize());
  EXPECT_EQ(b->trainCount(), a->trainCount());
  auto pa = a->predict(featuresOf(probe)), pb = b->predict(featuresOf(probe));
  ASSERT_TRUE(pa && pb);
  EXPECT_EQ(*pa, *pb); // bit-identical
  // Training resumes: the same new data gives the same retrained model.
  feed(*a, more);
  feed(*b, more);
  EXPECT_EQ(a->trainCount(), b->trainCount());
  pa = a->predict(featuresOf(probe));
  pb = b->predict(featuresOf(probe));
  ASSERT_TRUE(pa && pb);
  EXPECT_EQ(*pa, *pb);
}

TEST(XGBoostCostModel, PretrainedModelIsUsedAtOnceAndLearnsTheNewWorkload) {
  // A model trained on workloads "a" and "b" (msched-train-cost-model).
  Synthetic gen(7);
  std::vector<MeasuredCandidate> pretraining, fresh, probe;
  for (int i = 0; i < 300; ++i)
    pretraining.push_back(gen.next(i % 2 ? "a" : "b"));
  for (int i = 0; i < 40; ++i)
    fresh.push_back(gen.next("c"));
  for (int i = 0; i < 100; ++i)
    probe.push_back(gen.next("c"));
  XGBoostOptions rank;
  rank.objective = XGBObjective::PackSumRank;
  auto trained = makeXGB(rank);
  ASSERT_FALSE(trained->update(pretraining));
  TempDir dir;
  ASSERT_FALSE(trained->save(dir.path));

  // The objective is read back, so the tuner needs no flag for it.
  llvm::Expected<XGBObjective> objective =
      XGBoostCostModel::savedObjective(dir.path);
  ASSERT_TRUE(static_cast<bool>(objective)) << errorText(objective.takeError());
  EXPECT_EQ(*objective, XGBObjective::PackSumRank);
  llvm::Expected<XGBObjective> missing =
      XGBoostCostModel::savedObjective(dir.file("nothing"));
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_NE(errorText(missing.takeError()).find("cannot read"),
            std::string::npos);

  // Loaded as pretraining, it scores the new workload's candidates at once
  // (no warm-up), as well as on its own workloads.
  auto tuned = makeXGB(rank);
  ASSERT_FALSE(tuned->loadPretrained(dir.path));
  EXPECT_EQ(tuned->pretrainedSize(), 300u);
  EXPECT_EQ(tuned->numWorkloads(), 2u);
  EXPECT_TRUE(tuned->isInformed());
  auto scores = tuned->predict(featuresOf(probe));
  ASSERT_TRUE(static_cast<bool>(scores));
  EXPECT_GT(pairwiseAccuracy(*scores, secondsOf(probe)), 0.85);
  unsigned trainings = tuned->trainCount();

  // The first update retrains on pretraining + new data (a blind model with
  // 300 candidates would wait for 60 new ones); later ones retrain when the
  // new data grows by a fifth of the new data at the last training.
  std::vector<MeasuredCandidate> first(fresh.begin(), fresh.begin() + 10);
  ASSERT_FALSE(tuned->update(first));
  EXPECT_EQ(tuned->trainCount(), trainings + 1);
  EXPECT_EQ(tuned->lastTrainSize(), 310u);
  ASSERT_FALSE(tuned->update({fresh[10]})); // 1 < 10 / 5
  EXPECT_EQ(tuned->trainCount(), trainings + 1);
  ASSERT_FALSE(tuned->update({fresh[11]})); // 2 >= 10 / 5
  EXPECT_EQ(tuned->trainCount(), trainings + 2);

  // Saved and resumed, it keeps counting only the new data.
  TempDir resumedDir;
  ASSERT_FALSE(tuned->save(resumedDir.path));
  auto resumed = makeXGB(rank);
  ASSERT_FALSE(resumed->load(resumedDir.path));
  EXPECT_EQ(resumed->pretrainedSize(), 300u);
  EXPECT_EQ(resumed->dataSize(), 312u);

  // Loading under the other objective is refused, naming both.
  XGBoostOptions squared;
  squared.objective = XGBObjective::PackSumSquaredError;
  auto reg = makeXGB(squared);
  llvm::Error wrong = reg->loadPretrained(dir.path);
  ASSERT_TRUE(static_cast<bool>(wrong));
  EXPECT_NE(errorText(std::move(wrong)).find("objective pack-sum-rank"),
            std::string::npos);
}

TEST(XGBoostCostModel, FailuresAndBadTimesAreLabelledZero) {
  Synthetic gen(7);
  std::vector<MeasuredCandidate> data;
  for (int i = 0; i < 120; ++i) {
    data.push_back(gen.next("w"));
    if (i % 10 == 0)
      data.back().runSeconds.reset();
    if (i % 10 == 1)
      data.back().runSeconds = 0.0; // TVM #13354
    if (i % 10 == 2)
      data.back().runSeconds = std::nan("");
  }
  auto model = makeXGB();
  feed(*model, data);
  EXPECT_EQ(model->dataSize(), 120u);
  EXPECT_TRUE(model->usesBooster());
  // All-failure data trains nothing and keeps predicting randomly.
  std::vector<MeasuredCandidate> failures;
  for (int i = 0; i < 120; ++i) {
    failures.push_back(gen.next("w"));
    failures.back().runSeconds.reset();
  }
  auto failing = makeXGB();
  feed(*failing, failures);
  EXPECT_FALSE(failing->usesBooster());
  EXPECT_EQ(failing->rounds(), 0);
}

// msched's defaults depart from MetaSchedule's (pack-sum squared error, 100
// warm-up samples): README "Cost model objective".
TEST(XGBoostCostModel, DefaultsAreRankAndOneRoundOfWarmup) {
  EXPECT_EQ(XGBoostOptions().objective, XGBObjective::PackSumRank);
  EXPECT_EQ(XGBoostOptions().warmupSamples, 64u);
}

TEST(XGBoostCostModel, Errors) {
  auto model = makeXGB();
  // Bad width.
  MeasuredCandidate bad;
  bad.workload = "w";
  bad.features = {std::vector<float>(10, 1.0f)};
  bad.runSeconds = 1.0;
  std::string message = errorText(model->update({bad}));
  EXPECT_NE(message.find("10 features, expected 167"), std::string::npos)
      << message;
  EXPECT_EQ(model->dataSize(), 0u);
  // A description whose fields have the wrong type is an error, not an
  // exception (it comes from a user's --cost-model path).
  {
    TempDir typed;
    std::error_code ec;
    llvm::raw_fd_ostream os(typed.file("xgb_cost_model.json"), ec);
    ASSERT_FALSE(ec);
    os << R"({"format": "msched-xgb-cost-model", "version": 1, )"
       << R"("feature_width": 167, "objective": 7, "rounds": "x"})";
    os.close();
    llvm::Expected<XGBObjective> o =
        XGBoostCostModel::savedObjective(typed.path);
    ASSERT_FALSE(static_cast<bool>(o));
    EXPECT_NE(errorText(o.takeError()).find("a field has the wrong type"),
              std::string::npos);
    EXPECT_NE(errorText(makeXGB()->load(typed.path)).find("wrong type"),
              std::string::npos);
  }
  // Missing, foreign and corrupt directories.
  TempDir dir;
  message = errorText(model->load(dir.path));
  EXPECT_NE(message.find("cannot read"), std::string::npos) << message;
  auto random = createRandomCostModel(1);
  ASSERT_FALSE(random->save(dir.path));
  message = errorText(model->load(dir.path));
  EXPECT_NE(message.find("cannot read"), std::string::npos) << message;
  Synthetic gen(8);
  std::vector<MeasuredCandidate> data;
  for (int i = 0; i < 10; ++i)
    data.push_back(gen.next("w"));
  feed(*model, data);
  ASSERT_FALSE(model->save(dir.path));
  {
    std::ofstream truncate(dir.file("xgb_training_data.bin"),
                           std::ios::binary | std::ios::trunc);
    truncate << "MSCHEDXD";
  }
  auto other = makeXGB();
  message = errorText(other->load(dir.path));
  EXPECT_NE(message.find("corrupt training data"), std::string::npos)
      << message;
  EXPECT_EQ(other->dataSize(), 0u); // a failed load changes nothing
  // Another objective's files (the model above has the default, rank).
  ASSERT_FALSE(model->save(dir.path));
  XGBoostOptions squared;
  squared.objective = XGBObjective::PackSumSquaredError;
  auto reg = makeXGB(squared);
  message = errorText(reg->load(dir.path));
  EXPECT_NE(message.find("objective"), std::string::npos) << message;
  // Bad options.
  XGBoostOptions wrong;
  wrong.eta = 0;
  auto created = XGBoostCostModel::create(wrong);
  ASSERT_FALSE(created);
  EXPECT_NE(errorText(created.takeError()).find("eta > 0"), std::string::npos);
}

} // namespace
