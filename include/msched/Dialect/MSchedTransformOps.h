//===- MSchedTransformOps.h - msched Transform-dialect ext. -----*- C++ -*-===//
//
// The msched extension of the Transform dialect: the sampling instructions
//   transform.msched.sample_perfect_tile
//   transform.msched.sample_categorical
//   transform.msched.sample_compute_location
// (op docs: dialect/MSchedTransformOps.td), and the TransformState extension
// through which a C++ caller hands them its random engine. The extension also
// holds the schedule primitives of MSchedPrimitiveOps.h (included below).
//
// Usage from C++ (the Schedule API):
//
//   msched::RandomEngine engine(seed);
//   mlir::transform::applyTransforms(
//       payload, transformOp, {}, options, /*enforceToplevelTransformOp=*/true,
//       [&](mlir::transform::TransformState &state) {
//         msched::installRandomEngine(state, engine);
//       });
//
// Without an installed engine (e.g. `msched-opt --transform-interpreter`),
// the first sampling op of an interpretation creates one, seeded from the
// integer attribute `msched.seed` (kSeedAttrName) of its nearest enclosing op
// that has one, or 0; all sampling ops of that interpretation share it.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_DIALECT_MSCHEDTRANSFORMOPS_H
#define MSCHED_DIALECT_MSCHEDTRANSFORMOPS_H

#include "msched/Sampling.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include <memory>

#define GET_OP_CLASSES
#include "msched/Dialect/MSchedTransformOps.h.inc"

#include "msched/Dialect/MSchedPrimitiveOps.h"

namespace msched {

/// Name of the integer attribute that seeds the engine of an interpretation
/// when no engine is installed.
inline constexpr llvm::StringLiteral kSeedAttrName = "msched.seed";

/// Gives the msched sampling ops of one transform interpretation their random
/// engine. Either refers to an engine owned by the caller (which must outlive
/// the interpretation) or owns one created from a seed.
class SamplingStateExtension
    : public mlir::transform::TransformState::Extension {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SamplingStateExtension)

  /// Uses the caller's engine; decisions advance it.
  SamplingStateExtension(mlir::transform::TransformState &state,
                         RandomEngine &engine)
      : Extension(state), engine(&engine) {}
  /// Owns an engine seeded with `seed`.
  SamplingStateExtension(mlir::transform::TransformState &state, uint64_t seed)
      : Extension(state), owned(std::make_unique<RandomEngine>(seed)),
        engine(owned.get()) {}

  RandomEngine &getEngine() { return *engine; }

private:
  std::unique_ptr<RandomEngine> owned;
  RandomEngine *engine;
};

/// Installs `engine` for the sampling ops of the interpretation that owns
/// `state` (call it from applyTransforms' stateInitializer). Replaces an
/// engine installed before.
void installRandomEngine(mlir::transform::TransformState &state,
                         RandomEngine &engine);

/// The engine of the interpretation that owns `state`: the installed one, or,
/// when none is, a new one seeded from the `msched.seed` attribute of the
/// nearest ancestor of `transformOp` that has one (0 when none), which later
/// calls then return.
RandomEngine &getOrCreateRandomEngine(mlir::transform::TransformState &state,
                                      mlir::Operation *transformOp);

/// Registers the msched Transform-dialect extension (the sampling ops above
/// and the primitives of MSchedPrimitiveOps.h). Call
/// before creating the context, next to registerAllExtensions.
void registerTransformExtension(mlir::DialectRegistry &registry);

} // namespace msched

#endif // MSCHED_DIALECT_MSCHEDTRANSFORMOPS_H
