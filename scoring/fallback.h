// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_FALLBACK_H_
#define EYESHAPE_SCORING_FALLBACK_H_

// File: scoring/fallback.h
// The seed text's seki heuristics (../shared/seeds/001_…, "Using a Checkered
// Pattern", "Filling False Eyes", "Main Seki Detection", "Eye Counting with
// the Boundary Length"), in our own code. The scorer uses them only where the
// exact local search cannot decide (budget, order-dependent fills) and
// reports every point they decided; docs/scoring.md compares the
// boundary-length count with exact values.
//
//   double eyes = BoundaryLengthEyes(position, region);  // 1, 1.5 or 2

#include <vector>

#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::scoring {

// The seed's eye count of an empty region from its boundary length (the
// stones next to it plus one per side of a region point that faces the
// board's edge): <= 6: 1; 7: 1.5; 8: 1 for a square four, 2 for a curved
// four, else 1.5; 9: 1.5 when it holds a square four, else 2; >= 10: 2.
// "Square four" is a 2x2 block inside the region; "curved four" (the seed
// does not define it) is read here as a region of four points that is neither
// straight, square nor T-shaped (the L and S tetrominoes).
// REQUIRES: `region` is a set of empty points of `position`.
double BoundaryLengthEyes(const board::Position& position, const board::PointSet& region);

// The boundary length alone (the table's input).
int BoundaryLength(const board::Position& position, const board::PointSet& region);

struct FallbackSeki {
  board::PointSet seki_stones;     // stones of `weak_groups` found in seki
  board::PointSet seki_liberties;  // the neutral points next to them
};

// The seed's decision on one cluster: the neutral points filled in a
// checkered pattern (colour by the parity of x + y), obvious false eyes
// filled (a point that is some string's last liberty, with that string's
// colour), then each weak group, with its related regions merged, is in seki
// when the ceilings of its regions' eye counts sum below 2.
FallbackSeki DecideSekiByFallback(const board::Position& position, const board::PointSet& area,
                                  const board::PointSet& neutral,
                                  const std::vector<board::PointSet>& weak_groups);

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_FALLBACK_H_
