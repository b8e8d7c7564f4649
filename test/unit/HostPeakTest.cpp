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
