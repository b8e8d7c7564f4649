//===- HostPeakTest.cpp - The host's ISA, peak and its cache --------------===//

#include "msched/HostPeak.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

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
