//===- Validators.h - Postprocessors that reject what cannot lower -*- C++
//-*-===//
//
// MetaSchedule's validating postprocessors (apache/tvm
// src/meta_schedule/postproc/disallow_dynamic_loop.cc and the vector checks
// of verify_*): a scheduled payload is rejected, with a reason, before it is
// built when
//  - a loop (scf.for, scf.forall, scf.parallel) has no static trip count
//    (msched schedules static shapes; a dynamic loop means a tile size that
//    does not divide its extent slipped through), or
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

/// Succeeds when `payload` passes every validator; otherwise fails and sets
/// `reason`, e.g. "loop without a static trip count: scf.for at loc(...)".
mlir::LogicalResult validateScheduledPayload(mlir::ModuleOp payload,
                                             std::string &reason);

} // namespace msched

#endif // MSCHED_VALIDATORS_H
