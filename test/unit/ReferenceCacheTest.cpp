//===- ReferenceCacheTest.cpp - Reference outputs kept on disk ------------===//

#include "msched/ReferenceCache.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>

#include <unistd.h>

using namespace msched;

namespace {

TensorInfo f32(std::vector<int64_t> shape) {
  return TensorInfo{std::move(shape), ElementKind::F32};
}

/// A fresh directory under the system's temporary directory.
std::string freshDir() {
  llvm::SmallString<128> dir;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("msched-refcache", dir));
  return std::string(dir) + "/cache";
}

std::vector<Buffer> outputs(uint64_t seed) {
  std::vector<Buffer> out;
  out.emplace_back(f32({3, 5}));
  out.emplace_back(f32({7}));
  out[0].fillRandom(seed);
  out[1].fillRandom(seed + 1);
  return out;
}

bool same(const std::vector<Buffer> &a, const std::vector<Buffer> &b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(a[i].data(), b[i].data(), a[i].info().bytes()) != 0)
      return false;
  return true;
}

TEST(ReferenceCache, StoredOutputsLoadBack) {
  ReferenceCache cache(freshDir());
  std::string error;
  ASSERT_TRUE(cache.store("key/1", "in", outputs(7), error)) << error;
  std::vector<Buffer> loaded;
  loaded.emplace_back(f32({3, 5}));
  loaded.emplace_back(f32({7}));
  ASSERT_TRUE(cache.load("key/1", "in", loaded));
  EXPECT_TRUE(same(loaded, outputs(7)));
  // Other inputs: not this file.
  EXPECT_FALSE(cache.load("key/1", "other inputs", loaded));
  // Another key has no file. A key with other characters than
  // [A-Za-z0-9_.-] is named by its hash: "key/1" and "key_1" differ.
  EXPECT_FALSE(cache.load("key/2", "in", loaded));
  EXPECT_EQ(llvm::sys::path::filename(cache.pathOf("abc_1.x-y")),
            "abc_1.x-y.ref");
  EXPECT_NE(cache.pathOf("key/1"), cache.pathOf("key_1"));
  EXPECT_EQ(llvm::sys::path::parent_path(cache.pathOf("key/1")),
            llvm::sys::path::parent_path(cache.pathOf("key_1")));
}

TEST(ReferenceCache, OutputsOfOtherShapesDoNotLoad) {
  ReferenceCache cache(freshDir());
  std::string error;
  ASSERT_TRUE(cache.store("k", "in", outputs(1), error)) << error;
  std::vector<Buffer> fewer;
  fewer.emplace_back(f32({3, 5}));
  EXPECT_FALSE(cache.load("k", "in", fewer));
  std::vector<Buffer> other;
  other.emplace_back(f32({3, 5}));
  other.emplace_back(f32({8}));
  EXPECT_FALSE(cache.load("k", "in", other));
}

TEST(ReferenceCache, DamagedFilesDoNotLoad) {
  ReferenceCache cache(freshDir());
  std::string error;
  ASSERT_TRUE(cache.store("k", "in", outputs(1), error)) << error;
  std::string path = cache.pathOf("k");
  std::string bytes;
  {
    std::ifstream in(path, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  auto loadsAfterWriting = [&](const std::string &content) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << content;
    std::vector<Buffer> loaded;
    loaded.emplace_back(f32({3, 5}));
    loaded.emplace_back(f32({7}));
    return cache.load("k", "in", loaded);
  };
  EXPECT_TRUE(loadsAfterWriting(bytes));
  EXPECT_FALSE(loadsAfterWriting(bytes.substr(0, bytes.size() - 1)));
  EXPECT_FALSE(loadsAfterWriting(bytes + "x"));
  std::string otherVersion = bytes;
  otherVersion.replace(0, std::strlen("msched-reference 2"),
                       "msched-reference 0");
  EXPECT_FALSE(loadsAfterWriting(otherVersion));
  // One output byte changed, same size: its fingerprint no longer matches.
  std::string flipped = bytes;
  flipped.back() ^= 1;
  EXPECT_FALSE(loadsAfterWriting(flipped));
  EXPECT_FALSE(loadsAfterWriting(""));
}

TEST(ReferenceCache, OffWithoutADirectory) {
  ReferenceCache cache;
  EXPECT_FALSE(cache.enabled());
  std::string error;
  EXPECT_TRUE(cache.store("k", "in", outputs(1), error));
  std::vector<Buffer> loaded;
  loaded.emplace_back(f32({3, 5}));
  loaded.emplace_back(f32({7}));
  EXPECT_FALSE(cache.load("k", "in", loaded));
}

TEST(ReferenceCache, UnwritableDirectoryIsAnErrorNotACrash) {
  // A regular file where the directory should be.
  llvm::SmallString<128> file;
  int fd;
  ASSERT_FALSE(
      llvm::sys::fs::createTemporaryFile("msched-refcache", "file", fd, file));
  ::close(fd);
  ReferenceCache cache(std::string(file) + "/cache");
  std::string error;
  EXPECT_FALSE(cache.store("k", "in", outputs(1), error));
  EXPECT_NE(error.find("cannot create"), std::string::npos) << error;
}

} // namespace
