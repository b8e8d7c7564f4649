//===- ModulePlugin.h - Transformation modules from shared libraries -*- C++
//-*-===//
//
// Out-of-tree transformation modules, loaded at run time from a shared
// library, in the style of mlir-opt's --load-pass-plugin and
// --load-dialect-plugin (mlir/Tools/Plugins/DialectPlugin.h). A plugin is a
// shared library built against the installed msched package
// (find_package(MSched), target MSched::Modules) that defines
//
//   extern "C" LLVM_ATTRIBUTE_WEAK MSchedModulePluginInfo
//   mschedGetModulePluginInfo() {
//     return {MSCHED_MODULE_PLUGIN_API_VERSION, "my-plugin", "1.0", [] {
//       msched::registerTransformModule("my-module", createMyModule);
//       // Transform ops of its own, if its traces use any:
//       msched::addTraceExtension([](mlir::DialectRegistry &registry) {
//         registry.addExtension(...);
//       });
//     }};
//   }
//
// The tools msched-tune, msched-space, msched-run, msched-replay and
// msched-opt load plugins with --load-module-plugin=PATH (repeatable); the
// plugin's modules are then named in --modules like built-in ones, and
// traces that use its transform ops parse and replay. Example:
// examples/module-plugin/.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_MODULEPLUGIN_H
#define MSCHED_MODULEPLUGIN_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

#include <cstdint>

/// The API version a plugin is built for; a plugin of another version is
/// refused.
#define MSCHED_MODULE_PLUGIN_API_VERSION 1

extern "C" {
/// What a plugin's entry point mschedGetModulePluginInfo returns.
struct MSchedModulePluginInfo {
  /// MSCHED_MODULE_PLUGIN_API_VERSION of the plugin's build.
  uint32_t apiVersion;
  const char *pluginName;
  const char *pluginVersion;
  /// Registers the plugin's modules (registerTransformModule) and the
  /// extensions of their transform ops (addTraceExtension).
  void (*registerPlugin)();
};
}

namespace msched {

/// Loads the plugin at `path` and runs its registration. Errors (with the
/// path): the library cannot be loaded (e.g. a missing file or an
/// unresolved symbol), it has no mschedGetModulePluginInfo, or it was built
/// for another API version.
llvm::Error loadModulePlugin(llvm::StringRef path);

/// The category of --load-module-plugin, for tools that hide the options
/// of other categories (cl::HideUnrelatedOptions).
llvm::cl::OptionCategory &modulePluginOptionCategory();

/// Loads every plugin named by --load-module-plugin (an option of every
/// tool that links the modules library), in order; stops at the first
/// error.
llvm::Error loadModulePluginsFromCommandLine();

/// The --load-module-plugin=PATH values in `argv` (both "--opt=PATH" and
/// "--opt PATH" forms), for drivers that must load plugins before their own
/// command-line parsing (msched-opt: the plugins' extensions go into the
/// registry MlirOptMain is given).
std::vector<std::string> findModulePluginArgs(int argc, char **argv);

} // namespace msched

#endif // MSCHED_MODULEPLUGIN_H
