// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_IO_TABLE_READER_H_
#define EYESHAPE_TABLES_IO_TABLE_READER_H_

// File: tables/io/table_reader.h
// A validated, read-only view of a table file image (tables/io/format.h). Open() checks everything
// a truncated, corrupted, foreign or wrong-version file can get wrong (magic, versions, size,
// checksum, parameters, directory layout) and returns a one-line message instead of crashing; after
// that, no access can leave the image.
//
//   Result<TableReader> table = TableReader::Open(bytes);  // bytes outlive it
//   const std::uint8_t* record = table.value().Find(RecordKind::kCentre, n, key);
//
// Thread safety: a TableReader is immutable; any number of threads may look
// up concurrently. Part of the light table I/O library (canon + eyespace, no
// solver, no OpenMP).

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "base/result.h"
#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "tables/io/format.h"

namespace eyeshape::tables {

// One decoded entry record: value and vital points in canonical numbering.
struct TableEntry {
  solver::EyeValue value;
  solver::VitalPoints vital;  // bit i = canonical vertex i
};

class TableReader {
 public:
  // Validates `bytes` as a table file image; the bytes must outlive the
  // reader. Errors name the problem: "not an eyeshape table (bad magic)",
  // "table format version 7, this build reads 1", "canon version ...",
  // "truncated table: ...", "corrupted table: checksum mismatch", ...
  // Complexity: one checksum pass over the bytes (XXH3, GB/s).
  // `max_fine_samples` bounds the key index per size (SampleStride()); tests
  // lower it to exercise wide strides on small tables.
  static Result<TableReader> Open(std::span<const std::uint8_t> bytes,
                                  std::uint64_t max_fine_samples = kMaxFineSamples);

  // The key index keeps every SampleStride()-th record's first 8 key bytes:
  // 32, or the smallest larger power of two that keeps a size's samples at
  // most max_fine_samples (4M: 32 MB). So it is 8 bytes per 32 records up to
  // 134 million records (2.2 MB at 10 cells, 17 MB at 11) and at most 32 MB
  // beyond: the 516,650,274 16-byte records of 12 cells get a stride of 128
  // (33 MB with the top level, not 133 MB), and the last search steps stay
  // within 128 records (2 KB).
  static constexpr std::uint64_t kMinSampleStride = 32;
  static constexpr std::uint64_t kMaxFineSamples = std::uint64_t{1} << 22;
  static std::uint64_t SampleStride(std::uint64_t entries,
                                    std::uint64_t max_fine_samples = kMaxFineSamples);

  const Header& header() const { return header_; }
  const TableParameters& parameters() const { return parameters_; }
  int max_size() const { return parameters_.max_size; }
  // REQUIRES: 1 <= n <= max_size().
  const SizeDirectory& directory(int n) const { return directories_[n - 1]; }

  // The record of kind `kind` with key `key` (KeyBytes(kind, n) bytes)
  // among the n-vertex records, or nullptr (also for sizes beyond the
  // table, and for edge records in a version 1 file or beyond the table's
  // edge sizes, which have none). Centre records: O(log entries) key
  // comparisons, a binary search in the samples (below), then among the
  // SampleStride() records they leave; edge records: a plain binary search.
  const std::uint8_t* Find(RecordKind kind, int n, const std::uint8_t* key) const;
  // The records of kind `kind` of the n-vertex entries, sorted by key.
  // REQUIRES: 1 <= n <= max_size().
  std::span<const std::uint8_t> Records(RecordKind kind, int n) const;
  // Records(RecordKind::kCentre, n), the records every table has.
  std::span<const std::uint8_t> Records(int n) const { return Records(RecordKind::kCentre, n); }
  // Decodes a record of kind `kind` of an n-vertex entry; nullopt when its
  // value byte is not one of the 15 values (a file whose checksum was forged).
  static std::optional<TableEntry> Decode(RecordKind kind, int n, const std::uint8_t* record);
  // Largest size with edge or corner records (0: none).
  int edge_max_size() const {
    return std::max(parameters_.edge_max_size, parameters_.corner_max_size);
  }

  // The graph record (tables/format.h) whose adjacency bytes are
  // `adjacency`, or nullptr.
  const std::uint8_t* FindGraph(int n, const std::uint8_t* adjacency) const;
  std::span<const std::uint8_t> GraphRecords(int n) const;

 private:
  // Every stride-th record's key prefix (KeyPrefix() in the .cc), and
  // every kTopStride-th of those, per size: the first search steps
  // then stay in small arrays (8 bytes per 32 records: 2.2 MB for 10 cells)
  // instead of missing the cache and TLB across the records (8.7 million
  // 13-byte records at 10 cells). Built by Open().
  static constexpr std::uint64_t kTopStride = 32;
  struct Samples {
    std::uint64_t stride = kMinSampleStride;  // SampleStride(entries)
    std::vector<std::uint64_t> fine;          // of records 0, stride, 2 stride, ...
    std::vector<std::uint64_t> top;           // of fine samples 0, 32, 64, ...
  };
  static void Narrow(const std::vector<std::uint64_t>& level, std::uint64_t prefix,
                     std::uint64_t stride, std::uint64_t below, std::uint64_t& low,
                     std::uint64_t& high);

  TableReader() = default;
  std::span<const std::uint8_t> bytes_;
  Header header_;
  TableParameters parameters_;
  std::vector<SizeDirectory> directories_;
  std::vector<Samples> samples_;  // [n - 1]
};

// Checks that a table was made with `expected` parameters (max_size is not
// compared: any table up to any size may be asked). Returns an error naming
// the first difference, e.g. "table has L = 4, expected L = 2".
Result<bool> CheckParameters(const TableParameters& actual, const TableParameters& expected);

// The drawing of an n-vertex entry record's eyespace: the cells of its graph
// (row, column per canonical vertex of the entry), or nullopt when the graph
// has no drawing in the table. REQUIRES: record from table.Records(n).
std::optional<std::vector<solver::Cell>> EntryDrawing(const TableReader& table, int n,
                                                      const std::uint8_t* record);

// The eyespace of an n-vertex record of kind `kind` in canonical numbering:
// labels from the key's colours; W contact the centre formula's, minus (edge
// records) the vertices whose colour says it is lost.
solver::Eyespace EntryEyespace(RecordKind kind, int n, const std::uint8_t* record);
// EntryEyespace(RecordKind::kCentre, n, record).
inline solver::Eyespace EntryEyespace(int n, const std::uint8_t* record) {
  return EntryEyespace(RecordKind::kCentre, n, record);
}

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_IO_TABLE_READER_H_
