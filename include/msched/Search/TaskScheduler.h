//===- TaskScheduler.h - Spending the trial budget across tasks -*- C++ -*-===//
//
// MetaSchedule's task scheduler: a module has several tasks (funcs); the
// tuning loop asks which task to tune next, tunes it for one round (up to
// remainingTrials() candidates, e.g. num_trials_per_iter = 64), and reports
// back the trials it spent and the task's best run time so far:
//
//   while (std::optional<size_t> task = scheduler.nextTask()) {
//     int64_t spent = tuneOneRound(*task, scheduler.remainingTrials(*task));
//     if (llvm::Error err = scheduler.update(*task, spent, bestSeconds(*task)))
//       ...;
//   }
//
// Two policies:
//  - RoundRobin (apache/tvm src/meta_schedule/task_scheduler/round_robin.cc):
//    tasks in index order, cyclically, skipping finished ones.
//  - GradientBased (apache/tvm src/meta_schedule/task_scheduler/
//    gradient_based.cc, now src/s_tir/meta_schedule/task_scheduler/; a
//    simplification of Ansor's scheduler, OSDI 2020, section 6): one
//    round-robin pass first, so every task has a measurement; then the task
//    with the largest estimated gain g_i, where, with B_i the task's history
//    of best-so-far seconds (one entry per update), n = |B_i|, b = B_i[n-1],
//    w = windowSize and a = alpha:
//        g1 = (B_i[n-1-w] - b) / w   if n >= w + 1, else 0  (recent progress)
//        g2 = b / n                                          (optimistic gain)
//        g_i = weight_i * (a * g1 + (1 - a) * g2)             (seconds/round)
//    A task without a valid best time (every candidate failed so far) gets
//    the lowest priority (TVM: -1e9). Defaults alpha 0.2, window 3 (TVM's).
//
// Deviations from TVM, for determinism and robustness:
//  - TVM draws a random task when all gains are equal; here ties (equal
//    largest gain) go to the task with the fewest trials, then the lowest
//    index. Nothing is random: the same updates give the same choices.
//  - A best time that is not a finite number > 0 (a failed task, or the
//    "zero run time" of apache/tvm#13354) counts as "no valid time"; it is
//    never divided by. If B_i[n-1-w] is such an entry, g1 = 0 (TVM would use
//    its 1e9 placeholder and get a huge g1).
//  - An update with 0 trials marks the task done (its search produced no
//    candidate: TVM terminates such a task), so the loop always ends.
//
// Weights: weight_i multiplies a latency gain, so it should say how much the
// task's latency counts in the whole, e.g. how many times the task runs per
// call of the model (TVM's task_weights; 1 for a module of distinct funcs).
// Using FLOPs as weights is possible but double-counts the size of a task,
// which its latency already reflects.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TASKSCHEDULER_H
#define MSCHED_TASKSCHEDULER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace msched {

enum class TaskSchedulerKind { RoundRobin, GradientBased };

struct TaskSchedulerOptions {
  TaskSchedulerKind kind = TaskSchedulerKind::GradientBased;
  /// Trials for all tasks together (MetaSchedule's max_trials_global).
  int64_t maxTrialsGlobal = 1000;
  /// Trials of one task at most (max_trials_per_task); <= 0: no per-task cap
  /// besides maxTrialsGlobal.
  int64_t maxTrialsPerTask = 0;
  /// Weight of recent progress (g1) against the optimistic gain (g2).
  double alpha = 0.2;
  /// Updates between the two best times that g1 compares.
  int windowSize = 3;
};

class TaskScheduler {
public:
  /// A scheduler for `weights.size()` tasks, task i weighing weights[i] (see
  /// the file comment). Errors: no task; a weight that is not a finite number
  /// >= 0; alpha outside [0, 1]; windowSize < 1; maxTrialsGlobal < 0.
  static llvm::Expected<TaskScheduler>
  create(llvm::ArrayRef<double> weights, const TaskSchedulerOptions &options);
  /// create() with weight 1 for each of `numTasks` tasks.
  static llvm::Expected<TaskScheduler>
  create(size_t numTasks, const TaskSchedulerOptions &options);

  /// The task to tune next, or none when the global budget is spent or every
  /// task is done.
  std::optional<size_t> nextTask();

  /// Reports one round of task `task`: `trialsSpent` more trials (failed
  /// candidates included) and the best median run time in seconds over all
  /// its trials so far (none, or not a finite number > 0: no valid time
  /// yet). A best time larger than a previous one is ignored (best-so-far
  /// never increases). The task is done once it reached maxTrialsPerTask, or
  /// when `trialsSpent` is 0. Errors (nothing changes): `task` out of range,
  /// `trialsSpent` < 0.
  llvm::Error update(size_t task, int64_t trialsSpent,
                     std::optional<double> bestSecondsSoFar);

  /// Marks `task` done, e.g. when its search space is exhausted. Ignores an
  /// index out of range.
  void markDone(size_t task);

  /// Trials `task` may still spend: the smaller of the global and the
  /// per-task budgets left; 0 when done or out of range.
  int64_t remainingTrials(size_t task) const;

  /// Estimated gain g_i of `task` in seconds per round (file comment);
  /// -infinity without a valid time or for an index out of range.
  double gradient(size_t task) const;

  size_t numTasks() const { return tasks.size(); }
  int64_t totalTrials() const { return spent; }
  int64_t trials(size_t task) const;
  bool isDone(size_t task) const;
  /// Best valid seconds of `task` so far, if any.
  std::optional<double> bestSeconds(size_t task) const;
  const TaskSchedulerOptions &getOptions() const { return options; }

private:
  struct TaskState {
    double weight = 1;
    int64_t trials = 0;
    bool done = false;
    /// Best-so-far seconds after each update; NaN: no valid time then.
    std::vector<double> history;
  };

  explicit TaskScheduler(const TaskSchedulerOptions &options)
      : options(options) {}
  bool budgetSpent() const;
  std::optional<size_t> nextRoundRobin();
  std::optional<size_t> nextGradientBased();

  TaskSchedulerOptions options;
  std::vector<TaskState> tasks;
  int64_t spent = 0;
  /// Last task returned by round-robin (none before the first).
  std::optional<size_t> lastRoundRobin;
};

} // namespace msched

#endif // MSCHED_TASKSCHEDULER_H
