//===- msched-baselines.cpp - oneDNN / OpenBLAS reference timings ---------===//
//
// Times msched's GEMM, convolution, transpose+batch-matmul, norm and softmax
// benchmark workloads with vendor libraries and prints the same table columns
// as msched-run, so tuned and library numbers line up. Standalone: no
// LLVM/MLIR, plain argv parsing.
//
// Layouts: msched uses NHWC/HWCF; here every GEMM/conv oneDNN tensor is
// created with format_tag::any so the library picks its fastest layout, and
// the one-time reorders into it are not timed. oneDNN 2.6.3 on AVX-512 picks
// (see DNNL_VERBOSE=1): matmul A/C plain row-major, B prepacked BA16a64b;
// c1d/c2d/c3d/dil/cbr channels-last activations (nwc/nhwc/ndhwc) with
// blocked weights; dep nhwc; grp and t2d nChw16c. OpenBLAS is row-major
// cblas_sgemm on plain buffers (it packs B inside every call).
//
// tbg, nrm and sfm use msched's plain layouts and their results are checked
// against naive loops before timing. tbg is a batched matmul that reads Q and
// K in place through strided descriptors (brg:avx512_core). nrm is an
// eltwise_square followed by a reduction_sum with a sqrt post-op (both JIT):
// oneDNN 2.6's one-step reduction_norm_lp_sum only has the reference kernel
// (ref:any, one thread, ~180x slower). sfm is softmax_v2 (jit:avx512_core).
//
// Low precision: gmm_1024_bf16 and c2d_bf16 take bf16 inputs and write f32;
// gmm_1024_i8 and dense_i8_bert take u8 activations and s8 weights and write
// s32. They go through the same code as their f32 shapes (format_tag::any,
// untimed reorders), and OpenBLAS has no rows for them. Every GEMM and
// convolution (except cbr and t2d) is checked on a sample of outputs against
// double-precision loops over the (bf16-rounded) inputs before timing. stderr
// names the oneDNN implementation of every row and warns when it is a
// reference kernel, e.g. on a host without AVX512-BF16 or VNNI.
//
//===----------------------------------------------------------------------===//

#include "BaselineCommon.h"

#include <cblas.h>
#include <dnnl.hpp>
#include <omp.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <unistd.h>
#include <unordered_map>
#include <vector>

namespace {

using msched_baselines::CommonOptions;
using msched_baselines::fillRandom;
using msched_baselines::formatPeakPercent;
using msched_baselines::timeMedian;
using msched_baselines::TimingOptions;
using msched_baselines::warnIfBusy;

using dnnl::memory;
using Dims = memory::dims;

//===----------------------------------------------------------------------===//
// Workloads (names and shapes must match msched's bench workloads)
//===----------------------------------------------------------------------===//

enum class Kind { Gemm, Conv, Deconv, Norm, Softmax, TransposeBmm };

// Element types of (input, weights, output): f32 x f32 -> f32,
// bf16 x bf16 -> f32, or u8 x s8 -> s32.
enum class Precision { F32, BF16, I8 };

struct Workload {
  const char *name;
  Kind kind;
  Precision prec = Precision::F32; // Gemm and Conv only
  // Convolution: spatial rank, input extent per spatial dim (outermost
  // first), channels, kernel, stride, padding, dilation (msched convention:
  // 1 = dense), groups, and whether scale+shift+ReLU follows.
  int rank = 0;
  std::array<int64_t, 3> in{};
  int64_t ic = 0, oc = 0, k = 0, stride = 1, pad = 0, dil = 1, groups = 1;
  bool cbr = false;
  // Gemm: (M, N, K), C[M x N] = A[M x K] * B[K x N], all row-major.
  // Norm and Softmax: (B, M, N) of the input A. TransposeBmm: (B, S, H, D) of
  // Q and K, the output is (B, H, S, S).
  std::array<int64_t, 4> shape{};
};

Workload gemm(const char *name, int64_t m, int64_t n, int64_t k,
              Precision prec = Precision::F32) {
  Workload w{name, Kind::Gemm, prec};
  w.shape = {m, n, k};
  return w;
}

Workload conv(const char *name, Kind kind, int rank, std::array<int64_t, 3> in,
              int64_t ic, int64_t oc, int64_t k, int64_t stride, int64_t pad,
              int64_t dil = 1, int64_t groups = 1, bool cbr = false) {
  Workload w{name, kind};
  w.rank = rank;
  w.in = in;
  w.ic = ic;
  w.oc = oc;
  w.k = k;
  w.stride = stride;
  w.pad = pad;
  w.dil = dil;
  w.groups = groups;
  w.cbr = cbr;
  return w;
}

Workload tensorOp(const char *name, Kind kind, std::array<int64_t, 4> shape) {
  Workload w{name, kind};
  w.shape = shape;
  return w;
}

// The shape of `w` under another name, with low-precision elements.
Workload lowPrecision(const char *name, Workload w, Precision prec) {
  w.name = name;
  w.prec = prec;
  return w;
}

const std::vector<Workload> &allWorkloads() {
  static const std::vector<Workload> ws = {
      gemm("gmm_128", 128, 128, 128),
      gemm("gmm_256", 256, 256, 256),
      gemm("gmm_512", 512, 512, 512),
      gemm("gmm_1024", 1024, 1024, 1024),
      gemm("gmm_2048", 2048, 2048, 2048),
      conv("c1d", Kind::Conv, 1, {256}, 64, 128, 3, 2, 1),
      conv("c2d", Kind::Conv, 2, {224, 224}, 3, 64, 7, 2, 3),
      conv("c3d", Kind::Conv, 3, {16, 224, 224}, 3, 64, 7, 2, 3),
      conv("dep", Kind::Conv, 2, {112, 112}, 32, 32, 3, 1, 1, 1, 32),
      conv("dil", Kind::Conv, 2, {224, 224}, 3, 64, 7, 2, 3, 2),
      conv("grp", Kind::Conv, 2, {56, 56}, 64, 128, 3, 2, 1, 1, 4),
      conv("t2d", Kind::Deconv, 2, {4, 4}, 512, 256, 4, 2, 1),
      conv("cbr", Kind::Conv, 2, {224, 224}, 3, 64, 7, 2, 3, 1, 1, true),
      tensorOp("tbg", Kind::TransposeBmm, {1, 128, 12, 64}),
      tensorOp("nrm", Kind::Norm, {1, 256, 256}),
      tensorOp("sfm", Kind::Softmax, {1, 256, 256}),
      gemm("gmm_1024_bf16", 1024, 1024, 1024, Precision::BF16),
      gemm("gmm_1024_i8", 1024, 1024, 1024, Precision::I8),
      gemm("dense_i8_bert", 128, 3072, 768, Precision::I8),
      // Held-out shapes (not the paper's): a ResNet-50 3x3 conv and a
      // BERT-base feed-forward matmul in f32.
      conv("r3x3", Kind::Conv, 2, {56, 56}, 64, 64, 3, 1, 1),
      gemm("gmm_bert", 128, 3072, 768),
      // Held-out shapes added in session 30: a ResNet-50 1x1 stride-2
      // downsampling conv, a MobileNet v2 stride-2 depthwise conv and
      // pointwise expansion, and a matmul no vector width divides.
      conv("r1x1s2", Kind::Conv, 2, {56, 56}, 256, 512, 1, 2, 0),
      conv("dws2", Kind::Conv, 2, {112, 112}, 96, 96, 3, 2, 1, 1, 96),
      conv("pw", Kind::Conv, 2, {28, 28}, 32, 192, 1, 1, 0),
      gemm("gmm_1000", 1000, 1000, 1000),
      lowPrecision("c2d_bf16",
                   conv("c2d", Kind::Conv, 2, {224, 224}, 3, 64, 7, 2, 3),
                   Precision::BF16),
  };
  return ws;
}

int64_t outExtent(const Workload &w, int64_t in) {
  int64_t span = w.dil * (w.k - 1) + 1;
  if (w.kind == Kind::Deconv)
    return (in - 1) * w.stride - 2 * w.pad + span;
  return (in + 2 * w.pad - span) / w.stride + 1;
}

// msched's FLOP convention (integer multiply-adds count like float ones).
// For t2d this counts the full kernel at every output point
// (2*8*8*256*512*16), i.e. 4x the multiplies a stride-2 transposed conv
// really needs; kept so GFLOP/s match msched-run.
double flops(const Workload &w) {
  const auto &s = w.shape;
  switch (w.kind) {
  case Kind::Gemm:
    return 2.0 * s[0] * s[1] * s[2];
  case Kind::Norm: // mul and add per element, one sqrt per batch
    return 2.0 * s[0] * s[1] * s[2] + s[0];
  case Kind::Softmax: // max, sub, exp, add, div per element
    return 5.0 * s[0] * s[1] * s[2];
  case Kind::TransposeBmm: // 2*B*H*S*S*D; the transposes count 0
    return 2.0 * s[0] * s[2] * s[1] * s[1] * s[3];
  case Kind::Conv:
  case Kind::Deconv:
    break;
  }
  double outPoints = 1, kernel = 1;
  for (int i = 0; i < w.rank; ++i) {
    outPoints *= outExtent(w, w.in[i]);
    kernel *= w.k;
  }
  double f = 2.0 * outPoints * w.oc * (w.ic / w.groups) * kernel;
  if (w.cbr)
    f += 3.0 * outPoints * w.oc; // scale, shift, max
  return f;
}

//===----------------------------------------------------------------------===//
// Data and timing
//===----------------------------------------------------------------------===//

struct FreeDeleter {
  void operator()(float *p) const { std::free(p); }
};
using Buffer = std::unique_ptr<float[], FreeDeleter>;

// 64-byte alignment so both libraries can use aligned zmm loads.
Buffer allocBuffer(size_t n) {
  size_t bytes = (n * sizeof(float) + 63) / 64 * 64;
  auto *p = static_cast<float *>(std::aligned_alloc(64, bytes));
  if (!p) {
    std::fprintf(stderr, "msched-baselines: out of memory\n");
    std::exit(1);
  }
  return Buffer(p);
}

//===----------------------------------------------------------------------===//
// OpenBLAS
//===----------------------------------------------------------------------===//

double timeOpenBlasGemm(const Workload &w, int threads,
                        const TimingOptions &o) {
  openblas_set_num_threads(threads);
  const int m = static_cast<int>(w.shape[0]), n = static_cast<int>(w.shape[1]),
            k = static_cast<int>(w.shape[2]);
  size_t aElems = size_t(m) * k, bElems = size_t(k) * n, cElems = size_t(m) * n;
  Buffer a = allocBuffer(aElems), b = allocBuffer(bElems),
         c = allocBuffer(cElems);
  fillRandom(a.get(), aElems, 1);
  fillRandom(b.get(), bElems, 2);
  std::memset(c.get(), 0, cElems * sizeof(float));
  return timeMedian(
      [&] {
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f,
                    a.get(), k, b.get(), n, 0.0f, c.get(), n);
      },
      o);
}

//===----------------------------------------------------------------------===//
// oneDNN
//===----------------------------------------------------------------------===//

memory::format_tag plainTag(size_t rank) {
  using tag = memory::format_tag;
  static const tag tags[] = {tag::undef, tag::a,     tag::ab,    tag::abc,
                             tag::abcd,  tag::abcde, tag::abcdef};
  return rank < std::size(tags) ? tags[rank] : tag::undef;
}

struct Types {
  memory::data_type src, wei, dst;
};

Types typesOf(Precision prec) {
  using dt = memory::data_type;
  switch (prec) {
  case Precision::BF16:
    return {dt::bf16, dt::bf16, dt::f32};
  case Precision::I8:
    return {dt::u8, dt::s8, dt::s32};
  case Precision::F32:
    break;
  }
  return {dt::f32, dt::f32, dt::f32};
}

// bf16 <-> f32 bit patterns; round to nearest even, as oneDNN converts.
uint16_t toBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  return static_cast<uint16_t>((u + 0x7FFF + ((u >> 16) & 1)) >> 16);
}

float fromBf16(uint16_t b) {
  uint32_t u = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &u, sizeof(f));
  return f;
}

size_t elementCount(const Dims &dims) {
  size_t n = 1;
  for (int64_t d : dims)
    n *= static_cast<size_t>(d);
  return n;
}

// Deterministic data of a dense buffer of `n` elements of `type`: f32 and bf16
// in [-1, 1) (bf16: the f32 values rounded), u8 0..255, s8 -128..127.
void fillTyped(void *p, memory::data_type type, size_t n, uint64_t seed) {
  using dt = memory::data_type;
  if (type == dt::f32) {
    fillRandom(static_cast<float *>(p), n, seed);
  } else if (type == dt::bf16) {
    std::vector<float> f(n);
    fillRandom(f.data(), n, seed);
    auto *b = static_cast<uint16_t *>(p);
    for (size_t i = 0; i < n; ++i)
      b[i] = toBf16(f[i]);
  } else if (type == dt::u8 || type == dt::s8) {
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    auto *b = static_cast<uint8_t *>(p);
    for (size_t i = 0; i < n; ++i) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      b[i] = static_cast<uint8_t>(s >> 56); // s8: the same bits, two's compl.
    }
  } else {
    throw std::runtime_error("fillTyped: unsupported data type");
  }
}

// Element i of a dense buffer of `type`, exactly.
double valueAt(const void *p, memory::data_type type, size_t i) {
  using dt = memory::data_type;
  switch (type) {
  case dt::f32:
    return static_cast<const float *>(p)[i];
  case dt::bf16:
    return fromBf16(static_cast<const uint16_t *>(p)[i]);
  case dt::u8:
    return static_cast<const uint8_t *>(p)[i];
  case dt::s8:
    return static_cast<const int8_t *>(p)[i];
  case dt::s32:
    return static_cast<const int32_t *>(p)[i];
  default:
    throw std::runtime_error("valueAt: unsupported data type");
  }
}

// A tensor in the primitive's chosen layout (and data type), filled with
// deterministic data via a one-time (untimed) reorder from a plain buffer of
// the same data type, which `plainOut` receives if given (for the checks).
memory makeInput(const memory::desc &want, const Dims &dims, uint64_t seed,
                 const dnnl::engine &eng, dnnl::stream &strm,
                 memory *plainOut = nullptr) {
  memory::desc plainDesc(dims, want.data_type(), plainTag(dims.size()));
  memory plain(plainDesc, eng);
  fillTyped(plain.get_data_handle(), want.data_type(), elementCount(dims),
            seed);
  if (plainOut)
    *plainOut = plain;
  if (want == plainDesc)
    return plain;
  memory m(want, eng);
  dnnl::reorder(plain, m).execute(strm, plain, m);
  strm.wait();
  return m;
}

// `m` (a handle) as a plain (row-major, logical dimension order) tensor of its
// data type: itself, or a copy reordered into that layout.
memory toPlain(memory m, const dnnl::engine &eng, dnnl::stream &strm) {
  memory::desc md = m.get_desc();
  memory::desc plainDesc(md.dims(), md.data_type(), plainTag(md.dims().size()));
  if (md == plainDesc)
    return m;
  memory plain(plainDesc, eng);
  dnnl::reorder(m, plain).execute(strm, m, plain);
  strm.wait();
  return plain;
}

// The implementation oneDNN picked for `p`, e.g. "brg:avx512_core_bf16".
std::string implName(const dnnl::primitive &p) {
  const char *name = nullptr;
  if (dnnl_primitive_desc_query(p.get_primitive_desc(),
                                dnnl_query_impl_info_str, 0,
                                &name) != dnnl_success ||
      !name)
    return "?";
  return name;
}

// A memory object in the given (possibly strided) layout, filled with random
// data as stored, i.e. in the order of the underlying buffer.
memory makeRawInput(const memory::desc &md, uint64_t seed,
                    const dnnl::engine &eng) {
  memory m(md, eng);
  fillRandom(static_cast<float *>(m.get_data_handle()),
             md.get_size() / sizeof(float), seed);
  return m;
}

const float *hostData(const memory &m) {
  return static_cast<const float *>(m.get_data_handle());
}

// Fails loudly (throws) when a oneDNN result is further than tol from the
// double-precision reference; NaN always fails. tol = 0 asks for equality.
void expectClose(const Workload &w, size_t index, double got, double want,
                 double tol) {
  if (std::fabs(got - want) <= tol)
    return;
  char msg[256];
  std::snprintf(msg, sizeof(msg),
                "%s: oneDNN result is wrong at element %zu: got %.9g, "
                "reference %.9g (tolerance %.3g)",
                w.name, index, got, want, tol);
  throw std::runtime_error(msg);
}

// Naive references for the non-GEMM/conv kinds, checked over every output
// element (plain layouts: A and out row-major, Q and K in (B, S, H, D)).
void checkNorm(const Workload &w, const float *a, const float *out) {
  const int64_t b = w.shape[0], mn = w.shape[1] * w.shape[2];
  for (int64_t i = 0; i < b; ++i) {
    double sum = 0;
    for (int64_t j = 0; j < mn; ++j)
      sum += double(a[i * mn + j]) * a[i * mn + j];
    double want = std::sqrt(sum);
    expectClose(w, i, out[i], want, 1e-5 * want);
  }
}

void checkSoftmax(const Workload &w, const float *a, const float *out) {
  const int64_t rows = w.shape[0] * w.shape[1], n = w.shape[2];
  for (int64_t r = 0; r < rows; ++r) {
    const float *row = a + r * n;
    double mx = *std::max_element(row, row + n), sum = 0;
    for (int64_t j = 0; j < n; ++j)
      sum += std::exp(row[j] - mx);
    for (int64_t j = 0; j < n; ++j) {
      double want = std::exp(row[j] - mx) / sum;
      expectClose(w, r * n + j, out[r * n + j], want, 1e-5 * want);
    }
  }
}

// Output indices to check: the first and last element and 64 pseudo-random
// ones (fixed seed), out of `n`.
std::vector<size_t> sampleIndices(size_t n) {
  std::vector<size_t> idx = {0, n - 1};
  uint64_t s = 12345;
  for (int i = 0; i < 64; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    idx.push_back(static_cast<size_t>((s >> 16) % n));
  }
  return idx;
}

// The tolerance of a dot product whose exact value is `want` and whose terms
// have absolute values summing to `absSum`: exact for integers; above the f32
// accumulation error otherwise (as for tbg), plus 1e-3 relative for bf16
// (the inputs are rounded to bf16 before the reference sees them).
double dotTolerance(Precision prec, double want, double absSum) {
  switch (prec) {
  case Precision::I8:
    return 0;
  case Precision::BF16:
    return 1e-3 * std::fabs(want) + 1e-5 * absSum;
  case Precision::F32:
    break;
  }
  return 1e-5 * absSum;
}

// GEMM on a sample of outputs (the corners and pseudo-random points); a, b
// and c are plain row-major buffers of the workload's types.
void checkGemm(const Workload &w, const memory &a, const memory &b,
               const memory &c) {
  const int64_t M = w.shape[0], N = w.shape[1], K = w.shape[2];
  const void *pa = a.get_data_handle(), *pb = b.get_data_handle(),
             *pc = c.get_data_handle();
  Types t = typesOf(w.prec);
  std::vector<size_t> idx = sampleIndices(size_t(M) * N);
  idx.push_back(size_t(N) - 1);     // top right
  idx.push_back(size_t(M - 1) * N); // bottom left
  for (size_t i : idx) {
    int64_t m = i / N, n = i % N;
    double sum = 0, absSum = 0;
    for (int64_t k = 0; k < K; ++k) {
      double p = valueAt(pa, t.src, m * K + k) * valueAt(pb, t.wei, k * N + n);
      sum += p;
      absSum += std::fabs(p);
    }
    expectClose(w, i, valueAt(pc, t.dst, i), sum,
                dotTolerance(w.prec, sum, absSum));
  }
}

// Forward convolution (no post-ops) on a sample of outputs. src, wei and dst
// are plain buffers in oneDNN's logical order: (N, C, spatial...),
// ([G,] OC[/G], IC[/G], kernel...) and (N, OC, spatial...).
void checkConv(const Workload &w, const memory &src, const memory &wei,
               const memory &dst) {
  const void *ps = src.get_data_handle(), *pw = wei.get_data_handle(),
             *pd = dst.get_data_handle();
  Types t = typesOf(w.prec);
  const int64_t icg = w.ic / w.groups, ocg = w.oc / w.groups;
  int64_t out[3] = {1, 1, 1}, inSize = 1, outSize = 1, kSize = 1;
  for (int i = 0; i < w.rank; ++i) {
    out[i] = outExtent(w, w.in[i]);
    inSize *= w.in[i];
    outSize *= out[i];
    kSize *= w.k;
  }
  for (size_t i : sampleIndices(size_t(w.oc) * outSize)) {
    int64_t oc = i / outSize, rest = i % outSize, g = oc / ocg;
    int64_t opos[3] = {0, 0, 0};
    for (int d = w.rank - 1; d >= 0; --d) {
      opos[d] = rest % out[d];
      rest /= out[d];
    }
    double sum = 0, absSum = 0;
    for (int64_t ic = 0; ic < icg; ++ic)
      for (int64_t kk = 0; kk < kSize; ++kk) {
        // Kernel position per dimension, outermost first; the input element
        // it meets, or none (padding).
        int64_t kRest = kk, inIdx = 0, stride = 1;
        bool inside = true;
        for (int d = w.rank - 1; d >= 0; --d) {
          int64_t kpos = kRest % w.k;
          kRest /= w.k;
          int64_t pos = opos[d] * w.stride - w.pad + kpos * w.dil;
          inside = inside && pos >= 0 && pos < w.in[d];
          inIdx += pos * stride;
          stride *= w.in[d];
        }
        if (!inside)
          continue;
        double p = valueAt(ps, t.src, (g * icg + ic) * inSize + inIdx) *
                   valueAt(pw, t.wei, (oc * icg + ic) * kSize + kk);
        sum += p;
        absSum += std::fabs(p);
      }
    expectClose(w, i, valueAt(pd, t.dst, i), sum,
                dotTolerance(w.prec, sum, absSum));
  }
}

void checkTransposeBmm(const Workload &w, const float *q, const float *k,
                       const float *out) {
  const int64_t B = w.shape[0], S = w.shape[1], H = w.shape[2], D = w.shape[3];
  size_t idx = 0;
  for (int64_t b = 0; b < B; ++b)
    for (int64_t h = 0; h < H; ++h)
      for (int64_t i = 0; i < S; ++i)
        for (int64_t j = 0; j < S; ++j, ++idx) {
          const float *qi = q + ((b * S + i) * H + h) * D;
          const float *kj = k + ((b * S + j) * H + h) * D;
          double sum = 0, absSum = 0;
          for (int64_t d = 0; d < D; ++d) {
            sum += double(qi[d]) * kj[d];
            absSum += std::fabs(double(qi[d]) * kj[d]);
          }
          // Above the worst-case f32 rounding error of a D-term dot product.
          expectClose(w, idx, out[idx], sum, 1e-5 * absSum);
        }
}

double timeOneDnn(const Workload &w, int threads, const TimingOptions &o) {
  // oneDNN sizes its kernels from omp_get_max_threads() when a primitive is
  // created, so set the thread count before building anything.
  omp_set_num_threads(threads);
  dnnl::engine eng(dnnl::engine::kind::cpu, 0);
  dnnl::stream strm(eng);
  const auto f32 = memory::data_type::f32;
  const auto any = memory::format_tag::any;

  dnnl::primitive prim;
  std::unordered_map<int, memory> args;
  // A primitive that runs before `prim` in every call (nrm's squaring).
  std::optional<dnnl::primitive> pre;
  std::unordered_map<int, memory> preArgs;
  auto execute = [&] {
    if (pre)
      pre->execute(strm, preArgs);
    prim.execute(strm, args);
    strm.wait();
  };
  std::function<void()> check; // set for kinds whose result is verified

  const Types types = typesOf(w.prec);
  // Plain copies of the GEMM and conv inputs, for the checks.
  memory plainSrc, plainWei;

  if (w.kind == Kind::Gemm) {
    Dims aDims = {w.shape[0], w.shape[2]}, bDims = {w.shape[2], w.shape[1]},
         cDims = {w.shape[0], w.shape[1]};
    memory::desc srcMd(aDims, types.src, any), weiMd(bDims, types.wei, any),
        dstMd(cDims, types.dst, any);
    dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(srcMd, weiMd, dstMd),
                                    eng);
    prim = dnnl::matmul(pd);
    args[DNNL_ARG_SRC] =
        makeInput(pd.src_desc(), aDims, 1, eng, strm, &plainSrc);
    args[DNNL_ARG_WEIGHTS] =
        makeInput(pd.weights_desc(), bDims, 2, eng, strm, &plainWei);
    args[DNNL_ARG_DST] = memory(pd.dst_desc(), eng);
    check = [&] {
      checkGemm(w, plainSrc, plainWei, toPlain(args[DNNL_ARG_DST], eng, strm));
    };
  } else if (w.kind == Kind::Norm || w.kind == Kind::Softmax) {
    // Plain (B, M, N) row-major tensors, as msched has them; the last axis
    // is contiguous, which is what both primitives want.
    Dims src = {w.shape[0], w.shape[1], w.shape[2]};
    memory::desc srcMd(src, f32, memory::format_tag::abc);
    args[DNNL_ARG_SRC] = makeInput(srcMd, src, 1, eng, strm);
    if (w.kind == Kind::Norm) {
      // Two fast primitives: square every element (eltwise_square into a
      // temporary), then sum over M and N with a sqrt post-op. The one-step
      // reduction_norm_lp_sum has no JIT kernel in oneDNN 2.6 (the reference
      // kernel parallelizes over the single output: ~2 ms, 180x slower).
      memory::desc dstMd({w.shape[0], 1, 1}, f32, memory::format_tag::abc);
      dnnl::eltwise_forward::primitive_desc squarePd(
          dnnl::eltwise_forward::desc(dnnl::prop_kind::forward_inference,
                                      dnnl::algorithm::eltwise_square, srcMd),
          eng);
      dnnl::post_ops sqrt;
      sqrt.append_eltwise(1.0f, dnnl::algorithm::eltwise_sqrt, 0.0f, 0.0f);
      dnnl::primitive_attr attr;
      attr.set_post_ops(sqrt);
      dnnl::reduction::primitive_desc pd(
          dnnl::reduction::desc(dnnl::algorithm::reduction_sum, srcMd, dstMd,
                                0.0f, 0.0f),
          attr, eng);
      memory squared(srcMd, eng);
      pre = dnnl::eltwise_forward(squarePd);
      preArgs = {{DNNL_ARG_SRC, args[DNNL_ARG_SRC]}, {DNNL_ARG_DST, squared}};
      prim = dnnl::reduction(pd);
      args[DNNL_ARG_SRC] = squared;
      args[DNNL_ARG_DST] = memory(dstMd, eng);
      check = [&] {
        checkNorm(w, hostData(preArgs[DNNL_ARG_SRC]),
                  hostData(args[DNNL_ARG_DST]));
      };
    } else {
      dnnl::softmax_v2_forward::primitive_desc pd(
          dnnl::softmax_v2_forward::desc(dnnl::prop_kind::forward_inference,
                                         dnnl::algorithm::softmax_accurate,
                                         srcMd, srcMd, 2),
          eng);
      prim = dnnl::softmax_v2_forward(pd);
      args[DNNL_ARG_DST] = memory(srcMd, eng);
      check = [&] {
        checkSoftmax(w, hostData(args[DNNL_ARG_SRC]),
                     hostData(args[DNNL_ARG_DST]));
      };
    }
  } else if (w.kind == Kind::TransposeBmm) {
    // Q and K stay in their (B, S, H, D) buffers: strided descriptors view
    // them as (B, H, S, D) and (B, H, D, S), so the transposes are free.
    const int64_t B = w.shape[0], S = w.shape[1], H = w.shape[2],
                  D = w.shape[3];
    memory::desc srcMd({B, H, S, D}, f32, Dims{S * H * D, D, H * D, 1});
    memory::desc weiMd({B, H, D, S}, f32, Dims{S * H * D, D, 1, H * D});
    memory::desc dstMd({B, H, S, S}, f32, memory::format_tag::abcd);
    dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(srcMd, weiMd, dstMd),
                                    eng);
    prim = dnnl::matmul(pd);
    args[DNNL_ARG_SRC] = makeRawInput(srcMd, 1, eng);
    args[DNNL_ARG_WEIGHTS] = makeRawInput(weiMd, 2, eng);
    args[DNNL_ARG_DST] = memory(dstMd, eng);
    check = [&] {
      checkTransposeBmm(w, hostData(args[DNNL_ARG_SRC]),
                        hostData(args[DNNL_ARG_WEIGHTS]),
                        hostData(args[DNNL_ARG_DST]));
    };
  } else {
    Dims src = {1, w.ic}, dst = {1, w.oc}, wei;
    if (w.groups > 1)
      wei = {w.groups, w.oc / w.groups, w.ic / w.groups};
    else
      wei = {w.oc, w.ic};
    Dims strides, dilates, pad;
    for (int i = 0; i < w.rank; ++i) {
      src.push_back(w.in[i]);
      dst.push_back(outExtent(w, w.in[i]));
      wei.push_back(w.k);
      strides.push_back(w.stride);
      dilates.push_back(w.dil - 1); // oneDNN counts dilation from 0
      pad.push_back(w.pad);
    }
    memory::desc srcMd(src, types.src, any), weiMd(wei, types.wei, any),
        dstMd(dst, types.dst, any);

    // cbr: scale, shift and ReLU fused into the convolution as post-ops.
    dnnl::primitive_attr attr;
    Dims chanDims(src.size(), 1);
    chanDims[1] = w.oc;
    memory::desc chanMd(chanDims, f32, plainTag(chanDims.size()));
    if (w.cbr) {
      dnnl::post_ops ops;
      ops.append_binary(dnnl::algorithm::binary_mul, chanMd);
      ops.append_binary(dnnl::algorithm::binary_add, chanMd);
      ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
      attr.set_post_ops(ops);
    }

    memory::desc pdSrc, pdWei, pdDst;
    if (w.kind == Kind::Deconv) {
      dnnl::deconvolution_forward::desc d(dnnl::prop_kind::forward_inference,
                                          dnnl::algorithm::deconvolution_direct,
                                          srcMd, weiMd, dstMd, strides, dilates,
                                          pad, pad);
      dnnl::deconvolution_forward::primitive_desc pd(d, attr, eng);
      prim = dnnl::deconvolution_forward(pd);
      pdSrc = pd.src_desc();
      pdWei = pd.weights_desc();
      pdDst = pd.dst_desc();
    } else {
      dnnl::convolution_forward::desc d(dnnl::prop_kind::forward_inference,
                                        dnnl::algorithm::convolution_direct,
                                        srcMd, weiMd, dstMd, strides, dilates,
                                        pad, pad);
      dnnl::convolution_forward::primitive_desc pd(d, attr, eng);
      prim = dnnl::convolution_forward(pd);
      pdSrc = pd.src_desc();
      pdWei = pd.weights_desc();
      pdDst = pd.dst_desc();
    }
    args[DNNL_ARG_SRC] = makeInput(pdSrc, src, 1, eng, strm, &plainSrc);
    args[DNNL_ARG_WEIGHTS] = makeInput(pdWei, wei, 2, eng, strm, &plainWei);
    args[DNNL_ARG_DST] = memory(pdDst, eng);
    if (w.kind == Kind::Conv && !w.cbr)
      check = [&] {
        checkConv(w, plainSrc, plainWei,
                  toPlain(args[DNNL_ARG_DST], eng, strm));
      };
    if (w.cbr) {
      args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(0) | DNNL_ARG_SRC_1] =
          makeInput(chanMd, chanDims, 3, eng, strm);
      args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(1) | DNNL_ARG_SRC_1] =
          makeInput(chanMd, chanDims, 4, eng, strm);
    }
  }

  // Name the kernels, so that a slow fallback (a reference kernel on a host
  // without e.g. AVX512-BF16 or VNNI) is not taken for the library's best.
  std::string impl = pre ? implName(*pre) + " + " : "";
  impl += implName(prim);
  std::fprintf(stderr, "# onednn %s threads %d: %s\n", w.name, threads,
               impl.c_str());
  if (impl.find("ref") != std::string::npos)
    std::fprintf(stderr,
                 "# warning: %s runs a oneDNN reference kernel (%s): its "
                 "figure is not what the library reaches on a host that "
                 "supports it\n",
                 w.name, impl.c_str());

  if (check) {
    execute();
    check();
  }
  return timeMedian(execute, o);
}

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

[[noreturn]] void usage(int code) {
  std::fprintf(
      code ? stderr : stdout,
      "usage: msched-baselines [--workload NAME]... [--threads T]...\n"
      "                        [--impl onednn|openblas]... [--peak GFLOPS]...\n"
      "                        [--min-repeat-ms MS] [--repeat N]\n"
      "  defaults: all workloads, threads 1 and 2, both impls,\n"
      "            --min-repeat-ms 100, --repeat 7\n"
      "  --peak: %%peak = GFLOP/s / peak, as in msched-run; one value is\n"
      "          used for every row, several pair up with the --threads\n"
      "          values in order (--threads 1 --threads 2 --peak 246\n"
      "          --peak 490)\n"
      "  workloads:");
  for (const Workload &w : allWorkloads())
    std::fprintf(code ? stderr : stdout, " %s", w.name);
  std::fprintf(code ? stderr : stdout, "\n");
  std::exit(code);
}

[[noreturn]] void badArg(const std::string &msg) {
  std::fprintf(stderr, "msched-baselines: %s\n", msg.c_str());
  usage(2);
}

struct Options : CommonOptions {
  std::vector<const Workload *> workloads;
  std::vector<std::string> impls;
};

Options parseArgs(int argc, char **argv) {
  Options opts;
  for (int i = 1; i < argc; ++i) {
    std::string flag = argv[i];
    if (flag == "-h" || flag == "--help")
      usage(0);
    if (i + 1 >= argc)
      badArg("missing value for '" + flag + "'");
    const char *value = argv[++i];
    if (flag == "--workload") {
      const Workload *found = nullptr;
      for (const Workload &w : allWorkloads())
        if (w.name == std::string(value))
          found = &w;
      if (!found)
        badArg(std::string("unknown workload '") + value + "'");
      opts.workloads.push_back(found);
    } else if (opts.parseFlag(flag, value, badArg)) {
    } else if (flag == "--impl") {
      if (std::string(value) != "onednn" && std::string(value) != "openblas")
        badArg(std::string("unknown impl '") + value + "'");
      opts.impls.push_back(value);
    } else {
      badArg("unknown option '" + flag + "'");
    }
  }
  if (opts.workloads.empty())
    for (const Workload &w : allWorkloads())
      opts.workloads.push_back(&w);
  opts.finish(badArg);
  if (opts.impls.empty())
    opts.impls = {"onednn", "openblas"};
  return opts;
}

// The OpenBLAS kernels this host can run, widest first. Debian's
// DYNAMIC_ARCH OpenBLAS 0.3.21 does not know the newest CPUs (it picks
// Haswell kernels on an Emerald Rapids, or generic ones) and forcing SkylakeX
// on an AVX2-only host dies with SIGILL, so the choice follows the host's
// features; "" leaves OpenBLAS's own detection.
const char *openBlasCoreType() {
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
    return "SkylakeX";
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return "Haswell";
  return "";
}

// OpenBLAS reads OPENBLAS_CORETYPE only while loading, so set it and restart
// ourselves. Exec the resolved path, not /proc/self/exe, so the process
// keeps its name.
void ensureOpenBlasCoreType(char **argv) {
  const char *core = openBlasCoreType();
  if (std::getenv("OPENBLAS_CORETYPE") || !*core)
    return;
  setenv("OPENBLAS_CORETYPE", core, 1);
  char self[4096];
  ssize_t len = readlink("/proc/self/exe", self, sizeof(self) - 1);
  if (len > 0) {
    self[len] = '\0';
    execv(self, argv);
  }
  std::perror("msched-baselines: re-exec with OPENBLAS_CORETYPE");
}

int run(int argc, char **argv) {
  Options opts = parseArgs(argc, argv);
  const dnnl_version_t *v = dnnl_version();
  // Library identification goes to stderr so stdout is just the table.
  std::fprintf(stderr,
               "# oneDNN %d.%d.%d (cpu runtime OMP), OpenBLAS core %s\n",
               v->major, v->minor, v->patch, openblas_get_corename());
  warnIfBusy();

  std::printf("%-16s %-16s %7s %12s %10s %7s\n", "impl", "workload", "threads",
              "seconds", "GFLOP/s", "%peak");
  std::fflush(stdout);
  std::string lastImpl;
  for (const Workload *w : opts.workloads) {
    for (const std::string &impl : opts.impls) {
      bool blas = impl == "openblas";
      if (blas && (w->kind != Kind::Gemm || w->prec != Precision::F32))
        continue; // OpenBLAS rows only for f32 GEMMs
      // Both runtimes keep idle workers spinning for a while after a call;
      // let them park before timing the other library.
      if (!lastImpl.empty() && lastImpl != impl)
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
      lastImpl = impl;
      for (int t : opts.threads) {
        double secs = blas ? timeOpenBlasGemm(*w, t, opts.timing)
                           : timeOneDnn(*w, t, opts.timing);
        double gflops = flops(*w) / secs * 1e-9;
        std::string peak =
            formatPeakPercent(gflops, opts.peaks, opts.threads, t);
        std::printf("%-16s %-16s %7d %12.6e %10.2f %7s\n", impl.c_str(),
                    w->name, t, secs, gflops, peak.c_str());
        std::fflush(stdout);
      }
    }
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  ensureOpenBlasCoreType(argv);
  try {
    return run(argc, argv);
  } catch (const dnnl::error &e) {
    std::fprintf(stderr, "msched-baselines: oneDNN error (status %d): %s\n",
                 static_cast<int>(e.status), e.what());
  } catch (const std::exception &e) {
    std::fprintf(stderr, "msched-baselines: error: %s\n", e.what());
  }
  return 1;
}
