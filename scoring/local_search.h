// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_LOCAL_SEARCH_H_
#define EYESHAPE_SCORING_LOCAL_SEARCH_H_

// File: scoring/local_search.h
// The local capture game behind seki decisions (issue 12, item 2): on a
// finished position, moves are restricted to an `area` (the shared liberties
// and eye spaces of the groups being judged); every stone outside the area
// keeps its outside liberties, so strings of groups with two eyes cannot be
// captured here. The attacker, moving first, tries to capture a "protected"
// stone of the defender (an original stone of a judged string, or a point
// filled earlier) before losing one of its own protected stones; the
// defender may answer anywhere in the area or pass (so the attacker may play
// twice in a row). An attacker pass is a failure: two passes end the game.
//
// Seki is the case where neither colour, moving first, can capture (seed
// text, "Seki": "if black plays at the marked point, white immediately
// captures black", and the other way round).
//
// Exact within the model: simple ko (Position's ko point, lifted by a pass),
// no superko; a line longer than the depth limit and a search past the node
// budget give kUnknown, never a guess. A line that gives up a protected
// string in order to capture later is not followed (it counts as a loss for
// the side that gives it up); docs/scoring.md lists this limit.
//
// As a proof of capture on the board (issue 24, item 2: the options
// `defender_wins_kos` and `wall`), the model gives the defender everything
// the rest of the board could give it: every ko (it may retake at once, as
// after a ko threat, and the attacker makes no capture a ko ban could
// answer) and any number of moves elsewhere (passes), each of which may take
// a liberty outside the area of every attacker string of the `wall` (the
// attacker's strings around the area that are not safe for sure). A wall
// string the defender could then take with one move more has fallen: the
// defender's win. Its own liberty fills are tried too, since a pass may no
// longer be free. Protect no attacker stone in the area and its sacrifices
// are read: throw-ins, snapbacks, nakade. Without superko the table is
// still sound there: the rules depend on the position, the ko point and the
// passes made only, so a won line that repeats a position can be cut short
// at the repetition.
//
//   LocalSearch search(area, protected_stones, {.node_budget = 200000});
//   if (search.CanCapture(position, Color::kBlack) == SearchOutcome::kWin) ...

#include <array>
#include <cstdint>
#include <string>

#include "base/hash_map.h"
#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::scoring {

// The attacker's result.
enum class SearchOutcome : std::uint8_t { kLoss, kWin, kUnknown };

struct LocalSearchOptions {
  int node_budget = 200000;  // positions visited per CanCapture() call
  // The defender may retake any ko at once and the attacker may make no
  // ko-shaped capture (a lone stone taking one stone and left with one
  // liberty): the attacker's wins hold whoever has ko threats.
  bool defender_wins_kos = false;
  // The attacker's strings around the area whose liberties outside it the
  // defender's passes take (one each per pass); a wall stone captured, or a
  // wall string the defender can take with one move more, is the defender's
  // win. Empty: passes are free, and a defender move that only fills a
  // liberty of its own string is not tried (the pass does better).
  board::PointSet wall = {};
  // Wall strings whose liberties outside the area the defender's passes do
  // not take (strings an estimate keeps alive): they still fall when moves
  // in the area leave them one liberty.
  board::PointSet steady_wall = {};
};

class LocalSearch {
 public:
  // `protected_stones[0]` Black's, `[1]` White's. Not thread-safe (one search
  // object per thread); the transposition table lives as long as the object,
  // so a search object must be used for one `area` and one protected set.
  LocalSearch(const board::PointSet& area, const std::array<board::PointSet, 2>& protected_stones,
              const LocalSearchOptions& options = {});

  // Whether `attacker`, with `first` to move in `position` (the attacker by
  // default), captures a protected stone of the opponent before losing one of
  // its own. REQUIRES: every protected stone is on the board in `position`.
  SearchOutcome CanCapture(const board::Position& position, board::Color attacker);
  SearchOutcome CanCapture(const board::Position& position, board::Color attacker,
                           board::Color first);

  // The attacker's first move of the last kWin (kNoPoint otherwise).
  board::Point first_move() const { return first_move_; }
  // Nodes visited by the last CanCapture().
  int nodes() const { return nodes_; }

 private:
  // `passes`: the defender's passes so far (counted only with a wall).
  SearchOutcome AttackerToMove(const board::Position& position, int depth, int passes,
                               board::Point* move);
  SearchOutcome DefenderToMove(const board::Position& position, int depth, int passes);
  // True iff a wall string is captured or one defender move from it, after
  // `passes` passes.
  bool WallFalls(const board::Position& position, int passes) const;
  // The table key of a position, role to move and passes made.
  std::uint64_t KeyOf(const board::Position& position, bool defender_to_move, int passes) const;
  // True iff some protected stone of `color` is no longer on the board.
  bool HasLost(const board::Position& position, board::Color color) const;
  // True iff playing `p` only takes a liberty of one string of `color` (every
  // neighbour is that string's stone): such a move neither captures nor
  // connects, so it never helps the player who makes it.
  static bool IsPureSelfFill(const board::Position& position, board::Color color, board::Point p);

  board::PointSet area_;
  std::array<board::PointSet, 2> protected_;
  LocalSearchOptions options_;
  board::Color attacker_ = board::Color::kBlack;
  int max_depth_ = 0;
  int nodes_ = 0;
  bool out_of_budget_ = false;
  board::Point first_move_ = board::kNoPoint;
  // Proven outcomes by position hash, role to move, attacker colour and the
  // defender's passes made (with a wall).
  HashMap<std::uint64_t, SearchOutcome> table_;
};

// The capture above read for one string: `string` (its colour the defender)
// moving first, moves in `area` (which holds every liberty of the string),
// every ko to the defender, and as the wall the attacker's strings next to
// the area or the string, outside it, except those in `safe` (proved alive).
// A capture is no proof that the string is dead unless the stones that
// capture stay: a dead group that captures a stone in its own eye does not
// make that stone dead. So the string is *proved* dead only when every
// attacker string around is in `safe`; otherwise the caller weighs the
// wall's own estimate. Wall strings of `assumed_alive` (those the caller's
// estimate keeps alive) keep their liberties outside the area whatever the
// defender plays elsewhere (`steady_wall`), and the capture is then no
// proof.
struct CaptureReading {
  bool captured = false;  // the attacker captures it, read as above
  bool proved = false;    // captured, and every attacker string around is safe
  board::PointSet wall;   // the attacker's strings around that are not safe
  std::string reason;     // one line when captured
};
CaptureReading ReadCapture(const board::Position& position, const board::PointSet& string,
                           const board::PointSet& area, const board::PointSet& safe,
                           int node_budget, const board::PointSet& assumed_alive = {});

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_LOCAL_SEARCH_H_
