//===- XGBoostCostModel.cpp - MetaSchedule's XGBModel on the C API --------===//
//
// Follows Apache TVM python/tvm/meta_schedule/cost_model/xgb_model.py
// (XGBModel, PackSum, XGBConfig, the early-stopping callback) with XGBoost's
// C API (xgboost/c_api.h, 1.7): the custom objectives are computed here and
// handed to XGBoosterBoostOneIter each round. See CostModel.h for the model.
//
//===----------------------------------------------------------------------===//

#include "msched/Sampling.h"
#include "msched/Search/CostModel/CostModel.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <boost/random/uniform_int_distribution.hpp>
#include <boost/random/uniform_real_distribution.hpp>
#include <nlohmann/json.hpp>
#include <xgboost/c_api.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

using namespace msched;

namespace {

constexpr const char *kMetaFile = "xgb_cost_model.json";
constexpr const char *kDataFile = "xgb_training_data.bin";
constexpr const char *kModelFile = "xgb_model.ubj";
/// XGBoost picks the format from the extension: the temporary keeps it.
constexpr const char *kModelTmpFile = "xgb_model.tmp.ubj";
constexpr const char *kFormat = "msched-xgb-cost-model";
constexpr char kDataMagic[8] = {'M', 'S', 'C', 'H', 'E', 'D', 'X', 'D'};
constexpr uint32_t kVersion = 1;

llvm::Error xgbCheck(int rc, const char *what) {
  if (rc == 0)
    return llvm::Error::success();
  return llvm::createStringError("XGBoost: %s failed: %s", what,
                                 XGBGetLastError());
}

/// Owning handles.
struct DMatrix {
  DMatrixHandle h = nullptr;
  DMatrix() = default;
  DMatrix(const DMatrix &) = delete;
  DMatrix &operator=(const DMatrix &) = delete;
  ~DMatrix() {
    if (h)
      XGDMatrixFree(h);
  }
};

struct Booster {
  BoosterHandle h = nullptr;
  Booster() = default;
  Booster(const Booster &) = delete;
  Booster &operator=(const Booster &) = delete;
  ~Booster() {
    if (h)
      XGBoosterFree(h);
  }
};

struct Sample {
  FeatureRows rows;
  std::optional<double> seconds; ///< nullopt: failed
};

struct WorkloadData {
  std::string key;
  std::vector<Sample> samples;
};

/// Row-major matrix of all rows of `candidates` and, per row, its candidate.
void flatten(llvm::ArrayRef<const FeatureRows *> candidates,
             std::vector<float> &matrix, std::vector<unsigned> &owner) {
  matrix.clear();
  owner.clear();
  for (auto [c, rows] : llvm::enumerate(candidates))
    for (const std::vector<float> &row : *rows) {
      matrix.insert(matrix.end(), row.begin(), row.end());
      owner.push_back(c);
    }
}

llvm::Expected<std::unique_ptr<DMatrix>>
makeDMatrix(const std::vector<float> &matrix, size_t rows) {
  auto m = std::make_unique<DMatrix>();
  if (llvm::Error e =
          xgbCheck(XGDMatrixCreateFromMat(
                       matrix.data(), rows, kFeatureWidth,
                       std::numeric_limits<float>::quiet_NaN(), &m->h),
                   "XGDMatrixCreateFromMat"))
    return e;
  return m;
}

/// Margins of every row of `m`.
llvm::Error predictRows(BoosterHandle booster, DMatrixHandle m, bool training,
                        size_t expected, std::vector<float> &out) {
  std::string config = std::string("{\"type\": 1, \"training\": ") +
                       (training ? "true" : "false") +
                       ", \"iteration_begin\": 0, \"iteration_end\": 0, "
                       "\"strict_shape\": false}";
  const bst_ulong *shape = nullptr;
  bst_ulong dim = 0;
  const float *result = nullptr;
  if (llvm::Error e =
          xgbCheck(XGBoosterPredictFromDMatrix(booster, m, config.c_str(),
                                               &shape, &dim, &result),
                   "XGBoosterPredictFromDMatrix"))
    return e;
  bst_ulong total = 1;
  for (bst_ulong i = 0; i < dim; ++i)
    total *= shape[i];
  if (total != expected)
    return llvm::createStringError("XGBoost: %llu predictions for %zu rows",
                                   static_cast<unsigned long long>(total),
                                   expected);
  out.assign(result, result + total);
  return llvm::Error::success();
}

const char *objectiveName(XGBObjective o) {
  return o == XGBObjective::PackSumRank ? "pack-sum-rank"
                                        : "pack-sum-squared-error";
}

llvm::Error writeAtomic(llvm::StringRef path,
                        llvm::function_ref<void(llvm::raw_ostream &)> body) {
  std::string tmp = (path + ".tmp").str();
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(tmp, ec);
    if (ec)
      return llvm::createStringError(ec, "cannot write '%s': %s", tmp.c_str(),
                                     ec.message().c_str());
    body(os);
    os.close();
    if (os.has_error())
      return llvm::createStringError(os.error(), "cannot write '%s': %s",
                                     tmp.c_str(), os.error().message().c_str());
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, path))
    return llvm::createStringError(ec, "cannot rename '%s': %s", tmp.c_str(),
                                   ec.message().c_str());
  return llvm::Error::success();
}

template <typename T> void writePod(llvm::raw_ostream &os, T v) {
  os.write(reinterpret_cast<const char *>(&v), sizeof(T));
}

/// Bounds-checked reader of the training-data file.
struct Reader {
  llvm::StringRef data;
  size_t pos = 0;
  bool failed = false;
  template <typename T> T pod() {
    T v{};
    if (pos + sizeof(T) > data.size()) {
      failed = true;
      return v;
    }
    std::memcpy(&v, data.data() + pos, sizeof(T));
    pos += sizeof(T);
    return v;
  }
  llvm::StringRef bytes(size_t n) {
    if (pos + n > data.size() || n > data.size()) {
      failed = true;
      return "";
    }
    llvm::StringRef s = data.substr(pos, n);
    pos += n;
    return s;
  }
};

/// The N of MetaSchedule's a-peak@N metric.
constexpr size_t kPeakTopK = 32;

/// TVM's average_peak_score (PackSum.average_peak_score): per workload, take
/// the n best-scored candidates; the curve at i is the best label among the
/// first i over the workload's best label; the score is the curve's mean.
/// Averaged over the workloads with a positive label.
double averagePeakScore(const std::vector<double> &scores,
                        const std::vector<double> &labels,
                        const std::vector<unsigned> &groupOf, size_t numGroups,
                        size_t n) {
  std::vector<std::vector<unsigned>> members(numGroups);
  for (unsigned c = 0; c < scores.size(); ++c)
    members[groupOf[c]].push_back(c);
  double total = 0;
  unsigned counted = 0;
  for (std::vector<unsigned> &m : members) {
    double best = 0;
    for (unsigned c : m)
      best = std::max(best, labels[c]);
    if (best <= 0)
      continue;
    std::stable_sort(m.begin(), m.end(), [&](unsigned a, unsigned b) {
      return scores[a] > scores[b];
    });
    size_t k = std::min(n, m.size());
    double running = 0, sum = 0;
    for (size_t i = 0; i < k; ++i) {
      running = std::max(running, labels[m[i]]);
      sum += running / best;
    }
    total += sum / k;
    ++counted;
  }
  return counted ? total / counted : 0;
}

} // namespace

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

struct XGBoostCostModel::Impl {
  XGBoostOptions options;
  std::vector<WorkloadData> data;
  llvm::StringMap<unsigned> workloadIndex;
  size_t dataSize = 0;
  size_t lastTrainSize = 0;
  /// Candidates that came with a pretrained model (loadPretrained): the
  /// retraining schedule counts only the data measured after them.
  size_t pretrainedSize = 0;
  unsigned trainings = 0;
  int rounds = 0;
  std::unique_ptr<Booster> booster;
  RandomEngine warmupEngine;

  explicit Impl(const XGBoostOptions &o)
      : options(o), warmupEngine(RandomEngine::stream(o.seed, 0)) {}

  llvm::Error setParams(BoosterHandle h) const;
  llvm::Error train();
  bool usesBooster() const {
    return booster && dataSize >= options.warmupSamples;
  }
};

llvm::Error XGBoostCostModel::Impl::setParams(BoosterHandle h) const {
  auto set = [&](const char *key, const std::string &value) {
    return xgbCheck(XGBoosterSetParam(h, key, value.c_str()),
                    "XGBoosterSetParam");
  };
  auto num = [](double v) {
    std::string s;
    llvm::raw_string_ostream(s) << llvm::format("%.17g", v);
    return s;
  };
  // The gradients come from here; the built-in objective only sets the
  // (identity) output transformation. base_score 0: a candidate's score is
  // a sum over its rows, and a non-zero base would add rows * base_score.
  std::pair<const char *, std::string> params[] = {
      {"booster", "gbtree"},
      {"objective", "reg:squarederror"},
      {"base_score", "0"},
      {"max_depth", std::to_string(options.maxDepth)},
      {"gamma", num(options.gamma)},
      {"min_child_weight", num(options.minChildWeight)},
      {"eta", num(options.eta)},
      {"tree_method", options.treeMethod},
      {"nthread", std::to_string(options.threads)},
      {"seed", std::to_string(options.seed & 0x7fffffff)},
      {"verbosity", "0"},
  };
  for (auto &[k, v] : params)
    if (llvm::Error e = set(k, v))
      return e;
  return llvm::Error::success();
}

/// Trains a new booster on all data (TVM XGBModel._train). Keeps the old
/// booster when there is nothing to learn from or training fails.
llvm::Error XGBoostCostModel::Impl::train() {
  // Candidates with rows, their labels and workload groups.
  std::vector<const FeatureRows *> candidates;
  std::vector<double> labels;
  std::vector<unsigned> groupOf;
  bool anyPositive = false;
  for (auto [gi, w] : llvm::enumerate(data)) {
    double best = HUGE_VAL;
    for (const Sample &s : w.samples)
      if (s.seconds && !s.rows.empty())
        best = std::min(best, *s.seconds);
    for (const Sample &s : w.samples) {
      if (s.rows.empty())
        continue;
      candidates.push_back(&s.rows);
      double label = s.seconds ? best / *s.seconds : 0.0;
      anyPositive |= label > 0;
      labels.push_back(label);
      groupOf.push_back(gi);
    }
  }
  if (candidates.empty() || !anyPositive)
    return llvm::Error::success();

  std::vector<float> matrix;
  std::vector<unsigned> owner;
  flatten(candidates, matrix, owner);
  size_t numRows = owner.size();
  auto dtrain = makeDMatrix(matrix, numRows);
  if (!dtrain)
    return dtrain.takeError();
  std::vector<float> rowLabels(numRows);
  for (size_t r = 0; r < numRows; ++r)
    rowLabels[r] = static_cast<float>(labels[owner[r]]);
  if (llvm::Error e = xgbCheck(XGDMatrixSetFloatInfo((*dtrain)->h, "label",
                                                     rowLabels.data(), numRows),
                               "XGDMatrixSetFloatInfo"))
    return e;

  auto next = std::make_unique<Booster>();
  if (llvm::Error e = xgbCheck(XGBoosterCreate(&(*dtrain)->h, 1, &next->h),
                               "XGBoosterCreate"))
    return e;
  if (llvm::Error e = setParams(next->h))
    return e;

  // Pairs for the rank objective: within a workload, different labels;
  // all pairs for small workloads, sampled partners for large ones.
  std::vector<std::pair<unsigned, unsigned>> pairs; // (better, worse)
  if (options.objective == XGBObjective::PackSumRank) {
    RandomEngine engine = RandomEngine::stream(options.seed, 1 + trainings);
    std::vector<std::vector<unsigned>> members(data.size());
    for (unsigned c = 0; c < candidates.size(); ++c)
      members[groupOf[c]].push_back(c);
    unsigned partners = std::max(1u, options.rankPairsPerCandidate);
    auto add = [&](unsigned a, unsigned b) {
      if (labels[a] > labels[b])
        pairs.push_back({a, b});
      else if (labels[b] > labels[a])
        pairs.push_back({b, a});
    };
    for (const std::vector<unsigned> &m : members) {
      if (m.size() <= partners + 1) {
        for (size_t i = 0; i < m.size(); ++i)
          for (size_t j = i + 1; j < m.size(); ++j)
            add(m[i], m[j]);
        continue;
      }
      boost::random::uniform_int_distribution<size_t> pick(0, m.size() - 2);
      for (size_t i = 0; i < m.size(); ++i)
        for (unsigned k = 0; k < partners; ++k) {
          size_t j = pick(engine);
          add(m[i], m[j >= i ? j + 1 : j]);
        }
    }
    if (pairs.empty())
      return llvm::Error::success();
  }

  std::vector<float> margins, grad(numRows), hess(numRows);
  std::vector<double> score(candidates.size()), cGrad(candidates.size()),
      cHess(candidates.size());
  double bestMetric = HUGE_VAL;
  int bestRound = 0;
  int round = 0;
  for (; round < options.maxRounds; ++round) {
    if (llvm::Error e = predictRows(next->h, (*dtrain)->h, /*training=*/true,
                                    numRows, margins))
      return e;
    std::fill(score.begin(), score.end(), 0.0);
    for (size_t r = 0; r < numRows; ++r)
      score[owner[r]] += margins[r];

    double loss = 0;
    if (options.objective == XGBObjective::PackSumSquaredError) {
      // TVM PackSum.obj_square_error: gradient (score - y) * y, hessian y;
      // early stopping on the unweighted row RMSE ("tr-p-rmse").
      for (size_t r = 0; r < numRows; ++r) {
        double y = labels[owner[r]];
        double diff = score[owner[r]] - y;
        grad[r] = static_cast<float>(diff * y);
        hess[r] = static_cast<float>(y);
        loss += diff * diff;
      }
      loss = std::sqrt(loss / numRows);
    } else {
      // AutoTVM eq. 2 on candidate scores; each row of a candidate gets
      // the candidate's gradient and (diagonal) hessian.
      std::fill(cGrad.begin(), cGrad.end(), 0.0);
      std::fill(cHess.begin(), cHess.end(), 0.0);
      for (auto [hi, lo] : pairs) {
        double d = score[hi] - score[lo];
        double p = 1.0 / (1.0 + std::exp(d)); // sigmoid(-d)
        loss += d < -30 ? -d : std::log1p(std::exp(-d));
        cGrad[hi] -= p;
        cGrad[lo] += p;
        cHess[hi] += p * (1 - p);
        cHess[lo] += p * (1 - p);
      }
      loss /= pairs.size();
      for (size_t r = 0; r < numRows; ++r) {
        grad[r] = static_cast<float>(cGrad[owner[r]]);
        hess[r] = static_cast<float>(cHess[owner[r]]);
      }
    }
    // Early stopping (TVM's XGBoostCustomCallback): stop once the focused
    // training metric has not improved for earlyStoppingRounds rounds. The
    // squared error focuses on its loss, the row RMSE (TVM "tr-p-rmse");
    // the rank loss keeps falling long after the order is right, so the
    // rank objective focuses on a-peak@32 (AutoTVM stops its rank model on
    // a training recall curve, "tr-a-recall@N", the same way).
    double metric =
        options.objective == XGBObjective::PackSumRank
            ? -averagePeakScore(score, labels, groupOf, data.size(), kPeakTopK)
            : loss;
    if (metric < bestMetric) {
      bestMetric = metric;
      bestRound = round;
    } else if (round - bestRound >= options.earlyStoppingRounds) {
      break;
    }
    if (llvm::Error e =
            xgbCheck(XGBoosterBoostOneIter(next->h, (*dtrain)->h, grad.data(),
                                           hess.data(), numRows),
                     "XGBoosterBoostOneIter"))
      return e;
  }
  booster = std::move(next);
  rounds = round;
  ++trainings;
  return llvm::Error::success();
}

XGBoostCostModel::XGBoostCostModel(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {}
XGBoostCostModel::~XGBoostCostModel() = default;

llvm::Expected<std::unique_ptr<XGBoostCostModel>>
XGBoostCostModel::create(const XGBoostOptions &options) {
  if (options.maxDepth < 0 || !(options.eta > 0) || options.gamma < 0 ||
      options.minChildWeight < 0 || options.maxRounds < 0 ||
      options.earlyStoppingRounds < 1 || options.threads < 1)
    return llvm::createStringError(
        "invalid XGBoost options: need max_depth >= 0, eta > 0, gamma >= 0, "
        "min_child_weight >= 0, rounds >= 0, early stopping >= 1, threads "
        ">= 1");
  // Let XGBoost check the parameters now rather than at the first training.
  Booster probe;
  auto impl = std::make_unique<Impl>(options);
  if (llvm::Error e =
          xgbCheck(XGBoosterCreate(nullptr, 0, &probe.h), "XGBoosterCreate"))
    return e;
  if (llvm::Error e = impl->setParams(probe.h))
    return e;
  return std::unique_ptr<XGBoostCostModel>(
      new XGBoostCostModel(std::move(impl)));
}

llvm::Expected<std::unique_ptr<CostModel>>
msched::createXGBoostCostModel(const XGBoostOptions &options) {
  auto model = XGBoostCostModel::create(options);
  if (!model)
    return model.takeError();
  return std::unique_ptr<CostModel>(std::move(*model));
}

size_t XGBoostCostModel::dataSize() const { return impl->dataSize; }
size_t XGBoostCostModel::lastTrainSize() const { return impl->lastTrainSize; }
unsigned XGBoostCostModel::trainCount() const { return impl->trainings; }
int XGBoostCostModel::rounds() const {
  return impl->booster ? impl->rounds : 0;
}
bool XGBoostCostModel::usesBooster() const { return impl->usesBooster(); }
const XGBoostOptions &XGBoostCostModel::getOptions() const {
  return impl->options;
}

llvm::Error XGBoostCostModel::retrain() {
  impl->lastTrainSize = impl->dataSize;
  return impl->train();
}

llvm::Expected<std::vector<double>>
XGBoostCostModel::predict(llvm::ArrayRef<FeatureRows> candidates) {
  if (llvm::Error e = checkFeatureWidths(candidates))
    return e;
  std::vector<double> scores(candidates.size(), 0.0);
  if (!impl->usesBooster()) {
    // Warm-up (TVM: np.random.uniform until num_warmup_samples).
    boost::random::uniform_real_distribution<double> uniform(0.0, 1.0);
    for (double &s : scores)
      s = uniform(impl->warmupEngine);
    return scores;
  }
  std::vector<const FeatureRows *> pointers;
  for (const FeatureRows &rows : candidates)
    pointers.push_back(&rows);
  std::vector<float> matrix;
  std::vector<unsigned> owner;
  flatten(pointers, matrix, owner);
  if (owner.empty())
    return scores; // no rows anywhere: all 0 (an empty pack-sum)
  auto m = makeDMatrix(matrix, owner.size());
  if (!m)
    return m.takeError();
  std::vector<float> margins;
  if (llvm::Error e = predictRows(impl->booster->h, (*m)->h,
                                  /*training=*/false, owner.size(), margins))
    return e;
  for (size_t r = 0; r < owner.size(); ++r)
    scores[owner[r]] += margins[r];
  return scores;
}

llvm::Error
XGBoostCostModel::update(llvm::ArrayRef<MeasuredCandidate> measured) {
  std::vector<FeatureRows> rows;
  for (const MeasuredCandidate &m : measured)
    rows.push_back(m.features);
  if (llvm::Error e = checkFeatureWidths(rows))
    return e;
  size_t added = 0;
  for (const MeasuredCandidate &m : measured) {
    if (m.features.empty())
      continue;
    auto [it, inserted] =
        impl->workloadIndex.try_emplace(m.workload, impl->data.size());
    if (inserted)
      impl->data.push_back({m.workload, {}});
    Sample s;
    s.rows = m.features;
    if (m.runSeconds && std::isfinite(*m.runSeconds) && *m.runSeconds > 0)
      s.seconds = *m.runSeconds;
    impl->data[it->second].samples.push_back(std::move(s));
    ++added;
  }
  if (added == 0)
    return llvm::Error::success();
  impl->dataSize += added;
  // TVM: skip training while the new data is under 1/5 of the last
  // training's size. Pretrained candidates do not count: the first update
  // after loadPretrained() retrains, so the model learns the new workload at
  // once, and later ones follow this run's own data.
  size_t base = impl->pretrainedSize;
  size_t ownAtLast =
      impl->lastTrainSize > base ? impl->lastTrainSize - base : 0;
  double threshold =
      impl->options.retrainRatio * static_cast<double>(ownAtLast);
  if (impl->options.retrainRatio > 0 && ownAtLast > 0 &&
      static_cast<double>(impl->dataSize - base - ownAtLast) < threshold)
    return llvm::Error::success();
  impl->lastTrainSize = impl->dataSize;
  return impl->train();
}

//===----------------------------------------------------------------------===//
// Save / load
//===----------------------------------------------------------------------===//

llvm::Error XGBoostCostModel::save(llvm::StringRef dir) const {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return llvm::createStringError(ec, "cannot create '%s': %s",
                                   dir.str().c_str(), ec.message().c_str());
  auto pathOf = [&](const char *name) {
    llvm::SmallString<256> p(dir);
    llvm::sys::path::append(p, name);
    return std::string(p);
  };
  // Training data (native byte order; the file is a work-directory cache).
  if (llvm::Error e =
          writeAtomic(pathOf(kDataFile), [&](llvm::raw_ostream &os) {
            os.write(kDataMagic, sizeof(kDataMagic));
            writePod<uint32_t>(os, kVersion);
            writePod<uint32_t>(os, kFeatureWidth);
            writePod<uint64_t>(os, impl->data.size());
            for (const WorkloadData &w : impl->data) {
              writePod<uint32_t>(os, w.key.size());
              os.write(w.key.data(), w.key.size());
              writePod<uint64_t>(os, w.samples.size());
              for (const Sample &s : w.samples) {
                writePod<uint8_t>(os, s.seconds ? 1 : 0);
                writePod<double>(os, s.seconds ? *s.seconds : 0.0);
                writePod<uint32_t>(os, s.rows.size());
                for (const std::vector<float> &row : s.rows)
                  os.write(reinterpret_cast<const char *>(row.data()),
                           row.size() * sizeof(float));
              }
            }
          }))
    return e;
  // The booster.
  if (impl->booster) {
    std::string tmp = pathOf(kModelTmpFile);
    if (llvm::Error e =
            xgbCheck(XGBoosterSaveModel(impl->booster->h, tmp.c_str()),
                     "XGBoosterSaveModel"))
      return e;
    if (std::error_code ec = llvm::sys::fs::rename(tmp, pathOf(kModelFile)))
      return llvm::createStringError(ec, "cannot rename '%s': %s", tmp.c_str(),
                                     ec.message().c_str());
  }
  // The description, last: it names what the other files hold.
  const XGBoostOptions &o = impl->options;
  nlohmann::json meta = {{"format", kFormat},
                         {"version", kVersion},
                         {"feature_width", kFeatureWidth},
                         {"objective", objectiveName(o.objective)},
                         {"data_size", impl->dataSize},
                         {"last_train_size", impl->lastTrainSize},
                         {"pretrained_size", impl->pretrainedSize},
                         {"train_count", impl->trainings},
                         {"rounds", impl->rounds},
                         {"has_model", impl->booster != nullptr},
                         {"options",
                          {{"max_depth", o.maxDepth},
                           {"gamma", o.gamma},
                           {"min_child_weight", o.minChildWeight},
                           {"eta", o.eta},
                           {"tree_method", o.treeMethod},
                           {"max_rounds", o.maxRounds},
                           {"early_stopping_rounds", o.earlyStoppingRounds},
                           {"warmup_samples", o.warmupSamples},
                           {"retrain_ratio", o.retrainRatio},
                           {"seed", o.seed}}}};
  return writeAtomic(pathOf(kMetaFile), [&](llvm::raw_ostream &os) {
    os << meta.dump(2) << "\n";
  });
}

/// The description file of a saved model in `dir`, checked: an XGBoost cost
/// model of this version and feature width.
static llvm::Expected<nlohmann::json> readMeta(llvm::StringRef dir,
                                               std::string &metaPath) {
  llvm::SmallString<256> p(dir);
  llvm::sys::path::append(p, kMetaFile);
  metaPath = std::string(p);
  auto buffer = llvm::MemoryBuffer::getFile(metaPath);
  if (!buffer)
    return llvm::createStringError(buffer.getError(), "cannot read '%s': %s",
                                   metaPath.c_str(),
                                   buffer.getError().message().c_str());
  nlohmann::json meta =
      nlohmann::json::parse((*buffer)->getBuffer().begin(),
                            (*buffer)->getBuffer().end(), nullptr, false);
  if (meta.is_discarded() || !meta.is_object() || !meta.contains("format") ||
      meta["format"] != kFormat)
    return llvm::createStringError("'%s': not an XGBoost cost model",
                                   metaPath.c_str());
  // json::value() throws on a field of another type: check every field
  // load() and savedObjective() read, so a damaged file is an error.
  auto is = [&](const char *key, bool (nlohmann::json::*type)() const) {
    return !meta.contains(key) || (meta[key].*type)();
  };
  using J = nlohmann::json;
  if (!is("version", &J::is_number_unsigned) ||
      !is("feature_width", &J::is_number_unsigned) ||
      !is("objective", &J::is_string) ||
      !is("last_train_size", &J::is_number_unsigned) ||
      !is("pretrained_size", &J::is_number_unsigned) ||
      !is("train_count", &J::is_number_unsigned) ||
      !is("rounds", &J::is_number_integer) || !is("has_model", &J::is_boolean))
    return llvm::createStringError("'%s': a field has the wrong type",
                                   metaPath.c_str());
  if (meta.value("version", 0u) != kVersion)
    return llvm::createStringError("'%s': unsupported version",
                                   metaPath.c_str());
  if (meta.value("feature_width", 0u) != kFeatureWidth)
    return llvm::createStringError(
        "'%s': saved with %u features per row, this build has %u",
        metaPath.c_str(), meta.value("feature_width", 0u), kFeatureWidth);
  return meta;
}

llvm::Expected<XGBObjective>
XGBoostCostModel::savedObjective(llvm::StringRef dir) {
  std::string metaPath;
  llvm::Expected<nlohmann::json> meta = readMeta(dir, metaPath);
  if (!meta)
    return meta.takeError();
  std::string objective = meta->value("objective", "");
  for (XGBObjective o :
       {XGBObjective::PackSumSquaredError, XGBObjective::PackSumRank})
    if (objective == objectiveName(o))
      return o;
  return llvm::createStringError("'%s': unknown objective '%s'",
                                 metaPath.c_str(), objective.c_str());
}

llvm::Error XGBoostCostModel::loadPretrained(llvm::StringRef dir) {
  if (llvm::Error e = load(dir))
    return e;
  impl->pretrainedSize = impl->dataSize;
  return llvm::Error::success();
}

size_t XGBoostCostModel::pretrainedSize() const { return impl->pretrainedSize; }

size_t XGBoostCostModel::numWorkloads() const { return impl->data.size(); }

llvm::Error XGBoostCostModel::load(llvm::StringRef dir) {
  auto pathOf = [&](const char *name) {
    llvm::SmallString<256> p(dir);
    llvm::sys::path::append(p, name);
    return std::string(p);
  };
  auto read = [](const std::string &path)
      -> llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer)
      return llvm::createStringError(buffer.getError(), "cannot read '%s': %s",
                                     path.c_str(),
                                     buffer.getError().message().c_str());
    return std::move(*buffer);
  };

  // Description.
  std::string metaPath;
  llvm::Expected<nlohmann::json> metaOr = readMeta(dir, metaPath);
  if (!metaOr)
    return metaOr.takeError();
  nlohmann::json meta = std::move(*metaOr);
  std::string objective = meta.value("objective", "");
  if (objective != objectiveName(impl->options.objective))
    return llvm::createStringError(
        "'%s': saved with objective %s, this model uses %s", metaPath.c_str(),
        objective.c_str(), objectiveName(impl->options.objective));

  // Training data.
  std::string dataPath = pathOf(kDataFile);
  auto dataBuffer = read(dataPath);
  if (!dataBuffer)
    return dataBuffer.takeError();
  Reader r{(*dataBuffer)->getBuffer()};
  auto corrupt = [&](const char *what) {
    return llvm::createStringError("'%s': corrupt training data (%s, at byte "
                                   "%zu)",
                                   dataPath.c_str(), what, r.pos);
  };
  if (r.bytes(sizeof(kDataMagic)) !=
      llvm::StringRef(kDataMagic, sizeof(kDataMagic)))
    return corrupt("bad magic");
  if (r.pod<uint32_t>() != kVersion || r.pod<uint32_t>() != kFeatureWidth)
    return corrupt("version or width");
  uint64_t numWorkloads = r.pod<uint64_t>();
  std::vector<WorkloadData> data;
  llvm::StringMap<unsigned> index;
  size_t dataSize = 0;
  for (uint64_t w = 0; w < numWorkloads && !r.failed; ++w) {
    WorkloadData wd;
    wd.key = r.bytes(r.pod<uint32_t>()).str();
    uint64_t numSamples = r.pod<uint64_t>();
    for (uint64_t s = 0; s < numSamples && !r.failed; ++s) {
      Sample sample;
      uint8_t ok = r.pod<uint8_t>();
      double seconds = r.pod<double>();
      if (ok)
        sample.seconds = seconds;
      uint32_t numRows = r.pod<uint32_t>();
      llvm::StringRef bytes =
          r.bytes(static_cast<size_t>(numRows) * kFeatureWidth * sizeof(float));
      if (r.failed)
        break;
      for (uint32_t row = 0; row < numRows; ++row) {
        std::vector<float> v(kFeatureWidth);
        std::memcpy(v.data(),
                    bytes.data() + row * kFeatureWidth * sizeof(float),
                    kFeatureWidth * sizeof(float));
        sample.rows.push_back(std::move(v));
      }
      if (!sample.rows.empty()) {
        wd.samples.push_back(std::move(sample));
        ++dataSize;
      }
    }
    index[wd.key] = data.size();
    data.push_back(std::move(wd));
  }
  if (r.failed)
    return corrupt("truncated");
  if (r.pos != r.data.size())
    return corrupt("trailing bytes");

  // Booster.
  std::unique_ptr<Booster> booster;
  if (meta.value("has_model", false)) {
    booster = std::make_unique<Booster>();
    std::string modelPath = pathOf(kModelFile);
    if (llvm::Error e = xgbCheck(XGBoosterCreate(nullptr, 0, &booster->h),
                                 "XGBoosterCreate"))
      return e;
    if (!llvm::sys::fs::exists(modelPath))
      return llvm::createStringError("cannot read '%s': no such file",
                                     modelPath.c_str());
    if (XGBoosterLoadModel(booster->h, modelPath.c_str()) != 0)
      return llvm::createStringError("'%s': XGBoost cannot load it: %s",
                                     modelPath.c_str(), XGBGetLastError());
    if (llvm::Error e = xgbCheck(
            XGBoosterSetParam(booster->h, "nthread",
                              std::to_string(impl->options.threads).c_str()),
            "XGBoosterSetParam"))
      return e;
  }

  impl->data = std::move(data);
  impl->workloadIndex = std::move(index);
  impl->dataSize = dataSize;
  impl->lastTrainSize =
      std::min<size_t>(meta.value("last_train_size", size_t(0)), dataSize);
  impl->pretrainedSize =
      std::min<size_t>(meta.value("pretrained_size", size_t(0)), dataSize);
  impl->trainings = meta.value("train_count", 0u);
  impl->rounds = meta.value("rounds", 0);
  impl->booster = std::move(booster);
  return llvm::Error::success();
}
