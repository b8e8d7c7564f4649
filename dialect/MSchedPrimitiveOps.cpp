//===- MSchedPrimitiveOps.cpp - msched schedule primitives ----------------===//
//
// The TableGen-generated definitions of the schedule primitives
// (dialect/MSchedPrimitiveOps.td). Each op's transform semantics are in the
// file named after it: FuseConsumerOp.cpp, UnrollOp.cpp, MultiplyOp.cpp,
// ReorderOp.cpp, DecomposeGroupedConvOp.cpp, DecomposeTransposedConvOp.cpp,
// RFactorOp.cpp, CacheReadOp.cpp, DataTileOp.cpp, DecomposeConv3DOp.cpp,
// PeelPaddingOp.cpp, SplitGroupedConvOp.cpp, SpecializeContractionOp.cpp,
// PrivatizeInitFillOp.cpp, ComputeAtOp.cpp, FuseIntoForallOutputOp.cpp.
//
//===----------------------------------------------------------------------===//

#include "msched/Dialect/MSchedPrimitiveOps.h"

#define GET_OP_CLASSES
#include "msched/Dialect/MSchedPrimitiveOps.cpp.inc"
