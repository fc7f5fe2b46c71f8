// SPDX-License-Identifier: MIT
// File: tests/tables/shard_slow_test.cc
// Issue 13's acceptance test: the default table (centre classes up to 8
// cells, edge and corner classes up to the built-in table's edge size)
// merged from 7 shards is byte-identical to the one-process table. The
// one-process table is the built-in one, made at build time by
// eyeshape_make_default_table (GenerateTable, in its own process), so the
// table is solved once here. Seven shards is the hardest split of the ones
// the fast test (tests/tables/shard_test.cc) checks on 6 cells: the most
// files, of unequal loads; 1, 2 and 3 shards are checked there.

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <span>
#include <string>
#include <vector>

#include "tables/generation/generate.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"

namespace eyeshape::tables {
namespace {

TEST(ShardSlowTest, BuiltInTableFromSevenShards) {
  const std::span<const std::uint8_t> built_in = DefaultTableImage();
  const Result<TableReader> reader = TableReader::Open(built_in);
  ASSERT_TRUE(reader.ok());
  GenerateOptions options;
  options.max_size = reader.value().max_size();
  options.edge_max_size = reader.value().edge_max_size();
  options.threads = 2;
  ASSERT_EQ(options.max_size, 8);
  ASSERT_GE(options.edge_max_size, 1);

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
  EXPECT_EQ(merged.image, std::vector<std::uint8_t>(built_in.begin(), built_in.end()));
  for (const std::string& path : paths) std::remove(path.c_str());
}

}  // namespace
}  // namespace eyeshape::tables
