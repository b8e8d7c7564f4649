//===- ModuleTestUtils.h - Helpers for the module unit tests ----*- C++ -*-===//
//
// Shared by MultiLevelTilingTest, ParallelizeVectorizeUnrollTest and
// AddRFactorTest: parsing workloads, running one module list through the
// design-space generator, and inspecting the payload and the trace of a
// schedule.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TEST_UNIT_MODULETESTUTILS_H
#define MSCHED_TEST_UNIT_MODULETESTUTILS_H

#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Modules/DesignSpace.h"
#include "msched/Modules/TransformModule.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace msched {
namespace test {

inline std::string workloadPath(llvm::StringRef name) {
  return std::string(MSCHED_SOURCE_DIR) + "/bench/workloads/" + name.str() +
         ".mlir";
}

class ModuleTest : public ::testing::Test {
protected:
  void SetUp() override {
    ctx = makeContext();
    registerBuiltinTransformModules();
  }

  /// A workload of bench/workloads.
  mlir::OwningOpRef<mlir::ModuleOp> load(llvm::StringRef name) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        parseWorkloadFile(workloadPath(name), *ctx);
    EXPECT_TRUE(module) << name.str();
    return module;
  }

  mlir::OwningOpRef<mlir::ModuleOp> parse(llvm::StringRef text) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(text, ctx.get());
    EXPECT_TRUE(module);
    return module;
  }

  /// The design space of `workload` under `modules` with `seed`; the notes
  /// of modules that failed fail the test.
  std::vector<Schedule> space(mlir::ModuleOp workload,
                              llvm::ArrayRef<TransformModule *> modules,
                              uint64_t seed = 1) {
    DesignSpaceReport report;
    mlir::FailureOr<std::vector<Schedule>> result =
        generateDesignSpace(workload, "", modules, seed, &report);
    EXPECT_TRUE(mlir::succeeded(result));
    for (const DesignSpaceNote &note : report.notes)
      ADD_FAILURE() << note.str();
    if (mlir::failed(result))
      return {};
    return std::move(*result);
  }

  std::unique_ptr<mlir::MLIRContext> ctx;
};

/// The payload ops named `name` (e.g. "linalg.matmul") of `sch`.
inline llvm::SmallVector<mlir::Operation *> opsNamed(const Schedule &sch,
                                                     llvm::StringRef name) {
  llvm::SmallVector<mlir::Operation *> ops;
  sch.getPayload()->walk([&](mlir::Operation *op) {
    if (op->getName().getStringRef() == name)
      ops.push_back(op);
  });
  return ops;
}

/// The payload op named `block` (msched.block), or null.
inline mlir::Operation *blockOp(const Schedule &sch, llvm::StringRef block) {
  mlir::Operation *found = nullptr;
  sch.getPayload()->walk([&](mlir::Operation *op) {
    if (auto attr = op->getAttrOfType<mlir::StringAttr>(kBlockAttrName))
      if (attr.getValue() == block)
        found = op;
  });
  return found;
}

/// The trace instructions named `name` (e.g. "transform.msched.unroll").
inline llvm::SmallVector<mlir::Operation *>
instructionsNamed(const Schedule &sch, llvm::StringRef name) {
  llvm::SmallVector<mlir::Operation *> ops;
  sch.getTrace().getModule()->walk([&](mlir::Operation *op) {
    if (op->getName().getStringRef() == name)
      ops.push_back(op);
  });
  return ops;
}

/// The scf.for / scf.forall ops around `op`, outermost first.
inline llvm::SmallVector<mlir::Operation *> loopsAround(mlir::Operation *op) {
  llvm::SmallVector<mlir::Operation *> loops;
  for (mlir::Operation *p = op->getParentOp();
       p && !llvm::isa<mlir::func::FuncOp>(p); p = p->getParentOp())
    if (llvm::isa<mlir::scf::ForOp, mlir::scf::ForallOp>(p))
      loops.insert(loops.begin(), p);
  return loops;
}

/// The static trip count of an scf.for (-1 when not static).
inline int64_t tripCount(mlir::Operation *op) {
  auto loop = llvm::dyn_cast<mlir::scf::ForOp>(op);
  if (!loop)
    return -1;
  std::optional<llvm::APInt> trips = loop.getStaticTripCount();
  return trips ? trips->getSExtValue() : -1;
}

/// Invariant 1: replaying the schedule's trace on `workload` gives its
/// payload; and the trace without decisions replays (draws new ones) for
/// each of `seeds`, so that no instruction depends on the drawn values.
inline void expectReplays(mlir::ModuleOp workload, const Schedule &sch,
                          llvm::ArrayRef<uint64_t> seeds = {3, 4, 5}) {
  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> replayed =
      replayTrace(workload, sch.getTrace());
  ASSERT_TRUE(mlir::succeeded(replayed));
  EXPECT_EQ(printOp(**replayed), printOp(sch.getPayload()));
  Trace space = withoutDecisions(sch.getTrace());
  for (uint64_t seed : seeds) {
    ReplayOptions options;
    options.seed = seed;
    EXPECT_TRUE(mlir::succeeded(replayTrace(workload, space, options)))
        << "seed " << seed;
  }
}

} // namespace test
} // namespace msched

#endif // MSCHED_TEST_UNIT_MODULETESTUTILS_H
