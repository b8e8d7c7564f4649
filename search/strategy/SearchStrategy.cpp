//===- SearchStrategy.cpp - Candidates, hashing, sampling -----------------===//

#include "msched/Search/Strategy/SearchStrategy.h"
#include "msched/Modules/Validators.h"
#include "msched/StructuralHash.h"
#include "msched/ThreadDiagnosticHandler.h"
#include "msched/Traces/TraceReplay.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace msched;

SearchStrategy::~SearchStrategy() = default;

Candidate::Candidate(Trace trace, OwningOpRef<ModuleOp> payload)
    : trace(std::move(trace)), payload(std::move(payload)),
      hash(structuralHash(this->payload->getOperation())) {}

std::string Candidate::payloadText() const { return printOp(payload.get()); }

std::shared_ptr<const FeatureRows>
Candidate::sharedFeatures(const FeatureOptions &options) const {
  if (!featureRows) {
    std::string error;
    FailureOr<FeatureRows> rows =
        extractFeatures(payload.get(), options, &error);
    featureRows = std::make_shared<const FeatureRows>(
        succeeded(rows) ? std::move(*rows) : FeatureRows{});
  }
  return featureRows;
}

const FeatureRows &Candidate::features(const FeatureOptions &options) const {
  return *sharedFeatures(options);
}

CandidateSampler::CandidateSampler(const TuneContext &context)
    : context(context) {
  loadTraceExtensions(*context.workload->getContext());
}

FailureOr<Candidate> CandidateSampler::replay(const Trace &trace,
                                              uint64_t seed) {
  lastError.clear();
  // A trace that does not fit is an expected outcome of sampling and
  // mutation: capture its diagnostics instead of printing them.
  msched::ThreadDiagnosticHandler capture(
      context.workload->getContext(), [&](Diagnostic &d) {
        if (d.getSeverity() == DiagnosticSeverity::Error) {
          if (!lastError.empty())
            lastError += "; ";
          lastError += d.str();
        }
        return success();
      });
  ReplayOptions options;
  options.funcName = context.funcName;
  options.seed = seed;
  // The interpreter's expensive checks guard against handle misuse, which
  // the design space's traces were already checked for when built.
  options.expensiveChecks = false;
  options.loadExtensions = false; // loaded by the constructor
  Trace replayed = Trace::create(context.workload->getContext());
  FailureOr<OwningOpRef<ModuleOp>> payload =
      replayTrace(context.workload, trace, options, &replayed);
  if (failed(payload)) {
    if (lastError.empty())
      lastError = "the trace does not fit";
    return failure();
  }
  // Postprocessing validators: reject what cannot lower, with the reason.
  if (failed(validateScheduledPayload(**payload, lastError)))
    return failure();
  return Candidate(std::move(replayed), std::move(*payload));
}

FailureOr<Candidate>
CandidateSampler::replayRecord(const Database &database,
                               const TuningRecord &record) {
  MLIRContext *ctx = context.workload->getContext();
  FailureOr<Trace> trace = failure();
  {
    msched::ThreadDiagnosticHandler quiet(
        ctx, [](Diagnostic &) { return success(); });
    trace = database.decodeTrace(record, ctx);
  }
  if (failed(trace)) {
    lastError = "the record's trace does not decode";
    return failure();
  }
  return replay(*trace);
}

FailureOr<Candidate> CandidateSampler::sample(const Trace &spaceTrace,
                                              uint64_t seed) {
  return replay(spaceTrace, seed);
}
