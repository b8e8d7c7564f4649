//===- Runner.cpp - Builder/runner in isolated worker processes -----------===//

#include "msched/Runner.h"

#include "msched/Context.h"
#include "msched/StructuralHash.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <mutex>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

using namespace msched;
using json = nlohmann::json;

const char *msched::statusName(MeasureStatus status) {
  switch (status) {
  case MeasureStatus::Ok:
    return "ok";
  case MeasureStatus::BuildError:
    return "build error";
  case MeasureStatus::BuildTimeout:
    return "build timeout";
  case MeasureStatus::RunError:
    return "run error";
  case MeasureStatus::RunTimeout:
    return "run timeout";
  case MeasureStatus::Crash:
    return "crash";
  case MeasureStatus::WrongResult:
    return "wrong result";
  case MeasureStatus::WorkerError:
    return "worker error";
  }
  return "unknown";
}

std::optional<MeasureStatus> msched::statusFromName(llvm::StringRef name) {
  for (MeasureStatus status :
       {MeasureStatus::Ok, MeasureStatus::BuildError,
        MeasureStatus::BuildTimeout, MeasureStatus::RunError,
        MeasureStatus::RunTimeout, MeasureStatus::Crash,
        MeasureStatus::WrongResult, MeasureStatus::WorkerError})
    if (name == statusName(status))
      return status;
  return std::nullopt;
}

std::string msched::workloadKey(const std::string &ir,
                                const std::string &funcName) {
  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  // A text that does not parse has no structure; the runner reports its
  // parse error when it builds it.
  ctx->getDiagEngine().registerHandler([](mlir::Diagnostic &) {});
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(ir, ctx.get());
  if (module)
    if (auto func = module->lookupSymbol<mlir::func::FuncOp>(funcName))
      return structuralHash(func);
  return hashText("@" + funcName + "\n" + ir);
}

/// "0.5", "3", "300": seconds as a person writes them.
static std::string secondsText(double seconds) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", seconds);
  return text;
}

static std::string findWorker(const std::string &configured) {
  if (!configured.empty())
    return configured;
  if (const char *env = std::getenv("MSCHED_WORKER"))
    return env;
  char self[4096];
  ssize_t n = ::readlink("/proc/self/exe", self, sizeof(self) - 1);
  if (n > 0) {
    self[n] = 0;
    llvm::SmallString<256> sibling(llvm::sys::path::parent_path(self));
    llvm::sys::path::append(sibling, "msched-worker");
    if (llvm::sys::fs::can_execute(sibling))
      return std::string(sibling);
  }
  return MSCHED_DEFAULT_WORKER;
}

static std::string describeSignal(int sig) {
  const char *abbrev = sigabbrev_np(sig);
  const char *text = strsignal(sig);
  return std::string("SIG") + (abbrev ? abbrev : std::to_string(sig)) + " (" +
         (text ? text : "unknown signal") + ")";
}

/// One worker process and its pipes; respawned after a crash or timeout.
class msched::Worker {
public:
  explicit Worker(std::string path) : path(std::move(path)) {}
  ~Worker() { stop(); }

  MeasureResult measure(const MeasureRequest &request,
                        const RunnerOptions &options);

private:
  bool spawn(std::string &error);
  void stop();
  /// Reaps the dead worker and says how it died.
  std::string reapDeath();

  std::string path;
  pid_t pid = -1;
  LineChannel channel;
};

bool Worker::spawn(std::string &error) {
  int toWorker[2], fromWorker[2];
  if (::pipe2(toWorker, O_CLOEXEC) != 0 ||
      ::pipe2(fromWorker, O_CLOEXEC) != 0) {
    error = std::string("cannot create pipes: ") + std::strerror(errno);
    return false;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // The worker reads requests on fd 3 and writes replies on fd 4.
  posix_spawn_file_actions_adddup2(&actions, toWorker[0], 3);
  posix_spawn_file_actions_adddup2(&actions, fromWorker[1], 4);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  char *argv[] = {const_cast<char *>(path.c_str()), nullptr};
  int rc = posix_spawn(&pid, path.c_str(), &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(toWorker[0]);
  ::close(fromWorker[1]);
  if (rc != 0) {
    ::close(toWorker[1]);
    ::close(fromWorker[0]);
    pid = -1;
    error = "cannot start worker '" + path + "': " + std::strerror(rc);
    return false;
  }
  channel = LineChannel(fromWorker[0], toWorker[1]);
  return true;
}

void Worker::stop() {
  if (pid <= 0)
    return;
  ::kill(pid, SIGKILL);
  ::waitpid(pid, nullptr, 0);
  ::close(channel.readDescriptor());
  ::close(channel.writeDescriptor());
  pid = -1;
}

std::string Worker::reapDeath() {
  int status = 0;
  std::string how = "worker died";
  if (::waitpid(pid, &status, 0) == pid) {
    if (WIFSIGNALED(status))
      how = describeSignal(WTERMSIG(status));
    else if (WIFEXITED(status))
      how = "worker exited with code " + std::to_string(WEXITSTATUS(status));
  }
  ::close(channel.readDescriptor());
  ::close(channel.writeDescriptor());
  pid = -1;
  return how;
}

static MeasureStatus statusFromString(const std::string &s) {
  if (s == "ok")
    return MeasureStatus::Ok;
  if (s == "build_error")
    return MeasureStatus::BuildError;
  if (s == "wrong_result")
    return MeasureStatus::WrongResult;
  if (s == "worker_error")
    return MeasureStatus::WorkerError;
  return MeasureStatus::RunError;
}

MeasureResult Worker::measure(const MeasureRequest &request,
                              const RunnerOptions &options) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  MeasureResult result;
  auto fail = [&](MeasureStatus status, std::string reason) {
    result.status = status;
    result.reason = std::move(reason);
    result.roundTripSeconds =
        std::chrono::duration<double>(Clock::now() - start).count();
    return result;
  };

  std::string error;
  if (pid <= 0 && !spawn(error))
    return fail(MeasureStatus::WorkerError, error);
  if (!channel.writeLine(toJson(request).dump()))
    return fail(MeasureStatus::Crash, reapDeath());

  // Each phase has its own deadline; the reference phase builds and runs the
  // untransformed workload, which has its own budget.
  std::string phase = "building";
  double timeout = options.buildTimeoutSeconds;
  bool cutShort = false; // the deadline is the warm-up's cut-short one
  Clock::time_point runStart = start; // when the "running" phase began
  while (true) {
    std::string line;
    LineChannel::ReadStatus got = channel.readLine(line, timeout);
    if (got == LineChannel::ReadStatus::Timeout) {
      stop();
      // A host whose timing lock stays taken is no fault of the candidate.
      if (phase == "waiting")
        return fail(MeasureStatus::WorkerError,
                    "the timing lock was not free within " +
                        secondsText(timeout) + " s");
      bool building = phase != "running" && phase != "timing";
      // The status names the timeout; the reason says how long.
      std::string reason =
          "no result after " + secondsText(timeout) + " s (" + phase + ")";
      if (cutShort)
        reason += ": cut short, the limit on a candidate's first call";
      return fail(building ? MeasureStatus::BuildTimeout
                           : MeasureStatus::RunTimeout,
                  reason);
    }
    if (got == LineChannel::ReadStatus::Closed)
      return fail(MeasureStatus::Crash, reapDeath() + " (" + phase + ")");
    json reply = json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (reply.is_discarded()) {
      stop();
      return fail(MeasureStatus::RunError, "malformed worker reply: " + line);
    }
    if (reply.contains("phase")) {
      phase = reply["phase"].is_string() ? reply["phase"].get<std::string>()
                                         : "running";
      timeout = phase == "reference" || phase == "waiting"
                    ? options.referenceTimeoutSeconds
                : phase == "building" ? options.buildTimeoutSeconds
                                      : options.runTimeoutSeconds;
      // The run timeout covers the warm-up, the timed calls and the check
      // together: "timing" gets what "running" left of it.
      if (phase == "running")
        runStart = Clock::now();
      else if (phase == "timing")
        timeout = std::max(
            1e-3,
            timeout -
                std::chrono::duration<double>(Clock::now() - runStart).count());
      // The warm-up call of a candidate may have a shorter deadline.
      double cut = request.timing.cutShortAfterSeconds;
      cutShort =
          phase == "running" && request.candidateIR && cut > 0 && cut < timeout;
      if (cutShort)
        timeout = cut;
      continue;
    }
    // JSON has no inf or NaN (nlohmann writes them as null): read numbers
    // defensively so a strange reply is a failed candidate, not an exception.
    auto number = [&](const char *key, double fallback) {
      auto it = reply.find(key);
      return it != reply.end() && it->is_number() ? it->get<double>()
                                                  : fallback;
    };
    auto text = [&](const char *key) {
      auto it = reply.find(key);
      return it != reply.end() && it->is_string() ? it->get<std::string>()
                                                  : std::string();
    };
    result.status = statusFromString(text("status"));
    result.reason = text("message");
    if (auto it = reply.find("repeat_seconds");
        it != reply.end() && it->is_array())
      for (const json &v : *it)
        result.repeatSeconds.push_back(
            v.is_number() ? v.get<double>()
                          : std::numeric_limits<double>::quiet_NaN());
    result.medianSeconds = number("median_seconds", 0.0);
    // A null max error is an infinite one (a NaN mismatch).
    result.maxAbsError =
        number("max_abs_error", std::numeric_limits<double>::infinity());
    result.buildSeconds = number("build_seconds", 0.0);
    result.runPhaseSeconds = number("run_phase_seconds", 0.0);
    auto interval = [&](const char *key) {
      MeasureResult::LockInterval held;
      auto it = reply.find(key);
      if (it != reply.end() && it->is_array() && it->size() == 2 &&
          (*it)[0].is_number() && (*it)[1].is_number())
        held = {(*it)[0].get<double>(), (*it)[1].get<double>()};
      return held;
    };
    result.buildLockHeld = interval("build_lock_held");
    result.timingLockHeld = interval("timing_lock_held");
    if (result.ok() && !(result.medianSeconds > 0)) {
      result.status = MeasureStatus::RunError;
      result.reason = "the worker reported no valid time";
    }
    result.roundTripSeconds =
        std::chrono::duration<double>(Clock::now() - start).count();
    return result;
  }
}

Runner::Runner(RunnerOptions options) : opts(std::move(options)) {
  // A worker that dies mid-write must not kill the caller with SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  std::string path = findWorker(opts.workerPath);
  for (int i = 0; i < std::max(1, opts.poolSize); ++i)
    workers.push_back(std::make_unique<Worker>(path));
}

Runner::~Runner() = default;

MeasureResult Runner::measure(const WorkloadRef &workload,
                              const std::optional<std::string> &candidateIR) {
  return measure(workload, candidateIR, opts.timing);
}

MeasureResult Runner::measure(const WorkloadRef &workload,
                              const std::optional<std::string> &candidateIR,
                              const TimingSettings &timing) {
  return measureOn(0, workload, candidateIR, timing);
}

MeasureResult Runner::measureOn(size_t worker, const WorkloadRef &workload,
                                const std::optional<std::string> &candidateIR,
                                const TimingSettings &timing) {
  assert(worker < workers.size() && "no such worker in the pool");
  return workers[worker]->measure({workload, candidateIR, timing,
                                   opts.referenceCacheDir, opts.timingLockPath,
                                   opts.lockWhileBuilding},
                                  opts);
}

std::vector<MeasureResult>
Runner::measureBatch(const WorkloadRef &workload,
                     const std::vector<std::string> &candidates) {
  std::vector<MeasureResult> results(candidates.size());
  std::atomic<size_t> next{0};
  auto drain = [&](size_t worker) {
    for (size_t i = next++; i < candidates.size(); i = next++)
      results[i] = measureOn(worker, workload, candidates[i], opts.timing);
  };
  if (workers.size() == 1) {
    drain(0);
    return results;
  }
  std::vector<std::thread> threads;
  for (size_t w = 0; w < workers.size(); ++w)
    threads.emplace_back(drain, w);
  for (std::thread &t : threads)
    t.join();
  return results;
}
