//===- ReplayStrategies.cpp - Replay-trace and replay-func ----------------===//
//
// apache/tvm src/meta_schedule/search_strategy/replay_trace.cc and
// replay_func.cc: random search over the design space, no cost model.
//  - replay-trace keeps the design space's traces (generated once) and
//    replays them with fresh random decisions;
//  - replay-func re-runs the transformation modules with a fresh seed for
//    every sample (so modules that fork or inspect the payload may take other
//    paths).
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/DesignSpace.h"
#include "msched/Search/Strategy/SearchStrategy.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace msched;

namespace {

/// Draws candidates until `count` new ones are found or too many draws in a
/// row brought nothing new.
template <typename DrawFn>
std::vector<Candidate> drawNew(unsigned count, MeasuredSet &measured,
                               DrawFn draw) {
  std::vector<Candidate> batch;
  std::unordered_set<std::string> inBatch;
  // MetaSchedule's max_fail_count, per candidate wanted.
  unsigned misses = 0, maxMisses = 64 + 8 * count;
  while (batch.size() < count && misses < maxMisses) {
    FailureOr<Candidate> candidate = draw();
    if (failed(candidate) || measured.count(candidate->hash) ||
        !inBatch.insert(candidate->hash).second) {
      ++misses;
      continue;
    }
    batch.push_back(std::move(*candidate));
  }
  return batch;
}

class ReplayTrace : public SearchStrategy {
public:
  ReplayTrace(const TuneContext &context, MeasuredSet &measured)
      : context(context), measured(measured), sampler(context) {
    ScopedDiagnosticHandler quiet(context.workload->getContext(),
                                  [](Diagnostic &) { return success(); });
    FailureOr<std::vector<Trace>> traces = getDesignSpaceTraces(
        context.workload, context.funcName, context.modules, context.seed,
        nullptr, context.space);
    if (succeeded(traces))
      space = std::move(*traces);
  }

  StringRef getName() const override { return "replay-trace"; }

  std::vector<Candidate> nextBatch(unsigned count) override {
    if (space.empty())
      return {};
    return drawNew(count, measured, [&]() -> FailureOr<Candidate> {
      uint64_t draw = draws++;
      const Trace &trace = space[draw % space.size()];
      return sampler.sample(trace,
                            RandomEngine::streamSeed(context.seed, draw + 1));
    });
  }

  void notifyMeasured(ArrayRef<Candidate> batch,
                      ArrayRef<MeasureResult>) override {
    for (const Candidate &c : batch)
      measured.insert(c.hash);
  }

private:
  const TuneContext &context;
  MeasuredSet &measured;
  CandidateSampler sampler;
  std::vector<Trace> space;
  uint64_t draws = 0;
};

class ReplayFunc : public SearchStrategy {
public:
  ReplayFunc(const TuneContext &context, MeasuredSet &measured)
      : context(context), measured(measured) {}

  StringRef getName() const override { return "replay-func"; }

  std::vector<Candidate> nextBatch(unsigned count) override {
    return drawNew(count, measured, [&]() -> FailureOr<Candidate> {
      uint64_t seed = getSampleSeed(context.seed, draws++);
      ScopedDiagnosticHandler quiet(context.workload->getContext(),
                                    [](Diagnostic &) { return success(); });
      FailureOr<std::vector<Schedule>> schedules =
          generateDesignSpace(context.workload, context.funcName,
                              context.modules, seed, nullptr, context.space);
      if (failed(schedules) || schedules->empty())
        return failure();
      // A module that forks gives several schedules: take one at random.
      Schedule &chosen = (*schedules)[seed % schedules->size()];
      return Candidate(
          chosen.getTrace().clone(),
          OwningOpRef<ModuleOp>(cast<ModuleOp>(chosen.getPayload()->clone())));
    });
  }

  void notifyMeasured(ArrayRef<Candidate> batch,
                      ArrayRef<MeasureResult>) override {
    for (const Candidate &c : batch)
      measured.insert(c.hash);
  }

private:
  const TuneContext &context;
  MeasuredSet &measured;
  uint64_t draws = 0;
};

} // namespace

std::unique_ptr<SearchStrategy>
msched::createReplayTraceStrategy(const TuneContext &context,
                                  MeasuredSet &measured) {
  return std::make_unique<ReplayTrace>(context, measured);
}

std::unique_ptr<SearchStrategy>
msched::createReplayFuncStrategy(const TuneContext &context,
                                 MeasuredSet &measured) {
  return std::make_unique<ReplayFunc>(context, measured);
}
