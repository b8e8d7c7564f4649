//===- TaskSchedulerTest.cpp - Round-robin and gradient-based scheduling --===//

#include "msched/Search/TaskScheduler.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

using namespace msched;

namespace {

TaskScheduler makeScheduler(std::vector<double> weights,
                            TaskSchedulerOptions options) {
  auto s = TaskScheduler::create(weights, options);
  if (!s) {
    ADD_FAILURE() << llvm::toString(s.takeError());
    return std::move(*TaskScheduler::create(1, {}));
  }
  return std::move(*s);
}

void update(TaskScheduler &s, size_t task, int64_t trials,
            std::optional<double> best) {
  llvm::Error err = s.update(task, trials, best);
  EXPECT_FALSE(bool(err)) << llvm::toString(std::move(err));
}

std::string errorOf(llvm::Expected<TaskScheduler> s) {
  if (s)
    return "no error";
  return llvm::toString(s.takeError());
}

constexpr double kInf = std::numeric_limits<double>::infinity();

} // namespace

TEST(TaskSchedulerTest, RoundRobinOrderSkipsDoneTasks) {
  TaskSchedulerOptions opts;
  opts.kind = TaskSchedulerKind::RoundRobin;
  opts.maxTrialsGlobal = 100;
  TaskScheduler s = makeScheduler({1, 1, 1}, opts);
  std::vector<size_t> order;
  for (int i = 0; i < 7; ++i) {
    std::optional<size_t> t = s.nextTask();
    ASSERT_TRUE(t);
    order.push_back(*t);
    update(s, *t, 1, 1.0);
    if (i == 3)
      s.markDone(1);
  }
  // 0 1 2 0 | task 1 done | 2 0 2.
  EXPECT_EQ(order, (std::vector<size_t>{0, 1, 2, 0, 2, 0, 2}));
  s.markDone(0);
  s.markDone(2);
  EXPECT_EQ(s.nextTask(), std::nullopt);
}

TEST(TaskSchedulerTest, GradientBasedPicksLargestEstimatedGain) {
  // Three tasks weighing 1, 2, 1; alpha 0.2, window 3 (defaults).
  TaskSchedulerOptions opts;
  opts.maxTrialsGlobal = 1000;
  TaskScheduler s = makeScheduler({1, 2, 1}, opts);
  // Warm-up: one round of each task, in index order.
  for (size_t task = 0; task < 3; ++task) {
    ASSERT_EQ(s.nextTask(), std::optional<size_t>(task));
    update(s, task, 10, std::vector<double>{4e-3, 1e-3, 3e-3}[task]);
  }
  // n = 1, no window yet: g = w * 0.8 * best / 1.
  //   task 0: 1 * 0.8 * 4 ms = 3.2 ms; task 1: 2 * 0.8 * 1 ms = 1.6 ms;
  //   task 2: 1 * 0.8 * 3 ms = 2.4 ms.
  EXPECT_DOUBLE_EQ(s.gradient(0), 3.2e-3);
  EXPECT_DOUBLE_EQ(s.gradient(1), 1.6e-3);
  EXPECT_DOUBLE_EQ(s.gradient(2), 2.4e-3);
  ASSERT_EQ(s.nextTask(), std::optional<size_t>(0));
  // Task 0 improves to 2 ms; n = 2: g = 0.8 * 2 ms / 2 = 0.8 ms.
  update(s, 0, 10, 2e-3);
  EXPECT_DOUBLE_EQ(s.gradient(0), 0.8e-3);
  ASSERT_EQ(s.nextTask(), std::optional<size_t>(2)); // 2.4 ms
  // Task 2 does not improve; n = 2: g = 0.8 * 3 ms / 2 = 1.2 ms.
  update(s, 2, 10, 3e-3);
  EXPECT_DOUBLE_EQ(s.gradient(2), 1.2e-3);
  ASSERT_EQ(s.nextTask(), std::optional<size_t>(1)); // 1.6 ms beats 1.2 ms
  EXPECT_EQ(s.totalTrials(), 50);
}

TEST(TaskSchedulerTest, GradientUsesTheBackwardWindow) {
  TaskSchedulerOptions opts;
  TaskScheduler s = makeScheduler({1}, opts);
  // Best-so-far history 1.0, 0.9, 0.8, 0.5 (seconds): n = 4 >= w + 1.
  for (double best : {1.0, 0.9, 0.8, 0.5})
    update(s, 0, 1, best);
  // g1 = (1.0 - 0.5) / 3, g2 = 0.5 / 4; g = 0.2 g1 + 0.8 g2.
  EXPECT_DOUBLE_EQ(s.gradient(0), 0.2 * (0.5 / 3) + 0.8 * (0.5 / 4));
  // A worse "best" is ignored: history 0.9, 0.8, 0.5, 0.5.
  update(s, 0, 1, 0.7);
  EXPECT_EQ(s.bestSeconds(0), std::optional<double>(0.5));
  EXPECT_DOUBLE_EQ(s.gradient(0), 0.2 * (0.4 / 3) + 0.8 * (0.5 / 5));
}

TEST(TaskSchedulerTest, InvalidTimesGetLowestPriority) {
  TaskSchedulerOptions opts;
  TaskScheduler s = makeScheduler({1, 1, 1}, opts);
  // Task 0: every candidate failed; task 1: a zero run time (invalid data,
  // never divided by); task 2: 1 ms.
  update(s, 0, 5, std::nullopt);
  update(s, 1, 5, 0.0);
  update(s, 2, 5, 1e-3);
  EXPECT_EQ(s.gradient(0), -kInf);
  EXPECT_EQ(s.gradient(1), -kInf);
  EXPECT_EQ(s.bestSeconds(1), std::nullopt);
  EXPECT_EQ(s.nextTask(), std::optional<size_t>(2));
  update(s, 2, 5, -1.0); // negative: ignored, best stays 1 ms
  EXPECT_EQ(s.bestSeconds(2), std::optional<double>(1e-3));
  update(s, 2, 5, std::nan(""));
  EXPECT_EQ(s.bestSeconds(2), std::optional<double>(1e-3));
  EXPECT_EQ(s.nextTask(), std::optional<size_t>(2));
  // Once task 2 is done, the invalid ones tie: fewest trials, then index.
  s.markDone(2);
  update(s, 0, 5, kInf);
  EXPECT_EQ(s.nextTask(), std::optional<size_t>(1)); // 5 trials < 10
  update(s, 1, 5, std::nullopt);
  EXPECT_EQ(s.nextTask(), std::optional<size_t>(0)); // 10 = 10: lower index
  // A task that becomes valid after an invalid start: no backward window
  // across the invalid entries (g1 = 0).
  update(s, 0, 5, std::nullopt);
  update(s, 0, 5, 2.0);
  // History: none, none, none, 2.0 (n = 4 = w + 1, B[0] invalid).
  EXPECT_DOUBLE_EQ(s.gradient(0), 0.8 * 2.0 / 4);
}

TEST(TaskSchedulerTest, BudgetExhaustion) {
  TaskSchedulerOptions opts;
  opts.maxTrialsGlobal = 10;
  opts.maxTrialsPerTask = 6;
  for (TaskSchedulerKind kind :
       {TaskSchedulerKind::RoundRobin, TaskSchedulerKind::GradientBased}) {
    opts.kind = kind;
    TaskScheduler s = makeScheduler({1, 1}, opts);
    EXPECT_EQ(s.remainingTrials(0), 6);
    std::optional<size_t> t = s.nextTask();
    ASSERT_EQ(t, std::optional<size_t>(0));
    update(s, 0, 6, 1.0);
    EXPECT_TRUE(s.isDone(0)); // per-task cap reached
    EXPECT_EQ(s.remainingTrials(0), 0);
    EXPECT_EQ(s.remainingTrials(1), 4); // global budget left
    ASSERT_EQ(s.nextTask(), std::optional<size_t>(1));
    update(s, 1, 3, 1.0);
    ASSERT_EQ(s.nextTask(), std::optional<size_t>(1));
    EXPECT_EQ(s.remainingTrials(1), 1);
    update(s, 1, 1, 1.0);
    EXPECT_EQ(s.totalTrials(), 10);
    EXPECT_EQ(s.nextTask(), std::nullopt);
    EXPECT_EQ(s.remainingTrials(1), 0);
  }
}

TEST(TaskSchedulerTest, ZeroTrialsEndsTheTask) {
  for (TaskSchedulerKind kind :
       {TaskSchedulerKind::RoundRobin, TaskSchedulerKind::GradientBased}) {
    TaskSchedulerOptions opts;
    opts.kind = kind;
    TaskScheduler s = makeScheduler({1, 1}, opts);
    int steps = 0;
    while (std::optional<size_t> t = s.nextTask()) {
      ASSERT_LT(++steps, 10);
      update(s, *t, *t == 0 ? 0 : (steps < 4 ? 2 : 0), 1.0);
    }
    EXPECT_TRUE(s.isDone(0));
    EXPECT_TRUE(s.isDone(1));
  }
}

TEST(TaskSchedulerTest, DeterministicForTheSameUpdates) {
  auto run = [] {
    TaskSchedulerOptions opts;
    opts.maxTrialsGlobal = 64 * 20;
    TaskScheduler s = makeScheduler({1, 3, 1, 2}, opts);
    std::vector<double> best = {4e-3, 2e-3, 8e-3, 1e-3};
    std::vector<size_t> order;
    while (std::optional<size_t> t = s.nextTask()) {
      order.push_back(*t);
      best[*t] *= 0.9; // each round improves its task by 10 %
      update(s, *t, std::min<int64_t>(64, s.remainingTrials(*t)), best[*t]);
    }
    return order;
  };
  std::vector<size_t> first = run();
  EXPECT_EQ(first.size(), 20u);
  EXPECT_EQ(first, run());
}

TEST(TaskSchedulerTest, BadInputIsAnError) {
  TaskSchedulerOptions opts;
  EXPECT_NE(errorOf(TaskScheduler::create(std::vector<double>{}, opts))
                .find("no task"),
            std::string::npos);
  EXPECT_NE(errorOf(TaskScheduler::create(std::vector<double>{1.0, -2.0}, opts))
                .find("weight -2 of task 1"),
            std::string::npos);
  EXPECT_NE(
      errorOf(TaskScheduler::create(std::vector<double>{std::nan("")}, opts))
          .find("not a finite number"),
      std::string::npos);
  TaskSchedulerOptions badAlpha;
  badAlpha.alpha = 1.5;
  EXPECT_NE(errorOf(TaskScheduler::create(2, badAlpha)).find("alpha"),
            std::string::npos);
  TaskSchedulerOptions badWindow;
  badWindow.windowSize = 0;
  EXPECT_NE(errorOf(TaskScheduler::create(2, badWindow)).find("window"),
            std::string::npos);
  TaskSchedulerOptions badBudget;
  badBudget.maxTrialsGlobal = -1;
  EXPECT_NE(errorOf(TaskScheduler::create(2, badBudget)).find("budget"),
            std::string::npos);

  TaskScheduler s = makeScheduler({1, 1}, opts);
  llvm::Error err = s.update(5, 1, 1.0);
  ASSERT_TRUE(bool(err));
  EXPECT_NE(llvm::toString(std::move(err)).find("no task 5"),
            std::string::npos);
  err = s.update(0, -3, 1.0);
  ASSERT_TRUE(bool(err));
  EXPECT_NE(llvm::toString(std::move(err)).find("-3 trials"),
            std::string::npos);
  EXPECT_EQ(s.totalTrials(), 0);
  EXPECT_EQ(s.gradient(9), -kInf);
  EXPECT_EQ(s.remainingTrials(9), 0);
  // A zero budget: nothing to do.
  TaskSchedulerOptions zero;
  zero.maxTrialsGlobal = 0;
  EXPECT_EQ(makeScheduler({1}, zero).nextTask(), std::nullopt);
}
