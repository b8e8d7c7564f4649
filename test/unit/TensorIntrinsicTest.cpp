//===- TensorIntrinsicTest.cpp - The registry of tensor intrinsics --------===//

#include "msched/TensorIntrinsic.h"
#include "msched/Context.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace msched;

namespace {

TEST(TensorIntrinsic, BuiltinsInOrderOfPreference) {
  std::vector<std::string> names;
  for (const TensorIntrinsic *intrinsic : registeredTensorIntrinsics())
    names.push_back(intrinsic->getDescription().name);
  ASSERT_GE(names.size(), 7u);
  EXPECT_EQ(names[0], "amx-bf16");
  EXPECT_EQ(names[1], "amx-int8-u8s8");
  EXPECT_EQ(names[2], "avx512-bf16-dot");
  EXPECT_EQ(names[3], "avx512-vnni-u8s8");
  EXPECT_EQ(names[4], "avx-vnni-u8s8");
  EXPECT_EQ(names[5], "fma-f32-avx512");
  EXPECT_EQ(names[6], "fma-f32-avx2");
  const TensorIntrinsic *vnni = lookupTensorIntrinsic("avx512-vnni-u8s8");
  ASSERT_TRUE(vnni);
  EXPECT_EQ(vnni->getDescription().lanes, 16);
  EXPECT_EQ(vnni->getDescription().group, 4);
  EXPECT_FALSE(vnni->getDescription().isTile());
  // AMX: 16 x 16 tiles of C, 16 steps of the group along k.
  const TensorIntrinsic *amx = lookupTensorIntrinsic("amx-int8-u8s8");
  ASSERT_TRUE(amx);
  EXPECT_TRUE(amx->getDescription().isTile());
  EXPECT_EQ(amx->getDescription().rows, 16);
  EXPECT_EQ(amx->getDescription().steps, 16);
  EXPECT_EQ(amx->getDescription().requiredFeatures,
            (std::vector<std::string>{"amx-tile", "amx-int8"}));
  EXPECT_EQ(lookupTensorIntrinsic("amx-int8"), nullptr);
}

/// A user's intrinsic: registers without a core change, after the
/// built-ins; a second registration of the name is refused.
class ScalarF64 : public TensorIntrinsic {
public:
  const TensorIntrinsicDescription &getDescription() const override {
    static const TensorIntrinsicDescription d{
        "test-f64",
        {ElementKind::F64, ElementKind::F64, ElementKind::F64, Widening::None,
         Widening::None},
        1,
        1,
        {},
        "mulsd+addsd"};
    return d;
  }
  mlir::Value build(mlir::OpBuilder &b, mlir::Location loc, mlir::Value acc,
                    mlir::Value lhs, mlir::Value rhs) const override {
    return mlir::vector::FMAOp::create(b, loc, lhs, rhs, acc);
  }
};

TEST(TensorIntrinsic, UserIntrinsicsRegisterAfterTheBuiltins) {
  EXPECT_TRUE(registerTensorIntrinsic(std::make_unique<ScalarF64>()));
  EXPECT_FALSE(registerTensorIntrinsic(std::make_unique<ScalarF64>()));
  std::vector<const TensorIntrinsic *> all = registeredTensorIntrinsics();
  EXPECT_EQ(all.back()->getDescription().name, "test-f64");
  EXPECT_EQ(lookupTensorIntrinsic("test-f64"), all.back());
  // No features needed: every host has it, and it is listed last.
  EXPECT_TRUE(hostHasIntrinsic(*all.back()));
  EXPECT_TRUE(llvm::StringRef(hostIntrinsicNames()).ends_with("test-f64"));
}

std::optional<ContractionBody> bodyOf(const char *ir) {
  static std::unique_ptr<mlir::MLIRContext> ctx = makeContext();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(ir, ctx.get());
  EXPECT_TRUE(module);
  std::optional<ContractionBody> body;
  module->walk(
      [&](mlir::linalg::LinalgOp op) { body = matchContractionBody(op); });
  return body;
}

TEST(TensorIntrinsic, ContractionBodies) {
  // A named bf16 matmul widens both operands with extf.
  std::optional<ContractionBody> bf16 = bodyOf(R"mlir(
    func.func @f(%a: tensor<4x2xbf16>, %b: tensor<2x16xbf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
      %0 = linalg.matmul ins(%a, %b : tensor<4x2xbf16>, tensor<2x16xbf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
      return %0 : tensor<4x16xf32>
    })mlir");
  ASSERT_TRUE(bf16);
  EXPECT_TRUE(*bf16 ==
              lookupTensorIntrinsic("avx512-bf16-dot")->getDescription().body);
  // u8 x s8: the multiply's operands in either order.
  std::optional<ContractionBody> u8s8 = bodyOf(R"mlir(
    func.func @f(%a: tensor<4x4xi8>, %b: tensor<4x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
      %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                           iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%a, %b : tensor<4x4xi8>, tensor<4x16xi8>) outs(%c : tensor<4x16xi32>) {
      ^bb0(%x: i8, %y: i8, %z: i32):
        %ys = arith.extsi %y : i8 to i32
        %xu = arith.extui %x : i8 to i32
        %p = arith.muli %ys, %xu : i32
        %s = arith.addi %p, %z : i32
        linalg.yield %s : i32
      } -> tensor<4x16xi32>
      return %0 : tensor<4x16xi32>
    })mlir");
  ASSERT_TRUE(u8s8);
  EXPECT_EQ(u8s8->lhsWidening, Widening::Unsigned);
  EXPECT_EQ(u8s8->rhsWidening, Widening::Signed);
  EXPECT_EQ(u8s8->acc, ElementKind::I32);
  // s8 x s8 is not what vpdpbusd computes.
  std::optional<ContractionBody> s8s8 = bodyOf(R"mlir(
    func.func @f(%a: tensor<4x4xi8>, %b: tensor<4x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
      %0 = linalg.matmul ins(%a, %b : tensor<4x4xi8>, tensor<4x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
      return %0 : tensor<4x16xi32>
    })mlir");
  ASSERT_TRUE(s8s8);
  EXPECT_FALSE(
      *s8s8 ==
      lookupTensorIntrinsic("avx512-vnni-u8s8")->getDescription().body);
  // A body with another op (a negation) is no plain contraction.
  EXPECT_FALSE(bodyOf(R"mlir(
    func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
      %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                           iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%a, %b : tensor<4x4xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) {
      ^bb0(%x: f32, %y: f32, %z: f32):
        %n = arith.negf %x : f32
        %p = arith.mulf %n, %y : f32
        %s = arith.addf %z, %p : f32
        linalg.yield %s : f32
      } -> tensor<4x16xf32>
      return %0 : tensor<4x16xf32>
    })mlir"));
}

} // namespace

namespace {
/// A process may run AMX code once it asks: without AMX there is nothing to
/// ask (true); with AMX, Linux 5.16+ grants the tile state (true, twice: the
/// request is made once).
TEST(TensorIntrinsic, AmxPermission) {
  std::string why;
  EXPECT_TRUE(requestAmxPermission(why)) << why;
  EXPECT_TRUE(requestAmxPermission(why)) << why;
  EXPECT_TRUE(why.empty());
}
} // namespace
