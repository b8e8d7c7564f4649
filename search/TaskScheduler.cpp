//===- TaskScheduler.cpp - Spending the trial budget across tasks ---------===//
//
// Round-robin and gradient-based task scheduling after apache/tvm's
// src/meta_schedule/task_scheduler/round_robin.cc and gradient_based.cc
// (GradientBasedNode::NextTaskId); see TaskScheduler.h for the formula and
// where msched deviates.
//
//===----------------------------------------------------------------------===//

#include "msched/Search/TaskScheduler.h"

#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

using namespace msched;

static llvm::Error invalidArgument(const llvm::Twine &message) {
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument), message);
}

/// `value` printed as with %g.
static std::string num(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", value);
  return text;
}

/// A best time that can be used: finite and > 0 seconds.
static bool isValidSeconds(double seconds) {
  return std::isfinite(seconds) && seconds > 0;
}

llvm::Expected<TaskScheduler>
TaskScheduler::create(llvm::ArrayRef<double> weights,
                      const TaskSchedulerOptions &options) {
  if (weights.empty())
    return invalidArgument("task scheduler: no task to schedule");
  for (size_t i = 0; i < weights.size(); ++i)
    if (!std::isfinite(weights[i]) || weights[i] < 0)
      return invalidArgument("task scheduler: weight " + num(weights[i]) +
                             " of task " + llvm::Twine(i) +
                             " is not a finite number >= 0");
  if (!(options.alpha >= 0 && options.alpha <= 1))
    return invalidArgument("task scheduler: alpha " + num(options.alpha) +
                           " is not in [0, 1]");
  if (options.windowSize < 1)
    return invalidArgument("task scheduler: window size " +
                           llvm::Twine(options.windowSize) + " is < 1");
  if (options.maxTrialsGlobal < 0)
    return invalidArgument("task scheduler: global trial budget " +
                           llvm::Twine(options.maxTrialsGlobal) + " is < 0");
  TaskScheduler scheduler(options);
  scheduler.tasks.resize(weights.size());
  for (size_t i = 0; i < weights.size(); ++i)
    scheduler.tasks[i].weight = weights[i];
  return scheduler;
}

llvm::Expected<TaskScheduler>
TaskScheduler::create(size_t numTasks, const TaskSchedulerOptions &options) {
  return create(std::vector<double>(numTasks, 1.0), options);
}

bool TaskScheduler::budgetSpent() const {
  return spent >= options.maxTrialsGlobal;
}

std::optional<size_t> TaskScheduler::nextTask() {
  if (budgetSpent())
    return std::nullopt;
  if (options.kind == TaskSchedulerKind::RoundRobin)
    return nextRoundRobin();
  return nextGradientBased();
}

std::optional<size_t> TaskScheduler::nextRoundRobin() {
  size_t n = tasks.size();
  size_t start = lastRoundRobin ? *lastRoundRobin + 1 : 0;
  for (size_t step = 0; step < n; ++step) {
    size_t task = (start + step) % n;
    if (!tasks[task].done) {
      lastRoundRobin = task;
      return task;
    }
  }
  return std::nullopt;
}

std::optional<size_t> TaskScheduler::nextGradientBased() {
  // Step 1 (TVM's round_robin_rounds_): one round of every task first.
  for (size_t task = 0; task < tasks.size(); ++task)
    if (!tasks[task].done && tasks[task].history.empty())
      return task;
  // Step 2: the largest gain; ties to the fewest trials, then lowest index.
  std::optional<size_t> best;
  double bestGradient = 0;
  for (size_t task = 0; task < tasks.size(); ++task) {
    if (tasks[task].done)
      continue;
    double g = gradient(task);
    if (!best || g > bestGradient ||
        (g == bestGradient && tasks[task].trials < tasks[*best].trials)) {
      best = task;
      bestGradient = g;
    }
  }
  return best;
}

double TaskScheduler::gradient(size_t task) const {
  constexpr double kNone = -std::numeric_limits<double>::infinity();
  if (task >= tasks.size())
    return kNone;
  const TaskState &state = tasks[task];
  const std::vector<double> &history = state.history;
  size_t n = history.size();
  if (n == 0 || !isValidSeconds(history[n - 1]))
    return kNone;
  double best = history[n - 1];
  size_t w = static_cast<size_t>(options.windowSize);
  double g1 = 0;
  if (n >= w + 1 && isValidSeconds(history[n - 1 - w]))
    g1 = (history[n - 1 - w] - best) / static_cast<double>(w);
  double g2 = best / static_cast<double>(n);
  return state.weight * (options.alpha * g1 + (1 - options.alpha) * g2);
}

llvm::Error TaskScheduler::update(size_t task, int64_t trialsSpent,
                                  std::optional<double> bestSecondsSoFar) {
  if (task >= tasks.size())
    return invalidArgument("task scheduler: no task " + llvm::Twine(task) +
                           " (there are " + llvm::Twine(tasks.size()) + ")");
  if (trialsSpent < 0)
    return invalidArgument("task scheduler: " + llvm::Twine(trialsSpent) +
                           " trials spent on task " + llvm::Twine(task));
  TaskState &state = tasks[task];
  state.trials += trialsSpent;
  spent += trialsSpent;
  // Best-so-far: the smaller of the reported and the previous valid time.
  double best = std::numeric_limits<double>::quiet_NaN();
  if (bestSecondsSoFar && isValidSeconds(*bestSecondsSoFar))
    best = *bestSecondsSoFar;
  if (std::optional<double> previous = bestSeconds(task))
    best = std::isnan(best) ? *previous : std::min(best, *previous);
  state.history.push_back(best);
  if (trialsSpent == 0 || (options.maxTrialsPerTask > 0 &&
                           state.trials >= options.maxTrialsPerTask))
    state.done = true;
  return llvm::Error::success();
}

void TaskScheduler::markDone(size_t task) {
  if (task < tasks.size())
    tasks[task].done = true;
}

int64_t TaskScheduler::remainingTrials(size_t task) const {
  if (task >= tasks.size() || tasks[task].done)
    return 0;
  int64_t left = options.maxTrialsGlobal - spent;
  if (options.maxTrialsPerTask > 0)
    left = std::min(left, options.maxTrialsPerTask - tasks[task].trials);
  return std::max<int64_t>(left, 0);
}

int64_t TaskScheduler::trials(size_t task) const {
  return task < tasks.size() ? tasks[task].trials : 0;
}

bool TaskScheduler::isDone(size_t task) const {
  return task >= tasks.size() || tasks[task].done;
}

std::optional<double> TaskScheduler::bestSeconds(size_t task) const {
  if (task >= tasks.size())
    return std::nullopt;
  // History entries only decrease once valid; the last valid one is the best.
  const std::vector<double> &history = tasks[task].history;
  for (auto it = history.rbegin(); it != history.rend(); ++it)
    if (isValidSeconds(*it))
      return *it;
  return std::nullopt;
}
