//===- StructuralHash.h - msched's one identity hash ------------*- C++ -*-===//
//
// One hash identifies everything msched deduplicates or looks up: a workload
// (a task's function) in the database and in the runner's reference cache,
// and a candidate (a scheduled payload) in the search. It is SHA-256 of the
// printed IR, without locations: two functions that differ only in their
// name or locations are the same workload, two traces that schedule a task
// the same way are the same candidate.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_STRUCTURALHASH_H
#define MSCHED_STRUCTURALHASH_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace msched {

/// SHA-256 of `text` as 64 lowercase hex digits.
std::string hashText(llvm::StringRef text);

/// hashText of `op` printed in its custom form without locations. The
/// structural hash of a candidate (its scheduled payload module).
std::string structuralHash(mlir::Operation *op);

/// The structural hash of a task: structuralHash of a copy of `func` renamed
/// to a fixed symbol and without its task weight and constant-argument marks
/// (TaskExtraction.h), so functions differing only in their name, weight or
/// marks share their tuning
/// records. The key of a workload in the database and the runner.
std::string structuralHash(mlir::func::FuncOp func);

} // namespace msched

#endif // MSCHED_STRUCTURALHASH_H
