//===- RandomCostModel.cpp - Random scores, for ablations -----------------===//
//
// TVM's RandomModel (python/tvm/meta_schedule/cost_model/random_model.py):
// uniform scores in [0, 1), here from a seeded msched::RandomEngine through
// Boost.Random's uniform_real_distribution (the same values on every
// platform, Sampling.h).
//
//===----------------------------------------------------------------------===//

#include "msched/Sampling.h"
#include "msched/Search/CostModel/CostModel.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <boost/random/uniform_real_distribution.hpp>
#include <nlohmann/json.hpp>

using namespace msched;

namespace {

constexpr const char *kFileName = "random_cost_model.json";
constexpr const char *kFormat = "msched-random-cost-model";

class RandomCostModel : public CostModel {
public:
  explicit RandomCostModel(uint64_t seed) : seed(seed), engine(seed) {}

  llvm::StringRef name() const override { return "random"; }
  bool isInformed() const override { return false; }

  llvm::Expected<std::vector<double>>
  predict(llvm::ArrayRef<FeatureRows> candidates) override {
    if (llvm::Error e = checkFeatureWidths(candidates))
      return e;
    boost::random::uniform_real_distribution<double> uniform(0.0, 1.0);
    std::vector<double> scores;
    scores.reserve(candidates.size());
    for (size_t i = 0; i < candidates.size(); ++i) {
      scores.push_back(uniform(engine));
      ++draws;
    }
    return scores;
  }

  llvm::Error update(llvm::ArrayRef<MeasuredCandidate> measured) override {
    std::vector<FeatureRows> rows;
    for (const MeasuredCandidate &m : measured)
      rows.push_back(m.features);
    return checkFeatureWidths(rows);
  }

  llvm::Error save(llvm::StringRef dir) const override {
    if (std::error_code ec = llvm::sys::fs::create_directories(dir))
      return llvm::createStringError(ec, "cannot create '%s': %s",
                                     dir.str().c_str(), ec.message().c_str());
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, kFileName);
    nlohmann::json j = {
        {"format", kFormat}, {"version", 1}, {"seed", seed}, {"draws", draws}};
    std::string tmp = (path + ".tmp").str();
    {
      std::error_code ec;
      llvm::raw_fd_ostream os(tmp, ec);
      if (ec)
        return llvm::createStringError(ec, "cannot write '%s': %s", tmp.c_str(),
                                       ec.message().c_str());
      os << j.dump() << "\n";
      os.close();
      if (os.has_error())
        return llvm::createStringError(os.error(), "cannot write '%s'",
                                       tmp.c_str());
    }
    if (std::error_code ec = llvm::sys::fs::rename(tmp, path))
      return llvm::createStringError(ec, "cannot rename '%s': %s", tmp.c_str(),
                                     ec.message().c_str());
    return llvm::Error::success();
  }

  llvm::Error load(llvm::StringRef dir) override {
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, kFileName);
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer)
      return llvm::createStringError(buffer.getError(), "cannot read '%s': %s",
                                     path.c_str(),
                                     buffer.getError().message().c_str());
    nlohmann::json j = nlohmann::json::parse(
        (*buffer)->getBuffer().begin(), (*buffer)->getBuffer().end(), nullptr,
        /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object() ||
        j.value("format", "") != kFormat || !j.contains("seed") ||
        !j["seed"].is_number_unsigned() || !j.contains("draws") ||
        !j["draws"].is_number_unsigned())
      return llvm::createStringError(
          "'%s': not a random cost model (expected {format: %s, seed, draws})",
          path.c_str(), kFormat);
    if (j.value("version", 0) != 1)
      return llvm::createStringError("'%s': unsupported version", path.c_str());
    seed = j["seed"].get<uint64_t>();
    uint64_t n = j["draws"].get<uint64_t>();
    engine = RandomEngine(seed);
    // Each score took one draw of the distribution; replaying them with the
    // same distribution puts the engine where it was.
    boost::random::uniform_real_distribution<double> uniform(0.0, 1.0);
    for (uint64_t i = 0; i < n; ++i)
      (void)uniform(engine);
    draws = n;
    return llvm::Error::success();
  }

private:
  uint64_t seed;
  RandomEngine engine;
  uint64_t draws = 0;
};

} // namespace

std::unique_ptr<CostModel> msched::createRandomCostModel(uint64_t seed) {
  return std::make_unique<RandomCostModel>(seed);
}
