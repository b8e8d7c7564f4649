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

struct Workload {
  const char *name;
  Kind kind;
  int64_t n = 0; // GEMM size (square)
  // Convolution: spatial rank, input extent per spatial dim (outermost
  // first), channels, kernel, stride, padding, dilation (msched convention:
  // 1 = dense), groups, and whether scale+shift+ReLU follows.
  int rank = 0;
  std::array<int64_t, 3> in{};
  int64_t ic = 0, oc = 0, k = 0, stride = 1, pad = 0, dil = 1, groups = 1;
  bool cbr = false;
  // Norm and Softmax: (B, M, N) of the input A. TransposeBmm: (B, S, H, D) of
  // Q and K, the output is (B, H, S, S).
  std::array<int64_t, 4> shape{};
};

Workload gemm(const char *name, int64_t n) {
  Workload w{name, Kind::Gemm};
  w.n = n;
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

const std::vector<Workload> &allWorkloads() {
  static const std::vector<Workload> ws = {
      gemm("gmm_128", 128),
      gemm("gmm_256", 256),
      gemm("gmm_512", 512),
      gemm("gmm_1024", 1024),
      gemm("gmm_2048", 2048),
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
  };
  return ws;
}

int64_t outExtent(const Workload &w, int64_t in) {
  int64_t span = w.dil * (w.k - 1) + 1;
  if (w.kind == Kind::Deconv)
    return (in - 1) * w.stride - 2 * w.pad + span;
  return (in + 2 * w.pad - span) / w.stride + 1;
}

// msched's FLOP convention. For t2d this counts the full kernel at every
// output point (2*8*8*256*512*16), i.e. 4x the multiplies a stride-2
// transposed conv really needs; kept so GFLOP/s match msched-run.
double flops(const Workload &w) {
  const auto &s = w.shape;
  switch (w.kind) {
  case Kind::Gemm:
    return 2.0 * w.n * w.n * w.n;
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
  const int n = static_cast<int>(w.n);
  size_t elems = static_cast<size_t>(n) * n;
  Buffer a = allocBuffer(elems), b = allocBuffer(elems), c = allocBuffer(elems);
  fillRandom(a.get(), elems, 1);
  fillRandom(b.get(), elems, 2);
  std::memset(c.get(), 0, elems * sizeof(float));
  return timeMedian(
      [&] {
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f,
                    a.get(), n, b.get(), n, 0.0f, c.get(), n);
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

// A tensor in the primitive's chosen layout, filled with random data via a
// one-time (untimed) reorder from a plain buffer. The values are random, so
// the plain buffer's layout does not matter.
memory makeInput(const memory::desc &want, const Dims &dims, uint64_t seed,
                 const dnnl::engine &eng, dnnl::stream &strm) {
  memory::desc plainDesc(dims, memory::data_type::f32, plainTag(dims.size()));
  memory plain(plainDesc, eng);
  fillRandom(static_cast<float *>(plain.get_data_handle()),
             plainDesc.get_size() / sizeof(float), seed);
  if (want == plainDesc)
    return plain;
  memory m(want, eng);
  dnnl::reorder(plain, m).execute(strm, plain, m);
  strm.wait();
  return m;
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
// double-precision reference; NaN always fails.
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

  if (w.kind == Kind::Gemm) {
    Dims dims = {w.n, w.n};
    memory::desc srcMd(dims, f32, any), weiMd(dims, f32, any),
        dstMd(dims, f32, any);
    dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(srcMd, weiMd, dstMd),
                                    eng);
    prim = dnnl::matmul(pd);
    args[DNNL_ARG_SRC] = makeInput(pd.src_desc(), dims, 1, eng, strm);
    args[DNNL_ARG_WEIGHTS] = makeInput(pd.weights_desc(), dims, 2, eng, strm);
    args[DNNL_ARG_DST] = memory(pd.dst_desc(), eng);
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
    memory::desc srcMd(src, f32, any), weiMd(wei, f32, any),
        dstMd(dst, f32, any);

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
    args[DNNL_ARG_SRC] = makeInput(pdSrc, src, 1, eng, strm);
    args[DNNL_ARG_WEIGHTS] = makeInput(pdWei, wei, 2, eng, strm);
    args[DNNL_ARG_DST] = memory(pdDst, eng);
    if (w.cbr) {
      args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(0) | DNNL_ARG_SRC_1] =
          makeInput(chanMd, chanDims, 3, eng, strm);
      args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(1) | DNNL_ARG_SRC_1] =
          makeInput(chanMd, chanDims, 4, eng, strm);
    }
  }

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
      if (blas && w->kind != Kind::Gemm)
        continue; // OpenBLAS rows only for GEMMs
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
