//===- ExampleModule.cpp - An out-of-tree transformation module -----------===//
//
// "example-tag-blocks": annotates every block with `example.tag = "<tag>"`
// (option tag=..., default "visited"), through traced instructions, so the
// module shows in every trace it is part of. A real module would tile,
// fuse or vectorize through the same Schedule API (include/msched/Traces/
// Schedule.h) as the built-in ones (modules/*.cpp).
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/ModulePlugin.h"
#include "msched/Modules/TransformModule.h"
#include "msched/Traces/Schedule.h"

#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/IR/Builders.h"

#include <memory>
#include <string>
#include <vector>

namespace {

class TagBlocks : public msched::TransformModule {
public:
  explicit TagBlocks(std::string tag) : tag(std::move(tag)) {}

  llvm::StringRef getName() const override { return "example-tag-blocks"; }

  mlir::FailureOr<std::vector<msched::Schedule>>
  apply(msched::Schedule sch, msched::OpHandle block,
        llvm::StringRef blockName) override {
    mlir::MLIRContext *ctx = sch.getContext();
    mlir::Builder b(ctx);
    auto value = sch.apply("transform.param.constant", {},
                           {mlir::transform::AnyParamType::get(ctx)},
                           {b.getNamedAttr("value", b.getStringAttr(tag))});
    if (mlir::failed(value))
      return fail("param.constant for block '" + blockName + "'");
    if (mlir::failed(sch.apply(
            "transform.annotate", {block, value->front()}, {},
            {b.getNamedAttr("name", b.getStringAttr("example.tag"))})))
      return fail("annotate block '" + blockName + "'");
    std::vector<msched::Schedule> results;
    results.push_back(std::move(sch));
    return results;
  }

private:
  std::string tag;
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK MSchedModulePluginInfo
mschedGetModulePluginInfo() {
  return {MSCHED_MODULE_PLUGIN_API_VERSION, "example-module-plugin", "1.0", [] {
            msched::registerTransformModule(
                "example-tag-blocks",
                [](llvm::StringRef options)
                    -> std::unique_ptr<msched::TransformModule> {
                  llvm::StringRef tag = "visited";
                  if (!options.empty() && !options.consume_front("tag="))
                    return nullptr;
                  if (!options.empty())
                    tag = options;
                  return std::make_unique<TagBlocks>(tag.str());
                });
          }};
}
