//===- WorkerProtocolFuzzer.cpp - Fuzz the worker protocol ----------------===//
//
// Bytes -> a pipe -> LineChannel::readLine (lib/WorkerProtocol.cpp) -> each
// line as msched-worker reads a request: JSON, then requestFromJson, whose
// exceptions the worker turns into an error reply. A request read must
// survive toJson and requestFromJson unchanged.
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"

#include "msched/WorkerProtocol.h"

#include <cstdlib>
#include <exception>
#include <unistd.h>

using namespace msched;
using json = nlohmann::json;

static void readRequest(const std::string &line) {
  json message = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (message.is_discarded() || !message.contains("workload_ir"))
    return; // the worker's "malformed request" reply
  MeasureRequest request;
  try {
    request = requestFromJson(message);
  } catch (const std::exception &) {
    return; // the worker's "worker error" reply
  }
  MeasureRequest again = requestFromJson(toJson(request));
  if (again.workload.key != request.workload.key ||
      again.workload.ir != request.workload.ir ||
      again.candidateIR != request.candidateIR ||
      // toJson writes the effective thread count (0: all cores).
      again.timing.threads != request.timing.effectiveThreads() ||
      again.timing.number != request.timing.number ||
      again.lockWhileBuilding != request.lockWhileBuilding)
    std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A pipe holds 64 KiB without a reader; longer inputs are cut.
  size = std::min<size_t>(size, 60000);
  int fds[2];
  if (::pipe(fds) != 0)
    std::abort();
  size_t done = 0;
  while (done < size) {
    ssize_t n = ::write(fds[1], data + done, size - done);
    if (n <= 0)
      std::abort();
    done += static_cast<size_t>(n);
  }
  ::close(fds[1]);
  LineChannel channel(fds[0], -1);
  std::string line;
  while (channel.readLine(line, 1.0) == LineChannel::ReadStatus::Line)
    readRequest(line);
  ::close(fds[0]);
  return 0;
}
