// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_STATIC_DEATH_H_
#define EYESHAPE_SOLVER_STATIC_DEATH_H_

// File: solver/static_death.h
// Positions of the local game (SPEC §2) where O is dead without a search:
// W has at most one small eye left and nothing else to play with. The search
// (solver.cc) asks this after Benson's test has failed and returns "dead"
// without expanding the node; near the end of a line, where most nodes are,
// that saves the filling of outer liberties and the O moves that only delay
// the capture.
//
// The positions recognised ("simple" below: no separate O string, every empty
// vertex is a liberty of W, so every O move joins W; E = the empty vertices,
// C = the X stones not connected outside, "inside" = |E| + |C|):
//
//   D2: no extra eye, inside <= 2, either side to move;
//   D3: no extra eye, X to move, C empty and |E| = 3;
//   D1: the extra eye, inside <= 1, either side to move.
//
// Each holds only when W is not unconditionally alive by Benson's test
// (REQUIRES below). Why each is dead, with X's winning strategy:
//
// * Benson's test depends on the regions (connected sets without O stones)
//   and on which are vital; an X move changes neither in a simple position.
//   So after an X move Benson still fails.
// * D2. X fills outer liberties while any are left. An O move joins W and
//   takes a vertex of E (capturing X stones whose last liberty it was: they
//   touch the new W stone, so their vertices become liberties of W), so
//   inside drops to <= 1: one region with at most one empty vertex, never
//   two vital regions, still D2. With no outer liberty left W's liberties are
//   E. |E| = 1: X captures W. |E| = 2 (C empty): X plays a vertex v of E
//   that is legal (marginal, next to an X string connected outside, or next
//   to the other one, w; if neither vertex is legal, both are single-vertex
//   regions without marginal vertices and Benson's test would have held).
//   Then W has the one liberty w: O's only move there captures v (when v is
//   not connected outside) and leaves the D2 position E = {v}, or X captures
//   at w next.
// * D3. If some v in E is marginal or next to an X string connected
//   outside, X plays it: D2 (Benson still fails). Otherwise E is connected
//   (two components would be two vital regions) and X plays a vertex v next
//   to both others, a and b. O at a or b leaves inside 2 (D2). After an O
//   pass X fills an outer liberty if one is left (the same position again,
//   one fill later), else plays a: the string {v, a} has the liberty b, W
//   only b; O at b captures it and leaves E = {v, a} adjacent (D2), or X
//   captures W at b.
// * D1. X fills outer liberties. |E| = 1: the vertex is marginal or next to
//   an X string connected outside (else it alone is a vital region and the
//   extra eye a second one), so X may play it at any time. An O move leaves
//   no empty vertex and no vital region. In the end X captures on the extra
//   eye.
// * Superko and the simple-ko ban never stop these plans. Outer fills and
//   moves that capture W are always allowed. Every other planned X move adds
//   a stone to a position with no separate O string and (D2 with |E| = 2, D3)
//   no X stone that can be captured; in such a position no capture has
//   happened since W's stones, the X stones connected outside and the outer
//   fills last changed (each capture leaves the capturing stone, separate or
//   capturable, on the board), so no earlier position with the same
//   irreversible part has more stones, and the position after the move is
//   new. The ban of the move that made the root is a position with stones
//   the root no longer has (the captured ones), so no X move from the root
//   recreates it.
//
// tests/solver/static_death_test.cc checks D1-D3 against the naive solver on
// every graph of up to 3 vertices with every marking.

#include <bit>

#include "solver/game.h"

namespace eyeshape::solver::internal {

// True when O is dead at `p` whoever moved before (any line of play, any
// ko ban), by D1-D3 above; false when this cannot tell.
// REQUIRES: W at `p` is not unconditionally alive (Benson's test failed).
inline bool DeadWithoutSearch(const GameBoard& board, const Position& p, bool attacker_to_move) {
  if (p.defender != p.wall) return false;  // a separate O string
  const VertexSet empty = board.Empty(p);
  if ((empty & ~p.wall_reach) != 0) return false;  // an empty vertex W does not touch
  const int empty_count = std::popcount(empty);
  const int capturable_count = std::popcount(p.attacker & ~p.outside);
  const int inside = empty_count + capturable_count;
  if (board.extra_eye()) return inside <= 1;                        // D1
  if (inside <= 2) return true;                                     // D2
  return attacker_to_move && capturable_count == 0 && inside == 3;  // D3
}

}  // namespace eyeshape::solver::internal

#endif  // EYESHAPE_SOLVER_STATIC_DEATH_H_
