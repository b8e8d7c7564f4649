//===- ModulePlugin.cpp - Transformation modules from shared libraries ----===//
//
// See include/msched/Modules/ModulePlugin.h.
//
//===----------------------------------------------------------------------===//

#include "msched/Modules/ModulePlugin.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DynamicLibrary.h"

#include <string>
#include <vector>

using namespace msched;

llvm::cl::OptionCategory &msched::modulePluginOptionCategory() {
  static llvm::cl::OptionCategory category("Module plugins");
  return category;
}

static llvm::cl::list<std::string> modulePlugins(
    "load-module-plugin", llvm::cl::cat(modulePluginOptionCategory()),
    llvm::cl::desc("Load transformation modules (and their transform ops) "
                   "from a shared library (repeatable; "
                   "include/msched/Modules/ModulePlugin.h)"),
    llvm::cl::value_desc("path"));

llvm::Error msched::loadModulePlugin(llvm::StringRef path) {
  std::string error;
  auto library = llvm::sys::DynamicLibrary::getPermanentLibrary(
      path.str().c_str(), &error);
  if (!library.isValid())
    return llvm::createStringError("cannot load module plugin '" + path +
                                   "': " + error);
  using EntryPoint = MSchedModulePluginInfo (*)();
  auto entry = reinterpret_cast<EntryPoint>(
      library.getAddressOfSymbol("mschedGetModulePluginInfo"));
  if (!entry)
    return llvm::createStringError(
        "module plugin '" + path +
        "' has no entry point mschedGetModulePluginInfo");
  MSchedModulePluginInfo info = entry();
  if (info.apiVersion != MSCHED_MODULE_PLUGIN_API_VERSION)
    return llvm::createStringError(
        "module plugin '" + path + "' is built for plugin API version " +
        std::to_string(info.apiVersion) + ", this msched has version " +
        std::to_string(MSCHED_MODULE_PLUGIN_API_VERSION));
  if (!info.registerPlugin)
    return llvm::createStringError("module plugin '" + path +
                                   "' has no registration function");
  info.registerPlugin();
  return llvm::Error::success();
}

llvm::Error msched::loadModulePluginsFromCommandLine() {
  for (const std::string &path : modulePlugins)
    if (llvm::Error e = loadModulePlugin(path))
      return e;
  return llvm::Error::success();
}

std::vector<std::string> msched::findModulePluginArgs(int argc, char **argv) {
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg == "--")
      break;
    arg = arg.ltrim('-');
    if (arg.consume_front("load-module-plugin")) {
      if (arg.consume_front("="))
        paths.push_back(arg.str());
      else if (arg.empty() && i + 1 < argc)
        paths.push_back(argv[++i]);
    }
  }
  return paths;
}
