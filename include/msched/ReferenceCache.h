//===- ReferenceCache.h - Reference outputs kept on disk --------*- C++ -*-===//
//
// Every candidate's outputs are checked against the untransformed workload's
// (DESIGN.md, invariant 3). The untransformed code is scalar: for GMM 2048
// it runs for about a minute, and each new worker process (after a crash, in
// msched-run's re-timing, in the next tuning run) computed it again. With a
// cache directory the worker keeps the outputs on disk, one file per
// workload key, and the next worker reads them instead.
//
// File `<dir>/<name>.ref` (name: the key, or its SHA-256 when the key has
// characters outside [A-Za-z0-9_.-]): the line "msched-reference <version>
// <inputs> <contents>\n", then per output its size in bytes as a
// little-endian uint64 and its bytes. <inputs> is the caller's fingerprint
// of the inputs the outputs were computed from (the worker's: SHA-256 of
// buildTask's deterministic inputs), <contents> the SHA-256 of the outputs:
// a file computed from other inputs or damaged in place is not trusted.
// kReferenceCacheVersion changes whenever the reference's lowering would
// change the outputs.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_REFERENCECACHE_H
#define MSCHED_REFERENCECACHE_H

#include "msched/Buffers.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace msched {

inline constexpr int kReferenceCacheVersion = 2;

/// SHA-256 over the bytes of `buffers` (a fingerprint of inputs or outputs).
std::string fingerprintOf(const std::vector<Buffer> &buffers);

class ReferenceCache {
public:
  /// `dir` empty: the cache is off (load finds nothing, store stores
  /// nothing). The directory is created on the first store.
  explicit ReferenceCache(std::string dir = "") : dir(std::move(dir)) {}

  bool enabled() const { return !dir.empty(); }

  /// Fills `outputs` (allocated with the task's result shapes) from the file
  /// of `key`. False, leaving their contents unspecified, when there is no
  /// such file or it does not match: another version or `inputs`
  /// fingerprint, another number or size of outputs, a short or overlong
  /// file, contents whose fingerprint differs from the recorded one.
  bool load(llvm::StringRef key, llvm::StringRef inputs,
            std::vector<Buffer> &outputs) const;

  /// Writes the file of `key` (to a temporary file, then renamed, so a
  /// reader never sees half a file). False, with `error` set, when it
  /// cannot; the cache is an optimization, so callers go on.
  bool store(llvm::StringRef key, llvm::StringRef inputs,
             const std::vector<Buffer> &outputs, std::string &error) const;

  /// The file of `key`.
  std::string pathOf(llvm::StringRef key) const;

private:
  std::string dir;
};

} // namespace msched

#endif // MSCHED_REFERENCECACHE_H
