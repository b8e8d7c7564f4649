//===- ReplayMain.cpp - Run a fuzz target over files ----------------------===//
//
//   fuzz-replay-TARGET PATH...
//
// Feeds every file under each PATH (a file or a directory, recursively) to
// the target's LLVMFuzzerTestOneInput, as libFuzzer does with a corpus, so
// that the seeds and the regressions (crashes found by bench/fuzz.sh) run as
// ctest tests in every build. Prints how many inputs ran; a crash fails the
// test.
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdio>

static int runFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    return 1;
  }
  llvm::StringRef bytes = (*buffer)->getBuffer();
  LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()),
                         bytes.size());
  return 0;
}

int main(int argc, char **argv) {
  int inputs = 0, errors = 0;
  for (int i = 1; i < argc; ++i) {
    if (!llvm::sys::fs::exists(argv[i]))
      continue; // e.g. a target with no regression yet (git keeps no empty
                // folder)
    if (!llvm::sys::fs::is_directory(argv[i])) {
      errors += runFile(argv[i]);
      ++inputs;
      continue;
    }
    std::error_code ec;
    for (llvm::sys::fs::recursive_directory_iterator it(argv[i], ec), end;
         it != end && !ec; it.increment(ec)) {
      if (llvm::sys::fs::is_regular_file(it->path())) {
        errors += runFile(it->path());
        ++inputs;
      }
    }
  }
  std::printf("%d inputs, %d unreadable\n", inputs, errors);
  return errors ? 1 : 0;
}
