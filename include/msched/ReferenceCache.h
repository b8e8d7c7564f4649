//===- ReferenceCache.h - Reference outputs kept on disk --------*- C++ -*-===//
//
// Every candidate's outputs are checked against the untransformed workload's
// (DESIGN.md, invariant 3). The untransformed code is scalar: for GMM 2048
// it runs for about a minute, and each new worker process (after a crash, in
// msched-run's re-timing, in the next tuning run) computed it again. With a
// cache directory the worker keeps the outputs on disk, one file per
// workload key, and the next worker reads them instead.
//
// File `<dir>/<key>.ref`: the line "msched-reference <version>\n", then per
// output its size in bytes as a little-endian uint64 and its bytes. The
// inputs are the deterministic ones of buildTask (Buffer::fillRandom), so
// the outputs depend on the workload only; kReferenceCacheVersion changes
// whenever the inputs or the reference's lowering would change them.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_REFERENCECACHE_H
#define MSCHED_REFERENCECACHE_H

#include "msched/Buffers.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace msched {

inline constexpr int kReferenceCacheVersion = 1;

class ReferenceCache {
public:
  /// `dir` empty: the cache is off (load finds nothing, store stores
  /// nothing). The directory is created on the first store.
  explicit ReferenceCache(std::string dir = "") : dir(std::move(dir)) {}

  bool enabled() const { return !dir.empty(); }

  /// Fills `outputs` (allocated with the task's result shapes) from the file
  /// of `key`. False, leaving their contents unspecified, when there is no
  /// such file or it does not match: another version, another number or
  /// size of outputs, a short or overlong file.
  bool load(llvm::StringRef key, std::vector<Buffer> &outputs) const;

  /// Writes the file of `key` (to a temporary file, then renamed, so a
  /// reader never sees half a file). False, with `error` set, when it
  /// cannot; the cache is an optimization, so callers go on.
  bool store(llvm::StringRef key, const std::vector<Buffer> &outputs,
             std::string &error) const;

  /// The file of `key`: the key's characters outside [A-Za-z0-9_.-] are
  /// replaced by '_'.
  std::string pathOf(llvm::StringRef key) const;

private:
  std::string dir;
};

} // namespace msched

#endif // MSCHED_REFERENCECACHE_H
