//===- SearchStrategy.cpp - Candidates, hashing, sampling -----------------===//

#include "msched/SearchStrategy.h"
#include "msched/TraceReplay.h"
#include "msched/Validators.h"
#include "msched/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/Hashing.h"

using namespace mlir;
using namespace msched;

SearchStrategy::~SearchStrategy() = default;

std::string msched::candidateHash(ModuleOp payload) {
  std::string text = printOp(payload);
  // Two 64-bit hashes of the text make accidental collisions negligible.
  uint64_t a = llvm::hash_value(text);
  uint64_t b = llvm::hash_combine(text.size(), llvm::hash_value(text), 0x5eed);
  char buffer[40];
  std::snprintf(buffer, sizeof(buffer), "%016llx%016llx",
                static_cast<unsigned long long>(a),
                static_cast<unsigned long long>(b));
  return buffer;
}

Candidate::Candidate(Trace trace, OwningOpRef<ModuleOp> payload)
    : trace(std::move(trace)), payload(std::move(payload)),
      hash(candidateHash(*this->payload)) {}

std::string Candidate::payloadText() const { return printOp(payload.get()); }

CandidateSampler::CandidateSampler(const TuneContext &context)
    : context(context) {}

FailureOr<Candidate> CandidateSampler::replay(const Trace &trace,
                                              uint64_t seed) {
  lastError.clear();
  // A trace that does not fit is an expected outcome of sampling and
  // mutation: capture its diagnostics instead of printing them.
  ScopedDiagnosticHandler capture(
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

FailureOr<Candidate> CandidateSampler::sample(const Trace &spaceTrace,
                                              uint64_t seed) {
  return replay(spaceTrace, seed);
}
