// SPDX-License-Identifier: MIT
// File: tests/tables/shard_slow_test.cc
// Issue 13's acceptance test: the default table of 8 cells (centre, edge and
// corner) merged from 7 shards is byte-identical to the one-process table.
// Slow (the 8-cell table is solved twice). Seven shards is the hardest split
// of the ones the fast test (tests/tables/shard_test.cc) checks on 6 cells:
// the most files, of unequal loads; 1, 2 and 3 shards are checked there.

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "tables/generation/generate.h"

namespace eyeshape::tables {
namespace {

TEST(ShardSlowTest, EightCellTableFromSevenShards) {
  GenerateOptions options;
  options.max_size = 8;
  options.threads = 2;
  const GenerateOutcome reference = GenerateTable(options);
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone) << reference.error;
  constexpr std::uint32_t kShards = 7;
  std::vector<std::string> paths;
  for (std::uint32_t k = 1; k <= kShards; ++k) {
    paths.push_back(::testing::TempDir() + "/shard_slow_test." + std::to_string(k));
    std::remove(paths.back().c_str());
    const GenerateOutcome shard = GenerateShard(options, k, kShards, paths.back());
    ASSERT_EQ(shard.status, GenerateOutcome::Status::kDone) << shard.error;
  }
  const MergeOutcome merged = MergeShards(paths, 2);
  ASSERT_EQ(merged.status, MergeOutcome::Status::kDone) << merged.error;
  EXPECT_EQ(merged.image, reference.image);
  for (const std::string& path : paths) std::remove(path.c_str());
}

}  // namespace
}  // namespace eyeshape::tables
