// SPDX-License-Identifier: MIT
// File: tests/tables/generate_test.cc
// The generation driver (tables/generate.h): byte-identical output for any
// thread count, interruption and resumption from the checkpoint (also with a
// torn tail), refusal of a checkpoint from another run, and entries that
// agree with a fresh Solver.

#include "tables/generation/generate.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "tables/generation/checkpoint.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {
namespace {

GenerateOutcome Generate(int max_size, int threads, const std::string& checkpoint = "",
                         const std::atomic<bool>* stop = nullptr,
                         std::function<void(std::uint64_t, std::uint64_t)> progress = {}) {
  GenerateOptions options;
  options.max_size = max_size;
  options.threads = threads;
  options.checkpoint_path = checkpoint;
  options.checkpoint_seconds = 0;  // fsync after every group: the worst case
  options.stop = stop;
  options.progress = std::move(progress);
  return GenerateTable(options);
}

TEST(GenerateTest, OutputIsByteIdenticalForOneAndTwoThreads) {
  const GenerateOutcome one = Generate(6, 1);
  const GenerateOutcome two = Generate(6, 2);
  ASSERT_EQ(one.status, GenerateOutcome::Status::kDone);
  ASSERT_EQ(two.status, GenerateOutcome::Status::kDone);
  EXPECT_EQ(TableChecksum(one.image), TableChecksum(two.image));
  EXPECT_EQ(one.image, two.image);
}

TEST(GenerateTest, InterruptedRunResumesToTheSameTable) {
  const GenerateOutcome reference = Generate(6, 2);
  const std::string checkpoint = ::testing::TempDir() + "/generate_test_resume.partial";
  std::remove(checkpoint.c_str());
  std::atomic<bool> stop{false};
  // Stop once about a third of the classes are done.
  const GenerateOutcome first =
      Generate(6, 2, checkpoint, &stop, [&](std::uint64_t done, std::uint64_t total) {
        if (3 * done >= total) stop = true;
      });
  ASSERT_EQ(first.status, GenerateOutcome::Status::kInterrupted);
  ASSERT_GT(first.solved_entries, 0u);
  // A crash in the middle of a record leaves a torn tail: append one.
  {
    std::ofstream out(checkpoint, std::ios::binary | std::ios::app);
    out.write("GRP1\x05\x00\x00\x00\x40\x00", 10);
  }
  const GenerateOutcome second = Generate(6, 1, checkpoint);
  ASSERT_EQ(second.status, GenerateOutcome::Status::kDone) << second.error;
  EXPECT_EQ(second.restored_entries, first.solved_entries);
  EXPECT_EQ(second.restored_entries + second.solved_entries, 3176u + 485 + 93 + 17 + 5 + 2);
  EXPECT_EQ(second.image, reference.image);
  std::remove(checkpoint.c_str());
}

TEST(GenerateTest, CheckpointOfAnotherRunIsRefused) {
  const std::string checkpoint = ::testing::TempDir() + "/generate_test_other.partial";
  std::remove(checkpoint.c_str());
  ASSERT_EQ(Generate(3, 1, checkpoint).status, GenerateOutcome::Status::kDone);
  const GenerateOutcome other = Generate(4, 1, checkpoint);
  EXPECT_EQ(other.status, GenerateOutcome::Status::kError);
  EXPECT_NE(other.error.find("another run"), std::string::npos) << other.error;
  std::remove(checkpoint.c_str());
}

TEST(GenerateTest, SharedSolverEntriesMatchFreshSolvers) {
  GenerateOptions options;
  options.max_size = 5;
  options.game.model = solver::Model::kBoard;
  const GenerateOutcome outcome = GenerateTable(options);
  ASSERT_EQ(outcome.status, GenerateOutcome::Status::kDone);
  solver::Result<TableReader> reader = TableReader::Open(outcome.image);
  ASSERT_TRUE(reader.ok());
  for (int n = 1; n <= 5; ++n) {
    const auto records = reader.value().Records(n);
    for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
      const solver::Eyespace eyespace = EntryEyespace(n, &records[i]);
      const solver::Evaluation fresh = solver::SolveValue(eyespace, options.game);
      const std::optional<TableEntry> entry = TableReader::Decode(n, &records[i]);
      ASSERT_TRUE(entry.has_value());
      ASSERT_EQ(entry->value, fresh.value) << solver::FormatGraphLine(eyespace);
      ASSERT_EQ(entry->vital, fresh.vital) << solver::FormatGraphLine(eyespace);
    }
  }
}

TEST(GenerateTest, GraphModelAndOtherLiberties) {
  GenerateOptions options;
  options.max_size = 4;
  options.game.model = solver::Model::kGraph;
  options.game.outer_liberties = 4;
  const GenerateOutcome outcome = GenerateTable(options);
  ASSERT_EQ(outcome.status, GenerateOutcome::Status::kDone);
  solver::Result<TableReader> reader = TableReader::Open(outcome.image);
  ASSERT_TRUE(reader.ok());
  EXPECT_EQ(reader.value().parameters().model, solver::Model::kGraph);
  EXPECT_EQ(reader.value().parameters().outer_liberties, 4);
}

TEST(GenerateTest, RejectsSizesOutOfRange) {
  EXPECT_EQ(Generate(0, 1).status, GenerateOutcome::Status::kError);
  EXPECT_EQ(Generate(17, 1).status, GenerateOutcome::Status::kError);
}

}  // namespace
}  // namespace eyeshape::tables
