//===- TuningCurve.h - The tuning curve of a run, as data and a picture -*- C++
//-*-===//
//
// What msched-tune leaves in its work directory about the course of a run:
// tuning_curve.csv (one row per trial measured in this run: task, trial,
// wall seconds since the run started, best GFLOP/s so far, the candidate's
// status, its build and run (warm-up, timed calls, check) seconds in the
// worker, and the seconds from sending it to a worker to its result) and,
// when
// gnuplot is installed (scripts/setup.sh installs gnuplot-nox),
// tuning_curve.png: best GFLOP/s per task against trials and against wall
// time, side by side.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_SEARCH_TUNINGCURVE_H
#define MSCHED_SEARCH_TUNINGCURVE_H

#include "msched/Search/Tuner.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace msched {

/// What writeTuningCurve wrote.
struct TuningCurveFiles {
  std::string csv;  ///< the data, always
  std::string png;  ///< the picture; "" without gnuplot (see `note`)
  std::string note; ///< why there is no picture, "" when there is one
};

/// Writes tuning_curve.csv and, with gnuplot, tuning_curve.png into
/// `workDir` from the curves of `tasks`. Errors: the CSV cannot be written.
/// A failing gnuplot is no error: the result says why in `note`.
llvm::Expected<TuningCurveFiles>
writeTuningCurve(llvm::StringRef workDir,
                 const std::vector<TaskOutcome> &tasks);

} // namespace msched

#endif // MSCHED_SEARCH_TUNINGCURVE_H
