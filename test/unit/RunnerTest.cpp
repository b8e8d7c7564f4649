//===- RunnerTest.cpp - Isolation and honesty of the builder/runner -------===//
//
// Candidates that crash, hang or compute a wrong result come back as failures
// with the right reason, and the next candidate after each measures fine.
//
//===----------------------------------------------------------------------===//

#include "msched/Runner.h"
#include "RunnerTestCandidates.h"
#include "msched/HostLock.h"
#include "msched/Measurement.h"

#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <future>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace msched;
using namespace msched::test;

namespace {

TEST(Runner, UntransformedWorkloadMeasures) {
  Runner runner(fastOptions());
  expectMeasuresFine(runner.measure(workload(), std::nullopt));
}

// The untransformed reference has its own budget: with the candidates'
// build and run timeouts at their defaults, a reference timeout too short to
// build it fails the candidate in the reference phase, and one that is long
// enough lets it measure (GMM 2048's scalar reference takes about a minute,
// more than a candidate's 30 + 30 s).
TEST(Runner, TheReferenceHasItsOwnTimeout) {
  RunnerOptions tight = fastOptions();
  tight.referenceTimeoutSeconds = 0.001;
  MeasureResult r = Runner(tight).measure(workload(), std::string(kWorkload));
  EXPECT_EQ(r.status, MeasureStatus::BuildTimeout) << r.reason;
  EXPECT_NE(r.reason.find("(reference)"), std::string::npos) << r.reason;
  RunnerOptions enough = fastOptions();
  enough.buildTimeoutSeconds = 30;
  enough.referenceTimeoutSeconds = 60;
  expectMeasuresFine(
      Runner(enough).measure(workload(), std::string(kWorkload)));
}

TEST(Runner, SegfaultIsACrashAndTheNextCandidateMeasures) {
  Runner runner(fastOptions());
  MeasureResult crash = runner.measure(workload(), std::string(kSegfault));
  EXPECT_EQ(crash.status, MeasureStatus::Crash);
  EXPECT_NE(crash.reason.find("SIGSEGV"), std::string::npos) << crash.reason;
  expectMeasuresFine(runner.measure(workload(), std::string(kWorkload)));
}

TEST(Runner, HangIsARunTimeoutAndTheNextCandidateMeasures) {
  Runner runner(fastOptions());
  MeasureResult hang = runner.measure(workload(), std::string(kHang));
  EXPECT_EQ(hang.status, MeasureStatus::RunTimeout) << hang.reason;
  EXPECT_NE(hang.reason.find("no result after 3 s (running)"),
            std::string::npos)
      << hang.reason;
  EXPECT_GE(hang.roundTripSeconds, 3.0);
  EXPECT_LT(hang.roundTripSeconds, 20.0);
  expectMeasuresFine(runner.measure(workload(), std::string(kWorkload)));
}

TEST(Runner, WrongResultIsReportedWithItsErrorAndTheNextMeasures) {
  Runner runner(fastOptions());
  MeasureResult wrong = runner.measure(workload(), std::string(kWrong));
  EXPECT_EQ(wrong.status, MeasureStatus::WrongResult);
  EXPECT_NE(wrong.reason.find("output #0: max abs error 1"), std::string::npos)
      << wrong.reason;
  // Every element is off by exactly 1.
  EXPECT_NEAR(wrong.maxAbsError, 1.0, 1e-4);
  expectMeasuresFine(runner.measure(workload(), std::string(kWorkload)));
}

TEST(Runner, NaNOutputsAreAWrongResultWithAnInfiniteError) {
  Runner runner(fastOptions());
  MeasureResult nan = runner.measure(workload(), std::string(kNaN));
  EXPECT_EQ(nan.status, MeasureStatus::WrongResult) << nan.reason;
  EXPECT_TRUE(std::isinf(nan.maxAbsError));
  expectMeasuresFine(runner.measure(workload(), std::string(kWorkload)));
}

TEST(Runner, BuildErrorsComeBackWithTheirReason) {
  Runner runner(fastOptions());
  MeasureResult bad = runner.measure(workload(), std::string("func.func @mm("));
  EXPECT_EQ(bad.status, MeasureStatus::BuildError);
  EXPECT_NE(bad.reason.find("parse error"), std::string::npos) << bad.reason;

  std::string otherSignature = kWorkload;
  otherSignature.replace(otherSignature.find("@mm"), 3, "@other");
  MeasureResult missing = runner.measure(workload(), otherSignature);
  EXPECT_EQ(missing.status, MeasureStatus::BuildError);
  EXPECT_NE(missing.reason.find("no function @mm"), std::string::npos)
      << missing.reason;
}

TEST(Runner, ParallelLoopsRunOnOneAndTwoThreads) {
  for (int threads : {1, 2}) {
    Runner runner(fastOptions(threads));
    expectMeasuresFine(runner.measure(workload(), std::string(kParallel)));
  }
}

TEST(Runner, SlowWarmUpIsTheMeasurementAndTheOutputIsStillChecked) {
  Runner runner(fastOptions());
  TimingSettings timing = fastOptions().timing;
  // Slower than the bound: the warm-up call is the only timing.
  timing.stopSlowerThanSeconds = 1e-12;
  MeasureResult stopped = runner.measure(workload(), kParallel, timing);
  ASSERT_TRUE(stopped.ok()) << stopped.reason;
  ASSERT_EQ(stopped.repeatSeconds.size(), 1u);
  EXPECT_EQ(stopped.medianSeconds, stopped.repeatSeconds[0]);
  MeasureResult wrong = runner.measure(workload(), kWrong, timing);
  EXPECT_EQ(wrong.status, MeasureStatus::WrongResult);
  // Faster than the bound: the full protocol (3 repeats).
  timing.stopSlowerThanSeconds = 1000;
  expectMeasuresFine(runner.measure(workload(), kParallel, timing));
}

// The cut-short deadline stops a candidate's first call, well before the
// run timeout (3 s here), and the next candidate measures on a restarted
// worker; the timed calls after a fast first call are not cut, however long
// they last together.
TEST(Runner, FirstCallCutShortAndTimedCallsNot) {
  Runner runner(fastOptions());
  TimingSettings timing = fastOptions().timing;
  timing.cutShortAfterSeconds = 0.5;
  MeasureResult hang = runner.measure(workload(), kHang, timing);
  EXPECT_EQ(hang.status, MeasureStatus::RunTimeout) << hang.reason;
  EXPECT_NE(hang.reason.find("no result after 0.5 s (running): cut short"),
            std::string::npos)
      << hang.reason;
  EXPECT_LT(hang.roundTripSeconds, 3.0);

  timing.repeat = 3;
  timing.minRepeatMs = 300; // about 0.9 s of timed calls
  MeasureResult fine = runner.measure(workload(), kWorkload, timing);
  expectMeasuresFine(fine);
  EXPECT_GT(fine.runPhaseSeconds, 0.5);
}

TEST(Runner, BatchKeepsOrderAcrossFailuresOnAPoolOfTwo) {
  RunnerOptions options = fastOptions();
  options.poolSize = 2;
  Runner runner(options);
  std::vector<MeasureResult> results = runner.measureBatch(
      workload(), {kSegfault, kWorkload, kWrong, kParallel, kHang, kWorkload});
  ASSERT_EQ(results.size(), 6u);
  EXPECT_EQ(results[0].status, MeasureStatus::Crash);
  expectMeasuresFine(results[1]);
  EXPECT_EQ(results[2].status, MeasureStatus::WrongResult);
  expectMeasuresFine(results[3]);
  EXPECT_EQ(results[4].status, MeasureStatus::RunTimeout);
  expectMeasuresFine(results[5]);
}

TEST(Runner, MissingWorkerIsAnErrorNotACrash) {
  RunnerOptions options = fastOptions();
  options.workerPath = "/nonexistent/msched-worker";
  Runner runner(options);
  MeasureResult r = runner.measure(workload(), std::nullopt);
  EXPECT_EQ(r.status, MeasureStatus::WorkerError);
  EXPECT_NE(r.reason.find("/nonexistent/msched-worker"), std::string::npos)
      << r.reason;
}

// A kernel's temporaries are reused from the heap on the next call instead
// of being returned to the OS and page-faulted in again (timeTask's
// keepFreedHeapMemory): a 4 MiB block is not mmapped, and freeing it does
// not shrink the heap.
TEST(Measurement, FreedTemporariesStayInTheHeap) {
#ifndef __GLIBC__
  GTEST_SKIP() << "mallopt is glibc's";
#else
  keepFreedHeapMemory();
  struct mallinfo2 before = mallinfo2();
  size_t bytes = 4u << 20;
  char *block = static_cast<char *>(std::malloc(bytes));
  ASSERT_NE(block, nullptr);
  std::memset(block, 1, bytes);
  struct mallinfo2 during = mallinfo2();
  EXPECT_EQ(during.hblks, before.hblks) << "the block was mmapped";
  // In use from the heap, not mmapped; the heap need not grow by the whole
  // block, since earlier frees may have left room in it.
  EXPECT_GE(during.uordblks, before.uordblks + bytes);
  std::free(block);
  struct mallinfo2 after = mallinfo2();
  EXPECT_EQ(after.arena, during.arena) << "the heap was trimmed";
#endif
}

} // namespace

namespace {
std::string tempLockPath() {
  llvm::SmallString<128> path;
  EXPECT_FALSE(
      llvm::sys::fs::createTemporaryFile("msched-timing", "lock", path));
  return std::string(path);
}
double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}
} // namespace

// The lock excludes other processes, and a holder that dies releases it.
TEST(HostLock, ExcludesOtherProcessesAndDiesWithItsHolder) {
  std::string path = tempLockPath();
  int ready[2];
  ASSERT_EQ(::pipe(ready), 0);
  pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    std::string error;
    auto lock = HostLock::acquire(path, error);
    (void)!::write(ready[1], lock ? "y" : "n", 1);
    ::pause(); // holds the lock until killed
    ::_exit(0);
  }
  char c = 0;
  ASSERT_EQ(::read(ready[0], &c, 1), 1);
  ASSERT_EQ(c, 'y');
  auto start = std::chrono::steady_clock::now();
  std::thread killer([child] {
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
    ::kill(child, SIGKILL); // dies holding it
  });
  std::string error;
  auto lock = HostLock::acquire(path, error);
  killer.join();
  ASSERT_TRUE(lock) << error;
  EXPECT_GE(secondsSince(start), 0.35);
  ::waitpid(child, nullptr, 0);
  ::close(ready[0]);
  ::close(ready[1]);
  lock.reset();
  llvm::sys::fs::remove(path);

  // An unusable path is an error that names it.
  auto bad = HostLock::acquire("/nonexistent-dir/lock", error);
  EXPECT_FALSE(bad);
  EXPECT_NE(error.find("/nonexistent-dir/lock"), std::string::npos) << error;
}

// With a timing lock, the worker times only while it holds the lock: a
// candidate measured while this process holds it waits, then measures fine.
TEST(Runner, TimingWaitsForTheHostsTimingLock) {
  std::string path = tempLockPath();
  RunnerOptions options = fastOptions();
  options.timingLockPath = path;
  Runner runner(options);
  expectMeasuresFine(runner.measure(workload(), std::string(kWorkload)));
  std::string error;
  auto held = HostLock::acquire(path, error);
  ASSERT_TRUE(held) << error;
  auto start = std::chrono::steady_clock::now();
  std::future<MeasureResult> result = std::async(std::launch::async, [&] {
    return runner.measure(workload(), std::string(kWorkload));
  });
  EXPECT_EQ(result.wait_for(std::chrono::milliseconds(700)),
            std::future_status::timeout);
  held.reset();
  MeasureResult r = result.get();
  expectMeasuresFine(r);
  EXPECT_GE(secondsSince(start), 0.7);
  // Held exclusively from the warm-up on; not held while building.
  EXPECT_TRUE(r.timingLockHeld.held());
  EXPECT_LE(r.timingLockHeld.from, r.timingLockHeld.to);
  EXPECT_FALSE(r.buildLockHeld.held());
  llvm::sys::fs::remove(path);

  // A lock that cannot be taken is the host's fault, not the candidate's.
  options.timingLockPath = "/nonexistent-dir/lock";
  MeasureResult bad =
      Runner(options).measure(workload(), std::string(kWorkload));
  EXPECT_EQ(bad.status, MeasureStatus::WorkerError);
  EXPECT_NE(bad.reason.find("timing lock"), std::string::npos) << bad.reason;
}

// Shared holders coexist; an exclusive one waits for all of them, and a
// shared one waits for the exclusive one.
TEST(HostLock, SharedHoldersCoexistAndKeepTheExclusiveOneOut) {
  using namespace std::chrono_literals;
  std::string path = tempLockPath();
  std::string error;
  auto a = HostLock::acquire(path, error, HostLock::Mode::Shared);
  ASSERT_TRUE(a) << error;
  auto b = HostLock::acquire(path, error, HostLock::Mode::Shared);
  ASSERT_TRUE(b) << error;
  auto acquireIn = [&path](HostLock::Mode mode) {
    return std::async(std::launch::async, [&path, mode] {
      std::string e;
      return HostLock::acquire(path, e, mode);
    });
  };
  auto exclusive = acquireIn(HostLock::Mode::Exclusive);
  EXPECT_EQ(exclusive.wait_for(300ms), std::future_status::timeout);
  a.reset();
  EXPECT_EQ(exclusive.wait_for(300ms), std::future_status::timeout);
  b.reset();
  std::unique_ptr<HostLock> held = exclusive.get();
  ASSERT_TRUE(held);
  auto shared = acquireIn(HostLock::Mode::Shared);
  EXPECT_EQ(shared.wait_for(300ms), std::future_status::timeout);
  held.reset();
  EXPECT_TRUE(shared.get());
  llvm::sys::fs::remove(path);
}

// A pool whose workers hold the timing lock shared while they build: no
// worker's timing overlaps another's build or timing (the intervals come
// from the workers, on the host's steady clock).
TEST(Runner, APoolsBuildsNeverOverlapATiming) {
  std::string path = tempLockPath();
  RunnerOptions options = fastOptions();
  options.poolSize = 2;
  options.timingLockPath = path;
  options.lockWhileBuilding = true;
  Runner runner(options);
  std::vector<std::string> candidates;
  for (int i = 0; i < 4; ++i) {
    candidates.push_back(kWorkload);
    candidates.push_back(kParallel);
  }
  std::vector<MeasureResult> results =
      runner.measureBatch(workload(), candidates);
  ASSERT_EQ(results.size(), candidates.size());
  using Interval = MeasureResult::LockInterval;
  auto disjoint = [](const Interval &x, const Interval &y) {
    return x.to <= y.from || y.to <= x.from;
  };
  for (size_t i = 0; i < results.size(); ++i) {
    const MeasureResult &r = results[i];
    expectMeasuresFine(r);
    ASSERT_TRUE(r.buildLockHeld.held()) << i;
    ASSERT_TRUE(r.timingLockHeld.held()) << i;
    EXPECT_LE(r.buildLockHeld.to, r.timingLockHeld.from) << i;
    for (size_t j = 0; j < results.size(); ++j) {
      if (j == i)
        continue;
      EXPECT_TRUE(disjoint(r.timingLockHeld, results[j].buildLockHeld))
          << "timing of " << i << " overlaps the build of " << j;
      EXPECT_TRUE(disjoint(r.timingLockHeld, results[j].timingLockHeld))
          << "timings of " << i << " and " << j << " overlap";
    }
  }
  llvm::sys::fs::remove(path);
}
