// SPDX-License-Identifier: MIT
// File: tests/tables/shard_slow_test.cc
// Issue 13's acceptance test: the default table of 8 cells (centre, edge and
// corner) merged from N = 1, 2, 3 and 7 shards is byte-identical to the
// one-process table. Slow (the 8-cell table is solved five times).

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "tables/generation/generate.h"

namespace eyeshape::tables {
namespace {

TEST(ShardSlowTest, EightCellTableFromOneTwoThreeAndSevenShards) {
  GenerateOptions options;
  options.max_size = 8;
  options.threads = 2;
  const GenerateOutcome reference = GenerateTable(options);
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone) << reference.error;
  for (const std::uint32_t count : {1U, 2U, 3U, 7U}) {
    std::vector<std::string> paths;
    for (std::uint32_t k = 1; k <= count; ++k) {
      paths.push_back(::testing::TempDir() + "/shard_slow_test." + std::to_string(k));
      std::remove(paths.back().c_str());
      const GenerateOutcome shard = GenerateShard(options, k, count, paths.back());
      ASSERT_EQ(shard.status, GenerateOutcome::Status::kDone) << shard.error;
    }
    const MergeOutcome merged = MergeShards(paths, 2);
    ASSERT_EQ(merged.status, MergeOutcome::Status::kDone) << merged.error;
    EXPECT_EQ(merged.image, reference.image) << count << " shards";
    for (const std::string& path : paths) std::remove(path.c_str());
  }
}

}  // namespace
}  // namespace eyeshape::tables
