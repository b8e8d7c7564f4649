//===- ParallelFor.cpp - Independent IR work on a few threads -------------===//
//
// See include/msched/ParallelFor.h.
//
//===----------------------------------------------------------------------===//
#include "msched/ParallelFor.h"

#include "mlir/IR/MLIRContext.h"

#include <algorithm>
#include <atomic>
#include <system_error>
#include <thread>
#include <vector>

using namespace msched;

unsigned msched::resolveThreadCount(unsigned requested) {
  if (requested > 0)
    return requested;
  return std::max(1u, std::thread::hardware_concurrency());
}

void msched::parallelFor(mlir::MLIRContext *ctx, size_t count, unsigned threads,
                         llvm::function_ref<void(size_t)> body) {
  size_t workers = std::min<size_t>(resolveThreadCount(threads), count);
  if (workers <= 1) {
    for (size_t i = 0; i < count; ++i)
      body(i);
    return;
  }
  bool wasEnabled = ctx->isMultithreadingEnabled();
  if (!wasEnabled)
    ctx->enableMultithreading();
  // --mlir-disable-threading makes enableMultithreading a no-op: without
  // the uniquers' locks, the items run on this thread.
  if (!ctx->isMultithreadingEnabled()) {
    for (size_t i = 0; i < count; ++i)
      body(i);
    return;
  }
  ctx->enterMultiThreadedExecution();
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < count; i = next++)
      body(i);
  };
  std::vector<std::thread> pool;
  for (size_t t = 1; t < workers; ++t) {
    try {
      pool.emplace_back(work);
    } catch (const std::system_error &) {
      break; // no more threads to be had: the others do the work
    }
  }
  work();
  for (std::thread &thread : pool)
    thread.join();
  ctx->exitMultiThreadedExecution();
  if (!wasEnabled)
    ctx->disableMultithreading();
}
