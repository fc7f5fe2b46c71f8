// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_GAME_H_
#define EYESHAPE_SOLVER_GAME_H_

// File: solver/game.h
// The rules of the local game of SPEC §2 on bitmask positions: strings,
// liberties, captures, suicide, W's liberties, outer-liberty fills and the
// extra eye. No search here (solver.cc does that).
//
// A Position holds the stones on the eyespace vertices and how many outer
// liberties X has filled. O stones that touch W (directly or through O stones)
// are part of W and so have left the eyespace; other O stones are separate
// strings. X strings that contain a marginal vertex are connected to the
// attacker's outside string and are never captured.
//
// Irreversible part of a position: W's O stones, the X stones connected
// outside and the outer fills can never be removed (removing W's stones means
// capturing W, which ends the game). Along any line of play this part only
// grows, so a position whose irreversible part is smaller than the current
// one can never occur again: superko checks need only the positions since the
// irreversible part last changed. solver.cc relies on this for a memo that
// stays sound under superko (docs/solver.md).

#include <array>
#include <bit>
#include <cstdint>

#include "solver/model/eyespace.h"

namespace eyeshape::solver::internal {

struct Position {
  VertexSet attacker = 0;         // X stones
  VertexSet defender = 0;         // O stones (W's and separate ones)
  VertexSet wall = 0;             // derived: the O stones that belong to W
  VertexSet wall_reach = 0;       // derived: vertices touching W or one of its O stones
  VertexSet outside = 0;          // derived: X stones connected outside
  std::uint8_t outer_filled = 0;  // outer liberties of W filled by X

  // Positions are equal when their stones and fills are; the derived sets
  // follow from those.
  bool operator==(const Position& other) const {
    return attacker == other.attacker && defender == other.defender &&
           outer_filled == other.outer_filled;
  }
};

// What a move did.
enum class MoveOutcome : std::uint8_t {
  kIllegal,       // occupied point, suicide, or an extra-eye move that does not capture
  kPlayed,        // legal; `next` holds the position
  kCapturesWall,  // X captured W: the game is over, O is dead
};

struct MoveResult {
  MoveOutcome outcome = MoveOutcome::kIllegal;
  Position next;
  bool captured = false;  // some stones were removed
};

// Static data of one eyespace under one model: adjacency, marginal vertices,
// W contact, L and whether the extra eye exists.
class GameBoard {
 public:
  // REQUIRES: `eyespace` normalized, 0 <= outer_liberties <= 7. The model must
  // already be applied (ApplyModel).
  GameBoard(const Eyespace& eyespace, int outer_liberties, bool extra_eye);

  // The start position: the eyespace's X stones, no O stones, nothing filled.
  Position StartPosition() const { return StartWith(eyespace_.attacker); }
  // The start position with X stones on `attackers` instead.
  Position StartWith(VertexSet attackers) const {
    Position p;
    p.attacker = attackers;
    p.wall_reach = eyespace_.touches_wall;
    return p;
  }

  int num_vertices() const { return eyespace_.num_vertices; }
  int outer_liberties() const { return outer_liberties_; }
  bool extra_eye() const { return extra_eye_; }
  const Eyespace& eyespace() const { return eyespace_; }
  // Whether the eyespace graph is connected (normalization can disconnect it).
  bool connected() const { return connected_; }

  VertexSet Empty(const Position& p) const { return all_ & ~(p.attacker | p.defender); }
  // The union of the neighbourhoods of `set`.
  VertexSet Neighbourhood(VertexSet set) const {
    VertexSet result = 0;
    while (set != 0) {
      result |= eyespace_.neighbours[std::countr_zero(set)];
      set &= set - 1;
    }
    return result;
  }
  // The connected part of `within` that contains `seed` (seed must lie in
  // within). Each vertex's neighbourhood is read once.
  VertexSet Flood(VertexSet seed, VertexSet within) const {
    VertexSet region = seed;
    VertexSet frontier = seed;
    while (frontier != 0) {
      frontier = Neighbourhood(frontier) & within & ~region;
      region |= frontier;
    }
    return region;
  }
  // O stones that belong to W.
  VertexSet WallStones(const Position& p) const { return p.wall; }
  // X stones connected to the attacker's outside string.
  VertexSet ConnectedAttackers(const Position& p) const { return p.outside; }
  // Empty vertices that are liberties of W.
  VertexSet WallVertexLiberties(const Position& p) const { return Empty(p) & p.wall_reach; }
  // All of W's liberties: inside, outer and the extra eye.
  int WallLiberties(const Position& p) const {
    return std::popcount(WallVertexLiberties(p)) + (outer_liberties_ - p.outer_filled) +
           (extra_eye_ ? 1 : 0);
  }

  // X plays on `vertex`.
  MoveResult PlayAttacker(const Position& p, int vertex) const;
  // O plays on `vertex`.
  MoveResult PlayDefender(const Position& p, int vertex) const;
  // X fills an outer liberty (illegal when none is left).
  MoveResult FillOuterLiberty(const Position& p) const;
  // X plays the extra eye: legal only when it captures W.
  MoveResult PlayExtraEye(const Position& p) const;

 private:
  Eyespace eyespace_;
  VertexSet all_ = 0;
  bool connected_ = true;
  int outer_liberties_ = 2;
  bool extra_eye_ = false;
};

// The moves build the child in result.next field by field and read it back
// field by field. A local Position copied into the result at the end, or a
// block copy of `p`, was written with some store widths and read back with
// others, and each such read stalled on store forwarding (about 4% of the
// search's time, bench/gnugo_speed.py).
inline void CopyFields(const Position& from, Position& to) {
  to.attacker = from.attacker;
  to.defender = from.defender;
  to.wall = from.wall;
  to.wall_reach = from.wall_reach;
  to.outside = from.outside;
  to.outer_filled = from.outer_filled;
}

// The moves are defined here, inline, because the search plays them at
// every node: inlined into its move loop they build the child position in
// place instead of returning a MoveResult through memory.
inline MoveResult GameBoard::PlayAttacker(const Position& p, int vertex) const {
  MoveResult result;
  const VertexSet stone = VertexBit(vertex);
  if ((Empty(p) & stone) == 0) return result;
  Position& next = result.next;
  CopyFields(p, next);
  next.attacker |= stone;
  // Captures first: W, then separate O strings next to the stone.
  if (WallLiberties(next) == 0) {
    result.outcome = MoveOutcome::kCapturesWall;
    return result;
  }
  VertexSet separate = next.defender & ~p.wall;
  VertexSet touching = eyespace_.neighbours[vertex] & separate;
  while (touching != 0) {
    const VertexSet string = Flood(touching & -touching, separate);
    touching &= ~string;
    if ((Neighbourhood(string) & Empty(next)) == 0) {
      next.defender &= ~string;
      separate &= ~string;
      result.captured = true;
    }
  }
  // The new stone with the X strings it joins that are not connected outside
  // (no such string touches one that is: they would be one string). The
  // result is connected outside when the stone is marginal or touches an X
  // stone connected outside; otherwise it needs a liberty (suicide).
  const VertexSet own = Flood(stone, next.attacker & ~p.outside);
  if (((stone & eyespace_.marginal) | (eyespace_.neighbours[vertex] & p.outside)) != 0) {
    next.outside |= own;
  } else if ((Neighbourhood(own) & Empty(next)) == 0) {
    return result;
  }
  result.outcome = MoveOutcome::kPlayed;
  return result;
}

inline MoveResult GameBoard::PlayDefender(const Position& p, int vertex) const {
  MoveResult result;
  const VertexSet stone = VertexBit(vertex);
  if ((Empty(p) & stone) == 0) return result;
  Position& next = result.next;
  CopyFields(p, next);
  next.defender |= stone;
  // Captures first: X strings next to the stone that are not connected outside
  // (`outside` is a union of whole strings, so they are never flooded).
  const VertexSet capturable = next.attacker & ~next.outside;
  VertexSet touching = eyespace_.neighbours[vertex] & capturable;
  while (touching != 0) {
    const VertexSet string = Flood(touching & -touching, capturable);
    touching &= ~string;
    if ((Neighbourhood(string) & Empty(next)) == 0) {
      next.attacker &= ~string;
      result.captured = true;
    }
  }
  // The new stone with the separate O strings it joins. They join W when one
  // of them touches W or a stone of W, i.e. lies in wall_reach (flooding only
  // the separate stones, not all of W's, is what keeps this cheap).
  const VertexSet own = Flood(stone, (next.defender & ~next.wall));
  if ((own & next.wall_reach) != 0) {
    next.wall_reach |= Neighbourhood(own);
    next.wall |= own;
    // Suicide: W needs a liberty.
    if (WallLiberties(next) == 0) return result;
  } else if ((Neighbourhood(own) & Empty(next)) == 0) {
    // Suicide: a separate O string needs an empty neighbour.
    return result;
  }
  result.outcome = MoveOutcome::kPlayed;
  return result;
}

inline MoveResult GameBoard::FillOuterLiberty(const Position& p) const {
  MoveResult result;
  if (p.outer_filled >= outer_liberties_) return result;
  Position& next = result.next;
  CopyFields(p, next);
  ++next.outer_filled;
  if (WallLiberties(next) == 0) {
    result.outcome = MoveOutcome::kCapturesWall;
    return result;
  }
  result.outcome = MoveOutcome::kPlayed;
  return result;
}

inline MoveResult GameBoard::PlayExtraEye(const Position& p) const {
  MoveResult result;
  if (extra_eye_ && WallLiberties(p) == 1) result.outcome = MoveOutcome::kCapturesWall;
  return result;
}

}  // namespace eyeshape::solver::internal

#endif  // EYESHAPE_SOLVER_GAME_H_
