//===- HostPeakTest.cpp - The host's ISA, peak and its cache --------------===//

#include "msched/HostPeak.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace msched;

TEST(HostPeakTest, LanesFollowTheIsa) {
  std::string isa = hostFmaIsa();
  EXPECT_EQ(hostFmaLanes(), isa == "avx512" ? 16 : isa == "avx2" ? 8 : 0);
  EXPECT_NE(hostDescription().find(
                "(" + (isa.empty() ? std::string("no fma") : isa) + ")"),
            std::string::npos);
}

TEST(HostPeakTest, MeasuresAPositivePeak) {
  if (hostFmaIsa().empty())
    GTEST_SKIP() << "this host has neither AVX-512F nor AVX2 with FMA";
  mlir::FailureOr<double> peak =
      measureFmaPeak(1, /*runs=*/1, /*secondsPerRun=*/0.02);
  ASSERT_TRUE(mlir::succeeded(peak));
  EXPECT_GT(*peak, 0.0);
  EXPECT_TRUE(mlir::failed(measureFmaPeak(0)));
}

TEST(HostPeakTest, CachedPeakIsReadNotRemeasured) {
  if (hostFmaIsa().empty())
    GTEST_SKIP() << "this host has neither AVX-512F nor AVX2 with FMA";
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("peak", "tsv", path));
  {
    std::ofstream os(path.c_str());
    os << "another cpu (avx2)\t1\t12.5\n"
       << hostDescription() << "\t3\t1234.5\n";
  }
  // Found: returned as written (a measurement would not give 1234.5).
  mlir::FailureOr<double> cached = cachedFmaPeak(3, path.str().str());
  ASSERT_TRUE(mlir::succeeded(cached));
  EXPECT_DOUBLE_EQ(*cached, 1234.5);
  llvm::sys::fs::remove(path);
}

TEST(HostPeakTest, PeakMeasuredOnABusyHostIsNotCached) {
  if (hostFmaIsa().empty())
    GTEST_SKIP() << "this host has neither AVX-512F nor AVX2 with FMA";
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("peak", "tsv", path));
  llvm::sys::fs::remove(path);
  ::unsetenv("MSCHED_PEAK_MAX_LOAD"); // the bounds below are the test's
  // A negative bound makes any load "busy": measured, returned, not written.
  mlir::FailureOr<double> busy = cachedFmaPeak(1, path.str().str(), -1.0);
  ASSERT_TRUE(mlir::succeeded(busy));
  EXPECT_GT(*busy, 0);
  EXPECT_FALSE(llvm::sys::fs::exists(path));
  // Within the bound (any load <= 1): written.
  mlir::FailureOr<double> idle = cachedFmaPeak(1, path.str().str(), 1.0);
  ASSERT_TRUE(mlir::succeeded(idle));
  EXPECT_TRUE(llvm::sys::fs::exists(path));
  llvm::sys::fs::remove(path);
}

TEST(HostPeakTest, RowsThatFitInCacheFollowTheSetsTheirStrideMapsTo) {
  // Zen 3's L1 data cache: 32 KiB, 8 ways, 64-byte lines, 64 sets.
  CacheGeometry zen3;
  ASSERT_EQ(zen3.sets(), 64);
  EXPECT_EQ(rowsThatFitInCache(64, zen3), 512);  // all sets
  EXPECT_EQ(rowsThatFitInCache(256, zen3), 128); // every 4th set
  EXPECT_EQ(rowsThatFitInCache(512, zen3), 64);  // every 8th set
  EXPECT_EQ(rowsThatFitInCache(4096, zen3), 8);  // one set: its ways
  EXPECT_EQ(rowsThatFitInCache(8192, zen3), 8);
  EXPECT_EQ(rowsThatFitInCache(192, zen3), 512); // 3 lines: odd, all sets
  EXPECT_EQ(rowsThatFitInCache(100, zen3), 512); // not whole lines
  // Emerald Rapids' and Zen 5's: 48 KiB, 12 ways, also 64 sets.
  CacheGeometry wide{48 << 10, 12, 64};
  ASSERT_EQ(wide.sets(), 64);
  EXPECT_EQ(rowsThatFitInCache(512, wide), 96);
  // This host's geometry is whole sets of whole lines.
  CacheGeometry host = hostL1DataCache();
  EXPECT_GT(host.sets(), 0);
  EXPECT_EQ(host.bytes, host.sets() * host.ways * host.lineBytes);
}
