//===- HostLock.cpp - A lock shared by the processes of one host ----------===//

#include "msched/HostLock.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace msched;

std::unique_ptr<HostLock> HostLock::acquire(const std::string &path,
                                            std::string &error, Mode mode) {
  // flock needs no write access. Opening an existing file without O_CREAT
  // works even where fs.protected_regular forbids O_CREAT on another user's
  // file in /tmp; a new file is made readable by everyone despite the umask.
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0 && errno == ENOENT) {
    fd = ::open(path.c_str(), O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd >= 0)
      (void)::fchmod(fd, 0644);
    else if (errno == EEXIST) // another process made it first
      fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  }
  if (fd < 0) {
    error = "timing lock '" + path + "': cannot open: " + std::strerror(errno);
    return nullptr;
  }
  while (::flock(fd, mode == Mode::Shared ? LOCK_SH : LOCK_EX) != 0) {
    if (errno == EINTR)
      continue;
    error = "timing lock '" + path + "': cannot lock: " + std::strerror(errno);
    ::close(fd);
    return nullptr;
  }
  return std::unique_ptr<HostLock>(new HostLock(fd));
}

HostLock::~HostLock() { ::close(fd); }
