//===- MultiplyOp.cpp - transform.msched.multiply -------------------------===//
//
// The product of integer parameters (see dialect/MSchedPrimitiveOps.td).
//
//===----------------------------------------------------------------------===//

#include "PrimitiveUtils.h"
#include "msched/Dialect/MSchedPrimitiveOps.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/MathExtras.h"

#include <string>

using namespace mlir;
using namespace msched;

LogicalResult MultiplyOp::verify() {
  if (getParams().empty())
    return emitOpError() << "expects at least one operand";
  return success();
}

DiagnosedSilenceableFailure
MultiplyOp::apply(transform::TransformRewriter &rewriter,
                  transform::TransformResults &results,
                  transform::TransformState &state) {
  int64_t product = 1;
  for (auto [index, param] : llvm::enumerate(getParams())) {
    int64_t value = 0;
    std::string what = "multiply: operand #" + std::to_string(index);
    DiagnosedSilenceableFailure got =
        detail::getSingleIntParam(*this, state, param, what, value);
    if (!got.succeeded())
      return got;
    if (llvm::MulOverflow(product, value, product))
      return emitSilenceableError()
             << "multiply: the product overflows i64 at operand #" << index
             << " (" << value << ")";
  }
  Builder b(getContext());
  results.setParams(cast<OpResult>(getResult()),
                    {b.getI64IntegerAttr(product)});
  return DiagnosedSilenceableFailure::success();
}
