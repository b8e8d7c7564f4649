//===- TuningCurve.cpp - The tuning curve of a run ------------------------===//
//
// See include/msched/Search/TuningCurve.h.
//
//===----------------------------------------------------------------------===//

#include "msched/Search/TuningCurve.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace msched;

static std::string inDir(llvm::StringRef dir, llvm::StringRef name) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, name);
  return std::string(path);
}

/// `text` as a gnuplot string literal.
static std::string gnuplotString(llvm::StringRef text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out + "\"";
}

llvm::Expected<TuningCurveFiles>
msched::writeTuningCurve(llvm::StringRef workDir,
                         const std::vector<TaskOutcome> &tasks) {
  TuningCurveFiles files;
  files.csv = inDir(workDir, "tuning_curve.csv");
  {
    std::error_code ec;
    llvm::raw_fd_ostream csv(files.csv, ec);
    if (ec)
      return llvm::createStringError("cannot write " + files.csv + ": " +
                                     ec.message());
    csv << "task,trial,wall_seconds,best_gflops,status,build_seconds,"
           "run_seconds,round_trip_seconds\n";
    for (const TaskOutcome &task : tasks)
      for (const TaskOutcome::CurvePoint &p : task.curve)
        csv << task.funcName << "," << p.trial << ","
            << llvm::formatv("{0:F3}", p.wallSeconds) << ","
            << llvm::formatv("{0:F3}", p.bestGflops) << "," << p.status << ","
            << llvm::formatv("{0:F3}", p.buildSeconds) << ","
            << llvm::formatv("{0:F3}", p.runSeconds) << ","
            << llvm::formatv("{0:F3}", p.roundTripSeconds) << "\n";
  }

  // A resumed run whose budget the database already holds measures nothing:
  // there is no curve to draw (gnuplot would fail on an empty plot).
  if (llvm::all_of(
          tasks, [](const TaskOutcome &task) { return task.curve.empty(); })) {
    files.note = "no trial was measured in this run (the database already "
                 "held the budget): no tuning_curve.png";
    return files;
  }
  llvm::ErrorOr<std::string> gnuplot = llvm::sys::findProgramByName("gnuplot");
  if (!gnuplot) {
    files.note = "gnuplot not found: no tuning_curve.png "
                 "(scripts/setup.sh installs gnuplot-nox)";
    return files;
  }
  std::string png = inDir(workDir, "tuning_curve.png");
  std::string script = inDir(workDir, "tuning_curve.gp");
  {
    std::error_code ec;
    llvm::raw_fd_ostream gp(script, ec);
    if (ec) {
      files.note = "cannot write " + script + ": " + ec.message();
      return files;
    }
    gp << "set terminal pngcairo noenhanced size 1200,480\n"
       << "set output " << gnuplotString(png) << "\n"
       << "set datafile separator ','\n"
       << "set key bottom right\n"
       << "set ylabel 'best GFLOP/s'\n"
       << "set multiplot layout 1,2 title 'msched-tune: "
          "best GFLOP/s of each task in this run'\n";
    for (int pass = 0; pass < 2; ++pass) {
      gp << "set xlabel '" << (pass == 0 ? "trials" : "wall time (s)")
         << "'\nplot ";
      int column = pass == 0 ? 2 : 3;
      bool first = true;
      for (const TaskOutcome &task : tasks) {
        if (task.curve.empty())
          continue;
        gp << (first ? "" : ", ") << gnuplotString(files.csv)
           << " using (strcol(1) eq " << gnuplotString(task.funcName) << " ? $"
           << column << " : NaN):4"
           << " with lines lw 2 title " << gnuplotString("@" + task.funcName);
        first = false;
      }
      if (first)
        gp << "NaN notitle";
      gp << "\n";
    }
    gp << "unset multiplot\n";
  }
  std::string error;
  llvm::StringRef args[] = {*gnuplot, script};
  int rc = llvm::sys::ExecuteAndWait(*gnuplot, args, std::nullopt, {}, 60, 0,
                                     &error);
  if (rc != 0 || !llvm::sys::fs::exists(png)) {
    files.note = "gnuplot failed (" +
                 (error.empty() ? "exit status " + std::to_string(rc) : error) +
                 "): no tuning_curve.png; the script is " + script;
    return files;
  }
  files.png = png;
  return files;
}
