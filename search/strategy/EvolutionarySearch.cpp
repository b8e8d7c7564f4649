//===- EvolutionarySearch.cpp - Cost-model-guided evolutionary search -----===//
//
// apache/tvm src/meta_schedule/search_strategy/evolutionary_search.cc
// (MetaSchedule, NeurIPS 2022, sec. 5): per round
//  1. initial population: the best measured traces of the task from the
//     database (init_measured_ratio of the population) plus fresh samples of
//     the design space (at least init_min_unmeasured);
//  2. genetic_num_iters rounds of parallel-chain evolution: score the
//     population with the cost model, keep the best unmeasured candidates
//     seen so far, and breed the next population: parents drawn in
//     proportion to their scores, each child mutated with probability
//     mutate_prob (a mutation that does not replay is retried up to
//     genetic_max_fail_count times);
//  3. pick the batch eps-greedily: (1 - eps) from the best predicted, eps at
//     random from the initial population, never a candidate measured before
//     (structural hash). msched forces in first the default schedule and one
//     sample of each design space not measured yet (measure_each_space);
//     with an informed model the batch is measured in score order (the
//     default schedule first, the random picks last).
// Scores are shifted to be positive before they serve as weights.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/DesignSpace.h"
#include "msched/ParallelFor.h"
#include "msched/Search/Feature/Features.h"
#include "msched/Search/Strategy/SearchStrategy.h"

#include "mlir/IR/Diagnostics.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <unordered_set>

using namespace mlir;
using namespace msched;

namespace {

/// A copy of `c` for the batch, sharing its features (every candidate that
/// can reach a batch was scored, so they are already extracted).
Candidate copyOf(const Candidate &c) {
  ModuleOp payload = c.payload.get();
  Candidate copy(c.trace.clone(),
                 OwningOpRef<ModuleOp>(cast<ModuleOp>(payload->clone())));
  copy.setFeatures(c.sharedFeatures());
  return copy;
}

class Evolutionary : public SearchStrategy {
public:
  Evolutionary(const TuneContext &context, MeasuredSet &measured,
               CostModel &model, const Database *database, size_t workloadId,
               std::string target, EvolutionaryOptions options,
               std::vector<WeightedMutator> mutators)
      : context(context), measured(measured), model(model), database(database),
        workloadId(workloadId), target(std::move(target)), options(options),
        mutators(std::move(mutators)), sampler(context),
        engine(RandomEngine::streamSeed(context.seed, 0xe70)) {
    ScopedDiagnosticHandler quiet(context.workload->getContext(),
                                  [](Diagnostic &) { return success(); });
    FailureOr<std::vector<Trace>> traces = getDesignSpaceTraces(
        context.workload, context.funcName, context.modules, context.seed,
        nullptr, context.space);
    if (succeeded(traces))
      space = std::move(*traces);
    spaceMeasured.assign(space.size(), false);
  }

  StringRef getName() const override { return "evolutionary"; }

  std::vector<Candidate> nextBatch(unsigned count) override;

  void notifyMeasured(ArrayRef<Candidate> batch,
                      ArrayRef<MeasureResult>) override {
    for (const Candidate &c : batch)
      measured.insert(c.hash);
  }

  std::pair<unsigned, unsigned> lastBatchComposition() const override {
    return composition;
  }

private:
  /// Appends the initial population to `pool`; returns its indices.
  std::vector<size_t> initialPopulation(std::vector<Candidate> &pool);
  /// `replay(sampler, i)` for i in [0, count), on options.threads threads
  /// (ParallelFor.h), each with its own copy of the sampler; the failed
  /// ones are nullopt.
  template <typename ReplayFn>
  std::vector<std::optional<Candidate>> replayEach(size_t count,
                                                   ReplayFn &&replay) {
    std::vector<std::optional<Candidate>> results(count);
    parallelFor(context.workload->getContext(), count, options.threads,
                [&](size_t i) {
                  CandidateSampler local = sampler;
                  FailureOr<Candidate> c = replay(local, i);
                  if (succeeded(c))
                    results[i] = std::move(*c);
                });
    return results;
  }
  /// Cost-model scores of pool[indices] (features cached by hash).
  std::vector<double> score(const std::vector<Candidate> &pool,
                            const std::vector<size_t> &indices);

  const TuneContext &context;
  MeasuredSet &measured;
  CostModel &model;
  const Database *database;
  size_t workloadId;
  std::string target;
  EvolutionaryOptions options;
  std::vector<WeightedMutator> mutators;
  CandidateSampler sampler;
  RandomEngine engine;
  std::vector<Trace> space;
  std::map<std::string, std::shared_ptr<const FeatureRows>> featureCache;
  std::string defaultHash; ///< the untransformed task's candidate
  /// The design space each fresh sample of this round's initial population
  /// was drawn from (by hash), and the spaces a sample of which was put in a
  /// batch.
  std::unordered_map<std::string, size_t> spaceOf;
  std::vector<bool> spaceMeasured;
  uint64_t draws = 0;
  std::pair<unsigned, unsigned> composition{0, 0};
};

std::vector<size_t>
Evolutionary::initialPopulation(std::vector<Candidate> &pool) {
  std::vector<size_t> population;
  std::unordered_set<std::string> seen;
  spaceOf.clear();
  auto add = [&](Candidate c) {
    if (!seen.insert(c.hash).second)
      return;
    population.push_back(pool.size());
    pool.push_back(std::move(c));
  };
  // The best measured traces of this task (a restarted run resumes here).
  if (database) {
    size_t k =
        static_cast<size_t>(options.population * options.initMeasuredRatio);
    std::vector<const TuningRecord *> records =
        database->getTopK(workloadId, target, k);
    std::vector<std::optional<Candidate>> replayed =
        replayEach(records.size(), [&](CandidateSampler &local, size_t i) {
          return local.replayRecord(*database, *records[i]);
        });
    for (std::optional<Candidate> &c : replayed)
      if (c)
        add(std::move(*c));
  }
  // The default schedule: the untransformed task, which the builder
  // vectorizes as it can. Measured in the first batch, so that a tuned
  // result is never slower than the untuned one.
  if (options.includeDefault) {
    FailureOr<Candidate> untransformed = sampler.replay(
        Trace::create(context.workload->getContext(), context.funcName));
    if (succeeded(untransformed)) {
      defaultHash = untransformed->hash;
      add(std::move(*untransformed));
    }
  }
  // Fresh samples of the design space.
  size_t unmeasuredWanted = std::max<size_t>(
      options.initMinUnmeasured, options.population > population.size()
                                     ? options.population - population.size()
                                     : 0);
  size_t target = population.size() + unmeasuredWanted;
  size_t misses = 0, maxMisses = options.maxFailCount * unmeasuredWanted + 64;
  // Draw i samples space[i % spaces] with stream i + 1. The draws still
  // wanted are replayed at once (in parallel), then taken in draw order:
  // the population is the one a draw-by-draw loop makes, whatever the
  // thread count.
  while (!space.empty() && population.size() < target && misses < maxMisses) {
    size_t wanted = std::min(target - population.size(), maxMisses - misses);
    uint64_t first = draws;
    std::vector<std::optional<Candidate>> drawn =
        replayEach(wanted, [&](CandidateSampler &local, size_t i) {
          uint64_t draw = first + i;
          return local.sample(space[draw % space.size()],
                              RandomEngine::streamSeed(context.seed, draw + 1));
        });
    for (std::optional<Candidate> &c : drawn) {
      if (population.size() >= target || misses >= maxMisses)
        break;
      uint64_t draw = draws++;
      if (!c || seen.count(c->hash)) {
        ++misses;
        continue;
      }
      spaceOf.emplace(c->hash, draw % space.size());
      add(std::move(*c));
    }
  }
  return population;
}

std::vector<double> Evolutionary::score(const std::vector<Candidate> &pool,
                                        const std::vector<size_t> &indices) {
  // The first candidate of each hash not extracted yet, extracted in
  // parallel: each into its own candidate (sharedFeatures caches them).
  std::vector<size_t> toExtract;
  std::unordered_set<std::string> pending;
  for (size_t i : indices)
    if (!featureCache.count(pool[i].hash) &&
        pending.insert(pool[i].hash).second)
      toExtract.push_back(i);
  parallelFor(context.workload->getContext(), toExtract.size(), options.threads,
              [&](size_t k) {
                (void)pool[toExtract[k]].sharedFeatures(context.features);
              });
  std::vector<FeatureRows> rows;
  rows.reserve(indices.size());
  for (size_t i : indices) {
    // Rows are shared with the candidate, which carries them on to the
    // tuner: a measured candidate is never extracted twice.
    auto it = featureCache.find(pool[i].hash);
    if (it == featureCache.end())
      it = featureCache
               .emplace(pool[i].hash, pool[i].sharedFeatures(context.features))
               .first;
    else
      pool[i].setFeatures(it->second);
    rows.push_back(*it->second);
  }
  llvm::Expected<std::vector<double>> scores = model.predict(rows);
  if (!scores) {
    llvm::consumeError(scores.takeError());
    return std::vector<double>(indices.size(), 0.0);
  }
  return *scores;
}

std::vector<Candidate> Evolutionary::nextBatch(unsigned count) {
  composition = {0, 0};
  std::vector<Candidate> pool;
  std::vector<size_t> initial = initialPopulation(pool);
  if (initial.empty())
    return {};

  // Best unmeasured candidates seen in any generation: hash -> (score, pool
  // index).
  std::map<std::string, std::pair<double, size_t>> best;
  std::vector<size_t> population = initial;
  for (unsigned iter = 0; iter < options.geneticIterations; ++iter) {
    std::vector<double> scores = score(pool, population);
    for (size_t i = 0; i < population.size(); ++i) {
      const Candidate &c = pool[population[i]];
      if (!measured.count(c.hash))
        best.emplace(c.hash, std::make_pair(scores[i], population[i]));
    }
    if (iter + 1 == options.geneticIterations)
      break;
    // Parents in proportion to their (shifted, positive) scores.
    double lowest = *std::min_element(scores.begin(), scores.end());
    std::vector<double> weights;
    for (double s : scores)
      weights.push_back(std::isfinite(s) ? s - lowest + 1e-6 : 1e-6);
    // Each child's parent and, for the ones to mutate, a random stream of
    // their own (forked in order): the mutations and replays then run in
    // parallel and give the same children whatever the thread count. A
    // mutation reads its parent's trace and edits a copy (withDecision),
    // and the pool does not change meanwhile.
    std::vector<size_t> parents;
    std::vector<std::optional<RandomEngine>> streams;
    for (size_t i = 0; i < population.size(); ++i) {
      llvm::Expected<int64_t> parentAt = sampleCategorical(engine, weights);
      if (!parentAt) {
        llvm::consumeError(parentAt.takeError());
        parents.push_back(population[i]);
        streams.emplace_back();
        continue;
      }
      size_t parent = population[*parentAt];
      double u = static_cast<double>(engine() >> 11) * 0x1.0p-53;
      parents.push_back(parent);
      streams.emplace_back(u < options.mutateProbability
                               ? std::optional<RandomEngine>(engine.fork())
                               : std::nullopt);
    }
    // A mutation that does not replay is retried up to
    // genetic_max_fail_count times.
    std::vector<std::optional<Candidate>> children = replayEach(
        parents.size(),
        [&](CandidateSampler &local, size_t i) -> FailureOr<Candidate> {
          if (!streams[i])
            return failure();
          for (unsigned t = 0; t < options.geneticMaxFailCount; ++t) {
            std::optional<Trace> child =
                mutate(pool[parents[i]].trace, mutators, *streams[i]);
            if (!child)
              break; // nothing to mutate in this trace
            // Decisions a mutator dropped (mutate-kernel's tiles) are
            // drawn from the parent's stream: reproducible, and not the
            // same draw for every child.
            uint64_t seed = 0;
            if (child->getDecisions().size() <
                pool[parents[i]].trace.getDecisions().size())
              seed = (*streams[i])();
            FailureOr<Candidate> c = local.replay(*child, seed);
            if (succeeded(c))
              return c;
          }
          return failure();
        });
    std::vector<size_t> next;
    next.reserve(population.size());
    for (size_t i = 0; i < parents.size(); ++i) {
      if (!children[i]) {
        next.push_back(parents[i]);
        continue;
      }
      next.push_back(pool.size());
      pool.push_back(std::move(*children[i]));
    }
    population = std::move(next);
  }

  // Eps-greedy pick.
  unsigned numRandom =
      static_cast<unsigned>(std::lround(count * options.epsGreedy));
  std::vector<std::pair<double, size_t>> ranked;
  for (auto &[hash, entry] : best)
    ranked.push_back(entry);
  // Highest score first; ties by pool order keep it deterministic.
  std::sort(ranked.begin(), ranked.end(), [](auto a, auto b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::vector<Candidate> batch;
  std::unordered_set<std::string> inBatch;
  auto take = [&](size_t index) {
    const Candidate &c = pool[index];
    if (measured.count(c.hash) || !inBatch.insert(c.hash).second)
      return false;
    batch.push_back(copyOf(c));
    return true;
  };
  // The default schedule first, until it is measured (not a model's pick).
  unsigned forced = 0, forcedSpaces = 0;
  for (size_t index : initial)
    if (pool[index].hash == defaultHash && count > 0 && take(index))
      ++forced;
  // One sample of each design space not measured yet, up to half the batch
  // (msched, not in MetaSchedule, whose eps-greedy share draws from the
  // whole initial population): a design space with no decisions is one
  // candidate among hundreds there, and a cost model trained on the other
  // spaces may never rank it (softmax's fused schedule at 2 threads: not
  // drawn in 64 trials).
  // With an informed model, each space's sample is its best-scored one.
  bool informed = model.isInformed();
  auto scoreOfHash = [&](const std::string &hash) {
    auto it = best.find(hash);
    return it == best.end() ? -std::numeric_limits<double>::infinity()
                            : it->second.first;
  };
  auto scoreOf = [&](size_t index) { return scoreOfHash(pool[index].hash); };
  std::vector<size_t> spaceOrder = initial;
  if (informed)
    std::stable_sort(
        spaceOrder.begin(), spaceOrder.end(),
        [&](size_t a, size_t b) { return scoreOf(a) > scoreOf(b); });
  if (options.measureEachSpace)
    for (size_t index : spaceOrder) {
      if (batch.size() >= count || batch.size() - forced >= count / 2)
        break;
      auto it = spaceOf.find(pool[index].hash);
      if (it == spaceOf.end() || spaceMeasured[it->second])
        continue;
      if (take(index)) {
        spaceMeasured[it->second] = true;
        ++forcedSpaces;
      }
    }
  forced += forcedSpaces;
  unsigned numBest =
      count > forced + numRandom ? count - forced - numRandom : 0;
  for (auto &[s, index] : ranked) {
    if (batch.size() - forced >= numBest)
      break;
    take(index);
  }
  composition.first = batch.size() - forced;
  // Random picks from the initial population (shuffled deterministically).
  std::vector<size_t> shuffled = initial;
  for (size_t i = shuffled.size(); i > 1; --i)
    std::swap(shuffled[i - 1], shuffled[uniformIndex(engine, i)]);
  for (size_t index : shuffled) {
    if (batch.size() >= count)
      break;
    take(index);
  }
  // Fewer random candidates than eps asked for when the ranking ran short.
  composition.second = batch.size() - composition.first - forced;
  // Top up from the ranking if the initial population had too few unmeasured.
  std::unordered_set<std::string> randomPicks;
  for (size_t i = batch.size() - composition.second; i < batch.size(); ++i)
    randomPicks.insert(batch[i].hash);
  for (auto &[s, index] : ranked) {
    if (batch.size() >= count)
      break;
    if (take(index))
      ++composition.first;
  }
  // The batch is measured in order: with an informed model, the most
  // promising first (the space samples among the model's picks by score,
  // the random picks last, the default schedule still first), so a good
  // candidate is found in fewer trials and sets the early stop's bar for
  // the rest (MetaSchedule measures its picks in score order too).
  if (informed) {
    size_t defaultFirst = forced - forcedSpaces;
    std::stable_sort(batch.begin() + defaultFirst, batch.end(),
                     [&](const Candidate &a, const Candidate &b) {
                       bool aRandom = randomPicks.count(a.hash),
                            bRandom = randomPicks.count(b.hash);
                       if (aRandom != bRandom)
                         return bRandom;
                       return scoreOfHash(a.hash) > scoreOfHash(b.hash);
                     });
  }
  return batch;
}

} // namespace

std::unique_ptr<SearchStrategy> msched::createEvolutionaryStrategy(
    const TuneContext &context, MeasuredSet &measured, CostModel &costModel,
    const Database *database, size_t workloadId, std::string target,
    EvolutionaryOptions options, std::vector<WeightedMutator> mutators) {
  return std::make_unique<Evolutionary>(context, measured, costModel, database,
                                        workloadId, std::move(target), options,
                                        std::move(mutators));
}
