//===- tuning_curve.cpp - Best GFLOP/s against trials, from a database ----===//
//
//   build/bench/bench-tuning-curve WORKLOAD.mlir WORK_DIR
//
// Prints CSV "trial,gflops,best_gflops" for the (single) task of WORKLOAD
// from the tuning records in WORK_DIR, in the order they were measured
// (failed trials count as trials with gflops 0). Used by
// bench/tuning_curves.sh.
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/Search/Database/Database.h"
#include "msched/Workload.h"

#include <algorithm>
#include <cstdio>

using namespace mlir;
using namespace msched;

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s WORKLOAD.mlir WORK_DIR\n", argv[0]);
    return 2;
  }
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> workload = parseWorkloadFile(argv[1], *ctx);
  if (!workload)
    return 1;
  FailureOr<std::vector<Task>> tasks = collectTasks(*workload);
  if (failed(tasks) || tasks->size() != 1) {
    std::fprintf(stderr, "error: expected one task in %s\n", argv[1]);
    return 1;
  }
  auto database = Database::open(argv[2]);
  if (!database) {
    std::fprintf(stderr, "error: %s\n",
                 llvm::toString(database.takeError()).c_str());
    return 1;
  }
  auto func = workload->lookupSymbol<func::FuncOp>(tasks->front().funcName);
  std::optional<size_t> id = (*database)->lookupWorkload(structuralHash(func));
  if (!id) {
    std::fprintf(stderr, "error: no records of this workload in %s\n", argv[2]);
    return 1;
  }
  std::vector<const TuningRecord *> records = (*database)->getAllRecords(*id);
  std::stable_sort(records.begin(), records.end(),
                   [](const TuningRecord *a, const TuningRecord *b) {
                     return a->line < b->line;
                   });
  std::printf("trial,gflops,best_gflops\n");
  double best = 0;
  for (size_t i = 0; i < records.size(); ++i) {
    std::optional<double> s = records[i]->medianSeconds();
    double g = s ? tasks->front().flops / *s / 1e9 : 0;
    best = std::max(best, g);
    std::printf("%zu,%.3f,%.3f\n", i + 1, g, best);
  }
  return 0;
}
