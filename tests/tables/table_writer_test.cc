// SPDX-License-Identifier: MIT
// File: tests/tables/table_writer_test.cc
// The streaming table writer (tables/generation/table_writer.h
// TableStreamWriter, LayoutOf) at the sizes of issue 13's large tables:
// records of real 11- and 12-cell eyespaces, solved directly, written record
// by record give SerializeTable()'s bytes and are found by the lookup with
// their vital points in the caller's numbering; the layout of a 12-cell
// table (about 9.3 GB) is checked by arithmetic instead of being written.

#include "tables/generation/table_writer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "solver/solver.h"
#include "tables/generation/generate.h"
#include "tables/io/locate_entry.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {
namespace {

std::vector<std::uint8_t> ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<SizeShape> ShapesOf(const std::vector<SizeSection>& sections) {
  std::vector<SizeShape> shapes;
  shapes.reserve(sections.size());
  for (const SizeSection& section : sections) {
    shapes.push_back({section.counts, section.edge_classes, section.edge_duplicates});
  }
  return shapes;
}

struct Solved {
  solver::Eyespace eyespace;
  solver::Evaluation evaluation;
};

// Eyespaces of 11 and 12 cells in the centre of the board (normalized: X
// stones with liberties, no marginal X), solved with the solver itself.
std::vector<Solved> SolvedLargeEyespaces() {
  const char* const diagrams[] = {
      // 11 cells: a 2 x 5 block with a tail.
      "....X\n"
      ".!...\n"
      ".",
      // 11 cells: a bent line, all empty.
      "......\n"
      "     .\n"
      "     .\n"
      "     .\n"
      "     .\n"
      "     .",
      // 12 cells: a 2 x 6 block.
      "...X..\n"
      ".!....",
      // 12 cells: a 3 x 4 block with two X stones.
      ".X..\n"
      "....\n"
      "..X.",
  };
  std::vector<Solved> solved;
  for (const char* diagram : diagrams) {
    const Result<solver::Pattern> pattern = solver::ParseEyespace(diagram);
    EXPECT_TRUE(pattern.ok()) << diagram;
    if (!pattern.ok()) continue;
    const solver::Eyespace& eyespace = pattern.value().eyespace;
    EXPECT_TRUE(solver::IsNormalized(eyespace)) << diagram;
    solved.push_back({eyespace, solver::SolveValue(eyespace, solver::GameOptions{})});
  }
  return solved;
}

TEST(TableStreamWriterTest, ElevenAndTwelveCellRecordsRoundTrip) {
  const std::vector<Solved> solved = SolvedLargeEyespaces();
  ASSERT_EQ(solved.size(), 4u);
  constexpr int kMax = 12;
  std::vector<SizeSection> sections(kMax);
  for (int n = 1; n <= kMax; ++n) sections[static_cast<std::size_t>(n - 1)].counts.num_vertices = n;
  for (const Solved& s : solved) {
    const int n = s.eyespace.num_vertices;
    ASSERT_TRUE(n == 11 || n == 12);
    // 11 cells: 2 + 7 adjacency bytes of key, 1 value, 2 + 2 mask bytes;
    // 12 cells: 2 + 9 key, 1 value, 2 + 2 masks.
    ASSERT_EQ(RecordBytes(n), n == 11 ? 14u : 16u);
    std::vector<std::uint8_t> record(RecordBytes(n));
    EncodeRecord(RecordKind::kCentre, s.eyespace, s.evaluation, record.data());
    SizeSection& section = sections[static_cast<std::size_t>(n - 1)];
    section.records.insert(section.records.end(), record.begin(), record.end());
    ++section.counts.entries;
    ++section.counts.raw_classes;
  }
  // Sort each size's two records by key, as the format requires.
  for (int n : {11, 12}) {
    std::vector<std::uint8_t>& records = sections[static_cast<std::size_t>(n - 1)].records;
    const std::size_t bytes = RecordBytes(n);
    ASSERT_EQ(records.size(), 2 * bytes);
    if (std::memcmp(records.data(), records.data() + bytes, KeyBytes(n)) > 0) {
      std::swap_ranges(records.begin(), records.begin() + static_cast<std::ptrdiff_t>(bytes),
                       records.begin() + static_cast<std::ptrdiff_t>(bytes));
    }
  }
  TableParameters parameters;
  parameters.max_size = kMax;
  const std::vector<std::uint8_t> image = SerializeTable(parameters, sections);

  // The stream writer, handed one record at a time, writes the same bytes.
  const std::string path = ::testing::TempDir() + "/table_writer_test_12.eyt";
  {
    auto writer = TableStreamWriter::Create(path, parameters, ShapesOf(sections));
    ASSERT_TRUE(writer.ok()) << writer.error();
    for (int n = 1; n <= kMax; ++n) {
      const std::vector<std::uint8_t>& records = sections[static_cast<std::size_t>(n - 1)].records;
      for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
        ASSERT_TRUE(writer.value()->Append(std::span(records).subspan(i, RecordBytes(n))).ok());
      }
    }
    EXPECT_EQ(writer.value()->file_size(), image.size());
    const Result<bool> committed = writer.value()->Commit();
    ASSERT_TRUE(committed.ok()) << committed.error();
  }
  EXPECT_EQ(ReadFile(path), image);
  std::remove(path.c_str());

  // The lookup finds each eyespace and maps its vital points back.
  const Result<TableReader> reader = TableReader::Open(image);
  ASSERT_TRUE(reader.ok()) << reader.error();
  for (const Solved& s : solved) {
    const EntryLocation answer = LocateEntry(reader.value(), s.eyespace);
    ASSERT_TRUE(answer.hit) << answer.reason;
    EXPECT_EQ(answer.value, s.evaluation.value);
    EXPECT_EQ(answer.vital.attack, s.evaluation.vital.attack);
    EXPECT_EQ(answer.vital.defense, s.evaluation.vital.defense);
  }
}

TEST(TableStreamWriterTest, InMemoryWriterMatchesSerializeTable) {
  // Sizes 1..6 of a generated table, records handed over in uneven chunks.
  GenerateOptions options;
  options.max_size = 6;
  options.threads = 2;
  const GenerateOutcome reference = GenerateTable(options);
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone) << reference.error;
  const Result<TableReader> reader = TableReader::Open(reference.image);
  ASSERT_TRUE(reader.ok()) << reader.error();
  std::vector<SizeShape> shapes;
  for (int n = 1; n <= 6; ++n) {
    const SizeDirectory& entry = reader.value().directory(n);
    SizeShape shape;
    shape.counts.num_vertices = n;
    shape.counts.graphs = entry.graphs;
    shape.counts.raw_classes = static_cast<std::int64_t>(entry.raw_classes);
    shape.counts.left_out = static_cast<std::int64_t>(entry.left_out);
    shape.counts.duplicates = static_cast<std::int64_t>(entry.duplicates);
    shape.counts.entries = static_cast<std::int64_t>(entry.entries);
    shape.edge_classes = entry.edge_classes;
    shape.edge_duplicates = entry.edge_duplicates;
    shapes.push_back(shape);
  }
  auto writer = TableStreamWriter::Create("", reader.value().parameters(), shapes);
  ASSERT_TRUE(writer.ok()) << writer.error();
  for (int n = 1; n <= 6; ++n) {
    const std::size_t sizes[] = {RecordBytes(n), GraphRecordBytes(n), EdgeRecordBytes(n)};
    const std::span<const std::uint8_t> parts[] = {reader.value().Records(n),
                                                   reader.value().GraphRecords(n),
                                                   reader.value().Records(RecordKind::kEdge, n)};
    for (int p = 0; p < 3; ++p) {
      // 1, 2, 3, 1, 2, 3, ... records per call.
      for (std::size_t i = 0, k = 1; i < parts[p].size(); k = k % 3 + 1) {
        const std::size_t take = std::min(parts[p].size() - i, k * sizes[p]);
        ASSERT_TRUE(writer.value()->Append(parts[p].subspan(i, take)).ok());
        i += take;
      }
    }
  }
  ASSERT_TRUE(writer.value()->Commit().ok());
  EXPECT_EQ(writer.value()->TakeImage(), reference.image);
}

TEST(TableStreamWriterTest, LayoutOfATwelveCellTableNeedsSixtyFourBitOffsets) {
  // Issue 13's estimate: about 88 million centre classes at 11 cells and
  // 700 million at 12 (66,397,627 and 516,650,274 entries, counted since;
  // these rounder counts only shift the sums). Graph counts
  // made up. Sizes 1..10 left empty so that the sums below stay readable.
  std::vector<SizeShape> shapes(12);
  for (int n = 1; n <= 12; ++n) shapes[static_cast<std::size_t>(n - 1)].counts.num_vertices = n;
  shapes[10].counts.entries = 88'000'000;
  shapes[10].counts.raw_classes = 88'000'000;
  shapes[10].counts.graphs = 2'000;
  shapes[11].counts.entries = 700'000'000;
  shapes[11].counts.raw_classes = 700'000'000;
  shapes[11].counts.graphs = 6'000;
  const TableLayout layout = LayoutOf(shapes);
  // By hand: header and directory 64 + 104 x 12 = 1312 bytes. R(11) = 2 +
  // ceil(55 / 8) + 1 + 2 x 2 = 14, G(11) = 7 + 11 = 18; R(12) = 2 +
  // ceil(66 / 8) + 1 + 2 x 2 = 16, G(12) = 9 + 12 = 21.
  const SizeDirectory& eleven = layout.directories[10];
  const SizeDirectory& twelve = layout.directories[11];
  EXPECT_EQ(eleven.records_offset, 1'312u);
  EXPECT_EQ(eleven.graphs_offset, 1'312u + 1'232'000'000u);  // 88 M x 14
  EXPECT_EQ(eleven.edge_records_offset, 1'232'001'312u + 36'000u);
  EXPECT_EQ(twelve.records_offset, 1'232'037'312u);
  // 700 M x 16 = 11.2 GB: past 2^32 (4,294,967,296).
  EXPECT_EQ(twelve.graphs_offset, 1'232'037'312u + 11'200'000'000u);
  EXPECT_EQ(twelve.edge_records_offset, 12'432'037'312u + 126'000u);
  EXPECT_EQ(layout.file_size, 12'432'163'312u);
  EXPECT_EQ(twelve.record_bytes, 16u);
  EXPECT_EQ(twelve.key_bytes, 11u);
}

TEST(TableStreamWriterTest, UnwritableDirectoryIsAnErrorAndLeavesNothing) {
  const std::vector<SizeShape> shapes = {SizeShape{SizeCounts{1}, 0, 0}};
  TableParameters parameters;
  parameters.max_size = 1;
  const std::string path = ::testing::TempDir() + "/no such directory/t.eyt";
  const auto writer = TableStreamWriter::Create(path, parameters, shapes);
  ASSERT_FALSE(writer.ok());
  EXPECT_NE(writer.error().find("cannot create"), std::string::npos) << writer.error();
  // A writer dropped before Commit() removes its temporary file.
  const std::string kept = ::testing::TempDir() + "/table_writer_test_dropped.eyt";
  {
    auto dropped = TableStreamWriter::Create(kept, parameters, shapes);
    ASSERT_TRUE(dropped.ok()) << dropped.error();
  }
  for (const auto& file : std::filesystem::directory_iterator(::testing::TempDir())) {
    EXPECT_EQ(file.path().filename().string().find("table_writer_test_dropped"), std::string::npos);
  }
}

}  // namespace
}  // namespace eyeshape::tables
