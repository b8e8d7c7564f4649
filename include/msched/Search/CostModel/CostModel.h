//===- CostModel.h - Learned and random cost models -------------*- C++ -*-===//
//
// A cost model scores candidates from their features (Features.h) so the
// search measures only promising ones (MetaSchedule's CostModel: Predict,
// Update, Save, Load; Apache TVM, include/tvm/meta_schedule/cost_model.h and
// python/tvm/meta_schedule/cost_model/xgb_model.py).
//
//  - XGBoostCostModel (search/cost_model/XGBoostCostModel.cpp):
//  gradient-boosted trees via
//    XGBoost's C API, trained on the measured candidates, as MetaSchedule's
//    XGBModel:
//      * pack-sum: XGBoost sees one row per store group of each candidate; a
//        candidate's score is the SUM of its rows' predictions, and the loss
//        is computed on that sum (a custom objective: gradients of the
//        candidate's loss are given to each of its rows, TVM's PackSum);
//      * labels: per workload group, label = best (smallest) measured time
//        of the group / the candidate's time, in (0, 1]; failed candidates
//        get 0 (TVM records them as 1e10 s, which is the same label);
//      * objective PackSumRank (default): AutoTVM's rank loss
//        (shared/seeds/autotvm-neurips2018.txt, eq. 2)
//          sum over pairs (i, j) of one workload with label_i > label_j of
//          log(1 + exp(-(score_i - score_j)))
//        on the pack-sum scores; or PackSumSquaredError (MetaSchedule's
//        default, TVM's obj_square_error): (score - label)^2 weighted by the
//        label, so slow and failed candidates matter less. msched departs
//        from MetaSchedule's default because on its own tuning records the
//        squared error ranked held-out candidates no better than chance
//        (Kendall tau -0.03 against 0.62 for rank; bench-cost-model-quality,
//        README "Cost model objective"), and a search guided by it picked
//        slower candidates than random picks did. XGBoost's built-in
//        rank:pairwise ranks rows, not sums of rows, hence the custom
//        objective; pairs are sampled (up to 64 partners per candidate) with a
//        seeded engine.
//      * warm-up: until 64 candidates have been measured (data size; TVM's
//        num_warmup_samples, which is 100 there: msched's rank model already
//        picks better than random after one round of 64, so its second
//        round is guided) or before a first training, predict() returns
//        uniform random scores in [0, 1) from a seeded engine;
//      * adaptive retraining: update() retrains (from scratch, on all data)
//        when data size - last training size >= last training size / 5,
//        where sizes leave out a pretrained model's data (loadPretrained);
//      * trees: max_depth 10, gamma 0.001, min_child_weight 0, eta 0.2,
//        base_score 0, nthread 1 (deterministic), up to 10000 boosting
//        rounds with early stopping after 50 rounds without improvement of
//        the training loss (TVM's "tr-p-rmse" focus).
//  - RandomCostModel (search/cost_model/RandomCostModel.cpp): uniform random
//  scores from a
//    seeded engine, for ablations (TVM's RandomModel).
//
// Errors never throw or assert: XGBoost failures (XGBGetLastError), bad
// feature widths, unreadable or corrupt saved files come back as llvm::Error
// with a message naming the file or the candidate.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_COSTMODEL_H
#define MSCHED_COSTMODEL_H

#include "msched/Search/Feature/Features.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace msched {

/// One measured candidate, as update() takes it.
struct MeasuredCandidate {
  /// The group labels are normalized in (and, for the rank objective, pairs
  /// are drawn from): the tuner and msched-train-cost-model use the
  /// workload's structural hash and the target ("HASH TARGET").
  std::string workload;
  /// extractFeatures() rows (each kFeatureWidth floats). A candidate without
  /// rows is ignored (TVM filters them too).
  FeatureRows features;
  /// Seconds per run (the runner's median); nullopt when the candidate
  /// failed (build error, crash, wrong result, timeout). A time that is not
  /// finite and positive also counts as a failure (TVM issue #13354: zero
  /// run times crashed the update).
  std::optional<double> runSeconds;
};

/// MetaSchedule's CostModel interface.
class CostModel {
public:
  virtual ~CostModel();

  /// A short name ("xgboost", "random").
  virtual llvm::StringRef name() const = 0;

  /// One score per candidate; higher = predicted faster. Scores of
  /// different calls are comparable only while the model is not retrained.
  /// Errors: a row whose width is not kFeatureWidth, an XGBoost failure.
  virtual llvm::Expected<std::vector<double>>
  predict(llvm::ArrayRef<FeatureRows> candidates) = 0;

  /// Whether predict()'s scores carry information, so that "picked by the
  /// model" means something: false for the random model and for XGBoost in
  /// its warm-up (random scores until it has trained).
  virtual bool isInformed() const { return true; }

  /// Adds measured candidates (possibly retraining). Errors: bad widths,
  /// XGBoost failures (the data is kept; the previous model stays).
  virtual llvm::Error update(llvm::ArrayRef<MeasuredCandidate> measured) = 0;

  /// Writes the model's state into directory `dir` (created if missing);
  /// each file is written to a temporary name and renamed, so a crash never
  /// leaves a half-written file.
  virtual llvm::Error save(llvm::StringRef dir) const = 0;

  /// Replaces the model's state with the one save() wrote into `dir`.
  /// Errors: missing or corrupt files, another model's files, a different
  /// feature width.
  virtual llvm::Error load(llvm::StringRef dir) = 0;
};

/// TVM's RandomModel: predict() draws uniform scores in [0, 1) from a
/// RandomEngine (Sampling.h) seeded with `seed`; update() only checks widths.
/// save() writes `random_cost_model.json` ({seed, draws}); load() restores
/// the engine to the same point of its stream.
std::unique_ptr<CostModel> createRandomCostModel(uint64_t seed);

enum class XGBObjective {
  PackSumSquaredError, ///< MetaSchedule's default
  PackSumRank,         ///< AutoTVM's pairwise rank loss (msched's default)
};

struct XGBoostOptions {
  XGBObjective objective = XGBObjective::PackSumRank;
  // Tree parameters (MetaSchedule's XGBConfig).
  int maxDepth = 10;
  double gamma = 0.001;
  double minChildWeight = 0;
  double eta = 0.2;
  /// XGBoost's tree_method ("exact", "approx", "hist").
  std::string treeMethod = "exact";
  /// XGBoost's nthread; 1 makes training bit-for-bit reproducible.
  int threads = 1;
  // Training schedule.
  int maxRounds = 10000;
  int earlyStoppingRounds = 50;
  /// Random scores until this many candidates were measured.
  size_t warmupSamples = 64;
  /// Retrain when new data >= retrainRatio * last training size; <= 0
  /// retrains at every update().
  double retrainRatio = 0.2;
  /// Partners sampled per candidate for PackSumRank.
  unsigned rankPairsPerCandidate = 64;
  /// Seeds XGBoost, the warm-up scores and the pair sampling.
  uint64_t seed = 0;
};

/// MetaSchedule's XGBModel (see the file comment).
///
/// Files in the work directory: `xgb_cost_model.json` (format, version,
/// options, counters), `xgb_training_data.bin` (every measured candidate:
/// workload, time or failure, feature rows; so training resumes after a
/// restart) and, once trained, `xgb_model.ubj` (the booster, XGBoost's
/// binary UBJSON format: predictions after load are bit-identical).
class XGBoostCostModel : public CostModel {
public:
  /// Fails when XGBoost rejects the parameters.
  static llvm::Expected<std::unique_ptr<XGBoostCostModel>>
  create(const XGBoostOptions &options = {});
  ~XGBoostCostModel() override;

  llvm::StringRef name() const override { return "xgboost"; }
  bool isInformed() const override { return usesBooster(); }
  llvm::Expected<std::vector<double>>
  predict(llvm::ArrayRef<FeatureRows> candidates) override;
  llvm::Error update(llvm::ArrayRef<MeasuredCandidate> measured) override;
  llvm::Error save(llvm::StringRef dir) const override;
  llvm::Error load(llvm::StringRef dir) override;

  /// Candidates measured so far (with features; failures included).
  size_t dataSize() const;
  /// dataSize() at the last training (0: never trained).
  size_t lastTrainSize() const;
  /// Trainings so far.
  unsigned trainCount() const;
  /// Boosting rounds of the current booster (0: none).
  int rounds() const;
  /// Whether predict() uses the booster (trained and out of warm-up).
  bool usesBooster() const;
  /// Trains now on all data, whatever the retraining schedule says.
  llvm::Error retrain();

  /// Starts from a model trained on other workloads (msched-train-cost-model
  /// or another run's cost_model/ directory): load(), then its candidates
  /// count as pretraining. The booster is used at once (no warm-up when the
  /// pretraining data holds at least warmupSamples candidates); the next
  /// update() retrains on the pretraining data plus the new candidates, and
  /// later ones follow the new data only (retrain when the candidates
  /// measured since the last training reach retrainRatio times the new
  /// candidates that training had). A loaded model alone carries no data, so
  /// updates would restart from scratch (apache/tvm PR #9859): the training
  /// data comes with it. Errors: those of load().
  llvm::Error loadPretrained(llvm::StringRef dir);
  /// Candidates that came from loadPretrained() (0: none).
  size_t pretrainedSize() const;
  /// Label groups in the training data (workload x target for the tuner and
  /// msched-train-cost-model).
  size_t numWorkloads() const;

  /// The objective a model in `dir` was saved with, so that a pretrained
  /// model can be loaded without naming it. Errors: no model there, another
  /// version or feature width.
  static llvm::Expected<XGBObjective> savedObjective(llvm::StringRef dir);

  const XGBoostOptions &getOptions() const;

private:
  struct Impl;
  explicit XGBoostCostModel(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

/// Convenience: XGBoostCostModel::create as a CostModel.
llvm::Expected<std::unique_ptr<CostModel>>
createXGBoostCostModel(const XGBoostOptions &options = {});

//===----------------------------------------------------------------------===//
// Quality metrics (bench/programs/cost_model_quality.cpp, CostModelTest)
//===----------------------------------------------------------------------===//

/// Fraction of the pairs (i, j) with different times whose predicted order
/// (higher score = faster) matches the measured one; pairs with equal scores
/// count one half. 0.5 is chance. Only finite times are paired; returns 0.5
/// when there is no pair.
/// Fails, naming the candidate and row, when a row of `candidates` does not
/// have kFeatureWidth features.
llvm::Error checkFeatureWidths(llvm::ArrayRef<FeatureRows> candidates);

double pairwiseAccuracy(llvm::ArrayRef<double> scores,
                        llvm::ArrayRef<double> seconds);

/// Kendall's tau (tau-a) between the predicted order (higher score =
/// faster) and the measured one, over the pairs pairwiseAccuracy() counts:
/// (concordant - discordant) / pairs, a pair with equal scores counting 0;
/// so 2 * pairwiseAccuracy - 1. 1 is the measured order, 0 chance, -1 the
/// reverse; 0 when there is no pair.
double kendallTau(llvm::ArrayRef<double> scores,
                  llvm::ArrayRef<double> seconds);

/// Top-k recall: of the k fastest candidates (by time), the fraction that
/// are among the k best-scored. k is clamped to the number of candidates.
double topKRecall(llvm::ArrayRef<double> scores, llvm::ArrayRef<double> seconds,
                  size_t k);

} // namespace msched

#endif // MSCHED_COSTMODEL_H
