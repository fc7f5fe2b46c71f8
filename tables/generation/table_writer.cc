// SPDX-License-Identifier: MIT
// File: tables/generation/table_writer.cc
// Table image assembly and atomic file writing.

#include "tables/generation/table_writer.h"

#include <fcntl.h>
#include <unistd.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "base/check.h"
#include "tables/io/posix_write.h"

namespace eyeshape::tables {
namespace {

constexpr std::size_t kStreamBufferBytes = std::size_t{1} << 20;

}  // namespace

TableLayout LayoutOf(const std::vector<SizeShape>& shapes) {
  const int max_size = static_cast<int>(shapes.size());
  EYESHAPE_CHECK(max_size >= 1 && max_size <= kMaxFormatSize);
  TableLayout layout;
  std::uint64_t offset = kHeaderBytes + kDirectoryEntryBytes * static_cast<std::uint64_t>(max_size);
  for (int n = 1; n <= max_size; ++n) {
    const SizeShape& shape = shapes[static_cast<std::size_t>(n - 1)];
    EYESHAPE_CHECK(shape.counts.num_vertices == n && shape.counts.entries >= 0 &&
                   shape.counts.graphs >= 0 && shape.edge_duplicates <= shape.edge_classes);
    SizeDirectory entry;
    entry.num_vertices = static_cast<std::uint32_t>(n);
    entry.graphs = static_cast<std::uint32_t>(shape.counts.graphs);
    entry.raw_classes = static_cast<std::uint64_t>(shape.counts.raw_classes);
    entry.left_out = static_cast<std::uint64_t>(shape.counts.left_out);
    entry.duplicates = static_cast<std::uint64_t>(shape.counts.duplicates);
    entry.entries = static_cast<std::uint64_t>(shape.counts.entries);
    entry.record_bytes = static_cast<std::uint16_t>(RecordBytes(n));
    entry.key_bytes = static_cast<std::uint16_t>(KeyBytes(n));
    entry.graph_record_bytes = static_cast<std::uint16_t>(GraphRecordBytes(n));
    entry.edge_classes = shape.edge_classes;
    entry.edge_duplicates = shape.edge_duplicates;
    entry.edge_entries = shape.edge_classes - shape.edge_duplicates;
    entry.edge_record_bytes = static_cast<std::uint16_t>(EdgeRecordBytes(n));
    entry.edge_key_bytes = static_cast<std::uint16_t>(EdgeKeyBytes(n));
    // Every product in 64 bits: 516 million 16-byte records at 12 cells.
    entry.records_offset = offset;
    offset += entry.entries * entry.record_bytes;
    entry.graphs_offset = offset;
    offset += std::uint64_t{entry.graphs} * entry.graph_record_bytes;
    entry.edge_records_offset = offset;
    offset += entry.edge_entries * entry.edge_record_bytes;
    layout.directories.push_back(entry);
  }
  layout.file_size = offset;
  return layout;
}

struct TableStreamWriter::Checksum {
  XXH3_state_t state;
};

Result<std::unique_ptr<TableStreamWriter>> TableStreamWriter::Create(
    const std::string& path, const TableParameters& parameters,
    const std::vector<SizeShape>& shapes) {
  using R = Result<std::unique_ptr<TableStreamWriter>>;
  EYESHAPE_CHECK(parameters.max_size == static_cast<int>(shapes.size()));
  std::unique_ptr<TableStreamWriter> writer(new TableStreamWriter());
  writer->layout_ = LayoutOf(shapes);
  const int max_size = parameters.max_size;
  for (int n = 1; n <= max_size; ++n) {
    const SizeDirectory& entry = writer->layout_.directories[static_cast<std::size_t>(n - 1)];
    EYESHAPE_CHECK(entry.edge_classes == 0 ||
                   n <= std::max(parameters.edge_max_size, parameters.corner_max_size));
    writer->sections_.push_back({entry.entries * entry.record_bytes, RecordBytes(n), KeyBytes(n)});
    writer->sections_.push_back({std::uint64_t{entry.graphs} * entry.graph_record_bytes,
                                 GraphRecordBytes(n), AdjacencyBytes(n)});
    writer->sections_.push_back(
        {entry.edge_entries * entry.edge_record_bytes, EdgeRecordBytes(n), EdgeKeyBytes(n)});
  }
  writer->checksum_ = std::make_unique<Checksum>();
  XXH3_64bits_reset(&writer->checksum_->state);
  writer->path_ = path;
  if (!path.empty()) {
    writer->temporary_ = path + ".tmp." + std::to_string(getpid());
    writer->fd_ = open(writer->temporary_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (writer->fd_ < 0) return R::Error(ErrnoText("cannot create", writer->temporary_));
  }
  // Header and directory, with the checksum field 0 as the checksum reads it.
  Header header;
  SetParameters(parameters, header);
  header.directory_end = static_cast<std::uint32_t>(
      kHeaderBytes + kDirectoryEntryBytes * static_cast<std::size_t>(max_size));
  header.file_size = writer->layout_.file_size;
  for (const SizeDirectory& entry : writer->layout_.directories) {
    header.total_entries += entry.entries;
    header.edge_entries += entry.edge_entries;
  }
  std::vector<std::uint8_t> front(header.directory_end);
  StoreHeader(header, front.data());
  for (int n = 1; n <= max_size; ++n) {
    StoreDirectory(
        writer->layout_.directories[static_cast<std::size_t>(n - 1)], kFormatVersion,
        front.data() + kHeaderBytes + kDirectoryEntryBytes * static_cast<std::size_t>(n - 1));
  }
  if (path.empty()) writer->image_.reserve(writer->layout_.file_size);
  writer->buffer_.reserve(kStreamBufferBytes);
  writer->buffer_.assign(front.begin(), front.end());
  writer->written_ = header.directory_end;
  writer->SkipEmptySections();
  return writer;
}

TableStreamWriter::~TableStreamWriter() {
  if (fd_ >= 0) close(fd_);
  if (!committed_ && !temporary_.empty()) unlink(temporary_.c_str());
}

void TableStreamWriter::SkipEmptySections() {
  while (section_ < sections_.size() && section_written_ == sections_[section_].bytes) {
    ++section_;
    section_written_ = 0;
    last_key_.clear();
  }
}

Result<bool> TableStreamWriter::Fail(const std::string& what) {
  if (error_.empty()) error_ = ErrnoText(what, temporary_);
  return Result<bool>::Error(error_);
}

Result<bool> TableStreamWriter::Flush() {
  if (!error_.empty()) return Result<bool>::Error(error_);
  XXH3_64bits_update(&checksum_->state, buffer_.data(), buffer_.size());
  if (fd_ < 0) {
    image_.insert(image_.end(), buffer_.begin(), buffer_.end());
  } else if (!WriteAll(fd_, buffer_.data(), buffer_.size())) {
    return Fail("cannot write");
  }
  buffer_.clear();
  return true;
}

Result<bool> TableStreamWriter::Append(std::span<const std::uint8_t> records) {
  if (!error_.empty()) return Result<bool>::Error(error_);
  while (!records.empty()) {
    EYESHAPE_CHECK(section_ < sections_.size() && "more records than the shapes say");
    const Section& section = sections_[section_];
    const std::uint64_t room = section.bytes - section_written_;
    const std::size_t take =
        static_cast<std::size_t>(std::min<std::uint64_t>(room, records.size()));
    EYESHAPE_CHECK(take % section.record_bytes == 0 && "records cut across a section");
    // Keys strictly increasing, across calls too: the reader's binary search
    // needs it.
    const std::uint8_t* previous = last_key_.empty() ? nullptr : last_key_.data();
    for (std::size_t i = 0; i < take; i += section.record_bytes) {
      const std::uint8_t* key = records.data() + i;
      EYESHAPE_CHECK(previous == nullptr || std::memcmp(previous, key, section.key_bytes) < 0);
      previous = key;
    }
    if (take > 0) last_key_.assign(previous, previous + section.key_bytes);
    for (std::size_t done = 0; done < take;) {
      const std::size_t chunk =
          std::min(take - done, kStreamBufferBytes - std::min(kStreamBufferBytes, buffer_.size()));
      if (chunk == 0) {
        Result<bool> flushed = Flush();
        if (!flushed.ok()) return flushed;
        continue;
      }
      buffer_.insert(buffer_.end(), records.begin() + static_cast<std::ptrdiff_t>(done),
                     records.begin() + static_cast<std::ptrdiff_t>(done + chunk));
      done += chunk;
    }
    section_written_ += take;
    written_ += take;
    records = records.subspan(take);
    SkipEmptySections();
  }
  return true;
}

Result<bool> TableStreamWriter::Commit() {
  EYESHAPE_CHECK(!committed_);
  EYESHAPE_CHECK(section_ == sections_.size() && written_ == layout_.file_size &&
                 "sections missing");
  Result<bool> flushed = Flush();
  if (!flushed.ok()) return flushed;
  std::uint8_t checksum[8];
  StoreLe(checksum, XXH3_64bits_digest(&checksum_->state), 8);
  if (fd_ < 0) {
    std::memcpy(image_.data() + kChecksumOffset, checksum, sizeof checksum);
    committed_ = true;
    return true;
  }
  if (pwrite(fd_, checksum, sizeof checksum, static_cast<off_t>(kChecksumOffset)) !=
      static_cast<ssize_t>(sizeof checksum)) {
    return Fail("cannot write");
  }
  if (fsync(fd_) != 0) return Fail("cannot flush");
  const int fd = fd_;
  fd_ = -1;
  if (close(fd) != 0) return Fail("cannot flush");
  if (std::rename(temporary_.c_str(), path_.c_str()) != 0) {
    error_ = ErrnoText("cannot rename to", path_);
    return Result<bool>::Error(error_);
  }
  committed_ = true;
  return true;
}

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

Result<bool> WriteFileAtomically(const std::string& path, std::span<const std::uint8_t> bytes) {
  const std::string temporary = path + ".tmp." + std::to_string(getpid());
  const int fd = open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return Result<bool>::Error(ErrnoText("cannot create", temporary));
  std::size_t written = 0;
  while (written < bytes.size()) {
    const ssize_t n = write(fd, bytes.data() + written, bytes.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string error = ErrnoText("cannot write", temporary);
      close(fd);
      unlink(temporary.c_str());
      return Result<bool>::Error(error);
    }
    written += static_cast<std::size_t>(n);
  }
  if (fsync(fd) != 0 || close(fd) != 0) {
    const std::string error = ErrnoText("cannot flush", temporary);
    unlink(temporary.c_str());
    return Result<bool>::Error(error);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string error = ErrnoText("cannot rename to", path);
    unlink(temporary.c_str());
    return Result<bool>::Error(error);
  }
  return true;
}

}  // namespace eyeshape::tables
