//===- Buffers.cpp - Argument buffers and the output check ----------------===//

#include "msched/Buffers.h"

#include <cmath>
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

double Buffer::at(int64_t i) const {
  if (tensor.element == ElementKind::F32)
    return static_cast<const float *>(data())[i];
  return static_cast<const double *>(data())[i];
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
    // 53 random bits -> [0, 1) -> [-1, 1).
    double u = (splitmix64(state) >> 11) * 0x1.0p-53;
    double v = 2 * u - 1;
    if (tensor.element == ElementKind::F32)
      static_cast<float *>(data())[i] = static_cast<float>(v);
    else
      static_cast<double *>(data())[i] = v;
  }
}

void Buffer::fillZero() { std::memset(data(), 0, tensor.bytes()); }

double msched::outputTolerance(ElementKind kind, int64_t reductionLength) {
  double eps = kind == ElementKind::F32
                   ? std::numeric_limits<float>::epsilon()
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
