//===- ParallelForTest.cpp - Independent IR work on a few threads ---------===//
//
// parallelFor runs every item once, on several threads when asked, turns
// the context's multithreading on only for the loop, and types and
// attributes made on its threads are the context's uniqued ones;
// ThreadDiagnosticHandler takes only its own thread's diagnostics.
//
//===----------------------------------------------------------------------===//

#include "msched/ParallelFor.h"
#include "msched/Context.h"
#include "msched/ThreadDiagnosticHandler.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace mlir;
using namespace msched;

namespace {

TEST(ParallelFor, EveryItemOnceOnSeveralThreadsThenSingleThreadedAgain) {
  auto ctx = makeContext();
  ASSERT_FALSE(ctx->isMultithreadingEnabled());
  constexpr size_t kItems = 200;
  std::vector<int> runs(kItems, 0);
  std::vector<Attribute> made(kItems);
  std::mutex mutex;
  std::set<std::thread::id> threads;
  bool multithreadedInside = true;
  parallelFor(ctx.get(), kItems, 2, [&](size_t i) {
    ++runs[i];
    made[i] = StringAttr::get(ctx.get(), "item " + std::to_string(i));
    std::lock_guard<std::mutex> lock(mutex);
    threads.insert(std::this_thread::get_id());
    multithreadedInside &= ctx->isMultithreadingEnabled();
  });
  for (size_t i = 0; i < kItems; ++i) {
    EXPECT_EQ(runs[i], 1) << i;
    // Uniqued: the attribute made now is the one a thread made.
    EXPECT_EQ(made[i], StringAttr::get(ctx.get(), "item " + std::to_string(i)));
  }
  EXPECT_TRUE(multithreadedInside);
  EXPECT_FALSE(ctx->isMultithreadingEnabled());
  // At most the two threads asked for (the caller is one of them; which
  // items each took depends on timing).
  EXPECT_GE(threads.size(), 1u);
  EXPECT_LE(threads.size(), 2u);
}

TEST(ParallelFor, OneThreadRunsInOrderOnTheCaller) {
  auto ctx = makeContext();
  std::vector<size_t> order;
  std::thread::id caller = std::this_thread::get_id();
  parallelFor(ctx.get(), 5, 1, [&](size_t i) {
    EXPECT_EQ(std::this_thread::get_id(), caller);
    order.push_back(i);
  });
  EXPECT_FALSE(ctx->isMultithreadingEnabled());
  EXPECT_EQ(order, (std::vector<size_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(resolveThreadCount(3), 3u);
  EXPECT_GE(resolveThreadCount(0), 1u);
}

TEST(ThreadDiagnosticHandler, TakesOnlyItsOwnThreadsDiagnostics) {
  auto ctx = makeContext();
  std::vector<std::string> mainSaw, fallbackSaw;
  // Registered first: sees what no later handler takes.
  ScopedDiagnosticHandler fallback(ctx.get(), [&](Diagnostic &diag) {
    fallbackSaw.push_back(diag.str());
    return success();
  });
  ThreadDiagnosticHandler mainHandler(ctx.get(), [&](Diagnostic &diag) {
    mainSaw.push_back(diag.str());
    return success();
  });
  std::vector<std::string> workerSaw;
  std::thread worker([&] {
    // Registered after the main thread's: the most recent handler.
    ThreadDiagnosticHandler own(ctx.get(), [&](Diagnostic &diag) {
      workerSaw.push_back(diag.str());
      return success();
    });
    emitError(UnknownLoc::get(ctx.get())) << "from the worker";
  });
  worker.join();
  // With the worker's handler gone, a worker diagnostic skips the main
  // thread's handler and reaches the fallback.
  std::thread late(
      [&] { emitError(UnknownLoc::get(ctx.get())) << "late worker"; });
  late.join();
  emitError(UnknownLoc::get(ctx.get())) << "from main";
  EXPECT_EQ(workerSaw, (std::vector<std::string>{"from the worker"}));
  EXPECT_EQ(mainSaw, (std::vector<std::string>{"from main"}));
  EXPECT_EQ(fallbackSaw, (std::vector<std::string>{"late worker"}));
}

} // namespace
