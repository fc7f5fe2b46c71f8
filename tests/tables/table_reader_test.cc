// SPDX-License-Identifier: MIT
// File: tests/tables/table_reader_test.cc
// The table format (tables/format.h) and its reader: a generated table
// round-trips, and truncated, corrupted, foreign, wrong-version and
// wrong-parameter files are rejected with a clear message, never a crash;
// the sampled search finds exactly the stored keys.

#include "tables/io/table_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "tables/generation/generate.h"
#include "tables/generation/table_writer.h"
#include "tables/io/format.h"
#include "tables/io/mapped_file.h"

namespace eyeshape::tables {
namespace {

std::vector<std::uint8_t> SmallTable(int max_size = 5, solver::Model model = solver::Model::kBoard,
                                     int L = 2) {
  GenerateOptions options;
  options.max_size = max_size;
  options.game.model = model;
  options.game.outer_liberties = L;
  options.threads = 1;
  GenerateOutcome outcome = GenerateTable(options);
  EXPECT_EQ(outcome.status, GenerateOutcome::Status::kDone) << outcome.error;
  return outcome.image;
}

// Rewrites the checksum after a deliberate header change, so that the reader
// gets past the checksum to the check under test.
void Reseal(std::vector<std::uint8_t>& bytes) {
  StoreLe(bytes.data() + kChecksumOffset, TableChecksum(bytes), 8);
}

std::string OpenError(const std::vector<std::uint8_t>& bytes) {
  Result<TableReader> reader = TableReader::Open(bytes);
  return reader.ok() ? "" : reader.error();
}

TEST(TableReaderTest, GeneratedTableOpensWithItsParametersAndCounts) {
  const std::vector<std::uint8_t> bytes = SmallTable();
  Result<TableReader> reader = TableReader::Open(bytes);
  ASSERT_TRUE(reader.ok()) << reader.error();
  EXPECT_EQ(reader.value().max_size(), 5);
  EXPECT_EQ(reader.value().parameters().model, solver::Model::kBoard);
  EXPECT_EQ(reader.value().parameters().outer_liberties, 2);
  EXPECT_EQ(reader.value().header().total_entries, 2u + 5 + 17 + 93 + 485);
  EXPECT_EQ(reader.value().directory(5).raw_classes, 504u);
  EXPECT_EQ(reader.value().directory(5).left_out, 15u);
  EXPECT_EQ(reader.value().directory(4).graphs, 3u);
}

TEST(TableReaderTest, RejectsEveryTruncation) {
  const std::vector<std::uint8_t> bytes = SmallTable(4);
  for (std::size_t size = 0; size < bytes.size(); ++size) {
    const std::vector<std::uint8_t> cut(bytes.begin(), bytes.begin() + size);
    const std::string error = OpenError(cut);
    ASSERT_FALSE(error.empty()) << size;
    if (size >= kHeaderBytes) {
      EXPECT_NE(error.find("truncated"), std::string::npos) << error;
    }
  }
}

TEST(TableReaderTest, RejectsEveryFlippedByte) {
  const std::vector<std::uint8_t> bytes = SmallTable(4);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    std::vector<std::uint8_t> corrupted = bytes;
    corrupted[i] ^= 0x10;
    ASSERT_FALSE(OpenError(corrupted).empty()) << "byte " << i;
  }
  std::vector<std::uint8_t> corrupted = bytes;
  corrupted[bytes.size() - 3] ^= 1;
  EXPECT_EQ(OpenError(corrupted), "corrupted table: checksum mismatch");
}

TEST(TableReaderTest, RejectsTrailingBytesAndForeignFiles) {
  std::vector<std::uint8_t> bytes = SmallTable(3);
  bytes.push_back(0);
  EXPECT_NE(OpenError(bytes).find("corrupted"), std::string::npos);
  const std::string text = "# not a table\n";
  EXPECT_EQ(OpenError(std::vector<std::uint8_t>(text.begin(), text.end())),
            "not an eyeshape table (bad magic)");
  EXPECT_EQ(OpenError({}), "not an eyeshape table (bad magic)");
}

TEST(TableReaderTest, RejectsOtherFormatAndCanonVersions) {
  std::vector<std::uint8_t> bytes = SmallTable(3);
  std::vector<std::uint8_t> format = bytes;
  StoreLe(format.data() + 8, kFormatVersion + 1, 4);
  Reseal(format);
  EXPECT_EQ(OpenError(format), "table format version 3, this build reads versions 1 to 2");
  std::vector<std::uint8_t> zero = bytes;
  StoreLe(zero.data() + 8, 0, 4);
  Reseal(zero);
  EXPECT_EQ(OpenError(zero), "table format version 0, this build reads versions 1 to 2");
  std::vector<std::uint8_t> canon = bytes;
  StoreLe(canon.data() + 12, canon::kCanonVersion + 1, 4);
  Reseal(canon);
  EXPECT_NE(OpenError(canon).find("canon version"), std::string::npos);
}

// A version 1 image of a version 2 table's centre part: 48-byte header,
// 64-byte directory entries, no edge records.
std::vector<std::uint8_t> VersionOneImage(const std::vector<std::uint8_t>& v2) {
  const TableReader reader = TableReader::Open(v2).value();
  const int max_size = reader.max_size();
  std::vector<std::uint8_t> bytes(kHeaderBytesVersion1 + kDirectoryEntryBytesVersion1 * max_size);
  Header header = reader.header();
  header.format_version = 1;
  header.directory_end = static_cast<std::uint32_t>(bytes.size());
  for (int n = 1; n <= max_size; ++n) {
    SizeDirectory entry = reader.directory(n);
    entry.records_offset = bytes.size();
    bytes.insert(bytes.end(), reader.Records(n).begin(), reader.Records(n).end());
    entry.graphs_offset = bytes.size();
    bytes.insert(bytes.end(), reader.GraphRecords(n).begin(), reader.GraphRecords(n).end());
    StoreDirectory(entry, 1,
                   bytes.data() + kHeaderBytesVersion1 + kDirectoryEntryBytesVersion1 * (n - 1));
  }
  header.file_size = bytes.size();
  StoreHeader(header, bytes.data());
  Reseal(bytes);
  return bytes;
}

TEST(TableReaderTest, VersionOneFilesOpenWithCentreEntriesOnly) {
  const std::vector<std::uint8_t> v2 = SmallTable(4);
  const std::vector<std::uint8_t> v1 = VersionOneImage(v2);
  const Result<TableReader> old = TableReader::Open(v1);
  ASSERT_TRUE(old.ok()) << old.error();
  const TableReader current = TableReader::Open(v2).value();
  EXPECT_EQ(old.value().header().format_version, 1u);
  EXPECT_EQ(old.value().edge_max_size(), 0);
  EXPECT_EQ(old.value().header().edge_entries, 0u);
  for (int n = 1; n <= 4; ++n) {
    const auto a = old.value().Records(n);
    const auto b = current.Records(n);
    EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << n;
    EXPECT_TRUE(old.value().Records(RecordKind::kEdge, n).empty());
    EXPECT_EQ(old.value().Find(RecordKind::kEdge, n, current.Records(RecordKind::kEdge, 4).data()),
              nullptr);
  }
  for (std::size_t size = 0; size < v1.size(); ++size) {
    ASSERT_FALSE(OpenError(std::vector<std::uint8_t>(v1.begin(), v1.begin() + size)).empty());
  }
}

TEST(TableReaderTest, EdgeRecordsAreFoundAndDecoded) {
  const std::vector<std::uint8_t> bytes = SmallTable(5);
  const TableReader reader = TableReader::Open(bytes).value();
  EXPECT_EQ(reader.parameters().edge_max_size, 5);
  EXPECT_EQ(reader.parameters().corner_max_size, 5);
  EXPECT_EQ(reader.header().placements, kKnownPlacements);
  EXPECT_EQ(reader.header().edge_entries, 3u + 26 + 209 + 1446);
  EXPECT_EQ(reader.directory(5).edge_classes, 1452u);
  EXPECT_EQ(reader.directory(5).edge_duplicates, 6u);
  for (int n = 1; n <= 5; ++n) {
    const std::span<const std::uint8_t> records = reader.Records(RecordKind::kEdge, n);
    for (std::size_t i = 0; i < records.size(); i += EdgeRecordBytes(n)) {
      const std::uint8_t* record = records.data() + i;
      ASSERT_EQ(reader.Find(RecordKind::kEdge, n, record), record);
      ASSERT_TRUE(TableReader::Decode(RecordKind::kEdge, n, record).has_value());
      // The record's eyespace re-keys to the record's key.
      const solver::Eyespace eyespace = EntryEyespace(RecordKind::kEdge, n, record);
      EXPECT_NE(eyespace.touches_wall, solver::CentreWallContact(eyespace));
      std::array<std::uint8_t, kMaxKeyBytes> key{};
      ASSERT_TRUE(EncodeEdgeKey(canon::CanonicalForm(EdgeEntryGraph(eyespace)), key.data()));
      EXPECT_EQ(std::memcmp(key.data(), record, EdgeKeyBytes(n)), 0) << n << " " << i;
    }
  }
  std::vector<std::uint8_t> absent(EdgeKeyBytes(3), 0xFF);
  EXPECT_EQ(reader.Find(RecordKind::kEdge, 3, absent.data()), nullptr);
}

TEST(TableReaderTest, RejectsBadEdgeSections) {
  const std::vector<std::uint8_t> bytes = SmallTable(4);
  const TableReader reader = TableReader::Open(bytes).value();
  // Two edge records of size 4 swapped: out of order.
  std::vector<std::uint8_t> swapped = bytes;
  const std::size_t first = reader.directory(4).edge_records_offset;
  std::swap_ranges(swapped.begin() + static_cast<std::ptrdiff_t>(first),
                   swapped.begin() + static_cast<std::ptrdiff_t>(first + EdgeRecordBytes(4)),
                   swapped.begin() + static_cast<std::ptrdiff_t>(first + EdgeRecordBytes(4)));
  Reseal(swapped);
  EXPECT_NE(OpenError(swapped).find("out of order"), std::string::npos) << OpenError(swapped);
  // A key without a vertex that lost W contact is a centre key.
  std::vector<std::uint8_t> centre_key = bytes;
  for (int c = 2; c < 5; ++c) centre_key[first + static_cast<std::size_t>(c)] = 0;
  Reseal(centre_key);
  EXPECT_NE(OpenError(centre_key).find("bad key"), std::string::npos);
  // Coverage: no centre bit, or an edge size beyond the table.
  std::vector<std::uint8_t> coverage = bytes;
  coverage[48] = kPlacementEdge;
  Reseal(coverage);
  EXPECT_EQ(OpenError(coverage), "corrupted table: bad placement coverage");
  std::vector<std::uint8_t> beyond = bytes;
  beyond[50] = 5;
  Reseal(beyond);
  EXPECT_EQ(OpenError(beyond), "corrupted table: bad placement coverage");
  // Edge counts of a size: entries must be classes - duplicates.
  std::vector<std::uint8_t> counts = bytes;
  StoreLe(counts.data() + kHeaderBytes + kDirectoryEntryBytes * 3 + 72, 1, 8);
  Reseal(counts);
  EXPECT_NE(OpenError(counts).find("inconsistent counts"), std::string::npos);
  std::vector<std::uint8_t> total = bytes;
  StoreLe(total.data() + 56, 1, 8);
  Reseal(total);
  EXPECT_EQ(OpenError(total), "corrupted table: total edge entries mismatch");
}

TEST(TableReaderTest, RejectsBadParametersAndDirectories) {
  const std::vector<std::uint8_t> bytes = SmallTable(3);
  std::vector<std::uint8_t> model = bytes;
  model[16] = 7;
  Reseal(model);
  EXPECT_EQ(OpenError(model), "corrupted table: unknown model");
  std::vector<std::uint8_t> flags = bytes;
  flags[18] = 0x80;
  Reseal(flags);
  EXPECT_EQ(OpenError(flags), "table has unknown rule flags");
  std::vector<std::uint8_t> counts = bytes;
  StoreLe(counts.data() + kHeaderBytes + 32, 99, 8);  // entries of size 1
  Reseal(counts);
  EXPECT_NE(OpenError(counts).find("inconsistent counts"), std::string::npos);
  std::vector<std::uint8_t> size = bytes;
  size[19] = 4;  // claims a size the directory does not have
  Reseal(size);
  EXPECT_FALSE(OpenError(size).empty());
}

TEST(TableReaderTest, RandomHeaderDamageNeverCrashes) {
  const std::vector<std::uint8_t> bytes = SmallTable(4);
  std::mt19937 random(7);
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<std::uint8_t> damaged = bytes;
    const std::size_t limit = kHeaderBytes + kDirectoryEntryBytes * 4;
    for (int k = 0; k < 3; ++k) damaged[random() % limit] = static_cast<std::uint8_t>(random());
    Reseal(damaged);  // past the checksum: the structural checks must hold
    Result<TableReader> reader = TableReader::Open(damaged);
    if (!reader.ok()) continue;
    // Whatever opened must be safe to use.
    for (int n = 1; n <= reader.value().max_size(); ++n) {
      const auto records = reader.value().Records(n);
      ASSERT_LE(records.data() + records.size(), damaged.data() + damaged.size());
    }
  }
}

TEST(TableReaderTest, WrongParametersAreNamed) {
  TableParameters board_l2;
  TableParameters graph_l2;
  graph_l2.model = solver::Model::kGraph;
  TableParameters board_l4;
  board_l4.outer_liberties = 4;
  EXPECT_TRUE(CheckParameters(board_l2, board_l2).ok());
  EXPECT_EQ(CheckParameters(graph_l2, board_l2).error(),
            "table is for the graph model, expected the board model");
  EXPECT_EQ(CheckParameters(board_l4, board_l2).error(),
            "table has L = 4 outer liberties, expected L = 2");
}

TEST(TableReaderTest, FilesAreWrittenAtomicallyAndMapped) {
  const std::vector<std::uint8_t> bytes = SmallTable(3);
  const std::string path = ::testing::TempDir() + "/reader_test.eyt";
  ASSERT_TRUE(WriteFileAtomically(path, bytes).ok());
  Result<MappedFile> file = MappedFile::Open(path);
  ASSERT_TRUE(file.ok()) << file.error();
  EXPECT_TRUE(std::equal(bytes.begin(), bytes.end(), file.value().bytes().begin(),
                         file.value().bytes().end()));
  EXPECT_FALSE(MappedFile::Open(path + ".missing").ok());
  EXPECT_FALSE(MappedFile::Open(::testing::TempDir()).ok());
}

// Find() (sampled search) against a plain search over the same sorted keys,
// on a synthetic table whose sizes 10 and 12 hold thousands of records
// (keys of 8 bytes, and of 11 bytes with many equal 8-byte prefixes): every
// stored key is found at its record, every other key is not.
TEST(TableReaderTest, FindLocatesEveryKeyAndNothingElse) {
  constexpr int kMax = 12;
  std::mt19937 random(11);
  std::vector<SizeSection> sections(kMax);
  using Key = std::array<std::uint8_t, kMaxKeyBytes>;  // zero after KeyBytes(n)
  std::vector<std::vector<Key>> keys(kMax + 1);
  for (int n = 1; n <= kMax; ++n) {
    SizeSection& section = sections[static_cast<std::size_t>(n - 1)];
    section.counts.num_vertices = n;
    const int count = n == 10 ? 3000 : (n == kMax ? 5000 : (n == 3 ? 40 : 0));
    std::vector<Key>& sorted = keys[static_cast<std::size_t>(n)];
    for (int i = 0; i < count; ++i) {
      Key key{};
      // Few distinct leading bytes: long runs of equal 8-byte prefixes.
      for (std::size_t b = 0; b < KeyBytes(n); ++b) {
        key[b] = static_cast<std::uint8_t>(b < 6 && n >= 10 ? random() % 2 : random() % 256);
      }
      sorted.push_back(key);
    }
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (const Key& key : sorted) {
      section.records.insert(section.records.end(), key.begin(), key.begin() + KeyBytes(n));
      section.records.resize(section.records.size() + RecordBytes(n) - KeyBytes(n), 0);
    }
    section.counts.entries = static_cast<std::int64_t>(sorted.size());
    section.counts.raw_classes = section.counts.entries;
  }
  TableParameters parameters;
  parameters.max_size = kMax;
  const std::vector<std::uint8_t> image = SerializeTable(parameters, sections);
  // The default key index (stride 32 here), and one limited to 10 samples
  // per size (stride 512 for 5000 records, 256 for 3000, 32 for 40), as a
  // 12-cell table of 700 million records gets (SampleStride()).
  for (const std::uint64_t max_samples : {TableReader::kMaxFineSamples, std::uint64_t{10}}) {
    SCOPED_TRACE(max_samples);
    const Result<TableReader> reader = TableReader::Open(image, max_samples);
    ASSERT_TRUE(reader.ok()) << reader.error();
    for (int n : {3, 10, kMax}) {
      const std::vector<Key>& sorted = keys[static_cast<std::size_t>(n)];
      ASSERT_GT(sorted.size(), 30u);
      const std::uint8_t* records = reader.value().Records(n).data();
      for (std::size_t i = 0; i < sorted.size(); ++i) {
        EXPECT_EQ(reader.value().Find(RecordKind::kCentre, n, sorted[i].data()),
                  records + i * RecordBytes(n))
            << n;
        // Neighbouring keys: found exactly when stored.
        for (std::size_t b : {std::size_t{1}, KeyBytes(n) - 1}) {
          for (int delta : {-1, 1}) {
            Key other = sorted[i];
            other[b] = static_cast<std::uint8_t>(other[b] + delta);
            const auto at = std::lower_bound(sorted.begin(), sorted.end(), other);
            const std::uint8_t* expected =
                at != sorted.end() && *at == other
                    ? records + static_cast<std::size_t>(at - sorted.begin()) * RecordBytes(n)
                    : nullptr;
            EXPECT_EQ(reader.value().Find(RecordKind::kCentre, n, other.data()), expected) << n;
          }
        }
        if (HasFailure()) return;
      }
      std::vector<std::uint8_t> past(KeyBytes(n), 0xFF);
      EXPECT_EQ(reader.value().Find(RecordKind::kCentre, n, past.data()), nullptr);
    }
    std::vector<std::uint8_t> empty_size_key(KeyBytes(5), 0);
    EXPECT_EQ(reader.value().Find(RecordKind::kCentre, 5, empty_size_key.data()), nullptr);
  }
}

TEST(TableReaderTest, KeyIndexStaysSmallAtTwelveCells) {
  // 32 up to 2^22 samples (2^27 records), then doubled until the samples
  // fit: 516,650,274 records (12 cells) / 128 = 4.04 million samples,
  // under 4,194,304 where stride 64 leaves 8.07 million; 700 million
  // (issue 13's estimate) / 256 = 2.7 million samples (22 MB) where
  // stride 128 would leave 5.5 million.
  EXPECT_EQ(TableReader::SampleStride(8'678'922), 32u);  // 10 cells
  EXPECT_EQ(TableReader::SampleStride(std::uint64_t{1} << 27), 32u);
  EXPECT_EQ(TableReader::SampleStride((std::uint64_t{1} << 27) + 1), 64u);
  EXPECT_EQ(TableReader::SampleStride(66'397'627), 32u);    // 11 cells
  EXPECT_EQ(TableReader::SampleStride(516'650'274), 128u);  // 12 cells
  EXPECT_EQ(TableReader::SampleStride(700'000'000), 256u);
  EXPECT_EQ(TableReader::SampleStride(5000, 10), 512u);
  EXPECT_EQ(TableReader::SampleStride(0), 32u);
}

TEST(FormatTest, ValueIndicesFollowTheFifteenValues) {
  for (std::size_t i = 0; i < kValues.size(); ++i) {
    EXPECT_TRUE(kValues[i].IsAllowed());
    EXPECT_EQ(ValueIndex(kValues[i]), static_cast<int>(i));
    if (i > 0) {
      EXPECT_LT(kValues[i - 1].ToString(), kValues[i].ToString());
    }
  }
}

TEST(FormatTest, RecordSizesForTenCells) {
  EXPECT_EQ(KeyBytes(10), 8u);  // 2 counts + 45 adjacency bits
  EXPECT_EQ(RecordBytes(10), 13u);
  EXPECT_EQ(RecordBytes(8), 9u);
  EXPECT_EQ(GraphRecordBytes(10), 16u);
}

}  // namespace
}  // namespace eyeshape::tables
