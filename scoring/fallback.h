// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_FALLBACK_H_
#define EYESHAPE_SCORING_FALLBACK_H_

// File: scoring/fallback.h
// The seed text's eye count from the boundary length (../shared/seeds/001_…,
// "Eye Counting with the Boundary Length"), in our own code. The scorer uses
// it only for a controlled region no eye space covers, and reports those
// points as estimated; docs/scoring.md compares the count with exact values.
// (The seed's other seki heuristics, once the fallback of an undecided
// cluster, gave way to playouts in issue 24.)
//
//   double eyes = BoundaryLengthEyes(position, region);  // 1, 1.5 or 2

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

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_FALLBACK_H_
