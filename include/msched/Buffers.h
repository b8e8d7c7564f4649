//===- Buffers.h - Argument buffers and the output check --------*- C++ -*-===//
#ifndef MSCHED_BUFFERS_H
#define MSCHED_BUFFERS_H

#include "msched/Workload.h"

#include <cstdint>
#include <memory>
#include <string>

namespace msched {

/// A dense, row-major, 64-byte aligned buffer holding one tensor.
class Buffer {
public:
  explicit Buffer(const TensorInfo &info);
  Buffer(Buffer &&) = default;
  Buffer &operator=(Buffer &&) = default;

  void *data() const { return storage.get(); }
  const TensorInfo &info() const { return tensor; }
  /// Element `i` widened to double.
  double at(int64_t i) const;

  /// Deterministic pseudo-random values from `seed` (splitmix64, so the data
  /// is the same on every machine and run): floats uniform in [-1, 1) (bf16:
  /// rounded to nearest even), i8 every byte value (-128..127 read signed,
  /// 0..255 unsigned), i32 in -128..127.
  void fillRandom(uint64_t seed);
  void fillZero();

private:
  struct Free {
    void operator()(void *p) const;
  };
  TensorInfo tensor;
  std::unique_ptr<void, Free> storage;
};

/// Result of comparing a candidate's output with the reference output.
struct OutputComparison {
  bool ok = true;
  double maxAbsError = 0;  ///< largest |out - ref| (inf for a NaN mismatch)
  int64_t worstIndex = -1; ///< flat index of the largest relative error
  double tolerance = 0;    ///< allowed |out - ref| / (1 + |ref|)
};

/// Relative tolerance for outputs of element `kind` produced by reductions of
/// length `reductionLength`: 16 * machine epsilon * sqrt(reductionLength)
/// (rounding error of a reordered sum grows like its square root), at least
/// 16 * epsilon; bf16's epsilon is 2^-7. 0 (exact) for integers.
double outputTolerance(ElementKind kind, int64_t reductionLength);

/// Compares `out` with `ref` element by element: |out - ref| <= tolerance *
/// (1 + |ref|). NaN matches only NaN.
OutputComparison compareOutputs(const Buffer &out, const Buffer &ref,
                                int64_t reductionLength);

/// Seed of the input data of argument `index` (fixed, so the reference and
/// every candidate see the same inputs).
inline uint64_t inputSeed(unsigned index) { return 0x5eed0000u + index; }

} // namespace msched

#endif // MSCHED_BUFFERS_H
