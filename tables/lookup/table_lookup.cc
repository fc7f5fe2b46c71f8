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
  if (table.parameters().model == solver::Model::kBoard &&
      (eyespace.touches_wall & eyespace.vertices()) != solver::CentreWallContact(eyespace)) {
    answer.reason = "W contact is not the centre formula's (edge pattern or explicit flags)";
    return answer;
  }
  canon::VertexMap position;
  const canon::CanonicalKey key = canon::CanonicalForm(EntryGraph(eyespace), &position);
  std::array<std::uint8_t, kMaxKeyBytes> key_bytes{};
  EYESHAPE_CHECK(EncodeKey(key, key_bytes.data()));
  const std::uint8_t* record = table.Find(n, key_bytes.data());
  if (record == nullptr) {
    answer.reason = "no entry: not a graph of grid cells";
    return answer;
  }
  const std::optional<TableEntry> entry = TableReader::Decode(n, record);
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
