//===- CostModel.cpp - The cost model interface and quality metrics -------===//

#include "msched/Search/CostModel/CostModel.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace msched;

CostModel::~CostModel() = default;

double msched::pairwiseAccuracy(llvm::ArrayRef<double> scores,
                                llvm::ArrayRef<double> seconds) {
  size_t n = std::min(scores.size(), seconds.size());
  double agree = 0, pairs = 0;
  for (size_t i = 0; i < n; ++i) {
    if (!std::isfinite(seconds[i]))
      continue;
    for (size_t j = i + 1; j < n; ++j) {
      if (!std::isfinite(seconds[j]) || seconds[i] == seconds[j])
        continue;
      pairs += 1;
      // i faster than j <=> i should score higher.
      bool iFaster = seconds[i] < seconds[j];
      if (scores[i] == scores[j])
        agree += 0.5;
      else if ((scores[i] > scores[j]) == iFaster)
        agree += 1;
    }
  }
  return pairs > 0 ? agree / pairs : 0.5;
}

double msched::kendallTau(llvm::ArrayRef<double> scores,
                          llvm::ArrayRef<double> seconds) {
  // Over the same pairs: concordant - discordant over pairs, ties 0.
  return 2 * pairwiseAccuracy(scores, seconds) - 1;
}

double msched::topKRecall(llvm::ArrayRef<double> scores,
                          llvm::ArrayRef<double> seconds, size_t k) {
  size_t n = std::min(scores.size(), seconds.size());
  k = std::min(k, n);
  if (k == 0)
    return 0;
  std::vector<size_t> bySeconds(n), byScore(n);
  std::iota(bySeconds.begin(), bySeconds.end(), 0);
  std::iota(byScore.begin(), byScore.end(), 0);
  auto time = [&](size_t i) {
    return std::isfinite(seconds[i]) ? seconds[i] : HUGE_VAL;
  };
  std::stable_sort(bySeconds.begin(), bySeconds.end(),
                   [&](size_t a, size_t b) { return time(a) < time(b); });
  std::stable_sort(byScore.begin(), byScore.end(),
                   [&](size_t a, size_t b) { return scores[a] > scores[b]; });
  std::vector<bool> predicted(n, false);
  for (size_t i = 0; i < k; ++i)
    predicted[byScore[i]] = true;
  size_t hits = 0;
  for (size_t i = 0; i < k; ++i)
    hits += predicted[bySeconds[i]];
  return static_cast<double>(hits) / static_cast<double>(k);
}

llvm::Error msched::checkFeatureWidths(llvm::ArrayRef<FeatureRows> candidates) {
  for (auto [i, rows] : llvm::enumerate(candidates))
    for (auto [r, row] : llvm::enumerate(rows))
      if (row.size() != kFeatureWidth)
        return llvm::createStringError(
            "candidate %zu, row %zu: %zu features, expected %u", i, r,
            row.size(), kFeatureWidth);
  return llvm::Error::success();
}
