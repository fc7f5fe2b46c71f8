// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_TABLE_WRITER_H_
#define EYESHAPE_TABLES_GENERATION_TABLE_WRITER_H_

// File: tables/generation/table_writer.h
// Assembles a table file image (tables/format.h) from sorted sections, and
// writes files so that no partial file ever appears under the final name:
// the bytes go to a temporary file in the same directory, are flushed to disk
// (fsync), and the temporary file is renamed over the final name.
//
//   std::vector<std::uint8_t> image = SerializeTable(parameters, sections);
//   Result<bool> written = WriteFileAtomically("eyes8.eyt", image);
//
// TableStreamWriter writes the same bytes section by section, for tables too
// large to hold twice in memory (11 and 12 cells: 1.1 and 9.3 GB): it needs
// only the counts up front, keeps a 1 MiB buffer and the running checksum,
// and checks the order and size of everything it is given.
//
//   auto writer = TableStreamWriter::Create("t11.eyt", parameters, shapes);
//   writer.value()->Append(records_of_size_1); ...  // in file order
//   writer.value()->Commit();                       // checksum, fsync, rename

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "base/result.h"
#include "tables/generation/enumerate.h"
#include "tables/io/format.h"

namespace eyeshape::tables {

// The entries and graphs of one eyespace size.
struct SizeSection {
  SizeCounts counts;                  // counts.entries records below
  std::vector<std::uint8_t> records;  // RecordBytes(n) each, sorted by key, distinct keys
  std::vector<std::uint8_t> graphs;   // GraphRecordBytes(n) each, sorted, counts.graphs of them
  // Edge and corner classes that are not centre classes (format version 2).
  std::uint64_t edge_classes = 0;          // of the covered placements, before normalization
  std::uint64_t edge_duplicates = 0;       // of those, changed by normalization
  std::vector<std::uint8_t> edge_records;  // EdgeRecordBytes(n) each, sorted, distinct keys
};

// The graph records of `graphs` (PolyominoGraphs() of one size), sorted.
std::vector<std::uint8_t> GraphRecordsOf(const std::vector<ShapeGraph>& graphs);

// The file image (format version 2): header, directory, then per size its
// records, graphs and edge records. REQUIRES: sections[i] is size i + 1;
// parameters.max_size == sections.size(); records sorted with distinct keys;
// no edge records beyond the parameters' edge and corner sizes (checked).
std::vector<std::uint8_t> SerializeTable(const TableParameters& parameters,
                                         const std::vector<SizeSection>& sections);

// Writes `bytes` to `path` atomically (temporary file, fsync, rename). Errors
// carry the path and strerror text.
Result<bool> WriteFileAtomically(const std::string& path, std::span<const std::uint8_t> bytes);

// The counts of one size that fix its place in a file (its records come
// later): a SizeSection without the bytes.
struct SizeShape {
  SizeCounts counts;                  // counts.entries centre records, counts.graphs graphs
  std::uint64_t edge_classes = 0;     // as SizeSection
  std::uint64_t edge_duplicates = 0;  // edge entries = edge_classes - edge_duplicates
};

// The byte layout of a table file (format version 2) with these sizes: the
// offset of each size's centre, graph and edge records and the file size, as
// SerializeTable() lays them out. 64-bit throughout (a 12-cell table is
// about 9.3 GB). REQUIRES: shapes[i] is size i + 1, 1 <= shapes.size() <=
// kMaxFormatSize, edge_duplicates <= edge_classes.
struct TableLayout {
  std::vector<SizeDirectory> directories;  // [n - 1], counts and offsets filled in
  std::uint64_t file_size = 0;
};
TableLayout LayoutOf(const std::vector<SizeShape>& shapes);

// Writes a table file in file order without holding it: Create() lays out
// header and directory from the shapes, then the caller hands over, for
// n = 1..N, the centre records, the graph records and the edge records of
// size n (each in one or more Append() calls, whole records only) and
// finally calls Commit(). The bytes are those SerializeTable() makes from the
// same sections. Keys must be strictly increasing within a section and the
// counts must match the shapes (EYESHAPE_CHECK: a caller's bug). Writes to a
// temporary file next to `path`, renamed over it by Commit() after an fsync;
// destroyed without Commit(), it removes the temporary file. With an empty
// path the bytes go to memory instead (TakeImage() after Commit()).
// Memory: a 1 MiB buffer. Not thread-safe.
class TableStreamWriter {
 public:
  static Result<std::unique_ptr<TableStreamWriter>> Create(const std::string& path,
                                                           const TableParameters& parameters,
                                                           const std::vector<SizeShape>& shapes);
  ~TableStreamWriter();
  TableStreamWriter(const TableStreamWriter&) = delete;
  TableStreamWriter& operator=(const TableStreamWriter&) = delete;

  // Appends whole records of the current section (sections with no records
  // are skipped by themselves). I/O errors are returned (and repeated by
  // every later call).
  Result<bool> Append(std::span<const std::uint8_t> records);
  // Writes the checksum, flushes, fsyncs and renames. REQUIRES: every
  // section complete.
  Result<bool> Commit();
  std::uint64_t file_size() const { return layout_.file_size; }
  // The file image of an in-memory writer, after Commit() (moved out).
  std::vector<std::uint8_t> TakeImage() { return std::move(image_); }

 private:
  TableStreamWriter() = default;
  struct Section {
    std::uint64_t bytes = 0;       // total bytes of the section
    std::size_t record_bytes = 0;  // of one record
    std::size_t key_bytes = 0;     // compared for the order; 0: not checked
  };
  void SkipEmptySections();
  Result<bool> Flush();
  Result<bool> Fail(const std::string& what);

  std::string path_;       // final name ("" in memory)
  std::string temporary_;  // written, renamed by Commit()
  int fd_ = -1;
  TableLayout layout_;
  std::vector<Section> sections_;  // in file order: entries, graphs, edges per size
  std::size_t section_ = 0;        // current one
  std::uint64_t section_written_ = 0;
  std::vector<std::uint8_t> last_key_;  // of the current section, for the order check
  std::vector<std::uint8_t> buffer_;
  std::vector<std::uint8_t> image_;  // in memory: the whole file
  std::uint64_t written_ = 0;        // bytes handed over, header included
  struct Checksum;                   // the running XXH3 state (table_writer.cc)
  std::unique_ptr<Checksum> checksum_;
  std::string error_;  // the first I/O error
  bool committed_ = false;
};

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_TABLE_WRITER_H_
