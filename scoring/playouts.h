// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_PLAYOUTS_H_
#define EYESHAPE_SCORING_PLAYOUTS_H_

// File: scoring/playouts.h
// Ownership of a finished position estimated by random playouts (issue 24,
// item 1): from the position, both colours play until two passes in a row,
// with the light policy of Monte Carlo Go programs. On each turn, in order:
//   1. a string in atari next to the last move is captured; one's own string
//      in atari there is saved by the move that gives it two liberties, else
//      by capturing a string in atari next to it (with several such strings,
//      one at random: a choice by the board's point order would make a
//      turned or mirrored board play, and score, differently);
//   2. else the last move is answered by a 3x3 shape pattern (Mogo's hane,
//      cut and edge patterns) on one of the 8 points around it, when that
//      move is no self-atari;
//   3. else a random move that fills none of one's own eyes and puts no
//      string of two or more of one's own stones in atari unless it
//      captures (a lone stone may be thrown in).
// Each point is then counted for the colour of its stone, or of the stones
// around it when it is empty and touches one colour only. Half the playouts
// start with Black, half with White.
//
// This is an estimate, the one used where nothing is proved (the same idea
// as @sabaki/deadstones and Pachi's ownership; Bruegmann's and Bouzy's Monte
// Carlo Go): the rules that keep a playout from filling its own eyes and from
// self-atari are what make a group with two eyes or in seki survive every
// playout. Deterministic: the random numbers come from a fixed-seed
// generator. Thread-safe (the pattern table is built once, then only read).
//
//   Ownership owned = EstimateOwnership(position, {.playouts = 200});
//   owned.black_share[PointAt(3, 3)];  // in [0, 1]

#include <array>
#include <cstdint>

#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::scoring {

struct OwnershipOptions {
  int playouts = 256;      // in all (rounded up to an even number)
  std::uint64_t seed = 1;  // of the random numbers
  // Empty points no playout plays on (e.g. the eyes of groups proved alive:
  // a move there can change nothing but the time taken).
  board::PointSet no_play;
};

struct Ownership {
  int playouts = 0;
  // For every point index: the share of playouts that ended with the point
  // Black's (stone or eye), and White's; the rest is neither (dame).
  std::array<float, board::kNumPointIndices> black_share{};
  std::array<float, board::kNumPointIndices> white_share{};
  // The share for colour `c` at `p`. REQUIRES: c != kEmpty.
  float Share(board::Color c, board::Point p) const {
    return c == board::Color::kBlack ? black_share[static_cast<std::size_t>(p)]
                                     : white_share[static_cast<std::size_t>(p)];
  }
  // The mean of Share(c, p) over the points of `points` (a string's verdict
  // reads it). REQUIRES: c != kEmpty; `points` not empty.
  double MeanShare(board::Color c, const board::PointSet& points) const {
    double sum = 0;
    points.ForEach([&](board::Point p) { sum += Share(c, p); });
    return sum / points.size();
  }
};

// REQUIRES: options.playouts >= 1.
Ownership EstimateOwnership(const board::Position& position, const OwnershipOptions& options = {});

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_PLAYOUTS_H_
