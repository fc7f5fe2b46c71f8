// SPDX-License-Identifier: MIT
// File: tests/tables/verify_table_test.cc
// VerifyTable() on a good table and on forged ones: each forgery keeps the
// file valid for TableReader::Open() (the checksum recomputed), so only the
// verifier can catch it, and each must be caught by the check meant for it.

#include "tables/verify/verify_table.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "canon/canonical_form.h"
#include "canon/graph.h"
#include "tables/generation/generate.h"
#include "tables/io/format.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {
namespace {

using Image = std::vector<std::uint8_t>;

// Centre classes up to 5 cells, edge and corner classes up to 5 (602 and
// 1,684 entries): small enough to verify every entry in a test.
const Image& GoodTable() {
  static const Image image = [] {
    GenerateOptions options;
    options.max_size = 5;
    options.threads = 2;
    GenerateOutcome outcome = GenerateTable(options);
    EXPECT_EQ(outcome.status, GenerateOutcome::Status::kDone) << outcome.error;
    return std::move(outcome.image);
  }();
  return image;
}

// Writes the checksum of the forged image, as a forger would.
void Reseal(Image& image) {
  StoreLe(image.data() + kChecksumOffset, 0, 8);
  StoreLe(image.data() + kChecksumOffset, TableChecksum(image), 8);
}

// The offset in `image` of record `index` of kind `kind` and size n.
std::size_t RecordOffset(const Image& image, RecordKind kind, int n, std::uint64_t index) {
  const TableReader reader = TableReader::Open(image).value();
  return static_cast<std::size_t>(reader.Records(kind, n).data() - image.data()) +
         index * RecordBytes(kind, n);
}

VerifyReport Verify(const Image& image) {
  const Result<TableReader> reader = TableReader::Open(image);
  EXPECT_TRUE(reader.ok()) << reader.error();
  VerifyOptions options;
  options.threads = 2;
  return VerifyTable(reader.value(), options);
}

std::string Messages(const VerifyReport& report) {
  std::string text;
  for (const VerifyFinding& finding : report.findings) text += finding.message + "\n";
  return text;
}

TEST(VerifyTableTest, GoodTableHasNoFindings) {
  const VerifyReport report = Verify(GoodTable());
  EXPECT_TRUE(report.ok()) << Messages(report);
  for (const RecordKind kind : kRecordKinds) {
    const auto k = static_cast<std::size_t>(kind);
    EXPECT_GT(report.total[k], 0u);
    EXPECT_EQ(report.checked[k], report.total[k]);
  }
}

TEST(VerifyTableTest, SampleChecksThatManyEntriesOfEachKind) {
  const TableReader reader = TableReader::Open(GoodTable()).value();
  VerifyOptions options;
  options.sample = 10;
  options.threads = 1;
  const VerifyReport one = VerifyTable(reader, options);
  options.threads = 2;
  const VerifyReport two = VerifyTable(reader, options);
  EXPECT_TRUE(one.ok()) << Messages(one);
  EXPECT_EQ(one.checked, (std::array<std::uint64_t, 2>{10, 10}));
  EXPECT_EQ(two.checked, one.checked);
}

// A value byte replaced by another of the 15 values: only a re-solve sees it.
TEST(VerifyTableTest, ChangedValueByteIsCaughtByTheResolve) {
  for (const RecordKind kind : kRecordKinds) {
    Image image = GoodTable();
    const int n = 4;
    const std::uint64_t index = 7;
    std::uint8_t& value = image[RecordOffset(image, kind, n, index) + KeyBytes(kind, n)];
    value = static_cast<std::uint8_t>((value + 1) % kValues.size());
    Reseal(image);
    const VerifyReport report = Verify(image);
    ASSERT_EQ(report.findings.size(), 1u) << Messages(report);
    const VerifyFinding& finding = report.findings.front();
    EXPECT_EQ(finding.kind, FindingKind::kEntry);
    EXPECT_EQ(finding.records, kind);
    EXPECT_EQ(finding.size, n);
    EXPECT_EQ(finding.index, index);
    EXPECT_NE(finding.message.find("the solver gives"), std::string::npos) << finding.message;
  }
}

// A value byte outside the 15 values (the checksum forged too).
TEST(VerifyTableTest, ValueByteOutOfRangeIsCaught) {
  Image image = GoodTable();
  image[RecordOffset(image, RecordKind::kCentre, 3, 0) + KeyBytes(3)] = 200;
  Reseal(image);
  const VerifyReport report = Verify(image);
  ASSERT_EQ(report.findings.size(), 1u) << Messages(report);
  EXPECT_EQ(report.findings.front().message, "value byte out of range");
}

// Two neighbouring centre records swapped: the order check names the size.
TEST(VerifyTableTest, SwappedKeysBreakTheOrder) {
  Image image = GoodTable();
  const int n = 5;
  const std::size_t first = RecordOffset(image, RecordKind::kCentre, n, 10);
  const std::size_t second = RecordOffset(image, RecordKind::kCentre, n, 11);
  std::swap_ranges(image.begin() + static_cast<std::ptrdiff_t>(first),
                   image.begin() + static_cast<std::ptrdiff_t>(second),
                   image.begin() + static_cast<std::ptrdiff_t>(second));
  Reseal(image);
  const VerifyReport report = Verify(image);
  ASSERT_EQ(report.Count(FindingKind::kKeyOrder, RecordKind::kCentre), 1u) << Messages(report);
  const VerifyFinding& finding = report.findings.front();
  EXPECT_EQ(finding.kind, FindingKind::kKeyOrder);
  EXPECT_EQ(finding.size, n);
  EXPECT_EQ(finding.message, "keys not strictly sorted at entry 11");
  EXPECT_EQ(report.Count(FindingKind::kClassCounts, RecordKind::kCentre), 0u);
}

// A class count one too high (raw classes and duplicates both, so that the
// directory stays consistent for Open()): the fresh enumeration disagrees.
TEST(VerifyTableTest, ClassCountOffByOneIsCaught) {
  Image image = GoodTable();
  const int n = 4;
  std::uint8_t* directory =
      image.data() + HeaderBytes(kFormatVersion) + DirectoryEntryBytes(kFormatVersion) * (n - 1);
  SizeDirectory entry = LoadDirectory(directory, kFormatVersion);
  ++entry.raw_classes;
  ++entry.duplicates;
  StoreDirectory(entry, kFormatVersion, directory);
  Reseal(image);
  const VerifyReport report = Verify(image);
  ASSERT_EQ(report.findings.size(), 1u) << Messages(report);
  EXPECT_EQ(report.findings.front().kind, FindingKind::kClassCounts);
  EXPECT_EQ(report.findings.front().size, n);
}

// An edge record under the key of a centre class: the plus shape with W
// contact "lost" on its middle vertex, which has none to lose (degree 4), so
// its W contact is the centre formula's. Open() accepts it (its key has a
// lost colour and the records stay sorted); the verifier must not.
TEST(VerifyTableTest, EdgeRecordUnderACentreKeyIsCaught) {
  Image image = GoodTable();
  const int n = 5;
  canon::ColouredGraph plus = canon::EmptyGraph(n);
  for (int arm = 1; arm < n; ++arm) canon::AddEdge(plus, 0, arm);
  plus.colour[0] = kColourEmpty + kColourLost;
  std::array<std::uint8_t, kMaxKeyBytes> key{};
  ASSERT_TRUE(EncodeEdgeKey(canon::CanonicalForm(plus), key.data()));

  // Replace the first edge record's key (its payload stays), then sort the
  // size's edge records again.
  const std::size_t record_bytes = EdgeRecordBytes(n);
  const std::size_t begin = RecordOffset(image, RecordKind::kEdge, n, 0);
  const std::size_t count =
      TableReader::Open(image).value().Records(RecordKind::kEdge, n).size() / record_bytes;
  std::memcpy(image.data() + begin, key.data(), EdgeKeyBytes(n));
  std::vector<std::array<std::uint8_t, kMaxRecordBytes>> records(count);
  for (std::size_t i = 0; i < count; ++i) {
    std::memcpy(records[i].data(), image.data() + begin + i * record_bytes, record_bytes);
  }
  std::sort(records.begin(), records.end(), [n](const auto& a, const auto& b) {
    return std::memcmp(a.data(), b.data(), EdgeKeyBytes(n)) < 0;
  });
  std::uint64_t forged = count;
  for (std::size_t i = 0; i < count; ++i) {
    std::memcpy(image.data() + begin + i * record_bytes, records[i].data(), record_bytes);
    if (std::memcmp(records[i].data(), key.data(), EdgeKeyBytes(n)) == 0) forged = i;
  }
  ASSERT_LT(forged, count);
  Reseal(image);
  const VerifyReport report = Verify(image);
  ASSERT_EQ(report.Count(FindingKind::kEntry, RecordKind::kEdge), 1u) << Messages(report);
  const VerifyFinding& finding = report.findings.back();
  EXPECT_EQ(finding.records, RecordKind::kEdge);
  EXPECT_EQ(finding.index, forged);
  EXPECT_NE(finding.message.find("a centre class among the edge records"), std::string::npos)
      << finding.message;
}

// The blunt form of the same forgery, a plain centre key (no lost colour)
// among the edge records, is refused when the table is opened.
TEST(VerifyTableTest, CentreKeyAmongEdgeRecordsIsRefusedByOpen) {
  Image image = GoodTable();
  const int n = 3;
  const std::size_t at = RecordOffset(image, RecordKind::kEdge, n, 0);
  for (int c = kColourLost; c < kEdgeColours; ++c) image[at + static_cast<std::size_t>(c) - 1] = 0;
  Reseal(image);
  const Result<TableReader> reader = TableReader::Open(image);
  ASSERT_FALSE(reader.ok());
  EXPECT_NE(reader.error().find("bad key or is out of order"), std::string::npos) << reader.error();
}

}  // namespace
}  // namespace eyeshape::tables
