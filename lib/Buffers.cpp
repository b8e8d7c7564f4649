//===- Buffers.cpp - Argument buffers and the output check ----------------===//

#include "msched/Buffers.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>

using namespace msched;

void Buffer::Free::operator()(void *p) const { std::free(p); }

Buffer::Buffer(const TensorInfo &info) : tensor(info) {
  // aligned_alloc needs a size that is a multiple of the alignment.
  size_t bytes = (static_cast<size_t>(info.bytes()) + 63) / 64 * 64;
  void *p = std::aligned_alloc(64, bytes ? bytes : 64);
  if (!p)
    throw std::bad_alloc();
  storage.reset(p);
}

/// bf16 bits -> float: bf16 is the upper half of an IEEE binary32.
static float bf16ToFloat(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &wide, sizeof f);
  return f;
}

/// float -> bf16 bits, rounded to nearest even (NaN stays a quiet NaN).
static uint16_t floatToBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  if (std::isnan(f))
    return uint16_t((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

double Buffer::at(int64_t i) const {
  switch (tensor.element) {
  case ElementKind::F32:
    return static_cast<const float *>(data())[i];
  case ElementKind::F64:
    return static_cast<const double *>(data())[i];
  case ElementKind::BF16:
    return bf16ToFloat(static_cast<const uint16_t *>(data())[i]);
  case ElementKind::I8:
    return static_cast<const int8_t *>(data())[i];
  case ElementKind::I32:
    return static_cast<const int32_t *>(data())[i];
  case ElementKind::I64:
    return static_cast<double>(static_cast<const int64_t *>(data())[i]);
  }
  return 0;
}

static uint64_t splitmix64(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void Buffer::fillRandom(uint64_t seed) {
  uint64_t state = seed;
  int64_t n = tensor.numElements();
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits = splitmix64(state);
    // Indices (e.g. token ids): uniform in [0, bound), the bound capped at
    // what the type holds.
    if (tensor.valueBound > 0 && isIntegerKind(tensor.element)) {
      int64_t most = tensor.element == ElementKind::I8    ? INT8_MAX
                     : tensor.element == ElementKind::I32 ? INT32_MAX
                                                          : INT64_MAX;
      int64_t index =
          int64_t(bits % uint64_t(std::min(tensor.valueBound - 1, most) + 1));
      if (tensor.element == ElementKind::I8)
        static_cast<int8_t *>(data())[i] = int8_t(index);
      else if (tensor.element == ElementKind::I32)
        static_cast<int32_t *>(data())[i] = int32_t(index);
      else
        static_cast<int64_t *>(data())[i] = index;
      continue;
    }
    // 53 random bits -> [0, 1) -> [-1, 1).
    double v = 2 * ((bits >> 11) * 0x1.0p-53) - 1;
    switch (tensor.element) {
    case ElementKind::F32:
      static_cast<float *>(data())[i] = static_cast<float>(v);
      break;
    case ElementKind::F64:
      static_cast<double *>(data())[i] = v;
      break;
    case ElementKind::BF16:
      static_cast<uint16_t *>(data())[i] = floatToBf16(static_cast<float>(v));
      break;
    case ElementKind::I8: // every byte: -128..127 as s8, 0..255 as u8
      static_cast<uint8_t *>(data())[i] = uint8_t(bits >> 56);
      break;
    case ElementKind::I32: // -128..127: sums of products stay far from overflow
      static_cast<int32_t *>(data())[i] = int32_t(int8_t(bits >> 56));
      break;
    case ElementKind::I64:
      static_cast<int64_t *>(data())[i] = int64_t(int8_t(bits >> 56));
      break;
    }
  }
}

void Buffer::fillZero() { std::memset(data(), 0, tensor.bytes()); }

double msched::outputTolerance(ElementKind kind, int64_t reductionLength) {
  if (isIntegerKind(kind))
    return 0; // integer sums are exact in any order (wrapping included)
  double eps = kind == ElementKind::F32 ? std::numeric_limits<float>::epsilon()
               : kind == ElementKind::BF16
                   ? 0x1.0p-7
                   : std::numeric_limits<double>::epsilon();
  return 16 * eps *
         std::sqrt(static_cast<double>(std::max<int64_t>(reductionLength, 1)));
}

OutputComparison msched::compareOutputs(const Buffer &out, const Buffer &ref,
                                        int64_t reductionLength) {
  OutputComparison cmp;
  cmp.tolerance = outputTolerance(ref.info().element, reductionLength);
  double worstRelative = -1;
  int64_t n = ref.info().numElements();
  for (int64_t i = 0; i < n; ++i) {
    double o = out.at(i), r = ref.at(i);
    double abs, rel;
    if (std::isnan(o) || std::isnan(r)) {
      if (std::isnan(o) && std::isnan(r))
        continue;
      abs = rel = std::numeric_limits<double>::infinity();
    } else if (o == r) {
      continue; // also covers matching infinities
    } else {
      abs = std::fabs(o - r);
      rel = abs / (1 + std::fabs(r));
      if (std::isnan(rel)) // inf - inf of different signs
        abs = rel = std::numeric_limits<double>::infinity();
    }
    cmp.maxAbsError = std::max(cmp.maxAbsError, abs);
    if (rel > worstRelative) {
      worstRelative = rel;
      cmp.worstIndex = i;
    }
    if (rel > cmp.tolerance)
      cmp.ok = false;
  }
  return cmp;
}
