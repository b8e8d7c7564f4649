//===- ValidatorsTest.cpp - Postprocessing validators ---------------------===//

#include "msched/Modules/Validators.h"
#include "msched/Context.h"

#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace msched;

namespace {

std::string validate(const char *ir) {
  auto ctx = makeContext();
  OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(ir, ctx.get());
  EXPECT_TRUE(m);
  std::string reason;
  if (succeeded(validateScheduledPayload(*m, reason)))
    return "ok";
  return reason;
}

TEST(Validators, StaticLoopsAndSmallVectorsPass) {
  EXPECT_EQ(validate(R"mlir(
    func.func @f(%m: memref<64xf32>) {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c16 = arith.constant 16 : index
      %p = arith.constant 0.0 : f32
      scf.for %i = %c0 to %c64 step %c16 {
        %v = vector.transfer_read %m[%i], %p : memref<64xf32>, vector<16xf32>
        vector.transfer_write %v, %m[%i] : vector<16xf32>, memref<64xf32>
      }
      return
    })mlir"),
            "ok");
}

TEST(Validators, DynamicLoopIsRejectedWithItsReason) {
  std::string reason = validate(R"mlir(
    func.func @f(%n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
      }
      return
    })mlir");
  EXPECT_NE(reason.find("loop without a static trip count: scf.for"),
            std::string::npos)
      << reason;
}

// Data tiling splits its copies across the cores in chunks rounded up: the
// last task's loop is shorter, inside a forall marked as such.
TEST(Validators, DynamicLoopInsideUnevenChunksPasses) {
  const char *ir = R"mlir(
    func.func @f(%m: memref<17x16xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %p = arith.constant 0.0 : f32
      scf.forall (%t) in (2) {
        %lo = affine.apply affine_map<(d0) -> (d0 * 9)>(%t)
        %n = affine.min affine_map<(d0) -> (9, 17 - d0 * 9)>(%t)
        scf.for %i = %c0 to %n step %c1 {
          %r = arith.addi %lo, %i : index
          %v = vector.transfer_read %m[%r, %c0], %p : memref<17x16xf32>, VEC
          vector.transfer_write %v, %m[%r, %c0] : VEC, memref<17x16xf32>
        }
      } ATTR
      return
    })mlir";
  auto substitute = [&](const char *vec, const char *attr) {
    std::string text = ir;
    for (auto [from, to] :
         {std::pair<std::string, std::string>{"VEC", vec}, {"ATTR", attr}})
      for (size_t at; (at = text.find(from)) != std::string::npos;)
        text.replace(at, from.size(), to);
    return text;
  };
  EXPECT_EQ(
      validate(substitute("vector<16xf32>", "{msched.uneven_chunks}").c_str()),
      "ok");
  std::string unmarked = validate(substitute("vector<16xf32>", "").c_str());
  EXPECT_NE(unmarked.find("loop without a static trip count: scf.for"),
            std::string::npos)
      << unmarked;
  std::string huge = validate(
      substitute("vector<[16]xf32>", "{msched.uneven_chunks}").c_str());
  EXPECT_NE(huge.find("scalable vector type"), std::string::npos) << huge;
}

TEST(Validators, HugeOrScalableVectorsAreRejected) {
  std::string huge = validate(R"mlir(
    func.func @f() -> vector<128x64xf32> {
      %c = arith.constant dense<0.0> : vector<128x64xf32>
      return %c : vector<128x64xf32>
    })mlir");
  EXPECT_NE(huge.find("illegal vector shape: vector of 8192 elements"),
            std::string::npos)
      << huge;
  std::string scalable = validate(R"mlir(
    func.func @f(%x: f32) -> vector<[4]xf32> {
      %v = vector.broadcast %x : f32 to vector<[4]xf32>
      return %v : vector<[4]xf32>
    })mlir");
  EXPECT_NE(scalable.find("scalable vector type"), std::string::npos)
      << scalable;
}

} // namespace
