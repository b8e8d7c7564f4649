//===- CommandLine.h - Options shared by msched's tools ---------*- C++ -*-===//
#ifndef MSCHED_COMMANDLINE_H
#define MSCHED_COMMANDLINE_H

#include "llvm/Support/CommandLine.h"

namespace msched {

/// The `--threads=<int>` option (threads for parallel loops; 0 = all cores),
/// shown in `category`. Debian's libLLVM (Polly) already registers an int
/// option named "threads"; registering a second one aborts, so msched adopts
/// the existing one when present. Call before ParseCommandLineOptions.
llvm::cl::opt<int> &threadsOption(llvm::cl::OptionCategory &category);

} // namespace msched

#endif // MSCHED_COMMANDLINE_H
