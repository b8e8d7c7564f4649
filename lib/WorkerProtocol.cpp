//===- WorkerProtocol.cpp - Messages between runner and worker ------------===//

#include "msched/WorkerProtocol.h"

#include <cerrno>
#include <chrono>
#include <climits>
#include <poll.h>
#include <stdexcept>
#include <unistd.h>

using namespace msched;
using json = nlohmann::json;

json msched::toJson(const MeasureRequest &request) {
  json j;
  j["workload_key"] = request.workload.key;
  j["workload_ir"] = request.workload.ir;
  j["func"] = request.workload.funcName;
  j["candidate_ir"] =
      request.candidateIR ? json(*request.candidateIR) : json(nullptr);
  j["threads"] = request.timing.effectiveThreads();
  j["number"] = request.timing.number;
  j["repeat"] = request.timing.repeat;
  j["min_repeat_ms"] = request.timing.minRepeatMs;
  j["flush_cache"] = request.timing.flushCache;
  j["flush_constants"] = request.timing.flushConstants;
  j["stop_slower_than_seconds"] = request.timing.stopSlowerThanSeconds;
  j["cut_short_after_seconds"] = request.timing.cutShortAfterSeconds;
  j["reference_cache"] = request.referenceCacheDir;
  j["timing_lock"] = request.timingLock;
  j["lock_while_building"] = request.lockWhileBuilding;
  return j;
}

/// Field `key` of `j` as an int: an integer within int's range, else
/// std::invalid_argument (a float such as 1e300 would be undefined behaviour
/// to convert; the worker replies with the error).
static int intField(const json &j, const char *key) {
  const json &v = j.at(key);
  if (!v.is_number_integer())
    throw std::invalid_argument(std::string("field '") + key +
                                "' is not an integer");
  if (v.is_number_unsigned()
          ? v.get<uint64_t>() > uint64_t(INT_MAX)
          : v.get<int64_t>() < INT_MIN || v.get<int64_t>() > INT_MAX)
    throw std::invalid_argument(std::string("field '") + key +
                                "' is out of range");
  return static_cast<int>(v.get<int64_t>());
}

MeasureRequest msched::requestFromJson(const json &j) {
  MeasureRequest request;
  request.workload.key = j.at("workload_key").get<std::string>();
  request.workload.ir = j.at("workload_ir").get<std::string>();
  request.workload.funcName = j.at("func").get<std::string>();
  if (!j.at("candidate_ir").is_null())
    request.candidateIR = j.at("candidate_ir").get<std::string>();
  request.timing.threads = intField(j, "threads");
  request.timing.number = intField(j, "number");
  request.timing.repeat = intField(j, "repeat");
  request.timing.minRepeatMs = j.at("min_repeat_ms").get<double>();
  request.timing.flushCache = j.at("flush_cache").get<bool>();
  request.timing.flushConstants = j.value("flush_constants", false);
  request.timing.stopSlowerThanSeconds =
      j.value("stop_slower_than_seconds", 0.0);
  request.timing.cutShortAfterSeconds = j.value("cut_short_after_seconds", 0.0);
  request.referenceCacheDir = j.value("reference_cache", std::string());
  request.timingLock = j.value("timing_lock", std::string());
  request.lockWhileBuilding = j.value("lock_while_building", false);
  return request;
}

bool LineChannel::writeLine(const std::string &line) {
  std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(writeFd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

LineChannel::ReadStatus LineChannel::readLine(std::string &line,
                                              double timeoutSeconds) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline =
      Clock::now() +
      std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(
          timeoutSeconds < 0 ? 0 : timeoutSeconds));
  char buffer[1 << 16];
  while (true) {
    size_t newline = pending.find('\n');
    if (newline != std::string::npos) {
      line = pending.substr(0, newline);
      pending.erase(0, newline + 1);
      return ReadStatus::Line;
    }
    int waitMs = -1;
    if (timeoutSeconds >= 0) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                      deadline - Clock::now())
                      .count();
      if (left <= 0)
        return ReadStatus::Timeout;
      waitMs = static_cast<int>(left);
    }
    pollfd pfd{readFd, POLLIN, 0};
    int ready = ::poll(&pfd, 1, waitMs);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready == 0)
      return ReadStatus::Timeout;
    ssize_t n = ::read(readFd, buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return ReadStatus::Closed;
    pending.append(buffer, static_cast<size_t>(n));
  }
}
