//===- MpiMeasurer.cpp - Measuring candidates over Open MPI ranks ---------===//

#include "msched/Search/MpiMeasurer.h"

#include "msched/Search/Database/Database.h"

#include "llvm/Support/FormatVariadic.h"

#include <mpi.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <deque>
#include <map>
#include <thread>
#include <unistd.h>

using namespace msched;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

enum Tag : int {
  kHello = 1,
  kRequest = 2,
  kResult = 3,
  kStop = 4,
  kStopped = 5
};

/// Longest failure reason a rank sends (a build error can quote pages of
/// IR); a small message is delivered even when nobody waits for it.
constexpr size_t kMaxReasonBytes = 2000;

/// A rank whose worker crashes on this many candidates in a row, while
/// another rank is left, is dropped.
constexpr unsigned kMaxCrashesInARow = 3;

json resultToJson(const MeasureResult &r) {
  std::string reason = r.reason.size() > kMaxReasonBytes
                           ? r.reason.substr(0, kMaxReasonBytes) + "..."
                           : r.reason;
  return {{"status", statusName(r.status)},
          {"reason", reason},
          {"repeat_seconds", r.repeatSeconds},
          {"median_seconds", r.medianSeconds},
          {"max_abs_error", r.maxAbsError},
          {"build_seconds", r.buildSeconds},
          {"run_phase_seconds", r.runPhaseSeconds},
          {"round_trip_seconds", r.roundTripSeconds}};
}

/// The result of a rank's reply; a malformed one is a run error of the
/// candidate (never an exception).
MeasureResult resultFromJson(const json &j, int rank) {
  MeasureResult r;
  r.status = MeasureStatus::RunError;
  r.reason = "malformed reply from rank " + std::to_string(rank);
  if (!j.is_object() || !j.contains("status") || !j["status"].is_string())
    return r;
  if (std::optional<MeasureStatus> status =
          statusFromName(j["status"].get<std::string>()))
    r.status = *status;
  r.reason = j.value("reason", std::string());
  // JSON has no inf or NaN (nlohmann writes null): read them back as the
  // runner reads a worker's reply.
  auto number = [&](const char *key, double fallback) {
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : fallback;
  };
  if (auto it = j.find("repeat_seconds"); it != j.end() && it->is_array())
    for (const json &v : *it)
      r.repeatSeconds.push_back(v.is_number() ? v.get<double>() : NAN);
  r.medianSeconds = number("median_seconds", NAN);
  r.maxAbsError = number("max_abs_error", INFINITY);
  r.buildSeconds = number("build_seconds", 0);
  r.runPhaseSeconds = number("run_phase_seconds", 0);
  r.roundTripSeconds = number("round_trip_seconds", 0);
  return r;
}

/// Receives the message `status` announces (MPI_Probe/Iprobe) as text.
std::string receiveText(const MPI_Status &status) {
  int count = 0;
  MPI_Get_count(&status, MPI_CHAR, &count);
  std::string text(static_cast<size_t>(count), '\0');
  MPI_Recv(text.data(), count, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG,
           MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return text;
}

void sendText(const std::string &text, int rank, int tag) {
  MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, rank, tag,
           MPI_COMM_WORLD);
}

Clock::duration seconds(double s) {
  return std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(s));
}

std::string hostName() {
  char name[256] = {};
  if (::gethostname(name, sizeof(name) - 1) != 0)
    return "?";
  return name;
}

/// Rank 0's side (see the header).
class MpiMeasurer : public Measurer {
public:
  explicit MpiMeasurer(const MpiMeasurerOptions &options);
  ~MpiMeasurer() override;

  size_t measure(const WorkloadRef &workload,
                 llvm::ArrayRef<std::optional<std::string>> candidates,
                 const TimingFor &timingFor, const OnResult &onResult) override;
  std::string lastBatchSummary() const override;

private:
  struct Rank {
    int id = 0;
    std::string host;
    bool usable = false; ///< same target as rank 0, not dropped
    bool heard = false;  ///< said hello
    bool busy = false;
    uint64_t requestId = 0; ///< the request in flight
    size_t candidate = 0;   ///< its index in the batch
    Clock::time_point deadline;
    MPI_Request send = MPI_REQUEST_NULL;
    std::unique_ptr<std::string> sendBuffer; ///< alive until `send` completes
    unsigned measuredLastBatch = 0;
    unsigned crashesInARow = 0;
  };
  /// A result as received: its candidate and the rank that measured it.
  struct Received {
    size_t candidate;
    MeasureResult result;
    Rank *rank;
  };

  void log(const std::string &line) {
    if (options.log) {
      *options.log << line << "\n";
      options.log->flush();
    }
  }
  /// Sends request `candidate` to `rank` (non-blocking: a rank that stopped
  /// receiving cannot block rank 0).
  void dispatch(Rank &rank, const WorkloadRef &workload,
                const std::optional<std::string> &candidate, size_t index,
                const TimingSettings &timing);
  /// Receives one pending result, if any: (rank, request id, result).
  /// Candidates of dropped ranks are added to `requeued`.
  bool poll(std::vector<Received> &received, std::vector<size_t> &requeued);
  void drop(Rank &rank, const std::string &why);

  MpiMeasurerOptions options;
  std::vector<Rank> ranks; ///< ranks 1..N-1
  uint64_t nextRequestId = 1;
  std::unique_ptr<Runner> fallback; ///< rank 0's own, once no rank is left
  unsigned measuredByRankZero = 0;
  /// Sums over the last batch's results, as the workers measured them.
  double buildSeconds = 0, runSeconds = 0;
  unsigned results = 0;
};

MpiMeasurer::MpiMeasurer(const MpiMeasurerOptions &o) : options(o) {
  if (options.rankTimeoutSeconds <= 0)
    // Reference, waiting for the timing lock, building, running.
    options.rankTimeoutSeconds = 2 * options.runner.referenceTimeoutSeconds +
                                 options.runner.buildTimeoutSeconds +
                                 options.runner.runTimeoutSeconds + 60;
  int size = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  std::string target = hostTarget(options.runner.timing.effectiveThreads());
  // Every rank says hello first; one that does not within the rank timeout
  // (it failed before, e.g. on its own arguments) is not used.
  for (int i = 1; i < size; ++i) {
    Rank r;
    r.id = i;
    ranks.push_back(std::move(r));
  }
  Clock::time_point deadline =
      Clock::now() + seconds(options.rankTimeoutSeconds);
  unsigned heard = 0;
  while (heard + 1 < unsigned(size) && Clock::now() < deadline) {
    int flag = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, kHello, MPI_COMM_WORLD, &flag, &status);
    if (!flag) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      continue;
    }
    json hello = json::parse(receiveText(status), nullptr, false);
    Rank &r = ranks[status.MPI_SOURCE - 1];
    r.heard = true;
    ++heard;
    r.host = hello.is_object() && hello["host"].is_string()
                 ? hello["host"].get<std::string>()
                 : "?";
    std::string theirs = hello.is_object() && hello["target"].is_string()
                             ? hello["target"].get<std::string>()
                             : "";
    r.usable = theirs == target;
    if (!r.usable)
      log(llvm::formatv("mpi: rank {0} on {1} not used: its target differs "
                        "from rank 0's (records of different targets are "
                        "never mixed)\n  rank 0: {2}\n  rank {0}: {3}",
                        r.id, r.host, target, theirs)
              .str());
  }
  for (const Rank &r : ranks)
    if (!r.heard)
      log(llvm::formatv("mpi: rank {0} not used: no hello within {1:F0} s",
                        r.id, options.rankTimeoutSeconds)
              .str());
  std::string who;
  unsigned usable = 0;
  for (const Rank &r : ranks)
    if (r.usable) {
      ++usable;
      who += (who.empty() ? "" : ", ") + std::to_string(r.id) + "@" + r.host;
    }
  log(llvm::formatv("mpi: {0} ranks; rank 0 searches, {1} measure ({2}); "
                    "rank timeout {3:F0} s",
                    size, usable, who.empty() ? "none: rank 0 does" : who,
                    options.rankTimeoutSeconds)
          .str());
}

MpiMeasurer::~MpiMeasurer() {
  // Every rank is told to stop (a dropped one too: when it answers again it
  // leaves) and acknowledges; late results are taken and ignored meanwhile,
  // so that no rank stays blocked sending one.
  static const char empty[] = "{}";
  std::vector<bool> stopped(ranks.size(), false);
  for (Rank &r : ranks) {
    if (r.send != MPI_REQUEST_NULL) {
      // Only a dropped rank may not have received its request: let MPI
      // finish the send whenever it can, with a buffer that outlives us.
      MPI_Request_free(&r.send);
      (void)r.sendBuffer.release(); // deliberately kept
    }
    MPI_Request stop;
    MPI_Isend(empty, 2, MPI_CHAR, r.id, kStop, MPI_COMM_WORLD, &stop);
    MPI_Request_free(&stop);
  }
  Clock::time_point deadline =
      Clock::now() + seconds(options.rankTimeoutSeconds);
  size_t left = ranks.size();
  while (left > 0 && Clock::now() < deadline) {
    int flag = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status);
    if (!flag) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      continue;
    }
    (void)receiveText(status);
    size_t i = static_cast<size_t>(status.MPI_SOURCE - 1);
    if (status.MPI_TAG == kStopped && i < ranks.size() && !stopped[i]) {
      stopped[i] = true;
      --left;
    }
  }
  if (left == 0)
    return;
  // MPI_Finalize would wait for them forever: end the job here. Everything
  // measured is already in the database.
  for (size_t i = 0; i < ranks.size(); ++i)
    if (!stopped[i])
      log(llvm::formatv("mpi: rank {0} did not stop within {1:F0} s; ending "
                        "the MPI job (every measured candidate is stored)",
                        ranks[i].id, options.rankTimeoutSeconds)
              .str());
  llvm::outs().flush();
  llvm::errs().flush();
  MPI_Abort(MPI_COMM_WORLD, 0);
}

void MpiMeasurer::dispatch(Rank &rank, const WorkloadRef &workload,
                           const std::optional<std::string> &candidate,
                           size_t index, const TimingSettings &timing) {
  if (rank.send != MPI_REQUEST_NULL)
    MPI_Wait(&rank.send, MPI_STATUS_IGNORE); // the previous one is done
  // No reference cache or timing lock: each rank uses its own.
  MeasureRequest request{workload, candidate, timing, "", ""};
  rank.requestId = nextRequestId++;
  rank.sendBuffer = std::make_unique<std::string>(
      json{{"id", rank.requestId}, {"request", toJson(request)}}.dump());
  MPI_Isend(rank.sendBuffer->data(), static_cast<int>(rank.sendBuffer->size()),
            MPI_CHAR, rank.id, kRequest, MPI_COMM_WORLD, &rank.send);
  rank.busy = true;
  rank.candidate = index;
  rank.deadline = Clock::now() + seconds(options.rankTimeoutSeconds);
}

bool MpiMeasurer::poll(std::vector<Received> &received,
                       std::vector<size_t> &requeued) {
  int flag = 0;
  MPI_Status status;
  MPI_Iprobe(MPI_ANY_SOURCE, kResult, MPI_COMM_WORLD, &flag, &status);
  if (!flag)
    return false;
  std::string text = receiveText(status);
  json reply = json::parse(text, nullptr, false);
  uint64_t id = reply.is_object() ? reply.value("id", uint64_t(0)) : 0;
  for (Rank &r : ranks) {
    if (r.id != status.MPI_SOURCE)
      continue;
    // A late answer of a dropped rank, or of a request given to another.
    if (!r.usable || !r.busy || r.requestId != id)
      return true;
    MeasureResult result =
        resultFromJson(reply.is_object() ? reply["result"] : json(), r.id);
    r.busy = false;
    if (result.status == MeasureStatus::WorkerError) {
      // The rank cannot measure (no worker executable, no timing lock): not
      // the candidate's fault, so another rank measures it.
      drop(r, "it cannot measure: " + result.reason);
      requeued.push_back(r.candidate);
      return true;
    }
    received.push_back({r.candidate, std::move(result), &r});
  }
  return true;
}

void MpiMeasurer::drop(Rank &rank, const std::string &why) {
  rank.usable = false;
  rank.busy = false;
  log(llvm::formatv("mpi: rank {0} on {1} dropped: {2}; the run goes on with "
                    "the ranks that are left",
                    rank.id, rank.host, why)
          .str());
}

size_t
MpiMeasurer::measure(const WorkloadRef &workload,
                     llvm::ArrayRef<std::optional<std::string>> candidates,
                     const TimingFor &timingFor, const OnResult &onResult) {
  for (Rank &r : ranks)
    r.measuredLastBatch = 0;
  measuredByRankZero = 0;
  buildSeconds = runSeconds = 0;
  results = 0;
  std::deque<size_t> pending;
  for (size_t i = 0; i < candidates.size(); ++i)
    pending.push_back(i);
  std::map<size_t, MeasureResult> done;
  size_t reported = 0;
  bool stopped = false;
  // Candidates that crashed once, and the rank they crashed on: a crash is
  // recorded only once a second rank confirms it, since a rank whose worker
  // crashes on everything (a broken host) would otherwise fail every
  // candidate it takes, and fast.
  std::map<size_t, int> crashedOn;
  std::vector<Received> received;
  while (reported < candidates.size()) {
    bool progress = false;
    // Hand out work to idle ranks.
    unsigned usable =
        llvm::count_if(ranks, [](const Rank &r) { return r.usable; });
    for (Rank &r : ranks) {
      if (!r.usable || r.busy || stopped)
        continue;
      // The first pending candidate that did not crash on this rank (any,
      // when it is the only rank left).
      auto next = llvm::find_if(pending, [&](size_t i) {
        auto it = crashedOn.find(i);
        return usable == 1 || it == crashedOn.end() || it->second != r.id;
      });
      if (next != pending.end()) {
        size_t i = *next;
        pending.erase(next);
        dispatch(r, workload, candidates[i], i, timingFor(i));
        progress = true;
      }
    }
    // No rank left: rank 0 measures.
    if (usable == 0 && !stopped && !pending.empty()) {
      if (!fallback)
        fallback = std::make_unique<Runner>(options.runner);
      size_t i = pending.front();
      pending.pop_front();
      done[i] = fallback->measure(workload, candidates[i], timingFor(i));
      ++measuredByRankZero;
      progress = true;
    }
    // Collect.
    received.clear();
    std::vector<size_t> requeued;
    while (poll(received, requeued))
      progress = true;
    for (Received &got : received) {
      Rank &rank = *got.rank;
      if (got.result.status != MeasureStatus::Crash) {
        rank.crashesInARow = 0;
      } else {
        bool another = llvm::any_of(
            ranks, [&](const Rank &o) { return o.usable && o.id != rank.id; });
        bool retry = another && !crashedOn.count(got.candidate);
        if (++rank.crashesInARow >= kMaxCrashesInARow && another)
          drop(rank, llvm::formatv("its worker crashed on {0} candidates in "
                                   "a row{1}",
                                   kMaxCrashesInARow,
                                   retry ? " (each is measured again on "
                                           "another rank)"
                                         : "")
                         .str());
        if (retry) {
          crashedOn[got.candidate] = rank.id;
          requeued.push_back(got.candidate);
          continue;
        }
      }
      ++rank.measuredLastBatch;
      done[got.candidate] = std::move(got.result);
    }
    if (!stopped)
      for (size_t i : llvm::reverse(requeued))
        pending.push_front(i);
    // Report in order.
    while (!stopped && done.count(reported)) {
      MeasureResult r = std::move(done[reported]);
      done.erase(reported);
      buildSeconds += r.buildSeconds;
      runSeconds += r.runPhaseSeconds;
      ++results;
      if (!onResult(reported++, std::move(r)))
        stopped = true;
    }
    // Ranks that stopped answering.
    Clock::time_point now = Clock::now();
    for (Rank &r : ranks)
      if (r.usable && r.busy && now > r.deadline) {
        size_t i = r.candidate;
        drop(r, llvm::formatv("no result within {0:F0} s",
                              options.rankTimeoutSeconds)
                    .str());
        if (!stopped)
          pending.push_front(i);
        progress = true;
      }
    if (stopped && llvm::none_of(ranks, [](const Rank &r) { return r.busy; }))
      break;
    if (!progress) // results take milliseconds to seconds: do not spin
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return reported;
}

std::string MpiMeasurer::lastBatchSummary() const {
  std::string s;
  for (const Rank &r : ranks)
    if (r.measuredLastBatch)
      s += (s.empty() ? "" : ", ") +
           llvm::formatv("rank {0}: {1}", r.id, r.measuredLastBatch).str();
  if (measuredByRankZero)
    s += (s.empty() ? "" : ", ") +
         llvm::formatv("rank 0: {0}", measuredByRankZero).str();
  if (results)
    s += llvm::formatv(" (per candidate: build {0:F3} s, run {1:F3} s)",
                       buildSeconds / results, runSeconds / results)
             .str();
  return s;
}

} // namespace

bool msched::startedByMpiLauncher() {
  for (const char *var : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK"})
    if (std::getenv(var))
      return true;
  return false;
}

MpiSession::MpiSession(int *argc, char ***argv) {
  MPI_Init(argc, argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rankId);
  MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
}

MpiSession::~MpiSession() { MPI_Finalize(); }

void MpiSession::abort(int code) {
  llvm::outs().flush();
  llvm::errs().flush();
  MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code); // MPI_Abort does not return; its declaration does not say
}

std::unique_ptr<Measurer>
msched::createMpiMeasurer(const MpiMeasurerOptions &options) {
  return std::make_unique<MpiMeasurer>(options);
}

int msched::serveMpiMeasurements(const RunnerOptions &options) {
  json hello = {{"target", hostTarget(options.timing.effectiveThreads())},
                {"host", hostName()}};
  sendText(hello.dump(), 0, kHello);
  Runner runner(options);
  while (true) {
    MPI_Status status;
    MPI_Probe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    std::string text = receiveText(status);
    if (status.MPI_TAG == kStop) {
      sendText("{}", 0, kStopped);
      return 0;
    }
    if (status.MPI_TAG != kRequest)
      continue;
    json message = json::parse(text, nullptr, false);
    MeasureResult result;
    uint64_t id = 0;
    std::optional<MeasureRequest> request;
    try {
      id = message.at("id").get<uint64_t>();
      request = requestFromJson(message.at("request"));
    } catch (const std::exception &e) {
      result.status = MeasureStatus::RunError;
      result.reason = std::string("malformed request: ") + e.what();
    }
    // This rank's own reference cache and timing lock (its command line),
    // the request's timing.
    if (request)
      result = runner.measure(request->workload, request->candidateIR,
                              request->timing);
    sendText(json{{"id", id}, {"result", resultToJson(result)}}.dump(), 0,
             kResult);
  }
}
