// SPDX-License-Identifier: MIT
// File: tables/io/format.cc
// Key, value and mask encodings, header serialization and the checksum of the
// table format (tables/format.h, docs/table-format.md).

#include "tables/io/format.h"

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <bit>

#include "base/check.h"

namespace eyeshape::tables {

int ValueIndex(const solver::EyeValue& value) {
  for (std::size_t i = 0; i < kValues.size(); ++i) {
    if (kValues[i] == value) return static_cast<int>(i);
  }
  EYESHAPE_CHECK(false && "value outside the 15 of SPEC §4");
  return -1;
}

canon::ColouredGraph EntryGraph(const solver::Eyespace& eyespace) {
  EYESHAPE_CHECK((eyespace.marginal & eyespace.attacker) == 0);
  canon::ColouredGraph graph = canon::EmptyGraph(eyespace.num_vertices);
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    graph.adjacency[v] = eyespace.neighbours[v] & eyespace.vertices();
    const solver::VertexSet bit = solver::VertexBit(v);
    graph.colour[v] = (eyespace.marginal & bit) != 0   ? kColourMarginal
                      : (eyespace.attacker & bit) != 0 ? kColourAttacker
                                                       : kColourEmpty;
  }
  return graph;
}

canon::ColouredGraph EdgeEntryGraph(const solver::Eyespace& eyespace) {
  canon::ColouredGraph graph = EntryGraph(eyespace);
  const solver::VertexSet centre = solver::CentreWallContact(eyespace);
  const solver::VertexSet touches = eyespace.touches_wall & eyespace.vertices();
  EYESHAPE_CHECK((touches & ~centre) == 0);
  for (solver::VertexSet lost = centre & ~touches; lost != 0; lost &= lost - 1) {
    graph.colour[std::countr_zero(lost)] += kColourLost;
  }
  return graph;
}

canon::ColouredGraph KeyGraph(RecordKind kind, const solver::Eyespace& eyespace) {
  return kind == RecordKind::kEdge ? EdgeEntryGraph(eyespace) : EntryGraph(eyespace);
}

bool EncodeKey(RecordKind kind, const canon::CanonicalKey& key, std::uint8_t* out) {
  return kind == RecordKind::kEdge ? EncodeEdgeKey(key, out) : EncodeKey(key, out);
}

bool EncodeEdgeKey(const canon::CanonicalKey& key, std::uint8_t* out) {
  const std::span<const std::uint8_t> bytes = key.bytes();
  const int n = key.num_vertices();
  EYESHAPE_CHECK(n >= 1 && n <= kMaxFormatSize);
  std::array<int, kEdgeColours> counts{};
  for (int i = 0; i < n; ++i) {
    const std::uint8_t colour = bytes[1 + i];
    if (colour >= kEdgeColours || (i > 0 && colour < bytes[i])) return false;
    ++counts[colour];
  }
  for (int c = 1; c < kEdgeColours; ++c) out[c - 1] = static_cast<std::uint8_t>(counts[c]);
  const std::size_t adjacency = AdjacencyBytes(n);
  EYESHAPE_CHECK(bytes.size() == 1 + static_cast<std::size_t>(n) + adjacency);
  std::memcpy(out + kEdgeColours - 1, bytes.data() + 1 + n, adjacency);
  return true;
}

bool EncodeKey(const canon::CanonicalKey& key, std::uint8_t* out) {
  const std::span<const std::uint8_t> bytes = key.bytes();
  const int n = key.num_vertices();
  EYESHAPE_CHECK(n >= 1 && n <= kMaxFormatSize);
  int marginal = 0;
  int attackers = 0;
  for (int i = 0; i < n; ++i) {
    const std::uint8_t colour = bytes[1 + i];
    if (colour > kColourAttacker || (i > 0 && colour < bytes[i])) return false;
    if (colour == kColourMarginal) ++marginal;
    if (colour == kColourAttacker) ++attackers;
  }
  out[0] = static_cast<std::uint8_t>(marginal);
  out[1] = static_cast<std::uint8_t>(attackers);
  const std::size_t adjacency = AdjacencyBytes(n);
  EYESHAPE_CHECK(bytes.size() == 1 + static_cast<std::size_t>(n) + adjacency);
  std::memcpy(out + 2, bytes.data() + 1 + n, adjacency);
  return true;
}

void EncodeMask(solver::VertexSet mask, int n, std::uint8_t* out) {
  StoreLe(out, mask & solver::AllVertices(n), static_cast<int>(MaskBytes(n)));
}

solver::VertexSet DecodeMask(const std::uint8_t* in, int n) {
  return static_cast<solver::VertexSet>(LoadLe(in, static_cast<int>(MaskBytes(n)))) &
         solver::AllVertices(n);
}

std::uint64_t TableChecksum(std::span<const std::uint8_t> bytes) {
  EYESHAPE_CHECK(bytes.size() >= kHeaderBytes);
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  XXH3_64bits_update(&state, bytes.data(), kChecksumOffset);
  const std::uint8_t zeros[8] = {};
  XXH3_64bits_update(&state, zeros, sizeof zeros);
  XXH3_64bits_update(&state, bytes.data() + kChecksumOffset + 8,
                     bytes.size() - kChecksumOffset - 8);
  return XXH3_64bits_digest(&state);
}

void SetParameters(const TableParameters& parameters, Header& header) {
  header.model = parameters.model == solver::Model::kGraph ? 1 : 0;
  header.outer_liberties = static_cast<std::uint8_t>(parameters.outer_liberties);
  header.flags = parameters.flags;
  header.max_size = static_cast<std::uint8_t>(parameters.max_size);
  header.centre_max_size = header.max_size;
  header.edge_max_size = static_cast<std::uint8_t>(parameters.edge_max_size);
  header.corner_max_size = static_cast<std::uint8_t>(parameters.corner_max_size);
  header.placements = static_cast<std::uint8_t>(
      kPlacementCentre | (parameters.edge_max_size > 0 ? kPlacementEdge : 0) |
      (parameters.corner_max_size > 0 ? kPlacementCorner : 0));
}

std::optional<TableParameters> ParametersOf(const Header& header) {
  if (header.model > 1) return std::nullopt;
  TableParameters parameters;
  parameters.model = header.model == 1 ? solver::Model::kGraph : solver::Model::kBoard;
  parameters.outer_liberties = header.outer_liberties;
  parameters.flags = header.flags;
  parameters.max_size = header.max_size;
  parameters.edge_max_size = header.edge_max_size;
  parameters.corner_max_size = header.corner_max_size;
  return parameters;
}

void StoreHeader(const Header& header, std::uint8_t* out) {
  std::memcpy(out, kMagic.data(), kMagic.size());
  StoreLe(out + 8, header.format_version, 4);
  StoreLe(out + 12, header.canon_version, 4);
  out[16] = header.model;
  out[17] = header.outer_liberties;
  out[18] = header.flags;
  out[19] = header.max_size;
  StoreLe(out + 20, header.directory_end, 4);
  StoreLe(out + 24, header.file_size, 8);
  StoreLe(out + 32, header.total_entries, 8);
  StoreLe(out + 40, header.checksum, 8);
  if (header.format_version == 1) return;
  out[48] = header.placements;
  out[49] = header.centre_max_size;
  out[50] = header.edge_max_size;
  out[51] = header.corner_max_size;
  StoreLe(out + 52, header.reserved, 4);
  StoreLe(out + 56, header.edge_entries, 8);
}

Header LoadHeader(std::span<const std::uint8_t> bytes) {
  const std::uint8_t* in = bytes.data();
  Header header;
  header.format_version = static_cast<std::uint32_t>(LoadLe(in + 8, 4));
  header.canon_version = static_cast<std::uint32_t>(LoadLe(in + 12, 4));
  header.model = in[16];
  header.outer_liberties = in[17];
  header.flags = in[18];
  header.max_size = in[19];
  header.directory_end = static_cast<std::uint32_t>(LoadLe(in + 20, 4));
  header.file_size = LoadLe(in + 24, 8);
  header.total_entries = LoadLe(in + 32, 8);
  header.checksum = LoadLe(in + 40, 8);
  if (header.format_version == 1 || bytes.size() < kHeaderBytes) {
    header.placements = kPlacementCentre;
    header.centre_max_size = header.max_size;
    return header;
  }
  header.placements = in[48];
  header.centre_max_size = in[49];
  header.edge_max_size = in[50];
  header.corner_max_size = in[51];
  header.reserved = static_cast<std::uint32_t>(LoadLe(in + 52, 4));
  header.edge_entries = LoadLe(in + 56, 8);
  return header;
}

void StoreDirectory(const SizeDirectory& entry, std::uint32_t version, std::uint8_t* out) {
  StoreLe(out, entry.num_vertices, 4);
  StoreLe(out + 4, entry.graphs, 4);
  StoreLe(out + 8, entry.raw_classes, 8);
  StoreLe(out + 16, entry.left_out, 8);
  StoreLe(out + 24, entry.duplicates, 8);
  StoreLe(out + 32, entry.entries, 8);
  StoreLe(out + 40, entry.records_offset, 8);
  StoreLe(out + 48, entry.graphs_offset, 8);
  StoreLe(out + 56, entry.record_bytes, 2);
  StoreLe(out + 58, entry.key_bytes, 2);
  StoreLe(out + 60, entry.graph_record_bytes, 2);
  StoreLe(out + 62, entry.reserved, 2);
  if (version == 1) return;
  StoreLe(out + 64, entry.edge_classes, 8);
  StoreLe(out + 72, entry.edge_duplicates, 8);
  StoreLe(out + 80, entry.edge_entries, 8);
  StoreLe(out + 88, entry.edge_records_offset, 8);
  StoreLe(out + 96, entry.edge_record_bytes, 2);
  StoreLe(out + 98, entry.edge_key_bytes, 2);
  StoreLe(out + 100, entry.edge_reserved, 4);
}

SizeDirectory LoadDirectory(const std::uint8_t* in, std::uint32_t version) {
  SizeDirectory entry;
  entry.num_vertices = static_cast<std::uint32_t>(LoadLe(in, 4));
  entry.graphs = static_cast<std::uint32_t>(LoadLe(in + 4, 4));
  entry.raw_classes = LoadLe(in + 8, 8);
  entry.left_out = LoadLe(in + 16, 8);
  entry.duplicates = LoadLe(in + 24, 8);
  entry.entries = LoadLe(in + 32, 8);
  entry.records_offset = LoadLe(in + 40, 8);
  entry.graphs_offset = LoadLe(in + 48, 8);
  entry.record_bytes = static_cast<std::uint16_t>(LoadLe(in + 56, 2));
  entry.key_bytes = static_cast<std::uint16_t>(LoadLe(in + 58, 2));
  entry.graph_record_bytes = static_cast<std::uint16_t>(LoadLe(in + 60, 2));
  entry.reserved = static_cast<std::uint16_t>(LoadLe(in + 62, 2));
  if (version == 1) return entry;
  entry.edge_classes = LoadLe(in + 64, 8);
  entry.edge_duplicates = LoadLe(in + 72, 8);
  entry.edge_entries = LoadLe(in + 80, 8);
  entry.edge_records_offset = LoadLe(in + 88, 8);
  entry.edge_record_bytes = static_cast<std::uint16_t>(LoadLe(in + 96, 2));
  entry.edge_key_bytes = static_cast<std::uint16_t>(LoadLe(in + 98, 2));
  entry.edge_reserved = static_cast<std::uint32_t>(LoadLe(in + 100, 4));
  return entry;
}

}  // namespace eyeshape::tables
