// SPDX-License-Identifier: MIT
// File: tests/tables/generate_test.cc
// The generation driver (tables/generate.h): byte-identical output for any
// thread count and streamed to a file, interruption and resumption from the checkpoint (also with a
// torn tail), refusal of a checkpoint from another run, and entries that
// agree with a fresh Solver.

#include "tables/generation/generate.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <iterator>
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

// With an output path the table is streamed to the file (the assembly of
// `eyeshape merge`), and must be the bytes of the in-memory image.
TEST(GenerateTest, StreamedTableFileIsTheImage) {
  GenerateOptions options;
  options.max_size = 6;
  options.threads = 2;
  const GenerateOutcome image = GenerateTable(options);
  ASSERT_EQ(image.status, GenerateOutcome::Status::kDone) << image.error;
  EXPECT_EQ(image.file_bytes, image.image.size());
  options.output_path = ::testing::TempDir() + "/generate_test_streamed.eyt";
  const GenerateOutcome streamed = GenerateTable(options);
  ASSERT_EQ(streamed.status, GenerateOutcome::Status::kDone) << streamed.error;
  EXPECT_TRUE(streamed.image.empty());
  EXPECT_EQ(streamed.file_bytes, image.image.size());
  std::ifstream in(options.output_path, std::ios::binary);
  const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in),
                                        std::istreambuf_iterator<char>()};
  EXPECT_EQ(bytes, image.image);
  std::remove(options.output_path.c_str());
  // An output that cannot be created is an error.
  options.output_path = ::testing::TempDir() + "/no such directory/t.eyt";
  const GenerateOutcome failed = GenerateTable(options);
  EXPECT_EQ(failed.status, GenerateOutcome::Status::kError);
  EXPECT_NE(failed.error.find("cannot create"), std::string::npos) << failed.error;
}

// Edge and corner jobs are scheduled with the centre ones; the image stays
// byte-identical (the test above covers them too: all placements are the
// default), and a centre-only table has exactly the same centre records.
TEST(GenerateTest, CentreRecordsDoNotDependOnThePlacements) {
  GenerateOptions options;
  options.max_size = 6;
  options.threads = 2;
  const GenerateOutcome all = GenerateTable(options);
  options.placements = kPlacementCentre;
  options.threads = 1;
  const GenerateOutcome centre = GenerateTable(options);
  options.placements = kPlacementCentre | kPlacementCorner;
  options.edge_max_size = 4;
  const GenerateOutcome corner = GenerateTable(options);
  ASSERT_EQ(all.status, GenerateOutcome::Status::kDone) << all.error;
  ASSERT_EQ(centre.status, GenerateOutcome::Status::kDone) << centre.error;
  ASSERT_EQ(corner.status, GenerateOutcome::Status::kDone) << corner.error;
  const auto a = TableReader::Open(all.image);
  const auto c = TableReader::Open(centre.image);
  const auto k = TableReader::Open(corner.image);
  ASSERT_TRUE(a.ok() && c.ok() && k.ok());
  EXPECT_EQ(c.value().edge_max_size(), 0);
  EXPECT_EQ(c.value().header().edge_entries, 0u);
  EXPECT_EQ(a.value().header().edge_entries, 3u + 26 + 209 + 1446 + 10598);
  EXPECT_EQ(k.value().parameters().corner_max_size, 4);
  EXPECT_EQ(k.value().parameters().edge_max_size, 0);
  EXPECT_EQ(k.value().directory(4).edge_entries, 185u);  // corner, new after normalization
  for (int n = 1; n <= 6; ++n) {
    const auto ra = a.value().Records(n);
    const auto rc = c.value().Records(n);
    const auto rk = k.value().Records(n);
    EXPECT_TRUE(std::equal(ra.begin(), ra.end(), rc.begin(), rc.end())) << n;
    EXPECT_TRUE(std::equal(ra.begin(), ra.end(), rk.begin(), rk.end())) << n;
  }
  options.placements = kPlacementEdge;
  EXPECT_EQ(GenerateTable(options).status, GenerateOutcome::Status::kError);
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
  // Centre entries, then edge and corner entries (docs/edge-classes.md).
  EXPECT_EQ(second.restored_entries + second.solved_entries,
            3176u + 485 + 93 + 17 + 5 + 2 + 10598 + 1446 + 209 + 26 + 3);
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
  Result<TableReader> reader = TableReader::Open(outcome.image);
  ASSERT_TRUE(reader.ok());
  for (int n = 1; n <= 5; ++n) {
    const auto records = reader.value().Records(n);
    for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
      const solver::Eyespace eyespace = EntryEyespace(n, &records[i]);
      const solver::Evaluation fresh = solver::SolveValue(eyespace, options.game);
      const std::optional<TableEntry> entry =
          TableReader::Decode(RecordKind::kCentre, n, &records[i]);
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
  Result<TableReader> reader = TableReader::Open(outcome.image);
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
