//===- MutateTileSize.cpp - Move a factor between tile parts --------------===//
//
// apache/tvm src/meta_schedule/mutator/mutate_tile_size.cc: pick a perfect
// tile decision, a part x > 1, a divisor d > 1 of it and a part y != x; move
// d from x to y. The product (the loop extent) is unchanged, so the trace
// stays valid; the innermost bound is respected by retrying.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedTransformOps.h"
#include "msched/Search/Mutator/Mutator.h"

using namespace mlir;
using namespace msched;

namespace {

SmallVector<int64_t> divisorsAboveOne(int64_t x) {
  SmallVector<int64_t> divisors;
  for (int64_t d = 2; d <= x; ++d)
    if (x % d == 0)
      divisors.push_back(d);
  return divisors;
}

class MutateTileSize : public Mutator {
public:
  StringRef getName() const override { return "mutate-tile-size"; }

  std::optional<Trace> apply(const Trace &trace,
                             RandomEngine &engine) const override {
    SmallVector<SamplePerfectTileOp> tiles =
        getDecidedInstructions<SamplePerfectTileOp>(trace);
    // Instructions with a single part, or all parts 1, cannot change.
    llvm::erase_if(tiles, [](SamplePerfectTileOp op) {
      ArrayRef<int64_t> d = *op.getDecision();
      return d.size() < 2 || llvm::all_of(d, [](int64_t f) { return f == 1; });
    });
    if (tiles.empty())
      return std::nullopt;
    constexpr int kMaxTries = 32;
    for (int attempt = 0; attempt < kMaxTries; ++attempt) {
      SamplePerfectTileOp op = tiles[uniformIndex(engine, tiles.size())];
      SmallVector<int64_t> parts(op.getDecision()->begin(),
                                 op.getDecision()->end());
      int64_t n = parts.size();
      SmallVector<int64_t> movable;
      for (int64_t i = 0; i < n; ++i)
        if (parts[i] > 1)
          movable.push_back(i);
      int64_t x = movable[uniformIndex(engine, movable.size())];
      SmallVector<int64_t> divisors = divisorsAboveOne(parts[x]);
      int64_t d = divisors[uniformIndex(engine, divisors.size())];
      int64_t y = uniformIndex(engine, n - 1);
      if (y >= x)
        ++y;
      int64_t maxInnermost = op.getMaxInnermostFactor().value_or(0);
      if (y == n - 1 && maxInnermost > 0 && parts[y] * d > maxInnermost)
        continue;
      parts[x] /= d;
      parts[y] *= d;
      return withNewDecision(trace, op, parts);
    }
    return std::nullopt;
  }
};

} // namespace

std::unique_ptr<Mutator> msched::createMutateTileSize() {
  return std::make_unique<MutateTileSize>();
}
