// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_TABLES_EDGE_CLASSES_ORACLE_H_
#define EYESHAPE_TESTS_TABLES_EDGE_CLASSES_ORACLE_H_

// File: tests/tables/edge_classes_oracle.h
// An independent count of edge and corner classes (tables/generation/
// edge_classes.h): every fixed polyomino of the test-only enumerator
// (tests/canon/canon_testing.h, not tables/), every one of its 3^n labellings,
// placed against the edge above row 0 (and the one left of column 0 for a
// corner), W contact and holdability from SPEC §2's formula written out here
// again, and isomorphism decided by an oracle: exhaustive permutation
// (canon::testing::BruteForce) up to 4 cells, nauty from 5 cells. Placements
// are not reduced by the edge's symmetry; the placement-level counts of the
// library follow by Burnside's lemma over the two-element group
// ((all + symmetric) / 2). Include this header last (nauty.h macros).

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "canon/graph.h"
#include "tests/canon/canon_testing.h"
#ifdef EYESHAPE_HAVE_NAUTY
#include "tests/canon/nauty_oracle.h"
#endif

namespace eyeshape::tables::testing {

// The oracle's counts of one size and kind (`corner` false: edge).
struct OracleCounts {
  std::int64_t fixed_placements = 0;      // fixed polyominoes
  std::int64_t symmetric_placements = 0;  // of those, mapped onto themselves
  std::int64_t not_holdable_all = 0;      // over every fixed polyomino
  std::int64_t not_holdable_symmetric = 0;
  std::set<std::string> classes;      // oracle forms of the holdable labellings
  std::set<std::string> new_classes;  // those with a vertex that lost W contact
  std::set<std::string> all_x_new;    // new classes whose labels are all X

  // The library's placement-level counts (Burnside over the edge symmetry).
  std::int64_t placements() const { return (fixed_placements + symmetric_placements) / 2; }
  std::int64_t not_holdable() const { return (not_holdable_all + not_holdable_symmetric) / 2; }
};

// The oracle's canonical form; nullopt when nauty is needed and absent.
inline std::optional<std::string> OracleForm(const canon::ColouredGraph& graph) {
  if (graph.num_vertices <= 4) return canon::testing::BruteForce(graph).form;
#ifdef EYESHAPE_HAVE_NAUTY
  return canon::testing::NautyCanonical(graph).form;
#else
  return std::nullopt;
#endif
}

// The image of `cells` under the kind's symmetry (edge: mirror the columns;
// corner: transpose), normalized as the test enumerator normalizes.
inline canon::testing::Polyomino Mirror(const canon::testing::Polyomino& cells, bool corner) {
  int max_column = 0;
  for (const auto& [row, column] : cells) max_column = std::max(max_column, column);
  canon::testing::Polyomino image;
  for (const auto& [row, column] : cells) {
    image.emplace_back(corner ? column : row, corner ? row : max_column - column);
  }
  return canon::testing::Normalize(image);
}

// Counts every labelled placement of `num_cells` cells. Returns nullopt when
// the oracle needs nauty and the build has none.
inline std::optional<OracleCounts> CountByOracle(int num_cells, bool corner) {
  OracleCounts counts;
  const auto fixed = canon::testing::FixedPolyominoes(num_cells);
  for (const canon::testing::Polyomino& cells : fixed[static_cast<std::size_t>(num_cells)]) {
    const int n = num_cells;
    const bool symmetric = Mirror(cells, corner) == cells;
    ++counts.fixed_placements;
    if (symmetric) ++counts.symmetric_placements;
    const canon::ColouredGraph shape = canon::testing::PolyominoGraph(cells);
    std::vector<int> degree(static_cast<std::size_t>(n));
    std::vector<int> offboard(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) {
      for (int u = 0; u < n; ++u) degree[v] += (shape.adjacency[v] >> u) & 1;
      const auto [row, column] = cells[static_cast<std::size_t>(v)];
      offboard[v] = (row == 0 ? 1 : 0) + (corner && column == 0 ? 1 : 0);
    }
    int labellings = 1;
    for (int v = 0; v < n; ++v) labellings *= 3;
    for (int code = 0; code < labellings; ++code) {
      canon::ColouredGraph graph = shape;
      bool holdable = true;
      bool lost_any = false;
      bool all_x = true;
      for (int v = 0, rest = code; v < n; ++v, rest /= 3) {
        const int label = rest % 3;  // 0 '.', 1 '!', 2 'X'
        const int marginal = label == 1 ? 1 : 0;
        if (marginal == 1 && 4 - degree[v] - offboard[v] <= 0) holdable = false;
        const bool centre_touches = 4 - degree[v] - marginal >= 1;
        const bool touches = 4 - degree[v] - offboard[v] - marginal >= 1;
        const bool lost = centre_touches && !touches;
        lost_any = lost_any || lost;
        all_x = all_x && label == 2;
        graph.colour[v] = static_cast<std::uint8_t>(label + (lost ? 3 : 0));
      }
      if (!holdable) {
        ++counts.not_holdable_all;
        if (symmetric) ++counts.not_holdable_symmetric;
        continue;
      }
      const std::optional<std::string> form = OracleForm(graph);
      if (!form) return std::nullopt;
      counts.classes.insert(*form);
      if (lost_any) {
        counts.new_classes.insert(*form);
        if (all_x) counts.all_x_new.insert(*form);
      }
    }
  }
  return counts;
}

}  // namespace eyeshape::tables::testing

#endif  // EYESHAPE_TESTS_TABLES_EDGE_CLASSES_ORACLE_H_
