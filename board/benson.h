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

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_BENSON_H_
