// SPDX-License-Identifier: MIT
// File: scoring/fallback.cc
// The seed's boundary-length eye count (scoring/fallback.h).

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

}  // namespace eyeshape::scoring
