//===- WorkerProtocol.h - Messages between runner and worker ----*- C++ -*-===//
//
// The runner and its worker process (tools/msched-worker) exchange one JSON
// object per line over two pipes (the worker reads fd 3 and writes fd 4, so
// whatever JIT'd code prints cannot corrupt the channel).
//
// Request  (runner -> worker), one per candidate:
//   {"workload_key": str, "workload_ir": str, "func": str,
//    "candidate_ir": str | null,            // null: time the workload itself
//    "threads": int, "number": int, "repeat": int, "min_repeat_ms": float,
//    "flush_cache": bool,
//    "flush_constants": bool,               // absent: false
//    "stop_slower_than_seconds": float,
//    "cut_short_after_seconds": float,     // the runner's, carried along
//    "reference_cache": str,                // "": no reference cache
//    "timing_lock": str,                    // "": time without the lock
//    "lock_while_building": bool}           // hold it shared while building
// Replies (worker -> runner), in order:
//   {"phase": "waiting"}     for the lock, shared (only lock_while_building)
//   {"phase": "reference"}   computing the workload's reference outputs
//   {"phase": "building"}    lowering + JIT of the candidate
//   {"phase": "waiting"}     for the host's timing lock (only with one)
//   {"phase": "running"}     the warm-up call
//   {"phase": "timing"}      the timed calls and the output check
//   {"status": "ok" | "build_error" | "run_error" | "wrong_result" |
//              "worker_error",              // e.g. the timing lock failed
//    "message": str, "repeat_seconds": [float], "median_seconds": float,
//    "max_abs_error": float, "build_seconds": float,
//    "run_phase_seconds": float,
//    "build_lock_held": [from, to],         // shared, while building
//    "timing_lock_held": [from, to]}        // exclusive, while timing
// (lock intervals in steady-clock seconds, present only when held)
// The runner enforces a timeout per phase and reads a closed pipe as a crash.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_WORKERPROTOCOL_H
#define MSCHED_WORKERPROTOCOL_H

#include "msched/Measurement.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace msched {

/// The workload a candidate belongs to: the untransformed module text (its
/// outputs are the reference) and the task's function.
struct WorkloadRef {
  std::string key; ///< identifies the workload in the worker's reference cache
  std::string ir;  ///< the untransformed module
  std::string funcName;
};

struct MeasureRequest {
  WorkloadRef workload;
  std::optional<std::string> candidateIR;
  TimingSettings timing;
  /// RunnerOptions::referenceCacheDir ("": none).
  std::string referenceCacheDir;
  /// RunnerOptions::timingLockPath ("": none).
  std::string timingLock;
  /// RunnerOptions::lockWhileBuilding (ignored without a timingLock).
  bool lockWhileBuilding = false;
};

nlohmann::json toJson(const MeasureRequest &request);
/// The request of a JSON object written by toJson. Throws (nlohmann's
/// exceptions, std::invalid_argument) on a missing or mistyped field, or an
/// integer out of int's range; the worker replies with the message.
MeasureRequest requestFromJson(const nlohmann::json &j);

/// Reads and writes newline-terminated messages on raw file descriptors.
class LineChannel {
public:
  LineChannel() = default;
  LineChannel(int readFd, int writeFd) : readFd(readFd), writeFd(writeFd) {}

  /// Writes `line` + '\n'. False when the peer is gone.
  bool writeLine(const std::string &line);

  enum class ReadStatus { Line, Timeout, Closed };
  /// Reads the next line, waiting at most `timeoutSeconds` (< 0: forever).
  ReadStatus readLine(std::string &line, double timeoutSeconds);

  int readDescriptor() const { return readFd; }
  int writeDescriptor() const { return writeFd; }

private:
  int readFd = -1;
  int writeFd = -1;
  std::string pending; ///< bytes read past the last returned line
};

} // namespace msched

#endif // MSCHED_WORKERPROTOCOL_H
