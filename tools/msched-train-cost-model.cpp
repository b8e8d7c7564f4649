//===- msched-train-cost-model.cpp - Pretrain a cost model on databases ---===//
//
//   msched-train-cost-model DB_DIR... -o MODEL_DIR [--objective rank|reg]
//       [--target-family host|any|FAMILY] [--exclude NAME_OR_HASH]...
//       [--seed S]
//
// Trains the XGBoost cost model (CostModel.h) on the tuning records of one or
// more msched databases (msched-tune work directories) and writes it, with
// its training data, to MODEL_DIR, for `msched-tune --cost-model MODEL_DIR`
// (TenSet-style pretraining: the search ranks its first candidates with what
// was learned on other workloads instead of random scores). Every record's
// trace is replayed on its workload and its features extracted with the
// record's thread count and vector width (TrainingData.h). By default only
// records measured on this host's family (same -mtriple and -mcpu) are kept.
//
//===----------------------------------------------------------------------===//

#include "msched/Context.h"
#include "msched/Modules/BuiltinModules.h"
#include "msched/Search/CostModel/CostModel.h"
#include "msched/Search/Database/Database.h"
#include "msched/Search/TrainingData.h"
#include "msched/ToolInput.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace msched;
namespace cl = llvm::cl;

static cl::OptionCategory category("msched-train-cost-model options");
static cl::list<std::string> databases(cl::Positional, cl::OneOrMore,
                                       cl::desc("<database dir>..."),
                                       cl::cat(category));
static cl::opt<std::string> output("o", cl::Required,
                                   cl::desc("Directory to write the model to "
                                            "(must not hold one already)"),
                                   cl::value_desc("MODEL_DIR"),
                                   cl::cat(category));
// Rank by default: on workloads the model never saw, the rank objective
// orders candidates better (bench/results/pretraining-s18.md: mean Kendall
// tau 0.36 against 0.12 over 10 held-out workloads) and never made a
// pretrained search slower to reach 90% of the best, where reg did (C2D).
static cl::opt<std::string>
    objectiveFlag("objective",
                  cl::desc("rank (AutoTVM's pairwise rank loss, default: it "
                           "transfers better to unseen workloads) or reg "
                           "(MetaSchedule's pack-sum squared error)"),
                  cl::value_desc("rank|reg"), cl::init("rank"),
                  cl::cat(category));
static cl::opt<std::string> familyFlag(
    "target-family",
    cl::desc("Records to keep: host (measured on this host's -mtriple and "
             "-mcpu, default), any, or a family as printed "
             "('llvm -mtriple=... -mcpu=...')"),
    cl::init("host"), cl::cat(category));
static cl::list<std::string>
    excludes("exclude",
             cl::desc("Leave out a workload (function name or structural "
                      "hash); repeatable"),
             cl::value_desc("NAME_OR_HASH"), cl::cat(category));
static cl::opt<uint64_t> seed("seed", cl::desc("XGBoost's seed"), cl::init(0),
                              cl::cat(category));

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "msched-train-cost-model: pretrain the XGBoost cost model on tuning "
      "databases\n");
  const char *tool = "msched-train-cost-model";
  XGBoostOptions options;
  options.seed = seed;
  if (objectiveFlag == "rank")
    options.objective = XGBObjective::PackSumRank;
  else if (objectiveFlag != "reg")
    return toolError(tool,
                     "--objective=" + objectiveFlag + ": expected rank or reg");
  // Nothing already stored is overwritten.
  if (llvm::sys::fs::exists(output)) {
    std::error_code ec;
    llvm::sys::fs::directory_iterator it(output, ec);
    if (ec || it != llvm::sys::fs::directory_iterator())
      return toolError(tool, "-o " + output +
                                 ": exists and is not an empty directory");
  }

  TrainingDataFilter filter;
  if (familyFlag == "host")
    filter.family = targetFamily(hostTarget());
  else if (familyFlag != "any")
    filter.family = familyFlag;
  filter.excludeWorkloads.assign(excludes.begin(), excludes.end());

  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  loadModuleExtensions(*ctx);
  std::vector<MeasuredCandidate> all;
  unsigned skippedTarget = 0;
  llvm::StringSet<> workloads;
  llvm::StringSet<> excludedFound;
  for (const std::string &dir : databases) {
    llvm::Expected<std::unique_ptr<Database>> db =
        Database::open(dir, Database::OpenMode::ReadOnly);
    if (!db)
      return toolError(tool, llvm::toString(db.takeError()));
    for (size_t id = 0; id < (*db)->numWorkloads(); ++id)
      for (const std::string &e : filter.excludeWorkloads)
        if (excludesWorkload(e, (*db)->getWorkload(id)))
          excludedFound.insert(e);
    for (const DatabaseWarning &w : (*db)->loadWarnings())
      llvm::errs() << tool << ": warning: " << w.str() << "\n";
    llvm::Expected<std::vector<TrainingWorkload>> data =
        collectTrainingData(**db, *ctx, filter);
    if (!data)
      return toolError(tool, dir + ": " + llvm::toString(data.takeError()));
    for (TrainingWorkload &w : *data) {
      unsigned failed = 0;
      for (const MeasuredCandidate &c : w.candidates)
        failed += !c.runSeconds;
      llvm::outs() << dir << ": @" << w.funcName << " (" << w.hash
                   << "): " << w.candidates.size() << " candidates (" << failed
                   << " failed)";
      if (w.skippedTarget)
        llvm::outs() << ", " << w.skippedTarget << " of another host family";
      if (w.skippedReplay)
        llvm::outs() << ", " << w.skippedReplay << " no longer replay";
      llvm::outs() << "\n";
      skippedTarget += w.skippedTarget;
      for (MeasuredCandidate &c : w.candidates) {
        workloads.insert(c.workload);
        all.push_back(std::move(c));
      }
    }
  }
  for (const std::string &e : filter.excludeWorkloads)
    if (!excludedFound.contains(e))
      return toolError(tool,
                       "--exclude " + e + ": no workload of that name or hash");
  if (all.empty())
    return toolError(
        tool, llvm::Twine("no training data: ") +
                  (skippedTarget
                       ? llvm::Twine(skippedTarget) +
                             " records were measured on another host family "
                             "(--target-family any keeps them)"
                       : llvm::Twine("the databases hold no usable record")));

  llvm::Expected<std::unique_ptr<XGBoostCostModel>> model =
      XGBoostCostModel::create(options);
  if (!model)
    return toolError(tool, llvm::toString(model.takeError()));
  auto start = std::chrono::steady_clock::now();
  // update() keeps the data; retrain() trains once on all of it.
  if (llvm::Error e = (*model)->update(all))
    return toolError(tool, llvm::toString(std::move(e)));
  if ((*model)->trainCount() == 0)
    if (llvm::Error e = (*model)->retrain())
      return toolError(tool, llvm::toString(std::move(e)));
  if ((*model)->rounds() == 0)
    return toolError(tool, "nothing to learn: no kept record has a "
                           "successful measurement");
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (llvm::Error e = (*model)->save(output))
    return toolError(tool, llvm::toString(std::move(e)));
  llvm::outs() << llvm::formatv(
      "trained ({0}) on {1} candidates of {2} workload groups in {3:F1} s, "
      "{4} boosting rounds\nwrote {5} (use: msched-tune --cost-model {5})\n",
      objectiveFlag.getValue(), (*model)->dataSize(), workloads.size(), seconds,
      (*model)->rounds(), output.getValue());
  return 0;
}
