//===- ScheduleExampleMain.cpp - msched-schedule-example (test tool) ------===//
//
//   msched-schedule-example NAME WORKLOAD.mlir --seed S
//       [--trace OUT.mlir] [--json OUT.json] [--payload OUT.mlir]
//
// Builds example schedule NAME (ScheduleExamples.h) on WORKLOAD with the
// Schedule API and writes its trace (MLIR and/or JSON form) and the payload
// the Schedule produced, for the lit tests of invariant 1.
//
//===----------------------------------------------------------------------===//

#include "ScheduleExamples.h"

#include "msched/Context.h"
#include "msched/Traces/TraceJson.h"
#include "msched/Workload.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace msched;
namespace cl = llvm::cl;

static cl::opt<std::string> name(cl::Positional, cl::Required,
                                 cl::desc("<matmul|conv2d|dense>"));
static cl::opt<std::string> workloadPath(cl::Positional, cl::Required,
                                         cl::desc("<workload.mlir>"));
static cl::opt<uint64_t> seed("seed", cl::init(0), cl::desc("Engine seed"));
static cl::opt<std::string> tracePath("trace", cl::desc("Write the trace"));
static cl::opt<std::string> jsonPath("json",
                                     cl::desc("Write the trace as JSON"));
static cl::opt<std::string> payloadPath("payload",
                                        cl::desc("Write the payload"));

static bool writeFile(const std::string &path, const std::string &text) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    llvm::WithColor::error(llvm::errs(), "msched-schedule-example")
        << "cannot write '" << path << "': " << ec.message() << "\n";
    return false;
  }
  os << text;
  return true;
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "build an example schedule\n");
  std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  mlir::OwningOpRef<mlir::ModuleOp> workload =
      parseWorkloadFile(workloadPath, *ctx);
  if (!workload)
    return 1;
  ScheduleOptions options;
  options.seed = seed;
  mlir::FailureOr<Schedule> schedule = Schedule::create(*workload, "", options);
  if (mlir::failed(schedule))
    return 1;
  std::string message;
  if (mlir::failed(test::buildExample(*schedule, name, message))) {
    llvm::WithColor::error(llvm::errs(), "msched-schedule-example")
        << message << "\n";
    return 1;
  }
  if (!tracePath.empty() &&
      !writeFile(tracePath, schedule->getTrace().str() + "\n"))
    return 1;
  if (!jsonPath.empty()) {
    mlir::FailureOr<nlohmann::json> json = traceToJson(schedule->getTrace());
    if (mlir::failed(json) || !writeFile(jsonPath, json->dump(2) + "\n"))
      return 1;
  }
  if (!payloadPath.empty() &&
      !writeFile(payloadPath, printOp(schedule->getPayload()) + "\n"))
    return 1;
  return 0;
}
