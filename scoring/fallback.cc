// SPDX-License-Identifier: MIT
// File: scoring/fallback.cc
// The seed's heuristics (scoring/fallback.h).

#include "scoring/fallback.h"

#include <cmath>

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

bool HasSquareFour(const PointSet& region) {
  bool found = false;
  region.ForEach([&](Point p) {
    if (region.Contains(p + 1) && region.Contains(p + board::kStride) &&
        region.Contains(p + board::kStride + 1)) {
      found = true;
    }
  });
  return found;
}

// Four points, not in one line, no 2x2 block, no point with three region
// neighbours: the L and S tetrominoes.
bool IsCurvedFour(const Position& position, const PointSet& region) {
  if (region.size() != 4 || HasSquareFour(region)) return false;
  bool same_row = true;
  bool same_column = true;
  bool branch = false;
  const Point first = region.First();
  region.ForEach([&](Point p) {
    same_row = same_row && board::RowOf(p) == board::RowOf(first);
    same_column = same_column && board::ColumnOf(p) == board::ColumnOf(first);
    if ((position.Neighbours(PointSet::Of(p)) & region).size() >= 3) branch = true;
  });
  return !same_row && !same_column && !branch;
}

}  // namespace

int BoundaryLength(const Position& position, const PointSet& region) {
  int off_board = 0;
  region.ForEach([&](Point p) { off_board += 4 - position.Neighbours(PointSet::Of(p)).size(); });
  return position.Neighbours(region).size() + off_board;
}

double BoundaryLengthEyes(const Position& position, const PointSet& region) {
  const int length = BoundaryLength(position, region);
  if (length <= 6) return 1;
  if (length == 7) return 1.5;
  if (length == 8) {
    if (HasSquareFour(region)) return 1;
    if (IsCurvedFour(position, region)) return 2;
    return 1.5;
  }
  if (length == 9) return HasSquareFour(region) ? 1.5 : 2;
  return 2;
}

FallbackSeki DecideSekiByFallback(const Position& position, const PointSet& area,
                                  const PointSet& neutral,
                                  const std::vector<PointSet>& weak_groups) {
  Position filled = position;
  (neutral & position.EmptyPoints()).ForEach([&](Point p) {
    filled.Place(p,
                 (board::ColumnOf(p) + board::RowOf(p)) % 2 == 0 ? Color::kBlack : Color::kWhite);
  });
  // Obvious false eyes: an empty point that is the last liberty of a string
  // next to it is filled with that string's colour (seed: "a false eye which
  // would be filled ... a direct point of capture of some neighboring block").
  bool changed = true;
  while (changed) {
    changed = false;
    (area & filled.EmptyPoints()).ForEach([&](Point p) {
      if (changed) return;
      const PointSet around = filled.Neighbours(PointSet::Of(p));
      around.ForEach([&](Point q) {
        if (changed || filled.At(q) == Color::kEmpty) return;
        if (filled.NumLiberties(q) == 1) {
          filled.Place(p, filled.At(q));
          changed = true;
        }
      });
    });
  }
  FallbackSeki out;
  const PointSet empty = filled.EmptyPoints();
  for (const PointSet& group : weak_groups) {
    const Color colour = position.At(group.First());
    // Expansion: regions of the group's colour next to its strings, and the
    // strings next to those regions, until nothing is added (seed, "related").
    PointSet stones;
    group.ForEach([&](Point p) { stones |= filled.StringAt(p); });
    PointSet regions;
    while (true) {
      PointSet grown_regions = regions;
      (filled.Neighbours(stones) & empty).ForEach([&](Point p) {
        if (grown_regions.Contains(p)) return;
        const PointSet region = board::FloodFill(PointSet::Of(p), empty);
        const PointSet border = filled.Neighbours(region);
        if ((border - filled.Points(colour)).empty()) grown_regions |= region;
      });
      PointSet grown_stones = stones;
      (filled.Neighbours(grown_regions) & filled.Points(colour)).ForEach([&](Point p) {
        if (!grown_stones.Contains(p)) grown_stones |= filled.StringAt(p);
      });
      if (grown_regions == regions && grown_stones == stones) break;
      regions = grown_regions;
      stones = grown_stones;
    }
    double eyes = 0;
    PointSet counted;
    regions.ForEach([&](Point p) {
      if (counted.Contains(p)) return;
      const PointSet region = board::FloodFill(PointSet::Of(p), regions);
      counted |= region;
      eyes += std::ceil(BoundaryLengthEyes(filled, region));
    });
    if (eyes < 2) out.seki_stones |= group;
  }
  out.seki_liberties = position.Neighbours(out.seki_stones) & neutral & position.EmptyPoints();
  if (out.seki_liberties.empty()) out.seki_stones = PointSet();
  return out;
}

}  // namespace eyeshape::scoring
