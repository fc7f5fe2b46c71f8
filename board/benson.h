// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_BENSON_H_
#define EYESHAPE_BOARD_BENSON_H_

// File: board/benson.h
// Unconditional life on a whole board: Benson's algorithm (D. B. Benson,
// "Life in the game of Go", Information Sciences 10, 1976), as Fuego's
// GoSafetySolver and GNU Go's unconditional-life code use it. For colour C,
// a region is a maximal connected set of points without C stones; a region
// is vital to a C string when every empty point of it is a liberty of that
// string. Strings with fewer than two vital regions are dropped, then the
// regions bordered by a dropped string, until nothing changes. The strings
// left cannot be captured even if C passes on every move: a *proof* of life,
// under any rules with or without superko.
//
// The same test is used by the eyespace solver on one wall (solver/); this is
// the board form, with every string of the colour at once.
//
//   UnconditionalLife life = FindUnconditionalLife(position, Color::kBlack);
//   life.alive.Contains(p);  // p holds a black stone that cannot be captured

#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::board {

struct UnconditionalLife {
  PointSet alive;          // stones of the colour that cannot be captured
  PointSet vital_regions;  // the points of the regions that keep them alive
                           // (each region vital to a string of `alive`)
};

// Benson's algorithm for `color`. REQUIRES: color != kEmpty. Deterministic;
// thread-safe. O(strings x regions) passes of bitboard operations.
UnconditionalLife FindUnconditionalLife(const Position& position, Color color);

// The unconditional territory of the colour C whose unconditional life `life`
// is (GNU Go's and Fuego's `unconditional_status`): the regions (maximal
// connected sets of points without a stone of `life.alive`; they may hold
// stones of either colour) in which the other colour O can never make two
// eyes. An O eye is an empty point whose neighbours are all O stones, so it
// is a point of the region beside no living C stone (an *inner* point); the
// test is that no two inner points are apart (at most one, or two side by
// side). Then no O string there gets more than one eye, whichever points O
// takes and whichever C stones of the region it captures. C plays the
// region's points beside its living stones: each such stone joins a living
// string (and so does any C stone of the region beside it), and the empty
// points of a region that were liberties of a string stay its liberties, so
// every string keeps its vital regions and no C stone there can be taken.
// The one or two inner points left are then the O strings' last liberties,
// and C takes them (one point: C's move there captures; two: O's answer on
// the second takes C's stone and leaves a one-point eye, which C fills). So
// every point of the region ends as C's: its O stones are dead. Returns the
// points of those regions, stones included (none when `life.alive` is
// empty). Deterministic; thread-safe.
PointSet FindUnconditionalTerritory(const Position& position, const UnconditionalLife& life);

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_BENSON_H_
