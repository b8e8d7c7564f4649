//===- TraceJson.h - Traces: JSON form --------------------------*- C++ -*-===//
//
// The JSON form of a trace (Trace.h), for tuning databases. It is lossless:
// MLIR -> JSON -> MLIR prints the same module. Shape (version 1):
//
//   {
//     "format": "msched-trace", "version": 1,
//     "func": "gmm_128",                      // optional (msched.func)
//     "module_attributes": {"name": "<attr>"}, // other module attributes
//     "root": {"id": 0, "type": "!transform.any_op",
//              "attributes": {"transform.readonly": "unit"}},
//     "sequence_attributes": {"name": "<attr>"}, // of @__transform_main
//     "instructions": [INSTRUCTION, ...]         // terminator excluded
//   }
//
//   INSTRUCTION =
//   {
//     "op": "transform.structured.tile_using_for",
//     "operands": [1, 2, 3],                  // value ids
//     "results": [4, 5, 6],                   // value ids they define
//     "result_types": ["!transform.any_op", ...],
//     "properties": {"static_sizes": "array<i64: 0, 0, 0>", ...},
//     "attributes": {"name": "<attr>"},       // discardable attributes
//     "decision": [4, 32],                    // sampling instructions only
//     "regions": [[BLOCK, ...], ...]          // ops with regions only
//   }
//   BLOCK = {"arguments": [7], "argument_types": ["!transform.any_op"],
//            "ops": [INSTRUCTION, ...]}       // terminator included
//
// Value ids number the trace's SSA values: 0 is %root, the others are
// assigned in order of definition. "<attr>" and types are MLIR's printed
// syntax. "properties" holds an op's inherent attributes except its decision;
// "decision" is explicit on every sampling instruction: an array of integers
// (sample_perfect_tile), an integer (the others), or null when it has not
// sampled; other decision attributes are {"attr": "<attr>"}.
//
// Locations are not kept: a decoded instruction (and the ops nested in it) is
// located in file "SOURCE#/instructions/I" (a JSON pointer) at 0:0, with
// SOURCE the `sourceName` given to traceFromJson, so replay errors name the
// instruction.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TRACEJSON_H
#define MSCHED_TRACEJSON_H

#include "msched/Traces/Trace.h"

#include "mlir/Support/LLVM.h"

#include <nlohmann/json.hpp>

#include <string>

namespace msched {

/// Current JSON trace version.
inline constexpr int kTraceJsonVersion = 1;

/// The JSON form of `trace`. Fails, with an error at the offending op, for a
/// trace module holding ops besides @__transform_main, and for an op whose
/// properties are not a dictionary attribute.
mlir::FailureOr<nlohmann::json> traceToJson(const Trace &trace);

/// Builds the trace of `json` in `ctx` (which gets loadTraceExtensions).
/// Errors (emitted in `ctx`, located at `sourceName`, naming the JSON path,
/// e.g. "instructions[3].operands[1]"): a missing or ill-typed field, an
/// unknown version, an op not registered in `ctx`, an unparsable type or
/// attribute, a value id used before its definition or defined twice, and a
/// resulting module that does not verify.
mlir::FailureOr<Trace> traceFromJson(const nlohmann::json &json,
                                     mlir::MLIRContext *ctx,
                                     llvm::StringRef sourceName = "trace.json");

/// Parses JSON text, then traceFromJson. A JSON syntax error is reported as
/// "invalid JSON: parse error at line L, column C: ...".
mlir::FailureOr<Trace>
parseTraceJson(llvm::StringRef text, mlir::MLIRContext *ctx,
               llvm::StringRef sourceName = "trace.json");

} // namespace msched

#endif // MSCHED_TRACEJSON_H
