//===- Measurer.cpp - Measuring candidates on this process's runner -------===//

#include "msched/Search/Measurer.h"

using namespace msched;

Measurer::~Measurer() = default;

namespace {

class LocalMeasurer : public Measurer {
public:
  explicit LocalMeasurer(const RunnerOptions &options) : runner(options) {}

  size_t measure(const WorkloadRef &workload,
                 llvm::ArrayRef<std::optional<std::string>> candidates,
                 const TimingFor &timingFor,
                 const OnResult &onResult) override {
    for (size_t i = 0; i < candidates.size(); ++i)
      if (!onResult(i, runner.measure(workload, candidates[i], timingFor(i))))
        return i + 1;
    return candidates.size();
  }

private:
  Runner runner;
};

} // namespace

std::unique_ptr<Measurer>
msched::createLocalMeasurer(const RunnerOptions &options) {
  return std::make_unique<LocalMeasurer>(options);
}
