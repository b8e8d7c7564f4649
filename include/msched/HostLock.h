//===- HostLock.h - A lock shared by the processes of one host --*- C++ -*-===//
//
// An exclusive flock(2) on a file: the worker holds it while it times a
// candidate (RunnerOptions::timingLockPath), so that the processes sharing a
// host's cores (MPI ranks, several workers) never time at once. The kernel
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
  /// Blocks until `path` (created readable by everyone, mode 0644, if
  /// missing; opened read-only, which flock allows) is locked by this
  /// process. Null, with the reason in `error` (naming the path and errno),
  /// when the file cannot be opened or locked.
  static std::unique_ptr<HostLock> acquire(const std::string &path,
                                           std::string &error);
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
