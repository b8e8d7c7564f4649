//===- StructuralHash.cpp - msched's one identity hash --------------------===//

#include "msched/StructuralHash.h"

#include "msched/TaskExtraction.h"
#include "msched/Workload.h"

#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <array>

using namespace mlir;

std::string msched::hashText(llvm::StringRef text) {
  llvm::SHA256 sha;
  sha.update(text);
  std::array<uint8_t, 32> digest = sha.final();
  return llvm::toHex(digest, /*LowerCase=*/true);
}

std::string msched::structuralHash(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  flags.enableDebugInfo(false).printGenericOpForm(false);
  op->print(os, flags);
  return hashText(text);
}

std::string msched::structuralHash(func::FuncOp func) {
  // A detached copy under a fixed symbol: the name of a task is not part of
  // its structure.
  auto copy = cast<func::FuncOp>(func->clone());
  copy.setSymName("__msched_task");
  copy->removeAttr(kTaskWeightAttr);
  for (unsigned i = 0, e = copy.getNumArguments(); i < e; ++i)
    copy.removeArgAttr(i, kConstantArgAttr);
  std::string hash = structuralHash(copy.getOperation());
  copy->erase();
  return hash;
}
