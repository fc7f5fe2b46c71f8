// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_LIFE_SEARCH_H_
#define EYESHAPE_SCORING_LIFE_SEARCH_H_

// File: scoring/life_search.h
// A search that proves eyes where Benson's test (board/benson.h) sees none
// because the region is large (issue 24, item 2): in a *zone* (a set of
// points without stones of C, the colour of a target string), C must make
// `eyes` Benson vital regions of the target's string inside the zone, the
// opponent O moving first, free to pass and to retake any ko at once.
// One zone making two eyes, or two disjoint zones making one each, make
// the string alive whatever happens elsewhere, as long as C answers in the
// zone O plays in.
//
// The game is conservative wherever the points outside the zone could
// matter: a C string next to a point outside the zone without a C stone
// counts only its liberties in the zone, and keeps two of them whenever O
// is to move (the target's string one, when another zone keeps it
// another), so no O move anywhere captures it; an O string reaching outside
// is never captured (C may not take its last liberty in the zone, and its
// suicide there stands, as its liberties outside may have grown); C never
// retakes at once a stone that has just captured one of C's (on the board
// that may be a ko); a repeated position on the line and C's pass lose for
// C. So the zone's points hold the same stones in the game as on the board
// whatever is played outside it, as long as C answers each O move in the
// zone there: zone games are independent (a sum of games: C answers in the
// zone O played in, and after O's pass or move elsewhere in a zone not yet
// done). Simple ko, no superko, as in scoring/local_search.h. The table
// stores proofs found on one line and uses them on others: a proof never
// rests on a repetition (a repeated position loses for C, so no line of a
// proof repeats one), so it holds on every line; a loss may rest on one,
// which can only hide a proof.
//
//   int nodes = 0;
//   if (ReadEyesInZone(position, wall_point, region, 2, Mover::kOpponent, 100000, &nodes) ==
//       ZoneOutcome::kEyes) ...

#include <cstdint>
#include <string>

#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::scoring {

// The outcome of a zone game, for C. kNoEyes is "not proved" as much as
// kUnknown: the game's conservative rules make some of its losses false.
enum class ZoneOutcome : std::uint8_t { kEyes, kNoEyes, kUnknown };

// Who moves first in a zone game. With C first, two disjoint zones are
// miai: O's first move in one is answered by C's first move in the other,
// which makes one eye (and C, given a free move, may start either).
enum class Mover : std::uint8_t { kOpponent, kOwner };

// Whether the colour C of the string through `target`, with `first` to
// move, makes `eyes` (1 or 2) vital regions inside `zone` for the string
// through `target` (grown by the stones C plays), with the rules above.
// The target's string keeps one liberty in the zone when eyes == 1 (the
// other zone keeps another), two when eyes == 2. REQUIRES:
// `target` holds a stone; the zone holds none of its colour. `nodes` (may be
// null) gets the nodes visited; past `node_budget` the answer is kUnknown.
// Deterministic; thread-safe (each call owns its tables).
ZoneOutcome ReadEyesInZone(const board::Position& position, board::Point target,
                           const board::PointSet& zone, int eyes, Mover first, int node_budget,
                           int* nodes);

// Life proved from zones (issue 24, item 2: a wall whose one large region
// Benson's test cannot use). The zones come from the empty regions next to
// the target's string that no stone of the other colour O borders (so they
// are disjoint from every region a string of O can reach, and a proof
// that an O string there is captured can use the life proved here). Each
// region, in order of size, gives
//   * two eyes: the region as one zone, O first, makes 2 (regions of at
//     most `max_region` points);
//   * else one eye: the same with 1;
//   * else one eye by miai: the region cut by one column or one row of its
//     points into two sides that each make 1 with C first, O's first move
//     in either side answered by C's first move in the other (regions of
//     at most `max_cut_region` points: a game's node costs as many moves
//     as its zone has points, so a larger one is not read at all).
// The string lives when the eyes of distinct regions reach two: the zones
// are disjoint, each game holds whatever happens outside its zone as long
// as C answers in it, and each keeps the target's string a liberty (two
// for a zone of two eyes), so no O move captures it. `reason` names the
// zones. Deterministic; every game gets `node_budget` nodes, all of them
// together at most `total_nodes`.
//
// Several strings proved alive this way live together only if no zone
// serves two proofs (C cannot follow two strategies in one zone): give the
// zones of the proofs made so far as `taken`; a region meeting them is not
// used.
struct ZoneLifeOptions {
  int max_region = 12;
  int max_cut_region = 40;
  int node_budget = 20000;
  int total_nodes = 60000;
  board::PointSet taken;
};

struct ZoneLife {
  bool alive = false;
  board::PointSet zones;  // the points of the games the proof uses
  std::string reason;     // one line, GTP vertices, when alive
  int nodes = 0;
};

ZoneLife ProveLifeByZones(const board::Position& position, board::Point target,
                          const ZoneLifeOptions& options);

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_LIFE_SEARCH_H_
