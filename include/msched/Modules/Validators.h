//===- Validators.h - Postprocessors that reject what cannot lower -*- C++
//-*-===//
//
// MetaSchedule's validating postprocessors (apache/tvm
// src/meta_schedule/postproc/disallow_dynamic_loop.cc and the vector checks
// of verify_*): a scheduled payload is rejected, with a reason, before it is
// built when
//  - a loop (scf.for, scf.forall, scf.parallel) has no static trip count
//    (msched schedules static shapes; a dynamic loop means a tile size that
//    does not divide its extent slipped through), except inside a forall
//    marked kUnevenChunksAttrName, or
//  - a vector type is scalable, 0-D or has more than kMaxVectorElements
//    elements (the backend would spill or fail; 64 lanes x 64 rows is far
//    beyond any register tile msched's modules produce).
// The search runs them on every candidate (search/strategy/SearchStrategy.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_VALIDATORS_H
#define MSCHED_VALIDATORS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>

namespace msched {

inline constexpr int64_t kMaxVectorElements = 64 * 64;

/// A unit attribute on an scf.forall whose tasks get chunks of a loop
/// rounded up, the last one shorter (data tiling's copies split across the
/// cores): the loops inside it may have dynamic trip counts, which the
/// validators accept there. Their vectors are still checked.
inline constexpr llvm::StringLiteral kUnevenChunksAttrName =
    "msched.uneven_chunks";

/// Succeeds when `payload` passes every validator; otherwise fails and sets
/// `reason`, e.g. "loop without a static trip count: scf.for at loc(...)".
mlir::LogicalResult validateScheduledPayload(mlir::ModuleOp payload,
                                             std::string &reason);

} // namespace msched

#endif // MSCHED_VALIDATORS_H
