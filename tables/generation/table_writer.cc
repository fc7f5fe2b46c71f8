// SPDX-License-Identifier: MIT
// File: tables/generation/table_writer.cc
// Table image assembly and atomic file writing.

#include "tables/generation/table_writer.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "canon/check.h"

namespace eyeshape::tables {
namespace {

std::string ErrnoText(const std::string& what, const std::string& path) {
  return what + " '" + path + "': " + std::strerror(errno);
}

}  // namespace

std::vector<std::uint8_t> GraphRecordsOf(const std::vector<ShapeGraph>& graphs) {
  if (graphs.empty()) return {};
  const int n = graphs.front().num_vertices();
  EYESHAPE_CHECK(n >= 1 && n <= kMaxFormatSize);
  const std::size_t record_bytes = GraphRecordBytes(n);
  std::vector<std::uint8_t> unsorted(graphs.size() * record_bytes);
  for (std::size_t g = 0; g < graphs.size(); ++g) {
    const ShapeGraph& graph = graphs[g];
    EYESHAPE_CHECK(graph.num_vertices() == n);
    std::uint8_t* record = &unsorted[g * record_bytes];
    const std::span<const std::uint8_t> key = graph.key.bytes();
    std::copy(key.begin() + 1 + n, key.end(), record);
    for (int v = 0; v < n; ++v) {
      const Cell& cell = graph.cells[static_cast<std::size_t>(v)];
      EYESHAPE_CHECK(cell.row >= 0 && cell.row < 16 && cell.column >= 0 && cell.column < 16);
      record[AdjacencyBytes(n) + graph.canonical_position[v]] =
          static_cast<std::uint8_t>(cell.row << 4 | cell.column);
    }
  }
  std::vector<std::size_t> order(graphs.size());
  for (std::size_t g = 0; g < order.size(); ++g) order[g] = g;
  const std::size_t adjacency = AdjacencyBytes(n);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return std::memcmp(&unsorted[a * record_bytes], &unsorted[b * record_bytes], adjacency) < 0;
  });
  std::vector<std::uint8_t> bytes(unsorted.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    std::memcpy(&bytes[i * record_bytes], &unsorted[order[i] * record_bytes], record_bytes);
  }
  return bytes;
}

std::vector<std::uint8_t> SerializeTable(const TableParameters& parameters,
                                         const std::vector<SizeSection>& sections) {
  const int max_size = static_cast<int>(sections.size());
  EYESHAPE_CHECK(max_size >= 1 && max_size <= kMaxFormatSize);
  EYESHAPE_CHECK(parameters.max_size == max_size);
  std::uint64_t size = kHeaderBytes + kDirectoryEntryBytes * static_cast<std::uint64_t>(max_size);
  for (const SizeSection& section : sections) {
    size += section.records.size() + section.graphs.size() + section.edge_records.size();
  }
  std::vector<std::uint8_t> bytes(size);
  Header header;
  SetParameters(parameters, header);
  header.directory_end = static_cast<std::uint32_t>(kHeaderBytes + kDirectoryEntryBytes * max_size);
  header.file_size = size;
  std::uint64_t offset = header.directory_end;
  for (int n = 1; n <= max_size; ++n) {
    const SizeSection& section = sections[static_cast<std::size_t>(n - 1)];
    const SizeCounts& counts = section.counts;
    EYESHAPE_CHECK(counts.num_vertices == n);
    const std::size_t record_bytes = RecordBytes(n);
    EYESHAPE_CHECK(section.records.size() ==
                   static_cast<std::size_t>(counts.entries) * record_bytes);
    EYESHAPE_CHECK(section.graphs.size() ==
                   static_cast<std::size_t>(counts.graphs) * GraphRecordBytes(n));
    const std::size_t edge_record_bytes = EdgeRecordBytes(n);
    EYESHAPE_CHECK(section.edge_records.size() % edge_record_bytes == 0);
    const std::uint64_t edge_entries = section.edge_records.size() / edge_record_bytes;
    EYESHAPE_CHECK(section.edge_duplicates <= section.edge_classes &&
                   edge_entries == section.edge_classes - section.edge_duplicates);
    EYESHAPE_CHECK(section.edge_classes == 0 ||
                   n <= std::max(parameters.edge_max_size, parameters.corner_max_size));
    for (std::size_t i = edge_record_bytes; i < section.edge_records.size();
         i += edge_record_bytes) {
      EYESHAPE_CHECK(std::memcmp(&section.edge_records[i - edge_record_bytes],
                                 &section.edge_records[i], EdgeKeyBytes(n)) < 0);
    }
    for (std::size_t i = record_bytes; i < section.records.size(); i += record_bytes) {
      EYESHAPE_CHECK(
          std::memcmp(&section.records[i - record_bytes], &section.records[i], KeyBytes(n)) < 0);
    }
    SizeDirectory entry;
    entry.num_vertices = static_cast<std::uint32_t>(n);
    entry.graphs = static_cast<std::uint32_t>(counts.graphs);
    entry.raw_classes = static_cast<std::uint64_t>(counts.raw_classes);
    entry.left_out = static_cast<std::uint64_t>(counts.left_out);
    entry.duplicates = static_cast<std::uint64_t>(counts.duplicates);
    entry.entries = static_cast<std::uint64_t>(counts.entries);
    entry.record_bytes = static_cast<std::uint16_t>(record_bytes);
    entry.key_bytes = static_cast<std::uint16_t>(KeyBytes(n));
    entry.graph_record_bytes = static_cast<std::uint16_t>(GraphRecordBytes(n));
    entry.records_offset = offset;
    std::copy(section.records.begin(), section.records.end(), bytes.begin() + offset);
    offset += section.records.size();
    entry.graphs_offset = offset;
    std::copy(section.graphs.begin(), section.graphs.end(), bytes.begin() + offset);
    offset += section.graphs.size();
    entry.edge_classes = section.edge_classes;
    entry.edge_duplicates = section.edge_duplicates;
    entry.edge_entries = edge_entries;
    entry.edge_records_offset = offset;
    entry.edge_record_bytes = static_cast<std::uint16_t>(edge_record_bytes);
    entry.edge_key_bytes = static_cast<std::uint16_t>(EdgeKeyBytes(n));
    std::copy(section.edge_records.begin(), section.edge_records.end(), bytes.begin() + offset);
    offset += section.edge_records.size();
    header.total_entries += entry.entries;
    header.edge_entries += entry.edge_entries;
    StoreDirectory(entry, kFormatVersion,
                   bytes.data() + kHeaderBytes + kDirectoryEntryBytes * (n - 1));
  }
  EYESHAPE_CHECK(offset == size);
  StoreHeader(header, bytes.data());
  header.checksum = TableChecksum(bytes);
  StoreHeader(header, bytes.data());
  return bytes;
}

solver::Result<bool> WriteFileAtomically(const std::string& path,
                                         std::span<const std::uint8_t> bytes) {
  const std::string temporary = path + ".tmp." + std::to_string(getpid());
  const int fd = open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return solver::Result<bool>::Error(ErrnoText("cannot create", temporary));
  std::size_t written = 0;
  while (written < bytes.size()) {
    const ssize_t n = write(fd, bytes.data() + written, bytes.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string error = ErrnoText("cannot write", temporary);
      close(fd);
      unlink(temporary.c_str());
      return solver::Result<bool>::Error(error);
    }
    written += static_cast<std::size_t>(n);
  }
  if (fsync(fd) != 0 || close(fd) != 0) {
    const std::string error = ErrnoText("cannot flush", temporary);
    unlink(temporary.c_str());
    return solver::Result<bool>::Error(error);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string error = ErrnoText("cannot rename to", path);
    unlink(temporary.c_str());
    return solver::Result<bool>::Error(error);
  }
  return true;
}

}  // namespace eyeshape::tables
