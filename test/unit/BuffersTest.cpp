//===- BuffersTest.cpp - Input data and the output check ------------------===//

#include "msched/Buffers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

using namespace msched;

namespace {

TensorInfo f32(std::vector<int64_t> shape) {
  return TensorInfo{std::move(shape), ElementKind::F32};
}

TEST(Buffers, RandomFillIsDeterministicAndInRange) {
  Buffer a(f32({7, 9})), b(f32({7, 9})), c(f32({7, 9}));
  a.fillRandom(1);
  b.fillRandom(1);
  c.fillRandom(2);
  EXPECT_EQ(std::memcmp(a.data(), b.data(), a.info().bytes()), 0);
  EXPECT_NE(std::memcmp(a.data(), c.data(), a.info().bytes()), 0);
  for (int64_t i = 0; i < a.info().numElements(); ++i) {
    EXPECT_GE(a.at(i), -1.0);
    EXPECT_LT(a.at(i), 1.0);
  }
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a.data()) % 64, 0u);
}

TEST(Buffers, ToleranceGrowsWithTheSquareRootOfTheReduction) {
  double eps = std::numeric_limits<float>::epsilon();
  EXPECT_DOUBLE_EQ(outputTolerance(ElementKind::F32, 1), 16 * eps);
  EXPECT_DOUBLE_EQ(outputTolerance(ElementKind::F32, 1024), 16 * eps * 32);
  EXPECT_LT(outputTolerance(ElementKind::F64, 1024),
            outputTolerance(ElementKind::F32, 1024));
}

TEST(Buffers, CompareAcceptsRoundingAndRejectsRealErrors) {
  Buffer ref(f32({4})), out(f32({4}));
  float *r = static_cast<float *>(ref.data());
  float *o = static_cast<float *>(out.data());
  for (int i = 0; i < 4; ++i)
    r[i] = o[i] = 10.0f * i;
  o[3] = std::nextafter(r[3], 100.0f); // one ulp: rounding
  OutputComparison same = compareOutputs(out, ref, 64);
  EXPECT_TRUE(same.ok);
  EXPECT_GT(same.maxAbsError, 0);

  o[2] = r[2] + 0.5f; // a real error
  OutputComparison wrong = compareOutputs(out, ref, 64);
  EXPECT_FALSE(wrong.ok);
  EXPECT_FLOAT_EQ(wrong.maxAbsError, 0.5f);
  EXPECT_EQ(wrong.worstIndex, 2);
}

TEST(Buffers, NaNMatchesOnlyNaN) {
  Buffer ref(f32({2})), out(f32({2}));
  float nan = std::numeric_limits<float>::quiet_NaN();
  static_cast<float *>(ref.data())[0] = nan;
  static_cast<float *>(out.data())[0] = nan;
  static_cast<float *>(ref.data())[1] = 1;
  static_cast<float *>(out.data())[1] = 1;
  EXPECT_TRUE(compareOutputs(out, ref, 1).ok);
  static_cast<float *>(out.data())[1] = nan;
  OutputComparison cmp = compareOutputs(out, ref, 1);
  EXPECT_FALSE(cmp.ok);
  EXPECT_TRUE(std::isinf(cmp.maxAbsError));
  EXPECT_EQ(cmp.worstIndex, 1);
}

} // namespace

namespace {

TEST(Buffers, LowPrecisionKindsFillReadAndCompare) {
  // bf16: values in [-1, 1) with at most 8 significant bits.
  Buffer h(TensorInfo{{64}, ElementKind::BF16});
  h.fillRandom(3);
  EXPECT_EQ(h.info().bytes(), 128);
  EXPECT_EQ(h.info().str(), "64xbf16");
  for (int64_t i = 0; i < 64; ++i) {
    double v = h.at(i);
    EXPECT_GE(v, -1.0);
    EXPECT_LE(v, 1.0); // rounding to nearest may reach 1
    int exponent;
    double mantissa = std::frexp(v, &exponent);
    EXPECT_EQ(std::ldexp(mantissa, 8), std::round(std::ldexp(mantissa, 8)))
        << v;
  }
  // i8: every byte value appears over enough draws; read signed.
  Buffer b(TensorInfo{{4096}, ElementKind::I8});
  b.fillRandom(4);
  double lo = 0, hi = 0;
  for (int64_t i = 0; i < 4096; ++i) {
    lo = std::min(lo, b.at(i));
    hi = std::max(hi, b.at(i));
  }
  EXPECT_EQ(lo, -128);
  EXPECT_EQ(hi, 127);
  // i32 outputs compare exactly: one unit off is a mismatch.
  Buffer ref(TensorInfo{{8}, ElementKind::I32}),
      out(TensorInfo{{8}, ElementKind::I32});
  ref.fillRandom(5);
  std::memcpy(out.data(), ref.data(), ref.info().bytes());
  EXPECT_TRUE(compareOutputs(out, ref, 1 << 20).ok);
  static_cast<int32_t *>(out.data())[5] += 1;
  OutputComparison cmp = compareOutputs(out, ref, 1 << 20);
  EXPECT_FALSE(cmp.ok);
  EXPECT_EQ(cmp.worstIndex, 5);
  EXPECT_EQ(cmp.tolerance, 0);
  EXPECT_GT(outputTolerance(ElementKind::BF16, 1),
            outputTolerance(ElementKind::F32, 1));
}

} // namespace
