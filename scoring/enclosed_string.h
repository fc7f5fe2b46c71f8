// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_ENCLOSED_STRING_H_
#define EYESHAPE_SCORING_ENCLOSED_STRING_H_

// File: scoring/enclosed_string.h
// A string that encloses a small region on its own, judged by the exact
// local game (SPEC §2-4) instead of by playouts (issue 24, items 1-2). The
// string S is the wall W; the region R is the connected set of points
// without S's colour that holds all of S's liberties, and it must be
// bordered by S and the board's edge only; R's empty points and the other
// colour's stones in it are the eyespace, with no outer liberty (L = 0: on
// a board S could extend or connect through a liberty outside R, which the
// model's outer liberties cannot show).
// The solver then plays every line, sacrifices, throw-ins, nakade and simple
// ko included: c = E(R, S first) < 2 means S is captured even when it moves
// first, b = 2 that it lives (alive or seki) even when the other side moves
// first.
//
// Random playouts never make a multi-stone self-atari, so they miss the
// throw-in that kills a "seki" without eyes and the nakade that kills a big
// eye; this is what finds them. The value alone is an estimate on a board:
// the model has no ko threats elsewhere, and the stones around S are taken
// to stay (the caller says which may). When it says S dies, the capture is
// then read on the board itself (scoring/local_search.h as a proof): moves
// in R only, every sacrifice of the other side's stones in R read, every ko
// given to S, and S allowed moves elsewhere up to one fewer than the fewest
// liberties of the other side's strings around S (none needed for strings
// proved unconditionally alive). A capture found so is proved: each move
// elsewhere takes at most one liberty of each such string, so they stand
// until S is taken.
//
//   EnclosedVerdict verdict = JudgeEnclosedString(position, position.Parse("D7"), alive);
//   if (verdict.applies && verdict.dies) ...  // verdict.reason names the shape and value

#include <cstdint>
#include <string>

#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::scoring {

struct EnclosedVerdict {
  bool applies = false;       // S encloses such a region and the solver answered
  bool dies = false;          // c < 2: captured even moving first
  bool lives = false;         // b = 2: lives (or seki) even if the other side moves first
  bool capture_read = false;  // dies, and the capture was read on the board
  bool proved_dead = false;   // read, and the stones around S are proved alive
  board::PointSet region;     // R, when it applies
  std::string value;          // "abcd"
  std::string reason;         // one line, GTP vertices (with the proof when proved)
};

struct EnclosedOptions {
  int max_region = 10;                 // larger regions are not solved
  std::uint64_t node_budget = 200000;  // solver nodes; beyond: does not apply
  int proof_node_budget = 200000;      // the board reading's positions; beyond: not proved
  // Stones proved alive (board/benson.h): as the strings around S, they need
  // no liberty count.
  board::PointSet unconditionally_alive;
};

// Judges the string through `p`. `staying`: the stones of the other colour
// the caller takes to stay on the board (alive); S must touch no other stone
// of that colour outside R, since capturing it could save S. REQUIRES: a
// stone at `p`. Deterministic; thread-safe.
EnclosedVerdict JudgeEnclosedString(const board::Position& position, board::Point p,
                                    const board::PointSet& staying,
                                    const EnclosedOptions& options = {});

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_ENCLOSED_STRING_H_
