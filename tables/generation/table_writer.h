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

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "solver/model/result.h"
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
solver::Result<bool> WriteFileAtomically(const std::string& path,
                                         std::span<const std::uint8_t> bytes);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_TABLE_WRITER_H_
