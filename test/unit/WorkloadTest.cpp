//===- WorkloadTest.cpp - Workload loading, validation and FLOP counts ----===//

#include "msched/Workload.h"
#include "msched/Context.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

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
                                       "dense_bias_relu"};
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
    func.func @mm(%A: tensor<32x16xf32>, %B: tensor<16x8xf32>) -> tensor<32x8xf32> {
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

} // namespace
