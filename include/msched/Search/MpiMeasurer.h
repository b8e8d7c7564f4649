//===- MpiMeasurer.h - Measuring candidates over Open MPI ranks -*- C++ -*-===//
//
// `mpirun -np N msched-tune ...` runs one tuning job on N ranks: rank 0 runs
// the search, the cost model and the database; ranks 1..N-1 build and time
// the candidates rank 0 sends them, each in its own isolated worker
// processes (Runner.h), so a candidate that crashes or hangs costs one trial
// and never kills a rank (Open MPI 4.1 aborts the whole job when a rank
// dies). Only with MSCHED_HAVE_MPI (CMake found MPI); without it msched-tune
// runs locally as always.
//
// Protocol (one JSON text per message, MPI_CHAR, on MPI_COMM_WORLD):
//   rank r -> 0, tag kHello:   {"target": hostTarget(threads), "host": name}
//   0 -> rank r, tag kRequest: {"id": n, "request": MeasureRequest JSON}
//   rank r -> 0, tag kResult:  {"id": n, "result": MeasureResult JSON}
//   0 -> rank r, tag kStop:    {}  (the rank leaves its loop and finalizes)
//   rank r -> 0, tag kStopped: {}  (it did)
// Rank 0 keeps one request in flight per rank (a rank measures one candidate
// at a time) and hands the next candidate to whichever rank is idle; results
// are reported in candidate order, so the database holds the same sequence
// whatever rank measured what. A rank whose target differs from rank 0's is
// not used (records of different targets are never mixed, DESIGN.md). A rank
// that gives no result within the rank timeout is dropped: its candidate goes
// to another rank and whatever it sends later is ignored; with no rank left,
// rank 0 measures on its own runner. The run says so in its log. A rank that
// cannot measure at all (a WorkerError: no worker executable, no timing lock)
// is dropped the same way. A crash is recorded only once another rank
// confirms it (the candidate is measured again elsewhere; with one rank left,
// as it is), and a rank whose worker crashes on 3 candidates in a row is
// dropped: a broken host answers fast and would otherwise fail most of a
// batch. At the end every rank is told to stop; if one does
// not acknowledge within the rank timeout (it hangs), rank 0 ends the job with
// MPI_Abort after everything is stored, since MPI_Finalize would wait for it
// forever. Ranks use their own command line's reference cache and timing
// lock; the timing settings come with each request.
//
// Timing: ranks on one host take turns to time through the host's timing lock
// (RunnerOptions::timingLockPath, HostLock.h), while their builds overlap.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SEARCH_MPIMEASURER_H
#define MSCHED_SEARCH_MPIMEASURER_H

#include "msched/Search/Measurer.h"

#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace msched {

/// Whether this process was started by mpirun or srun (Open MPI's or PMIx's
/// environment): only then does msched-tune initialize MPI.
bool startedByMpiLauncher();

/// MPI_Init on construction, MPI_Finalize on destruction.
class MpiSession {
public:
  MpiSession(int *argc, char ***argv);
  ~MpiSession();
  int rank() const { return rankId; }
  int size() const { return worldSize; }
  /// Ends the whole job with exit code `code` (MPI_Abort), for an error on
  /// one rank that the others would wait on forever.
  [[noreturn]] void abort(int code);

private:
  int rankId = 0, worldSize = 1;
};

struct MpiMeasurerOptions {
  /// The runner of rank 0, used when no other rank is left.
  RunnerOptions runner;
  /// Seconds a rank may take to say hello, to answer one request, or to
  /// acknowledge the stop, before it is dropped (<= 0: the build and run
  /// timeouts of `runner`, twice its reference timeout, which also bounds
  /// the wait for the timing lock, plus 60 s).
  double rankTimeoutSeconds = 0;
  /// Rank changes (dropped, excluded) are written here.
  llvm::raw_ostream *log = nullptr;
};

/// Rank 0's side: waits for every rank's hello and measures on them.
std::unique_ptr<Measurer> createMpiMeasurer(const MpiMeasurerOptions &options);

/// Ranks 1..N-1: says hello, then measures what rank 0 sends on a Runner
/// with `options` until rank 0 says stop. Returns the process exit code.
int serveMpiMeasurements(const RunnerOptions &options);

} // namespace msched

#endif // MSCHED_SEARCH_MPIMEASURER_H
