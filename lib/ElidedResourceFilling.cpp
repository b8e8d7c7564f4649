//===- ElidedResourceFilling.cpp - Values for elided weights --------------===//

#include "msched/ElidedResourceFilling.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

using namespace mlir;
using namespace msched;

int64_t msched::fillElidedResources(Operation *root) {
  int64_t filled = 0;
  root->walk([&](arith::ConstantOp constant) {
    auto resource = dyn_cast<DenseResourceElementsAttr>(constant.getValue());
    if (!resource || resource.getRawHandle().getBlob())
      return;
    auto type = cast<ShapedType>(resource.getType());
    Type element = type.getElementType();
    Attribute value;
    if (auto floatType = dyn_cast<FloatType>(element))
      value = FloatAttr::get(floatType, kElidedFloatValue);
    else if (isa<IntegerType, IndexType>(element))
      value = IntegerAttr::get(element, 0);
    else
      return;
    constant.setValueAttr(DenseElementsAttr::get(type, value));
    ++filled;
  });
  return filled;
}

namespace {
struct FillElidedResourcesPass
    : public PassWrapper<FillElidedResourcesPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FillElidedResourcesPass)

  StringRef getArgument() const final { return "msched-fill-elided-resources"; }
  StringRef getDescription() const final {
    return "Give each dense_resource<__elided__> constant (a model exported "
           "without its weights) a splat value of its type, so it can be "
           "built and timed";
  }
  void runOnOperation() override { fillElidedResources(getOperation()); }
};
} // namespace

std::unique_ptr<Pass> msched::createFillElidedResourcesPass() {
  return std::make_unique<FillElidedResourcesPass>();
}
