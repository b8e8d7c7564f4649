//===- CommandLine.cpp - Options shared by msched's tools -----------------===//

#include "msched/CommandLine.h"

namespace cl = llvm::cl;

cl::opt<int> &msched::threadsOption(cl::OptionCategory &category) {
  static cl::opt<int> *option = [&] {
    auto &registered = cl::getRegisteredOptions();
    auto it = registered.find("threads");
    cl::opt<int> *existing = it == registered.end()
                                 ? nullptr
                                 : dynamic_cast<cl::opt<int> *>(it->second);
    if (!existing)
      existing = new cl::opt<int>("threads", cl::init(0));
    existing->setInitialValue(0);
    existing->setDescription(
        "Threads for parallel loops (default 0: all cores)");
    existing->addCategory(category);
    existing->setHiddenFlag(cl::NotHidden);
    return existing;
  }();
  return *option;
}
