//===- WorkloadTest.cpp - Workload loading, validation and FLOP counts ----===//

#include "msched/Workload.h"
#include "msched/Context.h"
#include "msched/Executable.h"
#include "msched/Measurement.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <tuple>

using namespace msched;

namespace {

std::filesystem::path workloadsDir() {
  return std::filesystem::path(MSCHED_SOURCE_DIR) / "bench" / "workloads";
}

/// The `// FLOPs: N` line each shipped workload states by its formula.
double statedFlops(const std::filesystem::path &file) {
  std::ifstream in(file);
  std::string line;
  std::regex pattern(R"(^// FLOPs: ([0-9]+)\s*$)");
  std::smatch m;
  while (std::getline(in, line))
    if (std::regex_match(line, m, pattern))
      return std::stod(m[1]);
  return -1;
}

TEST(Workload, EveryShippedWorkloadValidatesAndMatchesItsStatedFlops) {
  std::vector<std::string> expected = {"c1d",
                                       "c2d",
                                       "c3d",
                                       "dep",
                                       "dil",
                                       "gmm_128",
                                       "grp",
                                       "t2d",
                                       "cbr",
                                       "tbg",
                                       "nrm",
                                       "sfm",
                                       "gmm_256",
                                       "gmm_512",
                                       "gmm_1024",
                                       "gmm_2048",
                                       "dense_bias_relu",
                                       "gmm_prime",
                                       "gmm_1024_bf16",
                                       "gmm_1024_i8",
                                       "dense_i8_bert",
                                       "c2d_bf16",
                                       "r3x3",
                                       "gmm_bert",
                                       "r1x1s2",
                                       "dws2",
                                       "pw",
                                       "gmm_1000"};
  auto ctx = makeContext();
  for (const std::string &name : expected) {
    std::filesystem::path file = workloadsDir() / (name + ".mlir");
    SCOPED_TRACE(file.string());
    ASSERT_TRUE(std::filesystem::exists(file));
    mlir::OwningOpRef<mlir::ModuleOp> module =
        parseWorkloadFile(file.string(), *ctx);
    ASSERT_TRUE(module);
    mlir::FailureOr<std::vector<Task>> tasks = collectTasks(*module);
    ASSERT_TRUE(mlir::succeeded(tasks));
    ASSERT_EQ(tasks->size(), 1u);
    EXPECT_EQ(tasks->front().funcName, name);
    double stated = statedFlops(file);
    ASSERT_GT(stated, 0) << "no '// FLOPs: N' line";
    EXPECT_EQ(tasks->front().flops, stated);
  }
}

TEST(Workload, MatmulSignatureFlopsAndReductionLength) {
  auto ctx = makeContext();
  const char *ir = R"mlir(
    func.func @mm(%A: tensor<32x16xf32>, %B: tensor<16x8xf32> {msched.constant}) -> tensor<32x8xf32> {
      %cst = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<32x8xf32>
      %f = linalg.fill ins(%cst : f32) outs(%e : tensor<32x8xf32>) -> tensor<32x8xf32>
      %r = linalg.matmul ins(%A, %B : tensor<32x16xf32>, tensor<16x8xf32>)
                         outs(%f : tensor<32x8xf32>) -> tensor<32x8xf32>
      return %r : tensor<32x8xf32>
    }
    func.func private @helper()
  )mlir";
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(ir, ctx.get());
  ASSERT_TRUE(module);
  mlir::FailureOr<std::vector<Task>> tasks = collectTasks(*module);
  ASSERT_TRUE(mlir::succeeded(tasks));
  ASSERT_EQ(tasks->size(), 1u); // the private declaration is not a task
  const Task &t = tasks->front();
  EXPECT_EQ(t.args.size(), 2u);
  EXPECT_EQ(t.args[0].str(), "32x16xf32");
  EXPECT_EQ(t.results[0].str(), "32x8xf32");
  EXPECT_EQ(t.results[0].bytes(), 32 * 8 * 4);
  EXPECT_EQ(t.flops, 2.0 * 32 * 16 * 8);
  EXPECT_EQ(t.maxReductionLength, 16);
  // The weight a model passes as a constant (task extraction's mark).
  EXPECT_FALSE(t.args[0].constant);
  EXPECT_TRUE(t.args[1].constant);
}

// Timing evicts the constant arguments before each call: the calls are then
// timed one by one, and the function still computes its result.
TEST(Workload, ConstantArgumentsAreFlushedBeforeEachCall) {
  auto ctx = makeContext();
  const char *ir = R"mlir(
    func.func @mm(%A: tensor<32x64xf32>, %B: tensor<64x48xf32> {msched.constant}) -> tensor<32x48xf32> {
      %cst = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<32x48xf32>
      %f = linalg.fill ins(%cst : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
      %r = linalg.matmul ins(%A, %B : tensor<32x64xf32>, tensor<64x48xf32>)
                         outs(%f : tensor<32x48xf32>) -> tensor<32x48xf32>
      return %r : tensor<32x48xf32>
    }
  )mlir";
  llvm::Expected<BuiltTask> built = buildTask(*ctx, ir, "mm", 1);
  ASSERT_TRUE(static_cast<bool>(built)) << llvm::toString(built.takeError());
  ASSERT_TRUE(built->inputs[1].info().constant);
  TimingSettings settings;
  settings.threads = 1;
  settings.repeat = 3;
  settings.minRepeatMs = 1;
  for (bool flush : {false, true}) {
    settings.flushConstants = flush;
    Timing timing = timeTask(*built, settings);
    ASSERT_EQ(timing.repeatSeconds.size(), 3u);
    EXPECT_GT(timing.medianSeconds, 0);
  }
  // The first output element is the dot product of row 0 and column 0.
  double expect = 0;
  for (int k = 0; k < 64; ++k)
    expect += built->inputs[0].at(k) * built->inputs[1].at(k * 48);
  EXPECT_NEAR(built->outputs[0].at(0), expect, 1e-4);
}

/// A matmul whose M x K x N operands are A and B transposed from N x K
/// (`mark`: B is a constant argument).
static std::string transposedMatmul(int m, int k, int n, bool mark) {
  std::string a = std::to_string(m) + "x" + std::to_string(k) + "xf32";
  std::string bt = std::to_string(n) + "x" + std::to_string(k) + "xf32";
  std::string b = std::to_string(k) + "x" + std::to_string(n) + "xf32";
  std::string c = std::to_string(m) + "x" + std::to_string(n) + "xf32";
  return "func.func @mm(%A: tensor<" + a + ">, %Bt: tensor<" + bt + ">" +
         (mark ? " {msched.constant}" : "") + ") -> tensor<" + c +
         "> {\n"
         "  %z = arith.constant 0.0 : f32\n"
         "  %e = tensor.empty() : tensor<" +
         b +
         ">\n"
         "  %b = linalg.transpose ins(%Bt : tensor<" +
         bt +
         ">) outs(%e : "
         "tensor<" +
         b +
         ">) permutation = [1, 0]\n"
         "  %o = tensor.empty() : tensor<" +
         c +
         ">\n"
         "  %f = linalg.fill ins(%z : f32) outs(%o : tensor<" +
         c + ">) -> tensor<" + c +
         ">\n"
         "  %r = linalg.matmul ins(%A, %b : tensor<" +
         a + ">, tensor<" + b + ">) outs(%f : tensor<" + c + ">) -> tensor<" +
         c +
         ">\n"
         "  return %r : tensor<" +
         c + ">\n}\n";
}

// A transpose of a constant argument runs once, at build time, into a
// buffer every call reads (ConstantPrepacking.h); the results are those of
// the same function without the mark, and of naive loops, on two odd shapes.
TEST(Workload, ComputationsOnConstantsRunOnceAtBuildTime) {
  auto ctx = makeContext();
  for (auto [m, k, n] : {std::tuple{5, 7, 3}, std::tuple{9, 4, 11}}) {
    llvm::Expected<BuiltTask> marked =
        buildTask(*ctx, transposedMatmul(m, k, n, true), "mm", 1);
    ASSERT_TRUE(static_cast<bool>(marked))
        << llvm::toString(marked.takeError());
    llvm::Expected<BuiltTask> plain =
        buildTask(*ctx, transposedMatmul(m, k, n, false), "mm", 1);
    ASSERT_TRUE(static_cast<bool>(plain)) << llvm::toString(plain.takeError());
    EXPECT_TRUE(plain->packed.empty());
    ASSERT_EQ(marked->packed.size(), 1u);
    const Buffer &packed = marked->packed[0];
    EXPECT_EQ(packed.info().shape, (std::vector<int64_t>{k, n}));
    EXPECT_TRUE(packed.info().constant);
    // The prepack function ran: B is the transpose of Bt.
    const Buffer &bt = marked->inputs[1];
    for (int i = 0; i < k; ++i)
      for (int j = 0; j < n; ++j)
        ASSERT_EQ(packed.at(i * n + j), bt.at(j * k + i));
    marked->call();
    plain->call();
    const Buffer &a = marked->inputs[0];
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        double expect = 0;
        for (int l = 0; l < k; ++l)
          expect += a.at(i * k + l) * bt.at(j * k + l);
        EXPECT_EQ(marked->outputs[0].at(i * n + j),
                  plain->outputs[0].at(i * n + j));
        EXPECT_NEAR(marked->outputs[0].at(i * n + j), expect, 1e-4);
      }
  }
}

// A model's weight reaches its task's code when the call is inlined; what
// the task computes from it alone is then prepacked too.
TEST(Workload, ModelWeightsArePrepackedAfterInlining) {
  auto ctx = makeContext();
  const char *ir = R"mlir(
    func.func private @task(%A: tensor<2x2xf32>, %Wt: tensor<2x2xf32>) -> tensor<2x2xf32> {
      %z = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<2x2xf32>
      %w = linalg.transpose ins(%Wt : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
      %o = tensor.empty() : tensor<2x2xf32>
      %f = linalg.fill ins(%z : f32) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
      %r = linalg.matmul ins(%A, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>
    }
    func.func @model(%A: tensor<2x2xf32>) -> tensor<2x2xf32> {
      %wt = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
      %r = func.call @task(%A, %wt) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>
    }
  )mlir";
  llvm::Expected<BuiltTask> built = buildTask(*ctx, ir, "model", 1);
  ASSERT_TRUE(static_cast<bool>(built)) << llvm::toString(built.takeError());
  ASSERT_EQ(built->packed.size(), 1u);
  // W = [[1, 3], [2, 4]].
  EXPECT_EQ(built->packed[0].at(1), 3.0);
  EXPECT_EQ(built->packed[0].at(2), 2.0);
  built->call();
  const Buffer &a = built->inputs[0];
  EXPECT_NEAR(built->outputs[0].at(0), a.at(0) * 1 + a.at(1) * 2, 1e-5);
  EXPECT_NEAR(built->outputs[0].at(3), a.at(2) * 3 + a.at(3) * 4, 1e-5);
}

// Builds bound LLVM's scheduler regions (applyCodeGenDefaults), unless the
// command line (the worker's MSCHED_WORKER_LLVM_ARGS) set the bound.
TEST(Workload, CodeGenDefaultsYieldToTheCommandLine) {
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("dag-maps-huge-region");
  ASSERT_NE(it, options.end()) << "LLVM no longer has the option";
  // Its declared type in LLVM's ScheduleDAGInstrs.cpp.
  auto *bound = static_cast<llvm::cl::opt<unsigned> *>(it->second);
  auto ctx = makeContext();
  const char *ir = R"mlir(
    func.func @add(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
      %e = tensor.empty() : tensor<64xf32>
      %r = linalg.add ins(%a, %b : tensor<64xf32>, tensor<64xf32>)
                      outs(%e : tensor<64xf32>) -> tensor<64xf32>
      return %r : tensor<64xf32>
    }
  )mlir";
  llvm::Expected<BuiltTask> built = buildTask(*ctx, ir, "add", 1);
  ASSERT_TRUE(static_cast<bool>(built)) << llvm::toString(built.takeError());
  EXPECT_EQ(bound->getValue(), 100u);

  // As if given on the command line: the default does not replace it.
  llvm::cl::ResetAllOptionOccurrences();
  ASSERT_FALSE(bound->addOccurrence(0, "dag-maps-huge-region", "7"));
  applyCodeGenDefaults();
  EXPECT_EQ(bound->getValue(), 7u);
  llvm::cl::ResetAllOptionOccurrences();
  applyCodeGenDefaults();
  EXPECT_EQ(bound->getValue(), 100u);
  // What llc is given to compile a dumped module as msched does.
  EXPECT_EQ(codeGenDefaultArguments(),
            std::vector<std::string>{"-dag-maps-huge-region=100"});
}

// Integer arguments used as indices (token ids, positions) get inputs below
// the smallest extent they index, through casts and extensions and across
// ops; other integer arguments keep the small signed values.
TEST(Workload, IndexArgumentsGetInRangeInputs) {
  auto ctx = makeContext();
  std::ifstream in(std::filesystem::path(MSCHED_SOURCE_DIR) / "test" / "lit" /
                   "run" / "Inputs" / "token_ids.mlir");
  std::string ir((std::istreambuf_iterator<char>(in)),
                 std::istreambuf_iterator<char>());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(ir, ctx.get());
  ASSERT_TRUE(module);
  mlir::FailureOr<std::vector<Task>> tasks = collectTasks(*module);
  ASSERT_TRUE(mlir::succeeded(tasks));
  const Task &t = tasks->front();
  ASSERT_EQ(t.args.size(), 5u);
  EXPECT_EQ(t.args[0].str(), "2x16xi64");
  EXPECT_EQ(t.args[0].valueBound, 30); // the smaller of 50 and 30 rows
  EXPECT_EQ(t.args[1].valueBound, 50); // through extsi and index_cast
  EXPECT_EQ(t.args[2].valueBound, 0);  // f32
  EXPECT_EQ(t.args[4].valueBound, 0);  // an integer that indexes nothing

  std::vector<Buffer> inputs = makeInputs(t);
  for (int arg : {0, 1}) {
    std::set<double> seen;
    for (int64_t i = 0; i < inputs[arg].info().numElements(); ++i) {
      double v = inputs[arg].at(i);
      EXPECT_GE(v, 0) << "argument #" << arg;
      EXPECT_LT(v, t.args[arg].valueBound) << "argument #" << arg;
      seen.insert(v);
    }
    EXPECT_GT(seen.size(), 10u) << "argument #" << arg << ": not spread";
  }
  bool negative = false;
  for (int64_t i = 0; i < inputs[4].info().numElements(); ++i)
    negative |= inputs[4].at(i) < 0;
  EXPECT_TRUE(negative) << "a plain integer keeps signed values";
}

TEST(Workload, InvalidFunctionFailsWithADiagnostic) {
  auto ctx = makeContext();
  std::string messages;
  mlir::ScopedDiagnosticHandler handler(ctx.get(), [&](mlir::Diagnostic &d) {
    messages += d.str() + "\n";
    return mlir::success();
  });
  const char *ir = R"mlir(
    func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
      return %a : tensor<4xf32>
    }
  )mlir";
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(ir, ctx.get());
  ASSERT_TRUE(module);
  EXPECT_TRUE(mlir::failed(collectTasks(*module)));
  EXPECT_NE(messages.find("has no linalg op"), std::string::npos) << messages;
  messages.clear();
  EXPECT_TRUE(mlir::failed(collectTasks(*module, "g")));
  EXPECT_NE(messages.find("no function @g"), std::string::npos) << messages;
}

TEST(Workload, TensorsOverTheSizeLimitFail) {
  auto ctx = makeContext();
  std::string messages;
  mlir::ScopedDiagnosticHandler handler(ctx.get(), [&](mlir::Diagnostic &d) {
    messages += d.str() + "\n";
    return mlir::success();
  });
  auto tasksOf = [&](const std::string &type) {
    // A copy of a tensor of `type`.
    std::string ir = std::regex_replace(R"mlir(
      func.func @f(%a: TYPE) -> TYPE {
        %e = tensor.empty() : TYPE
        %r = linalg.copy ins(%a : TYPE) outs(%e : TYPE) -> TYPE
        return %r : TYPE
      }
    )mlir",
                                        std::regex("TYPE"), type);
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(ir, ctx.get());
    EXPECT_TRUE(module);
    messages.clear();
    return collectTasks(*module);
  };
  // 2^32 f32 = 16 GiB: at the limit.
  EXPECT_TRUE(mlir::succeeded(tasksOf("tensor<65536x65536xf32>")));
  EXPECT_EQ(messages, "");
  // 2^32 f64 = 32 GiB: over it.
  EXPECT_TRUE(mlir::failed(tasksOf("tensor<65536x65536xf64>")));
  EXPECT_NE(messages.find("34359738368 bytes; msched's limit is 17179869184"),
            std::string::npos)
      << messages;
  // 2^66 elements: the byte size overflows int64.
  EXPECT_TRUE(mlir::failed(tasksOf("tensor<4294967296x4294967296x4xf32>")));
  EXPECT_NE(messages.find("overflows int64"), std::string::npos) << messages;
}

TEST(Workload, LoopsOnlyWhereAllowed) {
  auto ctx = makeContext();
  std::string messages;
  mlir::ScopedDiagnosticHandler handler(ctx.get(), [&](mlir::Diagnostic &d) {
    messages += d.str() + "\n";
    return mlir::success();
  });
  // A copy already tiled into a loop, as a module leaves it.
  const char *ir = R"mlir(
    func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %e = tensor.empty() : tensor<8xf32>
      %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%t = %e) -> (tensor<8xf32>) {
        %s = tensor.extract_slice %a[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
        %d = tensor.extract_slice %t[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
        %c = linalg.copy ins(%s : tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
        %u = tensor.insert_slice %c into %t[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
        scf.yield %u : tensor<8xf32>
      }
      return %r : tensor<8xf32>
    }
  )mlir";
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(ir, ctx.get());
  ASSERT_TRUE(module);
  EXPECT_TRUE(mlir::failed(collectTasks(*module, "f")));
  EXPECT_NE(messages.find("'scf.for' cannot be scheduled"), std::string::npos)
      << messages;
  messages.clear();
  auto tasks = collectTasks(*module, "", /*allowLoops=*/true);
  ASSERT_TRUE(mlir::succeeded(tasks)) << messages;
  ASSERT_EQ(tasks->size(), 1u);
  EXPECT_EQ((*tasks)[0].funcName, "f");
}

} // namespace
