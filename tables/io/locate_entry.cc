// SPDX-License-Identifier: MIT
// File: tables/io/locate_entry.cc
// Normalize, choose the record kind, canonicalize, find, map back (SPEC §6).

#include "tables/io/locate_entry.h"

#include <array>
#include <cstdint>
#include <optional>

#include "base/check.h"
#include "canon/canonical_form.h"

namespace eyeshape::tables {
namespace {

// The entry of a normalized eyespace; `input_vertex` maps its vertices to
// the caller's (nullptr: identity).
EntryLocation LocateNormalized(const TableReader& table, const solver::Eyespace& eyespace,
                               const int* input_vertex) {
  EntryLocation location;
  const int n = eyespace.num_vertices;
  if (n == 0) {
    location.hit = true;  // SPEC §2: the empty eyespace has value 0000
    return location;
  }
  if (n > table.max_size()) {
    location.reason = "larger than the table's largest eyespace";
    return location;
  }
  if (!solver::IsConnected(eyespace)) {
    location.reason = "not connected after normalization";
    return location;
  }
  const solver::VertexSet centre = solver::CentreWallContact(eyespace);
  const solver::VertexSet touches = eyespace.touches_wall & eyespace.vertices();
  if (table.parameters().model == solver::Model::kGraph || touches == centre) {
    // W contact follows the centre formula (or does not matter): a centre entry.
    location.kind = RecordKind::kCentre;
  } else if ((touches & ~centre) != 0) {
    location.reason =
        "W contact where the centre formula has none (explicit flags no board realises)";
    return location;
  } else if (n > table.edge_max_size()) {
    location.reason = table.edge_max_size() == 0
                          ? "W contact is not the centre formula's and the table has no edge or "
                            "corner classes"
                          : "W contact is not the centre formula's and the table's edge and "
                            "corner classes are smaller";
    return location;
  } else {
    // Some vertex lost W contact: an edge or corner class (docs/edge-classes.md).
    location.kind = RecordKind::kEdge;
  }
  canon::VertexMap position;
  const canon::CanonicalKey key =
      canon::CanonicalForm(KeyGraph(location.kind, eyespace), &position);
  std::array<std::uint8_t, kMaxKeyBytes> key_bytes{};
  EYESHAPE_CHECK(EncodeKey(location.kind, key, key_bytes.data()));
  location.record = table.Find(location.kind, n, key_bytes.data());
  if (location.record == nullptr) {
    location.reason = location.kind == RecordKind::kCentre
                          ? "no entry: not a graph of grid cells"
                          : "no entry: no edge or corner placement the table covers has this "
                            "graph, labels and W contact";
    return location;
  }
  const std::optional<TableEntry> entry = TableReader::Decode(location.kind, n, location.record);
  if (!entry.has_value()) {
    location.record = nullptr;
    location.reason = "corrupted entry in the table";
    return location;
  }
  location.hit = true;
  location.index =
      static_cast<std::uint64_t>(location.record - table.Records(location.kind, n).data()) /
      RecordBytes(location.kind, n);
  location.value = entry->value;
  for (int v = 0; v < n; ++v) {
    const solver::VertexSet stored = solver::VertexBit(position[v]);
    const solver::VertexSet caller =
        solver::VertexBit(input_vertex == nullptr ? v : input_vertex[v]);
    if ((entry->vital.attack & stored) != 0) location.vital.attack |= caller;
    if ((entry->vital.defense & stored) != 0) location.vital.defense |= caller;
  }
  return location;
}

}  // namespace

EntryLocation LocateEntry(const TableReader& table, const solver::Eyespace& eyespace) {
  if (solver::IsNormalized(eyespace)) return LocateNormalized(table, eyespace, nullptr);
  const solver::NormalizedEyespace normalized = solver::Normalize(eyespace);
  return LocateNormalized(table, normalized.eyespace, normalized.input_vertex.data());
}

}  // namespace eyeshape::tables
