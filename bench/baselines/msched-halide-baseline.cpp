//===- msched-halide-baseline.cpp - Halide Adams2019 reference timings ----===//
//
// Times msched's GEMM and convolution benchmark workloads as Halide 14
// pipelines scheduled by the Adams2019 autoscheduler, and prints the same
// table columns as msched-run and msched-baselines, plus the autoscheduling
// and JIT-compile time of each row. Standalone: no LLVM/MLIR, plain argv
// parsing; Halide brings its own LLVM 14 inside libHalide.
//
// Every row runs in a forked child process. Halide's JIT runtime sizes its
// thread pool once per process (from HL_NUM_THREADS) and does not reliably
// shrink it afterwards, so a fresh process is the only dependable way to get
// exactly T threads; it also confines an autoscheduler crash to its row.
//
//===----------------------------------------------------------------------===//

#include "BaselineCommon.h"

#include <Halide.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

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
#include <string>
#include <thread>
#include <vector>

#ifndef MSCHED_HALIDE_ADAMS2019_PLUGIN
// Without a path from CMake, let dlopen search for
// libautoschedule_adams2019.so.
#define MSCHED_HALIDE_ADAMS2019_PLUGIN "autoschedule_adams2019"
#endif
#ifndef MSCHED_HALIDE_VERSION
#define MSCHED_HALIDE_VERSION "?"
#endif

namespace {

using msched_baselines::CommonOptions;
using msched_baselines::fillRandom;
using msched_baselines::formatPeakPercent;
using msched_baselines::timeMedian;
using msched_baselines::TimingOptions;
using msched_baselines::warnIfBusy;

constexpr const char *kImpl = "halide-adams2019";

// Child exit codes, so the parent can say why a row is missing.
constexpr int kExitWrongResult = 3;
constexpr int kExitHalideError = 4;

//===----------------------------------------------------------------------===//
// Workloads (names, shapes and FLOPs must match bench/workloads/*.mlir)
//===----------------------------------------------------------------------===//

enum class Kind { Gemm, Conv };

struct Workload {
  const char *name;
  Kind kind;
  int n = 0; // GEMM size (square)
  // Convolution (NWC/NHWC input, WCF/HWCF weights, batch 1): spatial rank,
  // input extent per spatial dim (outermost first), channels, kernel,
  // stride, padding, dilation (msched convention: 1 = dense).
  int rank = 0;
  std::array<int, 2> in{};
  int ic = 0, oc = 0, k = 0, stride = 1, pad = 0, dil = 1;
};

Workload gemm(const char *name, int n) {
  Workload w{name, Kind::Gemm};
  w.n = n;
  return w;
}

Workload conv(const char *name, int rank, std::array<int, 2> in, int ic, int oc,
              int k, int stride, int pad, int dil = 1) {
  Workload w{name, Kind::Conv};
  w.rank = rank;
  w.in = in;
  w.ic = ic;
  w.oc = oc;
  w.k = k;
  w.stride = stride;
  w.pad = pad;
  w.dil = dil;
  return w;
}

// The subset of msched's workloads written here; the rest (c3d, dep, grp,
// t2d, cbr) are only in msched-baselines.
const std::vector<Workload> &allWorkloads() {
  static const std::vector<Workload> ws = {
      gemm("gmm_128", 128),
      gemm("gmm_256", 256),
      gemm("gmm_512", 512),
      gemm("gmm_1024", 1024),
      gemm("gmm_2048", 2048),
      conv("c1d", 1, {256}, 64, 128, 3, 2, 1),
      conv("c2d", 2, {224, 224}, 3, 64, 7, 2, 3),
      conv("dil", 2, {224, 224}, 3, 64, 7, 2, 3, 2),
  };
  return ws;
}

int outExtent(const Workload &w, int in) {
  int span = w.dil * (w.k - 1) + 1;
  return (in + 2 * w.pad - span) / w.stride + 1;
}

// msched's FLOP convention (2 per multiply-add), as in the .mlir files.
double flops(const Workload &w) {
  if (w.kind == Kind::Gemm)
    return 2.0 * w.n * w.n * w.n;
  double outPoints = 1, kernel = 1;
  for (int i = 0; i < w.rank; ++i) {
    outPoints *= outExtent(w, w.in[i]);
    kernel *= w.k;
  }
  return 2.0 * outPoints * w.oc * w.ic * kernel;
}

//===----------------------------------------------------------------------===//
// Halide pipelines
//===----------------------------------------------------------------------===//

// Halide lists dimensions innermost first, so a row-major MLIR tensor of
// shape (d0, ..., dn) is a Halide buffer of extents (dn, ..., d0).
using Extents = std::vector<int>;

struct Problem {
  std::vector<Halide::ImageParam> inputs;
  std::vector<Extents> inputExtents;
  Halide::Func output;
  Extents outputExtents;
};

Halide::Region fullRegion(const Extents &extents) {
  Halide::Region r;
  for (int e : extents)
    r.emplace_back(0, e);
  return r;
}

// Fixed, dense shapes: msched compiles static shapes too, and constant
// strides let Halide fold the address arithmetic. The estimates are what
// Adams2019 actually reads.
template <typename DimOf>
void constrainDense(DimOf dimOf, const Extents &extents) {
  int stride = 1;
  for (size_t d = 0; d < extents.size(); ++d) {
    dimOf(static_cast<int>(d)).set_bounds(0, extents[d]).set_stride(stride);
    stride *= extents[d];
  }
}

// C = A * B. The accumulator is its own Func rather than an update of the
// output: that lets Adams2019 compute it at register tiles of C (k outside
// an unrolled/vectorized tile). With the update on the output itself it
// only finds loop tilings with the k loop between vector and row loops,
// which ran at ~8 GFLOP/s for gmm_1024.
Problem buildGemm(const Workload &w) {
  using namespace Halide;
  Problem p;
  ImageParam a(Float(32), 2, "A"), b(Float(32), 2, "B");
  Var i("i"), j("j");
  RDom k(0, w.n, "k");
  Func prod("prod"), c("C");
  prod(j, i) = 0.0f;
  prod(j, i) += a(k, i) * b(j, k);
  c(j, i) = prod(j, i);
  p.inputs = {a, b};
  p.inputExtents = {{w.n, w.n}, {w.n, w.n}};
  p.output = c;
  p.outputExtents = {w.n, w.n};
  return p;
}

// NWC x WCF -> NWF (rank 1) or NHWC x HWCF -> NHWF (rank 2), zero padding
// as a boundary condition on the input (the .mlir files pad with
// tensor.pad; here the autoscheduler decides whether to materialize it).
Problem buildConv(const Workload &w) {
  using namespace Halide;
  Problem p;
  const int rank = w.rank;
  ImageParam input(Float(32), rank + 2, "I"), weights(Float(32), rank + 2, "K");
  // Halide order: input (c, x[, y], n), weights (f, c, kx[, ky]),
  // output (f, x[, y], n).
  Extents inExt = {w.ic}, weiExt = {w.oc, w.ic}, outExt = {w.oc};
  for (int d = rank - 1; d >= 0; --d) {
    inExt.push_back(w.in[d]);
    weiExt.push_back(w.k);
    outExt.push_back(outExtent(w, w.in[d]));
  }
  inExt.push_back(1);
  outExt.push_back(1);

  Func padded =
      BoundaryConditions::constant_exterior(input, 0.0f, fullRegion(inExt));
  std::vector<Var> vars = {Var("f")};
  for (int d = 0; d < rank; ++d)
    vars.push_back(Var(d == 0 ? "x" : "y"));
  vars.push_back(Var("n"));
  Region rRange = {{0, w.ic}};
  for (int d = 0; d < rank; ++d)
    rRange.emplace_back(0, w.k);
  RDom r(rRange, "r"); // r[0] = c, r[1 + d] = kernel offset in dim d

  std::vector<Expr> inArgs = {r[0]}, weiArgs = {vars[0], r[0]};
  for (int d = 0; d < rank; ++d) {
    inArgs.push_back(vars[1 + d] * w.stride + r[1 + d] * w.dil - w.pad);
    weiArgs.push_back(r[1 + d]);
  }
  inArgs.push_back(vars.back());

  std::vector<Expr> outArgs(vars.begin(), vars.end());
  Func prod("prod"), out("O");
  prod(outArgs) = 0.0f;
  prod(outArgs) += weights(weiArgs) * padded(inArgs);
  out(outArgs) = prod(outArgs); // separate accumulator: see buildGemm
  p.inputs = {input, weights};
  p.inputExtents = {inExt, weiExt};
  p.output = out;
  p.outputExtents = outExt;
  return p;
}

Problem buildProblem(const Workload &w) {
  Problem p = w.kind == Kind::Gemm ? buildGemm(w) : buildConv(w);
  for (size_t i = 0; i < p.inputs.size(); ++i) {
    Halide::ImageParam &in = p.inputs[i];
    constrainDense([&](int d) { return in.dim(d); }, p.inputExtents[i]);
    in.set_estimates(fullRegion(p.inputExtents[i]));
  }
  Halide::OutputImageParam outBuf = p.output.output_buffer();
  constrainDense([&](int d) { return outBuf.dim(d); }, p.outputExtents);
  p.output.set_estimates(fullRegion(p.outputExtents));
  return p;
}

//===----------------------------------------------------------------------===//
// Reference check
//===----------------------------------------------------------------------===//

// Double-precision value of one output element and the sum of the absolute
// products (the scale of the float rounding error). `pos` is in Halide
// order, buffers are dense row-major in MLIR order.
struct RefValue {
  double value = 0, absSum = 0;
};

RefValue referenceAt(const Workload &w, const std::vector<const float *> &in,
                     const std::vector<int> &pos) {
  RefValue r;
  auto add = [&](double x) {
    r.value += x;
    r.absSum += std::fabs(x);
  };
  if (w.kind == Kind::Gemm) {
    int j = pos[0], i = pos[1], n = w.n;
    for (int k = 0; k < n; ++k)
      add(double(in[0][size_t(i) * n + k]) * in[1][size_t(k) * n + j]);
    return r;
  }
  // Convolution, rank 1 or 2; a rank-1 conv is a rank-2 one with H = KH = 1.
  int f = pos[0];
  int ox = pos[1], oy = w.rank == 2 ? pos[2] : 0;
  int inH = w.rank == 2 ? w.in[0] : 1, inW = w.in[w.rank - 1];
  int kh = w.rank == 2 ? w.k : 1, kw = w.k;
  int padH = w.rank == 2 ? w.pad : 0;
  for (int ky = 0; ky < kh; ++ky) {
    int iy = oy * w.stride + ky * w.dil - padH;
    if (iy < 0 || iy >= inH)
      continue;
    for (int kx = 0; kx < kw; ++kx) {
      int ix = ox * w.stride + kx * w.dil - w.pad;
      if (ix < 0 || ix >= inW)
        continue;
      for (int c = 0; c < w.ic; ++c) {
        size_t inIdx = (size_t(iy) * inW + ix) * w.ic + c;
        size_t weiIdx = ((size_t(ky) * kw + kx) * w.ic + c) * w.oc + f;
        add(double(in[0][inIdx]) * in[1][weiIdx]);
      }
    }
  }
  return r;
}

// Compares the corners and some pseudo-random elements of the output (the
// corners exercise the zero padding). Returns the number of mismatches.
int checkOutput(const Workload &w, const std::vector<const float *> &in,
                const Halide::Buffer<float> &out) {
  const int dims = out.dimensions();
  std::vector<std::vector<int>> points;
  for (int corner = 0; corner < (1 << dims); ++corner) {
    std::vector<int> pos(dims);
    for (int d = 0; d < dims; ++d)
      pos[d] = (corner >> d) & 1 ? out.dim(d).extent() - 1 : 0;
    points.push_back(pos);
  }
  uint64_t s = 12345;
  for (int p = 0; p < 64; ++p) {
    std::vector<int> pos(dims);
    for (int d = 0; d < dims; ++d) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      pos[d] = static_cast<int>((s >> 33) % out.dim(d).extent());
    }
    points.push_back(pos);
  }
  int bad = 0;
  for (const std::vector<int> &pos : points) {
    RefValue ref = referenceAt(w, in, pos);
    double got = out(pos.data());
    // Float accumulation error grows with the reduction length; 1e-4 of the
    // absolute sum is loose for that and far below any indexing error.
    if (!(std::fabs(got - ref.value) <= 1e-4 * ref.absSum + 1e-6)) {
      if (++bad <= 5) {
        std::string at;
        for (int c : pos)
          at += (at.empty() ? "" : ",") + std::to_string(c);
        std::fprintf(stderr,
                     "msched-halide-baseline: %s: output(%s) = %g, "
                     "reference %g\n",
                     w.name, at.c_str(), got, ref.value);
      }
    }
  }
  return bad;
}

//===----------------------------------------------------------------------===//
// Process CPU time and wall-clock helpers (the timing protocol itself is
// msched_baselines::timeMedian, shared with msched-baselines)
//===----------------------------------------------------------------------===//

double processCpuSeconds() {
  rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec +
         1e-6 * (u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

//===----------------------------------------------------------------------===//
// One table row (runs in a child process)
//===----------------------------------------------------------------------===//

struct Options : CommonOptions {
  std::vector<const Workload *> workloads;
  bool printSchedule = false;
};

int runRow(const Workload &w, int threads, const Options &opts) {
  using Clock = std::chrono::steady_clock;
  Halide::load_plugin(MSCHED_HALIDE_ADAMS2019_PLUGIN);
  Halide::Target target = Halide::get_jit_target_from_environment();
  Problem p = buildProblem(w);
  Halide::Pipeline pipeline(p.output);

  // With parallelism 1, Halide 14's Adams2019 skips its beam search and
  // returns a much slower schedule (gmm_1024, one thread: ~20 instead of ~50
  // GFLOP/s), so tune for at least 2 cores; with one thread the parallel
  // loops simply run serially. The cache size and balance are Mullapudi2016
  // parameters that Adams2019 ignores.
  const int parallelism = std::max(2, threads);
  auto t0 = Clock::now();
  Halide::AutoSchedulerResults sched = pipeline.auto_schedule(
      "Adams2019", target,
      Halide::MachineParams(parallelism, 16 * 1024 * 1024, 40));
  double autoscheduleSecs = secondsSince(t0);
  auto t1 = Clock::now();
  pipeline.compile_jit(target);
  double compileSecs = secondsSince(t1);
  double tuneSecs = autoscheduleSecs + compileSecs;
  std::fprintf(stderr,
               "# %s threads %d: Adams2019 (parallelism %d) %.2f s + "
               "compile_jit %.2f s = tune %.2f s\n",
               w.name, threads, parallelism, autoscheduleSecs, compileSecs,
               tuneSecs);
  if (opts.printSchedule)
    std::fprintf(stderr, "%s\n", sched.schedule_source.c_str());

  std::vector<Halide::Buffer<float>> inputs;
  std::vector<const float *> inputData;
  for (size_t i = 0; i < p.inputs.size(); ++i) {
    inputs.emplace_back(p.inputExtents[i]);
    fillRandom(inputs.back().data(), inputs.back().number_of_elements(), i + 1);
    p.inputs[i].set(inputs.back());
    inputData.push_back(inputs.back().data());
  }
  Halide::Buffer<float> out(p.outputExtents);

  double cpu0 = processCpuSeconds();
  auto wall0 = Clock::now();
  double secs = timeMedian([&] { pipeline.realize(out, target); }, opts.timing);
  double busyCpus = (processCpuSeconds() - cpu0) / secondsSince(wall0);
  // Shows that the thread count took effect: ~1.0 for one thread.
  std::fprintf(stderr, "# %s threads %d: %.2f CPUs busy while timing\n", w.name,
               threads, busyCpus);

  int bad = checkOutput(w, inputData, out);
  if (bad) {
    std::fprintf(stderr,
                 "msched-halide-baseline: %s threads %d: %d sampled outputs "
                 "differ from the reference\n",
                 w.name, threads, bad);
    return kExitWrongResult;
  }

  double gflops = flops(w) / secs * 1e-9;
  std::string peak =
      formatPeakPercent(gflops, opts.peaks, opts.threads, threads);
  std::printf("%-16s %-16s %7d %12.6e %10.2f %7s %8.2f\n", kImpl, w.name,
              threads, secs, gflops, peak.c_str(), tuneSecs);
  std::fflush(stdout);
  return 0;
}

// Runs one row in a child process with HL_NUM_THREADS set before the Halide
// runtime starts its thread pool. Returns false if the row is missing.
bool runRowInChild(const Workload &w, int threads, const Options &opts) {
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    std::perror("msched-halide-baseline: fork");
    return false;
  }
  if (pid == 0) {
    setenv("HL_NUM_THREADS", std::to_string(threads).c_str(), 1);
    int code = kExitHalideError;
    try {
      code = runRow(w, threads, opts);
    } catch (const Halide::Error &e) {
      std::fprintf(stderr,
                   "msched-halide-baseline: %s threads %d: Halide: %s\n",
                   w.name, threads, e.what());
    } catch (const std::exception &e) {
      std::fprintf(stderr, "msched-halide-baseline: %s threads %d: %s\n",
                   w.name, threads, e.what());
    }
    std::fflush(stdout);
    std::fflush(stderr);
    std::exit(code);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) {
    std::perror("msched-halide-baseline: waitpid");
    return false;
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
    return true;
  std::string why;
  if (WIFSIGNALED(status))
    why = std::string("crashed (") + strsignal(WTERMSIG(status)) + ")";
  else if (WEXITSTATUS(status) == kExitWrongResult)
    why = "wrong result";
  else if (WEXITSTATUS(status) == kExitHalideError)
    why = "Halide error (see above)";
  else
    why = "exit status " + std::to_string(WEXITSTATUS(status));
  std::fprintf(stderr, "# %s threads %d: row skipped: %s\n", w.name, threads,
               why.c_str());
  return false;
}

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

[[noreturn]] void usage(int code) {
  FILE *f = code ? stderr : stdout;
  std::fprintf(
      f,
      "usage: msched-halide-baseline [--workload NAME]... [--threads T]...\n"
      "                              [--peak GFLOPS]... [--min-repeat-ms MS]\n"
      "                              [--repeat N] [--print-schedule]\n"
      "  defaults: all workloads, threads 1 and 2, --min-repeat-ms 100,\n"
      "            --repeat 7\n"
      "  --peak: %%peak = GFLOP/s / peak, as in msched-run; one value is\n"
      "          used for every row, several pair up with the --threads\n"
      "          values in order (--threads 1 --threads 2 --peak 246\n"
      "          --peak 490)\n"
      "  --print-schedule: print each Adams2019 schedule to stderr\n"
      "  workloads:");
  for (const Workload &w : allWorkloads())
    std::fprintf(f, " %s", w.name);
  std::fprintf(f, "\n");
  std::exit(code);
}

[[noreturn]] void badArg(const std::string &msg) {
  std::fprintf(stderr, "msched-halide-baseline: %s\n", msg.c_str());
  usage(2);
}

Options parseArgs(int argc, char **argv) {
  Options opts;
  for (int i = 1; i < argc; ++i) {
    std::string flag = argv[i];
    if (flag == "-h" || flag == "--help")
      usage(0);
    if (flag == "--print-schedule") {
      opts.printSchedule = true;
      continue;
    }
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
    } else {
      badArg("unknown option '" + flag + "'");
    }
  }
  if (opts.workloads.empty())
    for (const Workload &w : allWorkloads())
      opts.workloads.push_back(&w);
  opts.finish(badArg);
  return opts;
}

} // namespace

int main(int argc, char **argv) {
  Options opts = parseArgs(argc, argv);
  // Identification goes to stderr so stdout is just the table. Reading the
  // target only queries cpuid: the parent starts no Halide runtime or
  // threads, so fork() is safe and every child starts from a clean runtime.
  std::string target;
  try {
    target = Halide::get_jit_target_from_environment().to_string();
  } catch (const std::exception &e) { // e.g. a bad HL_JIT_TARGET
    std::fprintf(stderr, "msched-halide-baseline: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr, "# Halide %s, plugin %s, target %s\n",
               MSCHED_HALIDE_VERSION, MSCHED_HALIDE_ADAMS2019_PLUGIN,
               target.c_str());
  warnIfBusy();

  std::printf("%-16s %-16s %7s %12s %10s %7s %8s\n", "impl", "workload",
              "threads", "seconds", "GFLOP/s", "%peak", "tune_s");
  bool allRows = true;
  for (const Workload *w : opts.workloads)
    for (int t : opts.threads)
      allRows &= runRowInChild(*w, t, opts);
  return allRows ? 0 : 1;
}
