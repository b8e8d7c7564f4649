//===- msched-worker.cpp - Builds and times candidates in isolation -------===//
//
// Started by msched::Runner (lib/Runner.cpp), never by hand: reads one
// MeasureRequest per line on fd 3 and writes phase and result lines on fd 4
// (protocol in include/msched/WorkerProtocol.h). A candidate that crashes or
// hangs takes only this process down; the runner starts a new one.
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/HostLock.h"
#include "msched/Measurement.h"
#include "msched/ReferenceCache.h"
#include "msched/WorkerProtocol.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <fcntl.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <deque>
#include <map>

using namespace msched;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// The untransformed workload's outputs, the reference every candidate of
/// that workload is checked against.
struct Reference {
  Task task;
  std::vector<Buffer> outputs;
};

double steadyNow() {
  return std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
}

/// The host's timing lock as one request holds it: shared while building
/// (with lock_while_building), exclusive while timing. The reply says when
/// each was held, on the steady clock that every process of the host shares.
struct RequestLocks {
  std::unique_ptr<HostLock> shared, exclusive;
  double sharedFrom = 0, sharedTo = 0, exclusiveFrom = 0;

  void releaseShared() {
    if (!shared)
      return;
    sharedTo = steadyNow();
    shared.reset();
  }
  /// Releases both and writes the intervals into `reply`.
  void release(json &reply) {
    releaseShared();
    if (sharedTo > 0)
      reply["build_lock_held"] = {sharedFrom, sharedTo};
    if (exclusive) {
      reply["timing_lock_held"] = {exclusiveFrom, steadyNow()};
      exclusive.reset();
    }
  }
};

class WorkerLoop {
public:
  explicit WorkerLoop(LineChannel &channel)
      : channel(channel), ctx(makeContext()) {}

  /// Measures one request; the timing lock is released after the candidate
  /// (its JIT'd code and buffers) is gone, so that its teardown never
  /// overlaps another worker's timing.
  json handle(const MeasureRequest &request) {
    RequestLocks locks;
    json reply = measure(request, locks);
    locks.release(reply);
    return reply;
  }

private:
  json measure(const MeasureRequest &request, RequestLocks &locks);
  /// Returns the reference for `workload`: this process's copy, else the
  /// one in `disk`, else computed (and stored in `disk`).
  llvm::Expected<const Reference *> reference(const WorkloadRef &workload,
                                              int threads,
                                              const ReferenceCache &disk);
  /// Caches a copy of `built`'s current outputs as the reference of `key`
  /// (in this process, and in `disk`).
  const Reference &remember(const std::string &key, const BuiltTask &built,
                            const ReferenceCache &disk);
  /// The reference of `workload` read from `disk`; null when it has none.
  const Reference *load(const WorkloadRef &workload,
                        const ReferenceCache &disk);
  /// Makes room for, and returns, the entry of `key`.
  Reference &slot(const std::string &key);
  void phase(const char *name) {
    channel.writeLine(json{{"phase", name}}.dump());
  }

  LineChannel &channel;
  std::unique_ptr<mlir::MLIRContext> ctx;
  std::map<std::string, Reference> references;
  std::deque<std::string> referenceOrder; ///< oldest first, for eviction
};

llvm::Expected<const Reference *>
WorkerLoop::reference(const WorkloadRef &workload, int threads,
                      const ReferenceCache &disk) {
  auto it = references.find(workload.key);
  if (it != references.end())
    return &it->second;
  if (const Reference *loaded = load(workload, disk))
    return loaded;
  phase("reference");
  llvm::Expected<BuiltTask> built =
      buildTask(*ctx, workload.ir, workload.funcName, threads);
  if (!built)
    return built.takeError();
  built->call();
  return &remember(workload.key, *built, disk);
}

Reference &WorkerLoop::slot(const std::string &key) {
  // Bound the memory the cache holds (outputs of big workloads are MBs).
  if (referenceOrder.size() >= 8) {
    references.erase(referenceOrder.front());
    referenceOrder.pop_front();
  }
  referenceOrder.push_back(key);
  return references[key];
}

const Reference *WorkerLoop::load(const WorkloadRef &workload,
                                  const ReferenceCache &disk) {
  if (!disk.enabled())
    return nullptr;
  llvm::Expected<Task> task =
      describeTask(*ctx, workload.ir, workload.funcName);
  if (!task) {
    llvm::consumeError(task.takeError()); // computing it will say why
    return nullptr;
  }
  std::vector<Buffer> outputs;
  for (const TensorInfo &info : task->results)
    outputs.emplace_back(info);
  // The file must come from the inputs buildTask would make.
  if (!disk.load(workload.key, fingerprintOf(makeInputs(*task)), outputs))
    return nullptr;
  Reference &ref = slot(workload.key);
  ref.task = std::move(*task);
  ref.outputs = std::move(outputs);
  return &ref;
}

const Reference &WorkerLoop::remember(const std::string &key,
                                      const BuiltTask &built,
                                      const ReferenceCache &disk) {
  Reference &ref = slot(key);
  ref.task = built.task;
  ref.outputs.clear();
  for (const Buffer &out : built.outputs) {
    ref.outputs.emplace_back(out.info());
    std::memcpy(ref.outputs.back().data(), out.data(), out.info().bytes());
  }
  // Best effort: without the file, the next worker computes it again.
  std::string error;
  if (disk.enabled() &&
      !disk.store(key, fingerprintOf(built.inputs), ref.outputs, error))
    llvm::WithColor::warning(llvm::errs(), "msched-worker")
        << "reference cache: " << error << "\n";
  return ref;
}

json WorkerLoop::measure(const MeasureRequest &request, RequestLocks &locks) {
  int threads = request.timing.effectiveThreads();
  json result{{"status", "ok"}, {"message", ""}};
  auto failWith = [&](const char *status, std::string message) {
    result["status"] = status;
    result["message"] = std::move(message);
    return result;
  };

  // The untransformed workload is built once: its warm-up call yields the
  // reference outputs (untransformed lowerings can take seconds per call).
  bool untransformed = !request.candidateIR;
  ReferenceCache disk(request.referenceCacheDir);
  const Reference *ref = nullptr;

  // A pool's builds overlap one another but never a timing: the timing lock,
  // shared until the build is done.
  if (request.lockWhileBuilding && !request.timingLock.empty()) {
    phase("waiting");
    std::string error;
    locks.shared =
        HostLock::acquire(request.timingLock, error, HostLock::Mode::Shared);
    if (!locks.shared) // the host's fault, not the candidate's
      return failWith("worker_error", error);
    locks.sharedFrom = steadyNow();
  }
  if (!untransformed) {
    llvm::Expected<const Reference *> cached =
        reference(request.workload, threads, disk);
    if (!cached)
      return failWith("run_error", "the untransformed workload failed: " +
                                       llvm::toString(cached.takeError()));
    ref = *cached;
  }

  phase("building");
  Clock::time_point buildStart = Clock::now();
  llvm::Expected<BuiltTask> built = buildTask(
      *ctx, untransformed ? request.workload.ir : *request.candidateIR,
      request.workload.funcName, threads, ref ? &ref->task : nullptr);
  result["build_seconds"] = secondsSince(buildStart);
  if (!built)
    return failWith("build_error", llvm::toString(built.takeError()));

  // The host's timing lock, held until the reply (the kernel releases it
  // if this process dies). The shared lock goes first: this process's own
  // shared lock would block its exclusive one.
  locks.releaseShared();
  if (!request.timingLock.empty()) {
    phase("waiting");
    std::string error;
    locks.exclusive = HostLock::acquire(request.timingLock, error);
    if (!locks.exclusive) // the host's fault, not the candidate's
      return failWith("worker_error", error);
    locks.exclusiveFrom = steadyNow();
  }

  phase("running");
  Clock::time_point runStart = Clock::now();
  built->call(); // warm-up
  double warmUpSeconds = secondsSince(runStart);
  if (untransformed) {
    auto it = references.find(request.workload.key);
    ref = it != references.end()
              ? &it->second
              : &remember(request.workload.key, *built, disk);
  }
  // The runner's cut-short deadline covers the warm-up call only.
  phase("timing");
  double stopAt = request.timing.stopSlowerThanSeconds;
  bool stopEarly = !untransformed && stopAt > 0 && warmUpSeconds > stopAt;
  Timing timing;
  if (stopEarly)
    timing = {{warmUpSeconds}, warmUpSeconds};
  else
    timing = timeTask(*built, request.timing, /*warmedUp=*/true);
  result["repeat_seconds"] = timing.repeatSeconds;
  result["median_seconds"] = timing.medianSeconds;

  // Check after timing: the outputs are those of the last call.
  double maxAbsError = 0;
  for (size_t i = 0; i < built->outputs.size(); ++i) {
    OutputComparison cmp = compareOutputs(built->outputs[i], ref->outputs[i],
                                          ref->task.maxReductionLength);
    maxAbsError = std::max(maxAbsError, cmp.maxAbsError);
    if (!cmp.ok) {
      char text[256];
      std::snprintf(text, sizeof(text),
                    "output #%zu: max abs error %.3g at element "
                    "%lld (relative tolerance %.3g)",
                    i, cmp.maxAbsError, static_cast<long long>(cmp.worstIndex),
                    cmp.tolerance);
      result["max_abs_error"] = maxAbsError;
      result["run_phase_seconds"] = secondsSince(runStart);
      return failWith("wrong_result", text);
    }
  }
  result["max_abs_error"] = maxAbsError;
  result["run_phase_seconds"] = secondsSince(runStart);
  return result;
}

} // namespace

int main(int argc, char **argv) {
  llvm::cl::OptionCategory category("msched-worker");
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "msched-worker: builds and times candidates for msched's runner\n\n"
      "Started by the runner (lib/Runner.cpp), not by hand: it reads one\n"
      "request per line on file descriptor 3 and writes replies on 4\n"
      "(include/msched/WorkerProtocol.h). It takes no options; LLVM's\n"
      "code generation options (e.g. -post-RA-scheduler=false) can be\n"
      "given in MSCHED_WORKER_LLVM_ARGS, for experiments.\n",
      /*Errs=*/nullptr, /*VFS=*/nullptr,
      /*EnvVar=*/"MSCHED_WORKER_LLVM_ARGS");
  if (::fcntl(3, F_GETFD) < 0 || ::fcntl(4, F_GETFD) < 0) {
    llvm::WithColor::error(llvm::errs(), "msched-worker")
        << "file descriptors 3 and 4 are not open: msched-worker is started "
           "by msched's runner (msched-run, msched-tune), not by hand\n";
    return 1;
  }
  // Before any candidate runs, so that warm-up calls already keep their
  // temporaries in the heap (see timeTask).
  keepFreedHeapMemory();
  // Ctrl-C in a terminal reaches the whole process group: the caller decides
  // when to stop; a candidate must not be recorded as crashed by SIGINT.
  std::signal(SIGINT, SIG_IGN);
  LineChannel channel(/*readFd=*/3, /*writeFd=*/4);
  WorkerLoop loop(channel);
  std::string line;
  while (channel.readLine(line, -1) == LineChannel::ReadStatus::Line) {
    json message = json::parse(line, nullptr, /*allow_exceptions=*/false);
    json reply;
    if (message.is_discarded() || !message.contains("workload_ir")) {
      reply = {{"status", "run_error"}, {"message", "malformed request"}};
    } else {
      try {
        reply = loop.handle(requestFromJson(message));
      } catch (const std::exception &e) {
        // Only nlohmann_json's field access or allocation can throw here.
        reply = {{"status", "run_error"},
                 {"message", std::string("worker error: ") + e.what()}};
      }
    }
    if (!channel.writeLine(reply.dump()))
      return 1;
  }
  return 0;
}
