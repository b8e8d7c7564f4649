//===- Flops.h - FLOP counts of workloads ------------------------*- C++
//-*-===//
//
// The documented formula behind every GFLOP/s figure msched prints:
//
//   FLOPs(func) = sum over linalg ops L in func of
//                 (product of L's static loop ranges) * bodyFlops(L)
//
// where bodyFlops(L) is the number of ops in L's scalar body that belong to the
// arith or math dialect and produce a floating-point result or an integer of
// 8 bits or more (an int8 GEMM's i32 multiply-adds: its "GFLOP/s" are
// giga-operations per second), not counting arith.constant, arith.select and
// casts (extf, truncf, extsi, sitofp, ...), masks (i1) or index arithmetic. So
// a matmul counts 2*M*N*K, a convolution 2*N*OH*OW*OC*(IC/groups)*KH*KW, and
// linalg.fill, linalg.transpose and tensor.pad count 0. This is the usual
// convention (TVM's FLOP estimator counts the same way).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_FLOPS_H
#define MSCHED_FLOPS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <cstdint>

namespace msched {

/// Floating-point ops in one execution of `op`'s scalar body.
int64_t bodyFlops(mlir::linalg::LinalgOp op);

/// FLOPs of one call of `func` (formula above), the functions it calls in its
/// module included (a model whose tasks were extracted, TaskExtraction.h).
/// Ops with dynamic loop ranges count 0 (validation rejects them first).
double countFlops(mlir::func::FuncOp func);

/// Largest product of reduction-loop extents over the linalg ops of `func`
/// and of the functions it calls (1 when there is none).
int64_t maxReductionLength(mlir::func::FuncOp func);

} // namespace msched

#endif // MSCHED_FLOPS_H
