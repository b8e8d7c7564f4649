//===- Measurer.cpp - Measuring candidates on this process's runner -------===//

#include "msched/Search/Measurer.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/WithColor.h"

#include <mutex>
#include <thread>

using namespace msched;

Measurer::~Measurer() = default;

namespace {

/// A pool of more than one worker gets a timing lock of its own (unless the
/// options name one) and holds it shared while building, so that its builds
/// overlap one another and never a timing.
RunnerOptions poolOptions(RunnerOptions options, std::string &ownLock) {
  if (options.poolSize <= 1)
    return options;
  if (options.timingLockPath.empty()) {
    llvm::SmallString<128> path;
    if (std::error_code ec =
            llvm::sys::fs::createTemporaryFile("msched-timing", "lock", path)) {
      // Without a lock the pool's timings would collide: one worker.
      llvm::WithColor::warning(llvm::errs(), "msched")
          << "no timing lock for a pool of workers (" << ec.message()
          << "); measuring with one worker\n";
      options.poolSize = 1;
      return options;
    }
    ownLock = std::string(path);
    options.timingLockPath = ownLock;
  }
  options.lockWhileBuilding = true;
  return options;
}

class LocalMeasurer : public Measurer {
public:
  explicit LocalMeasurer(const RunnerOptions &options)
      : runner(poolOptions(options, ownLock)) {}
  ~LocalMeasurer() override {
    if (!ownLock.empty())
      llvm::sys::fs::remove(ownLock);
  }

  size_t measure(const WorkloadRef &workload,
                 llvm::ArrayRef<std::optional<std::string>> candidates,
                 const TimingFor &timingFor,
                 const OnResult &onResult) override {
    if (runner.poolSize() <= 1 || candidates.size() <= 1) {
      for (size_t i = 0; i < candidates.size(); ++i)
        if (!onResult(i, runner.measure(workload, candidates[i], timingFor(i))))
          return i + 1;
      return candidates.size();
    }
    return measureOnPool(workload, candidates, timingFor, onResult);
  }

private:
  /// Each worker of the pool takes the next candidate as soon as it is free;
  /// results are reported in candidate order as they complete. timingFor and
  /// onResult run under one mutex (on the pool's threads), so they see each
  /// other's effects as in the one-worker loop, except that a candidate is
  /// sent out before the results of the ones still in flight.
  size_t measureOnPool(const WorkloadRef &workload,
                       llvm::ArrayRef<std::optional<std::string>> candidates,
                       const TimingFor &timingFor, const OnResult &onResult) {
    std::mutex mutex;
    size_t next = 0, reported = 0;
    bool stopped = false;
    std::vector<std::optional<MeasureResult>> done(candidates.size());
    auto drain = [&](size_t worker) {
      std::unique_lock<std::mutex> lock(mutex);
      while (!stopped && next < candidates.size()) {
        size_t i = next++;
        TimingSettings timing = timingFor(i);
        lock.unlock();
        MeasureResult r =
            runner.measureOn(worker, workload, candidates[i], timing);
        lock.lock();
        done[i] = std::move(r);
        while (!stopped && reported < done.size() && done[reported]) {
          size_t k = reported++;
          stopped = !onResult(k, std::move(*done[k]));
        }
      }
    };
    std::vector<std::thread> threads;
    for (size_t w = 0; w < std::min(runner.poolSize(), candidates.size()); ++w)
      threads.emplace_back(drain, w);
    for (std::thread &t : threads)
      t.join();
    return reported;
  }

  /// The pool's timing lock file, removed at the end. Declared before
  /// `runner`, whose initialization (poolOptions) sets it.
  std::string ownLock;
  Runner runner;
};

} // namespace

std::unique_ptr<Measurer>
msched::createLocalMeasurer(const RunnerOptions &options) {
  return std::make_unique<LocalMeasurer>(options);
}
