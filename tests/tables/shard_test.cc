// SPDX-License-Identifier: MIT
// File: tests/tables/shard_test.cc
// Sharded generation (tables/generation/generate.h GenerateShard,
// MergeShards; tables/generation/shard_file.h): the cost-balanced
// assignment, the shard header, tables merged from N shards byte-identical
// to the one-process table (6 cells here, 8 cells in shard_slow_test.cc),
// in memory and streamed to a file with any sort batch, resumption of an interrupted or truncated
// shard, and every refusal of a shard set that is not one complete plan.

#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tables/generation/generate.h"
#include "tables/generation/shard_file.h"

namespace eyeshape::tables {
namespace {

std::string TempPath(const std::string& name) {
  return ::testing::TempDir() + "/shard_test_" + name;
}

GenerateOptions Options(int max_size, int threads) {
  GenerateOptions options;
  options.max_size = max_size;
  options.threads = threads;
  options.checkpoint_seconds = 0;
  return options;
}

// Makes shards 1..count of `options` under `prefix`; returns their paths.
std::vector<std::string> MakeShards(const GenerateOptions& options, std::uint32_t count,
                                    const std::string& prefix) {
  std::vector<std::string> paths;
  for (std::uint32_t k = 1; k <= count; ++k) {
    const std::string path = TempPath(prefix + "." + std::to_string(k));
    std::remove(path.c_str());
    const GenerateOutcome outcome = GenerateShard(options, k, count, path);
    EXPECT_EQ(outcome.status, GenerateOutcome::Status::kDone) << outcome.error;
    paths.push_back(path);
  }
  return paths;
}

void RemoveAll(const std::vector<std::string>& paths) {
  for (const std::string& path : paths) std::remove(path.c_str());
}

TEST(ShardTest, AssignmentIsLongestJobFirstToTheLeastLoadedShard) {
  // Costs 5 3 3 2 2 1 on 2 shards, by hand: 5 -> A (5), 3 -> B (3),
  // 3 -> B (6), 2 -> A (7), 2 -> B (8), 1 -> A (8).
  const std::vector<std::uint64_t> costs = {5, 3, 3, 2, 2, 1};
  EXPECT_EQ(AssignJobsToShards(costs, 2), (std::vector<std::uint32_t>{0, 1, 1, 0, 1, 0}));
  // Equal costs go round the shards in job order; more shards than jobs
  // leave the last shards empty.
  EXPECT_EQ(AssignJobsToShards(std::vector<std::uint64_t>{4, 4, 4, 4}, 3),
            (std::vector<std::uint32_t>{0, 1, 2, 0}));
  EXPECT_EQ(AssignJobsToShards(std::vector<std::uint64_t>{1, 9}, 5),
            (std::vector<std::uint32_t>{1, 0}));
  EXPECT_EQ(AssignJobsToShards(costs, 1), std::vector<std::uint32_t>(6, 0));
}

TEST(ShardTest, HeaderRoundTripsAndDamageIsRefused) {
  ShardHeader header;
  header.canon_version = 3;
  header.plan_hash = 0x0123456789abcdefULL;
  header.plan_jobs = 1000;
  header.shard = 2;
  header.shard_count = 7;
  header.parameters.max_size = 8;
  header.parameters.edge_max_size = 7;
  header.parameters.corner_max_size = 7;
  header.shard_jobs = 143;
  const auto bytes = EncodeShardHeader(header);
  const Result<ShardHeader> back = DecodeShardHeader(bytes);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), header);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    auto damaged = bytes;
    damaged[i] ^= 0x10;
    EXPECT_FALSE(DecodeShardHeader(damaged).ok()) << "byte " << i;
  }
  EXPECT_FALSE(DecodeShardHeader(std::span(bytes).first(63)).ok());
}

TEST(ShardTest, MergedShardsAreByteIdenticalToTheOneProcessTable) {
  // Default placements: centre, edge and corner jobs are all sharded.
  const GenerateOutcome reference = GenerateTable(Options(6, 2));
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone);
  for (const std::uint32_t count : {1U, 2U, 3U, 7U}) {
    const std::vector<std::string> paths = MakeShards(Options(6, 2), count, "six");
    // Any order of the files.
    std::vector<std::string> reversed(paths.rbegin(), paths.rend());
    const MergeOutcome merged = MergeShards(reversed, 2);
    ASSERT_EQ(merged.status, MergeOutcome::Status::kDone) << merged.error;
    EXPECT_EQ(merged.image, reference.image) << count << " shards";
    RemoveAll(paths);
  }
}

std::vector<std::uint8_t> ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(ShardTest, StreamedMergeIsByteIdenticalForAnySortBatch) {
  // MergeShardsToFile sorts a batch of key buckets per pass over the
  // shards' records: 1 record per batch (every bucket its own pass, each
  // larger than the limit), 20, 100 and the default (one pass at 5 cells)
  // must all give the one-process table.
  const GenerateOutcome reference = GenerateTable(Options(5, 2));
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone);
  const std::vector<std::string> paths = MakeShards(Options(5, 2), 2, "stream");
  const std::string output = TempPath("stream.eyt");
  for (const std::uint64_t batch : {1ULL, 20ULL, 100ULL, 0ULL}) {
    MergeOptions options;
    options.threads = 2;
    options.sort_batch_entries = batch;
    const MergeOutcome merged = MergeShardsToFile(paths, output, options);
    ASSERT_EQ(merged.status, MergeOutcome::Status::kDone) << merged.error;
    EXPECT_TRUE(merged.image.empty());
    EXPECT_EQ(merged.file_bytes, reference.image.size());
    EXPECT_EQ(ReadFile(output), reference.image) << "batch " << batch;
  }
  // An output that cannot be created is a file error, and nothing is left.
  const MergeOutcome failed = MergeShardsToFile(paths, TempPath("missing/dir/t.eyt"), {});
  EXPECT_EQ(failed.status, MergeOutcome::Status::kError);
  EXPECT_NE(failed.error.find("cannot create"), std::string::npos) << failed.error;
  std::remove(output.c_str());
  RemoveAll(paths);
}

TEST(ShardTest, CornerOnlyPlanMergesToItsTable) {
  GenerateOptions options = Options(5, 1);
  options.placements = kPlacementCentre | kPlacementCorner;
  options.edge_max_size = 4;
  const GenerateOutcome reference = GenerateTable(options);
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone);
  const std::vector<std::string> paths = MakeShards(options, 3, "corner");
  const MergeOutcome merged = MergeShards(paths, 1);
  ASSERT_EQ(merged.status, MergeOutcome::Status::kDone) << merged.error;
  EXPECT_EQ(merged.image, reference.image);
  RemoveAll(paths);
}

TEST(ShardTest, RerunOfACompleteShardSolvesNothing) {
  // The shards' jobs add up to the plan's (MergeShards checks each is in
  // the shard the assignment names).
  const std::vector<std::string> paths = MakeShards(Options(5, 1), 3, "share");
  std::uint64_t jobs = 0;
  std::uint64_t plan_jobs = 0;
  for (std::uint32_t k = 1; k <= 3; ++k) {
    const GenerateOutcome again = GenerateShard(Options(5, 1), k, 3, paths[k - 1]);
    ASSERT_EQ(again.status, GenerateOutcome::Status::kDone) << again.error;
    EXPECT_EQ(again.solved_entries, 0u);  // complete: nothing solved again
    EXPECT_GT(again.restored_entries, 0u);
    jobs += again.shard_jobs;
    plan_jobs = again.plan_jobs;
  }
  EXPECT_EQ(jobs, plan_jobs);
  RemoveAll(paths);
}

TEST(ShardTest, InterruptedShardResumesToTheSameTable) {
  const GenerateOutcome reference = GenerateTable(Options(6, 2));
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone);
  std::vector<std::string> paths = MakeShards(Options(6, 2), 3, "resume");
  // Shard 2 again from scratch, stopped about a third of the way.
  std::remove(paths[1].c_str());
  std::atomic<bool> stop{false};
  GenerateOptions stopping = Options(6, 2);
  stopping.stop = &stop;
  stopping.progress = [&](std::uint64_t done, std::uint64_t total) {
    if (3 * done >= total) stop = true;
  };
  const GenerateOutcome first = GenerateShard(stopping, 2, 3, paths[1]);
  ASSERT_EQ(first.status, GenerateOutcome::Status::kInterrupted) << first.error;
  ASSERT_GT(first.solved_entries, 0u);
  // An interrupted shard is refused by the merge, with its name.
  MergeOutcome refused = MergeShards(paths, 1);
  EXPECT_EQ(refused.status, MergeOutcome::Status::kInvalid);
  EXPECT_NE(refused.error.find("shard 2/3"), std::string::npos) << refused.error;
  EXPECT_NE(refused.error.find("incomplete"), std::string::npos) << refused.error;
  // A crash in the middle of a record leaves a torn tail.
  {
    std::ofstream out(paths[1], std::ios::binary | std::ios::app);
    out.write("GRP1\x05\x00\x00\x00\x40\x00", 10);
  }
  const GenerateOutcome second = GenerateShard(Options(6, 1), 2, 3, paths[1]);
  ASSERT_EQ(second.status, GenerateOutcome::Status::kDone) << second.error;
  EXPECT_EQ(second.restored_entries, first.solved_entries);
  EXPECT_GT(second.solved_entries, 0u);
  const MergeOutcome merged = MergeShards(paths, 2);
  ASSERT_EQ(merged.status, MergeOutcome::Status::kDone) << merged.error;
  EXPECT_EQ(merged.image, reference.image);

  // A complete shard cut short (its end record and more lost): incomplete,
  // and the same command completes it again.
  const auto size = std::filesystem::file_size(paths[0]);
  std::filesystem::resize_file(paths[0], size - 30);
  refused = MergeShards(paths, 1);
  EXPECT_EQ(refused.status, MergeOutcome::Status::kInvalid);
  EXPECT_NE(refused.error.find("shard 1/3"), std::string::npos) << refused.error;
  const GenerateOutcome third = GenerateShard(Options(6, 1), 1, 3, paths[0]);
  ASSERT_EQ(third.status, GenerateOutcome::Status::kDone) << third.error;
  EXPECT_GT(third.solved_entries, 0u);
  const MergeOutcome again = MergeShards(paths, 2);
  ASSERT_EQ(again.status, MergeOutcome::Status::kDone) << again.error;
  EXPECT_EQ(again.image, reference.image);
  RemoveAll(paths);
}

TEST(ShardTest, MergeRefusesSetsThatAreNotOneCompletePlan) {
  const std::vector<std::string> three = MakeShards(Options(4, 1), 3, "set");
  const auto merge = [](const std::vector<std::string>& paths) { return MergeShards(paths, 1); };
  // A shard given twice.
  MergeOutcome outcome = merge({three[0], three[1], three[1]});
  EXPECT_EQ(outcome.status, MergeOutcome::Status::kInvalid);
  EXPECT_NE(outcome.error.find("shard 2/3 is given twice"), std::string::npos) << outcome.error;
  // A shard missing.
  outcome = merge({three[2], three[0]});
  EXPECT_EQ(outcome.status, MergeOutcome::Status::kInvalid);
  EXPECT_NE(outcome.error.find("shard 2 of 3 is missing"), std::string::npos) << outcome.error;
  // A shard of another plan: other max size, or another shard count.
  const std::vector<std::string> other_size = MakeShards(Options(3, 1), 3, "other");
  outcome = merge({three[0], other_size[1], three[2]});
  EXPECT_EQ(outcome.status, MergeOutcome::Status::kInvalid);
  EXPECT_NE(outcome.error.find("another plan"), std::string::npos) << outcome.error;
  const std::vector<std::string> two = MakeShards(Options(4, 1), 2, "two");
  outcome = merge({three[0], two[1], three[2]});
  EXPECT_EQ(outcome.status, MergeOutcome::Status::kInvalid);
  EXPECT_NE(outcome.error.find("another plan"), std::string::npos) << outcome.error;
  // Not a shard file, and a missing file: errors of the files (exit 2).
  const std::string table = TempPath("set.eyt");
  {
    std::ofstream out(table, std::ios::binary);
    out << "EYESHAPE not a shard";
  }
  outcome = merge({three[0], table, three[2]});
  EXPECT_EQ(outcome.status, MergeOutcome::Status::kError);
  EXPECT_NE(outcome.error.find("not a shard file"), std::string::npos) << outcome.error;
  outcome = merge({three[0], TempPath("no-such-file"), three[2]});
  EXPECT_EQ(outcome.status, MergeOutcome::Status::kError);
  // The right set, once more, merges.
  EXPECT_EQ(merge(three).status, MergeOutcome::Status::kDone);
  // A shard file of another plan is refused by generate and left alone.
  const auto before = std::filesystem::file_size(three[0]);
  const GenerateOutcome other = GenerateShard(Options(4, 1), 1, 2, three[0]);
  EXPECT_EQ(other.status, GenerateOutcome::Status::kError);
  EXPECT_NE(other.error.find("another run"), std::string::npos) << other.error;
  EXPECT_EQ(std::filesystem::file_size(three[0]), before);
  RemoveAll(three);
  RemoveAll(other_size);
  RemoveAll(two);
  std::remove(table.c_str());
}

}  // namespace
}  // namespace eyeshape::tables
