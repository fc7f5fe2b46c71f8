// SPDX-License-Identifier: MIT
// File: tables/eyesdb/eyesdb_match.cc
// Backtracking over maps of pattern vertices (reading order) to query
// vertices, with GNU Go's per-vertex tests first (degree, kind, edge, stone)
// and adjacency to the already-mapped neighbours second.

#include "tables/eyesdb/eyesdb_match.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace eyeshape::tables {
namespace {

// Per-vertex compatibility: GNU Go's tests on one pattern vertex `p` and one
// query vertex `q`.
bool VertexFits(const EyesDbPattern& pattern, int p, const EyesDbQuery& query, int q) {
  const solver::Eyespace& pe = pattern.pattern.eyespace;
  const solver::Eyespace& qe = query.eyespace;
  if (std::popcount(pe.neighbours[p]) != std::popcount(qe.neighbours[q])) return false;
  if (((pe.marginal >> p) & 1U) != ((qe.marginal >> q) & 1U)) return false;
  const int query_edge = query.edge.empty() ? 0 : query.edge[static_cast<std::size_t>(q)];
  if (query_edge < pattern.edge[static_cast<std::size_t>(p)]) return false;
  const bool wildcard = ((pattern.pattern.wildcard >> p) & 1U) != 0;
  if (wildcard) return true;
  const bool pattern_stone = ((pe.attacker >> p) & 1U) != 0;
  const bool query_stone = ((qe.attacker >> q) & 1U) != 0;
  return pattern_stone == query_stone;
}

// The key of EyesDbIndex: the count of vertices per (degree capped at 5,
// marginal) class, hashed. Equal eyespaces under a degree- and
// marginality-preserving bijection get equal keys.
std::uint64_t MatchKey(const solver::Eyespace& eyespace) {
  constexpr std::size_t kDegreeClasses = 6;  // 0, 1, 2, 3, 4, 5 or more
  std::array<int, 2 * kDegreeClasses> counts{};
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    const std::size_t degree = std::min<std::size_t>(
        static_cast<std::size_t>(std::popcount(eyespace.neighbours[v])), kDegreeClasses - 1);
    const std::size_t marginal = (eyespace.marginal >> v) & 1U;
    ++counts[2 * degree + marginal];
  }
  std::uint64_t key = 0;
  for (const int count : counts) key = key * 33 + static_cast<std::uint64_t>(count);
  return key;
}

}  // namespace

EyesDbQuery QueryFromPattern(const solver::Pattern& pattern) {
  return EyesDbQuery{pattern.eyespace, pattern.offboard_sides};
}

bool MatchesPattern(const EyesDbPattern& pattern, const EyesDbQuery& query,
                    std::vector<int>* vertex_map) {
  const int n = pattern.size();
  if (n != query.eyespace.num_vertices) return false;
  if (pattern.num_marginal() != solver::CountVertices(query.eyespace.marginal)) return false;
  if (n == 0) {
    if (vertex_map != nullptr) vertex_map->clear();
    return true;
  }
  const solver::Eyespace& pe = pattern.pattern.eyespace;
  // candidates[p]: query vertices that pass the per-vertex tests for p.
  std::array<solver::VertexSet, solver::kMaxVertices> candidates{};
  for (int p = 0; p < n; ++p) {
    for (int q = 0; q < n; ++q) {
      if (VertexFits(pattern, p, query, q)) candidates[p] |= solver::VertexBit(q);
    }
    if (candidates[p] == 0) return false;
  }
  std::array<int, solver::kMaxVertices> map{};
  std::array<solver::VertexSet, solver::kMaxVertices> remaining{};  // untried candidates at depth p
  solver::VertexSet used = 0;
  int p = 0;
  remaining[0] = candidates[0];
  while (p >= 0) {
    if (remaining[p] == 0) {
      // Backtrack: free the previous vertex's image.
      --p;
      if (p >= 0) used &= ~solver::VertexBit(map[p]);
      continue;
    }
    const int q = std::countr_zero(remaining[p]);
    remaining[p] &= remaining[p] - 1;
    // Every earlier pattern neighbour of p must map to a query neighbour of q.
    const solver::VertexSet earlier = pe.neighbours[p] & solver::AllVertices(p);
    bool ok = true;
    for (solver::VertexSet rest = earlier; rest != 0 && ok; rest &= rest - 1) {
      const int k = std::countr_zero(rest);
      ok = (query.eyespace.neighbours[q] & solver::VertexBit(map[k])) != 0;
    }
    if (!ok) continue;
    map[p] = q;
    used |= solver::VertexBit(q);
    if (++p == n) {
      if (vertex_map != nullptr) vertex_map->assign(map.begin(), map.begin() + n);
      return true;
    }
    remaining[p] = candidates[p] & ~used;
  }
  return false;
}

std::optional<EyesDbMatch> FirstMatch(const EyesDb& db, const EyesDbQuery& query, int first) {
  const int count = static_cast<int>(db.patterns.size());
  EyesDbMatch match;
  for (int i = first < 0 ? 0 : first; i < count; ++i) {
    if (MatchesPattern(db.patterns[static_cast<std::size_t>(i)], query, &match.vertex_map)) {
      match.pattern_index = i;
      return match;
    }
  }
  return std::nullopt;
}

EyesDbIndex::EyesDbIndex(const EyesDb& db) : db_(&db) {
  keyed_.reserve(db.patterns.size());
  for (std::size_t i = 0; i < db.patterns.size(); ++i) {
    keyed_.emplace_back(MatchKey(db.patterns[i].pattern.eyespace), static_cast<int>(i));
  }
  std::sort(keyed_.begin(), keyed_.end());
}

std::optional<EyesDbMatch> EyesDbIndex::FirstMatch(const EyesDbQuery& query, int first) const {
  const std::uint64_t key = MatchKey(query.eyespace);
  auto it = std::lower_bound(keyed_.begin(), keyed_.end(), std::pair(key, first < 0 ? 0 : first));
  EyesDbMatch match;
  for (; it != keyed_.end() && it->first == key; ++it) {
    if (MatchesPattern(db_->patterns[static_cast<std::size_t>(it->second)], query,
                       &match.vertex_map)) {
      match.pattern_index = it->second;
      return match;
    }
  }
  return std::nullopt;
}

solver::VitalPoints PatternMarks(const solver::Pattern& pattern) {
  solver::VitalPoints points;
  for (std::size_t v = 0; v < pattern.marks.size(); ++v) {
    const auto mark = static_cast<unsigned>(pattern.marks[v]);
    if ((mark & static_cast<unsigned>(solver::VitalMark::kAttack)) != 0)
      points.attack |= solver::VertexBit(static_cast<int>(v));
    if ((mark & static_cast<unsigned>(solver::VitalMark::kDefense)) != 0)
      points.defense |= solver::VertexBit(static_cast<int>(v));
  }
  return points;
}

solver::VitalPoints MarksOnQuery(const EyesDbPattern& pattern, const std::vector<int>& vertex_map) {
  const solver::VitalPoints own = PatternMarks(pattern.pattern);
  solver::VitalPoints mapped;
  for (std::size_t v = 0; v < vertex_map.size(); ++v) {
    const solver::VertexSet bit = solver::VertexBit(static_cast<int>(v));
    if ((own.attack & bit) != 0) mapped.attack |= solver::VertexBit(vertex_map[v]);
    if ((own.defense & bit) != 0) mapped.defense |= solver::VertexBit(vertex_map[v]);
  }
  return mapped;
}

}  // namespace eyeshape::tables
