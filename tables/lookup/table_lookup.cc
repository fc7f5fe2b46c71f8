// SPDX-License-Identifier: MIT
// File: tables/lookup/table_lookup.cc
// Normalize, canonicalize, find, map back (SPEC §6).

#include "tables/lookup/table_lookup.h"

#include <array>
#include <cstdint>
#include <optional>

#include "canon/canonical_form.h"
#include "canon/check.h"
#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

// The answer for a normalized eyespace; `input_vertex` maps its vertices to
// the caller's (nullptr: identity).
TableAnswer LookupNormalized(const TableReader& table, const solver::Eyespace& eyespace,
                             const int* input_vertex) {
  TableAnswer answer;
  const int n = eyespace.num_vertices;
  if (n == 0) {
    answer.hit = true;  // SPEC §2: the empty eyespace has value 0000
    return answer;
  }
  if (n > table.max_size()) {
    answer.reason = "larger than the table's largest eyespace";
    return answer;
  }
  if (!solver::IsConnected(eyespace)) {
    answer.reason = "not connected after normalization";
    return answer;
  }
  canon::VertexMap position;
  std::array<std::uint8_t, kMaxKeyBytes> key_bytes{};
  const std::uint8_t* record = nullptr;
  bool edge = false;
  const solver::VertexSet centre = solver::CentreWallContact(eyespace);
  const solver::VertexSet touches = eyespace.touches_wall & eyespace.vertices();
  if (table.parameters().model == solver::Model::kGraph || touches == centre) {
    // W contact follows the centre formula (or does not matter): a centre entry.
    const canon::CanonicalKey key = canon::CanonicalForm(EntryGraph(eyespace), &position);
    EYESHAPE_CHECK(EncodeKey(key, key_bytes.data()));
    record = table.Find(n, key_bytes.data());
    if (record == nullptr) {
      answer.reason = "no entry: not a graph of grid cells";
      return answer;
    }
  } else if ((touches & ~centre) != 0) {
    answer.reason =
        "W contact where the centre formula has none (explicit flags no board realises)";
    return answer;
  } else if (n > table.edge_max_size()) {
    answer.reason = table.edge_max_size() == 0
                        ? "W contact is not the centre formula's and the table has no edge or "
                          "corner classes"
                        : "W contact is not the centre formula's and the table's edge and corner "
                          "classes are smaller";
    return answer;
  } else {
    // Some vertex lost W contact: an edge or corner class (docs/edge-classes.md).
    edge = true;
    const canon::CanonicalKey key = canon::CanonicalForm(EdgeEntryGraph(eyespace), &position);
    EYESHAPE_CHECK(EncodeEdgeKey(key, key_bytes.data()));
    record = table.FindEdge(n, key_bytes.data());
    if (record == nullptr) {
      answer.reason =
          "no entry: no edge or corner placement the table covers has this graph, "
          "labels and W contact";
      return answer;
    }
  }
  const std::optional<TableEntry> entry =
      edge ? TableReader::DecodeEdge(n, record) : TableReader::Decode(n, record);
  if (!entry.has_value()) {
    answer.reason = "corrupted entry in the table";
    return answer;
  }
  answer.hit = true;
  answer.value = entry->value;
  for (int v = 0; v < n; ++v) {
    const solver::VertexSet stored = solver::VertexBit(position[v]);
    const solver::VertexSet caller =
        solver::VertexBit(input_vertex == nullptr ? v : input_vertex[v]);
    if ((entry->vital.attack & stored) != 0) answer.vital.attack |= caller;
    if ((entry->vital.defense & stored) != 0) answer.vital.defense |= caller;
  }
  return answer;
}

}  // namespace

TableAnswer LookupEyespace(const TableReader& table, const solver::Eyespace& eyespace) {
  if (solver::IsNormalized(eyespace)) return LookupNormalized(table, eyespace, nullptr);
  const solver::NormalizedEyespace normalized = solver::Normalize(eyespace);
  return LookupNormalized(table, normalized.eyespace, normalized.input_vertex.data());
}

}  // namespace eyeshape::tables
