//===- FeaturesTest.cpp - Per-store features ------------------------------===//
//
// Golden values of extractLoweredFeatures on small hand-written loop nests
// (every field of the row checked by name), the fixed width and names,
// slog, FLOP conservation on scheduled matmuls (both FeatureIR levels), and
// errors on unbufferized IR.
//
//===----------------------------------------------------------------------===//

#include "ScheduleExamples.h"

#include "msched/Context.h"
#include "msched/HostPeak.h"
#include "msched/Search/Feature/Features.h"
#include "msched/Traces/Schedule.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <map>
#include <string>

using namespace mlir;
using namespace msched;

namespace {

OwningOpRef<ModuleOp> parse(MLIRContext &ctx, StringRef text) {
  return parseSourceString<ModuleOp>(text, &ctx);
}

unsigned indexOf(StringRef name) {
  for (unsigned i = 0; i < kFeatureWidth; ++i)
    if (featureName(i) == name)
      return i;
  ADD_FAILURE() << "no feature named " << name.str();
  return 0;
}

/// Checks the named fields of `row` against slog(raw value) (or the value
/// itself for flags), and that every other field is 0.
void expectRow(const std::vector<float> &row,
               const std::map<std::string, double> &logValues,
               const std::map<std::string, float> &flags) {
  ASSERT_EQ(row.size(), kFeatureWidth);
  std::vector<bool> checked(kFeatureWidth, false);
  for (auto &[name, raw] : logValues) {
    unsigned i = indexOf(name);
    checked[i] = true;
    EXPECT_FLOAT_EQ(row[i], slog(raw)) << name << " (raw " << raw << ")";
  }
  for (auto &[name, value] : flags) {
    unsigned i = indexOf(name);
    checked[i] = true;
    EXPECT_FLOAT_EQ(row[i], value) << name;
  }
  // The target group: 1 thread (the default), this host's vector registers.
  int64_t lanes = hostFmaLanes();
  int64_t registers = lanes >= 16 ? 32 : lanes > 0 ? 16 : 0;
  EXPECT_FLOAT_EQ(row[kTargetOffset], slog(1));
  EXPECT_FLOAT_EQ(row[kTargetOffset + 1], slog(lanes));
  EXPECT_FLOAT_EQ(row[kTargetOffset + 2], slog(registers));
  for (unsigned i = kTargetOffset; i < kFeatureWidth; ++i)
    checked[i] = true;
  for (unsigned i = 0; i < kFeatureWidth; ++i) {
    if (!checked[i]) {
      EXPECT_EQ(row[i], 0.0f) << featureName(i).str();
    }
  }
}

/// A 4x8 elementwise nest: c[i][j] = a[i][j] * b[i][j] + a[i][j].
constexpr const char *kElementwise = R"mlir(
func.func @f(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i, %j] : memref<4x8xf32>
      %y = memref.load %b[%i, %j] : memref<4x8xf32>
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %m, %x : f32
      memref.store %s, %c[%i, %j] : memref<4x8xf32>
    }
  }
  return
}
)mlir";

TEST(Features, TargetGroupCarriesThreadsAndVectorRegisters) {
  std::unique_ptr<MLIRContext> ctx = makeContext();
  OwningOpRef<ModuleOp> module = parse(*ctx, kElementwise);
  ASSERT_TRUE(module);
  FeatureOptions options;
  options.threads = 2;
  options.vectorLanes = 8;
  options.vectorRegisters = 16;
  FailureOr<FeatureRows> rows = extractLoweredFeatures(*module, options);
  ASSERT_TRUE(succeeded(rows));
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_FLOAT_EQ((*rows)[0][kTargetOffset], slog(2));
  EXPECT_FLOAT_EQ((*rows)[0][kTargetOffset + 1], slog(8));
  EXPECT_FLOAT_EQ((*rows)[0][kTargetOffset + 2], slog(16));
  // The other groups do not depend on the target.
  FailureOr<FeatureRows> plain = extractLoweredFeatures(*module, {});
  ASSERT_TRUE(succeeded(plain));
  for (unsigned i = 0; i < kTargetOffset; ++i)
    EXPECT_EQ((*rows)[0][i], (*plain)[0][i]) << featureName(i).str();
}

TEST(Features, WidthNamesAndSlog) {
  EXPECT_EQ(kFeatureWidth, 167u);
  EXPECT_EQ(featureName(0), "float_mad");
  EXPECT_EQ(featureName(kVectorizeOffset), "vectorize.num");
  EXPECT_EQ(featureName(kParallelOffset + 10), "parallel.pos_mixed");
  EXPECT_EQ(featureName(kBufferOffset), "B0.read");
  EXPECT_EQ(featureName(kBufferOffset + 4 * kBufferFieldCount + 17),
            "B4.stride");
  EXPECT_EQ(featureName(kIntensityOffset + 9), "intensity.9");
  EXPECT_EQ(featureName(kAllocOffset), "alloc_size");
  EXPECT_EQ(featureName(kOuterOffset + 2), "outer_parallel_prod");
  EXPECT_EQ(featureName(kFeatureWidth - 1), "target.vector_registers");
  EXPECT_EQ(featureName(kFeatureWidth), "");
  // Every name is distinct.
  std::map<std::string, int> seen;
  for (unsigned i = 0; i < kFeatureWidth; ++i)
    EXPECT_EQ(seen[featureName(i).str()]++, 0) << featureName(i).str();
  // slog(x) = log2(1 + |x|).
  EXPECT_FLOAT_EQ(slog(0), 0.0f);
  EXPECT_FLOAT_EQ(slog(1), 1.0f);
  EXPECT_FLOAT_EQ(slog(3), 2.0f);
  EXPECT_FLOAT_EQ(slog(-3), 2.0f);
  EXPECT_FLOAT_EQ(slog(1023), 10.0f);
}

TEST(Features, ElementwiseNestGoldenValues) {
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> module = parse(*ctx, kElementwise);
  ASSERT_TRUE(module);
  FailureOr<FeatureRows> rows = extractLoweredFeatures(*module);
  ASSERT_TRUE(succeeded(rows));
  ASSERT_EQ(rows->size(), 1u);
  // 32 iterations; per iteration 1 mul, 1 add; 3 buffers of 4x8xf32, each
  // touched once per iteration along the innermost loop (stride 1).
  std::map<std::string, double> log = {
      {"float_mul", 32},
      {"float_add_sub", 32},
      {"serial_num", 2},
      {"serial_prod", 32},
      {"serial_innermost_len", 8},
      {"store_vector_bytes", 4},
      {"register_tile_elems", 1},
      {"alloc_outer_prod", 1},
      {"outer_prod_d_alloc_outer_prod", 32},
      {"outer_prod", 32},
      {"num_loops", 2},
      {"outer_parallel_prod", 1},
  };
  std::map<std::string, float> flags = {{"vectorize.pos_none", 1},
                                        {"unroll.pos_none", 1},
                                        {"parallel.pos_none", 1}};
  // B0 = c (written), B1 = a, B2 = b: equal lines and bytes, so in order of
  // first access (the store, then the slice from the store back).
  for (int b = 0; b < 3; ++b) {
    std::string p = "B" + std::to_string(b) + ".";
    flags[p + (b == 0 ? "write" : "read")] = 1;
    flags[p + "reuse_none"] = 1;
    log[p + "bytes"] = 128;        // 32 accesses * 4 bytes
    log[p + "unique_bytes"] = 128; // the whole 4x8 buffer
    log[p + "lines"] = 2;          // 32 * min(1, 1 * 4 / 64)
    log[p + "unique_lines"] = 2;   // 128 / min(64, 128 contiguous)
    log[p + "bytes_d_reuse_ct"] = 128 / 0.5;
    log[p + "unique_bytes_d_reuse_ct"] = 128 / 0.5;
    log[p + "lines_d_reuse_ct"] = 2 / 0.5;
    log[p + "unique_lines_d_reuse_ct"] = 2 / 0.5;
    log[p + "stride"] = 1;
  }
  // 2 flops per 12 bytes at every level: a flat curve at 1/6.
  for (unsigned i = 0; i < kIntensitySamples; ++i)
    log["intensity." + std::to_string(i)] = 16.0 / 96.0;
  expectRow((*rows)[0], log, flags);
}

/// A parallel row loop over 8-wide vectors, and a 16 KiB scratch buffer
/// allocated per row.
constexpr const char *kVectorParallel = R"mlir(
func.func @v(%a: memref<64x32xf32>, %c: memref<64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  scf.forall (%i) in (64) {
    %t = memref.alloc() : memref<32xf32>
    scf.for %j = %c0 to %c32 step %c8 {
      %v = vector.load %a[%i, %j] : memref<64x32xf32>, vector<8xf32>
      %w = arith.addf %v, %v : vector<8xf32>
      vector.store %w, %t[%j] : memref<32xf32>, vector<8xf32>
    }
    scf.for %j = %c0 to %c32 step %c8 {
      %v = vector.load %t[%j] : memref<32xf32>, vector<8xf32>
      vector.store %v, %c[%i, %j] : memref<64x32xf32>, vector<8xf32>
    }
    memref.dealloc %t : memref<32xf32>
  }
  return
}
)mlir";

TEST(Features, VectorParallelNestGoldenValues) {
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> module = parse(*ctx, kVectorParallel);
  ASSERT_TRUE(module);
  FailureOr<FeatureRows> rows = extractLoweredFeatures(*module);
  ASSERT_TRUE(succeeded(rows));
  ASSERT_EQ(rows->size(), 2u);
  const std::vector<float> &first = (*rows)[0];
  // 64 * 4 iterations of an 8-lane add.
  EXPECT_FLOAT_EQ(first[indexOf("float_add_sub")], slog(64 * 4 * 8));
  EXPECT_FLOAT_EQ(first[indexOf("vectorize.num")], slog(1));
  EXPECT_FLOAT_EQ(first[indexOf("vectorize.prod")], slog(8));
  EXPECT_FLOAT_EQ(first[indexOf("vectorize.len")], slog(8));
  EXPECT_EQ(first[indexOf("vectorize.pos_inner_spatial")], 1.0f);
  EXPECT_FLOAT_EQ(first[indexOf("parallel.num")], slog(1));
  EXPECT_FLOAT_EQ(first[indexOf("parallel.prod")], slog(64));
  EXPECT_FLOAT_EQ(first[indexOf("parallel.len")], slog(64));
  // The scratch row t[j] does not depend on i: i is the (only, so
  // innermost) reduce loop for it.
  EXPECT_EQ(first[indexOf("parallel.pos_inner_reduce")], 1.0f);
  EXPECT_EQ(first[indexOf("has_reduce_loop")], 1.0f);
  EXPECT_FLOAT_EQ(first[indexOf("serial_prod")], slog(4));
  EXPECT_FLOAT_EQ(first[indexOf("store_vector_bytes")], slog(32));
  EXPECT_FLOAT_EQ(first[indexOf("outer_prod")], slog(64 * 4 * 8));
  EXPECT_FLOAT_EQ(first[indexOf("num_loops")], slog(3));
  EXPECT_FLOAT_EQ(first[indexOf("outer_parallel_prod")], slog(64));
  // Allocation: 128 bytes, once per parallel iteration.
  EXPECT_FLOAT_EQ(first[indexOf("alloc_size")], slog(128));
  EXPECT_FLOAT_EQ(first[indexOf("alloc_prod")], slog(32 * 64));
  EXPECT_FLOAT_EQ(first[indexOf("alloc_outer_prod")], slog(64));
  EXPECT_FLOAT_EQ(first[indexOf("outer_prod_d_alloc_outer_prod")],
                  slog(64 * 4 * 8 / 64));
  // t and a have the same lines (2048 / 16 = 128) and bytes (8 KiB moved):
  // B0 = t (written first), B1 = a.
  // t: 128 unique bytes, reused across the 64 iterations of the parallel
  // loop (loop reuse, distance 4 * 8 iterations and the 256 bytes touched
  // under one of them).
  EXPECT_EQ(first[indexOf("B0.write")], 1.0f);
  EXPECT_FLOAT_EQ(first[indexOf("B0.bytes")], slog(64 * 32 * 4));
  EXPECT_FLOAT_EQ(first[indexOf("B0.unique_bytes")], slog(128));
  EXPECT_FLOAT_EQ(first[indexOf("B0.lines")], slog(128));
  EXPECT_FLOAT_EQ(first[indexOf("B0.unique_lines")], slog(2));
  EXPECT_EQ(first[indexOf("B0.reuse_loop_multiple_read")], 1.0f);
  EXPECT_FLOAT_EQ(first[indexOf("B0.reuse_ct")], slog(64));
  EXPECT_FLOAT_EQ(first[indexOf("B0.reuse_dis_iter")], slog(32));
  EXPECT_FLOAT_EQ(first[indexOf("B0.reuse_dis_bytes")], slog(256));
  EXPECT_FLOAT_EQ(first[indexOf("B0.stride")], slog(1));
  // a: 64 * 32 floats, contiguous along the lanes, no reuse.
  EXPECT_EQ(first[indexOf("B1.read")], 1.0f);
  EXPECT_FLOAT_EQ(first[indexOf("B1.bytes")], slog(64 * 32 * 4));
  EXPECT_FLOAT_EQ(first[indexOf("B1.unique_bytes")], slog(64 * 32 * 4));
  EXPECT_FLOAT_EQ(first[indexOf("B1.lines")], slog(128));
  EXPECT_FLOAT_EQ(first[indexOf("B1.unique_lines")], slog(128));
  EXPECT_EQ(first[indexOf("B1.reuse_none")], 1.0f);
  EXPECT_FLOAT_EQ(first[indexOf("B1.stride")], slog(1));
  EXPECT_EQ(first[indexOf("B2.bytes")], 0.0f); // padding
  // Second group: the copy-out, reading t; t is read after the first group
  // wrote it under the same parallel loop: serial reuse.
  const std::vector<float> &second = (*rows)[1];
  EXPECT_EQ(second[indexOf("float_add_sub")], 0.0f);
  EXPECT_EQ(second[indexOf("alloc_size")], 0.0f); // writes %c
  unsigned tBuffer = second[indexOf("B0.read")] == 1.0f &&
                             second[indexOf("B0.unique_bytes")] == slog(128)
                         ? 0
                         : 1;
  std::string t = "B" + std::to_string(tBuffer) + ".";
  EXPECT_EQ(second[indexOf(t + "read")], 1.0f);
  EXPECT_FLOAT_EQ(second[indexOf(t + "unique_bytes")], slog(128));
  EXPECT_EQ(second[indexOf(t + "reuse_loop_multiple_read")] +
                second[indexOf(t + "reuse_serial_multiple_read_write")],
            1.0f);
}

/// kElementwise as a linalg.generic on tensors, its output a returned
/// tensor.empty, and a dead fill.
constexpr const char *kElementwiseTensors = R"mlir(
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %dead = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>)
      outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
)mlir";

TEST(Features, LinalgOnTensorsReadsAsItsLoopNest) {
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> loops = parse(*ctx, kElementwise);
  OwningOpRef<ModuleOp> tensors = parse(*ctx, kElementwiseTensors);
  ASSERT_TRUE(loops && tensors);
  FailureOr<FeatureRows> a = extractLoweredFeatures(*loops);
  FailureOr<FeatureRows> b = extractFeatures(*tensors); // FeatureIR::Tensor
  ASSERT_TRUE(succeeded(a) && succeeded(b));
  // The dead fill is no row; the generic is the scf.for nest, and the
  // returned tensor.empty is the output, not an allocation.
  ASSERT_EQ(b->size(), 1u);
  for (unsigned i = 0; i < kFeatureWidth; ++i)
    EXPECT_EQ((*a)[0][i], (*b)[0][i]) << featureName(i).str();
  // Bufferized, the same nest (convert-linalg-to-loops).
  FeatureOptions bufferized;
  bufferized.ir = FeatureIR::Bufferized;
  std::string error;
  FailureOr<FeatureRows> c = extractFeatures(*tensors, bufferized, &error);
  ASSERT_TRUE(succeeded(c)) << error;
  ASSERT_EQ(c->size(), 1u);
  for (unsigned i = 0; i < kFeatureWidth; ++i)
    EXPECT_EQ((*a)[0][i], (*c)[0][i]) << featureName(i).str();
}

TEST(Features, PipelineFailureIsReported) {
  auto ctx = makeContext();
  // An op one-shot bufferization does not know.
  OwningOpRef<ModuleOp> module = parse(*ctx, R"mlir(
func.func @t(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}
)mlir");
  ASSERT_TRUE(module);
  FeatureOptions bufferized;
  bufferized.ir = FeatureIR::Bufferized;
  std::string error;
  EXPECT_TRUE(failed(extractFeatures(*module, bufferized, &error)));
  EXPECT_NE(error.find("not bufferized"), std::string::npos) << error;
  // Read as it is, the unknown op is no store: no rows, no failure.
  FailureOr<FeatureRows> rows = extractFeatures(*module);
  ASSERT_TRUE(succeeded(rows));
  EXPECT_TRUE(rows->empty());
}

/// The float ops of all rows of a scheduled matmul add up to 2 * M * N * K,
/// however the schedule tiled and vectorized it.
void expectMatmulFlops(StringRef workload, int64_t m, int64_t n, int64_t k,
                       FeatureIR ir, uint64_t seed) {
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> module = parseWorkloadFile(workload, *ctx);
  ASSERT_TRUE(module);
  ScheduleOptions options;
  options.seed = seed;
  FailureOr<Schedule> schedule = Schedule::create(*module, "", options);
  ASSERT_TRUE(succeeded(schedule));
  std::string message;
  ASSERT_TRUE(succeeded(test::buildExample(*schedule, "matmul", message)))
      << message;
  FeatureOptions featureOptions;
  featureOptions.ir = ir;
  std::string error;
  FailureOr<FeatureRows> rows =
      extractFeatures(schedule->getPayload(), featureOptions, &error);
  ASSERT_TRUE(succeeded(rows)) << error;
  ASSERT_FALSE(rows->empty());
  double flops = 0;
  bool parallel = false, vector = false;
  for (const std::vector<float> &row : *rows) {
    ASSERT_EQ(row.size(), kFeatureWidth);
    for (unsigned i = 0; i < 7; ++i) {
      double count = std::exp2(static_cast<double>(row[i])) - 1;
      flops += (i == 0 ? 2 : 1) * count; // a multiply-add is 2 flops
    }
    parallel |= row[kParallelOffset] > 0;
    vector |= row[kVectorizeOffset] > 0;
  }
  EXPECT_NEAR(flops / (2.0 * m * n * k), 1.0, 1e-4);
  EXPECT_TRUE(parallel);
  EXPECT_TRUE(vector);
}

// What the builder computes once from constant arguments (a transposed
// weight) is not timed, so it has no row; the payload is left as it was.
TEST(Features, ComputationsOnConstantsHaveNoRow) {
  auto ctx = makeContext();
  std::string text = R"mlir(
    func.func @mm(%A: tensor<16x8xf32>, %Bt: tensor<32x8xf32> MARK) -> tensor<16x32xf32> {
      %z = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<8x32xf32>
      %b = linalg.transpose ins(%Bt : tensor<32x8xf32>) outs(%e : tensor<8x32xf32>) permutation = [1, 0]
      %o = tensor.empty() : tensor<16x32xf32>
      %f = linalg.fill ins(%z : f32) outs(%o : tensor<16x32xf32>) -> tensor<16x32xf32>
      %r = linalg.matmul ins(%A, %b : tensor<16x8xf32>, tensor<8x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
      return %r : tensor<16x32xf32>
    }
  )mlir";
  auto withMark = [&](StringRef mark) {
    std::string t = text;
    t.replace(t.find("MARK"), 4, mark.str());
    return parse(*ctx, t);
  };
  OwningOpRef<ModuleOp> plain = withMark("");
  OwningOpRef<ModuleOp> marked = withMark("{msched.constant}");
  ASSERT_TRUE(plain && marked);
  std::string before;
  llvm::raw_string_ostream(before) << *marked;
  FeatureOptions bufferized;
  bufferized.ir = FeatureIR::Bufferized;
  for (const FeatureOptions &options : {FeatureOptions{}, bufferized}) {
    FailureOr<FeatureRows> all = extractFeatures(*plain, options);
    FailureOr<FeatureRows> timed = extractFeatures(*marked, options);
    ASSERT_TRUE(succeeded(all) && succeeded(timed));
    EXPECT_EQ(timed->size() + 1, all->size());
  }
  std::string after;
  llvm::raw_string_ostream(after) << *marked;
  EXPECT_EQ(before, after);
}

TEST(Features, ScheduledMatmulConservesFlops) {
  std::string root = MSCHED_SOURCE_DIR;
  for (uint64_t seed : {1, 2, 3}) {
    SCOPED_TRACE(seed);
    for (FeatureIR ir :
         {FeatureIR::Tensor, FeatureIR::Bufferized, FeatureIR::VectorsLowered})
      expectMatmulFlops(root + "/bench/workloads/gmm_128.mlir", 128, 128, 128,
                        ir, seed);
  }
}

/// Reading the tensors as they are (no pass) gives the rows of the
/// bufferized IR, except shuffle counts (canonicalization, run before
/// bufferization, folds some vector data movement).
TEST(Features, TensorLevelMatchesBufferizedOnTheExampleSchedules) {
  unsigned shuffle = kLoopStructureOffset + 5;
  ASSERT_EQ(featureName(shuffle), "shuffle_elems");
  for (StringRef name : test::exampleNames()) {
    SCOPED_TRACE(name.str());
    auto ctx = makeContext();
    OwningOpRef<ModuleOp> module =
        parseWorkloadFile(test::exampleWorkload(name), *ctx);
    ASSERT_TRUE(module);
    FailureOr<Schedule> schedule = Schedule::create(*module);
    ASSERT_TRUE(succeeded(schedule));
    std::string message;
    ASSERT_TRUE(succeeded(test::buildExample(*schedule, name, message)))
        << message;
    FeatureOptions bufferized;
    bufferized.ir = FeatureIR::Bufferized;
    FailureOr<FeatureRows> a = extractFeatures(schedule->getPayload());
    FailureOr<FeatureRows> b =
        extractFeatures(schedule->getPayload(), bufferized);
    ASSERT_TRUE(succeeded(a) && succeeded(b));
    ASSERT_EQ(a->size(), b->size());
    for (size_t r = 0; r < a->size(); ++r)
      for (unsigned i = 0; i < kFeatureWidth; ++i)
        if (i != shuffle) {
          EXPECT_EQ((*a)[r][i], (*b)[r][i])
              << "row " << r << " " << featureName(i).str();
        }
  }
}

TEST(Features, ScheduledPayloadIsNotModifiedAndExtractionIsDeterministic) {
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> module =
      parseWorkloadFile(test::exampleWorkload("dense"), *ctx);
  ASSERT_TRUE(module);
  FailureOr<Schedule> schedule = Schedule::create(*module);
  ASSERT_TRUE(succeeded(schedule));
  std::string message;
  ASSERT_TRUE(succeeded(test::buildExample(*schedule, "dense", message)))
      << message;
  std::string before = printOp(schedule->getPayload());
  FailureOr<FeatureRows> a = extractFeatures(schedule->getPayload());
  FailureOr<FeatureRows> b = extractFeatures(schedule->getPayload());
  ASSERT_TRUE(succeeded(a) && succeeded(b));
  EXPECT_EQ(*a, *b);
  EXPECT_EQ(before, printOp(schedule->getPayload()));
  for (const std::vector<float> &row : *a)
    for (float v : row)
      EXPECT_TRUE(std::isfinite(v));
}

} // namespace
