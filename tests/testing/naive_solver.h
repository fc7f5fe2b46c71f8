// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_TESTING_NAIVE_SOLVER_H_
#define EYESHAPE_TESTS_TESTING_NAIVE_SOLVER_H_

// File: tests/testing/naive_solver.h
// A deliberately naive second implementation of SPEC §2-5, written without
// looking at solver/game.* or solver/solver.*, used by tests as an oracle
// against the real solver. It plays the local game by plain recursion over an
// explicit board, recomputes strings and liberties by flood fill at every
// move, keeps the whole line of play for superko and has no memo of any kind.
// The only concession to speed is move ordering (the last winning move at the
// same depth is tried first) with short-circuit: a side stops at its first
// winning move. It is exponential in the vertices: fine up to 5, slow at 6
// and 7, impractical for 8-vertex shapes like the 2x4 rectangle
// (docs/performance.md has its times).
//
// The rules, as read from the SPEC (references in brackets):
//
// * Position [§2]: each vertex of V is empty, X or O; plus the number of W's
//   outer liberties X has filled (0..L, L = NaiveOptions::outer_liberties,
//   default 2). The kind (proper/marginal) and W contact of a vertex are
//   fixed by the eyespace; Model::kGraph makes every vertex touch W [§2
//   "graph model"].
// * Strings [§2]: W is the defender's surrounding string; every O string with
//   a vertex that touches W belongs to W (they are one string through the
//   wall). Other O strings are separate and capturable. An X string with a
//   marginal vertex is connected to the attacker's outside string and can
//   never be captured (this is how rule 3 is played on a board: an empty
//   vertex next to such a string is "marginal" because X playing there joins
//   it). Other X strings are capturable.
// * Liberties [§2]: W: the empty vertices that touch W or touch an O stone of
//   W, plus the L - filled outer liberties, plus the extra eye when enabled.
//   Any other string: its empty neighbours in V.
// * Moves [§2]: X: an empty vertex, an unfilled outer liberty, the extra eye
//   only when that captures W, or pass. O: an empty vertex or pass. After a
//   move the opponent's strings without liberties are removed first (W
//   without liberties: X has captured W, game over, O dead); then a move
//   leaving its own string without liberties is suicide, which is illegal.
// * Ko [§2]: positional superko over the line of play. A position is the
//   contents of all vertices plus the number of filled outer liberties; a
//   move (not a pass) may not recreate a position of the line. The extra eye
//   is never part of a position: filling it ends the game.
// * End [§2]: two passes in a row end the game, O lives iff W is on the board
//   (it always is then: capturing W ends the game at once).
// * alive(P, e, s) [§3]: the minimax result of that game from P, s to move,
//   extra eye e; E(P, s) = 2 if alive(P, 0, s), 1 if only alive(P, 1, s),
//   else 0.
// * value and vital points [§4, §5]: the five cases, literally. "X moves" and
//   "O moves" there are legal moves on vertices only (no pass, outer
//   liberty or extra eye); legality (suicide, capture of W) is judged without
//   the extra eye. A move capturing W gives value 0000 and alive false.
//   P+m carries the simple-ko ban m creates: the first move played from P+m
//   may not recreate P [§4 "keeps the simple-ko ban"]. Each alive/E of P+m
//   starts a fresh line of play whose history is just P+m plus that one-move
//   ban; the ban also restricts the moves value(P+m) considers. (Only the
//   opponent of m could ever recreate P, since every move adds a stone of its
//   colour; so a line from P+m whose first move is m's author's is unbanned,
//   and a pass lifts the ban as under the simple ko rule.)
//   value(P+m) is the same procedure applied to P+m, which may hold O stones
//   and X stones connected outside. The digits a and d look at value(P+m)
//   only where the SPEC needs them (lazily), and a repeated (position, ban)
//   on the value recursion stack, which would make it loop, aborts through
//   EYESHAPE_CHECK with a message on stderr.
//
// Thread-safe: no global or static mutable state.
//
//   NaiveEvaluation e = NaiveSolveValue(eyespace, NaiveOptions{});
//   // e.value.ToString() == "1122" for `...` (GNU Go 3.8 agrees)

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"

namespace eyeshape::testing {

struct NaiveOptions {
  solver::Model model = solver::Model::kBoard;  // kGraph: every vertex touches W
  int outer_liberties = 2;                      // L, W's outer liberties (SPEC §2)
};

// The value abcd (SPEC §4) and vital points (SPEC §5) of an eyespace.
struct NaiveEvaluation {
  solver::EyeValue value;
  solver::VitalPoints vital;
};

// Who moves first in the local game.
enum class NaiveSide : bool { kAttacker, kDefender };

// alive(P, extra_eye, first) of SPEC §3 for the eyespace as start position:
// true iff O keeps W on the board under best play.
// REQUIRES: `eyespace` normalized (only '.', '!' and proper 'X' stones, every X
// string with an empty neighbour), at most ~8 vertices; outer_liberties >= 0.
// Complexity: exponential; fine up to 6-7 vertices.
bool NaiveAlive(const solver::Eyespace& eyespace, bool extra_eye, NaiveSide first,
                const NaiveOptions& options);

// E(P, first) of SPEC §3: 2, 1 or 0 eyes. REQUIRES: as NaiveAlive.
int NaiveEyeCount(const solver::Eyespace& eyespace, NaiveSide first, const NaiveOptions& options);

// The value abcd and vital points of SPEC §4-5. The empty eyespace has value
// 0000. Aborts (EYESHAPE_CHECK) if the value recursion would loop or a
// digit comes out inconsistent (c < b). REQUIRES: as NaiveAlive.
NaiveEvaluation NaiveSolveValue(const solver::Eyespace& eyespace, const NaiveOptions& options);

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_TESTING_NAIVE_SOLVER_H_
