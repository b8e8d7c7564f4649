//===- Measurement.h - Building and timing one candidate --------*- C++ -*-===//
//
// What the worker process does for one candidate, in-process: build (parse,
// lower, JIT) and time it with MetaSchedule's runner protocol, then check its
// outputs. The Runner (Runner.h) wraps this in a separate process with
// timeouts; call these directly only where a crash may take the caller down.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MEASUREMENT_H
#define MSCHED_MEASUREMENT_H

#include "msched/Buffers.h"
#include "msched/Executable.h"
#include "msched/Workload.h"

#include "mlir/IR/MLIRContext.h"

#include <string>
#include <vector>

namespace msched {

/// How to time a candidate. Defaults are MetaSchedule's CPU runner defaults.
struct TimingSettings {
  /// Threads for parallel loops (default: all cores).
  int threads = 0; // 0: std::thread::hardware_concurrency()
  /// Calls per repeat (raised until a repeat lasts min_repeat_ms).
  int number = 3;
  /// Repeats; each yields one mean time.
  int repeat = 1;
  /// Minimum duration of one repeat, in milliseconds.
  double minRepeatMs = 100;
  /// Evict the caches before every call (each call then timed alone).
  bool flushCache = false;
  /// Evict the task's constant arguments (TensorInfo::constant: the model's
  /// weights, marked by task extraction) from the caches before every call
  /// (clflush of their lines; each call then timed alone), as TVM's runner
  /// flushes all arguments but the first: a model streams its weights from
  /// memory when they do not fit in the caches, so a schedule tuned on
  /// cached weights can be slow in the model. No effect on a task without
  /// constant arguments. Off by default: on MobileNet v2 (14 MB of weights)
  /// tuning with it gave no gain in the whole model (README, session 38).
  bool flushConstants = false;
  /// Seconds; 0: off. When the warm-up call alone takes longer, its time is
  /// the measurement (one repeat) and no timed repeats follow: the tuner sets
  /// it to a multiple of the task's best time, since a candidate that much
  /// slower needs no precise time, and on a 13 GFLOP convolution the repeats
  /// of such candidates cost seconds each. The output check still runs.
  double stopSlowerThanSeconds = 0;
  /// Seconds; 0: off. Enforced by the Runner, not in the worker: a
  /// candidate whose first (warm-up) call is still running after this long
  /// is stopped there (its worker killed and restarted) and fails as a run
  /// timeout whose reason says it was cut short. The tuner sets it to a
  /// multiple of the task's best time, so that a candidate many times slower
  /// than the best costs that many best times, not its whole call (a GMM
  /// 2048 candidate's single call can take 18 s). Only the first call: the
  /// timed calls after it and the output check keep the run timeout.
  double cutShortAfterSeconds = 0;

  int effectiveThreads() const;
};

/// Timing of one candidate.
struct Timing {
  std::vector<double> repeatSeconds; ///< mean seconds per call, per repeat
  double medianSeconds = 0;          ///< median of repeatSeconds
};

/// A compiled task with its argument buffers (inputs filled with the fixed
/// pseudo-random data, outputs zeroed). Where the task's computations on
/// its constants were moved into a prepack function (ConstantPrepacking.h),
/// `packed` holds what that function made of the inputs, once, at build
/// time; every call reads them after the inputs.
struct BuiltTask {
  Task task;
  Executable executable;
  std::vector<Buffer> inputs;
  std::vector<Buffer> outputs;
  std::vector<Buffer> packed;

  std::vector<void *> argumentPointers() const;
  void call() const { executable.call(argumentPointers()); }
};

/// The inputs of `task` as buildTask makes them: deterministic
/// pseudo-random data (Buffer::fillRandom with inputSeed of each argument).
std::vector<Buffer> makeInputs(const Task &task);

/// Parses `moduleText` and validates function `funcName` (validateTask):
/// the task's signature, without lowering or compiling it. On failure
/// returns the diagnostics text.
llvm::Expected<Task> describeTask(mlir::MLIRContext &ctx,
                                  llvm::StringRef moduleText,
                                  llvm::StringRef funcName);

/// Parses `moduleText`, validates function `funcName` against the expected
/// signature (when `expected` is given), moves what it computes from its
/// constants alone into a prepack function (after inlining its calls:
/// hoistConstantComputations), lowers it for `threads` threads,
/// JIT-compiles it and runs the prepack function once. On failure returns
/// the diagnostics text.
llvm::Expected<BuiltTask> buildTask(mlir::MLIRContext &ctx,
                                    llvm::StringRef moduleText,
                                    llvm::StringRef funcName, int threads,
                                    const Task *expected = nullptr);

/// Times `built`: one warm-up call first unless `warmedUp`, then `repeat`
/// repeats. Seconds are wall-clock. The process keeps the memory it frees
/// (keepFreedHeapMemory) first, so that a kernel's temporary buffers come
/// from the heap after the warm-up call, as in a long-running application.
Timing timeTask(const BuiltTask &built, const TimingSettings &settings,
                bool warmedUp = false);

/// Makes glibc's malloc keep freed memory in the heap instead of returning
/// it to the OS (M_TRIM_THRESHOLD) and serve blocks up to 32 MiB from the
/// heap (M_MMAP_THRESHOLD, glibc's maximum). Without it, whether a call's
/// temporaries (tensor.empty buffers) page-fault on every call depends on
/// the heap's history: a fresh worker timed a batch matmul whose 1.5 MB of
/// temporaries were trimmed after each call at 4.4 ms, a long-lived one at
/// 0.23 ms (page faults cost 2-3 us each in this VM). Idempotent; a no-op
/// without glibc.
void keepFreedHeapMemory();

/// Median of `values` (mean of the middle two for an even count; 0 if empty).
double median(std::vector<double> values);

} // namespace msched

#endif // MSCHED_MEASUREMENT_H
