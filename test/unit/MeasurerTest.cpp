//===- MeasurerTest.cpp - The tuner's local measurer ----------------------===//
//
// The local measurer on a pool of workers reports in candidate order and
// stops when told (search/Measurer.cpp).
//
//===----------------------------------------------------------------------===//

#include "msched/Search/Measurer.h"

#include "RunnerTestCandidates.h"

#include <gtest/gtest.h>

using namespace msched;
using namespace msched::test;

namespace {

// The local measurer on a pool of two: timing settings are asked for and
// results reported in candidate order whatever finishes first, failures
// included; a false from onResult stops the batch.
TEST(LocalMeasurer, APoolReportsInCandidateOrderAndStopsWhenTold) {
  RunnerOptions options = fastOptions();
  options.poolSize = 2;
  std::unique_ptr<Measurer> measurer = createLocalMeasurer(options);
  std::vector<std::optional<std::string>> candidates = {
      kSegfault, kWorkload, kWrong, kWorkload, kParallel, kWorkload};
  std::vector<size_t> asked, reported;
  std::vector<MeasureStatus> statuses;
  auto timingFor = [&](size_t i) {
    asked.push_back(i);
    return options.timing;
  };
  size_t n = measurer->measure(
      workload(), candidates, timingFor, [&](size_t i, MeasureResult r) {
        reported.push_back(i);
        statuses.push_back(r.status);
        // The measurer's own lock: shared while building.
        if (r.ok()) {
          EXPECT_TRUE(r.buildLockHeld.held() && r.timingLockHeld.held()) << i;
        }
        return true;
      });
  EXPECT_EQ(n, candidates.size());
  std::vector<size_t> all = {0, 1, 2, 3, 4, 5};
  EXPECT_EQ(asked, all);
  EXPECT_EQ(reported, all);
  std::vector<MeasureStatus> want = {
      MeasureStatus::Crash, MeasureStatus::Ok, MeasureStatus::WrongResult,
      MeasureStatus::Ok,    MeasureStatus::Ok, MeasureStatus::Ok};
  EXPECT_EQ(statuses, want);

  reported.clear();
  n = measurer->measure(workload(), candidates, timingFor,
                        [&](size_t i, MeasureResult) {
                          reported.push_back(i);
                          return i < 1;
                        });
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(reported, (std::vector<size_t>{0, 1}));
}

} // namespace
