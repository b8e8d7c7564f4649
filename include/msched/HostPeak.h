//===- HostPeak.h - This host's measured fp32 FMA peak ----------*- C++ -*-===//
//
// The peak a kernel's GFLOP/s is compared with, measured on the host it runs
// on rather than taken from a table: the hosts of this project differ from
// one session to the next (AVX-512 Intel and AMD, AVX2-only AMD). The method
// of shared/reference/peers.md: independent chains of fused multiply-adds on
// the widest vectors the host has (AVX-512F: 16 chains of zmm; AVX2 with FMA:
// 12 chains of ymm, which leaves registers for the operands of 16 ymm), one
// thread per core asked for, best of a few runs.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_HOSTPEAK_H
#define MSCHED_HOSTPEAK_H

#include "mlir/Support/LLVM.h"

#include <string>

namespace msched {

/// The widest fp32 FMA vector ISA of this host: "avx512" (16 lanes), "avx2"
/// (8 lanes, FMA3), or "" when it has neither.
std::string hostFmaIsa();

/// fp32 lanes of hostFmaIsa(): 16, 8, or 0.
int hostFmaLanes();

/// Bytes of this host's level-2 cache per core (glibc's
/// sysconf(_SC_LEVEL2_CACHE_SIZE), which reads CPUID, so it works in VMs
/// without /sys cache entries); 1 MiB when the host does not say.
int64_t hostL2CacheBytes();

/// The geometry of this host's level-1 data cache (glibc's sysconf
/// _SC_LEVEL1_DCACHE_SIZE / _ASSOC / _LINESIZE, from CPUID); 32 KiB, 8 ways
/// and 64-byte lines where the host does not say.
struct CacheGeometry {
  int64_t bytes = 32 << 10;
  int64_t ways = 8;
  int64_t lineBytes = 64;
  int64_t sets() const { return bytes / (ways * lineBytes); }
};
CacheGeometry hostL1DataCache();

/// How many rows of a column `stride` bytes apart (one line per row) `cache`
/// holds before they evict each other: rows whose stride is a multiple of
/// the line map to sets / gcd(sets, stride / line) of its sets, `ways` rows
/// each (e.g. 32 KiB, 8 ways, 64 sets: 512-byte strides use 8 sets, 64 rows;
/// 4 KiB strides one set, 8 rows). Strides that are no multiple of the line
/// spread over all sets.
int64_t rowsThatFitInCache(int64_t stride, const CacheGeometry &cache);

/// "CPU (isa)", e.g. "emeraldrapids (avx512)": llvm::sys::getHostCPUName and
/// hostFmaIsa; what a cached peak is keyed by and a report names.
std::string hostDescription();

/// Measures the fp32 FMA peak in GFLOP/s with `threads` threads (>= 1),
/// best of `runs` runs of about `secondsPerRun` each. Fails on a host
/// without AVX2/FMA or AVX-512F.
mlir::FailureOr<double> measureFmaPeak(int threads, int runs = 3,
                                       double secondsPerRun = 0.5);

/// measureFmaPeak, cached in `cacheFile` (default: $MSCHED_PEAK_CACHE, else
/// ~/.cache/msched/fma-peak.tsv) by hostDescription() and thread count: a
/// line "DESCRIPTION<TAB>THREADS<TAB>GFLOPS". A cached figure is never
/// re-measured (delete the line to do so). A figure measured while other
/// processes use more than `maxOtherLoad` of the CPUs (otherCpuLoad, 0-1) is
/// returned with a note on stderr but not cached ($MSCHED_PEAK_MAX_LOAD, when
/// set, replaces `maxOtherLoad`: tests that run beside others set it to 1).
mlir::FailureOr<double> cachedFmaPeak(int threads, std::string cacheFile = "",
                                      double maxOtherLoad = 0.1);

/// The fraction (0-1) of all CPUs' time that was busy over the next
/// `seconds` (from /proc/stat; 0 where it cannot be read). Sleeps meanwhile,
/// so it counts other processes only.
double otherCpuLoad(double seconds = 0.2);

} // namespace msched

#endif // MSCHED_HOSTPEAK_H
