// SPDX-License-Identifier: MIT
// File: tables/io/table_reader.cc
// Validation of table images, binary search in the sorted records, and the
// decoding of entry records.

#include "tables/io/table_reader.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <string>

#include "base/check.h"

namespace eyeshape::tables {
namespace {

std::string Str(std::uint64_t value) { return std::to_string(value); }

// The first 8 bytes of a key of key_bytes bytes (zeros after a shorter
// key) as a big-endian number: prefixes compare as the keys' first 8 bytes.
std::uint64_t KeyPrefix(const std::uint8_t* key, std::size_t key_bytes) {
  std::uint64_t prefix = 0;
  for (std::size_t i = 0; i < 8; ++i) prefix = prefix << 8 | (i < key_bytes ? key[i] : 0);
  return prefix;
}

// A record in [begin + low * stride, begin + high * stride) for which
// compare(record) is 0, or nullptr; compare(record) < 0 means the record
// sorts before the one sought.
template <typename Compare>
const std::uint8_t* BinarySearch(const std::uint8_t* begin, std::uint64_t low, std::uint64_t high,
                                 std::size_t stride, Compare compare) {
  while (low < high) {
    const std::uint64_t middle = low + (high - low) / 2;
    const std::uint8_t* record = begin + middle * stride;
    const int c = compare(record);
    if (c == 0) return record;
    if (c < 0) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return nullptr;
}

}  // namespace

std::uint64_t TableReader::SampleStride(std::uint64_t entries, std::uint64_t max_fine_samples) {
  std::uint64_t stride = kMinSampleStride;
  while ((entries + stride - 1) / stride > std::max<std::uint64_t>(max_fine_samples, 1)) {
    stride *= 2;
  }
  return stride;
}

Result<TableReader> TableReader::Open(std::span<const std::uint8_t> bytes,
                                      std::uint64_t max_fine_samples) {
  using R = Result<TableReader>;
  if (bytes.size() < kMagic.size() ||
      std::memcmp(bytes.data(), kMagic.data(), kMagic.size()) != 0) {
    return R::Error("not an eyeshape table (bad magic)");
  }
  if (bytes.size() < kHeaderBytesVersion1) {
    return R::Error("truncated table: " + Str(bytes.size()) + " bytes, shorter than the header");
  }
  TableReader reader;
  reader.bytes_ = bytes;
  reader.header_ = LoadHeader(bytes);
  const Header& header = reader.header_;
  const std::uint32_t version = header.format_version;
  if (version < kOldestFormatVersion || version > kFormatVersion) {
    return R::Error("table format version " + Str(version) + ", this build reads versions " +
                    Str(kOldestFormatVersion) + " to " + Str(kFormatVersion));
  }
  if (bytes.size() < HeaderBytes(version)) {
    return R::Error("truncated table: " + Str(bytes.size()) + " bytes, shorter than the header");
  }
  if (header.canon_version != canon::kCanonVersion) {
    return R::Error("table keys come from canon version " + Str(header.canon_version) +
                    ", this build's canonical forms are version " + Str(canon::kCanonVersion) +
                    ": regenerate the table");
  }
  if (header.file_size != bytes.size()) {
    return R::Error((header.file_size > bytes.size() ? "truncated table: " : "corrupted table: ") +
                    Str(bytes.size()) + " bytes, the header says " + Str(header.file_size));
  }
  if (TableChecksum(bytes) != header.checksum) {
    return R::Error("corrupted table: checksum mismatch");
  }
  const std::optional<TableParameters> parameters = ParametersOf(header);
  if (!parameters.has_value()) return R::Error("corrupted table: unknown model");
  if (parameters->outer_liberties > 7) return R::Error("corrupted table: L out of range");
  if ((parameters->flags & ~kKnownFlags) != 0) return R::Error("table has unknown rule flags");
  const int max_size = parameters->max_size;
  if (max_size < 1 || max_size > kMaxFormatSize) {
    return R::Error("corrupted table: largest size " + Str(max_size) + " out of range");
  }
  const bool edge = (header.placements & kPlacementEdge) != 0;
  const bool corner = (header.placements & kPlacementCorner) != 0;
  if ((header.placements & ~kKnownPlacements) != 0 || (header.placements & kPlacementCentre) == 0 ||
      header.centre_max_size != max_size || header.reserved != 0 ||
      edge != (header.edge_max_size > 0) || corner != (header.corner_max_size > 0) ||
      header.edge_max_size > max_size || header.corner_max_size > max_size) {
    return R::Error("corrupted table: bad placement coverage");
  }
  const int edge_max_size = std::max<int>(header.edge_max_size, header.corner_max_size);
  reader.parameters_ = *parameters;
  const std::uint64_t directory_end =
      HeaderBytes(version) + DirectoryEntryBytes(version) * static_cast<std::uint64_t>(max_size);
  if (header.directory_end != directory_end || directory_end > bytes.size()) {
    return R::Error("corrupted table: bad directory size");
  }
  // Sections follow the directory in order (records of size 1, graphs of
  // size 1, edge records of size 1, records of size 2, ...) and fill the
  // file exactly.
  std::uint64_t offset = directory_end;
  std::uint64_t total = 0;
  std::uint64_t edge_total = 0;
  for (int n = 1; n <= max_size; ++n) {
    const std::uint8_t* raw =
        bytes.data() + HeaderBytes(version) + DirectoryEntryBytes(version) * (n - 1);
    const SizeDirectory entry = LoadDirectory(raw, version);
    const std::string where = "corrupted table: directory of size " + Str(n) + ": ";
    if (entry.num_vertices != static_cast<std::uint32_t>(n) || entry.reserved != 0 ||
        entry.edge_reserved != 0) {
      return R::Error(where + "bad size field");
    }
    if (entry.record_bytes != RecordBytes(n) || entry.key_bytes != KeyBytes(n) ||
        entry.graph_record_bytes != GraphRecordBytes(n) ||
        (version >= 2 && (entry.edge_record_bytes != EdgeRecordBytes(n) ||
                          entry.edge_key_bytes != EdgeKeyBytes(n)))) {
      return R::Error(where + "record sizes do not match format version " + Str(version));
    }
    if (entry.left_out > entry.raw_classes ||
        entry.duplicates > entry.raw_classes - entry.left_out ||
        entry.entries != entry.raw_classes - entry.left_out - entry.duplicates ||
        entry.edge_duplicates > entry.edge_classes ||
        entry.edge_entries != entry.edge_classes - entry.edge_duplicates ||
        (n > edge_max_size && entry.edge_classes != 0)) {
      return R::Error(where + "inconsistent counts");
    }
    const std::uint64_t remaining = bytes.size() - offset;
    if (entry.records_offset != offset || entry.entries > remaining / entry.record_bytes) {
      return R::Error(where + "entry records out of place");
    }
    offset += entry.entries * entry.record_bytes;
    if (entry.graphs_offset != offset ||
        entry.graphs > (bytes.size() - offset) / entry.graph_record_bytes) {
      return R::Error(where + "graph records out of place");
    }
    offset += std::uint64_t{entry.graphs} * entry.graph_record_bytes;
    if (version >= 2) {
      if (entry.edge_records_offset != offset ||
          entry.edge_entries > (bytes.size() - offset) / entry.edge_record_bytes) {
        return R::Error(where + "edge records out of place");
      }
      // Edge keys: strictly increasing, colour counts within n, at least one
      // vertex with lost W contact (else the class is a centre one).
      const std::uint8_t* records = bytes.data() + offset;
      const std::size_t key_bytes = entry.edge_key_bytes;
      for (std::uint64_t i = 0; i < entry.edge_entries; ++i) {
        const std::uint8_t* key = records + i * entry.edge_record_bytes;
        int counted = 0;
        for (int c = 0; c + 1 < kEdgeColours; ++c) counted += key[c];
        const int lost = key[kColourLost - 1] + key[kColourLost] + key[kColourLost + 1];
        if (counted > n || lost == 0 ||
            (i > 0 && std::memcmp(key - entry.edge_record_bytes, key, key_bytes) >= 0)) {
          return R::Error(where + "edge record " + Str(i) + " has a bad key or is out of order");
        }
      }
      offset += entry.edge_entries * entry.edge_record_bytes;
    }
    total += entry.entries;
    edge_total += entry.edge_entries;
    reader.directories_.push_back(entry);
  }
  if (offset != bytes.size()) return R::Error("corrupted table: trailing bytes");
  if (total != header.total_entries) return R::Error("corrupted table: total entries mismatch");
  if (edge_total != header.edge_entries) {
    return R::Error("corrupted table: total edge entries mismatch");
  }
  for (const SizeDirectory& entry : reader.directories_) {
    Samples& samples = reader.samples_.emplace_back();
    samples.stride = SampleStride(entry.entries, max_fine_samples);
    samples.fine.reserve((entry.entries + samples.stride - 1) / samples.stride);
    for (std::uint64_t i = 0; i < entry.entries; i += samples.stride) {
      samples.fine.push_back(
          KeyPrefix(bytes.data() + entry.records_offset + i * entry.record_bytes, entry.key_bytes));
    }
    for (std::size_t i = 0; i < samples.fine.size(); i += kTopStride) {
      samples.top.push_back(samples.fine[i]);
    }
  }
  return reader;
}

// Given that the items with key prefix `prefix` among the level's items
// [low, high) lie there, narrows [low, high) to the `below` items of the next
// level (`stride` per item of this one) where they lie: after the last
// item below the prefix, before the first one above it.
void TableReader::Narrow(const std::vector<std::uint64_t>& level, std::uint64_t prefix,
                         std::uint64_t stride, std::uint64_t below, std::uint64_t& low,
                         std::uint64_t& high) {
  const auto begin = level.begin() + static_cast<std::ptrdiff_t>(low);
  const auto not_below =
      std::lower_bound(begin, level.begin() + static_cast<std::ptrdiff_t>(high), prefix);
  const auto above =
      std::upper_bound(not_below, level.begin() + static_cast<std::ptrdiff_t>(high), prefix);
  const auto first = static_cast<std::uint64_t>(not_below - level.begin());
  low = first == 0 ? 0 : (first - 1) * stride;
  high = std::min(below, static_cast<std::uint64_t>(above - level.begin()) * stride);
}

const std::uint8_t* TableReader::Find(RecordKind kind, int n, const std::uint8_t* key) const {
  if (n < 1 || n > max_size()) return nullptr;
  const SizeDirectory& entry = directory(n);
  if (kind == RecordKind::kEdge) {
    // Few enough (and looked up rarely enough) that no sample index pays.
    const std::size_t key_bytes = entry.edge_key_bytes;
    return BinarySearch(
        bytes_.data() + entry.edge_records_offset, 0, entry.edge_entries, entry.edge_record_bytes,
        [&](const std::uint8_t* record) { return std::memcmp(record, key, key_bytes); });
  }
  const std::uint8_t* records = bytes_.data() + entry.records_offset;
  const std::size_t key_bytes = entry.key_bytes;
  const std::uint64_t prefix = KeyPrefix(key, key_bytes);
  const Samples& samples = samples_[static_cast<std::size_t>(n - 1)];
  std::uint64_t low = 0;
  std::uint64_t high = samples.top.size();
  Narrow(samples.top, prefix, kTopStride, samples.fine.size(), low, high);
  Narrow(samples.fine, prefix, samples.stride, entry.entries, low, high);
  return BinarySearch(records, low, high, entry.record_bytes, [&](const std::uint8_t* record) {
    const std::uint64_t other = KeyPrefix(record, key_bytes);
    int c = other < prefix ? -1 : (other > prefix ? 1 : 0);
    if (c == 0 && key_bytes > 8) c = std::memcmp(record + 8, key + 8, key_bytes - 8);
    return c;
  });
}

std::span<const std::uint8_t> TableReader::Records(RecordKind kind, int n) const {
  EYESHAPE_CHECK(n >= 1 && n <= max_size());
  const SizeDirectory& entry = directory(n);
  if (kind == RecordKind::kEdge) {
    return bytes_.subspan(entry.edge_records_offset, entry.edge_entries * entry.edge_record_bytes);
  }
  return bytes_.subspan(entry.records_offset, entry.entries * entry.record_bytes);
}

std::optional<TableEntry> TableReader::Decode(RecordKind kind, int n, const std::uint8_t* record) {
  const std::uint8_t* payload = record + KeyBytes(kind, n);
  if (payload[0] >= kValues.size()) return std::nullopt;
  TableEntry entry;
  entry.value = kValues[payload[0]];
  entry.vital.attack = DecodeMask(payload + 1, n);
  entry.vital.defense = DecodeMask(payload + 1 + MaskBytes(n), n);
  return entry;
}

const std::uint8_t* TableReader::FindGraph(int n, const std::uint8_t* adjacency) const {
  if (n < 1 || n > max_size()) return nullptr;
  const SizeDirectory& entry = directory(n);
  const std::size_t key_bytes = AdjacencyBytes(n);
  return BinarySearch(
      bytes_.data() + entry.graphs_offset, 0, entry.graphs, entry.graph_record_bytes,
      [&](const std::uint8_t* record) { return std::memcmp(record, adjacency, key_bytes); });
}

std::span<const std::uint8_t> TableReader::GraphRecords(int n) const {
  EYESHAPE_CHECK(n >= 1 && n <= max_size());
  const SizeDirectory& entry = directory(n);
  return bytes_.subspan(entry.graphs_offset,
                        std::uint64_t{entry.graphs} * entry.graph_record_bytes);
}

Result<bool> CheckParameters(const TableParameters& actual, const TableParameters& expected) {
  const auto model_name = [](solver::Model model) {
    return model == solver::Model::kBoard ? "board" : "graph";
  };
  if (actual.model != expected.model) {
    return Result<bool>::Error(std::string("table is for the ") + model_name(actual.model) +
                               " model, expected the " + model_name(expected.model) + " model");
  }
  if (actual.outer_liberties != expected.outer_liberties) {
    return Result<bool>::Error("table has L = " + Str(actual.outer_liberties) +
                               " outer liberties, expected L = " + Str(expected.outer_liberties));
  }
  if (actual.flags != expected.flags) {
    return Result<bool>::Error("table has rule flags " + Str(actual.flags) + ", expected " +
                               Str(expected.flags));
  }
  return true;
}

namespace {

// The adjacency of canon's upper triangle `triangle` into eyespace.neighbours.
void DecodeAdjacency(int n, const std::uint8_t* triangle, solver::Eyespace& eyespace) {
  // Adjacency: canon's upper triangle, pair k = bit k % 8 of byte k / 8:
  // row u's pairs (u, u+1) .. (u, n-1) are n-1-u consecutive bits.
  int pair = 0;
  for (int u = 0; u + 1 < n; ++u) {
    const int count = n - 1 - u;
    // The row's bits span at most 3 bytes (count <= 15, any start bit).
    std::uint32_t window = 0;
    const int first = pair / 8;
    const int last = (pair + count - 1) / 8;
    for (int b = first; b <= last; ++b) window |= std::uint32_t{triangle[b]} << (8 * (b - first));
    const solver::VertexSet row = (window >> (pair % 8)) & ((solver::VertexSet{1} << count) - 1);
    eyespace.neighbours[u] |= row << (u + 1);
    for (solver::VertexSet rest = row; rest != 0; rest &= rest - 1) {
      eyespace.neighbours[u + 1 + std::countr_zero(rest)] |= solver::VertexBit(u);
    }
    pair += count;
  }
}

}  // namespace

solver::Eyespace EntryEyespace(RecordKind kind, int n, const std::uint8_t* record) {
  EYESHAPE_CHECK(n >= 1 && n <= kMaxFormatSize);
  solver::Eyespace eyespace;
  eyespace.num_vertices = n;
  // Colours are non-decreasing (`.` first, then `!`, then `X`; edge keys then
  // the same three with W contact lost). A centre key holds the counts of
  // colours 1 and 2, an edge key those of colours 1..5, then the adjacency.
  // The last record[c - 1] vertices before those of higher colours get
  // colour c; counts beyond n (a forged centre key: the reader checks only
  // edge keys) stop at vertex 0 instead of leaving the eyespace.
  const int colours = kind == RecordKind::kEdge ? kEdgeColours : kColourAttacker + 1;
  DecodeAdjacency(n, record + colours - 1, eyespace);
  solver::VertexSet lost = 0;
  int v = n;
  for (int c = colours - 1; c >= 1; --c) {
    for (int i = 0; i < record[c - 1] && v > 0; ++i) {
      const solver::VertexSet bit = solver::VertexBit(--v);
      const int label = c % kColourLost;
      if (label == kColourMarginal) eyespace.marginal |= bit;
      if (label == kColourAttacker) eyespace.attacker |= bit;
      if (c >= kColourLost) lost |= bit;
    }
  }
  eyespace.touches_wall = solver::CentreWallContact(eyespace) & ~lost;
  return eyespace;
}

std::optional<std::vector<solver::Cell>> EntryDrawing(const TableReader& table, int n,
                                                      const std::uint8_t* record) {
  solver::Eyespace eyespace = EntryEyespace(n, record);
  eyespace.marginal = 0;
  eyespace.attacker = 0;
  canon::VertexMap position;
  const canon::CanonicalKey key = canon::CanonicalForm(EntryGraph(eyespace), &position);
  const std::uint8_t* graph = table.FindGraph(n, key.bytes().data() + 1 + n);
  if (graph == nullptr) return std::nullopt;
  std::vector<solver::Cell> cells(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) {
    const std::uint8_t cell = graph[AdjacencyBytes(n) + position[v]];
    cells[static_cast<std::size_t>(v)] = {cell >> 4, cell & 15};
  }
  return cells;
}

}  // namespace eyeshape::tables
