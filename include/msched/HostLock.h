//===- HostLock.h - A lock shared by the processes of one host --*- C++ -*-===//
//
// A flock(2) on a file: the worker holds it exclusively while it times a
// candidate (RunnerOptions::timingLockPath), so that the processes sharing a
// host's cores (MPI ranks, several workers) never time at once; a pool's
// workers hold it shared while they build (RunnerOptions::lockWhileBuilding),
// so their builds overlap one another but never a timing. The kernel
// releases it when the holder exits or dies, so a crashed candidate never
// leaves the host locked.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_HOSTLOCK_H
#define MSCHED_HOSTLOCK_H

#include <memory>
#include <string>

namespace msched {

class HostLock {
public:
  /// Exclusive: no other holder. Shared: other shared holders only.
  enum class Mode { Exclusive, Shared };

  /// Blocks until `path` (created readable by everyone, mode 0644, if
  /// missing; opened read-only, which flock allows) is locked by this
  /// process in `mode`. Each call opens the file anew, so two locks of one
  /// process exclude each other as two processes' would. Null, with the
  /// reason in `error` (naming the path and errno), when the file cannot be
  /// opened or locked.
  static std::unique_ptr<HostLock> acquire(const std::string &path,
                                           std::string &error,
                                           Mode mode = Mode::Exclusive);
  /// Releases the lock.
  ~HostLock();
  HostLock(const HostLock &) = delete;
  HostLock &operator=(const HostLock &) = delete;

private:
  explicit HostLock(int fd) : fd(fd) {}
  int fd;
};

} // namespace msched

#endif // MSCHED_HOSTLOCK_H
