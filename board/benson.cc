// SPDX-License-Identifier: MIT
// File: board/benson.cc
// FindUnconditionalLife(): Benson's iteration on bitboards.

#include "board/benson.h"

#include <vector>

namespace eyeshape::board {

UnconditionalLife FindUnconditionalLife(const Position& position, Color color) {
  const PointSet own = position.Points(color);
  const PointSet empty = position.EmptyPoints();
  const PointSet not_own = position.board_points() - own;
  std::vector<PointSet> strings;
  position.ForEachString(own, [&](const PointSet& string) { strings.push_back(string); });
  std::vector<PointSet> regions;
  ForEachComponent(not_own, not_own, [&](const PointSet& region) { regions.push_back(region); });
  // vital[r][s]: region r is vital to string s (all its empty points are
  // liberties of s). Borders: the strings next to each region.
  const auto num_strings = strings.size();
  const auto num_regions = regions.size();
  std::vector<std::vector<bool>> vital(num_regions, std::vector<bool>(num_strings, false));
  std::vector<std::vector<bool>> borders(num_regions, std::vector<bool>(num_strings, false));
  for (std::size_t r = 0; r < num_regions; ++r) {
    const PointSet region_empty = regions[r] & empty;
    const PointSet around = position.Neighbours(regions[r]);
    for (std::size_t s = 0; s < num_strings; ++s) {
      if (!around.Intersects(strings[s])) continue;
      borders[r][s] = true;
      const PointSet liberties = strings[s].Grown();
      vital[r][s] = (region_empty - liberties).empty();
    }
  }
  std::vector<bool> string_in(num_strings, true);
  std::vector<bool> region_in(num_regions, true);
  bool changed = true;
  while (changed) {
    changed = false;
    for (std::size_t s = 0; s < num_strings; ++s) {
      if (!string_in[s]) continue;
      int count = 0;
      for (std::size_t r = 0; r < num_regions && count < 2; ++r) {
        if (region_in[r] && vital[r][s]) ++count;
      }
      if (count < 2) {
        string_in[s] = false;
        changed = true;
      }
    }
    for (std::size_t r = 0; r < num_regions; ++r) {
      if (!region_in[r]) continue;
      for (std::size_t s = 0; s < num_strings; ++s) {
        if (borders[r][s] && !string_in[s]) {
          region_in[r] = false;
          changed = true;
          break;
        }
      }
    }
  }
  UnconditionalLife out;
  for (std::size_t s = 0; s < num_strings; ++s) {
    if (string_in[s]) out.alive |= strings[s];
  }
  for (std::size_t r = 0; r < num_regions; ++r) {
    if (!region_in[r]) continue;
    for (std::size_t s = 0; s < num_strings; ++s) {
      if (string_in[s] && vital[r][s]) {
        out.vital_regions |= regions[r];
        break;
      }
    }
  }
  return out;
}

PointSet FindUnconditionalTerritory(const Position& position, const UnconditionalLife& life) {
  PointSet territory;
  if (life.alive.empty()) return territory;
  const PointSet rest = position.board_points() - life.alive;
  const PointSet beside_alive = position.Neighbours(life.alive);
  ForEachComponent(rest, rest, [&](const PointSet& region) {
    const PointSet inner = region - beside_alive;
    if (inner.size() <= 1 ||
        (inner.size() == 2 && position.Neighbours(PointSet::Of(inner.First())).Intersects(inner))) {
      territory |= region;
    }
  });
  return territory;
}

}  // namespace eyeshape::board
