//===- TransformModule.h - Transformation modules ---------------*- C++ -*-===//
//
// A transformation module (MetaSchedule's ScheduleRule, NeurIPS 2022 sec. 4.2)
// receives a Schedule and one payload op (a *block*: a TilingInterface op of
// the task's function) and returns zero or more Schedules: it may leave the
// schedule as it is (not applicable), transform it, or fork the design space
// into several variants (e.g. with and without a write cache). Modules never
// see the search: the design space is the composition of a module list by
// post-order application over the blocks of a task (Modules/DesignSpace.h).
//
// Blocks are named: before any module runs, the design-space generator tags
// each block with a discardable string attribute `msched.block = "<name>"`
// (through a traced transform.annotate, so replay reproduces it). Tiling and
// fusion keep discardable attributes on the ops they create, so a module can
// re-find "its" block at any time with getBlock(sch, name).
//
// Writing your own module: subclass TransformModule in your own file,
// register it with MSCHED_REGISTER_MODULE (or registerTransformModule) and
// name it in the module list; no core code changes (see
// test/unit/ExampleUserModule.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_TRANSFORMMODULE_H
#define MSCHED_TRANSFORMMODULE_H

#include "msched/Traces/Schedule.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/Twine.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace msched {

/// Name of the discardable attribute holding a block's name.
inline constexpr llvm::StringLiteral kBlockAttrName = "msched.block";

class TransformModule {
public:
  virtual ~TransformModule();

  /// The registered name, e.g. "multi-level-tiling".
  virtual llvm::StringRef getName() const = 0;

  /// Applies the module to `block` (a live handle to exactly one payload op
  /// of `sch`, named `blockName`). Returns the resulting schedules: `{sch}`
  /// unchanged when the module does not apply, one or several transformed
  /// schedules otherwise (fork with Schedule::copy()). Failure means a bug or
  /// an unexpected payload; the design-space generator then keeps the input
  /// schedule and reports getLastError() as a warning.
  virtual mlir::FailureOr<std::vector<Schedule>>
  apply(Schedule sch, OpHandle block, llvm::StringRef blockName) = 0;

  /// Why the last apply() failed, as recorded by fail() ("" when it did not
  /// record one). The design-space generator reports it with the module's and
  /// the block's names.
  const std::string &getLastError() const { return lastError; }
  void clearLastError() { lastError.clear(); }

protected:
  /// Records `reason` (see getLastError) and returns failure, for
  /// `return fail("...");` in apply().
  mlir::FailureOr<std::vector<Schedule>> fail(const llvm::Twine &reason);
  /// The same with the last error of `sch` appended: "<what>: <error>".
  mlir::FailureOr<std::vector<Schedule>> fail(const llvm::Twine &what,
                                              const Schedule &sch);

  std::string lastError;
};

/// A fresh handle to the block named `name` in `sch`'s payload
/// (transform.structured.match with the msched.block attribute, appended to
/// the trace). Fails when no or several ops carry that name (then nothing is
/// appended and sch.getLastError() is not updated; see hasBlock), or when the
/// schedule cannot take a step (sch.getLastError() says why).
mlir::FailureOr<OpHandle> getBlock(Schedule &sch, llvm::StringRef name);

/// Whether exactly one payload op of `sch`'s task function is named `name`
/// (TVM's HasBlock). A block disappears when it is inlined, vectorized, or
/// otherwise replaced by ops that do not keep its attribute.
bool hasBlock(const Schedule &sch, llvm::StringRef name);

/// Creates a module from its options ("" when it has none). The text format
/// of options is up to the module (e.g. "structure=SSRSRS").
using TransformModuleFactory =
    std::function<std::unique_ptr<TransformModule>(llvm::StringRef options)>;

/// Registers `factory` under `name`. Returns true (for static registration);
/// registering a name twice keeps the first and returns false.
bool registerTransformModule(llvm::StringRef name,
                             TransformModuleFactory factory);

/// Creates a registered module; emits nothing, returns null if `name` is
/// unknown or its factory rejects `options`.
std::unique_ptr<TransformModule>
createTransformModule(llvm::StringRef name, llvm::StringRef options = "");

/// Names of all registered modules, sorted.
std::vector<std::string> registeredTransformModules();

/// Static registration in a module's own .cpp file:
///   MSCHED_REGISTER_MODULE(MyModule, "my-module")
/// where MyModule has a constructor taking `llvm::StringRef options`.
#define MSCHED_REGISTER_MODULE(Class, Name)                                    \
  static const bool msched_registered_##Class =                                \
      ::msched::registerTransformModule(Name, [](llvm::StringRef options) {    \
        return std::unique_ptr<::msched::TransformModule>(new Class(options)); \
      })

} // namespace msched

#endif // MSCHED_TRANSFORMMODULE_H
