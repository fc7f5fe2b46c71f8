// SPDX-License-Identifier: MIT
#include "solver/game.h"

#include "canon/check.h"

namespace eyeshape::solver::internal {

GameBoard::GameBoard(const Eyespace& eyespace, int outer_liberties, bool extra_eye)
    : eyespace_(eyespace),
      all_(eyespace.vertices()),
      outer_liberties_(outer_liberties),
      extra_eye_(extra_eye) {
  EYESHAPE_CHECK(outer_liberties >= 0 && outer_liberties <= 7);
  EYESHAPE_CHECK((eyespace.attacker & eyespace.marginal) == 0);
  connected_ = all_ == 0 || Flood(all_ & (~all_ + 1), all_) == all_;
}

MoveResult GameBoard::PlayAttacker(const Position& p, int vertex) const {
  MoveResult result;
  const VertexSet stone = VertexBit(vertex);
  if ((Empty(p) & stone) == 0) return result;
  Position next = p;
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
  result.next = next;
  return result;
}

MoveResult GameBoard::PlayDefender(const Position& p, int vertex) const {
  MoveResult result;
  const VertexSet stone = VertexBit(vertex);
  if ((Empty(p) & stone) == 0) return result;
  Position next = p;
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
  result.next = next;
  return result;
}

MoveResult GameBoard::FillOuterLiberty(const Position& p) const {
  MoveResult result;
  if (p.outer_filled >= outer_liberties_) return result;
  Position next = p;
  ++next.outer_filled;
  if (WallLiberties(next) == 0) {
    result.outcome = MoveOutcome::kCapturesWall;
    return result;
  }
  result.outcome = MoveOutcome::kPlayed;
  result.next = next;
  return result;
}

MoveResult GameBoard::PlayExtraEye(const Position& p) const {
  MoveResult result;
  if (extra_eye_ && WallLiberties(p) == 1) result.outcome = MoveOutcome::kCapturesWall;
  return result;
}

}  // namespace eyeshape::solver::internal
