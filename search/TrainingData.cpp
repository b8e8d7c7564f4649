//===- TrainingData.cpp - Cost-model training data from databases ---------===//

#include "msched/Search/TrainingData.h"

#include "msched/Search/Strategy/SearchStrategy.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;
using namespace msched;

/// The value of ` -NAME=value` in `target` ("" when absent).
static llvm::StringRef targetField(llvm::StringRef target,
                                   llvm::StringRef name) {
  std::string key = (" -" + name + "=").str();
  size_t at = target.find(key);
  if (at == llvm::StringRef::npos)
    return "";
  llvm::StringRef value = target.drop_front(at + key.size());
  return value.take_until([](char c) { return c == ' '; });
}

std::string msched::targetFamily(llvm::StringRef target) {
  llvm::StringRef kind = target.take_until([](char c) { return c == ' '; });
  return (kind + " -mtriple=" + targetField(target, "mtriple") +
          " -mcpu=" + targetField(target, "mcpu"))
      .str();
}

bool msched::excludesWorkload(llvm::StringRef name, const WorkloadEntry &w) {
  return name == w.funcName ||
         (name.size() >= 8 && llvm::StringRef(w.hash).starts_with(name));
}

FeatureOptions msched::featureOptionsForTarget(llvm::StringRef target) {
  FeatureOptions options;
  unsigned threads = 0;
  if (!targetField(target, "num-cores").getAsInteger(10, threads) &&
      threads > 0)
    options.threads = threads;
  llvm::SmallVector<llvm::StringRef> attrs;
  targetField(target, "mattr").split(attrs, ',');
  auto has = [&](llvm::StringRef f) { return llvm::is_contained(attrs, f); };
  // The rule of hostFmaLanes() (HostPeak.h), which the tuner's features use.
  if (has("+avx512f")) {
    options.vectorLanes = 16;
    options.vectorRegisters = 32;
  } else if (has("+avx2") && has("+fma")) {
    options.vectorLanes = 8;
    options.vectorRegisters = 16;
  } else {
    options.vectorLanes = -1; // no FMA vectors
    options.vectorRegisters = -1;
  }
  return options;
}

llvm::Expected<std::vector<TrainingWorkload>>
msched::collectTrainingData(const Database &database, MLIRContext &context,
                            const TrainingDataFilter &filter) {
  std::vector<TrainingWorkload> out;
  for (size_t id = 0; id < database.numWorkloads(); ++id) {
    const WorkloadEntry &entry = database.getWorkload(id);
    if (llvm::any_of(filter.excludeWorkloads, [&](const std::string &e) {
          return excludesWorkload(e, entry);
        }))
      continue;
    OwningOpRef<ModuleOp> workload;
    {
      std::string error;
      ScopedDiagnosticHandler capture(&context, [&](Diagnostic &d) {
        error = d.str();
        return success();
      });
      workload = parseSourceString<ModuleOp>(entry.ir, &context);
      if (!workload)
        return llvm::createStringError(
            "workload @%s (%s) of the database does not parse: %s",
            entry.funcName.c_str(), entry.hash.c_str(), error.c_str());
    }
    TrainingWorkload w;
    w.funcName = entry.funcName;
    w.hash = entry.hash;
    TuneContext tuneContext;
    tuneContext.workload = *workload;
    tuneContext.funcName = entry.funcName;
    CandidateSampler sampler(tuneContext);
    // A trace measured again (the tuner's confirmation) is one candidate,
    // labelled with the median of all its repeats.
    for (const StoredSchedule &schedule : database.getSchedules(id)) {
      const TuningRecord *record = schedule.first;
      if (!filter.family.empty() &&
          targetFamily(record->target) != filter.family) {
        ++w.skippedTarget;
        continue;
      }
      FailureOr<Candidate> candidate = sampler.replayRecord(database, *record);
      if (failed(candidate)) {
        ++w.skippedReplay;
        continue;
      }
      MeasuredCandidate m;
      // One group per workload and target: labels are normalized within a
      // group, and a 2-thread time is no label for a 1-thread candidate.
      m.workload = entry.hash + " " + record->target;
      m.features = candidate->features(featureOptionsForTarget(record->target));
      if (m.features.empty()) {
        ++w.skippedReplay;
        continue;
      }
      m.runSeconds = schedule.medianSeconds;
      w.candidates.push_back(std::move(m));
    }
    out.push_back(std::move(w));
  }
  return out;
}
