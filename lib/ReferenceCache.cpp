//===- ReferenceCache.cpp - Reference outputs kept on disk ----------------===//

#include "msched/ReferenceCache.h"
#include "msched/StructuralHash.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cstring>

#include <unistd.h>

using namespace msched;

std::string msched::fingerprintOf(const std::vector<Buffer> &buffers) {
  std::string hashes;
  for (const Buffer &b : buffers)
    hashes += hashText(
        llvm::StringRef(static_cast<const char *>(b.data()), b.info().bytes()));
  return hashText(hashes);
}

static std::string header(llvm::StringRef inputs, llvm::StringRef contents) {
  return "msched-reference " + std::to_string(kReferenceCacheVersion) + " " +
         inputs.str() + " " + contents.str() + "\n";
}

std::string ReferenceCache::pathOf(llvm::StringRef key) const {
  bool plain = !key.empty() && llvm::all_of(key, [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' ||
           c == '.' || c == '-';
  });
  std::string name = plain ? key.str() : hashText(key);
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, name + ".ref");
  return std::string(path);
}

bool ReferenceCache::load(llvm::StringRef key, llvm::StringRef inputs,
                          std::vector<Buffer> &outputs) const {
  if (!enabled())
    return false;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(pathOf(key), /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!file)
    return false;
  llvm::StringRef data = (*file)->getBuffer();
  auto [line, rest] = data.split('\n');
  llvm::SmallVector<llvm::StringRef> fields;
  line.split(fields, ' ');
  if (fields.size() != 4 || fields[0] != "msched-reference" ||
      fields[1] != std::to_string(kReferenceCacheVersion) ||
      fields[2] != inputs || data.size() == line.size())
    return false;
  llvm::StringRef contents = fields[3];
  data = rest;
  for (Buffer &out : outputs) {
    uint64_t bytes = 0;
    if (data.size() < sizeof(bytes))
      return false;
    std::memcpy(&bytes, data.data(), sizeof(bytes));
    data = data.drop_front(sizeof(bytes));
    if (bytes != static_cast<uint64_t>(out.info().bytes()) ||
        data.size() < bytes)
      return false;
    std::memcpy(out.data(), data.data(), bytes);
    data = data.drop_front(bytes);
  }
  return data.empty() && fingerprintOf(outputs) == contents;
}

bool ReferenceCache::store(llvm::StringRef key, llvm::StringRef inputs,
                           const std::vector<Buffer> &outputs,
                           std::string &error) const {
  if (!enabled())
    return true;
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    error = "cannot create '" + dir + "': " + ec.message();
    return false;
  }
  std::string path = pathOf(key);
  // A temporary name unique to this process: workers of one run may store
  // the same key at once.
  std::string temp = path + ".tmp" + std::to_string(::getpid());
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(temp, ec);
    if (ec) {
      error = "cannot write '" + temp + "': " + ec.message();
      return false;
    }
    os << header(inputs, fingerprintOf(outputs));
    for (const Buffer &out : outputs) {
      uint64_t bytes = out.info().bytes();
      os.write(reinterpret_cast<const char *>(&bytes), sizeof(bytes));
      os.write(static_cast<const char *>(out.data()), bytes);
    }
    os.close();
    if (os.has_error()) {
      error = "cannot write '" + temp + "': " + os.error().message();
      os.clear_error();
      llvm::sys::fs::remove(temp);
      return false;
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(temp, path)) {
    error = "cannot rename '" + temp + "': " + ec.message();
    llvm::sys::fs::remove(temp);
    return false;
  }
  return true;
}
